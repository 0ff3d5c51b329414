"""Hand-made positions of the toy title for the AI's own tests."""

from __future__ import annotations

from game.core import Result, Rng
from tests.toy_title import HighCard, HighCardState


def toy_position(
    hands: list[list[int]], trick: list[tuple[int, int]], tricks_won: list[int], leader: int, played: list[int]
) -> HighCardState:
    """A toy state as given; the cards of 1..3n+2 that are nowhere else are set aside."""
    players = len(hands)
    state = HighCardState(players, Rng(0))
    state.hands = [sorted(hand) for hand in hands]
    state.trick = list(trick)
    state.played = list(played)
    state.tricks_won = list(tricks_won)
    state.leader = leader
    held = {card for hand in hands for card in hand} | set(played)
    state.set_aside = [card for card in range(1, 3 * players + 3) if card not in held]
    assert not state.invariant_violations()
    return state


def last_chance_position() -> HighCardState:
    """Three players, second trick: seat 0 (one trick won) led 5, seat 1 added 3; seat 2 holds 6 and 1.

    The 1 hands seat 0 a second trick and the game. The 6 takes the trick and keeps a chance: if seat 1 takes the
    last trick, all three share the victory.
    """
    return toy_position(
        hands=[[7], [10], [1, 6]], trick=[(0, 5), (1, 3)], tricks_won=[1, 0, 0], leader=0, played=[11, 2, 4, 5, 3]
    )


class JudgedHighCardState(HighCardState):
    """The toy with a judge at seat 0: it plays cards but, like Hofnar's King (HN-18), never wins or loses."""

    def result(self) -> Result:
        plain = super().result()
        groups = (tuple(seat for seat in group if seat != 0) for group in plain.ranking)
        return Result(plain.scores, plain.lines, tuple(group for group in groups if group))

    def clone(self) -> JudgedHighCardState:
        copy = JudgedHighCardState.__new__(JudgedHighCardState)
        copy.__dict__.update(vars(super().clone()))
        return copy


class JudgedHighCard(HighCard):
    id = "toy-judged"

    def determinize(self, view, rng) -> JudgedHighCardState:
        world = JudgedHighCardState.__new__(JudgedHighCardState)
        world.__dict__.update(vars(super().determinize(view, rng)))
        return world
