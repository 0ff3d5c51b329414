"""Refusals name their reason as a catalogue key with its params, so the table says why in the player's language
(VR-9, VR-18): a third Kontor, an occupied landscape, a building that is not one's own, a card not on offer."""

import pytest

from game.core import IllegalAction
from game.verraeter.actions import PlaceBuilding, PlaySupplyCard, TakeActionCard, TurnBuilding
from game.verraeter.data import ESTATE, FARMER, TRADING_HOUSE, TRAITOR
from scenes.i18n import load_catalogue, placeholders
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
    assert (third.key, third.params) == ("refusal.verraeter.third_trading_house", {"most": 2})
    occupied = refused(state, PlaceBuilding(11, ESTATE))
    assert occupied.key == "refusal.verraeter.occupied"
    foreign = refused(state, TurnBuilding(11))
    assert foreign.key == "refusal.verraeter.not_your_building"
    wrong_phase = refused(state, TakeActionCard(FARMER))
    assert wrong_phase.key == "refusal.verraeter.task.building"


def test_every_verraeter_refusal_key_is_translated_with_its_params():
    state, _ = to_building(BUILDER_ROUND, aside=TRAITOR)
    refusals = [refused(state, PlaySupplyCard(8)), refused(state, PlaceBuilding(11, ESTATE))]
    for language in ("en", "de", "nl"):
        catalogue = load_catalogue(language)
        for refusal in refusals:
            assert placeholders(catalogue[refusal.key]) <= set(refusal.params), (language, refusal.key)
