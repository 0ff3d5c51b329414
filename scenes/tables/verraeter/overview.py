"""The rulebook's overview at the table, one click (or the O key) away: the six action cards' effects and the phases
of a round, on a parchment sheet over the dimmed table. Any click, Escape or O closes it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes.i18n import tr
from scenes.scene import Overlay
from scenes.ui import theme
from scenes.ui.backdrop import blit_panel
from scenes.ui.document import render_document
from scenes.ui.scroll import ScrollPanel

if TYPE_CHECKING:
    from scenes.app import App

SHEET = pygame.Rect(210, 50, 1500, 980)
TEXT = SHEET.inflate(-2 * theme.SPACE_XL, -2 * theme.SPACE_L)
CLOSE_KEYS = (pygame.K_ESCAPE, pygame.K_o, pygame.K_RETURN, pygame.K_SPACE)
SCROLL_KEYS = {pygame.K_UP: -70, pygame.K_DOWN: 70}


class OverviewScene(Overlay):
    """The overview sheet over the frozen table."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        page = render_document(tr("verraeter.overview"), TEXT.width - 30, size=theme.SIZE_SMALL)
        self.page = ScrollPanel(TEXT, page, theme.PARCHMENT)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self.page.handle(event)
        elif event.type == pygame.KEYDOWN and event.key in SCROLL_KEYS:
            self.page.scroll_by(SCROLL_KEYS[event.key])
        elif (event.type == pygame.KEYDOWN and event.key in CLOSE_KEYS) or (
            event.type == pygame.MOUSEBUTTONUP and event.button == 1
        ):
            self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.beneath(surface), (0, 0))
        blit_panel(surface, SHEET, "parchment")
        self.page.draw(surface)
