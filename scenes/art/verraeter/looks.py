"""How Verräter's things are told apart: each house by a colour *and* an emblem, each landscape by its picture and its
colours, each action card by its field and its charge.

Keys are those of ``game.verraeter.data``; the colours live here, in one place, so the table's hovers and panels can
use the same ones as the cards.
"""

from __future__ import annotations

import dataclasses

from scenes.art import palette
from scenes.art.canvas import Colour, mix
from scenes.art.paths import Shape
from scenes.art.verraeter.symbols import ACTION_SYMBOLS, HOUSE_SYMBOLS, LANDSCAPE_SYMBOLS


@dataclasses.dataclass(frozen=True)
class HouseLook:
    """A princely house: its field colour, its emblem and the emblem's ink (gold eagle on blue, ivory rose on red)."""

    key: str
    field: Colour
    emblem: Shape
    ink: Colour

    @property
    def deep(self) -> Colour:
        """The field darkened: the roundels' ground and the text colour of the house's numbers."""
        return mix(self.field, (10, 6, 8), 0.4)

    @property
    def light(self) -> Colour:
        """The field lightened: the damask on allegiance cards and the house's half of the tally."""
        return mix(self.field, (255, 240, 210), 0.3)


HOUSES: dict[str, HouseLook] = {
    "eagle": HouseLook("eagle", (40, 66, 126), HOUSE_SYMBOLS["eagle"], palette.GOLD_LIGHT),
    "rose": HouseLook("rose", (150, 36, 54), HOUSE_SYMBOLS["rose"], palette.IVORY),
}
"""House key → its look; blue and red are told apart by most colour-blind eyes too, and the emblems always are."""


@dataclasses.dataclass(frozen=True)
class LandscapeLook:
    """A landscape's picture: a sky above its ground, and the picture's ink."""

    key: str
    sky: Colour
    ground: Colour
    ink: Colour
    picture: Shape


LANDSCAPES: dict[str, LandscapeLook] = {
    key: LandscapeLook(key, sky, ground, ink, LANDSCAPE_SYMBOLS[key])
    for key, sky, ground, ink in (
        ("city", (214, 206, 190), (152, 142, 128), (58, 50, 48)),
        ("village", (236, 210, 160), (184, 136, 84), (86, 46, 28)),
        ("forest", (196, 214, 170), (84, 124, 66), (22, 54, 28)),
        ("river", (206, 224, 234), (82, 132, 178), (18, 46, 86)),
        ("pasture", (226, 234, 178), (138, 174, 86), (46, 78, 28)),
        ("wasteland", (232, 214, 176), (176, 146, 104), (86, 64, 44)),
    )
}

ACTION_FIELDS: dict[str, Colour] = {
    "traitor": (58, 34, 72),
    "diplomat_2": (34, 98, 104),
    "diplomat_5": (26, 72, 92),
    "builder": (128, 82, 42),
    "strategist": (104, 30, 42),
    "farmer": (118, 112, 36),
}
"""Action card → the field of its card; the two diplomats share a charge and differ by their big +2 / +5."""

ACTIONS: dict[str, tuple[Colour, Shape]] = {key: (field, ACTION_SYMBOLS[key]) for key, field in ACTION_FIELDS.items()}

SUPPLY_FIELD: Colour = (150, 112, 66)
"""The supply cards' sackcloth."""
STRATEGY_FIELD: Colour = (46, 84, 62)
START_FIELD: Colour = (132, 96, 34)
ACTION_BACK: Colour = palette.NIGHT
SUPPLY_BACK: Colour = (96, 70, 40)
