"""The table's input routing: which part of a table a pointer or key event goes to, in order.

The lesson's box first, then the title's overlay and keys, a phone seat's join card, the scoring show (a click shows
its next line), a held result (a click or key lets play go on), a move still being shown (a press on a card is refused
with the reason; the person's own move or a released hold ends at once so the press is not lost), the shortcuts (U,
Backspace, Ctrl+Z, H), the buttons and the log, and last the decision's inputs (``affordances.Decisions``: drag and
drop, clicks, Tab/arrows/Enter) and Escape for the pause menu. Hovering the log lights the cards a line names.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes.i18n import tr

if TYPE_CHECKING:
    from scenes.tables.kit.table import KitTable

__all__ = ["Routing"]

UNDO_KEYS = (pygame.K_u, pygame.K_BACKSPACE)
NEXT_LINE_SLICE = 0.01
NEXT_LINE_SLICES = 10_000
"""A click in the scoring show runs it on in slices of this many seconds, at most this many, to its next line."""


class Routing:
    """Hands each event of the app to the part of ``table`` it is meant for."""

    def __init__(self, table: KitTable) -> None:
        self.table = table

    def handle(self, event: pygame.event.Event) -> None:
        """Route one event: the lesson's box, the title's overlay and keys, the phones' join cards, the scoring show,
        a held result, a move still shown, the shortcuts, the buttons and the log, then the decision's inputs."""
        table = self.table
        if event.type == pygame.MOUSEMOTION:
            table.pointer = event.pos
            table.resting = 0.0
            table.tip_armed = True
            self._light_log(event.pos)
        if table.lesson is not None and table.lesson.handle(event):
            return
        if self._handle_extras(event):
            return
        if table.runner.phones is not None and table.runner.handle_phones(event):
            return
        if table.sheet is not None:
            self._handle_show(event)
            return
        held = table.holding
        if held is not None and self._handle_hold(event) and not (held.released and self._offer_at_once(event)):
            return
        if table.holding is None and table.offering and table.own_move:
            self._offer_at_once(event)
        elif table.holding is None and table.offering and self._pressed_a_card(event):
            table.refused(tr("kit.refuse.still_showing"))
            return
        if event.type == pygame.KEYDOWN and table.decisions.followup is None and self._shortcut(event):
            return
        pointer = event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.MOUSEWHEEL)
        if pointer and table.decisions.followup is None and table.controls.handle(event):
            return
        if table.decisions.handle(event):
            return
        table.decisions.dragdrop.handle_event(event)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and not table.decisions.busy:
            table.runner.pause()

    def _handle_extras(self, event: pygame.event.Event) -> bool:
        """An open overlay closes with Escape, its key or a press off the buttons; a title's key presses its button
        (not while a card is held or a follow-up is asked, nor in the scoring show). True when the event is used."""
        table = self.table
        keys = {extra.key: extra for extra in table.shown_extras if extra.key is not None}
        if table.overlay is not None and (
            (event.type == pygame.KEYDOWN and (event.key == pygame.K_ESCAPE or event.key in keys))
            or (event.type == pygame.MOUSEBUTTONDOWN and not self._on_extra(event.pos))
        ):
            table.overlay = None
            return True
        pressed = keys.get(event.key) if event.type == pygame.KEYDOWN else None
        if pressed is None or table.sheet is not None or table.decisions.followup is not None or table.decisions.busy:
            return False
        table.press_extra(pressed)
        return True

    def _on_extra(self, point: tuple[int, int]) -> bool:
        return any(self.table.buttons[extra.name].rect.collidepoint(point) for extra in self.table.shown_extras)

    def _shortcut(self, event: pygame.event.Event) -> bool:
        table = self.table
        if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            table.take_back()
            return True
        if event.key in UNDO_KEYS:
            table.undo()
            return True
        if event.key == pygame.K_h:
            table.ask_hint()
            return True
        return False

    def _light_log(self, point: tuple[int, int]) -> None:
        """Hovering a log line lights up the cards it names."""
        table = self.table
        panel = table.log_panel
        y = panel.page_y(point) if panel is not None else None
        entry = table.log.entry_at(y) if y is not None else None
        lit = table.log_lights(entry) if entry is not None else ()
        if lit != table.lit_log:
            table.lit_log = tuple(key for key in lit if key in table.board.sprites)

    def _pressed_a_card(self, event: pygame.event.Event) -> bool:
        """A press on a card while another's move is still being shown (it is never cut short): refused with that
        reason rather than lost without a word."""
        return event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.table.board.at(event.pos) is not None

    def _offer_at_once(self, event: pygame.event.Event) -> bool:
        """A press while the person is to move and the table still shows something that needs no more watching (a
        held moment just let go, or the person's own move, such as its victim being struck) ends what is left of it
        and offers the decision at once, so the card pressed is taken up instead of the press being lost. A
        computer's move still animating is never cut short. True when it did."""
        table = self.table
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1 or not table.runner.accepts_input:
            return False
        table.timeline.finish_all()
        table.extras.finish_all()
        table.offering = False
        table.moving_status = None
        table.decisions.prepare(table.view, True)
        table.decisions.sync(ready=True)
        return True

    def _handle_hold(self, event: pygame.event.Event) -> bool:
        """While a scoring moment is held: a click (not on a button) or a key but Escape lets play go on."""
        table = self.table
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and table.controls.handle(event):
            return True
        released = (event.type == pygame.KEYDOWN and event.key != pygame.K_ESCAPE) or (
            event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3)
        )
        if released and table.holding is not None:
            table.holding.release()
        return released

    def _handle_show(self, event: pygame.event.Event) -> None:
        """During the scoring show: a click or a key shows the next line at once; after the last, one leads to the
        results. The Menu button and the log's scrolling still work."""
        table = self.table
        if event.type != pygame.KEYDOWN and table.controls.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            table.runner.pause()
        elif event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
            if table.show_over:
                table.runner.finish()
            else:
                self._next_line()

    def _next_line(self) -> None:
        """Run the show on quickly until it has counted one more scoring line (or reached the ranking)."""
        table = self.table
        sheet = table.sheet
        counted = sheet.counted
        for _ in range(NEXT_LINE_SLICES):
            if sheet.counted > counted or table.show_over or not table.timeline.busy:
                return
            table.timeline.update(NEXT_LINE_SLICE, 1.0)
