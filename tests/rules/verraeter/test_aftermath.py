"""VR-18..VR-22: the builder, the strategy card, discarding, drawing, and passing on to the next round.

The introductory circle as in test_conflict; seat 0 has its Gutshof under 5 (Adler-Stadt), seat 1 under 11
(Adler-Fluss), seat 2 under 10 (Adler-Dorf), seat 3 under 1 (Rose-Dorf).
"""

import pytest

from game.core import IllegalAction, redact
from game.verraeter.actions import (
    ChooseConflictSite,
    DiscardBeforeDrawing,
    MoveBuilding,
    PlaceBuilding,
    SkipBuilding,
    TurnBuilding,
)
from game.verraeter.data import (
    ACTION_CARDS,
    BUILDER,
    BUILDING,
    CONFLICT_SITE,
    DIPLOMAT_2,
    DIPLOMAT_5,
    DRAWING,
    ESTATE,
    FARMER,
    NEXT_ROUND,
    PASS_START,
    RETURN_ACTIONS,
    STRATEGIST,
    TRADING_HOUSE,
    TRAITOR,
)
from game.verraeter.events import (
    BuildingMoved,
    BuildingTurned,
    CardsDiscarded,
    CardsDrawn,
    DrawEntitled,
    DrawPileReshuffled,
    PhaseStarted,
    PlayedSupplyDiscarded,
    StartPlayerPassed,
    StrategyCardPassed,
)
from tests.rules.verraeter.helpers import (
    apply_all,
    draft,
    kinds,
    new_game,
    place_estates,
    set_hands,
    stack_draw_pile,
    supply,
)


def to_building(picks, aside, hands=None, plays=None, border=11):
    """Round 1 of the introductory circle played up to the builder's decision (or past it, without a builder)."""
    state = new_game(4)
    place_estates(state, [5, 11, 10, 1])
    set_hands(state, hands or {0: [], 1: [], 2: [], 3: []})
    events = apply_all(state, ChooseConflictSite(border)) + draft(state, picks, aside)
    events += supply(state, plays or {})
    return state, events


BUILDER_ROUND = {0: BUILDER, 1: STRATEGIST, 2: FARMER, 3: DIPLOMAT_2}


def test_vr18_the_builder_may_place_move_or_turn_one_building_or_skip():
    state, _ = to_building(BUILDER_ROUND, aside=TRAITOR)
    assert state.phase == BUILDING and state.to_move == 0
    legal = state.legal_actions()
    free = [position for position in range(12) if position not in (5, 11, 10, 1)]
    assert SkipBuilding() in legal
    assert {(a.position, a.side) for a in legal if isinstance(a, PlaceBuilding)} == {
        (position, side) for position in free for side in (ESTATE, TRADING_HOUSE)
    }
    assert {(a.origin, a.target) for a in legal if isinstance(a, MoveBuilding)} == {(5, target) for target in free}
    assert [a.position for a in legal if isinstance(a, TurnBuilding)] == [5]
    assert len(legal) == 1 + 16 + 8 + 1
    with pytest.raises(IllegalAction, match="only one building"):
        state.apply(PlaceBuilding(11, ESTATE))
    with pytest.raises(IllegalAction, match="no building under that landscape"):
        state.apply(TurnBuilding(11))


def test_vr18_a_building_moves_without_turning_and_turns_in_place():
    state, _ = to_building(BUILDER_ROUND, aside=TRAITOR)
    state.building_side[5] = TRADING_HOUSE
    state.cached_legal = None
    events = state.apply(MoveBuilding(5, 7))
    assert kinds(events, BuildingMoved) == [BuildingMoved(0, 5, 7)]
    assert (state.building_owner[7], state.building_side[7]) == (0, TRADING_HOUSE)
    assert (state.building_owner[5], state.building_side[5]) == (None, None)

    state, _ = to_building(BUILDER_ROUND, aside=TRAITOR)
    events = state.apply(TurnBuilding(5))
    assert kinds(events, BuildingTurned) == [BuildingTurned(0, 5, TRADING_HOUSE)]


