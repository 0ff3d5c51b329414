"""Seat plates: a seat's name with its colour **and** its symbol (so seats differ without colour), and what the plate
carries during play: its hand count as little backs, its score, and the title's markers (start player, strategist,
Favourite, lives, allegiance …) as small labelled chips.
"""

from __future__ import annotations

import dataclasses
import functools
import math
from collections.abc import Sequence

import pygame

from scenes.ui import theme
from scenes.ui.text import render

PLATE_RADIUS = 8
SYMBOLS = ("circle", "square", "triangle", "diamond", "star", "hexagon", "drop", "crescent")
"""One shape per seat, in seat order, beside the seat's colour."""
MINI_BACK = (22, 31)
MARKER_HEIGHT = 26


def seat_colour(seat: int) -> theme.Colour:
    """The colour that marks ``seat`` everywhere (name plate, district band, log)."""
    return theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]


def seat_symbol(seat: int) -> str:
    """The shape that marks ``seat`` beside its colour."""
    return SYMBOLS[seat % len(SYMBOLS)]


@dataclasses.dataclass(frozen=True)
class Marker:
    """A title's mark on a seat plate: a short word (already translated) and whether it stands out (gold)."""

    text: str
    strong: bool = False


def _shape_points(symbol: str, centre: tuple[float, float], radius: float) -> list[tuple[float, float]]:
    x, y = centre
    corners = {"square": 4, "triangle": 3, "diamond": 4, "hexagon": 6}
    if symbol == "star":
        return [
            (
                x + (radius if index % 2 == 0 else radius * 0.45) * math.cos(math.radians(-90 + index * 36)),
                y + (radius if index % 2 == 0 else radius * 0.45) * math.sin(math.radians(-90 + index * 36)),
            )
            for index in range(10)
        ]
    if symbol == "drop":
        points = [
            (x + radius * math.cos(math.radians(a)), y + 2 + radius * 0.8 * math.sin(math.radians(a)))
            for a in range(-30, 211, 20)
        ]
        return [(x, y - radius * 1.1), *points]
    start = {"square": 45, "triangle": -90, "diamond": 0, "hexagon": 0}[symbol]
    count = corners[symbol]
    return [
        (
            x + radius * math.cos(math.radians(start + index * 360 / count)),
            y + radius * math.sin(math.radians(start + index * 360 / count)),
        )
        for index in range(count)
    ]


@functools.lru_cache(maxsize=64)
def seat_badge(seat: int, diameter: int) -> pygame.Surface:
    """The seat's symbol filled with its colour, rimmed in gold: colour and shape both tell the seat."""
    image = pygame.Surface((diameter + 4, diameter + 4), pygame.SRCALPHA)
    centre = ((diameter + 4) / 2, (diameter + 4) / 2)
    radius = diameter / 2
    symbol, colour = seat_symbol(seat), seat_colour(seat)
    if symbol == "circle":
        pygame.draw.circle(image, theme.SHADOW, (centre[0] + 1, centre[1] + 2), radius)
        pygame.draw.circle(image, colour, centre, radius)
        pygame.draw.circle(image, theme.GOLD_LIGHT, centre, radius, 2)
    elif symbol == "crescent":
        pygame.draw.circle(image, colour, centre, radius)
        pygame.draw.circle(image, theme.GOLD_LIGHT, centre, radius, 2)
        pygame.draw.circle(image, (0, 0, 0, 0), (centre[0] + radius * 0.5, centre[1] - radius * 0.2), radius * 0.7)
    else:
        points = _shape_points(symbol, centre, radius)
        pygame.draw.polygon(image, theme.SHADOW, [(px + 1, py + 2) for px, py in points])
        pygame.draw.polygon(image, colour, points)
        pygame.draw.polygon(image, theme.GOLD_LIGHT, points, 2)
    return image


def draw_plate(surface: pygame.Surface, rect: pygame.Rect, name: str, seat: int) -> None:
    """A name plate: dark wood with a gold rule, the seat's badge (colour and symbol), the name in gilt capitals."""
    plate = rect.inflate(0, -2)
    pygame.draw.rect(surface, theme.SHADOW, plate.move(2, 3), border_radius=PLATE_RADIUS)
    pygame.draw.rect(surface, theme.WOOD_DARK, plate, border_radius=PLATE_RADIUS)
    pygame.draw.rect(surface, theme.GOLD_DARK, plate, 2, border_radius=PLATE_RADIUS)
    badge = seat_badge(seat, min(22, plate.height - 8))
    surface.blit(badge, badge.get_rect(center=(plate.x + 22, plate.centery)))
    label = render(name, theme.SIZE_SMALL, theme.GOLD_LIGHT, theme.FACE_CAPS)
    surface.blit(label, label.get_rect(midleft=(plate.x + 42, plate.centery - 2)))


def draw_hand_count(surface: pygame.Surface, plate: pygame.Rect, count: int, back: pygame.Surface, right: int) -> None:
    """A seat's hand size on its plate as little backs (``back`` at ``MINI_BACK``) and a number, ending at ``right``."""
    label = render(str(count), theme.SIZE_SMALL - 2, theme.GOLD_LIGHT, theme.FACE_CAPS)
    surface.blit(label, label.get_rect(midright=(right, plate.centery - 2)))
    x = right - label.get_width() - 8 - MINI_BACK[0]
    for index in range(min(count, 8)):
        surface.blit(back, (x - index * 12, plate.centery - MINI_BACK[1] // 2))


def draw_markers(surface: pygame.Surface, plate: pygame.Rect, markers: Sequence[Marker], left: int) -> None:
    """The title's markers as small chips on the plate, from ``left`` rightwards."""
    x = left
    for marker in markers:
        colour = theme.GOLD_PALE if marker.strong else theme.TEXT_LIGHT
        label = render(marker.text, theme.SIZE_SMALL - 8, colour, theme.FACE_CAPS)
        chip = pygame.Rect(x, 0, label.get_width() + 16, MARKER_HEIGHT)
        chip.centery = plate.centery
        pygame.draw.rect(surface, theme.WINE if marker.strong else theme.WOOD, chip, border_radius=MARKER_HEIGHT // 2)
        pygame.draw.rect(surface, theme.GOLD_DARK, chip, 1, border_radius=MARKER_HEIGHT // 2)
        surface.blit(label, label.get_rect(center=chip.center))
        x = chip.right + 6
