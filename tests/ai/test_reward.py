"""What a finished game is worth to each seat."""

from __future__ import annotations

import pytest

from game.ai import rewards
from game.ai.reward import MARGIN_WEIGHT
from game.core import Result


def result(scores, ranking):
    return Result(tuple(scores), (), tuple(tuple(group) for group in ranking))


def test_the_sole_winner_gets_the_whole_victory_and_its_margin_over_the_runner_up():
    reward = rewards(result([9, 5, 1], [[0], [1], [2]]), 3)
    assert reward[0] == pytest.approx(1 - MARGIN_WEIGHT + MARGIN_WEIGHT * (0.5 + 0.5 * (9 - 5) / 8))
    assert reward[1] == pytest.approx(MARGIN_WEIGHT * (0.5 + 0.5 * (5 - 9) / 8))
    assert reward[2] == pytest.approx(0.0)


def test_a_shared_victory_is_shared():
    reward = rewards(result([4, 4, 4, 0], [[0, 1, 2], [3]]), 4)
    assert reward[0] == reward[1] == reward[2] == pytest.approx((1 - MARGIN_WEIGHT) / 3 + MARGIN_WEIGHT / 2)
    assert reward[3] == pytest.approx(0.0)


def test_a_narrower_loss_is_worth_a_little_more():
    close = rewards(result([10, 9, 0], [[0], [1], [2]]), 3)
    far = rewards(result([10, 1, 0], [[0], [1], [2]]), 3)
    assert 0 < far[1] < close[1] < MARGIN_WEIGHT


def test_a_seat_in_no_ranking_group_has_nothing_to_chase():
    """HN-18: Hofnar's King does not win or lose, whatever happens."""
    reward = rewards(result([5, 2, 0, 1], [[1], [3], [2]]), 4)
    assert reward[0] == 0.0
    assert reward[1] > 1 - MARGIN_WEIGHT, "a score outside the ranking counts in no margin"
    assert reward[2] == 0.0


def test_a_level_score_pays_half_the_margin():
    reward = rewards(result([3, 3], [[0, 1]]), 2)
    assert reward == pytest.approx(((1 - MARGIN_WEIGHT) / 2 + MARGIN_WEIGHT / 2,) * 2)


def test_rewards_stay_between_zero_and_one():
    for scores in ([0, 5, -3, 12], [-4, -4, -9, -1], [7, 0, 0, 0]):
        best = max(scores)
        ranking = [[seat for seat, score in enumerate(scores) if score == best]]
        ranking.append([seat for seat in range(4) if seat not in ranking[0]])
        assert all(0 <= value <= 1 for value in rewards(result(scores, ranking), 4))
