"""The shown seat's hand keeps its gaps while its person plays several cards in one turn.

A hand laid out afresh after every card re-centres: the cards left slide along, so the card a person meant to take
next is no longer under the pointer and the next drag misses (Verräter's supply phase plays up to five cards in a
turn, Hof-Verrat three). ``HandSlots`` remembers which place in the row each card was laid at and keeps it there
while the seat is still to move: a card played leaves a gap, a card drawn (or one back after an undo) takes the first
free place, and the row grows only when the hand does. Once the turn is over (another seat to move) the hand is laid
out afresh, centred again.

A card is known by its sprite, not by its key: a title may rename its hand's keys as cards come and go (Verräter
counts equal values again from 0), and the sprite a person let go keeps its own place through such a rename.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

from scenes.tables.kit.board import HAND, Board, Key
from scenes.tables.kit.holders import Home, Point

Row = Callable[[int], list[Point]]
"""A title's hand row: the centres of ``count`` hand cards side by side (its geometry's ``hand_homes``)."""


class HandSlots:
    """Where each hand card lies in the row, kept through one turn of the shown seat."""

    def __init__(self) -> None:
        self.slots: dict[Hashable, int] = {}
        """Hand card (its sprite, or its key before it has one) → its place in the row."""
        self.width = 0
        """How many places the row has: the most cards the hand has held this turn."""

    def place(self, places: dict[Key, Home], board: Board, row: Row, keep: bool) -> dict[Key, Home]:
        """``places`` with every hand card moved to its kept place in ``row`` (changed in place and returned). A card
        keeps its place while its sprite is still in the hand, even when ``places`` leaves it out (Hof-Verrat parks
        a card at the place it is about to take until its victim is chosen, and may send it back). With ``keep``
        False (the turn is over) or no card kept, the hand is laid out afresh over as many places as it has cards."""
        hand = [key for key in places if key[0] == HAND]
        cards = {key: board.sprites.get(key, key) for key in hand}
        staying = {*cards.values(), *(sprite for key, sprite in board.sprites.items() if key[0] == HAND)}
        kept = {card: slot for card, slot in self.slots.items() if keep and card in staying}
        new = [key for key in hand if cards[key] not in kept]
        self.width = max(self.width, len(kept) + len(new)) if kept else len(hand)
        free = [slot for slot in range(self.width) if slot not in kept.values()]
        for key in new:
            kept[cards[key]] = free.pop(0)
        self.slots = kept
        spots = row(self.width)
        for key in hand:
            home = places[key]
            places[key] = Home(spots[kept[cards[key]]], home.size, home.card)
        return places
