"""The stage of a table: what is shown on it and how it moves (``TableStage``, ``KitTable``'s lower half).

It holds the table as shown (the title's ``shown``, moved on event by event by the script), the card sprites, the
animation timelines and effects, the game log's events, the still picture and its painter, the scoring show, and the
hot-seat hiding of private cards: once the runner says others may look, every card the title calls private turns face
down at once (and a hand whose makeup everyone knows gathers into one stack), before anything of the move is shown.
It answers the script (``script.Stage``: ``board``, ``shown``, ``homes``, ``note``, ``spawn``, ``sound``, …) and does
the laying out and animating behind the runner's calls, which the shell (``table.KitTable``) receives.

A title supplies the parts listed under "What a title supplies" (see ``scenes.tables.kit``); the shell supplies the
rest of the scene (input, buttons, status line, prompt, tooltips).
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar

import pygame

from game.core import Action, Event, Match, Result, State, View, redact
from scenes.art.canvas import Kept
from scenes.i18n import current_language
from scenes.scene import Scene
from scenes.tables.kit.board import HAND, Board, CardArt, Key
from scenes.tables.kit.effects import Effects
from scenes.tables.kit.folded import Folded
from scenes.tables.kit.hand_slots import HandSlots, Row
from scenes.tables.kit.holders import Home
from scenes.tables.kit.log import Entry, GameLog
from scenes.tables.kit.paint import TablePainter
from scenes.tables.kit.plates import Marker, draw_plate
from scenes.tables.kit.scoring import ScoreSheet, ScoringStep, scoring_show
from scenes.tables.kit.script import BEAT_SECONDS, HOLD_SECONDS, REFLOW_SECONDS, Hold, Later, Script
from scenes.ui import tween

if TYPE_CHECKING:
    from scenes.app import App
    from scenes.tables.kit.runner import MatchRunner

NO_SEAT = -1
"""The seat events are redacted for while nobody's private facts may show: a seat nobody holds."""

STILLS_KEPT = 4
"""How many tables' still pictures are kept for the next table drawn the same (a new game, a replay, the other
seat of a hot seat): each is a screen of memory, and drawing one again costs 5–15 ms of wood, felt and frames."""
_stills = Kept(STILLS_KEPT)


