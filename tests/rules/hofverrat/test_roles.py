"""HV-12..HV-15: nobles, spies, assassins and guards in play, with the assassin's edge cases."""

import dataclasses
import json

import pytest

from game.core import IllegalAction, Rng
from game.hofverrat.actions import PlayToDistrict, PlayToTable
from game.hofverrat.board import LOWER, QUEEN, UPPER
from game.hofverrat.cards import ASSASSIN, GUARD, NOBLE, PLAIN, SPY, WEIGHT_OF
from game.hofverrat.events import CardEliminated, PlayedToDistrict, PlayedToTable, SpyRevealed
from game.hofverrat.scoring import standing
from game.hofverrat.view import PlayedCard, Strike
from tests.rules.hofverrat.helpers import FAMILY_INDEX, card, give, new_game, play, play_out, score_layout, shown_cards

STAG = FAMILY_INDEX["stag"]


def table_weights(view, family):
    """A family's (upper, lower) weighted counts of the face-up cards a view shows at its column."""
    return tuple(sum(WEIGHT_OF[shown.card] for shown in view.table[family][side]) for side in (UPPER, LOWER))


def test_hv12_a_noble_counts_two_for_the_standing_and_scores_double():
    noble, plain = card("stag", NOBLE), card("stag", PLAIN)
    result = score_layout({(STAG, UPPER): [plain], (STAG, LOWER): [noble]}, [[noble, plain], []], [[], []])
    standing_line = next(line for line in result.lines if line.key == "hofverrat.standing")
    assert standing_line.params == {"family": "stag", "upper": 1, "lower": 2, "standing": "disgraced"}
    assert [line.points for line in result.lines_of(0)] == [-2, -1]
    assert result.scores == (-3, 0)


def spy_at_table_turn(side="upper"):
    """Seat 0 plays a spy to the royal table, a plain card home and a guard to seat 1; returns (state, spy, events)."""
    state = new_game(3)
    spy, plain, guard = card("hare", SPY), card("toad", PLAIN), card("carp", GUARD)
    give(state, 0, [spy, plain, guard])
    events = play(state, PlayToTable(spy, side), PlayToDistrict(plain, 0), PlayToDistrict(guard, 1))
    return state, spy, events


@pytest.mark.parametrize("side", ["upper", "lower"])
def test_hv13_a_spy_goes_face_down_to_the_queens_column_on_the_chosen_side(side):
    state, spy, events = spy_at_table_turn(side)
    placed = events[0]
    assert isinstance(placed, PlayedToTable) and placed.column == QUEEN and placed.face_down
    for seat in range(3):
        assert placed.for_seat(seat).card is None, "not even the player who played it may see it"
        view = state.view(seat)
        assert view.table[QUEEN][("upper", "lower").index(side)] == (PlayedCard(0, None),)
        assert spy not in view.hand


def test_hv13_a_spy_in_a_district_lies_face_down_there():
    state = new_game(2)
    spy = card("stag", SPY)
    give(state, 0, [spy])
    placed = state.apply(PlayToDistrict(spy, 1))[0]
    assert isinstance(placed, PlayedToDistrict) and placed.face_down
    assert placed.for_seat(0).card is None and placed.for_seat(1).card is None
    assert state.view(0).districts[1] == (PlayedCard(0, None),)
    assert state.view(1).districts[1] == (PlayedCard(0, None),)


def test_hv13_spies_are_revealed_only_at_the_end():
    state, spy, _ = spy_at_table_turn()
    rng = Rng(3)
    revealed = []
    while not state.over:
        assert all(shown.card is None for side in state.view(1).table[QUEEN] for shown in side)
        action = dataclasses.replace(state.random_action(rng), target=None)
        revealed += [event for event in state.apply(action) if isinstance(event, SpyRevealed)]
    assert state.view(1).table[QUEEN][UPPER][0] == PlayedCard(0, spy)
    assert SpyRevealed(0, spy) in revealed


def assassin_turn(state, seat, assassin, action_area, target):
    """Seat ``seat`` plays ``assassin`` into ``action_area`` ("table" or a district seat) aiming at ``target``."""
    give(state, seat, [assassin])
    if action_area == "table":
        return state.apply(PlayToTable(assassin, "upper", target))
    return state.apply(PlayToDistrict(assassin, action_area, target))


def test_hv14_an_assassin_may_eliminate_one_card_in_any_column_of_the_royal_table():
    state, _, _ = spy_at_table_turn()
    stag, plain, other = card("stag", NOBLE), card("hare", PLAIN), card("hare", PLAIN, 1)
    give(state, 1, [stag, plain, other])
    play(state, PlayToTable(stag, "lower"), PlayToDistrict(plain, 1), PlayToDistrict(other, 2))
    events = assassin_turn(state, 2, card("toad", ASSASSIN), "table", target=3)
    assert events[1] == CardEliminated(2, 6, 3, stag, False)
    view = state.view(0)
    assert view.table[STAG][LOWER] == ()
    assert view.eliminated == (PlayedCard(3, stag),), "a face-up card was seen; its leaving is public"
    assert view.strikes == (Strike(6, 3, STAG * 2 + LOWER),), "who struck which card, and where it lay, is public"
    assert view.table[FAMILY_INDEX["toad"]][UPPER] == (PlayedCard(6, card("toad", ASSASSIN)),)


