"""The still picture of a Hof-Verrat table: the wooden table top, the royal table, the districts, the name plates and
the panels, drawn once for the shown seat and blitted whole every frame.

Everything that changes during play (cards, counts, the log) is drawn over it by ``hud`` and the board.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.hofverrat.knowledge import COLUMN_KEYS
from scenes.art import palette
from scenes.art.hofverrat.mats import Column, district_mat, royal_table_mat
from scenes.art.textures import vignette, wood
from scenes.tables.hofverrat.geometry import Geometry
from scenes.tables.kit.plates import draw_plate, seat_colour
from scenes.ui import theme
from scenes.ui.backdrop import blit_panel


def mat_columns(geometry: Geometry) -> tuple[Column, ...]:
    """The royal table's columns as the mat art wants them: boxes relative to the mat, from the layout."""
    mat = geometry.zone("royal_table")

    def box(rect: pygame.Rect) -> tuple[int, int, int, int]:
        return (rect.x - mat.x, rect.y - mat.y, rect.width, rect.height)

    order = sorted(range(len(COLUMN_KEYS)), key=lambda column: geometry.header(column).x)
    return tuple(
        (
            COLUMN_KEYS[column],
            box(geometry.header(column)),
            box(geometry.side(column, 0)),
            box(geometry.side(column, 1)),
        )
        for column in order
    )


def table_picture(geometry: Geometry, names: Sequence[str]) -> pygame.Surface:
    """The table for the shown seat of ``geometry``, with everyone's name plate."""
    surface = wood(theme.LOGICAL_SIZE, palette.WOOD_DARK, seed=17, boards=9).copy()
    vignette(surface, palette.EDGE, 170, 0.45)
    royal = geometry.zone("royal_table")
    surface.blit(royal_table_mat(royal.size, mat_columns(geometry)), royal.topleft)
    for seat, name in enumerate(names):
        zone = geometry.district(seat)
        own = seat == geometry.viewer
        surface.blit(district_mat(zone.size, seat_colour(seat), "gold" if own else "silver"), zone.topleft)
        draw_plate(surface, geometry.banner(seat), name, seat)
    blit_panel(surface, geometry.zone("pile").inflate(-8, -8), "wood")
    blit_panel(surface, geometry.zone("log"), "parchment")
    return surface.convert()