class TableStage(Scene):
    """The shown table of a match: sprites, the shown table, animations, the log's events and the scoring show."""

    runner: MatchRunner

    # What a title supplies.

    art: ClassVar[CardArt]
    """Its card pictures (``face`` and ``back``)."""
    script: ClassVar[Script]
    """Its handlers from event types to animations."""
    scoring_steps: ClassVar[Sequence[ScoringStep]] = ()
    """Its scoring show, step by step."""
    own_plates: ClassVar[bool] = False
    """True when it draws its seats' plates itself; by default the kit draws each seat's name plate (colour, symbol,
    name) at ``geometry.plate(seat)`` into the still picture, and its ``markers`` on it as play goes on."""

    def make_geometry(self, viewer: int) -> Any:
        """Its zones for the shown seat (from its Tiled layout): needs ``zone(name)``, ``plate(seat)``, ``viewer``."""
        raise NotImplementedError

    def make_shown(self, view: View) -> Any:
        """Its table as shown, built from ``view`` (moved on by events, rebuilt after each move)."""
        raise NotImplementedError

    def homes(self) -> dict[Key, Home]:
        """Where every card of ``self.shown`` belongs (private cards face down unless ``self.private``)."""
        raise NotImplementedError

    def still_picture(self) -> pygame.Surface:
        """The unchanging picture of the table for the shown seat (no words in it)."""
        raise NotImplementedError

    def picture_key(self) -> Hashable:
        """Everything ``still_picture`` depends on, as a value; by default the number of players and the shown seat
        (a title whose picture depends on more says so)."""
        return self.players, self.geometry.viewer

    def describe(self, event: Event) -> Entry | None:
        """The log line for one event (None: left out). Each event is worded once, when the log first shows it."""
        raise NotImplementedError

    def log_lights(self, entry: Entry) -> tuple[Key, ...]:
        """The sprites a log line lights while the pointer rests on it: by default the ones its ``cards`` name."""
        return tuple(entry.cards)

    def open_faces(self, truth: State) -> dict[Key, Hashable]:
        """The face of each card it lays face down on the table (a spy, a set-aside card), by sprite key, read from
        the true state of a game that has ended, for a replay with every card open (``opened``); nothing is secret
        once the game is over, and ``Replay.open_state`` gives no other. By default none."""
        return {}

    def private_card(self, key: Key) -> bool:
        """Whether the sprite ``key`` shows what only the shown seat may see, so that it turns face down the moment
        others may look (the runner's ``private`` turning False): by default the hand's cards."""
        return key[0] == HAND

    def in_slots(self, places: dict[Key, Home], row: Row) -> dict[Key, Home]:
        """``places`` (a title's ``homes``) with the shown seat's hand kept where it lay while the seat is to move, a
        played card leaving a gap in ``row``; re-centred once the turn is over (``hand_slots``)."""
        return self.hand_slots.place(places, self.board, row, self.shown.to_move == self.geometry.viewer)

    def hidden_hand_spot(self) -> tuple[float, float] | None:
        """Where the shown seat's hand lies as one stack while it is face down because others may look (``homes``
        puts it there too); None (the default) keeps its places."""
        return None

    def opening(self, view: View) -> list[Event]:
        """The events the log starts with that no action made: by default the match's opening events (the deal,
        who starts) as the screen may show them. With ``make_shown_before`` they are played at the table."""
        return self._seen(self.runner.opening(), self.private)

    def make_shown_before(self, view: View) -> Any:
        """Its table as it was before the deal (empty hands, a full pile), so the opening events are played at the
        table; None (the default) shows the table dealt at once."""
        return None

    def draw_quiet(self, surface: pygame.Surface) -> None:
        """Its parts of the quiet layer under the cards (counts, badges) — override ``draw_quiet_over`` for over."""

    def draw_quiet_over(self, surface: pygame.Surface) -> None:
        """Its parts of the quiet layer over the resting cards (pile, missions)."""

    def draw_lively(self, surface: pygame.Surface) -> None:
        """Its parts drawn every frame over the cards (a checklist, a show's ribbons)."""

    def quiet_stamp(self) -> tuple:
        """What its quiet parts show, as a value (besides the shown table, the resting cards and the log)."""
        return ()

    def markers(self, seat: int) -> list[Marker]:
        """Its markers on a seat's plate."""
        return []

    def total_spot(self, seat: int) -> tuple[int, int]:
        """Where a seat's running total stands during the scoring: by default right of the middle of its plate."""
        plate = self.geometry.plate(seat)
        return plate.right - 62, plate.centery

    def banner_area(self) -> pygame.Rect:
        """Where the kit's own banners stand (a move the rules made for a person)."""
        raise NotImplementedError

    # The stage.

    def __init__(self, app: App, match: Match) -> None:
        super().__init__(app)
        self.names = [seat.name for seat in match.seats]
        self.players = len(match.seats)
        self.dealt = False
        self.board = Board(self.art)
        self.hand_slots = HandSlots()
        self.timeline = tween.Timeline()
        self.extras = tween.Timeline()
        self.effects = Effects()
        self.geometry: Any = None
        self.shown: Any = None
        self.view: Any = None
        self.private = True
        self.own: Action | None = None
        self.log = GameLog(self.describe)
        self.log_stale = False
        self.sheet: ScoreSheet | None = None
        self.show_over = False
        self.beat = BEAT_SECONDS
        """Seconds (at normal speed) the last move stays on screen, still, before a computer's next move."""
        self.holding: Hold | None = None
        """The scoring moment held now, released by a click or a key."""
        self.picture: pygame.Surface | None = None
        self.picture_for: tuple[int, str] | None = None
        self.painter = TablePainter(self)

    @property
    def opened(self) -> Mapping[Key, Hashable]:
        """Cards shown face up though ``homes`` lays them face down: a replay's open cards, which the board turns up
        wherever they lie or fly (``Board.seen``); none at a live table."""
        return self.board.opened

    @opened.setter
    def opened(self, faces: Mapping[Key, Hashable]) -> None:
        self.board.opened = faces

    # Behind the runner's calls.

    def lay_table(self, view: View, private: bool) -> tuple[bool, bool]:
        """Lay the table out for ``view``: at once for a new seat at the screen, gliding from where things were
        otherwise; at the very start, from before the deal, with the opening events played out. Returns whether the
        seat is new and whether the deal is being played."""
        new_seat = self.geometry is None or self.geometry.viewer != view.seat
        if new_seat:
            self.geometry = self.make_geometry(view.seat)
            opened = self.opened
            self.board = Board(self.art)
            self.opened = opened
            self.effects.last_moves.clear()
        self.view, self.private, self.own = view, private, None
        self.timeline.finish_all()
        before = self.make_shown_before(view) if not self.dealt and not self.runner.match.record.actions else None
        self.dealt = True
        self.shown = before if before is not None else self.make_shown(view)
        places = self.homes()
        if new_seat:
            self.board.place(places)
        else:
            self._bring_back(places)
            self.timeline.add(self.board.settle(places, REFLOW_SECONDS))
        opening = self.opening(view)
        if before is not None:
            self.log.reset([])
            self.timeline.add(tween.sequence(self.script.animate(self, opening), Later(lambda: self._settle(view))))
        else:
            self.log.reset([*opening, *self._history(private)])
        self.beat = BEAT_SECONDS
        return new_seat, before is not None

    def play_move(self, events: list[Event], view: View, private: bool, own: Action | None) -> None:
        """Animate a move event by event, then settle on ``view``; while others may look, the shown seat's private
        cards turn face down first, and the move is shown and logged as it tells nobody (a ``Folded`` table still
        folds the seat's own events, ``Folded.follow``).

        The move starts at once, in the frame that made it, rather than at the next frame's update: that frame
        already draws the table anew (the status line changes), and the next one no longer has to again for the
        first card that lifts off, nor does the move show a frame late."""
        self.view, self.private, self.own = view, private, own
        told: list[tuple[Event, Event | None]] = []
        if not private:
            told = [(event, event.for_seat(NO_SEAT)) for event in events]
            events = [nobody for _, nobody in told if nobody is not None]
            self.log.reset(redact(self.log.events, NO_SEAT))
            self.log_stale = True
            self.hide_private()
        self.beat = self.script.beat(events)
        animation = self.script.animate(self, events, self.hold)
        shown = tween.sequence(tween.Call(lambda: self._follow(told)), animation, Later(lambda: self._settle(view)))
        self.timeline.add(shown)
        shown.advance(0.0)

    def _follow(self, told: list[tuple[Event, Event | None]]) -> None:
        """As a move starts to be shown, a ``Folded`` table learns the seat's own events beside those it is shown
        (``Folded.follow``): not before, for a move queued behind another is shown after that one has settled on a
        table of its own."""
        if told and isinstance(self.shown, Folded):
            self.shown.follow(told)

    def hide_private(self) -> None:
        """Turn every private card (``private_card``) face down where it lies, at once; a hand whose makeup everyone
        knows goes to its ``hidden_hand_spot`` as one stack, so no gap tells which card just left it."""
        board = self.board
        for key in [key for key in board.sprites if self.private_card(key)]:
            if board.cards[key] is not None:
                board.dress(key, None, board.sizes[key])
                board.sprites[key].flip = 0.0
        spot = self.hidden_hand_spot()
        if spot is not None:
            board.gather(spot)

    def hold(self) -> tween.Animation:
        """Hold a scoring moment: until a click or a key, or (unless the player's setting says to wait for them)
        until ``HOLD_SECONDS`` have passed."""
        self.holding = Hold(None if self.app.settings.wait_after_round else HOLD_SECONDS)
        return self.holding

    def end(self, result: Result) -> None:
        """Show the scoring; once it is over, a click (or, at instant speed, nothing) leads to the results."""
        self.private = True
        self.effects.last_moves.clear()
        self.sheet = ScoreSheet()
        show = scoring_show(self, result, self.sheet, self.scoring_steps, self.players)
        self.timeline.add(tween.sequence(show, tween.Call(self._show_done)))

    def _show_done(self) -> None:
        self.show_over = True
        if self.app.settings.animation_rate == tween.INSTANT:
            self.runner.finish()

    # The script's side (``script.Stage``).

    def note(self, event: Event) -> None:
        """Add an event to the log as its animation starts (the page is drawn again once, at the next frame)."""
        self.log.add(event)
        self.log_stale = True

    def spawn(self, animation: tween.Animation) -> None:
        """Run an animation the match need not wait for (a pulse, a rising number, a card parked)."""
        self.extras.add(animation)

    def sound(self, cue: str) -> None:
        """Play a sound cue (quietly, at the settings' volume; nothing without a device or at instant speed)."""
        if self.app.settings.animation_rate != tween.INSTANT:
            self.app.audio.play(cue)

    # Laying out and settling.

    def paint_picture(self) -> None:
        """The still picture for the seat at the screen in the current language, with the seats' name plates, and the
        quiet layer drawn anew."""
        viewer = self.geometry.viewer
        if self.picture_for != (viewer, current_language()):
            self.picture = self._kept_still_picture()
            if not self.own_plates:
                for seat, name in enumerate(self.names):
                    draw_plate(self.picture, self.geometry.plate(seat), name, seat)
            self.picture_for = (viewer, current_language())
        self.painter.invalidate()

    def _kept_still_picture(self) -> pygame.Surface:
        """A copy of the still picture, drawn only when no table kept one for the same ``picture_key``."""
        key = (type(self), self.picture_key(), current_language())
        picture = _stills.get(key)
        if picture is None:
            picture = self.still_picture()
            _stills.put(key, picture)
        return picture.copy()

    def _history(self, private: bool) -> list[Event]:
        """Every action's event so far as the log may word it (see ``_seen``)."""
        return self._seen([event for events in self.runner.history() for event in events], private)

    @staticmethod
    def _seen(events: list[Event], private: bool) -> list[Event]:
        """Events as the screen may show them: the shown seat's, or nobody's while private facts must hide."""
        return events if private else redact(events, NO_SEAT)

    def _settle(self, view: View) -> tween.Animation:
        """After a move: the shown table becomes the view (they agree) and any card out of place glides home.

        At the end of the game the view may show what the scoring show reveals; the show does that instead.
        """
        if view.over:
            return tween.Delay(0.0)
        self.shown = self.make_shown(view)
        places = self.homes()
        self.board.prune(places)
        for key, home in places.items():
            if key not in self.board.sprites:
                self.board.add(key, None, home.size, home.centre)
        return self.board.settle(places, REFLOW_SECONDS)

    def _bring_back(self, places: dict[Key, Home]) -> None:
        """After an undo, the card taken back returns to the hand from where it lay, and new sprites appear."""
        for key in [key for key in self.board.sprites if key not in places]:
            origin = self.board.origin.get(key[1]) if key[0] != HAND else None
            if origin is not None and (HAND, origin) in places and (HAND, origin) not in self.board.sprites:
                self.board.rekey(key, (HAND, origin))
            else:
                self.board.remove(key)
        for key, home in places.items():
            if key not in self.board.sprites:
                self.board.add(key, home.card, home.size, home.centre)
