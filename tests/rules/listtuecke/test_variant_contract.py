"""The 3-player variant through the same contract checks as every title (tests/contract.py plays defaults only)."""

from __future__ import annotations

import pytest

from game.core import Match, Rng, Seat
from game.listtuecke import RULESET, VARIANT
from tests.contract import (
    ForeignAction,
    check_clone,
    check_invariants,
    check_refuses,
    check_replay,
    check_result,
    check_views,
)


@pytest.mark.parametrize("seed", [3, 1234, 2**40 + 7])
def test_random_games_of_the_three_player_variant_keep_the_contract(seed):
    rng = Rng(seed)
    match = Match.start(RULESET, [Seat(f"P{n}") for n in range(3)], seed, {VARIANT: True})
    state = match.state
    step = 0
    while not state.over:
        where = f"variant seed {seed} step {step}"
        check_invariants(state, where)
        check_refuses(state, ForeignAction(step), where)
        check_views(RULESET, state, rng, where)
        if step % 9 == 4:
            check_clone(state, rng.fork(), where)
        match.apply(state.random_action(rng))
        step += 1
    check_invariants(state, "the end")
    check_result(state, "the end")
    check_replay(RULESET, match.record, state, "the end")
