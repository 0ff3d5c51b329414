"""The table scene's shell every title's table is built on: ``KitTable``, the app-facing half over the stage.

The shell takes the runner's calls (``TableFace``: show a view, play a move's events, end with the scoring) and hands
the laying out and animating to the stage (``stage.TableStage``: sprites, the shown table, the script, the log's events,
hot-seat hiding, drawing). What it owns is what the person deals with: input (routed in ``routing.Routing`` to the
decision affordances, keys, holds, the scoring show's clicks), the buttons (Undo / Hint / Menu and the title's
``extra_buttons``, with the overlays they open), pause, undo and take-back, hints, the status line (whose turn and what
is being decided, from the view; what is shown while a result is held), the one prompt (a refusal, a follow-up to
choose, a hint), the log's panel and tooltips, which never cover the prompt, the picker or a refusal and show only once
the pointer has moved since the table last changed.

A title subclasses it and supplies the parts listed under "What a title supplies" here and in the stage (see
``scenes.tables.kit``).
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING

import pygame

from game.core import Action, Event, Match, Result, View
from scenes.i18n import current_language, tr
from scenes.tables.kit import hud
from scenes.tables.kit.affordances import Affordances, Decisions
from scenes.tables.kit.board import Key
from scenes.tables.kit.decision import status_text
from scenes.tables.kit.log import LogPanel
from scenes.tables.kit.routing import Routing
from scenes.tables.kit.runner import MatchRunner
from scenes.tables.kit.script import REFUSAL, shake
from scenes.tables.kit.stage import NO_SEAT, TableStage
from scenes.ui import theme, tween
from scenes.ui.button import Button
from scenes.ui.cards import CardSprite
from scenes.ui.widget import Controls

if TYPE_CHECKING:
    from scenes.app import App
    from scenes.tables.kit.lesson_run import LessonRun

__all__ = ["NO_SEAT", "Extra", "KitTable"]

MESSAGE_SECONDS = 3.5
PULSE_RATE = 3.0
"""How fast the light around the seat to move breathes (radians per second)."""
BUTTONS = ("undo", "hint", "menu")


@dataclasses.dataclass(frozen=True)
class Extra:
    """A title's own button beside Undo / Hint / Menu, standing in its layout's zone ``button_<name>``: its label and
    tooltip (already translated), the key that presses it too, and what it does: ``press``, or without one it opens
    the title's overlay ``name`` (drawn by ``draw_overlay``) and closes it again. An open overlay closes with Escape,
    its key, or a press anywhere but on a button; no tooltip shows over it."""

    name: str
    label: str
    tip: str
    key: int | None = None
    press: Callable[[], None] | None = None


class KitTable(TableStage):
    """A match of some title on screen; the title's subclass supplies what is truly its own."""

    # What a title supplies (besides the stage's parts).

    def make_affordances(self) -> Affordances:
        """Its inputs: which input gives which legal action."""
        raise NotImplementedError

    def extra_buttons(self) -> list[Extra]:
        """Its own buttons (and the overlays they open), in the current language; by default none."""
        return []

    def draw_overlay(self, surface: pygame.Surface, name: str) -> None:
        """Draw its overlay ``name`` (opened by an ``Extra`` without ``press``) over the table."""

    def tip_at(self, point: tuple[int, int]) -> tuple[str, pygame.Rect] | None:
        """Its tooltip for what lies under ``point``."""
        return None

    def keep_clear(self) -> list[pygame.Rect]:
        """Its places a tooltip must not cover (besides the kit's status line, prompt, picker and buttons)."""
        return []

    def hint_words(self, action: Action) -> str:
        """A hinted action in words."""
        return ""

    def hint_glow(self, target: Hashable, item: Key | None) -> pygame.Rect | None:
        """The rectangle that glows for a target while ``item`` is held or hinted (default: the drop target's)."""
        return next((each.rect for each in self.decisions.dragdrop.targets if each.id == target), None)

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

    # The shell.

    def __init__(self, app: App, match: Match) -> None:
        super().__init__(app, match)
        self.language = current_language()
        self.own_move = False
        """True while the move on screen is the person's own (a press may end its animation, ``_offer_at_once``)."""
        self.lit_log: tuple[Key, ...] = ()
        self.message: tuple[str, float] | None = None
        self.hint_text: str | None = None
        self.instructed: set[int] = set()
        """The seats whose person has moved at this table: each person (at a hot seat, each of them) is shown how
        to play until their own first move."""
        self.offering = False
        """True while a move is shown: the decision after it is offered once the table is still (see ``update``)."""
        self.moving_status: str | None = None
        """The status line while a move is shown (who moves), instead of the decision that follows it."""
        self.pointer = (-1, -1)
        self.resting = 0.0
        """Seconds the pointer has rested since it last moved."""
        self.tip_armed = False
        """True once the pointer has moved since the table last changed (a move, a hold, a decision offered, a new
        view): only then may a tooltip show, so none pops up because the table changed under a resting pointer."""
        self.held_line: str | None = None
        """The held scoring moment's result in words (its log line), for the status line."""
        self.pulse = 0.0
        self.controls = Controls()
        self.buttons: dict[str, Button] = {}
        self.shown_extras: list[Extra] = []
        """The title's own buttons as laid out last (``extra_buttons``)."""
        self.overlay: str | None = None
        """The title's overlay open now, by its ``Extra``'s name."""
        self.log_panel: LogPanel | None = None
        self.decisions = Decisions(self.board, self.make_affordances(), self._submit, self.refused)
        self.decisions.area = self.prompt_area
        self.lesson: LessonRun | None = None
        """The lesson taken at this table, if any: it vets the person's moves, lights the table and draws its box."""
        self.runner = MatchRunner(app, match, self)
        self.routing = Routing(self)

    # The runner's side (TableFace).

    @property
    def busy(self) -> bool:
        """True while a move is animating (until the decision after it is offered) or a person's card is in the air:
        the match waits for it."""
        return self.timeline.busy or self.offering or self.decisions.busy

    def show(self, view: View, private: bool) -> None:
        """Lay the table out for ``view`` (``lay_table``) and offer its decision once the table is still."""
        self.own_move = False
        self._changed()  # a tooltip from before (another person's, before a curtain) does not come back by itself
        self.hint_text = None
        new_seat, dealing = self.lay_table(view, private)
        self.decisions.board = self.board
        self.decisions.area = self.prompt_area
        self.decisions.shake = self._shake
        self.moving_status = tr("kit.status.dealing") if dealing else None
        if new_seat:
            self.layout()
        self._refresh_log()
        self._offer_when_still(view)

    def play(self, seat: int, events: list[Event], view: View, private: bool, own: Action | None) -> None:
        """Animate a move event by event (``play_move``), then offer the decision after it once the table is still."""
        self.own_move = own is not None
        self.hint_text = None
        self._changed()
        if not private:
            self.decisions.dragdrop.finish()  # a card snapping back ends before the private cards turn face down
        # Also for the person's own move: the question just answered (Armstrong's "swap first?") must not stay up
        # beside the banner and the log line that tell the answer.
        self.moving_status = tr("kit.status.moving", name=self.names[seat])
        self._offer_when_still(view)  # before the move starts (at once): its first log line may be the status line
        self.play_move(events, view, private, own)

    def note(self, event: Event) -> None:
        """Add the event to the log as its animation starts (``TableStage.note``); while a move is shown, the status
        line follows it: the log's line of what is being shown now when it fits there, else who moves (a newcomer
        reads "Graf Ruprecht draws 2 cards." where the table shows it, not only "Graf Ruprecht plays…")."""
        super().note(event)
        if not self.offering or self.moving_status is None or self.geometry is None:
            return
        entry = self.log.describe(event)
        if entry is not None and not entry.heading and hud.fits_status(self.geometry.zone("status"), entry.text):
            self.moving_status = entry.text

    def _offer_when_still(self, view: View) -> None:
        """Withdraw the decision until everything before it has been shown (``update`` offers it then)."""
        self.decisions.prepare(view, False)
        self.offering = True

    def hold(self) -> tween.Animation:
        """Hold a scoring moment (``TableStage.hold``); the status line says what is shown meanwhile."""
        held = super().hold()
        self.held_line = self._result_line()
        self._changed()
        return held

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
        """Show the scoring (``TableStage.end``), no decision offered meanwhile."""
        self._changed()
        self.decisions.prepare(self.view, False)
        super().end(result)

    # Moves of the person at the screen.

    def _submit(self, action: Action) -> None:
        if self.lesson is not None:
            self.lesson.check(action)
        self.instructed.add(self.view.seat)
        self.runner.submit(action)

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

    # Laying out.

    def layout(self) -> None:
        """Build the still picture, the buttons (the kit's and the title's ``extra_buttons``) and the log's panel in
        the current language."""
        geometry = self.geometry
        if geometry is None:
            return
        self.paint_picture()
        panel = self.log_panel
        at_end = panel is None or panel.offset >= panel.limit - 1
        offset = None if at_end else panel.offset  # a log read to its end stays at its newest line, in any language
        self.controls.clear()
        self.buttons = {}
        for name, action in zip(BUTTONS, (self.undo, self.ask_hint, self.runner.pause), strict=True):
            self._add_button(name, tr(f"kit.button.{name}"), action, tr(f"kit.button.{name}.tip"), name != "menu")
        self.shown_extras = self.extra_buttons()
        for extra in self.shown_extras:
            self._add_button(extra.name, extra.label, lambda extra=extra: self.press_extra(extra), extra.tip, False)
        log_zone = geometry.zone("log").inflate(-28, -28)
        self.log_panel = self.controls.add(LogPanel(log_zone, pygame.Surface((1, 1)), theme.PARCHMENT_DARK))
        self._refresh_log(offset)

    def _add_button(self, name: str, label: str, action: Callable[[], None], tip: str, primary: bool) -> None:
        button = Button(
            self.geometry.zone(f"button_{name}"),
            label,
            action,
            style="primary" if primary else "secondary",
            text_size=theme.SIZE_BUTTON - 8,
            tooltip=tip,
        )
        self.buttons[name] = self.controls.add(button)

    def press_extra(self, extra: Extra) -> None:
        """A title's own button (or its key): what it does, or its overlay opened (closed when it is open)."""
        if extra.press is not None:
            extra.press()
        else:
            self.overlay = None if self.overlay == extra.name else extra.name

    def _refresh_log(self, offset: float | None = None) -> None:
        """Draw the log's page again and show its newest lines (or keep a given scroll offset)."""
        panel = self.log_panel
        if panel is None:
            return
        self.log_stale = False
        panel.content = self.log.page(panel.rect.width - 24)
        panel.offset = 0.0
        panel.scroll_by(panel.limit if offset is None else offset)

    # The scene interface.

    def resume(self) -> None:
        """Back on top (after the pause menu or the curtain): the language may have changed."""
        self.relabel()

    def relabel(self) -> None:
        """Word everything again in the current language (buttons, log, card faces; tooltips are worded as drawn)."""
        self.language = current_language()
        self.log.reword()
        if self.holding is not None:
            self.held_line = self._result_line()
        self.layout()
        self.board.redraw()

    def handle(self, event: pygame.event.Event) -> None:
        self.routing.handle(event)

    def idle_ms(self) -> int:
        """How long the app may wait for input before this table needs another frame: 0 while anything moves, a card
        is held, a computer thinks or phones' pages are still to be sent; else the time until a pending tooltip shows
        (or a refusal fades)."""
        runner = self.runner
        if (
            (runner.phones is not None and runner.phones.sending)
            or self.timeline.busy
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

    def draw_above(self, surface: pygame.Surface) -> None:
        """What stands above the painter's table, drawn with its lively parts (where it draws is noted with theirs):
        the lesson's lights and box, the phones' join cards."""
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
        # The person at the screen is never named in the third person for their own decision, not even in the
        # moment before it is offered (a game just continued: "Player 1 places courtiers").
        own = runner.accepts_input or (view.to_move == view.seat and runner.at_pc(view.seat))
        return status_text(view, self.names, view.seat if own else -1)

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
        if (
            self.runner.accepts_input
            and self.view.seat not in self.instructed
            and not self.offering
            and self.lesson is None
        ):
            return self.first_prompt(), False
        return None


def _stirring(sprite: CardSprite) -> bool:
    """Whether a card still moves by itself: a glow pulses, a hovered card lifts or a lifted one sinks."""
    return sprite.highlight is not None or sprite.hovered or sprite.lift > 0.01
