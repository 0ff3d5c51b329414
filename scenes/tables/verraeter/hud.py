"""What the Verräter table draws over its still picture besides the cards and the kit's parts: hand counts and points
on the plates, the played cards' sums, the piles' counts, the lit victory-table entry, the draft's words over the
offered cards, and the glow of the conflict site.

Each function draws one thing from plain data; the scene decides what to pass.
"""

from __future__ import annotations

import pygame

from scenes.art.emblems import emblem
from scenes.art.icons import icon
from scenes.tables.kit.hud import blit_ring, plaque, plaque_image, ring_glow
from scenes.tables.kit.plates import MINI_BACK
from scenes.tables.verraeter import art
from scenes.tables.verraeter.geometry import Geometry
from scenes.ui import theme
from scenes.ui.text import numeral, render, render_lines, width_of, wrap

NAME_LEFT = 42
"""Where the kit's name plate starts the name (after the seat's badge)."""
POINTS_SIZE = 20
HAND_MOST = 10
"""A hand count as wide as any (two digits), for the room the points leave it."""
STAR = 20
"""The star before a seat's points on its name plate (the plate's tooltip says "points")."""


def draw_plate_counts(
    surface: pygame.Surface, geometry: Geometry, names: list[str], points: list[int], hand_sizes: list[int]
) -> None:
    """On each name plate: the seat's points (a star and a number) right after its name, and (for the others) its
    hand as one little back and a number at the right end."""
    for seat, count in enumerate(hand_sizes):
        plate = geometry.plate(seat)
        chip = plaque_image(numeral(points[seat]), POINTS_SIZE, theme.GOLD_PALE)
        spot = points_chip(geometry, names[seat], points[seat], seat)
        surface.blit(chip, spot)
        if spot.x - 2 - STAR >= name_end(geometry, names[seat], seat):
            star = emblem("star", (STAR, STAR))
            surface.blit(star, star.get_rect(midright=(spot.x - 2, plate.centery)))
        if seat != geometry.viewer:
            back = art.back(MINI_BACK)
            label = render(str(count), theme.SIZE_SMALL - 2, theme.GOLD_LIGHT, theme.FACE_CAPS)
            surface.blit(label, label.get_rect(midright=(plate.right - 10, plate.centery - 2)))
            surface.blit(back, back.get_rect(midright=(plate.right - 16 - label.get_width(), plate.centery)))


def points_chip(geometry: Geometry, name: str, points: int, seat: int) -> pygame.Rect:
    """Where ``seat``'s points stand on its name plate: right after its name (and the star before them), but never
    under another seat's hand count at the plate's right end: a name too long for both gives up its last letters to
    the points (the plate's tooltip names the seat in full)."""
    plate = geometry.plate(seat)
    chip = plaque_image(numeral(points), POINTS_SIZE, theme.GOLD_PALE).get_rect()
    right = plate.right - 6 if seat == geometry.viewer else hand_count_left(geometry, seat, HAND_MOST) - 4
    chip.midleft = (min(name_end(geometry, name, seat) + 30, right - chip.width), plate.centery)
    return chip


def name_end(geometry: Geometry, name: str, seat: int) -> int:
    """Where ``seat``'s name ends on its name plate."""
    return geometry.plate(seat).x + NAME_LEFT + width_of(name, theme.SIZE_SMALL, theme.FACE_CAPS)


def hand_count_left(geometry: Geometry, seat: int, count: int) -> int:
    """Where the little back and the hand count at the right end of another seat's name plate begin."""
    label = width_of(str(count), theme.SIZE_SMALL - 2, theme.FACE_CAPS)
    return geometry.plate(seat).right - 16 - label - MINI_BACK[0]


def draw_played_sums(surface: pygame.Surface, geometry: Geometry, played: list[list[int]]) -> None:
    """Beside each seat's supply cards this round, their sum (in a strip of its own, clear of the cards)."""
    for seat, cards in enumerate(played):
        if cards:
            plaque(surface, f"Σ {sum(cards)}", geometry.sum_spot(seat), 22, theme.GOLD_PALE)


