"""The still picture of a Hof-Verrat table: the wooden table top, the royal table, the districts and the panels,
drawn once for the shown seat and blitted whole every frame (the kit adds the seats' name plates).

Everything that changes during play (cards, counts, the log) is drawn over it by ``hud`` and the board.
"""

from __future__ import annotations

import pygame

from game.hofverrat.knowledge import COLUMN_KEYS
from scenes.art import palette
from scenes.art.hofverrat.mats import Column, district_mat, royal_table_mat
from scenes.art.textures import vignette, wood
from scenes.i18n import tr
from scenes.tables.hofverrat.geometry import Geometry
from scenes.tables.kit.plates import seat_colour
from scenes.ui import theme
from scenes.ui.backdrop import blit_panel
from scenes.ui.text import render

ROW_LABEL_SIZE = 20


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


def table_picture(geometry: Geometry, players: int) -> pygame.Surface:
    """The table for the shown seat of ``geometry``, with each of the ``players`` seats' district."""
    surface = wood(theme.LOGICAL_SIZE, palette.WOOD_DARK, seed=17, boards=9).copy()
    vignette(surface, palette.EDGE, 170, 0.45)
    royal = geometry.zone("royal_table")
    surface.blit(royal_table_mat(royal.size, mat_columns(geometry)), royal.topleft)
    draw_row_labels(surface, geometry)
    for seat in range(players):
        zone = geometry.district(seat)
        own = seat == geometry.viewer
        surface.blit(district_mat(zone.size, seat_colour(seat), "gold" if own else "silver"), zone.topleft)
    blit_panel(surface, geometry.zone("pile").inflate(-8, -8), "wood")
    blit_panel(surface, geometry.zone("log"), "parchment")
    return surface.convert()


def draw_row_labels(surface: pygame.Surface, geometry: Geometry) -> None:
    """The royal table's two rows named on dark plaques in the margins beside them, read upwards on the left and
    downwards on the right: the upper side is esteem, the lower disgrace (HV-4)."""
    royal = geometry.zone("royal_table")
    first = min(geometry.side(column, 0).x for column in range(len(COLUMN_KEYS)))
    last = max(geometry.side(column, 0).right for column in range(len(COLUMN_KEYS)))
    for side, key in enumerate(("hofverrat.row.upper", "hofverrat.row.lower")):
        row = geometry.side(0, side)
        label = render(tr(key), ROW_LABEL_SIZE, theme.GOLD_PALE, theme.FACE_CAPS)
        for angle, centre_x in ((90, (royal.x + first) / 2), (-90, (last + royal.right) / 2)):
            turned = pygame.transform.rotate(label, angle)
            plate = turned.get_rect(center=(round(centre_x), row.centery)).inflate(8, 20)
            pygame.draw.rect(surface, theme.WOOD_DARK, plate, border_radius=plate.width // 2)
            pygame.draw.rect(surface, theme.GOLD_DARK, plate, 2, border_radius=plate.width // 2)
            surface.blit(turned, turned.get_rect(center=plate.center))
