"""The arena benchmark: its statistics, its seating, and short runs at a tiny budget (``pytest bench/checks``)."""

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
from game.ai import Budget, budget_for, heuristics_for
from game.titles import TITLES

QUICK = "listtuecke"
"""The title of the short runs, at three players."""


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
    kit = contestants_for(QUICK, scale=0.001)
    shares = [play_game(kit, 3, ("hard", RANDOM), game).share for game in range(6)]
    assert all(share in (0.0, 1 / 3, 1 / 2, 1.0) for share in shares)


def test_hn18_hofnars_king_sits_apart_and_the_measured_player_takes_every_jester_seat():
    seatings = [seat_among_jesters(game, 4) for game in range(6)]
    assert [seating.deal for seating in seatings] == [0, 0, 0, 1, 1, 1]
    assert [seating.options for seating in seatings] == [{"king": 0}] * 3 + [{"king": 1}] * 3
    assert [seating.first_seat for seating in seatings] == [1, 2, 3, 0, 2, 3]


def test_the_levels_at_the_table_are_timed():
    outcome = play_game(contestants_for(QUICK, scale=0.001), 3, ("hard", "easy"), game=0)
    assert outcome.times["hard"] and outcome.times["easy"], "both levels chose"
    assert outcome.times["normal"] == [], "no Normal player sat at the table"


def test_positions_offer_a_choice():
    positions = sample_positions(TITLES.get(QUICK), 3, seed=3, count=5)
    assert len(positions) == 5
    assert all(len(state.legal_actions()) > 1 for state in positions)


def test_calibration_gives_normal_a_tenth_of_hard():
    budget = calibrate(contestants_for(QUICK), 3, probe=20, positions=3)
    assert isinstance(budget, Budget) and budget.normal == max(1, budget.hard // 10)


def test_games_can_be_added_to_a_table_and_pairings_chosen(capsys):
    main(
        ["listtuecke", "--players", "3", "--games", "2", "--first", "4", "--scale", "0.01", "--pairings", "hard-random"]
    )
    printed = capsys.readouterr().out
    assert "Mit List und Tücke, 3 players: 2 games per pairing on deals 1, seats rotated" in printed
    assert "hard vs random" in printed and "hard vs easy" not in printed


def test_the_deals_played_are_named_in_runs():
    assert deals_named([3, 4, 5, 9, 11, 12]) == "3–5, 9, 11–12"
    assert deals_named([0]) == "0"


def test_playouts_per_second_are_printed_for_the_searching_levels(capsys):
    main(["listtuecke", "--players", "3", "--games", "2", "--scale", "0.05", "--pairings", "hard-easy"])
    rows = {line.split()[0]: line.split() for line in capsys.readouterr().out.splitlines() if line.startswith("  ")}
    assert "playouts/s" in rows["level"]
    assert float(rows["hard"][-1]) > 0, "Hard searched, so it ran playouts"
    assert rows["easy"][-1] == "-", "Easy does not search"


def test_a_short_run_prints_every_pairing_and_level(capsys):
    main(["listtuecke", "--players", "3", "--games", "2", "--scale", "0.01"])
    printed = capsys.readouterr().out
    assert "Mit List und Tücke, 3 players: 2 games per pairing" in printed
    for first, other in PAIRINGS:
        assert f"{first} vs {other}" in printed
    for level in ("easy", "normal", "hard"):
        assert f"\n  {level} " in printed


def test_only_the_measured_player_searches_with_its_own_heuristics():
    other = heuristics_for("hofnar")
    kit = dataclasses.replace(contestants_for("hofverrat"), measured_heuristics=other, measured_budget=Budget(3, 30))
    assert kit.heuristics_of(measured=True) is other
    assert kit.heuristics_of(measured=False) is None, "the others keep the title's registered heuristics"
    assert kit.budget_at(4, measured=True) == Budget(3, 30)
    assert kit.budget_at(4) == budget_for("hofverrat", 4)
