"""The pause menu's "Phone seats": every seat played on a phone, whether its phone is here, and two ways to hand it
back at any moment: to this PC (the person plays behind the curtain again) or to a computer.

The table does the handing back (``MatchRunner.reseat``); this overlay only lists the seats and asks. A seat handed
back leaves the list; with none left the overlay closes itself, back to the pause menu.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.core import COMPUTER, HUMAN
from scenes.i18n import tr
from scenes.phone.seats import PhoneSeats
from scenes.scene import Overlay, PageScene
from scenes.ui import theme
from scenes.ui.button import Button
from scenes.ui.text import render

if TYPE_CHECKING:
    from scenes.app import App

ROW_HEIGHT = 96
BUTTON_SIZE = (300, 68)
NAME_WIDTH = 560
PANEL_WIDTH = NAME_WIDTH + 2 * BUTTON_SIZE[0] + 4 * theme.SPACE_M


class HandBackScene(PageScene, Overlay):
    """Drawn over the pause menu; Escape or Close goes back to it."""

    def __init__(self, app: App, phones: PhoneSeats, reseat: Callable[[int, str], None]) -> None:
        super().__init__(app)
        self.phones = phones
        self.reseat = reseat
        self.layout()

    def layout(self) -> None:
        """A row per phone seat: its name and state, "At this PC" and "Computer"; Close below."""
        self.controls.clear()
        seats = self.phones.seats
        height = 170 + len(seats) * ROW_HEIGHT + BUTTON_SIZE[1] + theme.SPACE_XL
        self.panel = pygame.Rect(0, 0, PANEL_WIDTH, height)
        self.panel.center = (theme.LOGICAL_SIZE[0] // 2, theme.LOGICAL_SIZE[1] // 2)
        self.rows: list[tuple[int, pygame.Rect]] = []
        self.buttons: dict[tuple[int, str], Button] = {}
        """Each row's buttons by (seat, the controller it hands the seat to)."""
        y = self.panel.y + 150
        for seat in seats:
            row = pygame.Rect(self.panel.x + theme.SPACE_M, y, PANEL_WIDTH - 2 * theme.SPACE_M, ROW_HEIGHT)
            self.rows.append((seat, row))
            right = row.right
            for key, controller in (("phone.handback.computer", COMPUTER), ("phone.handback.pc", HUMAN)):
                rect = pygame.Rect(0, 0, *BUTTON_SIZE)
                rect.midright = (right, row.centery)
                right = rect.x - theme.SPACE_M
                button = Button(rect, tr(key), lambda s=seat, c=controller: self._hand_back(s, c))
                self.buttons[seat, controller] = self.controls.add(button)
            y += ROW_HEIGHT
        close = pygame.Rect(0, 0, *BUTTON_SIZE)
        close.midtop = (self.panel.centerx, y + theme.SPACE_M)
        self.controls.add(Button(close, tr("phone.handback.close"), self.app.pop, style="secondary"))

    def _hand_back(self, seat: int, controller: str) -> None:
        self.reseat(seat, controller)
        if self.phones.seats:
            self.layout()
        else:
            self.app.pop()

    def resume(self) -> None:
        self.refresh()
        self.layout()

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_panel(surface, self.panel, tr("phone.handback.title"), theme.SIZE_HEADING)
        names = [seat.name for seat in self.phones.match.seats]
        for seat, row in self.rows:
            state = "phone.handback.here" if seat in self.phones.joined else "phone.handback.away"
            colour = theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]
            pygame.draw.circle(surface, colour, (row.x + 18, row.centery), 12)
            name = render(names[seat], theme.SIZE_LABEL, theme.GOLD_LIGHT, theme.FACE_CAPS)
            surface.blit(name, name.get_rect(bottomleft=(row.x + 44, row.centery + 2)))
            note = render(tr(state), theme.SIZE_SMALL, theme.GOLD_PALE)
            surface.blit(note, note.get_rect(topleft=(row.x + 44, row.centery + 4)))
        self.controls.draw(surface)
