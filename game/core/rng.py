"""A small seeded random number generator that is part of a game's state.

Why our own and not ``random.Random``: its state is one integer, so cloning a state (which the AI does millions of
times) and writing it to JSON cost nothing, and its sequence is fixed by this file rather than by the Python version,
so a saved game replays the same on every installation. SplitMix64 (Steele, Lea & Flood 2014) passes BigCrush,
which is more than enough for shuffling cards.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


class Rng:
    """Deterministic SplitMix64 generator; same seed, same sequence, on every platform."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def next64(self) -> int:
        """Return the next 64-bit unsigned integer."""
        self.state = z = (self.state + _GOLDEN) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Return an integer in ``range(n)``; ``n`` must be positive.

        Multiply-and-shift (Lemire): the bias is below n / 2**64, invisible for card games.
        """
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        return (self.next64() * n) >> 64

    def choice(self, items: Sequence[T]) -> T:
        """Return one element of a non-empty sequence, each equally likely."""
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle a list in place (Fisher-Yates)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def shuffled(self, items: Sequence[T]) -> list[T]:
        """Return a shuffled copy of ``items``."""
        copy = list(items)
        self.shuffle(copy)
        return copy

    def fork(self) -> Rng:
        """Return a new generator seeded from this one, for an independent stream (this one advances once)."""
        return Rng(self.next64())

    def clone(self) -> Rng:
        """Return a generator at the same point of the same sequence."""
        return Rng(self.state)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and other.state == self.state

    def __hash__(self) -> int:
        return hash(self.state)

    def __repr__(self) -> str:
        return f"Rng(state={self.state:#x})"
