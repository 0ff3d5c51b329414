"""The arena benchmark: its statistics, its seating, and a short run on the toy title."""

from __future__ import annotations

import dataclasses

import pytest

from bench.arena import (
    PAIRINGS,
    RANDOM,
    calibrate,
    contestants_for,
    deals_named,
    main,
    percentile,
    play_game,
    sample_positions,
    seat_among_jesters,
    seat_anywhere,
    wilson_interval,
)
from game.ai import Budget, Thinker, budget_for, heuristics_for
from game.titles import BY_ID
from tests.toy_title import HIGH_CARD


def test_wilson_intervals_match_the_textbook():
    assert wilson_interval(5, 10) == pytest.approx((0.2366, 0.7634), abs=1e-4)
    assert wilson_interval(0, 10) == pytest.approx((0.0, 0.2775), abs=1e-4)
    assert wilson_interval(10, 10) == pytest.approx((0.7225, 1.0), abs=1e-4)


def test_percentiles_take_the_nearest_rank():
    values = list(range(1, 21))
    assert percentile(values, 0.95) == 19
    assert percentile(values, 0.5) == 10
    assert percentile([3.0], 0.95) == 3.0


def test_each_deal_is_played_with_the_first_player_at_every_seat():
    seatings = [seat_anywhere(game, 3) for game in range(6)]
    placed = [(seating.deal, seating.first_seat) for seating in seatings]
    assert placed == [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2)]
    kit = contestants_for(HIGH_CARD.id, scale=0.001)
    shares = [play_game(kit, 3, ("hard", RANDOM), game).share for game in range(6)]
    assert all(share in (0.0, 1 / 3, 1 / 2, 1.0) for share in shares)


def test_hn18_hofnars_king_sits_apart_and_the_measured_player_takes_every_jester_seat():
    seatings = [seat_among_jesters(game, 4) for game in range(6)]
    assert [seating.deal for seating in seatings] == [0, 0, 0, 1, 1, 1]
    assert [seating.options for seating in seatings] == [{"king": 0}] * 3 + [{"king": 1}] * 3
    assert [seating.first_seat for seating in seatings] == [1, 2, 3, 0, 2, 3]


def test_only_real_choices_of_the_levels_are_timed():
    outcome = play_game(contestants_for(HIGH_CARD.id, scale=0.001), 2, ("hard", "easy"), game=0)
    assert len(outcome.times["hard"]) == 2 and len(outcome.times["easy"]) == 2, "the third card is forced"
    assert outcome.times["normal"] == []


def test_positions_offer_a_choice():
    positions = sample_positions(HIGH_CARD, 4, seed=3, count=5)
    assert len(positions) == 5
    assert all(len(state.legal_actions()) > 1 for state in positions)


def test_calibration_gives_normal_a_tenth_of_hard():
    budget = calibrate(contestants_for(HIGH_CARD.id), 2, probe=20, positions=3)
    assert isinstance(budget, Budget) and budget.normal == max(1, budget.hard // 10)


def test_games_can_be_added_to_a_table_and_pairings_chosen(capsys):
    main(["--toy", "--players", "2", "--games", "2", "--first", "4", "--scale", "0.01", "--pairings", "hard-random"])
    printed = capsys.readouterr().out
    assert "High Card, 2 players: 2 games per pairing on deals 2, seats rotated" in printed
    assert "hard vs random" in printed and "hard vs easy" not in printed


def test_the_deals_played_are_named_in_runs():
    assert deals_named([3, 4, 5, 9, 11, 12]) == "3–5, 9, 11–12"
    assert deals_named([0]) == "0"


def test_playouts_per_second_are_printed_for_the_searching_levels(capsys):
    main(["--toy", "--players", "2", "--games", "2", "--scale", "0.05", "--pairings", "hard-easy"])
    rows = {line.split()[0]: line.split() for line in capsys.readouterr().out.splitlines() if line.startswith("  ")}
    assert "playouts/s" in rows["level"]
    assert float(rows["hard"][-1]) > 0, "Hard searched, so it ran playouts"
    assert rows["easy"][-1] == "-", "Easy does not search"


def test_a_short_run_prints_every_pairing_and_level(capsys):
    main(["--toy", "--players", "2", "--games", "2", "--scale", "0.01"])
    printed = capsys.readouterr().out
    assert "High Card, 2 players: 2 games per pairing" in printed
    for first, other in PAIRINGS:
        assert f"{first} vs {other}" in printed
    for level in ("easy", "normal", "hard"):
        assert f"\n  {level} " in printed


def test_candidate_playouts_are_weighed_at_the_same_thinking_time(capsys):
    main(["--toy", "--players", "2", "--games", "2", "--scale", "0.05", "--pairings", "hard-easy"])
    plain = capsys.readouterr().out
    main(
        [
            "--toy",
            "--players",
            "2",
            "--games",
            "2",
            "--scale",
            "0.05",
            "--pairings",
            "hard-easy",
            "--playouts",
            "registered",
        ]
    )
    weighed = capsys.readouterr().out
    assert "the first player's playouts" not in plain
    assert "the first player's playouts: registered at " in weighed and " iterations" in weighed


def test_only_the_measured_player_searches_with_the_candidate_playouts():
    kit = dataclasses.replace(contestants_for("hofverrat"), playouts="mixed-25", playout_budget=Budget(3, 30))
    assert kit.heuristics_of(measured=True) is BY_ID["hofverrat"].playouts["mixed-25"]
    assert kit.heuristics_of(measured=False) is None, "the others keep the title's registered heuristics"
    assert kit.budget_at(4, measured=True) == Budget(3, 30)
    assert kit.budget_at(4) == budget_for("hofverrat", 4)


@pytest.mark.parametrize("title_id", sorted(BY_ID))
def test_every_candidate_playout_searches_to_a_legal_action(title_id):
    kit = contestants_for(title_id)
    assert BY_ID[title_id].playouts["registered"] == heuristics_for(title_id)
    state = sample_positions(kit.ruleset, 4, seed=5, count=1)[0]
    for name, heuristics in BY_ID[title_id].playouts.items():
        thinker = Thinker(
            kit.ruleset, state.view(state.to_move), "hard", 1, heuristics=heuristics, budget=Budget(2, 20)
        )
        thinker.advance(20)
        assert thinker.best_action() in state.legal_actions(), f"{title_id}: {name}"
