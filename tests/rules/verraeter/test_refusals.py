"""The builder's illegal choices are refused with their reason as a catalogue key and params, so the table says why
in the player's language (VR-18): a third Kontor, an occupied landscape, a building that is not one's own."""

import pytest

from game.core import IllegalAction
from game.verraeter.actions import PlaceBuilding, TakeActionCard, TurnBuilding
from game.verraeter.data import ESTATE, FARMER, TRADING_HOUSE, TRAITOR
from tests.rules.verraeter.test_aftermath import BUILDER_ROUND, to_building


def refused(state, action) -> IllegalAction:
    before = state.snapshot()
    with pytest.raises(IllegalAction) as caught:
        state.apply(action)
    assert state.snapshot() == before, "a refusal changes nothing"
    return caught.value


def test_vr18_a_third_kontor_and_an_occupied_landscape_are_refused_with_their_reasons():
    state, _ = to_building(BUILDER_ROUND, aside=TRAITOR)
    state.building_side[5] = TRADING_HOUSE
    state.building_owner[6], state.building_side[6] = 0, TRADING_HOUSE
    state.stock[0] -= 1
    state.cached_legal = None
    third = refused(state, PlaceBuilding(7, TRADING_HOUSE))
    assert (third.key, third.params) == ("refusal.verraeter.kontor_limit", {"most": 2})
    occupied = refused(state, PlaceBuilding(11, ESTATE))
    assert occupied.key == "refusal.verraeter.occupied"
    foreign = refused(state, TurnBuilding(11))
    assert foreign.key == "refusal.verraeter.not_your_building"
    wrong_phase = refused(state, TakeActionCard(FARMER))
    assert wrong_phase.key == "refusal.verraeter.not_now.building"
