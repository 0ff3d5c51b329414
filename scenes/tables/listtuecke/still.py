"""The still picture of a Mit List und Tücke table: the wooden table top, the board's felt, the chapel, the places of
the stacks, the stock and the supply and the log's parchment, drawn once for the shown seat (the kit adds the seats'
name plates)."""

from __future__ import annotations

import pygame

from scenes.art import palette
from scenes.art.canvas import rounded_rect_mask
from scenes.art.frames import clipped, metal_frame
from scenes.art.listtuecke.tiles import chapel_mat
from scenes.art.textures import felt, vignette, wood
from scenes.tables.listtuecke.geometry import Geometry
from scenes.ui import theme
from scenes.ui.backdrop import blit_panel


def _mat(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int], metal: str = "gold") -> None:
    """A felt mat in a thin metal frame: where a stack, the middle or the stock lies."""
    radius = max(4, min(rect.size) // 14)
    cloth = felt(rect.size, colour, seed=rect.x + rect.y).copy()
    surface.blit(clipped(cloth, rounded_rect_mask(rect.size, radius)), rect.topleft)
    surface.blit(metal_frame(rect.size, 2.0, radius, metal), rect.topleft)


def chapel_fields(geometry: Geometry) -> tuple[tuple[int, int, int, int], ...]:
    """The chapel's fields as the mat art wants them: boxes relative to the chapel, from the layout."""
    chapel = geometry.zone("chapel")
    fields = (geometry.zone(f"chapel_field_{field}") for field in range(1, 5))
    return tuple((rect.x - chapel.x, rect.y - chapel.y, rect.width, rect.height) for rect in fields)


def table_picture(geometry: Geometry, players: int, aside: bool = False) -> pygame.Surface:
    """The table for the shown seat of ``geometry``, with each of the ``players`` seats' stack; the place of the cards
    set aside only when ``aside`` (the variant that sets cards aside is played), else the table top shows there."""
    surface = wood(theme.LOGICAL_SIZE, palette.WOOD_DARK, seed=23, boards=9).copy()
    vignette(surface, palette.EDGE, 170, 0.45)
    chapel = geometry.zone("chapel")
    surface.blit(chapel_mat(chapel.size, chapel_fields(geometry)), chapel.topleft)
    _mat(surface, geometry.zone("middle"), palette.FELT_ROYAL)
    _mat(surface, geometry.zone("stock"), palette.FELT_WINE)
    blit_panel(surface, geometry.zone("progress").inflate(-8, -8), "wood")
    if aside and "set_aside" in geometry.layout.zones:
        _mat(surface, geometry.zone("set_aside"), palette.NIGHT, "silver")
    for seat in range(players):
        own = seat == geometry.viewer
        _mat(surface, geometry.seat_zone("stack", seat), palette.FELT_ROYAL, "gold" if own else "silver")
    blit_panel(surface, geometry.zone("log"), "parchment")
    return surface.convert() if pygame.display.get_surface() is not None else surface
