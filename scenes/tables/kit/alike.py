"""Decisions over cards that are alike: drags and multi-selects in which equal cards are interchangeable.

Some titles hold several cards that are the same for the rules (Verräter's supply cards are only values: two 4s are
one choice). Each sprite still has its own key, and a route names particular sprites (its ``item``, its ``picks``);
with ``Decisions`` alone a person could drag only the first of two 4s, and one who clicks the second 4 instead of the
first would find no action to confirm. ``AlikeDecisions`` lets any sprite alike (``alike(key)``) to a route's item be
dragged in its stead, and compares a selection with a route's picks by what the cards are, one for one, so whichever
of equal cards is taken counts. Everything else is the kit's ``Decisions`` unchanged.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable, Iterable
from typing import Any

from game.core import Action
from scenes.tables.kit.affordances import Decisions
from scenes.tables.kit.board import Key

TRADING = "kit.alike.trading"
"""A key no sprite has, held for a moment while two alike sprites trade keys."""

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

    def items(self) -> tuple[Key, ...]:
        """Every sprite alike to a route's item, in the board's order: any of equal cards may be dragged."""
        kinds = {self.alike(item) for item in self._items}
        return tuple(key for key in self.board.order() if self.alike(key) in kinds) if kinds else ()

    def stands_for(self, item: Key | None, route_item: Key | None) -> bool:
        """Any card alike to the route's item takes it."""
        return item == route_item or (
            item is not None and route_item is not None and self.alike(item) == self.alike(route_item)
        )

    def play(self, action: Action, item: Key | None) -> bool:
        """Play ``action`` (True when played, as ``Decisions.play``); a stand-in that was dragged first trades keys
        with the route's own sprite, so the card that flies on is the one the person let go, wherever the title's
        animation looks for it. A refused move (a lesson's other move) trades them back and sends the stand-in home."""
        route = self.routes.get(action)
        if route is None or item is None or route.item is None or item == route.item:
            return super().play(action, item)
        self._trade_keys(item, route.item)
        if super().play(action, route.item):
            return True
        self._trade_keys(item, route.item)
        self.dragdrop.snap_back(item)
        return False

    def _trade_keys(self, first: Key, second: Key) -> None:
        board = self.board
        parked = (TRADING, first)
        board.rekey(first, parked)
        board.rekey(second, first)
        board.rekey(parked, second)

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
