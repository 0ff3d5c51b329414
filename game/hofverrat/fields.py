"""The data of a game of Hof-Verrat in progress: hands, pile, the cards in play, and whose turn it is; no rule.

This is the floor of the title's package: the rule steps (``awaiting``, ``invariants``) read and change these
fields and name this class in their type hints, and ``state.HofVerratState`` stands on it and on them, so that no
module below the contract class imports it back. See ``state`` for what the fields mean.
"""

from __future__ import annotations

from typing import Any, Self

from game.core import Action, Result, Rng
from game.hofverrat.counts import PlayCounts
from game.hofverrat.view import Strike


class HofVerratFields:
    """Every field of one game of Hof-Verrat, with the copies and the queries that read nothing but them."""

    def __init__(self, players: int, rng: Rng) -> None:
        self.players = players
        self.rng = rng
        self.hands: list[list[int]] = [[] for _ in range(players)]
        self.pile: list[int] = []
        self.removed: tuple[int, ...] = ()
        self.missions: tuple[tuple[str, str], ...] = ()
        self.unused_missions: tuple[str, ...] = ()
        self.starting_seat = 0
        self.seat: int | None = 0
        self.turn_areas: list[str] = []
        self.cards: list[int] = []
        self.place: list[int] = []
        self.played_by: list[int] = []
        self.targets: list[list[int]] = [[] for _ in range(players + 1)]
        self.eliminated: list[int] = []
        self.strikes: list[Strike] = []
        self.counts = PlayCounts.empty(players)
        self._legal: tuple[Action, ...] | None = None
        self._result: Result | None = None

    @property
    def to_move(self) -> int | None:
        """The seat whose turn it is, or None once the game is over."""
        return self.seat

    @property
    def placements_left(self) -> int:
        """How many placements the game still holds: every card in a hand or in the pile is placed once (HV-9)."""
        return sum(map(len, self.hands)) + len(self.pile)

    @property
    def over(self) -> bool:
        """True once the pile is empty and nobody holds a card (HV-11)."""
        return self.seat is None

    def clone(self) -> Self:
        """An independent copy, built by hand for speed (the AI clones constantly)."""
        copy = type(self).__new__(type(self))
        copy.players = self.players
        copy.rng = self.rng.clone()
        copy.hands = [list(hand) for hand in self.hands]
        copy.pile = list(self.pile)
        copy.removed = self.removed
        copy.missions = self.missions
        copy.unused_missions = self.unused_missions
        copy.starting_seat = self.starting_seat
        copy.seat = self.seat
        copy.turn_areas = list(self.turn_areas)
        copy.cards = list(self.cards)
        copy.place = list(self.place)
        copy.played_by = list(self.played_by)
        copy.targets = [list(targets) for targets in self.targets]
        copy.eliminated = list(self.eliminated)
        copy.strikes = list(self.strikes)
        copy.counts = self.counts.copy()
        copy._legal = self._legal
        copy._result = self._result
        return copy

    def snapshot(self) -> dict[str, Any]:
        """The whole state as fresh JSON data, hidden facts and the Rng included."""
        return {
            "rng": self.rng.state,
            "hands": [list(hand) for hand in self.hands],
            "pile": list(self.pile),
            "removed": list(self.removed),
            "missions": [list(missions) for missions in self.missions],
            "unused_missions": list(self.unused_missions),
            "starting_seat": self.starting_seat,
            "seat": self.seat,
            "turn_areas": list(self.turn_areas),
            "cards": list(self.cards),
            "place": list(self.place),
            "played_by": list(self.played_by),
            "eliminated": list(self.eliminated),
            "strikes": [[strike.assassin, strike.victim, strike.place] for strike in self.strikes],
        }
