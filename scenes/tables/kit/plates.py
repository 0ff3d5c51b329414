"""Seat plates: a seat's name with its colour **and** its symbol (so seats differ without colour), and what the plate
carries during play: the title's markers, words on small chips (start player, strategist, Favourite, lives,
allegiance …) and counts (a hand's little backs and its size, a star and the points), after the name or at the
plate's right end.
"""

from __future__ import annotations

import dataclasses
import functools
import math
from collections.abc import Sequence

import pygame

from scenes.ui import dirty, theme
from scenes.ui.text import render, width_of

PLATE_RADIUS = 8
SYMBOLS = ("circle", "square", "triangle", "diamond", "star", "hexagon", "drop", "crescent")
"""One shape per seat, in seat order, beside the seat's colour."""
MINI_BACK = (22, 31)
FAN_MOST = 8
FAN_STEP = 12
"""A hand's little backs on a plate: at most this many, this far apart."""
MARKER_HEIGHT = 26
MARKER_GAP = 6
ICON_GAP = 6
AFTER_NAME = 8
END_MARGIN = 10
NAME_LEFT = 42
"""Where the plate's name starts (after the seat's badge)."""
COUNT_PLAQUE_SIZE = 20


def seat_colour(seat: int) -> theme.Colour:
    """The colour that marks ``seat`` everywhere (name plate, district band, log)."""
    return theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]


def seat_symbol(seat: int) -> str:
    """The shape that marks ``seat`` beside its colour."""
    return SYMBOLS[seat % len(SYMBOLS)]


@dataclasses.dataclass(frozen=True)
class Marker:
    """A title's mark on a seat plate: a short word or number (already translated) and whether it stands out (gold).

    Without an ``icon`` it is a word on a small chip (start player, Favourite); with one it is a count drawn on the
    plate's wood, the icon before the number (a hand's little backs, ``hand_backs``; a star before points), the number
    on a plaque when it stands out. It stands after the seat's name, or at the plate's right end with ``end`` (another
    seat's hand)."""

    text: str
    strong: bool = False
    icon: pygame.Surface | None = None
    end: bool = False


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
    dirty.rect(surface, theme.SHADOW, plate.move(2, 3), border_radius=PLATE_RADIUS)
    dirty.rect(surface, theme.WOOD_DARK, plate, border_radius=PLATE_RADIUS)
    dirty.rect(surface, theme.GOLD_DARK, plate, 2, border_radius=PLATE_RADIUS)
    badge = seat_badge(seat, min(22, plate.height - 8))
    surface.blit(badge, badge.get_rect(center=(plate.x + 22, plate.centery)))
    label = render(name, theme.SIZE_SMALL, theme.GOLD_LIGHT, theme.FACE_CAPS)
    surface.blit(label, label.get_rect(midleft=(plate.x + NAME_LEFT, plate.centery - 2)))


def hand_backs(back: pygame.Surface, count: int) -> pygame.Surface:
    """A hand of ``count`` cards as little backs (``back`` at ``MINI_BACK``) fanned leftwards, at most ``FAN_MOST``:
    the icon of a hand-count ``Marker``."""
    shown = max(1, min(count, FAN_MOST))
    image = pygame.Surface((MINI_BACK[0] + (shown - 1) * FAN_STEP, MINI_BACK[1]), pygame.SRCALPHA)
    for index in range(shown):
        image.blit(back, (image.get_width() - MINI_BACK[0] - index * FAN_STEP, 0))
    return image


def name_end(plate: pygame.Rect, name: str) -> int:
    """Where ``name`` ends on its plate (``draw_plate``)."""
    return plate.x + NAME_LEFT + width_of(name, theme.SIZE_SMALL, theme.FACE_CAPS)