def test_vr18_nobody_owns_more_than_two_kontore():
    state, _ = to_building(BUILDER_ROUND, aside=TRAITOR)
    state.building_side[5] = TRADING_HOUSE
    state.building_owner[6], state.building_side[6] = 0, TRADING_HOUSE
    state.stock[0] -= 1
    state.cached_legal = None
    legal = state.legal_actions()
    assert not [a for a in legal if isinstance(a, PlaceBuilding) and a.side == TRADING_HOUSE]
    assert {a.position for a in legal if isinstance(a, TurnBuilding)} == {5, 6}, "a Kontor may turn back"
    with pytest.raises(IllegalAction, match="more than 2 Kontore"):
        state.apply(PlaceBuilding(7, TRADING_HOUSE))
    state.apply(PlaceBuilding(7, ESTATE))
    assert state.stock[0] == 0


def test_vr18_without_a_builder_the_phase_passes_by_itself():
    state, events = to_building({0: TRAITOR, 1: STRATEGIST, 2: FARMER, 3: DIPLOMAT_2}, aside=BUILDER)
    assert PhaseStarted(1, BUILDING) in events
    assert state.phase != BUILDING


def test_vr19_the_strategist_takes_the_strategy_card_else_the_holder_keeps_it():
    state, _ = to_building(BUILDER_ROUND, aside=TRAITOR)
    events = state.apply(SkipBuilding())
    assert kinds(events, StrategyCardPassed) == [StrategyCardPassed(1, 1)], "the holder took the Stratege again"

    state, _ = to_building({0: BUILDER, 1: TRAITOR, 2: STRATEGIST, 3: FARMER}, aside=DIPLOMAT_2)
    events = state.apply(SkipBuilding())
    assert kinds(events, StrategyCardPassed) == [StrategyCardPassed(1, 2)]
    assert state.to_move == 2 and state.phase == CONFLICT_SITE

    state, _ = to_building({0: TRAITOR, 1: BUILDER, 2: FARMER, 3: DIPLOMAT_2}, aside=STRATEGIST)
    events = state.apply(SkipBuilding())
    assert kinds(events, StrategyCardPassed) == [StrategyCardPassed(1, 1)]


def test_vr20_played_supply_cards_go_to_the_open_discard_pile():
    state, _ = to_building(
        BUILDER_ROUND, aside=TRAITOR, hands={0: [2, 6], 1: [8], 2: [], 3: [3]}, plays={0: [6], 1: [8]}
    )
    assert state.discard_pile == []
    events = state.apply(SkipBuilding())
    assert kinds(events, PlayedSupplyDiscarded) == [PlayedSupplyDiscarded((6, 8))]
    assert state.played == [[], [], [], []]
    assert state.view(3).discard_pile == (6, 8)


def test_vr21_the_farmer_draws_three_first_then_estates_clockwise_with_the_diplomat_bonus():
    state, _ = to_building({0: FARMER, 1: BUILDER, 2: DIPLOMAT_2, 3: STRATEGIST}, aside=TRAITOR, border=8)
    assert state.to_move == 1
    events = state.apply(SkipBuilding())
    entitled = kinds(events, DrawEntitled)
    assert [event.seat for event in entitled] == [0, 1, 2, 3]
    assert entitled[0] == DrawEntitled(0, 3, True, 0, False), "the Bauer draws 3, nothing for his Gutshof"
    assert entitled[2] == DrawEntitled(2, 2, False, 1, True)
    assert entitled[1] == DrawEntitled(1, 0, False, 0, False), "Rose's Gutshof lies under Adler land"
    assert [event.count for event in entitled] == [3, 0, 2, 1]
    assert [len(hand) for hand in state.hands] == [3, 0, 2, 1]

    state, _ = to_building({0: DIPLOMAT_5, 1: BUILDER, 2: DIPLOMAT_2, 3: FARMER}, aside=TRAITOR, border=8)
    events = state.apply(SkipBuilding())
    assert [event.seat for event in kinds(events, DrawEntitled)] == [3, 0, 1, 2], "the Bauer first, then clockwise"


