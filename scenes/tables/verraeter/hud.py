"""What the Verräter table draws over its still picture besides the cards and the kit's parts: hand counts and points
on the plates, the played cards' sums, the piles' counts, the lit victory-table entry, the draft's words over the
offered cards, and the glow of the conflict site.

Each function draws one thing from plain data; the scene decides what to pass.
"""

from __future__ import annotations

import pygame

from scenes.art.verraeter.cards import landscape_layout
from scenes.tables.kit.hud import blit_ring, plaque, ring_glow
from scenes.tables.kit.plates import MINI_BACK, draw_hand_count
from scenes.tables.verraeter import art
from scenes.tables.verraeter.geometry import Geometry
from scenes.ui import theme
from scenes.ui.text import render_lines, wrap

PIP_CELLS = 4


def draw_hand_sizes(surface: pygame.Surface, geometry: Geometry, hand_sizes: list[int]) -> None:
    """On every other seat's name plate, its hand size as little backs and a number."""
    for seat, count in enumerate(hand_sizes):
        if seat != geometry.viewer:
            plate = geometry.plate(seat)
            draw_hand_count(surface, plate, count, art.back(MINI_BACK), plate.right - 10)


def draw_played_sums(surface: pygame.Surface, geometry: Geometry, played: list[list[int]]) -> None:
    """Beside each seat's supply cards this round, their sum."""
    for seat, cards in enumerate(played):
        if cards:
            zone = geometry.part("played", seat)
            plaque(surface, f"Σ {sum(cards)}", (zone.right - 34, zone.y + 16), 22, theme.GOLD_PALE)


def draw_piles(surface: pygame.Surface, geometry: Geometry, draw_size: int, discard: int) -> None:
    """How many cards each pile holds, under it."""
    for name, count in (("draw_pile", draw_size), ("discard_pile", discard)):
        zone = geometry.zone(name)
        plaque(surface, str(count), (zone.centerx, zone.bottom - 18), 22, theme.GOLD_PALE)


def draw_lit_entry(surface: pygame.Surface, geometry: Geometry, position: int, winners: int) -> None:
    """The entry of the losing landscape's victory table that the winners score: a gold rim round its cell."""
    card = geometry.landscape(position)
    _, _, strip = landscape_layout(card.size)
    cell_width = strip.width / PIP_CELLS
    cell = pygame.Rect(
        round(card.x + strip.x + (winners - 1) * cell_width), card.y + strip.y, round(cell_width), strip.height
    ).inflate(6, 6)
    halo = ring_glow(cell.size, theme.GOLD_LIGHT, 10)
    blit_ring(surface, halo, cell.center, 10)
    pygame.draw.rect(surface, theme.GOLD_PALE, cell, 3, border_radius=6)


def draw_site(surface: pygame.Surface, geometry: Geometry, positions: tuple[int, int]) -> None:
    """The two landscapes of the conflict site glow softly, so the site reads from across the table."""
    for position in positions:
        rect = geometry.landscape(position).inflate(10, 10)
        blit_ring(surface, ring_glow(rect.size, theme.ALERT, 10), rect.center, 10)


def draw_draft_words(surface: pygame.Surface, area: pygame.Rect, lines: list[str]) -> None:
    """The draft's words above the offered cards: what they are, and what the person can infer."""
    text = "\n".join(lines)
    body = render_lines(wrap(text, area.width - 60, theme.SIZE_SMALL - 2), theme.SIZE_SMALL - 2, theme.TEXT_LIGHT)
    plate = pygame.Rect(0, 0, body.get_width() + 40, body.get_height() + 16)
    plate.midtop = (area.centerx, area.y - 4)
    pygame.draw.rect(surface, theme.SHADOW, plate.move(2, 3), border_radius=10)
    pygame.draw.rect(surface, theme.WOOD_DARK, plate, border_radius=10)
    pygame.draw.rect(surface, theme.GOLD, plate, 2, border_radius=10)
    surface.blit(body, body.get_rect(center=plate.center))
