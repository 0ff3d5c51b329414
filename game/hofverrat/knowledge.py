"""What a player can work out from their view alone: counts at the royal table, standings so far, missions met now.

These are the numbers a careful player would keep in their head; the table shows them on hover and beside each column.
Face-down spies are unknown, so they count for no family until the end (HV-13): "so far" always means "as far as you
can see". A mission's verdict "now" uses the same counting as the scoring (``game.hofverrat.missions``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from game.hofverrat.board import QUEEN
from game.hofverrat.cards import FAMILIES, FAMILY_OF, ROLE_COUNTS, ROLE_OF, WEIGHT_OF
from game.hofverrat.missions import Tally, judge
from game.hofverrat.scoring import standing
from game.hofverrat.view import HofVerratView, PlayedCard

FAMILY_KEYS: tuple[str, ...] = tuple(family.key for family in FAMILIES)
QUEEN_KEY = "queen"
COLUMN_KEYS: tuple[str, ...] = (*FAMILY_KEYS, QUEEN_KEY)
"""Column index (as in ``game.hofverrat.board``) → the key the layouts and the art use."""


@dataclasses.dataclass(frozen=True)
class ColumnCount:
    """One column as far as the seat can see: its weighted upper and lower counts (nobles two) and cards per side."""

    upper: int
    lower: int
    cards_upper: int
    cards_lower: int

    @property
    def standing(self) -> str:
        """The standing these counts give (HV-17): esteemed, disgraced or neutral."""
        return standing(self.upper, self.lower)


Table = Sequence[Sequence[Sequence[PlayedCard]]]
"""A royal table as a view holds it: ``table[column][side]`` lists the cards lying there."""


def column_counts(table: Table) -> tuple[ColumnCount, ...]:
    """Every column's counts; the Queen's column counts its face-down spies (one each, family unknown)."""
    counts = []
    for column, (upper, lower) in enumerate(table):
        if column == QUEEN:
            counts.append(ColumnCount(len(upper), len(lower), len(upper), len(lower)))
        else:
            counts.append(ColumnCount(_weight(upper), _weight(lower), len(upper), len(lower)))
    return tuple(counts)


def _weight(cards: Sequence[PlayedCard]) -> int:
    return sum(WEIGHT_OF[shown.card] for shown in cards if shown.card is not None)


def standings_now(view: HofVerratView) -> tuple[str, ...]:
    """Each family's standing from the cards face up at the royal table (spies in the Queen's column left out)."""
    return tuple(count.standing for count in column_counts(view.table)[: len(FAMILIES)])


def tally_now(view: HofVerratView) -> Tally:
    """The missions' tally of the table as the seat sees it: face-up district cards only."""
    family_counts = []
    role_counts = []
    for district in view.districts:
        families = [0] * len(FAMILIES)
        roles = dict.fromkeys((role for role, _ in ROLE_COUNTS), 0)
        for shown in district:
            if shown.card is not None:
                families[FAMILY_OF[shown.card]] += 1
                roles[ROLE_OF[shown.card]] += 1
        family_counts.append(tuple(families))
        role_counts.append(roles)
    return Tally(standings_now(view), tuple(family_counts), tuple(role_counts))


def missions_now(view: HofVerratView, seat: int) -> list[tuple[str, bool, dict]]:
    """``seat``'s missions with whether each would be met if the game ended now, and the facts behind it.

    Empty when the seat's missions are not visible in ``view``.
    """
    missions = view.missions[seat]
    if missions is None:
        return []
    tally = tally_now(view)
    return [(mission, *judge(mission, seat, tally)) for mission in missions]
