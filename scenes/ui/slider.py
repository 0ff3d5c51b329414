"""Sliders: a gold-filled groove with a knob, for a value from 0 to 100 (the volume)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.ui import theme
from scenes.ui.text import render
from scenes.ui.widget import Widget

KNOB_RADIUS = 17
VALUE_WIDTH = 110
STEP = 5


class Slider(Widget):
    """A value from 0 to 100: drag the knob, click the groove, or press Left/Right for steps of 5."""

    def __init__(
        self,
        rect: pygame.Rect,
        value: int,
        on_change: Callable[[int], None],
        *,
        tooltip: str | None = None,
        unit: str = "%",
    ) -> None:
        super().__init__(rect, tooltip=tooltip)
        self.value = value
        self.on_change = on_change
        self.unit = unit
        self.dragging = False

    @property
    def track(self) -> pygame.Rect:
        """The groove the knob runs along (the value's label sits to its right)."""
        return pygame.Rect(
            self.rect.x + KNOB_RADIUS, self.rect.centery - 5, self.rect.width - VALUE_WIDTH - 2 * KNOB_RADIUS, 10
        )

    def set_value(self, value: int) -> None:
        """Move to ``value`` (clamped to 0–100) and tell ``on_change`` if it changed."""
        value = max(0, min(100, value))
        if value != self.value:
            self.value = value
            self.on_change(value)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.dragging = True
        elif event.type == pygame.MOUSEBUTTONUP:
            self.dragging = False
            return
        if self.dragging and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION):
            track = self.track
            self.set_value(round((event.pos[0] - track.x) / track.width * 100))

    def nudge(self, step: int) -> None:
        self.set_value(self.value + step * STEP)

    def draw(self, surface: pygame.Surface) -> None:
        track = self.track
        pygame.draw.rect(surface, theme.WOOD_DARK, track.inflate(6, 6), border_radius=8)
        filled = track.copy()
        filled.width = round(track.width * self.value / 100)
        if filled.width:
            pygame.draw.rect(surface, theme.GOLD, filled, border_radius=5)
        pygame.draw.rect(surface, theme.GOLD_DARK, track.inflate(6, 6), 2, border_radius=8)
        knob = (track.x + filled.width, track.centery)
        lit = self.hovered or self.focused or self.dragging
        pygame.draw.circle(surface, theme.SHADOW, (knob[0] + 1, knob[1] + 3), KNOB_RADIUS)
        pygame.draw.circle(surface, theme.GOLD_LIGHT if lit else theme.GOLD, knob, KNOB_RADIUS)
        pygame.draw.circle(surface, theme.GOLD_DARK, knob, KNOB_RADIUS, 2)
        pygame.draw.circle(surface, theme.WINE, knob, 6)
        if self.focused:
            pygame.draw.circle(surface, theme.GOLD_PALE, knob, KNOB_RADIUS + 5, 2)
        label = render(f"{self.value} {self.unit}", theme.SIZE_BODY, theme.TEXT_LIGHT)
        surface.blit(label, label.get_rect(midright=(self.rect.right, self.rect.centery - 2)))
