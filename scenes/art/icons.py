"""Small pictures that say one thing: role marks (crown, mask, dagger, shield) and the tables' and menus' icons.

``icon`` draws one flat in a single colour (for buttons and text lines, where the widget decides the colour);
``mark`` draws one in raised metal (for card corners and plaques). Both are cached per size.
"""

from __future__ import annotations

import math

import pygame

from scenes.art import palette
from scenes.art.canvas import Colour, Size, cached, filled, gradient, relief, shape_mask, tinted
from scenes.art.emblems import CROWN, METALS
from scenes.art.paths import Shape, cut, fill, groove, line


def _gear_path() -> str:
    corners = []
    teeth = 8
    for i in range(teeth * 4):
        angle = 2 * math.pi * i / (teeth * 4) - math.pi / 2
        radius = 44 if i % 4 in (1, 2) else 33
        corners.append(f"{50 + radius * math.cos(angle):.2f} {50 + radius * math.sin(angle):.2f}")
    return "M " + " L ".join(corners) + " Z"


MASK: Shape = (
    fill(
        "M 50 38 C 60 26 80 22 96 30 C 98 48 90 64 74 70 C 64 74 56 68 50 62 "
        "C 44 68 36 74 26 70 C 10 64 2 48 4 30 C 20 22 40 26 50 38 Z"
    ),
    cut("M 15 44 C 21 36 33 36 42 46 C 34 53 21 53 15 44 Z", mirror=True),
    fill("M 28 28 C 20 18 20 8 28 0 C 30 8 36 16 40 28 Z"),
    line("M 88 62 C 92 72 92 82 88 98", 3.6),
)

DAGGER: Shape = (
    # Laid diagonally, with a long tapering blade and a short guard, so it never reads as an upright cross.
    fill("M 37 31 L 31 37 L 84 94 L 94 84 Z"),
    fill("M 41 27 L 27 41 L 86 92 L 92 86 Z"),
    fill("M 94 94 L 82 90 L 90 82 Z"),
    groove("M 38 38 L 84 84", 1.8),
    fill("M 18 44 L 24 50 L 50 24 L 44 18 Z"),
    fill("O 17 47 5"),
    fill("O 47 17 5"),
    fill("M 17 25 L 25 17 L 35 27 L 27 35 Z"),
    groove("M 21 25 L 25 21 M 26 30 L 30 26", 1.3),
    fill("O 12 12 8"),
)

SHIELD: Shape = (
    # A heater shield charged with a chevron: no cross on it, so it is never taken for the assassin's mark.
    fill("M 10 8 C 30 13 70 13 90 8 C 92 48 82 76 50 97 C 18 76 8 48 10 8 Z"),
    groove("M 18 16 C 34 20 66 20 82 16 C 83 48 75 70 50 88 C 25 70 17 48 18 16 Z", 2.4),
    cut("M 24 62 L 50 36 L 76 62 L 76 74 L 50 48 L 24 74 Z"),
)

