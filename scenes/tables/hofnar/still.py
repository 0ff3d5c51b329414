"""The still picture of a Hofnar table: a wooden floor, the green baize of the court's table in a gold frame, the
places of the acts and of the mood, the panels of the log and piles; drawn once for the shown seat.

Everything that changes (plates, cards, counts, the offer, the log) is drawn over it.
"""

from __future__ import annotations

import functools

import pygame

from scenes.art import palette
from scenes.art.frames import ornate_frame
from scenes.art.textures import felt, vignette, wood
from scenes.tables.hofnar.geometry import Geometry
from scenes.ui import theme
from scenes.ui.backdrop import blit_panel

TABLE_AREA = pygame.Rect(12, 6, 1532, 764)
SLOT_COLOUR = (20, 50, 36)


def table_picture(geometry: Geometry) -> pygame.Surface:
    """The table for the shown seat of ``geometry``."""
    surface = wood(theme.LOGICAL_SIZE, palette.WOOD_DARK, seed=23, boards=9).copy()
    vignette(surface, palette.EDGE, 170, 0.45)
    baize = felt(TABLE_AREA.size, palette.FELT_ROYAL).copy()
    vignette(baize, palette.EDGE, 120, 0.5)
    surface.blit(baize, TABLE_AREA)
    surface.blit(ornate_frame(TABLE_AREA.size, 8, 18), TABLE_AREA)
    draw_slot(surface, geometry.zone("mood"))
    blit_panel(surface, geometry.zone("log"), "parchment")
    for name in ("discard", "moods_unused", "moods_used"):
        draw_slot(surface, geometry.zone(name))
    return surface.convert()


def draw_slot(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A card's place: a darker rounded patch with a thin gold line (a jester's moves with the ring, so it is drawn
    with the plates, not into the still picture)."""
    surface.blit(_slot_patch(rect.size), rect)


@functools.cache
def _slot_patch(size: tuple[int, int]) -> pygame.Surface:
    patch = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(patch, (*SLOT_COLOUR, 150), patch.get_rect(), border_radius=10)
    pygame.draw.rect(patch, (*theme.GOLD_DARK, 200), patch.get_rect(), 2, border_radius=10)
    return patch
