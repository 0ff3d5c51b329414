"""VR-1..VR-6: the material as data."""

from collections import Counter

from game.verraeter import RULESET
from game.verraeter.actions import ChooseConflictSite, PlaceEstate
from game.verraeter.data import (
    ACTION_CARDS,
    BUILDING_SIDES,
    BUILDINGS_PER_PLAYER,
    CONFLICT_POINTS,
    HOUSES,
    INTRODUCTORY_CIRCLE,
    LANDSCAPE_TYPES,
    SUPPLY_DECK,
    VICTORY_POINTS,
)


def test_vr1_three_or_four_players_and_two_houses():
    assert list(RULESET.player_counts) == [3, 4]
    assert HOUSES == ("eagle", "rose")


def test_vr2_three_double_sided_buildings_each():
    assert BUILDINGS_PER_PLAYER == 3
    assert BUILDING_SIDES == ("estate", "trading_house")


def test_vr3_landscape_conflict_points_and_victory_tables():
    assert CONFLICT_POINTS == {"city": 15, "village": 10, "forest": 7, "river": 5, "pasture": 3, "wasteland": 0}
    assert set(VICTORY_POINTS) == set(LANDSCAPE_TYPES)
    assert VICTORY_POINTS["city"][2] == 4 and VICTORY_POINTS["village"] == (10, 6, 3, 1)
    assert VICTORY_POINTS["river"][0] == 5
    for row in VICTORY_POINTS.values():
        assert len(row) == 4 and list(row) == sorted(row, reverse=True), "more winners never score more each"


def test_vr3_the_introductory_circle_holds_two_of_each_landscape_one_per_house():
    assert Counter(landscape for landscape, _ in INTRODUCTORY_CIRCLE) == dict.fromkeys(LANDSCAPE_TYPES, 2)
    for house in HOUSES:
        assert sorted(landscape for landscape, side in INTRODUCTORY_CIRCLE if side == house) == sorted(LANDSCAPE_TYPES)


def test_vr4_twenty_three_supply_cards():
    assert Counter(SUPPLY_DECK) == {2: 5, 3: 5, 4: 5, 5: 5, 6: 2, 8: 1}


def test_vr5_six_action_cards():
    assert ACTION_CARDS == ("traitor", "diplomat_2", "diplomat_5", "builder", "strategist", "farmer")


def test_vr6_the_strategy_card_conflict_marker_and_start_player_card_lie_open():
    state = RULESET.new_state(4, 2, {"circle": "introductory"})
    for position in range(4):
        state.apply(PlaceEstate(position))
    view = state.view((state.start + 2) % 4)
    assert (view.start_player, view.strategy_holder, view.conflict_border) == (state.start, (state.start + 1) % 4, None)
    state.apply(ChooseConflictSite(11))
    assert state.view(0).conflict_border == 11
