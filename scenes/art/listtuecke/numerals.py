"""Lining numerals as vector shapes, for ranks and tile values.

The collection's typeface sets old-style figures, in which "11" and "12" read like Roman numerals and "1" like a
small capital I; a card's rank must read at a glance, so the digits are drawn as engraved strokes instead.
"""

from __future__ import annotations

from functools import lru_cache

from scenes.art.paths import Shape, line, placed

STROKE = 11.0
DIGITS: dict[str, str] = {
    "0": "E 50 50 22 39",
    "1": "M 36 26 L 54 11 L 54 90 M 36 90 L 72 90",
    "2": "M 28 30 C 28 16 40 10 50 10 C 62 10 72 18 72 30 C 72 46 56 60 28 90 L 74 90",
    "3": "M 28 20 C 36 12 44 10 52 10 C 64 10 72 18 72 30 C 72 42 62 48 50 48 C 64 48 74 56 74 68 "
    "C 74 82 64 90 50 90 C 40 90 32 86 26 80",
    "4": "M 62 90 L 62 10 L 24 66 L 78 66",
    "5": "M 70 10 L 34 10 L 30 46 C 36 42 44 40 52 40 C 66 40 74 50 74 64 C 74 80 64 90 50 90 C 40 90 32 86 26 80",
    "6": "M 68 16 C 62 12 56 10 50 10 C 34 10 26 28 26 52 C 26 76 36 90 50 90 C 64 90 74 80 74 66 "
    "C 74 52 64 44 52 44 C 40 44 30 50 26 60",
    "7": "M 26 10 L 74 10 C 60 34 50 60 44 90",
    "8": "E 50 29 18 19 E 50 68 23 22",
    "9": "M 32 84 C 38 88 44 90 50 90 C 66 90 74 72 74 48 C 74 24 64 10 50 10 C 36 10 26 20 26 34 "
    "C 26 48 36 56 48 56 C 60 56 70 50 74 40",
}
"""Each digit as a stroke path in the 100 × 100 box, about 50 wide and 80 tall."""

ADVANCE = 0.56
"""How far apart the digits of a number stand, as a share of one digit's box."""


@lru_cache(maxsize=64)
def numeral_shape(number: str) -> Shape:
    """``number`` (digits only) as one shape, its digits side by side and the whole centred in the box."""
    count = len(number)
    scale = 1.0 if count == 1 else min(0.95, 1.0 / (1 + ADVANCE * (count - 1)) * 1.1)
    width = scale * 100 * (1 + ADVANCE * (count - 1))
    left = (100 - width) / 2
    top = (100 - scale * 100) / 2
    layers = []
    for index, digit in enumerate(number):
        layers += placed((line(DIGITS[digit], STROKE),), left + index * ADVANCE * 100 * scale, top, scale)
    return tuple(layers)
