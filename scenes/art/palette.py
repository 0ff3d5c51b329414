"""The art's colours: the theme's court colours plus the ramps that make metal, felt, wood and paper look real.

Screen colours (wine, gold, parchment, wood, ink) come from ``scenes.ui.theme`` so that art and widgets stay one look;
this module adds only what drawing needs beyond them: multi-stop ramps for gold and silver, and the cloth colours.
"""

from __future__ import annotations

from scenes.ui import theme

Colour = tuple[int, int, int]

GOLD = theme.GOLD
GOLD_DARK = theme.GOLD_DARK
GOLD_LIGHT = theme.GOLD_LIGHT
GOLD_PALE = theme.GOLD_PALE
GOLD_DEEP: Colour = (92, 62, 22)
GOLD_RAMP: tuple[Colour, ...] = (GOLD_DEEP, GOLD_DARK, GOLD_LIGHT, GOLD_PALE, GOLD, GOLD_DARK, GOLD_DEEP)
"""Top to bottom of a polished gold bar: dark rims, a bright band off centre."""

SILVER_DEEP: Colour = (62, 66, 78)
SILVER_DARK: Colour = (112, 118, 132)
SILVER: Colour = (176, 182, 194)
SILVER_LIGHT: Colour = (226, 230, 238)
SILVER_RAMP: tuple[Colour, ...] = (
    SILVER_DEEP,
    SILVER_DARK,
    SILVER_LIGHT,
    (246, 248, 252),
    SILVER,
    SILVER_DARK,
    SILVER_DEEP,
)

PARCHMENT = theme.PARCHMENT
PARCHMENT_DARK = theme.PARCHMENT_DARK
PARCHMENT_EDGE = theme.PARCHMENT_EDGE
IVORY: Colour = (246, 236, 212)
"""The light charge colour on cards: warmer and softer than white."""
INK = theme.INK
INK_SOFT = theme.INK_SOFT

WINE_DEEP = theme.WINE_DEEP
WINE = theme.WINE
BURGUNDY = theme.BURGUNDY
WOOD_DARK = theme.WOOD_DARK
WOOD = theme.WOOD
WOOD_LIGHT = theme.WOOD_LIGHT

FELT_ROYAL: Colour = (30, 74, 56)
"""The royal table's cloth: a deep green baize."""
FELT_WINE: Colour = (96, 26, 44)
NIGHT: Colour = (28, 30, 52)
"""The dark missions' ground: a midnight blue."""
NIGHT_DEEP: Colour = (16, 16, 30)
ROYAL_BLUE: Colour = (30, 40, 92)
EDGE: Colour = (22, 14, 12)
"""The thin dark line around every card, which separates cards lying on each other."""
