"""The material of Hofnar as data: the King's mood cards (HN-3), the amusement deck (HN-4) and the deal table (HN-6).

Card ids ("F01", "I13", "S20") name the leading category and the row of the rules file's table; the titles of the
acts are in the translation catalogues, under ``acts.act_key(card)``.
"""

from __future__ import annotations

import dataclasses

FUNNY = "funny"
"""Grappig: counts the funny stars."""
INTERESTING = "interesting"
"""Interessant: counts the interesting stars."""
SPECTACLE = "spectacle"
"""Spektakel: counts the spectacle stars."""
DRUNK = "drunk"
"""Dronken: counts every star, and the lowest total wins (HN-11)."""

CATEGORIES = (FUNNY, INTERESTING, SPECTACLE)
MOODS = (FUNNY, INTERESTING, SPECTACLE, DRUNK)
"""The four moods, in the order the King's choices are listed."""
MOOD_CARDS = (FUNNY, FUNNY, INTERESTING, INTERESTING, SPECTACLE, SPECTACLE, DRUNK)
"""The seven mood cards (gemoedskaarten) of HN-3."""


@dataclasses.dataclass(frozen=True, slots=True)
class AmusementCard:
    """An amusement card (amusementskaart): an act rated with 0–3 stars in each category."""

    id: str
    funny: int
    interesting: int
    spectacle: int

    @property
    def total(self) -> int:
        """Every star of the card: what a Drunk King counts."""
        return self.funny + self.interesting + self.spectacle

    def score(self, mood: str) -> int:
        """The card's score under ``mood``: the stars of that category, or the total when the King is Drunk."""
        return self.total if mood == DRUNK else getattr(self, mood)


DECK = tuple(
    AmusementCard(*row)
    for row in (
        ("F01", 3, 0, 0), ("F02", 3, 1, 0), ("F03", 3, 0, 1), ("F04", 3, 1, 1), ("F05", 3, 2, 0),
        ("F06", 3, 0, 2), ("F07", 3, 2, 1), ("F08", 3, 1, 2), ("F09", 2, 0, 0), ("F10", 2, 1, 0),
        ("F11", 2, 0, 1), ("F12", 2, 1, 1), ("F13", 2, 2, 0), ("F14", 2, 0, 2), ("F15", 2, 2, 1),
        ("F16", 2, 1, 2), ("F17", 1, 0, 0), ("F18", 1, 1, 0), ("F19", 1, 0, 1), ("F20", 1, 1, 1),
        ("I01", 0, 3, 0), ("I02", 0, 3, 1), ("I03", 1, 3, 0), ("I04", 1, 3, 1), ("I05", 0, 3, 2),
        ("I06", 2, 3, 0), ("I07", 1, 3, 2), ("I08", 2, 3, 1), ("I09", 0, 2, 0), ("I10", 0, 2, 1),
        ("I11", 1, 2, 0), ("I12", 1, 2, 1), ("I13", 0, 2, 2), ("I14", 2, 2, 0), ("I15", 1, 2, 2),
        ("I16", 2, 2, 1), ("I17", 0, 1, 0), ("I18", 0, 1, 1), ("I19", 1, 1, 0), ("I20", 1, 1, 1),
        ("S01", 0, 0, 3), ("S02", 1, 0, 3), ("S03", 0, 1, 3), ("S04", 1, 1, 3), ("S05", 2, 0, 3),
        ("S06", 0, 2, 3), ("S07", 2, 1, 3), ("S08", 1, 2, 3), ("S09", 0, 0, 2), ("S10", 1, 0, 2),
        ("S11", 0, 1, 2), ("S12", 1, 1, 2), ("S13", 2, 0, 2), ("S14", 0, 2, 2), ("S15", 2, 1, 2),
        ("S16", 1, 2, 2), ("S17", 0, 0, 1), ("S18", 1, 0, 1), ("S19", 0, 1, 1), ("S20", 1, 1, 1),
    )
)  # fmt: skip
CARDS = {card.id: card for card in DECK}
CARD_IDS = tuple(card.id for card in DECK)
SCORES = {card.id: {mood: card.score(mood) for mood in MOODS} for card in DECK}
"""``SCORES[card][mood]``: the score table the rounds look up, computed once."""


@dataclasses.dataclass(frozen=True, slots=True)
class Deal:
    """What each jester starts with at one player count (HN-6)."""

    cards: int
    lives: int


DEALS = {3: Deal(5, 3), 4: Deal(5, 2), 5: Deal(7, 2), 6: Deal(4, 1), 7: Deal(5, 1), 8: Deal(6, 1), 9: Deal(7, 1)}
"""HN-6 by number of players; cards = jesters × lives − 1, the most rounds a game can last."""

RANDOM_KING = "random"
KING_CHOICES = (RANDOM_KING, *range(9))
"""The "king" option: dealt at random (HN-5), or the seat that chose to be King (HN-5's offer)."""
