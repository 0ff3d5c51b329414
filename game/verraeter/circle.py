"""The circle of 12 landscapes: which borders are contested, and which landscapes a conflict site pits."""

from __future__ import annotations

from collections.abc import Sequence

from game.verraeter.data import CIRCLE_SIZE, EAGLE, ESTATE


def contested_borders(houses: Sequence[str]) -> tuple[int, ...]:
    """Every border between two neighbouring landscapes of different houses; border ``b`` lies after position ``b``.

    Empty only when one house owns all 12 landscapes (VR-27).
    """
    return tuple(border for border in range(CIRCLE_SIZE) if houses[border] != houses[(border + 1) % CIRCLE_SIZE])


def site_positions(houses: Sequence[str], border: int) -> tuple[int, int]:
    """The positions of the Adler and the Rose landscape at a contested ``border``, in that order."""
    after = (border + 1) % CIRCLE_SIZE
    return (border, after) if houses[border] == EAGLE else (after, border)


def one_house_owns_all(houses: Sequence[str]) -> bool:
    """True when every landscape shows the same house: the game ends early (VR-24)."""
    return len(set(houses)) == 1


def estates_under_own_house(
    owners: Sequence[int | None], sides: Sequence[str | None], houses: Sequence[str], seat: int, house: str
) -> int:
    """How many of ``seat``'s Gutshöfe lie under landscapes showing ``house`` (its allegiance: they draw, VR-21)."""
    count = 0
    for position, owner in enumerate(owners):
        if owner == seat and sides[position] == ESTATE and houses[position] == house:
            count += 1
    return count
