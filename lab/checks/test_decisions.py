"""Searches judged decision by decision: rollouts of the true game on shared seeds, and the readers that cheat."""

from __future__ import annotations

from collections import Counter

import pytest

from game.ai import heuristics_for
from game.ai.budgets import Budget
from game.core import Rng
from game.hofverrat.missions import DARK_MISSIONS, LIGHT_MISSIONS
from game.titles import BY_ID, TITLES
from lab.decisions import OPPONENT_STRAY, judge_game, main, reading, rollout_value
from tests.ai.helpers import positions

HOFVERRAT = TITLES.get("hofverrat")
POLICY = heuristics_for("hofverrat").policy


def test_a_choice_is_valued_in_the_true_game_on_the_same_seeds_without_touching_it():
    truth = positions(HOFVERRAT, 4, count=1, seed=3)[0]
    before = truth.snapshot()
    seat, action = truth.to_move, truth.legal_actions()[0]
    value = rollout_value(truth, action, seat, 25, 6, seed=7, policy=POLICY)
    assert 0.0 <= value <= 1.0 and round(value * 6 * 12) == value * 6 * 12, "a mean of six shares of the victory"
    assert rollout_value(truth, action, seat, 25, 6, seed=7, policy=POLICY) == value, "the same seeds, the same value"
    assert truth.snapshot() == before, "the rollouts play on copies"


def test_a_full_reader_deals_the_true_missions_and_keeps_the_deal_whole():
    for truth in positions(HOFVERRAT, 4, count=3, seed=5):
        view = truth.view(truth.to_move)
        for percent, expect_truth in ((100, True), (0, False)):
            world = HOFVERRAT.determinize(view, Rng(4))
            reading(heuristics_for("hofverrat"), truth, percent).infer(world, view, Rng(4))
            if expect_truth:
                assert world.missions == truth.missions
            dealt = [mission for missions in world.missions for mission in missions]
            assert Counter(dealt + list(world.unused_missions)) == Counter(LIGHT_MISSIONS + DARK_MISSIONS)
            assert world.missions[view.seat] == truth.missions[view.seat], "the seat's own missions stay its own"
            assert all(light in LIGHT_MISSIONS and dark in DARK_MISSIONS for light, dark in world.missions)


@pytest.mark.parametrize("against", sorted(OPPONENT_STRAY))
def test_every_variant_is_valued_at_the_judged_decisions(monkeypatch, against):
    monkeypatch.setitem(BY_ID["hofverrat"].budgets, 4, Budget(normal=4, hard=16))
    judged = judge_game(("hofverrat", 4, against, 0, 8, 2, ("hard", "clairvoyant", "reader-60")))
    assert judged, "a game has more than eight decisions of the measured seat"
    for position in judged:
        assert set(position.values) == {"hard", "clairvoyant", "reader-60", "heuristic"}
        assert all(0.0 <= value <= 1.0 for value in position.values.values())


def test_the_table_pairs_every_variant_with_hard_and_the_heuristic(monkeypatch, capsys):
    monkeypatch.setitem(BY_ID["hofverrat"].budgets, 4, Budget(normal=4, hard=16))
    main(["hofverrat", "--variant", "width-3", "--games", "1", "--every", "6", "--rollouts", "2"])
    rows = [line.split() for line in capsys.readouterr().out.splitlines() if line.startswith("  ")]
    assert [row[0] for row in rows] == ["variant", "heuristic", "hard", "width-3"]
    assert rows[2][2:4] == ["+0.000", "0.000"], "Hard against itself parts nowhere"
    assert all(float(row[3]) >= 0 and row[2].startswith(("+", "-")) for row in rows[1:]), "each with delta and SE"
