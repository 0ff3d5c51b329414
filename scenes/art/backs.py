"""The collection's card back: a royal pattern that every title can use in its own colour.

A diamond trellis in gold over a deep cloth, a small fleur-de-lis in every diamond, and an oval cartouche in the
middle carrying an emblem. The pattern is the same under a half turn; only the emblem stands upright.
"""

from __future__ import annotations

import pygame

from scenes.art import palette
from scenes.art.canvas import (
    CLEAR,
    WHITE,
    Colour,
    Size,
    cached,
    filled,
    kept_mask,
    relief,
    rounded_rect_mask,
    shape_mask,
    supersampled,
    tinted,
)
from scenes.art.emblems import FLEUR_DE_LIS, METALS, emblem
from scenes.art.frames import clipped, metal_frame, metal_sheen
from scenes.art.textures import cloth, vignette
from scenes.ui.cards import card_corner_radius


@kept_mask
def _trellis_mask(size: Size, spacing: float, width: float) -> pygame.Surface:
    """Diagonal lines both ways through the middle of ``size``, ``spacing`` apart along each axis."""

    def painter(surface: pygame.Surface, factor: float) -> None:
        big_w, big_h = surface.get_size()
        centre_x, centre_y = big_w / 2, big_h / 2
        step = spacing * factor
        thickness = max(1, round(width * factor))
        count = int((big_w + big_h) / step) + 2
        for i in range(-count, count + 1):
            x = centre_x + i * step
            pygame.draw.line(surface, WHITE, (x - big_h, centre_y - big_h), (x + big_h, centre_y + big_h), thickness)
            pygame.draw.line(surface, WHITE, (x - big_h, centre_y + big_h), (x + big_h, centre_y - big_h), thickness)

    return supersampled(size, painter, 2)


@kept_mask
def _oval_mask(size: Size, inset: float) -> pygame.Surface:
    def painter(surface: pygame.Surface, factor: float) -> None:
        pygame.draw.ellipse(
            surface, WHITE, pygame.Rect((0, 0), surface.get_size()).inflate(-2 * inset * factor, -2 * inset * factor)
        )

    return supersampled(size, painter)


@kept_mask
def _oval_ring(size: Size, width: float) -> pygame.Surface:
    def painter(surface: pygame.Surface, factor: float) -> None:
        full = pygame.Rect((0, 0), surface.get_size())
        pygame.draw.ellipse(surface, WHITE, full)
        pygame.draw.ellipse(surface, CLEAR, full.inflate(-2 * width * factor, -2 * width * factor))

    return supersampled(size, painter)


@cached(maxsize=32)
def royal_back(size: Size, colour: Colour = palette.WINE, centre: str = "crest", metal: str = "gold") -> pygame.Surface:
    """A card back of ``size`` in ``colour`` with the emblem ``centre`` in its cartouche; cached per size."""
    width, height = size
    unit = width / 100
    radius = card_corner_radius(width)
    ramp = METALS[metal]
    ground = cloth(size, colour, seed=13).copy()
    spacing = unit * 16
    ground.blit(tinted(_trellis_mask(size, spacing, max(0.6, unit * 0.7)), ramp[2], 120), (0, 0))
    side = max(3, round(spacing * 0.42))
    stamp = tinted(shape_mask(FLEUR_DE_LIS, (side, side)), ramp[3], 90)
    columns = int(width / spacing) + 2
    rows = int(height / spacing) + 2
    for i in range(-columns, columns + 1):
        for j in range(-rows, rows + 1):
            if (i + j) % 2:
                x = width / 2 + i * spacing / 2
                y = height / 2 + j * spacing / 2
                ground.blit(stamp, (round(x - side / 2), round(y - side / 2)))
    vignette(ground, palette.EDGE, 150, 0.45)
    _draw_cartouche(ground, colour, centre, metal, unit)
    back = tinted(rounded_rect_mask(size, radius), palette.EDGE)
    back.blit(clipped(ground, rounded_rect_mask(size, radius, unit * 0.6)), (0, 0))
    back.blit(metal_frame(size, unit * 3.4, radius, metal, unit * 0.6), (0, 0))
    back.blit(metal_frame(size, max(1.0, unit * 0.7), radius, metal, unit * 6.2), (0, 0))
    back.blit(rounded_rect_mask(size, radius), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return back


def _draw_cartouche(ground: pygame.Surface, colour: Colour, centre: str, metal: str, unit: float) -> None:
    width, height = ground.get_size()
    oval = (max(8, round(unit * 54)), max(10, round(unit * 70)))
    left, top = round(width / 2 - oval[0] / 2), round(height / 2 - oval[1] / 2)
    field = cloth(oval, tuple(max(0, channel - 40) for channel in colour), seed=17).copy()
    vignette(field, palette.EDGE, 140, 0.3)
    ground.blit(clipped(field, _oval_mask(oval, 0)), (left, top))
    ring = _oval_ring(oval, max(1.0, unit * 3))
    ramp = METALS[metal]
    face = filled(ring, metal_sheen(oval, metal))
    ground.blit(relief(ring, face, ramp[3], palette.EDGE, max(1.0, unit * 0.6)), (left, top))
    fine = _oval_ring((oval[0] - round(unit * 9), oval[1] - round(unit * 9)), max(0.8, unit * 0.6))
    ground.blit(tinted(fine, ramp[2]), (left + round(unit * 4.5), top + round(unit * 4.5)))
    crest_side = max(4, round(unit * 38))
    crest = emblem(centre, (crest_side, crest_side), metal)
    ground.blit(crest, (round(width / 2 - crest_side / 2), round(height / 2 - crest_side / 2)))
