"""Scrollable panels: a tall finished surface (rules, scores) seen through a window that scrolls."""

from __future__ import annotations

import functools

import pygame

from scenes.ui import theme
from scenes.ui.widget import Widget

WHEEL_STEP = 90
BAR_WIDTH = 10
FADE = 28


class ScrollPanel(Widget):
    """Shows ``content`` inside ``rect``: the wheel, the scroll bar and ``scroll_by`` move it.

    The content is rendered once by its owner; scrolling only changes which part is blitted.
    """

    focusable = False

    def __init__(self, rect: pygame.Rect, content: pygame.Surface, fade_colour: theme.Colour | None = None) -> None:
        super().__init__(rect)
        self.content = content
        self.offset = 0.0
        self.fade_colour = fade_colour
        self._grab: float | None = None

    @property
    def limit(self) -> int:
        """The largest offset: the content's bottom reaches the panel's bottom."""
        return max(0, self.content.get_height() - self.rect.height)

    def scroll_by(self, pixels: float) -> None:
        """Scroll down by ``pixels`` (up when negative), staying inside the content."""
        self.offset = max(0.0, min(float(self.limit), self.offset + pixels))

    def page(self, pages: float) -> None:
        """Scroll by whole panel heights (Page Up/Down)."""
        self.scroll_by(pages * (self.rect.height - 2 * FADE))

    @property
    def thumb(self) -> pygame.Rect | None:
        """The scroll bar's thumb, or None when everything fits."""
        if not self.limit:
            return None
        height = max(48, round(self.rect.height * self.rect.height / self.content.get_height()))
        y = self.rect.y + round((self.rect.height - height) * self.offset / self.limit)
        return pygame.Rect(self.rect.right - BAR_WIDTH, y, BAR_WIDTH, height)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * WHEEL_STEP)
        elif event.type == pygame.MOUSEBUTTONDOWN:
            thumb = self.thumb
            if thumb is not None and event.pos[0] >= thumb.x - 12:
                if not thumb.collidepoint(event.pos):
                    self.page(1 if event.pos[1] > thumb.centery else -1)
                self._grab = event.pos[1] - self.offset * self.rect.height / self.content.get_height()
        elif event.type == pygame.MOUSEMOTION and self._grab is not None:
            self.offset = 0.0
            self.scroll_by((event.pos[1] - self._grab) * self.content.get_height() / self.rect.height)
        elif event.type == pygame.MOUSEBUTTONUP:
            self._grab = None

    def draw(self, surface: pygame.Surface) -> None:
        area = pygame.Rect(0, round(self.offset), self.rect.width - 2 * BAR_WIDTH, self.rect.height)
        surface.blit(self.content, self.rect.topleft, area)
        if self.fade_colour is not None:
            self._draw_fades(surface)
        thumb = self.thumb
        if thumb is not None:
            track = pygame.Rect(thumb.x, self.rect.y, BAR_WIDTH, self.rect.height)
            pygame.draw.rect(surface, (*theme.PARCHMENT_EDGE,), track, border_radius=5)
            pygame.draw.rect(surface, theme.WINE if self._grab is None else theme.BURGUNDY, thumb, border_radius=5)

    def _draw_fades(self, surface: pygame.Surface) -> None:
        """Soften the cut edges so text seems to slide under the panel's rim."""
        width = self.rect.width - 2 * BAR_WIDTH
        if self.offset > 0:
            surface.blit(_fade(width, self.fade_colour, False), self.rect.topleft)
        if self.offset < self.limit:
            surface.blit(_fade(width, self.fade_colour, True), (self.rect.x, self.rect.bottom - FADE))


@functools.cache
def _fade(width: int, colour: theme.Colour, rising: bool) -> pygame.Surface:
    """A band ``FADE`` pixels tall in ``colour``, solid at the top and clear at the bottom (``rising``: the other way
    up, for the panel's lower edge); kept, as a panel draws its fades every time it is drawn."""
    layer = pygame.Surface((width, FADE), pygame.SRCALPHA)
    for y in range(FADE):
        layer.fill((*colour, round(255 * (1 - y / FADE))), (0, y, width, 1))
    return pygame.transform.flip(layer, False, True) if rising else layer
