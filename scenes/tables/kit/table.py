"""The table scene shell every title's table is built on: ``KitTable``.

It plays the runner's side (``TableFace``: show a view, play a move's events, end with the scoring), owns the card
sprites, the animation timelines, the effects, the log, the buttons (Undo / Hint / Menu), the status line (whose
turn and what is being decided, from the view), the one prompt (a refusal, a follow-up to choose, a hint), tooltips
that never cover the prompt, the picker or a refusal, the follow-up picker and the hot-seat privacy (the runner says
when private cards must stay face down; the log is then worded from events redacted for no seat).

A title subclasses it and supplies the parts listed under "What a title supplies" below (see ``scenes.tables.kit``).
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING, Any, ClassVar

import pygame

from game.core import Action, Event, Match, Result, State, View, redact
from scenes.i18n import current_language, tr
from scenes.scene import Scene
from scenes.tables.kit import hud
from scenes.tables.kit.affordances import Affordances, Decisions
from scenes.tables.kit.board import HAND, Board, CardArt, Key
from scenes.tables.kit.decision import status_text
from scenes.tables.kit.effects import Effects
from scenes.tables.kit.holders import Home
from scenes.tables.kit.log import Entry, GameLog, LogPanel
from scenes.tables.kit.paint import TablePainter
from scenes.tables.kit.plates import Marker
from scenes.tables.kit.runner import MatchRunner
from scenes.tables.kit.scoring import ScoreSheet, ScoringStep, scoring_show
from scenes.tables.kit.script import BEAT_SECONDS, HOLD_SECONDS, REFLOW_SECONDS, REFUSAL, Hold, Later, Script, shake
from scenes.ui import theme, tween
from scenes.ui.button import Button
from scenes.ui.cards import CardSprite
from scenes.ui.widget import Controls

if TYPE_CHECKING:
    from scenes.app import App
    from scenes.tables.kit.lesson_run import LessonRun

MESSAGE_SECONDS = 3.5
PULSE_RATE = 3.0
"""How fast the light around the seat to move breathes (radians per second)."""
UNDO_KEYS = (pygame.K_u, pygame.K_BACKSPACE)
BUTTONS = ("undo", "hint", "menu")
NO_SEAT = -1
"""The seat events are redacted for while nobody's private facts may show: a seat nobody holds."""


NEXT_LINE_SLICE = 0.01
NEXT_LINE_SLICES = 10_000
"""A click in the scoring show runs it on in slices of this many seconds, at most this many, to its next line."""


