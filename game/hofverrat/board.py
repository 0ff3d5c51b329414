"""Where cards lie in Hof-Verrat: the royal table's columns and sides, the districts, and the areas of a turn.

A card in play has a *place*: a royal table spot ``column * 2 + side`` (below ``SPOTS``), the district of seat ``s``
(``SPOTS + s``), or ``ELIMINATED``. For assassins (HV-14) places group into *areas*: area 0 is the whole royal table,
area ``1 + s`` the district of seat ``s``.
"""

from __future__ import annotations

from game.hofverrat.cards import ALL_CARDS, FAMILIES, FAMILY_OF, IS_SPY

QUEEN = len(FAMILIES)
"""The Queen's column of the royal table, in the middle, where spies are placed face down (HV-4, HV-13)."""

COLUMNS = len(FAMILIES) + 1
UPPER = 0
LOWER = 1
SIDES: tuple[str, str] = ("upper", "lower")
"""The two sides of every column: upper is esteem (Ansehen), lower is disgrace (Ungnade)."""

SIDE_INDEX: dict[str, int] = {name: index for index, name in enumerate(SIDES)}

SPOTS = COLUMNS * 2
"""Places on the royal table: one per column and side, numbered ``column * 2 + side``."""
QUEEN_SPOT = QUEEN * 2
"""The first royal table place that is not a family's: the Queen's column, where spies lie face down."""

ELIMINATED = -1
"""The place of a card an assassin has eliminated: out of the game for good (HV-14)."""

TABLE_AREA = 0

TABLE = "table"
OWN = "own"
OPPONENT = "opponent"
TURN_AREAS: tuple[str, str, str] = (TABLE, OWN, OPPONENT)
"""The three areas a turn plays into, one card each (HV-9): the royal table, one's own district, one opponent's."""

COLUMN_OF: tuple[int, ...] = tuple(QUEEN if IS_SPY[card] else FAMILY_OF[card] for card in ALL_CARDS)
"""Where a card goes at the royal table: its family's column, or the Queen's column for a spy (HV-13)."""


def district_place(seat: int) -> int:
    """The place of a card in the district of ``seat``."""
    return SPOTS + seat


def area_of(place: int) -> int:
    """The assassin's area of a place in play: 0 for the royal table, ``1 + seat`` for a district."""
    return TABLE_AREA if place < SPOTS else 1 + place - SPOTS
