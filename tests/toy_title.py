"""A tiny title that lives only in the tests: it proves the contract before the real titles exist.

"High card": 2–4 players, cards 1..(3·players + 2). Each player gets three hidden cards; the rest are set aside
unseen. Three tricks: each player in turn plays a card face up, the highest card wins the trick and a point, and its
player leads the next trick.
"""

from __future__ import annotations

import dataclasses
from typing import Any, ClassVar

from game.core import (
    Action,
    ActionCodec,
    Decision,
    Event,
    IllegalAction,
    Result,
    Rng,
    Ruleset,
    ScoreLine,
    State,
    View,
)
from game.core.events import CardsDealt


@dataclasses.dataclass(frozen=True, slots=True)
class PlayCard(Action):
    kind: ClassVar[str] = "play"
    card: int


@dataclasses.dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    kind: ClassVar[str] = "played"
    seat: int
    card: int


@dataclasses.dataclass(frozen=True, slots=True)
class TrickWon(Event):
    kind: ClassVar[str] = "trick"
    seat: int


PLAY_DECISION = Decision("toy-highcard.play", "prompt.toy-highcard.play")
"""The toy's only decision: play a card to the trick."""


@dataclasses.dataclass(frozen=True, kw_only=True)
class HighCardView(View):
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    trick: tuple[tuple[int, int], ...]
    played: tuple[int, ...]
    tricks_won: tuple[int, ...]
    leader: int


class HighCardState(State):
    def __init__(self, players: int, rng: Rng) -> None:
        self.players = players
        self.rng = rng
        self.hands: list[list[int]] = [[] for _ in range(players)]
        self.set_aside: list[int] = []
        self.trick: list[tuple[int, int]] = []
        self.played: list[int] = []
        self.tricks_won = [0] * players
        self.leader = 0

    def deal(self) -> None:
        deck = self.rng.shuffled(range(1, 3 * self.players + 3))
        for seat in range(self.players):
            self.hands[seat] = sorted(deck[3 * seat : 3 * seat + 3])
        self.opening_events = tuple(CardsDealt(seat, len(hand), tuple(hand)) for seat, hand in enumerate(self.hands))
        self.set_aside = deck[3 * self.players :]

    @property
    def to_move(self) -> int | None:
        if self.over:
            return None
        return (self.leader + len(self.trick)) % self.players

    @property
    def over(self) -> bool:
        return not any(self.hands)

    def legal_actions(self) -> tuple[Action, ...]:
        if self.over:
            return ()
        return tuple(PlayCard(card) for card in self.hands[self.to_move])

    def refusal(self, action: Action) -> IllegalAction:
        return IllegalAction("You can only play a card from your own hand.", key="refusal.toy-highcard.not_in_hand")

    def apply(self, action: Action) -> list[Event]:
        self.require_legal(action)
        assert isinstance(action, PlayCard)
        seat = self.to_move
        self.hands[seat].remove(action.card)
        self.trick.append((seat, action.card))
        self.played.append(action.card)
        events: list[Event] = [CardPlayed(seat, action.card)]
        if len(self.trick) == self.players:
            winner = max(self.trick, key=lambda play: play[1])[0]
            self.tricks_won[winner] += 1
            self.leader = winner
            self.trick = []
            events.append(TrickWon(winner))
        return events

    def view(self, seat: int) -> HighCardView:
        return HighCardView(
            seat=seat,
            to_move=self.to_move,
            over=self.over,
            legal_actions=self.legal_actions() if seat == self.to_move else (),
            awaiting=None if self.over else PLAY_DECISION,
            hand=tuple(self.hands[seat]),
            hand_sizes=tuple(len(hand) for hand in self.hands),
            trick=tuple(self.trick),
            played=tuple(self.played),
            tricks_won=tuple(self.tricks_won),
            leader=self.leader,
        )

    def result(self) -> Result:
        if not self.over:
            raise IllegalAction.not_over()
        lines = tuple(ScoreLine(seat, "toy.tricks", won, {"tricks": won}) for seat, won in enumerate(self.tricks_won))
        best = max(self.tricks_won)
        winners = tuple(seat for seat in range(self.players) if self.tricks_won[seat] == best)
        others = tuple(seat for seat in range(self.players) if seat not in winners)
        return Result(tuple(self.tricks_won), lines, (winners, others) if others else (winners,))

    def clone(self) -> HighCardState:
        copy = HighCardState.__new__(HighCardState)
        copy.players = self.players
        copy.rng = self.rng.clone()
        copy.hands = [list(hand) for hand in self.hands]
        copy.set_aside = list(self.set_aside)
        copy.trick = list(self.trick)
        copy.played = list(self.played)
        copy.tricks_won = list(self.tricks_won)
        copy.leader = self.leader
        return copy

    def snapshot(self) -> dict[str, Any]:
        return {
            "rng": self.rng.state,
            "hands": [list(hand) for hand in self.hands],
            "set_aside": list(self.set_aside),
            "trick": [list(play) for play in self.trick],
            "played": list(self.played),
            "tricks_won": list(self.tricks_won),
            "leader": self.leader,
        }

    def invariant_violations(self) -> list[str]:
        cards = [card for hand in self.hands for card in hand] + self.set_aside + self.played
        if sorted(cards) != list(range(1, 3 * self.players + 3)):
            return ["a card was lost or duplicated"]
        return []


class HighCard(Ruleset):
    id = "toy-highcard"
    name = "High Card"
    min_players = 2
    max_players = 4
    action_codec = ActionCodec(PlayCard)

    def setup(self, players: int, rng: Rng, options: dict[str, Any]) -> HighCardState:
        state = HighCardState(players, rng)
        state.deal()
        return state

    def determinize(self, view: View, rng: Rng) -> HighCardState:
        assert isinstance(view, HighCardView)
        players = len(view.hand_sizes)
        state = HighCardState(players, rng.fork())
        unseen = [card for card in range(1, 3 * players + 3) if card not in view.hand and card not in view.played]
        rng.shuffle(unseen)
        for seat, size in enumerate(view.hand_sizes):
            if seat == view.seat:
                state.hands[seat] = list(view.hand)
            else:
                state.hands[seat], unseen = sorted(unseen[:size]), unseen[size:]
        state.set_aside = unseen
        state.trick = list(view.trick)
        state.played = list(view.played)
        state.tricks_won = list(view.tricks_won)
        state.leader = view.leader
        return state


HIGH_CARD = HighCard()
