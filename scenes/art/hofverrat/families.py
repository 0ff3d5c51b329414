"""Each family's look: a field colour for its cards and a symbol, so that no information rests on colour alone.

The hues follow ``game.hofverrat.cards.FAMILIES`` (stag brown, toad green, butterfly violet, carp orange,
nightingale blue, hare grey), deepened into jewel tones that carry ivory symbols and gold frames well.
"""

from __future__ import annotations

import dataclasses

from scenes.art.canvas import Colour, mix
from scenes.art.hofverrat.symbols import SYMBOLS
from scenes.art.paths import Shape


@dataclasses.dataclass(frozen=True)
class FamilyLook:
    """How one family is drawn: its card field, a deep shade for plaques and ink, and its symbol."""

    key: str
    field: Colour
    symbol: Shape

    @property
    def deep(self) -> Colour:
        """The field darkened: plaques, the symbol on ivory, shadows."""
        return mix(self.field, (10, 6, 8), 0.45)

    @property
    def light(self) -> Colour:
        """The field lightened: the damask pattern woven into the card's ground."""
        return mix(self.field, (255, 240, 210), 0.22)


FIELDS: dict[str, Colour] = {
    "stag": (122, 72, 36),
    "toad": (58, 104, 50),
    "butterfly": (102, 64, 148),
    "carp": (194, 104, 34),
    "nightingale": (42, 86, 146),
    "hare": (98, 104, 112),
}

LOOKS: dict[str, FamilyLook] = {key: FamilyLook(key, field, SYMBOLS[key]) for key, field in FIELDS.items()}
"""Family key (as in ``game.hofverrat.cards.FAMILIES``) → its look, in the rulebook's order."""

ROLE_MARKS: dict[str, str | None] = {
    "plain": None,
    "noble": "crown",
    "spy": "mask",
    "assassin": "dagger",
    "guard": "shield",
}
"""Role (as in ``game.hofverrat.cards``) → the icon in its card's corners; plain courtiers carry none."""
