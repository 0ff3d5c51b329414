"""Weighing sampled worlds: the weighted draw the titles' inferences share."""

from __future__ import annotations

from game.ai.worlds import pick_weighted
from game.core import Rng


def test_a_weighted_draw_follows_the_weights():
    rng = Rng(5)
    counts = [0, 0, 0]
    for _ in range(3000):
        counts[pick_weighted(rng, [1.0, 0.0, 3.0])] += 1
    assert counts[1] == 0, "a weight of zero is never drawn"
    assert 0.2 < counts[0] / 3000 < 0.3 and 0.7 < counts[2] / 3000 < 0.8


def test_a_weighted_draw_is_repeatable():
    first = [pick_weighted(Rng(9), [0.5, 0.25, 0.25]) for _ in range(5)]
    assert first == [pick_weighted(Rng(9), [0.5, 0.25, 0.25]) for _ in range(5)]
