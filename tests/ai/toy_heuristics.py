"""The toy title's game knowledge for the AI, as a title's AI module (``game/<title>/ai``) would give it.

It lives in the tests because the toy does; ``HIGH_CARD_AI`` is passed to the thinker explicitly.
"""

from __future__ import annotations

from game.ai import Budget, Heuristics, rewards
from game.core import Action, Result, Rng, State
from tests.toy_title import HighCardState, PlayCard


def play_high_card(state: State, rng: Rng) -> Action:
    """Lead the highest card; follow with the cheapest card that wins the trick, or else throw the lowest.

    Reads only the seat's own hand and the open trick, as a player at the table could.
    """
    assert isinstance(state, HighCardState)
    hand = state.hands[state.to_move]
    if not state.trick:
        return PlayCard(max(hand))
    highest = max(card for _, card in state.trick)
    winning = [card for card in hand if card > highest]
    return PlayCard(min(winning) if winning else min(hand))


def judge_high_card(state: State) -> tuple[float, ...]:
    """Reward each seat as if the game ended with the tricks won so far: for tests of truncated playouts."""
    assert isinstance(state, HighCardState)
    won = tuple(state.tricks_won)
    leaders = tuple(seat for seat in range(state.players) if won[seat] == max(won))
    others = tuple(seat for seat in range(state.players) if seat not in leaders)
    return rewards(Result(won, (), (leaders, others) if others else (leaders,)), state.players)


HIGH_CARD_AI = Heuristics(policy=play_high_card)
HIGH_CARD_TRUNCATED = Heuristics(policy=play_high_card, evaluate=judge_high_card, playout_depth=2)
TOY_BUDGET = Budget(normal=1500, hard=15000)
"""Budgets of the size a title's are, for Hard to search about as long as it does at a title's table."""
