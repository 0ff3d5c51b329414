"""VR-12..VR-17: the conflict site, the action draft, supply, the reveal, the conflict and its victory points.

The tests play the introductory circle (positions clockwise from 12 o'clock): 0 Rose-Stadt, 1 Rose-Dorf,
2 Adler-Ödnis, 3 Rose-Fluss, 4 Rose-Wald, 5 Adler-Stadt, 6 Adler-Weide, 7 Rose-Ödnis, 8 Adler-Wald, 9 Rose-Weide,
10 Adler-Dorf, 11 Adler-Fluss. Seat 0 starts; with 4 players seats 0 and 2 are Adler, 1 and 3 Rose.
"""

import pytest

from game.core import IllegalAction, redact
from game.verraeter.actions import ChooseConflictSite, EndSupply, PlaySupplyCard, TakeActionCard
from game.verraeter.data import (
    ACTION_CARDS,
    ACTIONS,
    BUILDER,
    BUILDING,
    DIPLOMAT_2,
    DIPLOMAT_5,
    EAGLE,
    FARMER,
    ROSE,
    STRATEGIST,
    SUPPLY,
    TRAITOR,
)
from game.verraeter.events import (
    ActionCardSetAside,
    ActionCardsOffered,
    ActionCardsPutBack,
    ActionCardTaken,
    AllegianceSwitched,
    ConflictDecided,
    LandscapeFlipped,
    PointsScored,
    SupplyCardPlayed,
    SupplyEnded,
)
from tests.rules.verraeter.helpers import apply_all, draft, kinds, new_game, place_estates, set_hands, supply

CONTESTED = {1, 2, 4, 6, 7, 8, 9, 11}
"""The borders of the introductory circle between landscapes of different houses."""


def opening(players=4, hands=None):
    """Round 1 of the introductory circle, waiting for seat 1 (the strategy-card holder) to choose a site."""
    state = new_game(players)
    place_estates(state, [5, 11, 10, 1][:players])
    set_hands(state, hands or {})
    return state


def to_supply(state, border, picks, aside):
    return apply_all(state, ChooseConflictSite(border)) + draft(state, picks, aside)


def test_vr12_the_strategy_card_holder_chooses_between_neighbours_of_different_houses():
    state = opening()
    assert state.to_move == 1
    assert {action.border for action in state.legal_actions()} == CONTESTED
    with pytest.raises(IllegalAction, match="different houses"):
        state.apply(ChooseConflictSite(0))
    assert state.to_move == 1 and state.border is None
    state.apply(ChooseConflictSite(11))
    assert state.border == 11 and state.phase == ACTIONS


@pytest.mark.parametrize("players", [3, 4])
def test_vr13_one_action_card_set_aside_unseen_the_rest_passed_clockwise(players):
    state = opening(players)
    events = state.apply(ChooseConflictSite(11))
    (aside,) = kinds(events, ActionCardSetAside)
    assert aside.card == state.aside
    assert all(kinds(redact(events, seat), ActionCardSetAside)[0].card is None for seat in range(players))
    offered = []
    for seat in range(players):
        assert state.to_move == seat
        offer = state.view(seat).offered
        assert offer == tuple(card for card in ACTION_CARDS if card != state.aside and card not in offered[:seat])
        assert {action.card for action in state.legal_actions()} == set(offer)
        with pytest.raises(IllegalAction, match="not on offer"):
            state.apply(TakeActionCard(state.aside))
        taken = offer[-1]
        events = state.apply(TakeActionCard(taken))
        offered.append(taken)
        other = (seat + 1) % players
        assert kinds(redact(events, other), ActionCardTaken) == [ActionCardTaken(seat, None)]
        assert kinds(redact(events, seat), ActionCardTaken) == [ActionCardTaken(seat, taken)]
        assert state.view(other).my_action != taken and state.view(other).revealed_actions == ()
    assert kinds(events, ActionCardsPutBack) == [ActionCardsPutBack(5 - players)]
    assert state.phase == SUPPLY


