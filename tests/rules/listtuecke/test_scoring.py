"""The end of the game: tile values, elimination tiles, scoring lines and the tie-break (LT-21..LT-23)."""

from __future__ import annotations

import pytest

from game.core import IllegalAction, Rng
from game.listtuecke import RULESET
from game.listtuecke.state import ListTueckeState


def finished(
    *, stock: list[int], chapel: list[str], tiles: list[list[int]], eliminations: list[int], start: int
) -> ListTueckeState:
    """A game played to its end at random, then given the stock, chapel, tiles and start player of a test."""
    players = len(tiles)
    state = RULESET.new_state(players, seed=8)
    rng = Rng(8)
    while not state.over:
        state.apply(state.random_action(rng))
    state.stock, state.chapel, state.tiles = stock, chapel, tiles
    state.eliminations, state.start = eliminations, start
    assert state.invariant_violations() == []
    return state


def test_lt22_golden_scoring_example_three_green_four_yellow_two_blue_left():
    # Stock 0 blue, 2 green, 4 yellow; the chapel adds 2 blue and 1 green: values blue 2, green 3, yellow 4.
    state = finished(
        stock=[0, 2, 4],
        chapel=["blue", "green", "elimination", "blue"],
        tiles=[[5, 1, 2], [3, 4, 0], [2, 2, 6], [1, 3, 1]],
        eliminations=[1, 0, 3, 2],
        start=1,
    )
    result = state.result()
    values = {line.params["colour"]: line.params["value"] for line in result.lines if line.seat is None}
    assert values == {"blue": 2, "green": 3, "yellow": 4}
    seat0 = [(line.key, line.points, dict(line.params)) for line in result.lines_of(0)]
    assert seat0 == [
        ("listtuecke.influence", 10, {"colour": "blue", "tiles": 5, "value": 2}),
        ("listtuecke.influence", 3, {"colour": "green", "tiles": 1, "value": 3}),
        ("listtuecke.influence", 8, {"colour": "yellow", "tiles": 2, "value": 4}),
        ("listtuecke.elimination_tiles", 1, {"tiles": 1}),
        ("listtuecke.total", 0, {"points": 22}),
    ]
    assert result.scores == (22, 18, 37, 17)
    assert result.ranking == ((2,), (0,), (1,), (3,))
    assert result.winners == frozenset({2})


def test_lt21_tile_values_count_stock_and_chapel_and_chapel_elimination_tiles_belong_to_nobody():
    state = finished(
        stock=[1, 1, 1],
        chapel=["elimination", "elimination", "elimination", "yellow"],
        tiles=[[4, 4, 4], [4, 4, 4], [4, 4, 3], [0, 0, 0]],
        eliminations=[0, 0, 0, 5],
        start=0,
    )
    result = state.result()
    assert [line.params["value"] for line in result.lines if line.key == "listtuecke.tile_value"] == [1, 1, 2]
    assert result.scores == (16, 16, 14, 5)
    assert all(line.points == 0 for line in result.lines if line.seat is None)


def test_lt23_a_tie_goes_to_the_start_player():
    state = finished(
        stock=[1, 1, 1],
        chapel=["blue", "green", "yellow", "elimination"],
        tiles=[[3, 0, 0], [0, 3, 0], [0, 0, 3], [8, 8, 8]],
        eliminations=[0, 0, 0, 0],
        start=2,
    )
    result = state.result()
    assert result.scores[:3] == (6, 6, 6)
    assert result.ranking == ((3,), (2,), (0,), (1,))
    (tie,) = [line for line in result.lines if line.key == "listtuecke.tie_break"]
    assert tie.params == {"seats": [2, 0, 1], "points": 6, "start_player": 2, "reason": "start_player_card"}


def test_lt23_without_the_start_player_among_the_tied_the_nearest_clockwise_after_it_wins():
    state = finished(
        stock=[1, 1, 1],
        chapel=["blue", "green", "yellow", "elimination"],
        tiles=[[9, 0, 0], [0, 9, 0], [0, 0, 9], [2, 2, 2]],
        eliminations=[0, 0, 0, 6],
        start=1,
    )
    result = state.result()
    assert result.scores == (18, 18, 18, 18)
    assert result.ranking == ((1,), (2,), (3,), (0,))
    state.eliminations = [1, 0, 1, 6]
    result = state.result()
    assert result.ranking == ((2,), (0,), (1,), (3,))
    ties = {line.params["points"]: line.params for line in result.lines if line.key == "listtuecke.tie_break"}
    assert ties[19]["seats"] == [2, 0] and ties[19]["reason"] == "clockwise_after_start_player"
    assert ties[18]["seats"] == [1, 3] and ties[18]["reason"] == "start_player_card"


def test_scores_are_the_sum_of_the_lines_and_the_game_must_be_over_to_score():
    with pytest.raises(IllegalAction, match="not over"):
        RULESET.new_state(3, seed=1).result()
    state = finished(
        stock=[2, 3, 4],
        chapel=["elimination"] * 4,
        tiles=[[4, 3, 2], [3, 3, 3], [2, 2, 2], [2, 2, 2]],
        eliminations=[2, 2, 2, 2],
        start=3,
    )
    result = state.result()
    for seat in range(4):
        assert sum(line.points for line in result.lines_of(seat)) == result.scores[seat]
