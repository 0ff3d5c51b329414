"""Toggles and choices: a row of joined segments with one selected (language, speed, Human/Computer), and a
check box for yes/no settings."""

from __future__ import annotations

import functools
from collections.abc import Callable, Hashable, Sequence

import pygame

from scenes.ui import theme
from scenes.ui.backdrop import diamond
from scenes.ui.text import render, width_of
from scenes.ui.widget import Widget

SEGMENT_PADDING = 36


def label_weights(labels: Sequence[str], text_size: int) -> tuple[int, ...]:
    """How wide each segment wants to be: equal, unless a label needs more room than an equal share gives."""
    widths = [width_of(label, text_size) + SEGMENT_PADDING for label in labels]
    widest = max(widths, default=1)
    return tuple(max(width, widest // 2) for width in widths)


def natural_width(labels: Sequence[str], text_size: int) -> int:
    """The width at which every label fits its segment."""
    return sum(label_weights(labels, text_size))


def segment_rects(rect: pygame.Rect, weights: Sequence[int]) -> list[pygame.Rect]:
    """Split ``rect`` into joined segments with widths in proportion to ``weights``."""
    total = sum(weights)
    edges = [rect.x]
    for weight in weights:
        edges.append(edges[-1] + weight * rect.width / total)
    edges = [round(edge) for edge in edges]
    return [pygame.Rect(edges[i], rect.y, edges[i + 1] - edges[i], rect.height) for i in range(len(weights))]


@functools.lru_cache(maxsize=256)
def choice_image(
    size: tuple[int, int],
    labels: tuple[str, ...],
    weights: tuple[int, ...],
    selected: int,
    hovered: int,
    focused: bool,
    text_size: int,
) -> pygame.Surface:
    """A choice row's look: a dark groove, the selected segment in gold, the hovered one lit."""
    image = pygame.Surface(size, pygame.SRCALPHA)
    frame = image.get_rect()
    pygame.draw.rect(image, (*theme.WOOD_DARK, 235), frame, border_radius=theme.RADIUS)
    segments = segment_rects(frame, weights)
    for index, (segment, label) in enumerate(zip(segments, labels, strict=True)):
        ink = theme.TEXT_LIGHT
        if index == selected:
            pill = segment.inflate(-8, -8)
            pygame.draw.rect(image, theme.GOLD_DARK, pill, border_radius=theme.RADIUS - 3)
            pygame.draw.rect(image, theme.GOLD, pill.inflate(-4, -4), border_radius=theme.RADIUS - 4)
            top = pill.inflate(-4, -4)
            top.height //= 2
            pygame.draw.rect(image, theme.GOLD_LIGHT, top, border_radius=theme.RADIUS - 4)
            ink = theme.INK
        elif index == hovered:
            pygame.draw.rect(image, (*theme.WINE, 255), segment.inflate(-8, -8), border_radius=theme.RADIUS - 3)
            ink = theme.GOLD_PALE
        if index and index != selected and index - 1 != selected:
            pygame.draw.line(image, theme.GOLD_DARK, (segment.x, segment.y + 12), (segment.x, segment.bottom - 12))
        text = render(label, text_size, ink)
        image.blit(text, text.get_rect(center=(segment.centerx, segment.centery - 1)))
    pygame.draw.rect(image, theme.GOLD_PALE if focused else theme.GOLD_DARK, frame, 2, border_radius=theme.RADIUS)
    return image


class Choice(Widget):
    """One value out of a few, shown side by side; a click or Left/Right picks, ``on_change`` hears it."""

    def __init__(
        self,
        rect: pygame.Rect,
        options: Sequence[tuple[Hashable, str]],
        value: Hashable,
        on_change: Callable[[Hashable], None],
        *,
        text_size: int = theme.SIZE_BODY,
        tooltip: str | None = None,
    ) -> None:
        super().__init__(rect, tooltip=tooltip)
        self.values = [option_value for option_value, _ in options]
        self.labels = tuple(label for _, label in options)
        self.value = value
        self.on_change = on_change
        self.text_size = text_size
        self.weights = label_weights(self.labels, text_size)

    @property
    def index(self) -> int:
        """The position of the selected value."""
        return self.values.index(self.value)

    def select(self, index: int) -> None:
        """Pick the value at ``index`` and tell ``on_change`` if it changed."""
        value = self.values[max(0, min(index, len(self.values) - 1))]
        if value != self.value:
            self.value = value
            self.on_change(value)

    def segment_at(self, position: tuple[int, int]) -> int | None:
        """The segment under ``position``, if any."""
        for index, segment in enumerate(segment_rects(self.rect, self.weights)):
            if segment.collidepoint(position):
                return index
        return None

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN:
            index = self.segment_at(event.pos)
            if index is not None:
                self.select(index)

    def activate(self) -> None:
        self.select((self.index + 1) % len(self.values))

    def nudge(self, step: int) -> None:
        self.select(self.index + step)

    def draw(self, surface: pygame.Surface) -> None:
        under = self.segment_at(self.pointer) if self.pointer is not None else None
        hovered = -1 if under is None else under
        image = choice_image(
            self.rect.size, self.labels, self.weights, self.index, hovered, self.focused, self.text_size
        )
        surface.blit(image, self.rect)


class Toggle(Widget):
    """A check box with its label: on or off."""

    def __init__(
        self,
        rect: pygame.Rect,
        label: str,
        value: bool,
        on_change: Callable[[bool], None],
        *,
        tooltip: str | None = None,
    ) -> None:
        super().__init__(rect, tooltip=tooltip)
        self.label = label
        self.value = value
        self.on_change = on_change

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.activate()

    def activate(self) -> None:
        self.value = not self.value
        self.on_change(self.value)

    def draw(self, surface: pygame.Surface) -> None:
        box = pygame.Rect(self.rect.x, self.rect.centery - 22, 44, 44)
        pygame.draw.rect(surface, theme.WOOD_DARK, box, border_radius=8)
        border = theme.GOLD_PALE if self.focused or self.hovered else theme.GOLD_DARK
        pygame.draw.rect(surface, border, box, 2, border_radius=8)
        if self.value:
            diamond(surface, box.center, 13, theme.GOLD_LIGHT)
        ink = theme.GOLD_PALE if self.hovered else theme.TEXT_LIGHT
        text = render(self.label, theme.SIZE_BODY, ink)
        surface.blit(text, text.get_rect(midleft=(box.right + theme.SPACE_S, box.centery - 2)))