def draw_piles(surface: pygame.Surface, geometry: Geometry, draw_size: int, discard: int) -> None:
    """How many cards each pile holds, under it."""
    for name, count in (("draw_pile", draw_size), ("discard_pile", discard)):
        zone = geometry.zone(name)
        plaque(surface, str(count), (zone.centerx, zone.bottom - 18), 22, theme.GOLD_PALE)


def draw_lit_entry(surface: pygame.Surface, geometry: Geometry, position: int, winners: int) -> None:
    """The entry of the losing landscape's victory table that the winners score: a gold rim round its cell."""
    cell = geometry.entry_cell(position, winners).inflate(6, 6)
    blit_ring(surface, ring_glow(cell.size, theme.GOLD_LIGHT, 10), cell.center, 10)
    pygame.draw.rect(surface, theme.GOLD_PALE, cell, 3, border_radius=6)


def draw_site(surface: pygame.Surface, geometry: Geometry, positions: tuple[int, int]) -> None:
    """The two landscapes of the conflict site glow softly, so the site reads from across the table."""
    for position in positions:
        rect = geometry.landscape(position).inflate(10, 10)
        blit_ring(surface, ring_glow(rect.size, theme.ALERT, 10), rect.center, 10)


def draw_draft_words(surface: pygame.Surface, area: pygame.Rect, lines: list[str]) -> None:
    """The draft's words above the offered cards: what they are, and what the person can infer."""
    text = "\n".join(lines)
    size = theme.SIZE_SMALL - 4
    body = render_lines(wrap(text, area.width - 60, size), size, theme.TEXT_LIGHT)
    plate = pygame.Rect(0, 0, body.get_width() + 40, body.get_height() + 16)
    plate.midtop = (area.centerx, area.y - 4)
    pygame.draw.rect(surface, theme.SHADOW, plate.move(2, 3), border_radius=10)
    pygame.draw.rect(surface, theme.WOOD_DARK, plate, border_radius=10)
    pygame.draw.rect(surface, theme.GOLD, plate, 2, border_radius=10)
    surface.blit(body, body.get_rect(center=plate.center))


def draw_cloth(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A dark cloth with a gold rim under cards laid out for a choice, so they stand apart from the table."""
    cloth = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(cloth, (*theme.WINE_DEEP, 235), cloth.get_rect(), border_radius=16)
    surface.blit(cloth, rect)
    pygame.draw.rect(surface, theme.GOLD, rect, 3, border_radius=16)


def draw_turn_marks(surface: pygame.Surface, geometry: Geometry, marks: dict[int, bool]) -> None:
    """Beside each of the builder's buildings, the mark that turns it over: bright where it may turn, dim where a
    rule forbids it (a click there says why)."""
    for position, allowed in marks.items():
        rect = geometry.turn_mark(position)
        pygame.draw.circle(surface, theme.SHADOW, (rect.centerx + 1, rect.centery + 2), rect.width // 2)
        pygame.draw.circle(surface, theme.WINE if allowed else theme.WOOD_DARK, rect.center, rect.width // 2)
        pygame.draw.circle(surface, theme.GOLD if allowed else theme.GOLD_DARK, rect.center, rect.width // 2, 2)
        arrow = icon("undo", (rect.width - 12, rect.width - 12), theme.GOLD_PALE if allowed else theme.TEXT_DISABLED)
        surface.blit(arrow, arrow.get_rect(center=rect.center))


def draw_lit_place(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A building place lit in gold (a Kontor scoring its bonus)."""
    lit = rect.inflate(8, 8)
    blit_ring(surface, ring_glow(lit.size, theme.GOLD_LIGHT, 12), lit.center, 12)
    pygame.draw.rect(surface, theme.GOLD_PALE, lit, 3, border_radius=8)
