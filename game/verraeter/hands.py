"""Supply cards are interchangeable by value, so hands and piles are multisets of values; these are their helpers."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from functools import lru_cache
from itertools import combinations


def take_cards(cards: list[int], taken: Iterable[int]) -> None:
    """Remove each of ``taken`` from ``cards`` once; the caller has checked that they are there."""
    for value in taken:
        cards.remove(value)


def forget_cards(known: list[int], gone: Iterable[int]) -> None:
    """Remove what is still listed of ``gone`` from ``known``, a lower bound of a hand that may hold more."""
    for value in gone:
        if value in known:
            known.remove(value)


def holds(cards: Iterable[int], wanted: Iterable[int]) -> bool:
    """True when ``cards`` contains every one of ``wanted``, counting repeats."""
    return not Counter(wanted) - Counter(cards)


@lru_cache(maxsize=4096)
def selections(hand: tuple[int, ...], smallest: int, largest: int) -> tuple[tuple[int, ...], ...]:
    """Every distinct choice of ``smallest``..``largest`` cards from the sorted ``hand``, ascending, by size first."""
    return tuple(
        choice
        for size in range(smallest, min(largest, len(hand)) + 1)
        for choice in sorted(set(combinations(hand, size)))
    )
