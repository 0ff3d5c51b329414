"""VR-7..VR-11: setting up a game."""

from collections import Counter

import pytest

from game.core import IllegalAction, redact
from game.verraeter import RULESET
from game.verraeter.actions import ChooseConflictSite, PlaceEstate
from game.verraeter.data import (
    CONFLICT_SITE,
    EAGLE,
    EQUAL_START_HAND,
    ESTATE,
    INTRODUCTORY_CIRCLE,
    LANDSCAPE_TYPES,
    ROSE,
    SETUP,
    SUPPLY_DECK,
)
from game.verraeter.events import CardsDealt
from tests.rules.verraeter.helpers import kinds, place_estates


@pytest.mark.parametrize("players", [3, 4])
def test_vr7_random_start_player_takes_eagle_and_allegiances_alternate_clockwise(players):
    starts = set()
    for seed in range(40):
        state = RULESET.new_state(players, seed)
        starts.add(state.start)
        clockwise = [state.allegiance[(state.start + step) % players] for step in range(players)]
        assert clockwise == [EAGLE, ROSE, EAGLE, ROSE][:players]
    assert starts == set(range(players)), "every seat can be the start player"


def test_vr8_random_circle_has_each_landscape_once_per_house():
    circles = set()
    for seed in range(20):
        state = RULESET.new_state(4, seed)
        circles.add(tuple(zip(state.landscapes, state.houses, strict=True)))
        for house in (EAGLE, ROSE):
            shown = sorted(kind for kind, side in zip(state.landscapes, state.houses, strict=True) if side == house)
            assert shown == sorted(LANDSCAPE_TYPES)
    assert len(circles) == 20, "the circle is shuffled"


def test_vr8_introductory_circle_is_the_rulebooks_and_closed():
    state = RULESET.new_state(4, 3, {"circle": "introductory"})
    assert list(zip(state.landscapes, state.houses, strict=True)) == list(INTRODUCTORY_CIRCLE)
    assert state.landscapes[0] == "city" and state.houses[0] == ROSE
    place_estates(state, [0, 1, 2, 3])
    assert ChooseConflictSite(11) in state.legal_actions(), "card 12 borders card 1 (Adler-Fluss, Rose-Stadt)"


def test_vr9_each_player_places_one_estate_in_turn_under_a_free_landscape():
    state = RULESET.new_state(3, 7)
    order = [(state.start + step) % 3 for step in range(3)]
    assert state.phase == SETUP and state.to_move == order[0]
    state.apply(PlaceEstate(4))
    assert state.to_move == order[1]
    assert PlaceEstate(4) not in state.legal_actions()
    with pytest.raises(IllegalAction, match="only one building"):
        state.apply(PlaceEstate(4))
    state.apply(PlaceEstate(5))
    state.apply(PlaceEstate(6))
    assert [state.building_owner[position] for position in (4, 5, 6)] == order
    assert [state.building_side[position] for position in (4, 5, 6)] == [ESTATE] * 3
    assert state.stock == [2, 2, 2], "the other two stay in stock"
    assert state.phase == CONFLICT_SITE


def test_vr10_three_hidden_cards_dealt_after_the_estates():
    state = RULESET.new_state(4, 11)
    assert not any(state.hands)
    events = place_estates(state, [0, 1, 2, 3])
    assert [len(hand) for hand in state.hands] == [3, 3, 3, 3]
    assert len(state.draw_pile) == len(SUPPLY_DECK) - 12
    dealt = kinds(events, CardsDealt)
    assert len(dealt) == 4
    for seat in range(4):
        seen = kinds(redact(events, seat), CardsDealt)
        assert all((event.cards is not None) == (event.seat == seat) for event in seen)
        assert state.view(seat).hand == tuple(sorted(state.hands[seat]))
        assert state.view(seat).known_cards == ((),) * 4


def test_vr10_equal_start_gives_everyone_three_four_and_five_openly():
    state = RULESET.new_state(3, 11, {"hands": "equal_start"})
    events = place_estates(state, [0, 1, 2])
    assert all(sorted(hand) == list(EQUAL_START_HAND) for hand in state.hands)
    assert Counter(state.draw_pile) == Counter(SUPPLY_DECK) - Counter(EQUAL_START_HAND * 3)
    assert all(event.cards == EQUAL_START_HAND for event in kinds(redact(events, 0), CardsDealt))
    assert state.view(0).known_cards == (EQUAL_START_HAND,) * 3


@pytest.mark.parametrize("players", [3, 4])
def test_vr11_the_player_left_of_the_start_player_takes_the_strategy_card(players):
    for seed in range(10):
        state = RULESET.new_state(players, seed)
        assert state.strategy_holder == (state.start + 1) % players
        place_estates(state, [0, 1, 2, 3][:players])
        assert state.to_move == state.strategy_holder, "the holder chooses the first conflict site"
