"""Playing a match at a table, for any title: whose view is shown, computer seats thinking in slices, the handover
curtain between people, autosave after every action, undo within a turn, hints, and the way to the results.

A table scene owns one ``MatchRunner`` and calls its ``update`` once a frame; the runner calls the table back through
the small ``TableFace`` protocol with views and redacted events only, so a table never needs the true state. Nothing
here knows any title's rules: the record, the contract and ``game.ai`` are all it uses.

Computer seats think a few iterations at a time until ``SLICE_SECONDS`` of the frame are used, so frames stay well
under 16.7 ms, and they act only once the table has shown the move before and then stood still for that move's beat
(the table's ``beat``, in seconds at normal speed, scaled by the speed setting; none at instant), so people can
follow every move.

Privacy at a hot seat: with two or more people at the table, a person's private cards (hand, missions) are shown face
up only on their own turn, after the curtain has named them. While the computer moves, the screen still shows the last
person's table, private cards face down, because the next person may already be looking. A decision the title
marks ``open_table`` (it needs nothing only the decider may see) is asked at the open table instead: no curtain, the
decider's view with his private cards face down and the log worded for no seat, and since the whole room was looking,
the next private decision of anyone, the same person's included, falls behind the curtain again.

Phone seats (``scenes.phone``): a person whose input comes from a phone. No curtain falls for them, the screen never
shows a phone seat's private cards, and on such a seat's turn the runner asks ``phones.take_action`` once the table is
still; every move, and every undo, is passed on to ``phones.played``.

A lesson (``scenes.tables.kit.lesson_run``) sets ``lesson``: then a computer seat plays the move the lesson's step
scripts instead of thinking (waiting, as long as the step scripts none), nothing is autosaved (a lesson never replaces
the person's game), nothing can be taken back, and the pause menu is the lesson's.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

import pygame

from game.ai import Thinker
from game.core import COMPUTER, Action, Event, IllegalAction, Match, Result, Seat, View, redact
from scenes.curtain import Handover
from scenes.i18n import tr
from scenes.notices import show_notices
from scenes.pause import PauseScene
from scenes.play import finish_match
from scenes.thinking import Thinking, think_about
from scenes.ui import theme
from scenes.ui.tween import INSTANT

if TYPE_CHECKING:
    from scenes.app import App
    from scenes.phone.seats import PhoneSeats
    from scenes.tables.kit.lesson_run import LessonRun

SLICE_SECONDS = 0.006
"""How much of a frame a computer seat (or a hint) may spend thinking."""
HINT_LEVEL = "normal"
HOT_SEAT = "kit.take_back.hot_seat"
"""Why nobody takes back moves at a hot seat of several people: they would take back another person's moves."""
LESSON_UNDO = "lesson.refuse.undo"


class TableFace(Protocol):
    """What a title's table gives its runner: it shows views, animates events and scores the end."""

    @property
    def busy(self) -> bool:
        """True while the table animates something the next move must wait for."""

    @property
    def beat(self) -> float:
        """Seconds (at normal speed) the last move stays on screen, still, before a computer's next move."""

    def show(self, view: View, private: bool) -> None:
        """Lay the table out afresh for ``view`` (start, undo, a new person at the screen).

        ``private`` False asks the table to keep the seat's private cards face down.
        """

    def play(self, seat: int, events: list[Event], view: View, private: bool, own: Action | None) -> None:
        """Animate what ``seat`` just did, as the shown seat saw it; ``view`` is the shown seat's view now.

        ``own`` is the action when the shown seat made it (it knows its own choice, even a card the events hide).
        """

    def end(self, result: Result) -> None:
        """The game is over: animate the scoring, then call the runner's ``finish``."""


