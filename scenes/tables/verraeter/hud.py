"""What the Verräter table draws over its still picture besides the cards and the kit's parts (the name plates, with the
marks ``plate_markers`` gives them: points and hand counts): the played cards' sums, the piles' counts, the lit
victory-table entry, the draft's words over the offered cards, and the glow of the conflict site.

Each function draws one thing from plain data; the scene decides what to pass.
"""

from __future__ import annotations

import pygame

from scenes.art.emblems import emblem
from scenes.art.icons import icon
from scenes.tables.kit.hud import blit_ring, plaque, ring_glow
from scenes.tables.kit.plates import ICON_GAP, MINI_BACK, Marker, marker_rects
from scenes.tables.verraeter import art
from scenes.tables.verraeter.geometry import Geometry
from scenes.ui import dirty, theme
from scenes.ui.text import numeral, render_lines, wrap

STAR = 20
"""The star before a seat's points on its name plate (the plate's tooltip says "points")."""


def plate_markers(points: int, hand: int | None) -> list[Marker]:
    """A seat's marks on its name plate, drawn by the kit: its points (a star and a number) right after its name and,
    for another seat (``hand`` not None), its hand as one little back and a number at the right end."""
    marks = [Marker(numeral(points), strong=True, icon=emblem("star", (STAR, STAR)))]
    if hand is not None:
        marks.append(Marker(str(hand), icon=art.back(MINI_BACK), end=True))
    return marks


def points_chip(plate: pygame.Rect, name: str, markers: list[Marker]) -> pygame.Rect:
    """Where the seat's points (the number after the star, ``plate_markers``) stand on its plate."""
    spot = marker_rects(plate, name, markers)[0]
    star = STAR + ICON_GAP
    return pygame.Rect(spot.x + star, spot.y, spot.width - star, spot.height)


def hand_left(plate: pygame.Rect, name: str, markers: list[Marker]) -> int:
    """Where another seat's hand count at the plate's right end begins (the plate's end, less a margin, for the
    person's own)."""
    rects = marker_rects(plate, name, markers)
    return rects[1].left if len(rects) > 1 else plate.right - 6


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
    dirty.rect(surface, theme.GOLD_PALE, cell, 3, border_radius=6)


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
    dirty.rect(surface, theme.SHADOW, plate.move(2, 3), border_radius=10)
    dirty.rect(surface, theme.WOOD_DARK, plate, border_radius=10)
    dirty.rect(surface, theme.GOLD, plate, 2, border_radius=10)
    surface.blit(body, body.get_rect(center=plate.center))


def draw_cloth(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A dark cloth with a gold rim under cards laid out for a choice, so they stand apart from the table."""
    cloth = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(cloth, (*theme.WINE_DEEP, 235), cloth.get_rect(), border_radius=16)
    surface.blit(cloth, rect)
    dirty.rect(surface, theme.GOLD, rect, 3, border_radius=16)


def draw_turn_marks(surface: pygame.Surface, geometry: Geometry, marks: dict[int, bool]) -> None:
    """Beside each of the builder's buildings, the mark that turns it over: bright where it may turn, dim where a
    rule forbids it (a click there says why)."""
    for position, allowed in marks.items():
        rect = geometry.turn_mark(position)
        dirty.circle(surface, theme.SHADOW, (rect.centerx + 1, rect.centery + 2), rect.width // 2)
        dirty.circle(surface, theme.WINE if allowed else theme.WOOD_DARK, rect.center, rect.width // 2)
        dirty.circle(surface, theme.GOLD if allowed else theme.GOLD_DARK, rect.center, rect.width // 2, 2)
        arrow = icon("undo", (rect.width - 12, rect.width - 12), theme.GOLD_PALE if allowed else theme.TEXT_DISABLED)
        surface.blit(arrow, arrow.get_rect(center=rect.center))


def draw_lit_place(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A building place lit in gold (a Kontor scoring its bonus)."""
    lit = rect.inflate(8, 8)
    blit_ring(surface, ring_glow(lit.size, theme.GOLD_LIGHT, 12), lit.center, 12)
    dirty.rect(surface, theme.GOLD_PALE, lit, 3, border_radius=8)
