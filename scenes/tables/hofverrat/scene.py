"""The Hof-Verrat table: the scene a match of Hof-Verrat is played in.

It shows one seat's view (the person at the screen, see ``scenes.tables.runner``), animates every move from its
events, lets the person play by dragging, clicking or with the keyboard, and shows the scoring at the end. The match
itself (whose turn, the computer seats, the curtain, saving, undo, the results) is the runner's.

Keys: Tab / arrows choose a hand card and then its place, Enter picks and drops, U (or Ctrl+Z) undoes, H asks for a
hint, Escape puts a held card back or opens the pause menu.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.core import Action, Event, Match, Result
from game.hofverrat.board import COLUMN_OF
from game.hofverrat.view import HofVerratView, PlayedCard
from scenes.i18n import tr
from scenes.scene import Scene
from scenes.tables.hofverrat import art
from scenes.tables.hofverrat.board import HAND, PLAYED, Board, Key
from scenes.tables.hofverrat.geometry import Geometry, Home
from scenes.tables.hofverrat.interaction import TABLE_TARGET, HandPlay, TargetId
from scenes.tables.hofverrat.log import GameLog
from scenes.tables.hofverrat.motion import REFLOW_SECONDS, Later, animate_move
from scenes.tables.hofverrat.paint import TablePainter
from scenes.tables.hofverrat.scoring import ScoreSheet, scoring_show
from scenes.tables.hofverrat.shown import Shown
from scenes.tables.hofverrat.still import table_picture
from scenes.tables.hofverrat.words import hint_text
from scenes.tables.runner import MatchRunner
from scenes.ui import theme, tween
from scenes.ui.button import Button
from scenes.ui.scroll import ScrollPanel
from scenes.ui.widget import Controls

if TYPE_CHECKING:
    from scenes.app import App

MESSAGE_SECONDS = 3.5
PARK_SECONDS = 0.3
PARKED = 1 << 30
"""The serial a parked card is laid out under: after every real one, so it takes the place a new card would."""
PULSE_RATE = 3.0
"""How fast the light around the seat to move breathes (radians per second)."""
UNDO_KEYS = (pygame.K_u, pygame.K_BACKSPACE)


class LogPanel(ScrollPanel):
    """The log's scroll panel: it takes the wheel and its bar like any panel, but is painted with the table's quiet
    layer (it changes only when the log or its scroll does), not with the buttons every frame."""

    def draw(self, surface: pygame.Surface) -> None:
        """Painted by ``paint`` instead."""

    def paint(self, surface: pygame.Surface) -> None:
        """Draw the panel."""
        super().draw(surface)


class HofVerratTable(Scene):
    """A match of Hof-Verrat on screen."""

    def __init__(self, app: App, match: Match) -> None:
        super().__init__(app)
        art.prepare()
        self.names = [seat.name for seat in match.seats]
        self.players = len(match.seats)
        self.board = Board()
        self.timeline = tween.Timeline()
        self.extras = tween.Timeline()
        self.geometry: Geometry | None = None
        self.shown: Shown | None = None
        self.view: HofVerratView | None = None
        self.private = True
        self.own_card: int | None = None
        self.log = GameLog(self.names)
        self.log_stale = False
        self.sheet: ScoreSheet | None = None
        self.show_over = False
        self.message: tuple[str, float] | None = None
        self.hint_words: str | None = None
        self.instructed = False
        self.pointer = (-1, -1)
        self.resting = 0.0
        self.pulse = 0.0
        self.picture: pygame.Surface | None = None
        self.picture_for: int | None = None
        self.painter = TablePainter(self)
        self.controls = Controls()
        self.buttons: dict[str, Button] = {}
        self.log_panel: LogPanel | None = None
        self.hand = HandPlay(self.board, self._submit, self._refused, self.park)
        self.runner = MatchRunner(app, match, self)

    # The runner's side (TableFace).

    @property
    def busy(self) -> bool:
        """True while a move is animating or a person's card is in the air: the match waits for it."""
        return self.timeline.busy or self.hand.busy

    def show(self, view: HofVerratView, private: bool) -> None:
        """Lay the table out for ``view``: at once for a new seat, gliding from where things were otherwise."""
        new_seat = self.geometry is None or self.geometry.viewer != view.seat
        if new_seat:
            self.geometry = Geometry(self.players, view.seat)
            self.board = Board()
            self.hand.board = self.board
        self.view, self.private, self.own_card = view, private, None
        self.shown = Shown.from_view(view)
        self.timeline.finish_all()
        places = self.geometry.homes(self.shown, private)
        if new_seat:
            self.board.place(places)
            self.layout()
        else:
            self._bring_back(places)
            self.timeline.add(self.board.settle(places, REFLOW_SECONDS))
        self.log.reset(self.runner.history(), view.starting_seat)
        self._refresh_log()
        self.hint_words = None
        self.hand.prepare(view, self.geometry, self.runner.accepts_input)

    def play(self, seat: int, events: list[Event], view: HofVerratView, private: bool, own: Action | None) -> None:
        """Animate a move event by event, then settle on ``view``."""
        self.view, self.private = view, private
        self.own_card = own.card if own is not None else None
        self.hint_words = None
        self.timeline.add(tween.sequence(animate_move(self, events), Later(lambda: self._settle(view))))
        self.hand.prepare(view, self.geometry, self.runner.accepts_input)

    def end(self, result: Result) -> None:
        """Show the scoring; once it is over, a click (or, at instant speed, nothing) leads to the results."""
        self.private = True
        self.sheet = ScoreSheet()
        self.hand.prepare(self.view, self.geometry, False)
        show = scoring_show(self, result, self.sheet)
        self.timeline.add(tween.sequence(show, tween.Call(self._show_done)))

    # The animations' side (motion.Stage).

    def note(self, event: Event) -> None:
        """Add an event to the log as its animation starts (the page is drawn again once, at the next frame)."""
        self.log.add(event)
        self.log_stale = True

    def spawn(self, animation: tween.Animation) -> None:
        """Run an animation the match need not wait for (a pulse, a rising number, a card parked)."""
        self.extras.add(animation)

    # Moves of the person at the screen.

    def _submit(self, action: Action) -> None:
        self.runner.submit(action)
        self.instructed = True

    def park(self, card: int, target: TargetId | None) -> None:
        """Show a hand card at the place ``target`` it is about to take, the cards there making room (an assassin
        waiting for its victim); with no target, send it back into the hand."""
        shown = self.shown
        if target is not None:
            shown = self.shown.copy()
            shown.hand.remove(card)
            kind, where = target
            place = shown.table[COLUMN_OF[card]][where] if kind == TABLE_TARGET else shown.districts[where]
            place.append(PlayedCard(PARKED, card))
        places = self.geometry.homes(shown, self.private)
        if target is not None:
            places[(HAND, card)] = places.pop((PLAYED, PARKED))
        self.spawn(self.board.settle(places, PARK_SECONDS))

    def _refused(self, reason: str) -> None:
        self.message = (reason, MESSAGE_SECONDS)

    def undo(self) -> None:
        """Take back the last card of this turn."""
        if self.runner.can_undo and not self.busy:
            self.runner.undo()

    def ask_hint(self) -> None:
        """Ask the computer what it would play here."""
        if self.runner.accepts_input and not self.runner.hint_pending and not self.busy:
            self.hint_words = tr("hofverrat.status.hint_thinking")
            self.runner.ask_hint(self._hint_ready)

    def _hint_ready(self, action: Action) -> None:
        victim = self.shown.card_of(action.target) if action.target is not None else None
        self.hint_words = tr("hofverrat.status.hint", hint=hint_text(action, self.names, self.view.seat, victim))
        self.hand.show_hint(action)

    # Laying out and settling.

    def layout(self) -> None:
        """Build the still picture and the buttons in the current language."""
        geometry = self.geometry
        if geometry is None:
            return
        if self.picture_for != geometry.viewer:
            # The picture holds no words, so a new language needs only new buttons.
            self.picture = table_picture(geometry, self.names)
            self.picture_for = geometry.viewer
        self.painter.invalidate()
        offset = self.log_panel.offset if self.log_panel is not None else None
        self.controls.clear()
        self.buttons = {}
        for name, action in (("undo", self.undo), ("hint", self.ask_hint), ("menu", self.runner.pause)):
            button = Button(
                geometry.zone(f"button_{name}"),
                tr(f"hofverrat.button.{name}"),
                action,
                style="secondary" if name == "menu" else "primary",
                text_size=theme.SIZE_BUTTON - 8,
                tooltip=tr(f"hofverrat.button.{name}.tip"),
            )
            self.buttons[name] = self.controls.add(button)
        status = geometry.zone("status")
        for name, action in (("spare", lambda: self.hand.choose(None)), ("take_back", self.hand.cancel_choice)):
            rect = pygame.Rect(status.x, status.y, status.width // 2 - 6, status.height)
            rect.x += 0 if name == "spare" else status.width // 2 + 6
            style = "primary" if name == "spare" else "secondary"
            label = tr(f"hofverrat.button.{name}")
            button = Button(rect, label, action, style=style, text_size=theme.SIZE_SMALL)
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

    def _settle(self, view: HofVerratView) -> tween.Animation:
        """After a move: the shown table becomes the view (they agree) and any card out of place glides home.

        At the end of the game the view already shows every spy; the scoring show reveals them instead.
        """
        if view.over:
            return tween.Delay(0.0)
        self.shown = Shown.from_view(view)
        places = self.geometry.homes(self.shown, self.private)
        self.board.prune(places)
        return self.board.settle(places, REFLOW_SECONDS)

    def _bring_back(self, places: dict[Key, Home]) -> None:
        """After an undo, the card taken back returns to the hand from where it lay, and new sprites appear."""
        for key in [key for key in self.board.sprites if key not in places]:
            origin = self.board.origin.get(key[1]) if key[0] == PLAYED else None
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
        self.layout()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            self.resting = 0.0
        if self.sheet is not None:
            self._handle_show(event)
            return
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.MOUSEWHEEL):
            if self.hand.handle_choice(event) or self.controls.handle(event):
                return
        elif event.type == pygame.KEYDOWN and (self.hand.handle_choice(event) or self._shortcut(event)):
            return
        self.hand.dragdrop.handle_event(event)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and not self.hand.busy:
            self.runner.pause()

    def _shortcut(self, event: pygame.event.Event) -> bool:
        if event.key in UNDO_KEYS or (event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL):
            self.undo()
            return True
        if event.key == pygame.K_h:
            self.ask_hint()
            return True
        return False

    def _handle_show(self, event: pygame.event.Event) -> None:
        """During the scoring show: a click or a key skips it; after it, one leads to the results. The Menu button
        and the log's scrolling still work."""
        if event.type != pygame.KEYDOWN and self.controls.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.runner.pause()
        elif event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
            if self.show_over:
                self.runner.finish()
            else:
                self.timeline.finish_all()
                self.extras.finish_all()

    def update(self, dt: float) -> None:
        rate = self.app.settings.animation_rate
        self.timeline.update(dt, rate)
        self.extras.update(dt, rate)
        self.runner.update(dt)
        if self.runner.finished:
            return
        self.board.update(dt)
        self.hand.sync(ready=not self.timeline.busy and not self.extras.busy)
        self.hand.dragdrop.update(dt, rate)
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
        choosing = self.hand.choice is not None
        self.buttons["undo"].enabled = self.runner.can_undo and not self.busy
        self.buttons["hint"].enabled = self.runner.accepts_input and not self.runner.hint_pending and not self.busy
        self.buttons["spare"].visible = self.buttons["take_back"].visible = choosing
        self.buttons["spare"].focused = self.hand.spare_focused

    # Drawing.

    def draw(self, surface: pygame.Surface) -> None:
        self.painter.draw(surface)