def test_vr13_the_second_player_learns_what_the_first_player_left():
    state = opening()
    state.apply(ChooseConflictSite(11))
    state.aside = FARMER
    state.cached_legal = None
    events = state.apply(TakeActionCard(TRAITOR))
    (offer,) = kinds(redact(events, 1), ActionCardsOffered)
    assert offer.cards == (DIPLOMAT_2, DIPLOMAT_5, BUILDER, STRATEGIST)
    assert kinds(redact(events, 2), ActionCardsOffered)[0].cards is None
    assert state.view(2).offered == ()


def test_vr14_supply_clockwise_from_the_start_player_zero_to_five_cards_face_up():
    state = opening(hands={0: [2, 2, 3, 3, 4], 1: [5, 6], 2: [], 3: [8]})
    to_supply(state, 11, {0: BUILDER, 1: STRATEGIST, 2: FARMER, 3: DIPLOMAT_2}, aside=TRAITOR)
    assert state.to_move == 0
    with pytest.raises(IllegalAction, match="no supply card worth 8"):
        state.apply(PlaySupplyCard(8))
    events = apply_all(state, *(PlaySupplyCard(value) for value in (2, 2, 3, 3, 4)))
    assert kinds(events, SupplyEnded)[0] == SupplyEnded(0, 5), "the fifth card ends the turn"
    assert all(kinds(redact(events, 3), SupplyCardPlayed)[n].value == v for n, v in enumerate((2, 2, 3, 3, 4)))
    assert state.to_move == 1
    state.apply(PlaySupplyCard(6))
    assert state.view(3).played[1] == (6,), "played cards lie face up"
    events = state.apply(EndSupply())
    assert SupplyEnded(2, 0) in events, "an empty hand has nothing to decide"
    assert state.to_move == 3 and state.phase == SUPPLY
    events = state.apply(EndSupply())
    assert state.phase == BUILDING


def test_vr15_the_traitor_switches_at_once_and_the_new_allegiance_counts_now_and_later():
    state = opening(hands={0: [], 1: [8], 2: [], 3: []})
    to_supply(state, 11, {0: BUILDER, 1: TRAITOR, 2: FARMER, 3: DIPLOMAT_2}, aside=STRATEGIST)
    events = supply(state, {1: [8]})
    assert kinds(events, AllegianceSwitched) == [AllegianceSwitched(1, EAGLE, TRAITOR)]
    (decided,) = kinds(events, ConflictDecided)
    assert (decided.eagle_supply, decided.eagle_total, decided.rose_total) == (8, 13, 17)
    assert state.allegiance == [EAGLE, EAGLE, EAGLE, ROSE]
    assert state.view(3).revealed_actions == (BUILDER, TRAITOR, FARMER, DIPLOMAT_2)


@pytest.mark.parametrize("aside", [TRAITOR, FARMER])
def test_vr15_diplomat_5_also_switches_when_everyone_began_the_round_united(aside):
    state = opening(hands={0: [], 1: [], 2: [], 3: []})
    state.allegiance = [EAGLE] * 4
    picks = {0: BUILDER, 1: DIPLOMAT_5, 2: STRATEGIST, 3: FARMER if aside == TRAITOR else TRAITOR}
    events = to_supply(state, 11, picks, aside=aside)
    assert state.phase == BUILDING, "with empty hands the supply phase runs by itself"
    switched = kinds(events, AllegianceSwitched)
    assert AllegianceSwitched(1, ROSE, DIPLOMAT_5) in switched
    (decided,) = kinds(events, ConflictDecided)
    assert decided.rose_diplomats == 5, "the Diplomat +5 counts for its new house"
    if aside == FARMER:
        assert AllegianceSwitched(3, ROSE, TRAITOR) in switched
        assert state.allegiance == [EAGLE, ROSE, EAGLE, ROSE]
    else:
        assert state.allegiance == [EAGLE, ROSE, EAGLE, EAGLE]


def test_vr15_diplomat_5_keeps_its_side_when_the_players_were_divided():
    state = opening(hands={0: [], 1: [], 2: [], 3: []})
    events = to_supply(state, 11, {0: BUILDER, 1: DIPLOMAT_5, 2: STRATEGIST, 3: FARMER}, aside=TRAITOR)
    assert kinds(events, AllegianceSwitched) == []
    assert state.allegiance == [EAGLE, ROSE, EAGLE, ROSE]


