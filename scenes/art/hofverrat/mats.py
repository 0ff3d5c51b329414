"""Hof-Verrat's mats: the royal table (königliche Tafel) with its seven columns, and a player's district (Bezirk).

The royal table is green baize in an ornate gold frame. Each family column has a head bearing the family's roundel
over a band of its colour, an upper side (esteem, a laurel wreath) and a lower side (disgrace, the wreath turned
down); the Queen's column in the middle is wine-red under a crown (HV-4). Column places come from the table's Tiled
layout when given, so the art and the drop zones always agree; ``default_columns`` mirrors the shipped layouts.
"""

from __future__ import annotations

import pygame

from scenes.art import palette
from scenes.art.canvas import Colour, Size, blank, cached, rounded_rect_mask, shape_mask, tinted
from scenes.art.emblems import CREST, CROWN, LAUREL
from scenes.art.frames import clipped, metal_frame, ornate_frame
from scenes.art.hofverrat.families import LOOKS
from scenes.art.roundels import roundel, roundel_pad
from scenes.art.textures import felt, vignette

Box = tuple[int, int, int, int]
Column = tuple[str, Box, Box, Box]
"""One column of the royal table: its key (a family, or "queen"), and its head, upper and lower boxes (x, y, w, h)
relative to the mat."""

QUEEN = "queen"
COLUMN_ORDER = ("stag", "toad", "butterfly", QUEEN, "carp", "nightingale", "hare")
"""Left to right, as in the shipped layouts: three families, the Queen's column in the middle, three families."""

ESTEEM_FELT: Colour = (44, 100, 74)
DISGRACE_FELT: Colour = (18, 48, 38)

_LAYOUT_SIZE = (1244, 462)
_FIRST_X, _STEP, _COLUMN_WIDTH = 25, 172, 162
_HEAD, _UPPER, _LOWER = (6, 36), (46, 200), (254, 200)


def default_columns(size: Size) -> tuple[Column, ...]:
    """The seven columns of a royal table mat of ``size``, placed as the shipped Tiled layouts place them."""
    sx, sy = size[0] / _LAYOUT_SIZE[0], size[1] / _LAYOUT_SIZE[1]

    def box(x: float, band: tuple[int, int]) -> Box:
        return (round(x * sx), round(band[0] * sy), round(_COLUMN_WIDTH * sx), round(band[1] * sy))

    return tuple(
        (key, box(_FIRST_X + i * _STEP, _HEAD), box(_FIRST_X + i * _STEP, _UPPER), box(_FIRST_X + i * _STEP, _LOWER))
        for i, key in enumerate(COLUMN_ORDER)
    )


@cached(maxsize=8)
def royal_table_mat(size: Size, columns: tuple[Column, ...] | None = None) -> pygame.Surface:
    """The royal table at ``size``, its columns at ``columns`` (``default_columns`` when None); cached."""
    width, height = size
    unit = min(width, height) / 100
    radius = unit * 3
    mat = tinted(rounded_rect_mask(size, radius), palette.EDGE)
    mat.blit(clipped(felt(size, palette.FELT_ROYAL, seed=31), rounded_rect_mask(size, radius, 1)), (0, 0))
    # The frame goes first: the shipped layouts put the column heads right against the top edge, over the frame.
    mat.blit(ornate_frame(size, max(2.0, unit * 1.6), radius), (0, 0))
    for key, head, upper, lower in columns or default_columns(size):
        _draw_side(mat, pygame.Rect(upper), key, upper=True)
        _draw_side(mat, pygame.Rect(lower), key, upper=False)
        _draw_head(mat, pygame.Rect(head), key)
    return mat


def _draw_side(mat: pygame.Surface, box: pygame.Rect, key: str, *, upper: bool) -> None:
    """One side of a column: a panel a shade lighter (esteem) or darker (disgrace), a watermark, a fine rule."""
    radius = max(2, box.width // 16)
    tone = palette.FELT_WINE if key == QUEEN else ESTEEM_FELT if upper else DISGRACE_FELT
    panel = felt(box.size, tone, seed=37 if upper else 41).copy()
    vignette(panel, palette.EDGE, 90, 0.4)
    side = round(min(box.width, box.height) * 0.62)
    wreath = tinted(shape_mask(LAUREL, (side, side)), palette.GOLD_LIGHT, 34)
    if not upper:
        wreath = pygame.transform.flip(wreath, False, True)
    panel.blit(wreath, ((box.width - side) // 2, (box.height - side) // 2))
    mat.blit(clipped(panel, rounded_rect_mask(box.size, radius)), box.topleft)
    mat.blit(metal_frame(box.size, max(1.0, box.width / 90), radius), box.topleft)


def _draw_head(mat: pygame.Surface, box: pygame.Rect, key: str) -> None:
    """A column's head: a band of the family's colour (wine for the Queen) and its roundel (a crown for her)."""
    radius = box.height / 2
    band_colour: Colour = palette.WINE if key == QUEEN else LOOKS[key].field
    band = blank(box.size)
    band.blit(clipped(felt(box.size, band_colour, seed=43), rounded_rect_mask(box.size, radius)), (0, 0))
    band.blit(metal_frame(box.size, max(1.0, box.height / 14), radius), (0, 0))
    mat.blit(band, box.topleft)
    diameter = round(box.height * 1.15)
    pad = roundel_pad(diameter)
    if key == QUEEN:
        badge = roundel(diameter, palette.WINE_DEEP, CROWN, palette.GOLD_LIGHT, charge_share=0.7)
    else:
        look = LOOKS[key]
        badge = roundel(diameter, look.deep, look.symbol, palette.IVORY, charge_share=0.74)
    mat.blit(badge, (round(box.centerx - diameter / 2 - pad), round(box.centery - diameter / 2 - pad)))


@cached(maxsize=16)
def district_mat(size: Size, accent: Colour | None = None, metal: str = "gold") -> pygame.Surface:
    """A player's district at ``size``: wine baize in a metal frame, with a band of the seat's ``accent`` colour
    along the top when given (the seat's name is the table's to write above it)."""
    width, height = size
    unit = min(width, height) / 100
    radius = unit * 4
    mat = tinted(rounded_rect_mask(size, radius), palette.EDGE)
    ground = felt(size, palette.FELT_WINE, seed=47).copy()
    side = round(min(width, height) * 0.6)
    ground.blit(
        tinted(shape_mask(CREST, (side, side)), palette.GOLD_LIGHT, 26), ((width - side) // 2, (height - side) // 2)
    )
    frame_width = max(1.5, unit * 2.2)
    if accent is not None:
        stripe = pygame.Rect(0, round(frame_width), width, max(3, round(unit * 4)))
        ground.fill(accent, stripe)
    mat.blit(clipped(ground, rounded_rect_mask(size, radius, 1)), (0, 0))
    mat.blit(metal_frame(size, frame_width, radius, metal), (0, 0))
    inner_inset = frame_width + (max(3, round(unit * 4)) if accent is not None else unit * 2)
    mat.blit(metal_frame(size, max(1.0, unit * 0.5), radius, metal, inner_inset), (0, 0))
    return mat