class KitTable(Scene):
    """A match of some title on screen; the title's subclass supplies what is truly its own."""

    # What a title supplies.

    art: ClassVar[CardArt]
    """Its card pictures (``face`` and ``back``)."""
    script: ClassVar[Script]
    """Its handlers from event types to animations."""
    scoring_steps: ClassVar[Sequence[ScoringStep]] = ()
    """Its scoring show, step by step."""

    def make_geometry(self, viewer: int) -> Any:
        """Its zones for the shown seat (from its Tiled layout): needs ``zone(name)``, ``plate(seat)``, ``viewer``."""
        raise NotImplementedError

    def make_shown(self, view: View) -> Any:
        """Its table as shown, built from ``view`` (moved on by events, rebuilt after each move)."""
        raise NotImplementedError

    def make_affordances(self) -> Affordances:
        """Its inputs: which input gives which legal action."""
        raise NotImplementedError

    def homes(self) -> dict[Key, Home]:
        """Where every card of ``self.shown`` belongs (private cards face down unless ``self.private``)."""
        raise NotImplementedError

    def still_picture(self) -> pygame.Surface:
        """The unchanging picture of the table for the shown seat (no words in it)."""
        raise NotImplementedError

    def describe(self, event: Event) -> Entry | None:
        """The log line for one event (None: left out)."""
        raise NotImplementedError

    def open_faces(self, truth: State) -> dict[Key, Hashable]:
        """The face of each card it lays face down on the table (a spy, a set-aside card), by sprite key, read from
        the true state of a game that has ended, for a replay with every card open (``opened``); nothing is secret
        once the game is over, and ``Replay.open_state`` gives no other. By default none."""
        return {}

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

    def tip_at(self, point: tuple[int, int]) -> tuple[str, pygame.Rect] | None:
        """Its tooltip for what lies under ``point``."""
        return None

    def keep_clear(self) -> list[pygame.Rect]:
        """Its places a tooltip must not cover (besides the kit's status line, prompt, picker and buttons)."""
        return []

    def markers(self, seat: int) -> list[Marker]:
        """Its markers on a seat's plate."""
        return []

    def total_spot(self, seat: int) -> tuple[int, int]:
        """Where a seat's running total stands during the scoring: by default right of the middle of its plate."""
        plate = self.geometry.plate(seat)
        return plate.right - 62, plate.centery

    def hint_words(self, action: Action) -> str:
        """A hinted action in words."""
        return ""

    def hint_glow(self, target: Hashable, item: Key | None) -> pygame.Rect | None:
        """The rectangle that glows for a target while ``item`` is held or hinted (default: the drop target's)."""
        return next((each.rect for each in self.decisions.dragdrop.targets if each.id == target), None)

    # The kit.

    def __init__(self, app: App, match: Match) -> None:
        super().__init__(app)
        self.names = [seat.name for seat in match.seats]
        self.language = current_language()
        self.dealt = False
        self.players = len(match.seats)
        self.board = Board(self.art)
        self.timeline = tween.Timeline()
        self.extras = tween.Timeline()
        self.effects = Effects()
        self.geometry: Any = None
        self.shown: Any = None
        self.view: Any = None
        self.private = True
        self.own: Action | None = None
        self.own_move = False
        """True while the move on screen is the person's own (a press may end its animation, ``_offer_at_once``)."""
        self.log = GameLog(self.describe)
        self.log_stale = False
        self.lit_log: tuple[Key, ...] = ()
        self.opened: dict[Key, Hashable] = {}
        """Cards shown face up where they lie though ``homes`` lays them face down: a replay's open cards."""
        self.sheet: ScoreSheet | None = None
        self.show_over = False
        self.message: tuple[str, float] | None = None
        self.hint_text: str | None = None
        self.instructed = False
        self.offering = False
        """True while a move is shown: the decision after it is offered once the table is still (see ``update``)."""
        self.moving_status: str | None = None
        """The status line while a move is shown (who moves), instead of the decision that follows it."""
        self.beat = BEAT_SECONDS
        """Seconds (at normal speed) the last move stays on screen, still, before a computer's next move."""
        self.holding: Hold | None = None
        """The scoring moment held now, released by a click or a key."""
        self.pointer = (-1, -1)
        self.resting = 0.0
        """Seconds the pointer has rested since it last moved."""
        self.tip_armed = False
        """True once the pointer has moved since the table last changed (a move, a hold, a decision offered, a new
        view): only then may a tooltip show, so none pops up because the table changed under a resting pointer."""
        self.held_line: str | None = None
        """The held scoring moment's result in words (its log line), for the status line."""
        self.pulse = 0.0
        self.picture: pygame.Surface | None = None
        self.picture_for: tuple[int, str] | None = None
        self.painter = TablePainter(self)
        self.controls = Controls()
        self.buttons: dict[str, Button] = {}
        self.log_panel: LogPanel | None = None
        self.decisions = Decisions(self.board, self.make_affordances(), self._submit, self.refused)
        self.decisions.area = self.prompt_area
        self.lesson: LessonRun | None = None
        """The lesson taken at this table, if any: it vets the person's moves, lights the table and draws its box."""
        self.runner = MatchRunner(app, match, self)

    # The runner's side (TableFace).

    @property
    def busy(self) -> bool:
        """True while a move is animating (until the decision after it is offered) or a person's card is in the air:
        the match waits for it."""
        return self.timeline.busy or self.offering or self.decisions.busy

    def show(self, view: View, private: bool) -> None:
        """Lay the table out for ``view``: at once for a new seat, gliding from where things were otherwise; at the
        very start, from before the deal, the opening events played out."""
        new_seat = self.geometry is None or self.geometry.viewer != view.seat
        if new_seat:
            self.geometry = self.make_geometry(view.seat)
            self.board = Board(self.art)
            self.decisions.board = self.board
            self.effects.last_moves.clear()
        self.view, self.private, self.own = view, private, None
        self.own_move = False
        self._changed()  # a tooltip from before (another person's, before a curtain) does not come back by itself
        self.moving_status = None
        self.decisions.area = self.prompt_area
        self.decisions.shake = self._shake
        self.timeline.finish_all()
        before = self.make_shown_before(view) if not self.dealt and not self.runner.match.record.actions else None
        self.dealt = True
        self.shown = before if before is not None else self.make_shown(view)
        places = self.laid_out()
        if new_seat:
            self.board.place(places)
            self.layout()
        else:
            self._bring_back(places)
            self.timeline.add(self.board.settle(places, REFLOW_SECONDS))
        opening = self.opening(view)
        if before is not None:
            self.log.reset([])
            self.moving_status = tr("kit.status.dealing")
            self.timeline.add(tween.sequence(self.script.animate(self, opening), Later(lambda: self._settle(view))))
        else:
            self.log.reset([*opening, *self._history(private)])
        self._refresh_log()
        self.hint_text = None
        self.beat = BEAT_SECONDS
        self._offer_when_still(view)

    def play(self, seat: int, events: list[Event], view: View, private: bool, own: Action | None) -> None:
        """Animate a move event by event, then settle on ``view``."""
        self.view, self.private = view, private
        self.own = own
        self.own_move = own is not None
        self.hint_text = None
        self._changed()
        if not private:
            # The person whose turn it was may have left the screen: the log keeps nothing only they may know.
            events = redact(events, NO_SEAT)
            self.log.reset(redact(self.log.events, NO_SEAT))
            self.log_stale = True
            spot = self.hidden_hand_spot()
            if spot is not None:
                self.decisions.dragdrop.finish()
                self.board.gather(spot)
        # Also for the person's own move: the question just answered (Armstrong's "swap first?") must not stay up
        # beside the banner and the log line that tell the answer.
        self.moving_status = tr("kit.status.moving", name=self.names[seat])
        self.beat = self.script.beat(events)
        animation = self.script.animate(self, events, self.hold)
        self.timeline.add(tween.sequence(animation, Later(lambda: self._settle(view))))
        self._offer_when_still(view)

    def _offer_when_still(self, view: View) -> None:
        """Withdraw the decision until everything before it has been shown (``update`` offers it then)."""
        self.decisions.prepare(view, False)
        self.offering = True

    def hold(self) -> tween.Animation:
        """Hold a scoring moment: until a click or a key, or (unless the player's setting says to wait for them)
        until ``HOLD_SECONDS`` have passed."""
        self.holding = Hold(None if self.app.settings.wait_after_round else HOLD_SECONDS)
        self.held_line = self._result_line()
        self._changed()
        return self.holding

    def _result_line(self) -> str | None:
        """The held result in words for the status line: the log's newest line, when it fits there."""
        entries = self.log.entries()
        if not entries or self.geometry is None:
            return None
        text = entries[-1].text
        return text if hud.fits_status(self.geometry.zone("status"), text) else None

    def _changed(self) -> None:
        """The table changed under the pointer: no tooltip until the pointer moves again."""
        self.tip_armed = False
        self.resting = 0.0

    def end(self, result: Result) -> None:
        """Show the scoring; once it is over, a click (or, at instant speed, nothing) leads to the results."""
        self.private = True
        self.effects.last_moves.clear()
        self._changed()
        self.sheet = ScoreSheet()
        self.decisions.prepare(self.view, False)
        show = scoring_show(self, result, self.sheet, self.scoring_steps, self.players)
        self.timeline.add(tween.sequence(show, tween.Call(self._show_done)))

    # The script's side (Stage).

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

    # Moves of the person at the screen.

    def _submit(self, action: Action) -> None:
        if self.lesson is not None:
            self.lesson.check(action)
        self.runner.submit(action)
        self.instructed = True

    def refused(self, reason: str) -> None:
        """Say why something was refused, in the one prompt, with a shake and its sound (in a lesson: what to do)."""
        if self.lesson is not None:
            reason = self.lesson.reminder()
        self.message = (reason, MESSAGE_SECONDS)
        self.sound(REFUSAL)

    def _shake(self, key: Key) -> None:
        self.spawn(shake(self.board.sprites[key]))

    def undo(self) -> None:
        """Take back the last step of this turn (U), or say in the prompt why not."""
        refusal = self.undo_refusal()
        if refusal is None:
            self.runner.undo()
        else:
            self.refused(refusal)

    def take_back(self) -> None:
        """Take back the person's last move and the computers' answers since (Ctrl+Z), or say in the prompt why not."""
        refusal = self.runner.take_back_refusal()
        if refusal is not None:
            self.refused(tr(refusal.key, **refusal.params))
        elif self.decisions.busy:
            self.refused(tr("kit.undo.wait"))
        else:
            self.runner.take_back()

    def undo_refusal(self) -> str | None:
        """Why Undo cannot be used now, in words (the rules' reason, or wait for the move being shown); None: it can."""
        if self.busy:
            return tr("kit.undo.wait")
        refusal = self.runner.undo_refusal()
        return None if refusal is None else tr(refusal.key, **refusal.params)

    def ask_hint(self) -> None:
        """Ask the computer what it would play here (in a lesson: the step's move, at once)."""
        if self.lesson is not None:
            expected = self.lesson.expected()
            if expected is not None and self.runner.can_hint:
                self._hint_ready(expected)
            return
        if self.runner.can_hint and not self.runner.hint_pending and not self.busy:
            self.hint_text = tr("kit.status.hint_thinking")
            self.runner.ask_hint(self._hint_ready)

    def _hint_ready(self, action: Action) -> None:
        self.hint_text = tr("kit.status.hint", hint=self.hint_words(action))
        self.decisions.show_hint(action)

    # Laying out and settling.

    def layout(self) -> None:
        """Build the still picture and the buttons in the current language."""
        geometry = self.geometry
        if geometry is None:
            return
        if self.picture_for != (geometry.viewer, current_language()):
            self.picture = self.still_picture()
            self.picture_for = (geometry.viewer, current_language())
        self.painter.invalidate()
        panel = self.log_panel
        at_end = panel is None or panel.offset >= panel.limit - 1
        offset = None if at_end else panel.offset  # a log read to its end stays at its newest line, in any language
        self.controls.clear()
        self.buttons = {}
        for name, action in zip(BUTTONS, (self.undo, self.ask_hint, self.runner.pause), strict=True):
            button = Button(
                geometry.zone(f"button_{name}"),
                tr(f"kit.button.{name}"),
                action,
                style="secondary" if name == "menu" else "primary",
                text_size=theme.SIZE_BUTTON - 8,
                tooltip=tr(f"kit.button.{name}.tip"),
            )
            self.buttons[name] = self.controls.add(button)
        log_zone = geometry.zone("log").inflate(-28, -28)
        self.log_panel = self.controls.add(LogPanel(log_zone, pygame.Surface((1, 1)), theme.PARCHMENT_DARK))
        self._refresh_log(offset)

    def _refresh_log(self, offset: float | None = None) -> None:
        """Draw the log's page again and show its newest lines (or keep a given scroll offset)."""
        panel = self.log_panel
        if panel is None:
            return
        self.log_stale = False
        panel.content = self.log.page(panel.rect.width - 24)
        panel.offset = 0.0
        panel.scroll_by(panel.limit if offset is None else offset)

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
        places = self.laid_out()
        self.board.prune(places)
        for key, home in places.items():
            if key not in self.board.sprites:
                self.board.add(key, None, home.size, home.centre)
        return self.board.settle(places, REFLOW_SECONDS)

    def laid_out(self) -> dict[Key, Home]:
        """``homes``, with each card of ``opened`` face up where it lies."""
        homes = self.homes()
        for key, card in self.opened.items():
            home = homes.get(key)
            if home is not None and home.card is None:
                homes[key] = dataclasses.replace(home, card=card)
        return homes

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

    def _show_done(self) -> None:
        self.show_over = True
        if self.app.settings.animation_rate == tween.INSTANT:
            self.runner.finish()

    # The scene interface.

    def resume(self) -> None:
        """Back on top (after the pause menu or the curtain): the language may have changed."""
        self.relabel()

    def relabel(self) -> None:
        """Word everything again in the current language (buttons, log, card faces; tooltips are worded as drawn)."""
        self.language = current_language()
        if self.holding is not None:
            self.held_line = self._result_line()
        self.layout()
        self.board.redraw()

    def idle_ms(self) -> int:
        """How long the app may wait for input before this table needs another frame: 0 while anything moves, a card
        is held or a computer thinks; else the time until a pending tooltip shows (or a refusal fades)."""
        runner = self.runner
        if (
            self.timeline.busy
            or self.extras.busy
            or self.decisions.busy
            or not self.effects.quiet
            or runner.thinking_seat is not None
            or runner.hint_pending
            or not runner.started
            or any(_stirring(sprite) for sprite in self.board.sprites.values())
        ):
            return 0
        waits = []
        if self.tip_armed and self.resting < theme.TOOLTIP_DELAY:
            waits.append(theme.TOOLTIP_DELAY - self.resting)
        if self.message is not None:
            waits.append(self.message[1])
        return max(0, round(min(waits) * 1000)) if waits else 1000

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            self.resting = 0.0
            self.tip_armed = True
            self._light_log(event.pos)
        if self.lesson is not None and self.lesson.handle(event):
            return
        if self.sheet is not None:
            self._handle_show(event)
            return
        held = self.holding
        if held is not None and self._handle_hold(event) and not (held.released and self._offer_at_once(event)):
            return
        if self.holding is None and self.offering and self.own_move:
            self._offer_at_once(event)
        elif self.holding is None and self.offering and self._pressed_a_card(event):
            self.refused(tr("kit.refuse.still_showing"))
            return
        if event.type == pygame.KEYDOWN and self.decisions.followup is None and self._shortcut(event):
            return
        pointer = event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.MOUSEWHEEL)
        if pointer and self.decisions.followup is None and self.controls.handle(event):
            return
        if self.decisions.handle(event):
            return
        self.decisions.dragdrop.handle_event(event)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and not self.decisions.busy:
            self.runner.pause()

    def _shortcut(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.take_back()
            return True
        if event.key in UNDO_KEYS:
            self.undo()
            return True
        if event.key == pygame.K_h:
            self.ask_hint()
            return True
        return False

    def _light_log(self, point: tuple[int, int]) -> None:
        """Hovering a log line lights up the cards it names."""
        panel = self.log_panel
        y = panel.page_y(point) if panel is not None else None
        entry = self.log.entry_at(y) if y is not None else None
        lit = entry.cards if entry is not None else ()
        if lit != self.lit_log:
            self.lit_log = tuple(key for key in lit if key in self.board.sprites)

    def _pressed_a_card(self, event: pygame.event.Event) -> bool:
        """A press on a card while another's move is still being shown (it is never cut short): refused with that
        reason rather than lost without a word."""
        return event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.board.at(event.pos) is not None

    def _offer_at_once(self, event: pygame.event.Event) -> bool:
        """A press while the person is to move and the table still shows something that needs no more watching (a
        held moment just let go, or the person's own move, such as its victim being struck) ends what is left of it
        and offers the decision at once, so the card pressed is taken up instead of the press being lost. A
        computer's move still animating is never cut short. True when it did."""
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1 or not self.runner.accepts_input:
            return False
        self.timeline.finish_all()
        self.extras.finish_all()
        self.offering = False
        self.moving_status = None
        self.decisions.prepare(self.view, True)
        self.decisions.sync(ready=True)
        return True

    def _handle_hold(self, event: pygame.event.Event) -> bool:
        """While a scoring moment is held: a click (not on a button) or a key but Escape lets play go on."""
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.controls.handle(event):
            return True
        released = (event.type == pygame.KEYDOWN and event.key != pygame.K_ESCAPE) or (
            event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3)
        )
        if released and self.holding is not None:
            self.holding.release()
        return released

    def _handle_show(self, event: pygame.event.Event) -> None:
        """During the scoring show: a click or a key shows the next line at once; after the last, one leads to the
        results. The Menu button and the log's scrolling still work."""
        if event.type != pygame.KEYDOWN and self.controls.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.runner.pause()
        elif event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
            if self.show_over:
                self.runner.finish()
            else:
                self._next_line()

    def _next_line(self) -> None:
        """Run the show on quickly until it has counted one more scoring line (or reached the ranking)."""
        sheet = self.sheet
        counted = sheet.counted
        for _ in range(NEXT_LINE_SLICES):
            if sheet.counted > counted or self.show_over or not self.timeline.busy:
                return
            self.timeline.update(NEXT_LINE_SLICE, 1.0)

    def update(self, dt: float) -> None:
        rate = self.app.settings.animation_rate
        self.timeline.update(dt, rate)
        self.extras.update(dt, rate)
        if self.holding is not None and self.holding.done:
            self.holding = None
        if self.offering and not self.timeline.busy and not self.extras.busy:
            self.offering = False
            self.moving_status = None
            self.decisions.prepare(self.view, self.runner.accepts_input)
            self._changed()
        self.runner.update(dt)
        if self.runner.finished:
            return
        if self.lesson is not None:
            self.lesson.update(dt)
        self.board.update(dt)
        self.decisions.sync(ready=not self.timeline.busy and not self.extras.busy)
        self.decisions.dragdrop.update(dt, rate)
        self._update_buttons()
        self.controls.update(dt)
        if self.log_stale:
            self._refresh_log()
        self.pulse = (self.pulse + dt * PULSE_RATE) % math.tau
        self.resting += dt
        if self.message is not None:
            text, left = self.message
            self.message = (text, left - dt) if left > dt else None

    def _update_buttons(self) -> None:
        if not self.buttons:
            return
        undo, refusal = self.buttons["undo"], self.undo_refusal()
        undo.enabled = refusal is None
        if refusal is not None and self.runner.take_back_refusal() is None:
            refusal = tr("kit.undo.or_take_back", reason=refusal)
        undo.tooltip = tr("kit.button.undo.tip") if refusal is None else refusal
        self.buttons["hint"].enabled = self.runner.can_hint and not self.runner.hint_pending and not self.busy

    def draw(self, surface: pygame.Surface) -> None:
        if self.language != current_language():
            # The language changed under an overlay (the pause menu's settings), which draws this table beneath it.
            self.relabel()
        self.painter.draw(surface)
        if self.lesson is not None:
            self.lesson.draw(surface)
        self.runner.draw_phones(surface)

    # What the painter asks.

    def status(self) -> str:
        """The status line: whose turn it is and what is being decided (or the scoring, or a computer thinking); while
        a move is still shown, who moves, so the next decision is never named before the table has shown its way
        there."""
        runner = self.runner
        if self.sheet is not None:
            return tr("kit.status.over" if self.show_over else "kit.status.scoring")
        if self.holding is not None:
            return self.held_line or tr("kit.status.result")
        if self.offering and self.moving_status is not None:
            return self.moving_status
        if runner.thinking_seat is not None and not self.timeline.busy:
            return tr("kit.status.thinking", name=self.names[runner.thinking_seat])
        view = self.view
        if view is None:
            return ""
        seat = view.seat if runner.accepts_input else -1
        return status_text(view, self.names, seat)

    def prompt(self) -> tuple[str, bool] | None:
        """Something to read now, and whether it is a refusal: why something was refused, the follow-up to choose,
        a hint, or (until the person's first move) how to play."""
        if self.message is not None:
            return self.message[0], True
        if self.sheet is not None:
            return None
        followup = self.decisions.followup
        if followup is not None:
            return self.followup_prompt(), False
        if self.holding is not None:
            return tr("kit.status.held"), False
        if self.hint_text is not None:
            return self.hint_text, False
        if self.runner.accepts_input and not self.instructed and not self.offering and self.lesson is None:
            return self.first_prompt(), False
        return None

    def followup_prompt(self) -> str:
        """What the follow-up picker asks (a title may name it: "Whom does your assassin eliminate?")."""
        return tr("kit.status.choose")

    def first_prompt(self) -> str:
        """How to play, shown until the person's first move."""
        return tr("kit.status.how_to_play")

    def prompt_area(self) -> pygame.Rect:
        """Where the one prompt stands: the title's ``prompt`` zone."""
        return self.geometry.zone("prompt")

    def banner_area(self) -> pygame.Rect:
        """Where the kit's own banners stand (a move the rules made for a person): over the prompt."""
        return self.prompt_area()


def _stirring(sprite: CardSprite) -> bool:
    """Whether a card still moves by itself: a glow pulses, a hovered card lifts or a lifted one sinks."""
    return sprite.highlight is not None or sprite.hovered or sprite.lift > 0.01
