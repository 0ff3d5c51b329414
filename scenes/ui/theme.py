"""The collection's look as data: a royal court in deep wine, gold, parchment and dark wood.

Every screen and widget takes its colours, spacing and font sizes from here, so the look stays one look. The names
are part of the front end's contract (card art and tables import them): add names freely, rename none.
"""

from __future__ import annotations

Colour = tuple[int, int, int]

LOGICAL_SIZE = (1920, 1080)
"""Every scene lays out and draws in these units; the app scales the result to the window, keeping the aspect ratio."""

# Wine and burgundy: the court's walls and banners.
WINE_DEEP: Colour = (34, 10, 20)
WINE_DARK: Colour = (58, 16, 32)
WINE: Colour = (92, 24, 46)
BURGUNDY: Colour = (128, 30, 52)
BURGUNDY_LIGHT: Colour = (164, 52, 72)

# Gold: frames, titles, the focus.
GOLD_DARK: Colour = (138, 100, 40)
GOLD: Colour = (212, 170, 82)
GOLD_LIGHT: Colour = (244, 214, 140)
GOLD_PALE: Colour = (250, 236, 196)

# Parchment: panels to read on.
PARCHMENT: Colour = (236, 222, 188)
PARCHMENT_DARK: Colour = (212, 190, 146)
PARCHMENT_EDGE: Colour = (170, 138, 90)

# Dark wood: tables, button wells.
WOOD_DARK: Colour = (40, 26, 18)
WOOD: Colour = (74, 48, 30)
WOOD_LIGHT: Colour = (112, 76, 46)

# Text.
INK: Colour = (44, 26, 20)
INK_SOFT: Colour = (96, 70, 52)
TEXT_LIGHT: Colour = (244, 232, 208)
TEXT_MUTED: Colour = (186, 160, 140)
TEXT_DISABLED: Colour = (120, 100, 96)

# Signals: never the only carrier of meaning (a word or a symbol goes with them).
ALERT: Colour = (200, 72, 56)
SUCCESS: Colour = (112, 160, 88)
SHADOW: Colour = (10, 4, 8)
LETTERBOX: Colour = (12, 6, 9)

# Families of seat and player colours, for tables and the setup screen.
SEAT_COLOURS: tuple[Colour, ...] = (
    (196, 72, 64),
    (72, 118, 176),
    (98, 150, 84),
    (206, 164, 64),
    (140, 92, 160),
    (62, 152, 150),
    (196, 112, 56),
    (150, 150, 150),
    (170, 80, 120),
)

# Spacing, in logical pixels.
SPACE_XS = 6
SPACE_S = 12
SPACE_M = 24
SPACE_L = 40
SPACE_XL = 64
RADIUS = 10
FRAME_WIDTH = 3

# Font sizes, in logical pixels (at 1280×720 they show at two thirds of this).
SIZE_SMALL = 26
SIZE_BODY = 32
SIZE_LABEL = 34
SIZE_BUTTON = 40
SIZE_HEADING = 52
SIZE_TITLE = 76
SIZE_DISPLAY = 132

# Font faces: files in assets/fonts (EB Garamond, SIL OFL).
FACE_REGULAR = "EBGaramond12-Regular.ttf"
FACE_ITALIC = "EBGaramond12-Italic.ttf"
FACE_CAPS = "EBGaramondSC12-Regular.ttf"
FACE_INITIALS = "EBGaramond-Initials.ttf"

# Motion, in seconds at normal animation speed.
HOVER_FADE = 0.12
TOOLTIP_DELAY = 0.55
