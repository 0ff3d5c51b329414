"""Weighing sampled worlds by what the other seats chose: the shared arithmetic of the titles' ``infer`` functions.

A title's determinize draws hidden facts uniformly among those consistent with a view. Its inference (``Inference``
in ``game.ai.policy``) draws again the facts the others' choices speak about, each in proportion to how well, by the
title's heuristic, it explains what lies on the table: cheap enough for every iteration of the search.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core import Rng

FOLLOWS_HEURISTIC = 75
"""How often, in percent, an inference takes a choice another seat made face down to be the one the title's heuristic
makes in its place; otherwise the uniform draw stands. People play much as the heuristic does, not always."""
LEAST_LIKELIHOOD = 0.05
"""The least weight a fact keeps, so that no fact is ruled out by a heuristic's mere opinion: people do not always
play as the heuristic would."""


def pick_weighted(rng: Rng, weights: Sequence[float]) -> int:
    """The index of one of ``weights`` (non-negative, not all zero), drawn in proportion to its weight."""
    point = rng.next64() / (1 << 64) * sum(weights)
    for index, weight in enumerate(weights):
        point -= weight
        if point < 0:
            return index
    return max(index for index, weight in enumerate(weights) if weight > 0)
