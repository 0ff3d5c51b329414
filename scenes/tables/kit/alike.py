"""Decisions over cards that are alike: a multi-select in which equal cards are interchangeable.

Some titles hold several cards that are the same for the rules (Verräter's supply cards are only values: two 4s are
one choice). Each sprite still has its own key, and a route's ``picks`` name particular sprites; with ``Decisions``
alone a person who clicks the second 4 instead of the first would find no action to confirm. ``AlikeDecisions``
compares a selection with a route's picks by what the cards are (``alike(key)``), one for one, so whichever of equal
cards is clicked counts. Everything else is the kit's ``Decisions`` unchanged.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable, Iterable
from typing import Any

from game.core import Action
from scenes.tables.kit.affordances import Decisions
from scenes.tables.kit.board import Key

Alike = Callable[[Key], Hashable]
"""What a sprite is for the rules (two sprites with equal answers are interchangeable)."""


def alike_count(keys: Iterable[Key], alike: Alike) -> Counter:
    """How many cards of each kind ``keys`` name."""
    return Counter(alike(key) for key in keys)


class AlikeDecisions(Decisions):
    """``Decisions`` whose multi-selects match by kind of card, not by sprite."""

    def __init__(self, *args: Any, alike: Alike) -> None:
        super().__init__(*args)
        self.alike = alike

    def confirmable(self) -> Action | None:
        """The action whose picks are alike, one for one, to the selection, if any."""
        chosen = alike_count(self.selected, self.alike)
        return next(
            (
                action
                for action, route in self.routes.items()
                if route.picks and alike_count(route.picks, self.alike) == chosen
            ),
            None,
        )