class SlicedThinking:
    """A ``Thinker`` advanced one iteration at a time until a slice of the frame's time is used up.

    It keeps a running mean of how long an iteration takes and stops before one that would probably end past the
    slice, so a slice overshoots only when an iteration is slower than usual. Every slice thinks at least one
    iteration, so a decision always comes.
    """

    def __init__(self, thinker: Thinker) -> None:
        self.thinker = thinker
        self.mean = 0.0

    def think(self, seconds: float) -> bool:
        """Think for about ``seconds``; return True once the thinker's whole budget is spent."""
        deadline = time.perf_counter() + seconds
        thought = False
        while not self.thinker.done:
            before = time.perf_counter()
            if thought and before + self.mean > deadline:
                break
            self.thinker.advance(1)
            thought = True
            took = time.perf_counter() - before
            self.mean = took if not self.mean else self.mean * 0.9 + took * 0.1
        return self.thinker.done

    def answer(self) -> Action:
        """The chosen action."""
        return self.thinker.best_action()


def thinking_seed(match: Match, salt: int = 0) -> int:
    """A seed for one decision, fixed by the game's seed and its length: the same position gets the same answer."""
    return (match.record.seed * 1_000_003 + len(match.record.actions) * 7919 + salt) % (1 << 63)


class MatchRunner:
    """Runs one match for one table scene. The table calls ``update`` every frame and ``submit`` for a person's move."""

    def __init__(self, app: App, match: Match, table: TableFace) -> None:
        self.app = app
        self.match = match
        self.table = table
        self.handover = Handover(match.seats)
        self.viewer = self._first_viewer()
        self.started = False
        self.ended = False
        self.finished = False
        self._computer: Thinking | None = None
        self._computer_key: tuple[int, int] | None = None
        self._waited = 0.0
        self._hint: SlicedThinking | None = None
        self._hint_ready: Callable[[Action], None] | None = None
        self._open: bool | None = None
        self.phones: PhoneSeats | None = None
        self.lesson: LessonRun | None = None

    # What the table asks.

    @property
    def seats(self) -> tuple[Seat, ...]:
        """Who plays each seat."""
        return self.match.seats

    @property
    def people(self) -> int:
        """How many seats people play."""
        return sum(seat.is_human for seat in self.match.seats)

    @property
    def to_move(self) -> int | None:
        """The seat that decides now, or None once the game is over."""
        return self.match.state.to_move

    @property
    def private(self) -> bool:
        """Whether the shown seat's private cards may be face up now (see the module's note on hot seats)."""
        if self.seats[self.viewer].on_phone:
            return False
        if self.people < 2 or self.match.state.over:
            return True
        if self.at_open_table:
            return False
        return self.handover.shown == self.viewer and self.to_move == self.viewer

    @property
    def accepts_input(self) -> bool:
        """True when the person at the screen is the one to move and may play."""
        seat = self.to_move
        return (
            seat is not None
            and seat == self.viewer
            and self.at_pc(seat)
            and (self.handover.shown == seat or self.at_open_table)
            and not self.ended
        )

    @property
    def at_open_table(self) -> bool:
        """True when a person at a hot seat decides now something the title asks at the open table (the decision's
        ``open_table``): without the curtain, his private cards face down. Never with one person: he sees his own."""
        if self._open is None:
            seat = self.to_move
            self._open = (
                self.people >= 2 and seat is not None and self.at_pc(seat) and self.match.view(seat).awaiting.open_table
            )
        return self._open

    def at_pc(self, seat: int) -> bool:
        """True when a person plays ``seat`` at the PC's screen (not on a phone)."""
        return self.seats[seat].is_human and not self.seats[seat].on_phone

    @property
    def thinking_seat(self) -> int | None:
        """The computer seat whose move is awaited, if any (in a lesson, only once its step scripts the move)."""
        seat = self.to_move
        if seat is None or self.seats[seat].is_human:
            return None
        return seat if self.lesson is None or self.lesson.scripted(seat) is not None else None

    @property
    def thinking(self) -> Thinker | None:
        """The computer seat's decision being thought out now, if any (how far it is: ``iterations`` of ``budget``)."""
        return self._computer.thinker if self._computer is not None else None

    @property
    def can_undo(self) -> bool:
        """True when the person to move may take back an action (the rules say how many: ``undoable_actions``; never
        in a lesson)."""
        return self.lesson is None and self.accepts_input and self.match.state.undoable_actions() > 0

    def undo_refusal(self) -> IllegalAction | None:
        """Why the person at the screen may take nothing back now (the rules' reason, ``undo_refusal``, on their
        turn), or None when they may."""
        if self.lesson is not None:
            return IllegalAction("Nothing is taken back in a lesson.", key=LESSON_UNDO)
        if self.ended or self.match.state.over:
            return IllegalAction.game_over()
        if not self.accepts_input:
            return IllegalAction("It is not your turn.", key="kit.undo.not_your_turn")
        state = self.match.state
        return None if state.undoable_actions() > 0 else state.undo_refusal()

    def take_back_refusal(self) -> IllegalAction | None:
        """Why "Take back my last move" may not be used now, or None when it may: only by one person alone with
        computers (at a hot seat it would take back another person's moves), once that person has moved."""
        if self.lesson is not None:
            return IllegalAction("Nothing is taken back in a lesson.", key=LESSON_UNDO)
        if self.people != 1:
            return IllegalAction("Not at a hot seat: it would take back the others' moves.", key=HOT_SEAT)
        if self.ended or self.match.state.over:
            return IllegalAction.game_over()
        if self.match.decisions_since(self._person()) is None:
            return IllegalAction("You have made no move yet to take back.", key="refusal.nothing_to_take_back")
        return None

    @property
    def can_hint(self) -> bool:
        """True when the person to move may ask for a hint: not at the open table, where the hint, worked out from
        the decider's own cards, would tell the watching room what they hold."""
        return self.accepts_input and not self.at_open_table

    @property
    def hint_pending(self) -> bool:
        """True while a hint is being thought out."""
        return self._hint is not None

    def view(self) -> View:
        """The shown seat's view now."""
        return self.match.view(self.viewer)

    def opening(self) -> list[Event]:
        """What happened while the game was set up (the deal, who starts), as the shown seat saw it."""
        return self.match.opening_events(self.viewer)

    def history(self) -> list[list[Event]]:
        """Every action's events so far, as the shown seat saw them (the game log after a restart or an undo)."""
        state = self.match.record.new_state(self.match.ruleset)
        seen = []
        for action in self.match.record.actions:
            seen.append(redact(state.apply(action), self.viewer))
        return seen

    # What the table tells.

    def submit(self, action: Action) -> None:
        """Play ``action`` for the person at the screen; raises IllegalAction (changing nothing) when it is refused."""
        if not self.accepts_input:
            raise IllegalAction("It is not your turn.", key="kit.refuse.not_your_turn")
        self._apply(self.viewer, action)

    def undo(self) -> None:
        """Take back the last action and show the table as it was before it."""
        refusal = self.undo_refusal()
        if refusal is not None:
            raise refusal
        self.match.undo(1)
        self._rewound()

    def take_back(self) -> None:
        """Take back the person's last move, and the computers' answers since; raises IllegalAction (changing nothing)
        when refused. Within what the rules' undo allows it is a plain undo; past that, the game is marked as played
        with take-backs (``MatchRecord.take_backs``) and any computer's thinking is dropped."""
        refusal = self.take_back_refusal()
        if refusal is not None:
            raise refusal
        if self.can_undo:
            self.undo()
            return
        self.match.take_back(self._person())
        self._computer = None
        self._computer_key = None
        self._rewound()

    def _person(self) -> int:
        """The seat of the first person at the table."""
        return next(index for index, seat in enumerate(self.seats) if seat.is_human)

    def _rewound(self) -> None:
        """After actions were taken back: save, forget the hint, and show the table as it was then."""
        self._open = None
        self.app.storage.save_autosave(self.match.record)
        self._drop_hint()
        self.table.show(self.view(), self.private)
        if self.phones is not None:
            self.phones.played()

    def ask_hint(self, ready: Callable[[Action], None]) -> None:
        """Think out a suggestion for the person to move, in slices; ``ready`` gets it when done."""
        if not self.can_hint:
            return
        view = self.view()
        thinker = Thinker(self.match.ruleset, view, HINT_LEVEL, thinking_seed(self.match, salt=1))
        self._hint = SlicedThinking(thinker)
        self._hint_ready = ready

    def pause(self) -> None:
        """Open the pause menu over the table (Escape, or the Menu button); a lesson's has no autosave to write."""
        if self.lesson is not None:
            self.lesson.pause()
            return
        refused = self.take_back_refusal()
        reason = None if refused is None else tr(refused.key, **refused.params)
        phones = self._phone_seats if self.phones is not None else None
        self.app.push(
            PauseScene(self.app, self.match, take_back=self.take_back, take_back_refused=reason, phones=phones)
        )

    def finish(self) -> None:
        """The scoring has been shown: record the game and go to the results."""
        if not self.finished:
            self.finished = True
            if self.phones is not None:
                self.phones.close(finished=True)
            finish_match(self.app, self.match)

    # Every frame.

    def update(self, dt: float) -> None:
        """Move the match on: show the first view, let computer seats think and act, hand over between people, end.

        A notice about the player's files (a save that failed) is shown first, at once, above the table.
        """
        if show_notices(self.app):
            return
        if not self.started:
            self.started = True
            self._open_phones()
            self.table.show(self.view(), self.private)
        if self.ended:
            return
        if self.phones is not None:
            self.phones.tick(still=not self.table.busy)
        state = self.match.state
        seat = state.to_move
        if seat is not None and not self.seats[seat].is_human:
            # A computer thinks while the last move still animates, and acts once the table is still.
            self._computer_turn(seat, dt)
            return
        if self.table.busy:
            return
        if state.over:
            self.ended = True
            self.table.end(state.result())
        elif self.phones is not None and self.phones.holds(seat):
            self._phone_turn(seat)
        elif self.at_open_table:
            self._to_open_table(seat)
        elif self.handover.shown != seat:
            self.handover.reveal(self.app, seat, lambda: self._shown_to(seat), on_escape=self.pause)
        elif self._hint is not None and self._hint.think(SLICE_SECONDS):
            self._give_hint()

    # Inner workings.

    def _first_viewer(self) -> int:
        """The person at the PC to move, else the first person at the PC, else the first phone seat, else seat 0 (a
        table of computers is watched from there)."""
        seats = self.match.seats
        seat = self.match.state.to_move
        if seat is not None and self.at_pc(seat):
            return seat
        at_pc = (index for index in range(len(seats)) if self.at_pc(index))
        return next(at_pc, next((index for index, each in enumerate(seats) if each.on_phone), 0))

    def draw_phones(self, surface: pygame.Surface) -> None:
        """Draw the phones' join cards and whose phone the game waits for, over the table (with phone seats)."""
        if self.phones is not None:
            from scenes.phone.joincards import draw_phones

            draw_phones(surface, self.phones)

    def handle_phones(self, event: pygame.event.Event) -> bool:
        """A click on a join card's "Play here instead" or "Give to a computer" hands that seat back at once
        (``reseat``); True when the click was one of them."""
        if self.phones is None or event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False
        from scenes.phone.joincards import hand_back_at

        hit = hand_back_at(event.pos, theme.LOGICAL_SIZE, self.phones)
        if hit is not None:
            self.reseat(*hit)
        return hit is not None

    def _open_phones(self) -> None:
        """Serve the phone seats, if the game has any, while this table is open."""
        if any(seat.on_phone for seat in self.seats):
            from scenes.phone.seats import PhoneSeats  # the server's library loads only for a game with phones

            self.phones = PhoneSeats(self.match, self.table, lambda: self.table in self.app.stack, self.app.storage)

    def _phone_seats(self) -> None:
        """The pause menu's "Phone seats": hand a phone's seat back to the PC or to a computer."""
        from scenes.phone.handback import HandBackScene

        self.app.push(HandBackScene(self.app, self.phones, self.reseat))

    def reseat(self, seat: int, controller: str) -> None:
        """Hand phone seat ``seat`` to a person at the PC (``HUMAN``: behind the curtain when others share the PC) or
        to a computer, at any moment (the pause menu's "Phone seats"): its phone's link stops working, the game itself
        does not change."""
        level = "normal" if controller == COMPUTER else None
        self.match.reseat(seat, Seat(self.seats[seat].name, controller, level))
        self.phones.release(seat)
        if not self.phones.seats:
            self.phones.close(finished=True)
            self.phones = None
        shown, self.handover = self.handover.shown, Handover(self.match.seats)
        self.handover.shown = shown
        self._open = None
        self._computer = None
        self.app.storage.save_autosave(self.match.record)
        self.viewer = self._first_viewer()
        self.table.show(self.view(), self.private)

    def _phone_turn(self, seat: int) -> None:
        """Play what the phone of ``seat`` chose, once it chose; a refusal goes back to the phone, changing nothing."""
        action = self.phones.take_action(seat)
        if action is None:
            return
        try:
            self._apply(seat, action)
        except IllegalAction as refusal:
            self.phones.refuse(seat, refusal)

    def _shown_to(self, seat: int) -> None:
        """The curtain (if any) has lifted for ``seat``: show that person's table."""
        self.viewer = seat
        self.table.show(self.view(), self.private)

    def _to_open_table(self, seat: int) -> None:
        """The room looks on while ``seat`` decides: no private view counts as shown any more, and the table turns
        to the decider (his private cards face down) if it showed someone else's side."""
        self.handover.forget()
        if self.viewer != seat:
            self._shown_to(seat)

    def _computer_turn(self, seat: int, dt: float) -> None:
        """Think a slice; play once the thinking is done and the table has stood still for the last move's beat."""
        if self.lesson is not None:
            self._scripted_turn(seat, dt)
            return
        key = (seat, len(self.match.record.actions))
        if self._computer is None or self._computer_key != key:
            level = self.seats[seat].level or "normal"
            self._computer = think_about(self.match, seat, level, thinking_seed(self.match), SlicedThinking)
            self._computer_key = key
            self._waited = 0.0
        else:
            self._waited = 0.0 if self.table.busy else self._waited + dt
        done = self._computer.think(SLICE_SECONDS)
        if done and self._waited >= self._min_delay() and not self.table.busy:
            action = self._computer.answer()
            self._computer = None
            self._apply(seat, action)

    def _scripted_turn(self, seat: int, dt: float) -> None:
        """A lesson's computer seat: the move its step scripts, after the same delay and once the table is still."""
        action = self.lesson.scripted(seat)
        key = (seat, len(self.match.record.actions))
        if action is None or self._computer_key != key:
            self._computer_key = key
            self._waited = 0.0
        else:
            self._waited = 0.0 if self.table.busy else self._waited + dt
        if action is not None and self._waited >= self._min_delay() and not self.table.busy:
            self._apply(seat, action)

    def _min_delay(self) -> float:
        """The seconds the table stands still after a move before a computer's next one (the move's beat)."""
        rate = self.app.settings.animation_rate
        return 0.0 if rate == INSTANT else self.table.beat / rate

    def _apply(self, seat: int, action: Action) -> None:
        """Apply an action, save the game, and let the table animate it from the shown seat's side."""
        events = self.match.apply(action)
        self._open = None
        if self.lesson is None:
            self.app.storage.save_autosave(self.match.record)
        self._drop_hint()
        own = action if seat == self.viewer else None
        self.table.play(seat, redact(events, self.viewer), self.view(), self.private, own)
        if self.phones is not None:
            self.phones.played()

    def _give_hint(self) -> None:
        hint, ready = self._hint, self._hint_ready
        self._drop_hint()
        if hint is not None and ready is not None:
            ready(hint.answer())

    def _drop_hint(self) -> None:
        self._hint = None
        self._hint_ready = None
