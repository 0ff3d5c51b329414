"""The arena's search variants (``lab.paired``): what a variant changes is what its name says."""

from __future__ import annotations

from game.ai import heuristics_for
from game.ai.budgets import budget_for
from game.ai.reward import rewards
from game.core import Rng
from lab.paired import VARIANTS, finishing_the_tail
from tests.ai.test_hofverrat_ai import decisions


def test_finishing_the_tail_scores_the_last_round_by_the_rules_and_judges_before_it():
    registered = heuristics_for("hofverrat")
    finishing = finishing_the_tail(registered)
    positions = [state.clone() for state in decisions(4, games=1, seed=3)]
    last_round = next(state for state in positions if state.placements_left <= registered.playout_depth)
    finished = last_round.clone()
    while not finished.over:
        finished.apply(registered.policy(finished, Rng(0)))
    assert finishing.evaluate(last_round.clone()) == rewards(finished.result(), finished.players)
    assert finishing.evaluate(last_round.clone()) != registered.evaluate(last_round.clone())
    earlier = positions[len(positions) // 2]
    assert earlier.placements_left > registered.playout_depth
    assert finishing.evaluate(earlier.clone()) == registered.evaluate(earlier.clone())


def test_the_width_variants_change_only_how_many_placements_the_halving_weighs():
    registered, budget = heuristics_for("hofverrat"), budget_for("hofverrat", 4)
    for width in (3, 4, 6, 8):
        heuristics, same_budget = VARIANTS[f"width-{width}"](registered, budget)
        assert heuristics.halving_width == width and same_budget == budget
        assert heuristics.policy is registered.policy and heuristics.evaluate is registered.evaluate