def test_vr16_each_house_adds_its_landscape_its_players_supply_and_its_diplomats():
    state = opening(hands={0: [6, 8], 1: [5], 2: [2, 3], 3: [4]})
    to_supply(state, 4, {0: DIPLOMAT_2, 1: DIPLOMAT_5, 2: BUILDER, 3: FARMER}, aside=TRAITOR)
    events = supply(state, {0: [6, 8], 1: [5], 2: [2, 3], 3: [4]})
    (decided,) = kinds(events, ConflictDecided)
    assert (decided.eagle_position, decided.rose_position) == (5, 4)
    assert (decided.eagle_landscape, decided.eagle_supply, decided.eagle_diplomats) == (15, 19, 2)
    assert (decided.rose_landscape, decided.rose_supply, decided.rose_diplomats) == (7, 9, 5)
    assert (decided.eagle_total, decided.rose_total, decided.winner) == (36, 21, EAGLE)


def test_vr16_a_tie_flips_nothing_and_scores_only_the_traitor_and_the_strategist():
    state = opening(hands={0: [], 1: [3, 4], 2: [], 3: []})
    to_supply(state, 7, {0: BUILDER, 1: STRATEGIST, 2: FARMER, 3: TRAITOR}, aside=DIPLOMAT_2)
    houses = list(state.houses)
    events = supply(state, {1: [3, 4]})
    (decided,) = kinds(events, ConflictDecided)
    assert (decided.eagle_total, decided.rose_total, decided.winner) == (7, 7, None)
    assert kinds(events, LandscapeFlipped) == []
    assert state.houses == houses
    assert kinds(events, PointsScored) == [
        PointsScored(3, 1, "verraeter.traitor", (("round", 1),)),
        PointsScored(1, 2, "verraeter.strategist", (("round", 1),)),
    ]
    assert state.points == [0, 2, 0, 1]


def test_vr17_winners_share_the_losing_landscapes_value_by_their_number():
    state = opening(hands={0: [6, 8], 1: [], 2: [], 3: []})
    to_supply(state, 11, {0: BUILDER, 1: STRATEGIST, 2: FARMER, 3: DIPLOMAT_2}, aside=TRAITOR)
    events = supply(state, {0: [6, 8]})
    assert kinds(events, ConflictDecided)[0].winner == EAGLE
    assert state.points == [9, 2, 9, 0], "two Adler winners share Stadt II = 9 each; the Stratege gets 2"
    assert kinds(events, LandscapeFlipped) == [LandscapeFlipped(0, "city", EAGLE)]
    landscape_lines = [line for line in state.lines if line.key == "verraeter.landscape"]
    assert [dict(line.params) for line in landscape_lines] == [{"round": 1, "landscape": "city", "winners": 2}] * 2


def test_vr17_with_nobody_on_the_winning_side_nobody_scores_the_landscape_but_it_still_flips():
    state = opening(hands={0: [], 1: [], 2: [], 3: []})
    state.allegiance = [ROSE] * 4
    events = to_supply(state, 4, {0: BUILDER, 1: STRATEGIST, 2: FARMER, 3: DIPLOMAT_2}, aside=DIPLOMAT_5)
    (decided,) = kinds(events, ConflictDecided)
    assert (decided.eagle_total, decided.rose_total, decided.winner) == (15, 9, EAGLE)
    assert [line.key for line in state.lines if line.seat is not None] == ["verraeter.strategist"]
    assert state.points == [0, 2, 0, 0]
    assert kinds(events, LandscapeFlipped) == [LandscapeFlipped(4, "forest", EAGLE)]


def test_vr17_the_flipped_landscape_keeps_its_building():
    state = opening(hands={0: [], 1: [], 2: [], 3: [8]})
    to_supply(state, 11, {0: BUILDER, 1: STRATEGIST, 2: FARMER, 3: DIPLOMAT_2}, aside=TRAITOR)
    supply(state, {3: [8]})
    assert state.houses[11] == ROSE
    assert (state.building_owner[11], state.building_side[11]) == (1, "estate")
