"""Buttons: a gold-framed plaque that acts when released over it, or on Enter when focused."""

from __future__ import annotations

import functools
from collections.abc import Callable

import pygame

from scenes.ui import theme
from scenes.ui.text import recoloured, render, width_of
from scenes.ui.widget import Widget

STYLES = {
    # style: (top colour, bottom colour, hover top, hover bottom, text colour)
    "primary": (theme.BURGUNDY, theme.WINE_DARK, theme.BURGUNDY_LIGHT, theme.WINE, theme.GOLD_LIGHT),
    "secondary": (theme.WOOD_LIGHT, theme.WOOD_DARK, (136, 96, 60), theme.WOOD, theme.TEXT_LIGHT),
}
LABEL_INSET = theme.RADIUS + 6
"""The room a label keeps from each side of its button, clear of the gold rims."""
SMALLEST_LABEL = theme.SIZE_SMALL - 6
"""The smallest text a label shrinks to; below it a label would no longer be read at a glance."""


@functools.lru_cache(maxsize=1024)
def label_size(label: str, width: int, text_size: int) -> int:
    """The text size a label is drawn at on a button ``width`` wide: ``text_size`` when it fits, else the largest
    smaller size at which it does (down to ``SMALLEST_LABEL``), so a long translation never runs over the rims."""
    room = width - 2 * LABEL_INSET
    return next(
        (size for size in range(text_size, SMALLEST_LABEL, -1) if width_of(label, size, theme.FACE_CAPS) <= room),
        min(text_size, SMALLEST_LABEL),
    )


@functools.lru_cache(maxsize=512)
def button_image(size: tuple[int, int], label: str, style: str, state: str, text_size: int) -> pygame.Surface:
    """A button's look in one state: normal, hover, pressed, focus or disabled."""
    ink = STYLES[style][4]
    if state == "disabled":
        ink = theme.TEXT_DISABLED
    elif state in ("hover", "focus"):
        ink = theme.GOLD_PALE
    image = plaque(size, style, state).copy()
    rect = image.get_rect()
    text = render(label, label_size(label, size[0], text_size), ink, theme.FACE_CAPS)
    shadow = recoloured(text, theme.SHADOW)
    centre = (rect.centerx, rect.centery + (2 if state == "pressed" else 0) - 2)
    image.blit(shadow, shadow.get_rect(center=(centre[0] + 1, centre[1] + 2)))
    image.blit(text, text.get_rect(center=centre))
    return image


@functools.lru_cache(maxsize=64)
def plaque(size: tuple[int, int], style: str, state: str) -> pygame.Surface:
    """A button's plaque in one state without its label, shared by the buttons of one size and style (the menu's six
    primary buttons draw one)."""
    top, bottom, hover_top, hover_bottom, _ = STYLES[style]
    if state in ("hover", "focus"):
        top, bottom = hover_top, hover_bottom
    elif state == "pressed":
        top, bottom = bottom, top
    elif state == "disabled":
        top, bottom = (70, 52, 54), (46, 32, 36)
    image = pygame.Surface(size, pygame.SRCALPHA)
    rect = image.get_rect()
    body = pygame.Surface(size, pygame.SRCALPHA)
    for y in range(size[1]):
        t = y / max(size[1] - 1, 1)
        colour = [round(a + (b - a) * t) for a, b in zip(top, bottom, strict=True)]
        body.fill((*colour, 255), (0, y, size[0], 1))
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), rect, border_radius=theme.RADIUS)
    body.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    image.blit(body, (0, 0))
    pygame.draw.line(image, (255, 255, 255, 28), (theme.RADIUS, 3), (size[0] - theme.RADIUS, 3))
    edge = theme.TEXT_DISABLED if state == "disabled" else theme.GOLD_DARK
    pygame.draw.rect(image, edge, rect, 3, border_radius=theme.RADIUS)
    if state != "disabled":
        inner = theme.GOLD_LIGHT if state in ("hover", "focus") else theme.GOLD
        pygame.draw.rect(image, inner, rect.inflate(-10, -10), 1, border_radius=theme.RADIUS - 3)
    if state == "focus":
        pygame.draw.rect(image, theme.GOLD_PALE, rect, 3, border_radius=theme.RADIUS)
    return image


class Pressable(Widget):
    """A widget that acts when the mouse is released over it after a press on it, or on Enter when focused (the click
    of a button, a card of the coach's findings); ``on_click`` and ``pressed`` are set by the subclass."""

    on_click: Callable[[], None]
    pressed: bool

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.pressed = True
        elif event.type == pygame.MOUSEBUTTONUP:
            was_pressed, self.pressed = self.pressed, False
            if was_pressed and self.enabled and self.rect.collidepoint(event.pos):
                self.on_click()

    def activate(self) -> None:
        if self.enabled:
            self.on_click()


class Button(Pressable):
    """A labelled button that calls ``on_click`` when clicked or activated by the keyboard."""

    def __init__(
        self,
        rect: pygame.Rect,
        label: str,
        on_click: Callable[[], None],
        *,
        style: str = "primary",
        text_size: int = theme.SIZE_BUTTON,
        tooltip: str | None = None,
        enabled: bool = True,
    ) -> None:
        super().__init__(rect, tooltip=tooltip, enabled=enabled)
        self.label = label
        self.on_click = on_click
        self.style = style
        self.text_size = text_size
        self.pressed = False

    @property
    def state(self) -> str:
        """Which look the button shows now."""
        if not self.enabled:
            return "disabled"
        if self.pressed and self.hovered:
            return "pressed"
        if self.focused:
            return "focus"
        return "hover" if self.hovered else "normal"

    @property
    def look(self) -> tuple:
        """Everything its picture depends on, as a value: the same look is drawn the same (a table keeps its buttons
        in its quiet layer until one's look changes)."""
        return self.visible, tuple(self.rect), self.label, self.style, self.state, self.text_size

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(button_image(self.rect.size, self.label, self.style, self.state, self.text_size), self.rect)
