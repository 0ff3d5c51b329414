"""The table as the screen shows it right now: a copy of a view's public structure that events move on step by step.

The table animates a move event by event; between two steps the screen must show the position after the first (the
pile one card shorter, the hand one card smaller), which no view describes. ``Shown`` is built from a view and
changed by the same events the view's seat saw, so what is drawn always follows the events, never a diff of states.
After each move the table rebuilds it from the new view, which it agrees with.
"""

from __future__ import annotations

import copy
import dataclasses

from game.core import Event
from game.hofverrat.board import QUEEN, SIDE_INDEX
from game.hofverrat.cards import FAMILY_OF
from game.hofverrat.events import CardEliminated, CardsDrawn, PlayedToDistrict, PlayedToTable, TurnStarted
from game.hofverrat.view import HofVerratView, PlayedCard


@dataclasses.dataclass
class Shown:
    """What the screen shows of one seat's table: hand, counts, and the cards at the royal table and in districts."""

    seat: int
    hand: list[int]
    hand_sizes: list[int]
    pile: int
    table: list[list[list[PlayedCard]]]
    districts: list[list[PlayedCard]]
    to_move: int | None
    turn_areas: list[str]

    @property
    def players(self) -> int:
        """How many seats play."""
        return len(self.hand_sizes)

    @classmethod
    def from_view(cls, view: HofVerratView) -> Shown:
        """The table exactly as ``view`` shows it."""
        return cls(
            seat=view.seat,
            hand=list(view.hand),
            hand_sizes=list(view.hand_sizes),
            pile=view.pile_size,
            table=[[list(side) for side in column] for column in view.table],
            districts=[list(district) for district in view.districts],
            to_move=view.to_move,
            turn_areas=list(view.turn_areas),
        )

    def copy(self) -> Shown:
        """An independent copy (to try a placement out without changing what is shown)."""
        return copy.deepcopy(self)

    def apply(self, event: Event, own_card: int | None = None) -> None:
        """Move the table on by one event; ``own_card`` names the hand card this seat just played face down (the
        event hides it, even from its player, HV-13)."""
        if isinstance(event, PlayedToTable):
            self._leave_hand(event.seat, event.card if event.card is not None else own_card)
            self.table[event.column][SIDE_INDEX[event.side]].append(PlayedCard(event.serial, event.card))
            self.turn_areas.append("table")
        elif isinstance(event, PlayedToDistrict):
            self._leave_hand(event.seat, event.card if event.card is not None else own_card)
            self.districts[event.district].append(PlayedCard(event.serial, event.card))
            self.turn_areas.append("own" if event.district == event.seat else "opponent")
        elif isinstance(event, CardEliminated):
            self.remove(event.target)
        elif isinstance(event, CardsDrawn):
            self.pile = event.pile_left
            self.hand_sizes[event.seat] += event.count
            if event.seat == self.seat and event.cards is not None:
                self.hand.extend(event.cards)
        elif isinstance(event, TurnStarted):
            self.to_move = event.seat
            self.turn_areas = []

    def _leave_hand(self, seat: int, card: int | None) -> None:
        self.hand_sizes[seat] -= 1
        if seat == self.seat and card in self.hand:
            self.hand.remove(card)

    def stamp(self) -> tuple:
        """The shown table as a value: equal stamps show the same counts, hands and cards."""
        return (
            self.pile,
            tuple(self.hand_sizes),
            tuple(tuple(tuple(side) for side in column) for column in self.table),
            tuple(tuple(district) for district in self.districts),
            self.to_move,
        )

    def card_of(self, serial: int) -> int | None:
        """The card id of a card in play, None while it lies face down."""
        for cards in self._rows():
            for shown in cards:
                if shown.serial == serial:
                    return shown.card
        raise KeyError(serial)

    def remove(self, serial: int) -> None:
        """Take a card out of play (an assassin's victim)."""
        for cards in self._rows():
            for index, shown in enumerate(cards):
                if shown.serial == serial:
                    del cards[index]
                    return

    def reveal(self, serial: int, card: int) -> None:
        """Turn a face-down spy face up where it lies (HV-16)."""
        for cards in self._rows():
            for index, shown in enumerate(cards):
                if shown.serial == serial:
                    cards[index] = PlayedCard(serial, card)
                    return

    def join_family(self, serial: int, card: int) -> None:
        """Move a revealed spy from the Queen's column to its family's column, on the same side (HV-16)."""
        for side, cards in enumerate(self.table[QUEEN]):
            for index, shown in enumerate(cards):
                if shown.serial == serial:
                    del cards[index]
                    self.table[FAMILY_OF[card]][side].append(PlayedCard(serial, card))
                    return

    def _rows(self) -> list[list[PlayedCard]]:
        return [cards for sides in self.table for cards in sides] + self.districts
