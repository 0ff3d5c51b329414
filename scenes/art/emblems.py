"""Court emblems as vector shapes, and their rendering in raised gold or silver: crown, fleur-de-lis, crest, sun,
moon, star and laurel. Titles use them for card backs, mission headers, mats and menus."""

from __future__ import annotations

import math

import pygame

from scenes.art import palette
from scenes.art.canvas import Size, cached, filled, gradient, relief, shape_mask
from scenes.art.paths import Shape, cut, fill, groove, line, placed


def _star_path(cx: float, cy: float, outer: float, inner: float, points: int, turn: float = -90.0) -> str:
    corners = []
    for i in range(points * 2):
        radius = outer if i % 2 == 0 else inner
        angle = math.radians(turn + i * 180 / points)
        corners.append(f"{cx + radius * math.cos(angle):.2f} {cy + radius * math.sin(angle):.2f}")
    return "M " + " L ".join(corners) + " Z"


def _sun_rays() -> str:
    """Sixteen rays around the sun's disc, long and short by turns."""
    rays = []
    for i in range(16):
        angle = 2 * math.pi * i / 16
        length = 46 if i % 2 == 0 else 38
        spread = 0.11 if i % 2 == 0 else 0.09
        tip = (50 + length * math.cos(angle), 50 + length * math.sin(angle))
        left = (50 + 18 * math.cos(angle - spread * 2.2), 50 + 18 * math.sin(angle - spread * 2.2))
        right = (50 + 18 * math.cos(angle + spread * 2.2), 50 + 18 * math.sin(angle + spread * 2.2))
        rays.append(f"M {left[0]:.2f} {left[1]:.2f} L {tip[0]:.2f} {tip[1]:.2f} L {right[0]:.2f} {right[1]:.2f} Z")
    return " ".join(rays)


def _laurel_leaves() -> tuple:
    """Leaves along the left branch, from the bottom round to the top, outward and inward by turns (mirrored)."""
    leaves = []
    for i in range(9):
        angle = math.radians(105 + 140 * i / 8)
        x, y = 50 + 36 * math.cos(angle), 56 + 38 * math.sin(angle)
        heading = angle + math.pi / 2 + (-0.6 if i % 2 == 0 else 0.6)
        length = 13 - i * 0.4
        tip = (x + length * math.cos(heading), y + length * math.sin(heading))
        side = heading + math.pi / 2
        middle = (x + length * 0.5 * math.cos(heading), y + length * 0.5 * math.sin(heading))
        bulge = length * 0.42
        left = (middle[0] + bulge * math.cos(side), middle[1] + bulge * math.sin(side))
        right = (middle[0] - bulge * math.cos(side), middle[1] - bulge * math.sin(side))
        leaves.append(
            fill(
                f"M {x:.2f} {y:.2f} Q {left[0]:.2f} {left[1]:.2f} {tip[0]:.2f} {tip[1]:.2f} "
                f"Q {right[0]:.2f} {right[1]:.2f} {x:.2f} {y:.2f} Z",
                mirror=True,
            )
        )
    return tuple(leaves)


CROWN: Shape = (
    fill("M 16 68 L 10 30 L 31 50 L 50 20 L 69 50 L 90 30 L 84 68 Z"),
    fill("M 15 70 L 85 70 L 83 82 L 17 82 Z"),
    fill("O 10 28 5.5"),
    fill("O 90 28 5.5"),
    fill("O 50 17 6"),
    cut("O 50 76 3"),
    cut("O 33 76 2.4"),
    cut("O 67 76 2.4"),
    cut("M 50 38 L 56 52 L 50 62 L 44 52 Z"),
)

FLEUR_DE_LIS: Shape = (
    fill("M 50 4 C 61 16 64 32 55 50 L 45 50 C 36 32 39 16 50 4 Z"),
    fill(
        "M 45 54 C 40 42 30 34 20 36 C 11 38 8 48 13 56 C 17 61 24 61 27 56 C 22 57 18 54 19 49 "
        "C 21 43 30 43 36 50 C 39 53 41 56 43 60 Z",
        mirror=True,
    ),
    fill("M 28 54 L 72 54 L 72 63 L 28 63 Z"),
    fill("M 45 63 L 55 63 C 55 74 58 82 63 90 L 37 90 C 42 82 45 74 45 63 Z"),
    fill("M 43 63 C 38 72 30 76 24 74 C 28 80 36 82 42 76 Z", mirror=True),
    groove("M 50 14 L 50 46", 1.6),
)

SUN: Shape = (
    fill(_sun_rays()),
    fill("O 50 50 19"),
    cut("O 50 50 15"),
    fill("O 50 50 12.5"),
)

MOON: Shape = (
    fill(
        "M 56 12 C 34 14 18 30 18 52 C 18 74 36 90 58 90 C 70 90 80 85 86 77 C 58 80 40 64 40 44 C 40 30 46 18 56 12 Z"
    ),
    fill(_star_path(72, 28, 9, 3.6, 5)),
    fill(_star_path(84, 52, 5.5, 2.2, 5)),
)

STAR: Shape = (fill(_star_path(50, 52, 46, 19, 5)),)

CREST: Shape = (
    fill("M 22 34 L 78 34 C 78 62 72 80 50 96 C 28 80 22 62 22 34 Z"),
    groove("M 28 40 L 72 40 C 72 62 67 76 50 89 C 33 76 28 62 28 40 Z", 1.6),
    *placed(FLEUR_DE_LIS, 32, 40, 0.36, as_cut=True),
    fill("M 26 28 L 22 8 L 36 20 L 50 4 L 64 20 L 78 8 L 74 28 Z"),
    fill("O 22 7 3.2"),
    fill("O 78 7 3.2"),
    fill("O 50 4 3.6"),
)

LAUREL: Shape = (
    line("M 47 94 C 28 91 14 76 14 56 C 14 42 19 31 27 22", 2.4, mirror=True),
    *_laurel_leaves(),
)

EMBLEMS: dict[str, Shape] = {
    "crown": CROWN,
    "fleur_de_lis": FLEUR_DE_LIS,
    "sun": SUN,
    "moon": MOON,
    "star": STAR,
    "crest": CREST,
    "laurel": LAUREL,
}

METALS = {"gold": palette.GOLD_RAMP, "silver": palette.SILVER_RAMP}


@cached(maxsize=128)
def emblem(name: str, size: Size, metal: str = "gold") -> pygame.Surface:
    """The emblem ``name`` in raised ``metal`` ("gold" or "silver"), fitted into ``size``; cached."""
    ramp = METALS[metal]
    mask = shape_mask(EMBLEMS[name], size)
    face = filled(mask, gradient(size, ramp))
    depth = max(1.0, min(size) / 40)
    return relief(mask, face, ramp[3], palette.EDGE, depth)
