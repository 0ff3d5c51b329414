"""Tooltips: a small dark-wood label that explains a control after the pointer rests on it."""

from __future__ import annotations

import functools

import pygame

from scenes.ui import theme
from scenes.ui.text import render_lines, wrap

MAX_WIDTH = 560
PADDING = 14


@functools.lru_cache(maxsize=64)
def tooltip_image(text: str) -> pygame.Surface:
    """The rendered tooltip for ``text``, wrapped, framed in gold."""
    body = render_lines(wrap(text, MAX_WIDTH, theme.SIZE_SMALL), theme.SIZE_SMALL, theme.TEXT_LIGHT)
    size = (body.get_width() + PADDING * 2, body.get_height() + PADDING * 2)
    image = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(image, (*theme.WOOD_DARK, 240), image.get_rect(), border_radius=6)
    pygame.draw.rect(image, theme.GOLD_DARK, image.get_rect(), 2, border_radius=6)
    image.blit(body, (PADDING, PADDING))
    return image


def draw_tooltip(surface: pygame.Surface, text: str, anchor: pygame.Rect) -> None:
    """Draw the tooltip below ``anchor`` (above it when there is no room), kept on the screen."""
    image = tooltip_image(text)
    rect = image.get_rect(midtop=(anchor.centerx, anchor.bottom + 10))
    if rect.bottom > surface.get_height() - 8:
        rect.midbottom = (anchor.centerx, anchor.top - 10)
    rect.clamp_ip(surface.get_rect().inflate(-16, -16))
    surface.blit(image, rect)
