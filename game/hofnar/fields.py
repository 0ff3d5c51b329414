"""The data of a game of Hofnar: the table, the hands, the King's moods, and the steps still to come; no rule.

This is the floor of the title's package: the rule steps (``flow``, ``effects``, ``awaiting``, ``refusals``,
``scoring``, ``view``) read and change these fields and name this class in their type hints, and
``state.HofnarState`` composes them into the core's contract on top, so that no step imports the state back.
"""

from __future__ import annotations

from typing import Any, Self

from game.core import Action, Event, Rng
from game.hofnar import undo
from game.hofnar.cards import CARD_IDS, MOOD_CARDS
from game.hofnar.knowledge import Knowledge
from game.hofnar.outcome import RoundOutcome

Step = tuple
"""An agenda step: its kind first, then the public facts it needs (a seat, an effect)."""


class HofnarFields:
    """One game of Hofnar. Seats sit clockwise in seat order; ``lives[seat]`` is 0 for the King and the beheaded."""

    def __init__(self, players: int, rng: Rng, king: int, jesters: tuple[str | None, ...], max_lives: int) -> None:
        self.players = players
        self.rng = rng
        self.king = king
        self.jesters = jesters
        self.seat_of = {jester: seat for seat, jester in enumerate(jesters) if jester is not None}
        self.max_lives = max_lives
        self.lives = [0 if jester is None else max_lives for jester in jesters]
        self.hands: list[list[str]] = [[] for _ in range(players)]
        self.stock: list[str] = []
        self.discard: list[str] = []
        self.table: list[tuple[int, str]] = []
        self.cards_hidden = False
        self.moods = list(MOOD_CARDS)
        self.mood: str | None = None
        self.mood_shown = False
        self.mood_discard: list[str] = []
        self.mood_discard_face_down: list[str] = []
        self.round = 0
        self.final = False
        self.favourite: int | None = None
        self.protected: int | None = None
        self.order: tuple[int, ...] = ()
        self.spent: frozenset[str] = frozenset()
        self.fallen: tuple[int, ...] = ()
        self.known: Knowledge = ()
        self.agenda: list[Step] = []
        self.pending: tuple[tuple[int, str, int | None], ...] = ()
        self.swap: tuple[int, int] | None = None
        self.scores: tuple[tuple[int, int], ...] = ()
        self.winner: int | None = None
        self.winner_by: int | None = None
        self.loser: int | None = None
        self.loser_by: int | None = None
        self.loser_reason: str | None = None
        self.spared: int | None = None
        self.tie_side: str | None = None
        self.tied: tuple[int, ...] = ()
        self.draws: tuple[tuple[int, int], ...] = ()
        self.rounds: tuple[RoundOutcome, ...] = ()
        self.hofnar: int | None = None
        self.how: str | None = None
        self.seat_to_move: int | None = None
        self.legal: tuple[Action, ...] = ()
        self.opening_events: tuple[Event, ...] = ()
        self.undo: undo.Trail = undo.START
        """What the seat to move may take back, kept by ``apply`` (see ``game.hofnar.undo``)."""

    @property
    def to_move(self) -> int | None:
        """The seat that decides the step on top of the agenda; None once the game is over."""
        return self.seat_to_move

    @property
    def over(self) -> bool:
        """True once a Hofnar is known (HN-17, HN-31)."""
        return self.hofnar is not None

    # Helpers shared by the steps.

    def in_game(self) -> list[int]:
        """The jesters still in the game, in seat order."""
        return [seat for seat in range(self.players) if self.lives[seat] > 0]

    def clockwise_from(self, seat: int) -> tuple[int, ...]:
        """The jesters still in the game, clockwise starting at ``seat`` (or the first one after it)."""
        return tuple(
            following
            for following in ((seat + offset) % self.players for offset in range(self.players))
            if self.lives[following] > 0
        )

    def schedule(self, *steps: Step) -> None:
        """Put ``steps`` on top of the agenda, to run in the given order."""
        self.agenda.extend(reversed(steps))

    # Copies, snapshots and checks.

    def clone(self) -> Self:
        """An independent copy; immutable parts (tuples, frozensets, the round log) are shared."""
        copy = type(self).__new__(type(self))
        copy.__dict__.update(self.__dict__)
        copy.rng = self.rng.clone()
        copy.lives = self.lives[:]
        copy.hands = [hand[:] for hand in self.hands]
        copy.stock = self.stock[:]
        copy.discard = self.discard[:]
        copy.table = self.table[:]
        copy.moods = self.moods[:]
        copy.mood_discard = self.mood_discard[:]
        copy.mood_discard_face_down = self.mood_discard_face_down[:]
        copy.agenda = self.agenda[:]
        return copy

    def snapshot(self) -> dict[str, Any]:
        """The whole state as fresh JSON data, the Rng included."""
        return {
            "rng": self.rng.state,
            "king": self.king,
            "jesters": list(self.jesters),
            "lives": list(self.lives),
            "hands": [list(hand) for hand in self.hands],
            "stock": list(self.stock),
            "discard": list(self.discard),
            "table": [list(play) for play in self.table],
            "cards_hidden": self.cards_hidden,
            "moods": list(self.moods),
            "mood": self.mood,
            "mood_shown": self.mood_shown,
            "mood_discard": list(self.mood_discard),
            "mood_discard_face_down": list(self.mood_discard_face_down),
            "round": self.round,
            "final": self.final,
            "favourite": self.favourite,
            "protected": self.protected,
            "order": list(self.order),
            "spent": sorted(self.spent),
            "fallen": list(self.fallen),
            "known": [list(fact) for fact in self.known],
            "agenda": [list(step) for step in self.agenda],
            "pending": [list(entry) for entry in self.pending],
            "swap": None if self.swap is None else list(self.swap),
            "scores": [list(score) for score in self.scores],
            "winner": [self.winner, self.winner_by],
            "loser": [self.loser, self.loser_by, self.loser_reason, self.spared],
            "tie": [self.tie_side, list(self.tied)],
            "draws": [list(draw) for draw in self.draws],
            "rounds": [outcome.to_json() for outcome in self.rounds],
            "hofnar": [self.hofnar, self.how],
            "undo": list(self.undo),
        }

    def invariant_violations(self) -> list[str]:
        """Every amusement and mood card exactly once, counts in range, knowledge true, someone to move or a Hofnar."""
        found = []
        cards = [card for hand in self.hands for card in hand] + self.stock + self.discard
        cards += [card for _, card in self.table]
        if sorted(cards) != sorted(CARD_IDS):
            found.append("an amusement card was lost or duplicated")
        moods = [*self.moods, *self.mood_discard, *self.mood_discard_face_down, *([self.mood] if self.mood else [])]
        if sorted(moods) != sorted(MOOD_CARDS):
            found.append("a mood card was lost or duplicated")
        if self.hands[self.king]:
            found.append("the King holds amusement cards")
        if any(not 0 <= lives <= self.max_lives for lives in self.lives):
            found.append("lives out of range")
        beheaded = {seat for seat in range(self.players) if seat != self.king and self.lives[seat] == 0}
        if beheaded != set(self.fallen) or len(self.fallen) != len(beheaded):
            found.append("the fallen do not match the jesters without lives")
        if not self.in_game():
            found.append("no jester is left")
        if any(card not in self.hands[holder] for _, card, holder in self.known):
            found.append("a seat believes a card is where it is not")
        if self.favourite is not None and self.lives[self.favourite] == 0:
            found.append("the Favourite has no life left")
        if (self.hofnar is None) == (self.seat_to_move is None):
            found.append("nobody is to move in a running game, or somebody is in a finished one")
        return found