TICK: Shape = (line("M 14 54 L 38 78 L 86 22", 13.0),)
CROSS: Shape = (line("M 20 20 L 80 80 M 80 20 L 20 80", 13.0),)
UNDO: Shape = (
    line("M 30 38 L 62 38 C 78 38 88 50 88 62 C 88 76 78 86 62 86 L 40 86", 9.0),
    fill("M 36 16 L 36 60 L 8 38 Z"),
)
HINT: Shape = (
    fill("O 42 42 30"),
    cut("O 42 42 21"),
    line("M 64 64 L 88 88", 12.0),
    fill("M 36 30 C 38 26 44 24 48 26 C 42 28 38 32 36 38 Z"),
)
HOURGLASS: Shape = (
    fill("M 18 6 L 82 6 L 82 14 L 18 14 Z M 18 86 L 82 86 L 82 94 L 18 94 Z"),
    fill("M 25 14 L 75 14 C 75 34 58 44 56 50 C 58 56 75 66 75 86 L 25 86 C 25 66 42 56 44 50 C 42 44 25 34 25 14 Z"),
    cut("M 32 20 L 68 20 C 66 34 54 42 52 50 C 54 58 66 66 68 80 L 32 80 C 34 66 46 58 48 50 C 46 42 34 34 32 20 Z"),
    fill("M 38 30 L 62 30 C 58 38 52 42 50 48 C 48 42 42 38 38 30 Z"),
    fill("M 50 56 L 52 70 C 58 72 64 76 66 80 L 34 80 C 36 76 42 72 48 70 Z"),
)
SCROLL: Shape = (
    fill(
        "M 24 14 L 76 14 C 84 14 88 20 88 26 L 88 28 L 76 28 L 76 80 C 76 90 68 94 60 94 L 16 94 "
        "C 8 94 4 88 4 82 L 4 78 L 24 78 Z"
    ),
    cut("M 30 34 L 68 34 L 68 38 L 30 38 Z M 30 46 L 68 46 L 68 50 L 30 50 Z M 30 58 L 60 58 L 60 62 L 30 62 Z"),
    cut("O 76 22 4"),
    cut("M 12 84 L 60 84 C 56 86 56 88 58 90 L 16 90 C 12 90 10 86 12 84 Z"),
)
DECK: Shape = (
    fill(
        "M 30 8 L 84 8 C 88 8 90 10 90 14 L 90 80 C 90 84 88 86 84 86 L 30 86 C 26 86 24 84 24 80 L 24 14 "
        "C 24 10 26 8 30 8 Z"
    ),
    cut("M 32 16 L 82 16 L 82 78 L 32 78 Z"),
    fill("M 36 20 L 78 20 L 78 74 L 36 74 Z"),
    cut("M 57 30 L 68 47 L 57 64 L 46 47 Z"),
    fill("M 10 22 L 18 22 L 18 92 L 76 92 L 76 96 L 14 96 C 12 96 10 94 10 92 Z"),
)
GEAR: Shape = (fill(_gear_path()), cut("O 50 50 14"))
SOUND: Shape = (
    fill("M 8 36 L 28 36 L 52 14 L 52 86 L 28 64 L 8 64 Z"),
    line("M 64 34 C 72 42 72 58 64 66", 6.0),
    line("M 76 22 C 92 38 92 62 76 78", 6.0),
)
MUTE: Shape = (
    fill("M 8 36 L 28 36 L 52 14 L 52 86 L 28 64 L 8 64 Z"),
    line("M 64 36 L 90 64 M 90 36 L 64 64", 7.0),
)

ICONS: dict[str, Shape] = {
    "crown": CROWN,
    "mask": MASK,
    "dagger": DAGGER,
    "shield": SHIELD,
    "tick": TICK,
    "cross": CROSS,
    "undo": UNDO,
    "hint": HINT,
    "hourglass": HOURGLASS,
    "scroll": SCROLL,
    "deck": DECK,
    "gear": GEAR,
    "sound": SOUND,
    "mute": MUTE,
}


@cached(maxsize=256)
def icon(name: str, size: Size, colour: Colour = palette.INK) -> pygame.Surface:
    """The icon ``name`` flat in ``colour``, fitted into ``size``; cached."""
    return tinted(shape_mask(ICONS[name], size), colour)


@cached(maxsize=256)
def mark(name: str, size: Size, metal: str = "gold") -> pygame.Surface:
    """The icon ``name`` in raised ``metal`` with a dark rim, so it reads on any ground; cached."""
    ramp = METALS[metal]
    mask = shape_mask(ICONS[name], size)
    rim = pygame.transform.gaussian_blur(tinted(mask, palette.EDGE), max(1, min(size) // 24))
    face = filled(mask, gradient(size, ramp))
    raised = relief(mask, face, ramp[3], palette.EDGE, max(1.0, min(size) / 36))
    rim.blit(raised, (0, 0))
    return rim
