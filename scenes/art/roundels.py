"""Roundels: a metal-rimmed disc carrying a charge (a symbol, an emblem, a role mark).

The card faces' big central medallion, their corner indices, the mats' column heads and the mission headers are all
roundels, so they share one look: a soft shadow, a polished rim lit from the top left, a textured ground, and the
charge in relief.
"""

from __future__ import annotations

import pygame

from scenes.art import palette
from scenes.art.canvas import Colour, blank, cached, filled, relief, shape_mask, soft_shadow, tinted
from scenes.art.emblems import METALS
from scenes.art.frames import clipped, metal_sheen, ring_mask
from scenes.art.paths import Shape
from scenes.art.textures import cloth, parchment


def _disc_mask(diameter: int, inset: float) -> pygame.Surface:
    return ring_mask((diameter, diameter), inset, diameter, diameter / 2)


@cached(maxsize=128)
def roundel(
    diameter: int,
    ground: Colour,
    charge: Shape,
    ink: Colour,
    metal: str = "gold",
    rim_share: float = 0.075,
    charge_share: float = 0.74,
    paper: bool = False,
) -> pygame.Surface:
    """A disc ``diameter`` pixels across: metal rim, ``ground`` (cloth, or parchment when ``paper``), and
    ``charge`` in ``ink`` filling ``charge_share`` of it. The surface is larger than the disc by its shadow."""
    size = (diameter, diameter)
    rim = max(1.0, diameter * rim_share)
    pad = max(2, diameter // 14)
    surface = blank((diameter + 2 * pad, diameter + 2 * pad))
    disc = _disc_mask(diameter, 0)
    surface.blit(soft_shadow(disc, pad, 170), (round(pad * 0.3), round(pad * 0.6)))
    inner = _disc_mask(diameter, rim)
    texture = parchment(size, ground, seed=diameter, edge=70) if paper else cloth(size, ground, seed=diameter)
    surface.blit(clipped(texture, inner), (pad, pad))
    charge_side = round(diameter * charge_share)
    offset = (diameter - charge_side) // 2
    box = pygame.Rect(offset, offset, charge_side, charge_side)
    symbol = shape_mask(charge, size, box)
    depth = max(1.0, diameter / 110)
    charge_face = tinted(symbol, ink)
    light = tuple(min(255, channel + 60) for channel in ink)
    surface.blit(relief(symbol, charge_face, light, palette.EDGE, depth), (pad, pad))
    ring = ring_mask(size, 0, rim, diameter / 2)
    ramp = METALS[metal]
    face = filled(ring, metal_sheen(size, metal))
    surface.blit(relief(ring, face, ramp[3], palette.EDGE, max(1.0, rim / 5)), (pad, pad))
    return surface


def roundel_pad(diameter: int) -> int:
    """How far a roundel's surface reaches beyond its disc on each side (for its shadow)."""
    return max(2, diameter // 14)
