"""HV-9..HV-11: a turn of three placements, drawing, turn order and the end; and taking placements back."""

import json

import pytest

from game.core import IllegalAction, Match, Rng, Seat
from game.hofverrat import RULESET
from game.hofverrat.actions import PlayToDistrict, PlayToTable
from game.hofverrat.board import LOWER, UPPER
from game.hofverrat.cards import GUARD, NOBLE, PLAIN
from game.hofverrat.events import CardsDrawn, PlayedToDistrict, PlayedToTable, TurnStarted
from game.hofverrat.view import PlayedCard
from tests.rules.hofverrat.helpers import FAMILY_INDEX, card, give, new_game, play


def refused(state, action, message):
    before = json.dumps(state.snapshot())
    with pytest.raises(IllegalAction, match=message):
        state.apply(action)
    assert json.dumps(state.snapshot()) == before


def test_hv9_one_card_into_each_area_in_any_order():
    state = new_game(3)
    stag, toad, hare = card("stag", PLAIN), card("toad", NOBLE), card("hare", GUARD)
    give(state, 0, [stag, toad, hare])
    events = play(state, PlayToDistrict(toad, 2), PlayToDistrict(hare, 0), PlayToTable(stag, "lower"))
    placed = [event for event in events if isinstance(event, (PlayedToTable, PlayedToDistrict))]
    assert [event.serial for event in placed] == [0, 1, 2]
    view = state.view(1)
    assert view.districts == ((PlayedCard(1, hare),), (), (PlayedCard(0, toad),))
    assert view.table[FAMILY_INDEX["stag"]][LOWER] == (PlayedCard(2, stag),)
    assert state.to_move == 1


def test_hv9_the_table_card_goes_to_its_familys_column_on_the_chosen_side():
    state = new_game(2)
    carp = card("carp", PLAIN)
    give(state, 0, [carp])
    play(state, PlayToTable(carp, "upper"))
    assert state.view(0).table[FAMILY_INDEX["carp"]][UPPER] == (PlayedCard(0, carp),)
    assert state.view(0).turn_areas == ("table",)


def test_hv9_a_second_card_into_an_area_already_played_is_refused():
    state = new_game(3)
    first, second, third = state.hands[0]
    play(state, PlayToTable(first, "upper"))
    refused(state, PlayToTable(second, "lower"), "already played a card to the royal table")
    play(state, PlayToDistrict(second, 0))
    refused(state, PlayToDistrict(third, 0), "your own district")
    legal = state.legal_actions()
    assert all(isinstance(action, PlayToDistrict) for action in legal)
    assert {action.district for action in legal} == {1, 2}


def test_hv9_only_one_opponent_district_per_turn():
    state = new_game(3)
    first, second, _ = state.hands[0]
    play(state, PlayToDistrict(first, 1))
    refused(state, PlayToDistrict(second, 2), "an opponent's district")


def test_hv9_a_card_must_come_from_the_movers_hand():
    state = new_game(3)
    foreign = state.hands[1][0]
    refused(state, PlayToTable(foreign, "upper"), "not in your hand")
    refused(state, PlayToTable(state.hands[0][0], "sideways"), "upper or the lower side")
    refused(state, PlayToDistrict(state.hands[0][0], 3), "no such district")


def test_hv10_the_player_draws_three_after_the_third_placement():
    state = new_game(3)
    pile_before = len(state.pile)
    top = state.pile[-3:]
    first, second, third = state.hands[0]
    assert not [
        e for e in play(state, PlayToTable(first, "upper"), PlayToDistrict(second, 0)) if isinstance(e, CardsDrawn)
    ]
    events = play(state, PlayToDistrict(third, 1))
    drawn = [event for event in events if isinstance(event, CardsDrawn)]
    assert drawn == [CardsDrawn(0, 3, tuple(top), pile_before - 3)]
    assert sorted(state.hands[0]) == sorted(top)
    assert drawn[0].for_seat(0).cards == tuple(top)
    assert drawn[0].for_seat(1).cards is None and drawn[0].for_seat(1).count == 3
    assert state.view(1).hand_sizes == (3, 3, 3)


def test_hv10_a_short_pile_gives_what_it_has():
    state = new_game(3)
    state.removed = (*state.removed, *state.pile[:-2])
    del state.pile[:-2]
    last_two = list(state.pile)
    first, second, third = state.hands[0]
    events = play(state, PlayToTable(first, "upper"), PlayToDistrict(second, 0), PlayToDistrict(third, 1))
    assert [event for event in events if isinstance(event, CardsDrawn)] == [CardsDrawn(0, 2, tuple(last_two), 0)]
    assert state.hands[0] == last_two


def test_hv10_a_player_with_no_cards_left_takes_no_more_turns():
    state = new_game(3)
    state.removed = (*state.removed, *state.pile, *state.hands[1])
    state.pile = []
    state.hands[1] = []
    first, second, third = state.hands[0]
    events = play(state, PlayToTable(first, "upper"), PlayToDistrict(second, 0), PlayToDistrict(third, 2))
    assert events[-1] == TurnStarted(2)
    first, second, third = state.hands[2]
    events = play(state, PlayToTable(first, "upper"), PlayToDistrict(second, 2), PlayToDistrict(third, 0))
    assert state.over, "nobody holds a card and the pile is empty"


@pytest.mark.parametrize(("players", "turns"), [(2, 10), (3, 8), (4, 7), (5, 6)])
def test_hv11_the_game_ends_when_pile_and_hands_are_empty_after_equal_turns(players, turns):
    state = RULESET.new_state(players, seed=21)
    rng = Rng(2)
    placements = [0] * players
    while not state.over:
        assert state.pile or any(state.hands)
        seat = state.to_move
        state.apply(state.random_action(rng))
        placements[seat] += 1
    assert not state.pile and not any(state.hands)
    assert placements == [3 * turns] * players
    assert state.legal_actions() == () and state.to_move is None


def test_the_first_two_placements_of_a_turn_can_be_taken_back_exactly():
    match = Match.start(RULESET, [Seat("A"), Seat("B"), Seat("C")], seed=4)
    seat = match.state.to_move
    start = json.dumps(match.state.snapshot())
    assert match.state.undoable_actions() == 0
    first, second, third = match.state.hands[seat]
    match.apply(PlayToTable(first, "upper"))
    after_one = json.dumps(match.state.snapshot())
    match.apply(PlayToDistrict(second, seat))
    assert match.state.undoable_actions() == 2
    match.undo()
    assert json.dumps(match.state.snapshot()) == after_one
    match.undo()
    assert json.dumps(match.state.snapshot()) == start
    match.apply(PlayToTable(first, "upper"))
    match.apply(PlayToDistrict(second, seat))
    match.apply(PlayToDistrict(third, (seat + 1) % 3))
    assert match.state.undoable_actions() == 0, "the draw showed new cards: the turn cannot be taken back"
    with pytest.raises(IllegalAction):
        match.undo()
