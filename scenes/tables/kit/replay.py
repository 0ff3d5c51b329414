"""A replay's driver: what a title's table reads from its runner, answered from a record instead of a live match.

A table (``KitTable``) is driven through the small surface ``scenes.tables.kit.runner`` describes: it is shown views and
played events (``TableFace``), and it asks its runner who sits where, whose input it takes, the history for its log,
and for undo, hints and the pause menu. ``ReplayDriver`` takes the runner's place on a title's own table, so the
replay is that table, with its layout, art and animations, and no title holds a line of replay code:

- it shows any moment of the record (``game.core.replay.Replay``) through the eyes of one seat, that seat's own cards
  face up as that seat saw them (there is no curtain: the people watching a replay are not playing it); with the cards
  open (``show_open``, only for a game that ended) every card the table lays face down is turned up where it lies, as
  the true state has it (``KitTable.open_faces``);
- a step forward is played as at the table (``TableFace.play``, its events as the shown seat saw them); any other jump
  lays the table out afresh (``TableFace.show``);
- it takes no input: nothing is played, taken back or hinted, nothing is autosaved, nothing counted in the statistics;
- at the end of a game that ended it runs the table's scoring show, and then hands over to ``on_finish`` (the
  results); Escape or the table's Menu button call ``on_leave``.

Autoplay steps forward once the table has shown the last step and stood still for its beat at the animation speed,
as the computers' moves are paced at the table.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable
from typing import TYPE_CHECKING

from game.core import Action, Event, IllegalAction, Match, Seat, View
from game.core.replay import Replay
from scenes.ui.tween import INSTANT

if TYPE_CHECKING:
    from scenes.app import App
    from scenes.tables.kit.table import KitTable

REFUSAL = "replay.refuse.play"
"""Why nothing is played, taken back or hinted in a replay."""


def refused() -> IllegalAction:
    """The refusal of any move in a replay."""
    return IllegalAction("Nothing is played in a replay.", key=REFUSAL)


class ReplayDriver:
    """Drives one table through one record (see the module's note)."""

    lesson = None
    phones = None
    thinking_seat = None
    thinking = None
    hint_pending = False
    can_hint = False
    can_undo = False
    accepts_input = False
    at_open_table = False
    private = True

    def __init__(self, app: App, replay: Replay, table: KitTable, viewer: int) -> None:
        self.app = app
        self.replay = replay
        self.table = table
        self.viewer = viewer
        self.moment = 0
        self.playing = False
        self.started = False
        self.ended = False
        """True while the table shows the scoring at the end."""
        self.finished = False
        self.open = False
        """True while every card lies face up (``show_open``)."""
        self.on_finish: Callable[[], None] = lambda: None
        self.on_leave: Callable[[], None] = lambda: None
        self.on_moved: Callable[[], None] = lambda: None
        """Told after every change of moment or of eyes (the controls show where the replay stands)."""
        self._waited = 0.0
        self._match: Match | None = None
        self._view: tuple[tuple[int, int], View] | None = None

    # What the table reads.

    @property
    def seats(self) -> tuple[Seat, ...]:
        """Who played each seat."""
        return self.replay.seats

    @property
    def people(self) -> int:
        """How many seats people played."""
        return sum(seat.is_human for seat in self.seats)

    @property
    def to_move(self) -> int | None:
        """The seat that decided at this moment, or None at the end."""
        return self.match.state.to_move

    @property
    def match(self) -> Match:
        """The game as it stood at this moment (a match of its own: nothing done to it reaches the record)."""
        if self._match is None or len(self._match.record.actions) != self.moment:
            self._match = self.replay.match_at(self.moment)
        return self._match

    def view(self) -> View:
        """The shown seat's view at this moment."""
        key = (self.moment, self.viewer)
        if self._view is None or self._view[0] != key:
            self._view = (key, self.replay.view_at(self.moment, self.viewer))
        return self._view[1]

    def opening(self) -> list[Event]:
        """What the shown seat saw while the game was set up."""
        return self.replay.seen(0, self.viewer)[0]

    def history(self) -> list[list[Event]]:
        """Every action's events up to this moment as the shown seat saw them (each ending with what was awaited,
        as a step played forward shows them, so the log counts the same either way)."""
        return self.replay.seen(self.moment, self.viewer)[1]

    def at_pc(self, seat: int) -> bool:
        """No seat is played at a replay."""
        return False

    def undo_refusal(self) -> IllegalAction:
        """Nothing is taken back in a replay (its controls step back instead)."""
        return refused()

    def take_back_refusal(self) -> IllegalAction:
        """Nothing is taken back in a replay."""
        return refused()

    def submit(self, action: Action) -> None:
        """Nothing is played in a replay."""
        raise refused()

    def undo(self) -> None:
        """Nothing is taken back in a replay."""
        raise refused()

    def take_back(self) -> None:
        """Nothing is taken back in a replay."""
        raise refused()

    def ask_hint(self, ready: Callable[[Action], None]) -> None:
        """No hints in a replay."""

    def pause(self) -> None:
        """Escape or the table's Menu button: leave the replay."""
        self.on_leave()

    def finish(self) -> None:
        """The scoring at the end has been shown: on to the results."""
        if self.ended and self.moment == self.replay.length:
            self.on_finish()

    def draw_phones(self, surface: object) -> None:
        """No phones serve a replay."""

    # Moving through the record.

    def go_to(self, moment: int, *, animate: bool = False) -> None:
        """Show ``moment`` (clamped to the record); one step forward with ``animate`` is played as at the table."""
        moment = max(0, min(self.replay.length, moment))
        self._leave_scoring()
        self.table.opened = self.table.open_faces(self.replay.open_state(moment)) if self.open else {}
        if animate and moment == self.moment + 1 and self.started:
            self.moment = moment
            mover = self.replay.mover(moment)
            events = self.replay.seen(moment, self.viewer)[1][-1]
            own = self.replay.record.actions[moment - 1] if mover == self.viewer else None
            self.table.play(mover, events, self.view(), True, own)
        else:
            self.moment = moment
            self.started = True
            self.table.show(self.view(), True)
        self._waited = 0.0
        self.on_moved()

    def look_through(self, seat: int) -> None:
        """Show the table through ``seat``'s eyes, at the same moment."""
        if seat != self.viewer:
            self.viewer = seat
            self.go_to(self.moment)

    def show_open(self, open_cards: bool) -> None:
        """Turn every face-down card of the table up where it lies, or back down; only for a game that ended
        (``Replay.open_state`` refuses any other)."""
        if open_cards != self.open:
            self.open = open_cards and self.replay.ended
            self.go_to(self.moment)

    def step(self, count: int) -> None:
        """``count`` actions forward (or back, when negative); a single step forward is animated."""
        self.playing = False
        self.go_to(self.moment + count, animate=count == 1)

    def turn(self, direction: int) -> None:
        """To the start of the next turn, or back to the start of this one (the one before, when already there)."""
        self.playing = False
        self.go_to(neighbour(self.replay.turns, self.moment, direction, self.replay.length))

    def round(self, direction: int) -> None:
        """To the start of the next round (or chapter), or back to the start of this one (the one before)."""
        self.playing = False
        self.go_to(neighbour(self.replay.rounds, self.moment, direction, self.replay.length))

    def toggle_play(self) -> None:
        """Start or pause autoplay (from the start again when at the end)."""
        if not self.playing and self.moment == self.replay.length:
            self.go_to(0)
        self.playing = not self.playing
        self._waited = 0.0
        self.on_moved()

    def moment_of_event(self, index: int) -> int:
        """The moment right after the action whose events hold the ``index``-th event of the log (0: the deal)."""
        opening, steps = self.replay.seen(self.moment, self.viewer)
        ends = []
        total = len(opening)
        for events in steps:
            total += len(events)
            ends.append(total)
        if index < len(opening):
            return 0
        return min(bisect.bisect_right(ends, index) + 1, self.moment)

    # Every frame.

    def update(self, dt: float) -> None:
        """Show the first moment, play on while autoplaying, and show the scoring once the end is reached."""
        if not self.started:
            self.go_to(self.moment)
            return
        if self.table.busy:
            self._waited = 0.0
            return
        if self.moment == self.replay.length:
            self.playing = False
            if self.replay.ended and not self.ended:
                self.ended = True
                self.on_moved()
                self.table.end(self.replay.final.result())
            return
        if self.playing:
            self._waited += dt
            rate = self.app.settings.animation_rate
            if rate == INSTANT or self._waited >= self.table.beat / rate:
                self.go_to(self.moment + 1, animate=True)

    def _leave_scoring(self) -> None:
        """Stepping away from the end: the scoring show is put away (its rest finished first, unseen)."""
        table = self.table
        if not self.ended and table.sheet is None:
            return
        self.ended = False
        table.timeline.finish_all()
        table.extras.finish_all()
        table.sheet = None
        table.show_over = False
        table.holding = None


def neighbour(starts: tuple[int, ...], moment: int, direction: int, last: int) -> int:
    """The start after ``moment`` (or ``last``), or going back, the start before it (0 at the first)."""
    if direction > 0:
        return next((start for start in starts if start > moment), last)
    return next((start for start in reversed(starts) if start < moment), 0)