def test_vr21_estates_count_only_under_the_current_allegiance_and_never_beyond_three():
    state, _ = to_building({0: DIPLOMAT_2, 1: BUILDER, 2: FARMER, 3: STRATEGIST}, aside=TRAITOR, border=8)
    for position in (2, 6):
        state.building_owner[position], state.building_side[position] = 0, ESTATE
    state.building_owner[9], state.building_side[9] = 1, TRADING_HOUSE
    state.stock[0] = 0
    state.stock[1] = 1
    state.cached_legal = None
    events = state.apply(SkipBuilding())
    assert kinds(events, DrawEntitled)[1] == DrawEntitled(0, 3, False, 3, True), "3 Gutshöfe + Diplomat, at most 3"
    assert kinds(events, DrawEntitled)[2] == DrawEntitled(1, 0, False, 0, False), "a Kontor draws nothing"


def test_vr21_the_hand_limit_lets_the_player_choose_what_to_discard_or_to_draw_fewer():
    hands = {0: [2, 3, 3, 4], 1: [], 2: [], 3: []}
    state, _ = to_building({0: FARMER, 1: BUILDER, 2: DIPLOMAT_2, 3: STRATEGIST}, aside=TRAITOR, hands=hands)
    events = state.apply(SkipBuilding())
    assert state.phase == DRAWING and state.to_move == 0
    assert kinds(events, DrawEntitled)[0] == DrawEntitled(0, 3, True, 0, False)
    choices = {action.cards for action in state.legal_actions()}
    assert choices == {(), (2,), (3,), (4,), (2, 3), (2, 4), (3, 3), (3, 4)}, "discard at most 2 of 4 + 3 - 5"
    with pytest.raises(IllegalAction, match="at most 2"):
        state.apply(DiscardBeforeDrawing((2, 3, 4)))
    with pytest.raises(IllegalAction):
        state.apply(DiscardBeforeDrawing((8,)))
    stack_draw_pile(state, [5, 6, 8])
    events = state.apply(DiscardBeforeDrawing((3, 3)))
    assert kinds(events, CardsDiscarded) == [CardsDiscarded(0, (3, 3), "hand_limit")]
    assert kinds(events, CardsDrawn)[0] == CardsDrawn(0, 3, (5, 6, 8))
    assert sorted(state.hands[0]) == [2, 4, 5, 6, 8]
    assert state.discard_pile == [3, 3]

    state, _ = to_building({0: FARMER, 1: BUILDER, 2: DIPLOMAT_2, 3: STRATEGIST}, aside=TRAITOR, hands=hands)
    state.apply(SkipBuilding())
    events = state.apply(DiscardBeforeDrawing(()))
    assert kinds(events, CardsDrawn)[0].count == 1, "keeping every card means drawing only one"
    assert len(state.hands[0]) == 5


def test_vr21_an_empty_draw_pile_is_replaced_at_once_by_the_shuffled_discard_pile():
    state, _ = to_building({0: FARMER, 1: BUILDER, 2: DIPLOMAT_2, 3: STRATEGIST}, aside=TRAITOR)
    state.discard_pile = state.draw_pile[1:]
    state.draw_pile = state.draw_pile[:1]
    last = state.draw_pile[0]
    events = state.apply(SkipBuilding())
    drawn = [event for event in events if isinstance(event, (CardsDrawn, DrawPileReshuffled))]
    assert drawn[0] == CardsDrawn(0, 1, (last,))
    assert drawn[1] == DrawPileReshuffled(22)
    assert drawn[2].seat == 0 and drawn[2].count == 2
    assert [len(hand) for hand in state.hands] == [3, 1, 2, 1]
    assert kinds(redact(events, 1), CardsDrawn)[0].cards is None
    assert not state.invariant_violations()


def test_vr22_action_cards_return_the_start_card_passes_left_and_phase_1_follows():
    state, _ = to_building(BUILDER_ROUND, aside=TRAITOR)
    events = state.apply(SkipBuilding())
    phases = [event.phase for event in kinds(events, PhaseStarted)]
    assert phases[-4:] == [RETURN_ACTIONS, PASS_START, NEXT_ROUND, CONFLICT_SITE]
    assert kinds(events, StartPlayerPassed) == [StartPlayerPassed(0, 1)]
    assert state.picks == [None] * 4 and state.aside is None and state.border is None
    assert (state.round, state.start) == (2, 1)
    assert state.view(0).revealed_actions == () and state.view(0).offered == ()
    state.apply(ChooseConflictSite(10))
    assert state.to_move == 1, "the new start player is offered the action cards first"
    assert {*state.view(1).offered, state.aside} == set(ACTION_CARDS), "all six action cards are back"
