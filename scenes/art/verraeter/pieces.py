"""Verräter's pieces: buildings in their owner's colour (Gutshof or Kontor side up), the conflict marker, and the
backs of the action and supply cards.

A building is a plaque in the seat's colour carrying the side's picture in ivory; the two sides differ by picture
(farmhouse and barn, stepped-gable merchant's house) and the Kontor's plaque is framed in silver rather than gold,
so neither colour nor metal alone carries the difference.
"""

from __future__ import annotations

import pygame

from scenes.art import palette
from scenes.art.backs import royal_back
from scenes.art.canvas import Colour, Size, cached, mix, rounded_rect_mask, shape_mask, soft_shadow, tinted
from scenes.art.frames import clipped, metal_frame
from scenes.art.roundels import roundel
from scenes.art.textures import cloth, vignette
from scenes.art.verraeter.looks import ACTION_BACK, SUPPLY_BACK
from scenes.art.verraeter.symbols import BUILDING_SYMBOLS, CROSSED_SWORDS

BUILDING_METAL = {"estate": "gold", "trading_house": "silver"}


@cached(maxsize=64)
def building(side: str, colour: Colour, size: Size) -> pygame.Surface:
    """A building of a seat's ``colour`` showing ``side`` ("estate" or "trading_house"), at ``size``; with a soft
    shadow inside its surface, so it sits on the felt."""
    width, height = size
    unit = min(size) / 100
    pad = max(2, round(unit * 8))
    plaque = (width - 2 * pad, height - 2 * pad)
    radius = unit * 14
    shape = rounded_rect_mask(plaque, radius)
    ground = cloth(plaque, colour, seed=73).copy()
    vignette(ground, palette.EDGE, 140, 0.35)
    side_px = round(min(plaque) * 0.8)
    ink = tinted(shape_mask(BUILDING_SYMBOLS[side], (side_px, side_px)), palette.IVORY)
    edge = tinted(shape_mask(BUILDING_SYMBOLS[side], (side_px, side_px)), mix(colour, palette.EDGE, 0.7))
    spot = (round((plaque[0] - side_px) / 2), round((plaque[1] - side_px) / 2))
    ground.blit(edge, (spot[0] + max(1, round(unit * 2)), spot[1] + max(1, round(unit * 2))))
    ground.blit(ink, spot)
    piece = pygame.Surface(size, pygame.SRCALPHA)
    piece.blit(soft_shadow(shape, pad, 150), (round(pad * 0.4), round(pad * 0.8)))
    body = clipped(ground, shape)
    body.blit(metal_frame(plaque, max(1.0, unit * 6), radius, BUILDING_METAL[side]), (0, 0))
    piece.blit(body, (pad, pad))
    return piece


@cached(maxsize=16)
def conflict_marker(diameter: int) -> pygame.Surface:
    """The conflict marker: crossed swords on a red iron disc (VR-6); larger than ``diameter`` by its shadow."""
    return roundel(diameter, (120, 28, 30), CROSSED_SWORDS, palette.SILVER_LIGHT, "silver", charge_share=0.7)


def action_back(size: Size) -> pygame.Surface:
    """The back of an action card: midnight blue under a crest (cached by ``royal_back``)."""
    return royal_back(size, ACTION_BACK, "crest")


def supply_back(size: Size) -> pygame.Surface:
    """The back of a supply card: brown under a sun (cached by ``royal_back``)."""
    return royal_back(size, SUPPLY_BACK, "sun")