def test_hv14_the_elimination_is_optional():
    state, _, _ = spy_at_table_turn()
    assassin = card("stag", ASSASSIN)
    give(state, 1, [assassin])
    legal = [action for action in state.legal_actions() if isinstance(action, PlayToTable) and action.card == assassin]
    assert {action.target for action in legal} == {None, 0}, "the spy at the Queen's column, or nobody"
    events = state.apply(PlayToTable(assassin, "upper"))
    assert len(events) == 1 and state.view(0).table[QUEEN][UPPER] == (PlayedCard(0, None),)


def test_hv14_an_assassin_cannot_reach_a_card_in_another_area():
    state, _, _ = spy_at_table_turn()
    assassin = card("stag", ASSASSIN)
    give(state, 1, [assassin])
    before = json.dumps(state.snapshot())
    with pytest.raises(IllegalAction, match="in the area where it is played"):
        state.apply(PlayToDistrict(assassin, 1, 1))
    with pytest.raises(IllegalAction, match="no such card"):
        state.apply(PlayToTable(assassin, "upper", 99))
    plain = next(held for held in state.hands[1] if held != assassin)
    with pytest.raises(IllegalAction, match="Only an assassin"):
        state.apply(PlayToTable(plain, "upper", 0))
    assert json.dumps(state.snapshot()) == before


def test_hv14_killing_a_spy_at_the_queens_column_keeps_it_unknown_for_good():
    state, spy, _ = spy_at_table_turn()
    events = assassin_turn(state, 1, card("stag", ASSASSIN), "table", target=0)
    eliminated = events[1]
    assert isinstance(eliminated, CardEliminated) and eliminated.face_down and eliminated.card == spy
    assert all(eliminated.for_seat(seat).card is None for seat in range(3))
    for event in play_out(state, seed=8):
        assert not (isinstance(event, SpyRevealed) and event.serial == 0)
    for seat in range(3):
        view = state.view(seat)
        assert view.eliminated[0] == PlayedCard(0, None)
        assert view.strikes[0] == Strike(3, 0, QUEEN * 2 + UPPER), "the strike is public, the victim's face is not"
        assert spy not in shown_cards(view), "not even at the end"
    assert all(line.params.get("serial") != 0 for line in state.result().lines)


def test_hv14_an_assassin_with_no_other_card_in_its_area_eliminates_nothing():
    state, _, _ = spy_at_table_turn()
    assassin = card("carp", ASSASSIN)
    give(state, 1, [assassin])
    into_empty = [
        action
        for action in state.legal_actions()
        if isinstance(action, PlayToDistrict) and action.card == assassin and action.district == 2
    ]
    assert into_empty == [PlayToDistrict(assassin, 2)], "seat 2's district is empty, though other areas are not"
    with pytest.raises(IllegalAction, match="in the area where it is played"):
        state.apply(PlayToDistrict(assassin, 2, 0))
    events = state.apply(PlayToDistrict(assassin, 2))
    assert len(events) == 1 and state.view(2).districts[2] == (PlayedCard(3, assassin),)


def test_hv14_eliminating_a_noble_changes_its_familys_standing():
    state = new_game(2)
    noble, plain, filler = card("stag", NOBLE), card("stag", PLAIN), card("hare", PLAIN)
    give(state, 0, [noble, plain, filler])
    play(state, PlayToTable(noble, "lower"), PlayToDistrict(plain, 0), PlayToDistrict(filler, 1))
    upper_plain = card("stag", PLAIN, 1)
    give(state, 1, [upper_plain])
    state.apply(PlayToTable(upper_plain, "upper"))
    assert standing(*table_weights(state.view(0), STAG)) == "disgraced", "2 below against 1 above"
    assassin_turn(state, 1, card("hare", ASSASSIN), 1, target=None)
    play(state, PlayToDistrict(state.hands[1][0], 0))
    assassin_turn(state, 0, card("toad", ASSASSIN), "table", target=0)
    assert standing(*table_weights(state.view(1), STAG)) == "esteemed", "the noble below is gone"


def test_hv15_a_guard_cannot_be_eliminated():
    state, _, _ = spy_at_table_turn()
    assassin = card("stag", ASSASSIN)
    give(state, 1, [assassin])
    aims = {
        action.target
        for action in state.legal_actions()
        if action.card == assassin and isinstance(action, PlayToDistrict) and action.district == 1
    }
    assert aims == {None}, "the guard in seat 1's own district is no target"
    before = json.dumps(state.snapshot())
    with pytest.raises(IllegalAction, match=r"A guard cannot be eliminated\."):
        state.apply(PlayToDistrict(assassin, 1, 2))
    assert json.dumps(state.snapshot()) == before
