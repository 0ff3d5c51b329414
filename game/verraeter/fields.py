"""The data of one game of Verräter: everything on the table and in the hands, and whose decision it is; no rule.

This is the floor of the title's package: the rule steps (``flow``, ``legal``, ``view``, ``scoring``, ``undo`` and
the modules under them) read and change these fields and name this class in their type hints, and
``state.VerraeterState`` composes them into the core's contract on top, so that no step imports the state back.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import Any, Self

from game.core import Action, Rng, ScoreLine, to_json
from game.verraeter.data import (
    ACTION_CARDS,
    BUILDINGS_PER_PLAYER,
    CIRCLE_SIZE,
    GAME_OVER,
    HAND_LIMIT,
    HOUSES,
    LANDSCAPE_COUNTS,
    MAX_PLAYED_SUPPLY,
    MAX_TRADING_HOUSES,
    ROUNDS,
    SUPPLY_COUNTS,
    TRADING_HOUSE,
)
from game.verraeter.hands import holds

CLOCKWISE = {
    players: tuple(tuple((start + step) % players for step in range(players)) for start in range(players))
    for players in ROUNDS
}
"""Player count → start player → every seat clockwise from the start player."""


class VerraeterFields:
    """One game of Verräter. Seats sit clockwise: the seat to the left of ``s`` is ``s + 1``.

    Supply cards are ints (their conflict points), houses, landscapes, action cards and building sides are the
    strings of ``data``. Landscapes never move: ``landscapes[p]`` is the type at circle position ``p`` and
    ``houses[p]`` the side it shows now. A building is known by its position: ``building_owner[p]`` and
    ``building_side[p]`` (None when the landscape is free); ``stock[s]`` counts the buildings not yet placed.
    """

    def __init__(self, players: int, rng: Rng, landscapes: tuple[str, ...], equal_start: bool) -> None:
        self.players = players
        self.rng = rng
        self.equal_start = equal_start
        self.landscapes = landscapes
        self.round = 0
        self.phase = ""
        self.mover: int | None = None
        self.turn = 0
        """How many seats have had their turn in the current phase, in its order (from the start player, or the
        drawing order in phase 10)."""
        self.start = 0
        self.strategy_holder = 0
        self.allegiance: list[str] = []
        self.points = [0] * players
        self.lines: list[ScoreLine] = []
        self.houses: list[str] = []
        self.building_owner: list[int | None] = [None] * CIRCLE_SIZE
        self.building_side: list[str | None] = [None] * CIRCLE_SIZE
        self.stock = [BUILDINGS_PER_PLAYER] * players
        self.hands: list[list[int]] = [[] for _ in range(players)]
        self.known: list[list[int]] = [[] for _ in range(players)]
        """Cards everyone knows a seat still holds (from the "equal start" deal): a public lower bound of its hand."""
        self.played: list[list[int]] = [[] for _ in range(players)]
        self.draw_pile: list[int] = []
        self.pile_source: list[int] | None = None
        """The open discard pile that the last reshuffle turned into the draw pile (None before any reshuffle)."""
        self.drawn_since: list[list[int]] = [[] for _ in range(players)]
        """The cards each seat drew since the last reshuffle; only that seat knows them."""
        self.discard_pile: list[int] = []
        self.border: int | None = None
        self.aside: str | None = None
        self.picks: list[str | None] = [None] * players
        self.picks_made = 0
        self.revealed = False
        self.draw_order: list[int] = []
        self.entitled = [0] * players
        self.drawn = [0] * players
        self.cached_legal: tuple[Action, ...] | None = None

    @property
    def to_move(self) -> int | None:
        """The seat that must decide now, or None when the game is over."""
        return self.mover

    @property
    def over(self) -> bool:
        """True once the Kontor bonus has been scored."""
        return self.phase == GAME_OVER

    def order_from_start(self) -> tuple[int, ...]:
        """Every seat, clockwise from the start player."""
        return CLOCKWISE[self.players][self.start]

    def seat_with(self, card: str) -> int | None:
        """The seat that took action card ``card`` this round, or None."""
        return self.picks.index(card) if card in self.picks else None

    def trading_houses(self, seat: int) -> int:
        """How many Kontore ``seat`` has under the circle."""
        sides = self.building_side
        count = 0
        for position, owner in enumerate(self.building_owner):
            if owner == seat and sides[position] == TRADING_HOUSE:
                count += 1
        return count

    def offered_to(self, seat: int) -> tuple[str, ...]:
        """The action cards passed to ``seat`` in this round's draft; empty before its turn or outside a draft."""
        if self.aside is None:
            return ()
        if seat == self.mover and self.picks_made < self.players:
            return self.offer()
        place = (seat - self.start) % self.players
        if place >= self.picks_made:
            return ()
        taken_before = {self.picks[(self.start + step) % self.players] for step in range(place)}
        return tuple(card for card in ACTION_CARDS if card != self.aside and card not in taken_before)

    def offer(self) -> tuple[str, ...]:
        """The action cards still on offer in the draft: neither set aside nor taken."""
        return _still_on_offer(self.aside, tuple(self.picks))

    def clone(self) -> Self:
        """An independent copy, field by field (the AI clones states very often)."""
        copy = type(self).__new__(type(self))
        copy.__dict__.update(self.__dict__)
        copy.rng = self.rng.clone()
        copy.allegiance = self.allegiance[:]
        copy.points = self.points[:]
        copy.lines = self.lines[:]
        copy.houses = self.houses[:]
        copy.building_owner = self.building_owner[:]
        copy.building_side = self.building_side[:]
        copy.stock = self.stock[:]
        copy.hands = [hand[:] for hand in self.hands]
        copy.known = [cards[:] for cards in self.known]
        copy.played = [cards[:] for cards in self.played]
        copy.draw_pile = self.draw_pile[:]
        copy.drawn_since = [cards[:] for cards in self.drawn_since]
        copy.discard_pile = self.discard_pile[:]
        copy.picks = self.picks[:]
        copy.draw_order = self.draw_order[:]
        copy.entitled = self.entitled[:]
        copy.drawn = self.drawn[:]
        return copy

    def snapshot(self) -> dict[str, Any]:
        """The whole state, hidden facts and the Rng included, as fresh JSON data."""
        return {
            "rng": self.rng.state,
            "equal_start": self.equal_start,
            "round": self.round,
            "phase": self.phase,
            "mover": self.mover,
            "turn": self.turn,
            "start": self.start,
            "strategy_holder": self.strategy_holder,
            "allegiance": list(self.allegiance),
            "points": list(self.points),
            "lines": to_json(self.lines),
            "landscapes": list(self.landscapes),
            "houses": list(self.houses),
            "building_owner": list(self.building_owner),
            "building_side": list(self.building_side),
            "stock": list(self.stock),
            "hands": [list(hand) for hand in self.hands],
            "known": [list(cards) for cards in self.known],
            "played": [list(cards) for cards in self.played],
            "draw_pile": list(self.draw_pile),
            "pile_source": None if self.pile_source is None else list(self.pile_source),
            "drawn_since": [list(cards) for cards in self.drawn_since],
            "discard_pile": list(self.discard_pile),
            "border": self.border,
            "aside": self.aside,
            "picks": list(self.picks),
            "picks_made": self.picks_made,
            "revealed": self.revealed,
            "draw_order": list(self.draw_order),
            "entitled": list(self.entitled),
            "drawn": list(self.drawn),
        }

    def invariant_violations(self) -> list[str]:
        """Every supply card, building and action card accounted for once; every count in its range."""
        found = []
        supply = Counter(self.draw_pile) + Counter(self.discard_pile)
        for seat in range(self.players):
            supply += Counter(self.hands[seat]) + Counter(self.played[seat])
            if len(self.hands[seat]) > HAND_LIMIT:
                found.append(f"seat {seat} holds {len(self.hands[seat])} supply cards")
            if len(self.played[seat]) > MAX_PLAYED_SUPPLY:
                found.append(f"seat {seat} played {len(self.played[seat])} supply cards")
            if not holds(self.hands[seat], self.known[seat]):
                found.append(f"seat {seat} lacks cards everyone knows it holds")
            placed = self.building_owner.count(seat)
            if self.stock[seat] < 0 or self.stock[seat] + placed != BUILDINGS_PER_PLAYER:
                found.append(f"seat {seat} has {placed} buildings placed and {self.stock[seat]} in stock")
            if self.trading_houses(seat) > MAX_TRADING_HOUSES:
                found.append(f"seat {seat} owns more than {MAX_TRADING_HOUSES} Kontore")
            if self.allegiance[seat] not in HOUSES:
                found.append(f"seat {seat} has no allegiance")
            if sum(line.points for line in self.lines if line.seat == seat) != self.points[seat]:
                found.append(f"seat {seat}'s points differ from its score lines")
        if supply != SUPPLY_COUNTS:
            found.append("a supply card was lost or duplicated")
        if self.pile_source is not None:
            for seat in range(self.players):
                if not holds(self.pile_source, [*self.draw_pile, *self.drawn_since[seat]]):
                    found.append(f"the draw pile and seat {seat}'s recent draws did not come from the last reshuffle")
        if len(self.houses) != CIRCLE_SIZE or any(house not in HOUSES for house in self.houses):
            found.append("the circle does not hold 12 landscapes")
        if Counter(self.landscapes) != LANDSCAPE_COUNTS:
            found.append("the circle does not hold two landscapes of each type")
        for position in range(CIRCLE_SIZE):
            if (self.building_owner[position] is None) != (self.building_side[position] is None):
                found.append(f"the building at position {position} is half there")
        action_cards = [card for card in [self.aside, *self.picks] if card is not None]
        if len(set(action_cards)) != len(action_cards) or not set(action_cards) <= set(ACTION_CARDS):
            found.append("an action card was lost or duplicated")
        if sum(card is not None for card in self.picks) != self.picks_made:
            found.append("the count of action cards taken is wrong")
        return found


@lru_cache(maxsize=4096)
def _still_on_offer(aside: str | None, picks: tuple[str | None, ...]) -> tuple[str, ...]:
    """The draft's offer, listed once per set-aside card and picks so far (a few thousand), as it is asked for often."""
    return tuple(card for card in ACTION_CARDS if card != aside and card not in picks)