def marker_image(marker: Marker) -> pygame.Surface:
    """A marker as drawn: a word on a chip, or an icon and a number."""
    if marker.icon is None:
        colour = theme.GOLD_PALE if marker.strong else theme.TEXT_LIGHT
        label = render(marker.text, theme.SIZE_SMALL - 8, colour, theme.FACE_CAPS)
        image = pygame.Surface((label.get_width() + 16, MARKER_HEIGHT), pygame.SRCALPHA)
        chip = image.get_rect()
        pygame.draw.rect(image, theme.WINE if marker.strong else theme.WOOD, chip, border_radius=MARKER_HEIGHT // 2)
        pygame.draw.rect(image, theme.GOLD_DARK, chip, 1, border_radius=MARKER_HEIGHT // 2)
        image.blit(label, label.get_rect(center=chip.center))
        return image
    number = _count_plaque(marker.text) if marker.strong else _count_label(marker.text)
    icon = marker.icon
    image = pygame.Surface(
        (icon.get_width() + ICON_GAP + number.get_width(), max(icon.get_height(), number.get_height())),
        pygame.SRCALPHA,
    )
    image.blit(icon, icon.get_rect(midleft=(0, image.get_height() // 2)))
    image.blit(number, number.get_rect(midright=(image.get_width(), image.get_height() // 2)))
    return image


def _count_label(text: str) -> pygame.Surface:
    return render(text, theme.SIZE_SMALL - 2, theme.GOLD_LIGHT, theme.FACE_CAPS)


def _count_plaque(text: str) -> pygame.Surface:
    """A number that stands out (a seat's points) on a small dark plaque with a gold rim."""
    label = render(text, COUNT_PLAQUE_SIZE, theme.GOLD_PALE, theme.FACE_CAPS)
    plate = pygame.Rect(0, 0, label.get_width() + 16, max(label.get_height() + 2, COUNT_PLAQUE_SIZE + 4))
    image = pygame.Surface((plate.width + 1, plate.height + 2), pygame.SRCALPHA)
    radius = plate.height // 2
    pygame.draw.rect(image, theme.SHADOW, plate.move(1, 2), border_radius=radius)
    pygame.draw.rect(image, theme.WOOD_DARK, plate, border_radius=radius)
    pygame.draw.rect(image, theme.GOLD_DARK, plate, 2, border_radius=radius)
    image.blit(label, label.get_rect(center=(plate.centerx, plate.centery - 1)))
    return image


def marker_rects(plate: pygame.Rect, name: str, markers: Sequence[Marker]) -> list[pygame.Rect]:
    """Where each marker stands on the plate of a seat named ``name``: those with ``end`` from the plate's right end
    leftwards, the others after the name, moved left over its last letters rather than onto the end's (the plate's
    tooltip names the seat in full)."""
    rects = [marker_image(marker).get_rect() for marker in markers]
    right = plate.right - END_MARGIN
    for marker, rect in reversed(list(zip(markers, rects, strict=True))):
        if marker.end:
            rect.midright = (right, plate.centery)
            right = rect.left - MARKER_GAP
    after = [rect for marker, rect in zip(markers, rects, strict=True) if not marker.end]
    width = sum(rect.width for rect in after) + MARKER_GAP * max(0, len(after) - 1)
    x = min(name_end(plate, name) + AFTER_NAME, right - MARKER_GAP - width)
    for rect in after:
        rect.midleft = (x, plate.centery)
        x = rect.right + MARKER_GAP
    return rects


def draw_markers(surface: pygame.Surface, plate: pygame.Rect, name: str, markers: Sequence[Marker]) -> None:
    """The title's markers on the plate of the seat named ``name`` (``marker_rects``); a name too long for them gives
    up its last letters: they are covered with the plate's wood first, so no letter shows between the marks."""
    end = name_end(plate, name)
    rects = marker_rects(plate, name, markers)
    limit = min((rect.left for marker, rect in zip(markers, rects, strict=True) if marker.end), default=plate.right)
    for marker, rect in zip(markers, rects, strict=True):
        if not marker.end and rect.left < end + AFTER_NAME:
            right = min(max(rect.right, end), limit - 2)
            cover = pygame.Rect(rect.left - MARKER_GAP, plate.y + 3, right - rect.left + MARKER_GAP, plate.height - 6)
            dirty.rect(surface, theme.WOOD_DARK, cover)
    for marker, rect in zip(markers, rects, strict=True):
        surface.blit(marker_image(marker), rect)
