"""The still picture of a Verräter table: the wooden table top, the green baize under the circle of landscapes with a
place for each building, the seats' plates, and the panels of the middle; drawn once for the shown seat and blitted
whole every frame (the kit adds the seats' name plates). No words.
"""

from __future__ import annotations

import pygame

from game.verraeter.data import CIRCLE_SIZE
from scenes.art import palette
from scenes.art.canvas import rounded_rect_mask
from scenes.art.frames import clipped, ornate_frame
from scenes.art.textures import felt, vignette, wood
from scenes.tables.kit.plates import seat_colour
from scenes.tables.verraeter.geometry import Geometry
from scenes.ui import theme
from scenes.ui.backdrop import blit_panel

SLOT_ALPHA = 70
BAIZE_MARGIN = 14


def table_picture(geometry: Geometry, players: int) -> pygame.Surface:
    """The table for the shown seat of ``geometry``, with each of the ``players`` seats' plate."""
    surface = wood(theme.LOGICAL_SIZE, palette.WOOD_DARK, seed=19, boards=9).copy()
    vignette(surface, palette.EDGE, 170, 0.45)
    _draw_baize(surface, geometry)
    for seat in range(players):
        _draw_seat(surface, geometry, seat)
    for name in ("draw_pile", "discard_pile", "action_aside", "action_pool"):
        _draw_slot(surface, geometry.zone(name).inflate(-6, -6))
    blit_panel(surface, geometry.zone("log"), "parchment")
    blit_panel(surface, geometry.zone("hand").inflate(8, 8), "wood")
    blit_panel(surface, geometry.part("played", geometry.viewer).inflate(8, 8), "wood")
    return surface


def _draw_baize(surface: pygame.Surface, geometry: Geometry) -> None:
    """Green baize under the whole circle, framed in gold, with a faint place under each landscape for its
    building."""
    ring = geometry.landscape(0)
    for position in range(1, CIRCLE_SIZE):
        ring = ring.union(geometry.landscape(position)).union(geometry.building(position))
    area = ring.inflate(2 * BAIZE_MARGIN, 2 * BAIZE_MARGIN)
    radius = 28
    cloth = felt(area.size, palette.FELT_ROYAL, seed=23).copy()
    surface.blit(clipped(cloth, rounded_rect_mask(area.size, radius)), area.topleft)
    surface.blit(ornate_frame(area.size, 6, radius), area.topleft)
    for position in range(CIRCLE_SIZE):
        _draw_slot(surface, geometry.building(position))


def _draw_slot(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A place for a card or a building: a darker patch with a thin gold line."""
    patch = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(patch, (0, 0, 0, SLOT_ALPHA), patch.get_rect(), border_radius=8)
    surface.blit(patch, rect)
    pygame.draw.rect(surface, palette.GOLD_DARK, rect, 1, border_radius=8)


def _draw_seat(surface: pygame.Surface, geometry: Geometry, seat: int) -> None:
    """A seat's plate: a velvet panel in which its cards lie and a band of its colour (its name plate is the kit's)."""
    plate = geometry.part("plate", seat)
    blit_panel(surface, plate, "velvet")
    band = pygame.Rect(plate.x + 6, plate.bottom - 10, plate.width - 12, 4)
    pygame.draw.rect(surface, seat_colour(seat), band, border_radius=2)
    for part in ("allegiance", "action"):
        _draw_slot(surface, geometry.part(part, seat).inflate(6, 6))
