"""Hofnar's colours: one per mood (and category of stars), and each jester's two-coloured motley.

Colour never carries meaning alone: every mood and category also has its symbol, every jester his attribute and name.
"""

from __future__ import annotations

import dataclasses

from scenes.art.canvas import Colour, mix
from scenes.art.hofnar.symbols import ATTRIBUTES, MOOD_SYMBOLS
from scenes.art.paths import Shape


@dataclasses.dataclass(frozen=True)
class MoodLook:
    """How a mood (or category of stars) is drawn: its colour and its symbol."""

    key: str
    field: Colour
    symbol: Shape

    @property
    def deep(self) -> Colour:
        """The field darkened: the ground of roundels, and ink on parchment."""
        return mix(self.field, (10, 6, 8), 0.3)

    @property
    def light(self) -> Colour:
        """The field lightened: the symbol's lattice on the mood card, a lit row of stars."""
        return mix(self.field, (255, 240, 210), 0.35)


MOOD_FIELDS: dict[str, Colour] = {
    "funny": (214, 122, 22),
    "interesting": (44, 84, 156),
    "spectacle": (172, 40, 40),
    "drunk": (108, 44, 116),
}
MOOD_LOOKS: dict[str, MoodLook] = {key: MoodLook(key, field, MOOD_SYMBOLS[key]) for key, field in MOOD_FIELDS.items()}
"""Mood key (as in ``game.hofnar.cards.MOODS``) → its look."""


@dataclasses.dataclass(frozen=True)
class CourtLook:
    """How a court card is drawn: the motley's two colours and the attribute beside the figure."""

    key: str
    first: Colour
    second: Colour
    attribute: Shape | None


JESTER_LOOKS: dict[str, CourtLook] = {
    key: CourtLook(key, first, second, ATTRIBUTES[key])
    for key, first, second in (
        ("perkeo", (150, 40, 52), (208, 166, 66)),
        ("triboulet", (108, 44, 116), (70, 138, 84)),
        ("sommers", (42, 82, 146), (214, 192, 126)),
        ("armstrong", (50, 112, 62), (196, 96, 42)),
        ("hudson", (196, 112, 42), (62, 72, 136)),
        ("stanczyk", (52, 52, 64), (176, 44, 54)),
        ("chicot", (62, 132, 150), (152, 62, 122)),
        ("fleeman", (122, 82, 42), (62, 124, 112)),
    )
}
"""Jester key (as in ``game.hofnar.jesters``) → his look."""

KING_LOOK = CourtLook("king", (96, 24, 46), (212, 170, 82), None)
"""The King (or Queen): wine and gold, the court's own colours."""
