"""The candidate playouts: each searches to a legal action, and the measured player alone searches with one."""

from __future__ import annotations

import pytest

from bench.arena import contestants_for, sample_positions
from game.ai import Budget, Thinker, heuristics_for
from game.titles import BY_ID
from lab.playouts import REGISTERED, candidates, main, with_candidate


@pytest.mark.parametrize("title_id", sorted(BY_ID))
def test_every_candidate_playout_searches_to_a_legal_action(title_id):
    kit = contestants_for(title_id)
    assert candidates(title_id)[REGISTERED] is heuristics_for(title_id)
    state = sample_positions(kit.ruleset, 4, seed=5, count=1)[0]
    for name, heuristics in candidates(title_id).items():
        thinker = Thinker(
            kit.ruleset, state.view(state.to_move), "hard", 1, heuristics=heuristics, budget=Budget(2, 20)
        )
        thinker.advance(20)
        assert thinker.best_action() in state.legal_actions(), f"{title_id}: {name}"


def test_only_the_measured_player_searches_with_the_candidate():
    kit = with_candidate("mixed-25", Budget(3, 30), "hofverrat", 1.0)
    assert kit.heuristics_of(measured=True) is not None and kit.heuristics_of(measured=False) is None
    assert kit.budget_at(4, measured=True) == Budget(3, 30)


def test_candidates_are_weighed_at_the_same_thinking_time(capsys):
    main(
        [
            "listtuecke",
            "--candidates",
            "mixed-25",
            "--players",
            "3",
            "--games",
            "2",
            "--scale",
            "0.05",
            "--pairings",
            "hard-easy",
        ]
    )
    printed = capsys.readouterr().out
    assert "Mit List und Tücke, 3 players: 2 games per pairing" in printed
    assert "the first player's playouts: mixed-25 at " in printed and " iterations" in printed
