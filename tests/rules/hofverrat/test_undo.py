"""Undo in Hof-Verrat (HV-9, HV-10): a turn's placements may be taken back until its third card draws new ones."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.core import IllegalAction, Match, Rng, Seat
from game.hofverrat import RULESET
from game.hofverrat.actions import PlayToDistrict, PlayToTable
from tests.contract import load_catalogues, play_undo_checked_game, play_until, snapshot_text

SEATS = (Seat("A"), Seat("B"), Seat("C"))


def test_hv9_each_placement_of_an_unfinished_turn_may_be_taken_back_one_at_a_time():
    match = Match.start(RULESET, SEATS, seed=4)
    seat = match.state.to_move
    first, second, _ = match.state.hands[seat]
    before = [snapshot_text(match.state)]
    match.apply(PlayToTable(first, "upper"))
    before.append(snapshot_text(match.state))
    match.apply(PlayToDistrict(second, seat))
    assert match.state.undoable_actions() == 2
    match.undo()
    assert snapshot_text(match.state) == before[1]
    match.undo()
    assert snapshot_text(match.state) == before[0]


def test_hv10_after_the_turns_draw_nothing_of_it_may_be_taken_back_and_the_reason_is_given():
    match = Match.start(RULESET, SEATS, seed=4)
    assert match.state.undo_refusal().key == "refusal.undo.nothing_yet", "nothing of the first turn is done yet"
    seat = match.state.to_move
    play_until(match, lambda state: state.to_move != seat, Rng(2))
    assert match.state.undoable_actions() == 0
    with pytest.raises(IllegalAction) as refused:
        match.undo()
    assert refused.value.key == "refusal.undo.nothing_yet", "the next seat has done nothing yet this turn"


def test_hv11_once_the_game_is_over_nothing_may_be_taken_back():
    match = Match.start(RULESET, SEATS, seed=4)
    play_until(match, lambda state: state.over, Rng(3))
    assert match.state.undoable_actions() == 0
    assert match.state.undo_refusal().key == "refusal.game_over"


CATALOGUES = load_catalogues()


@given(players=st.integers(2, 5), seed=st.integers(0, 2**32), choice_seed=st.integers(0, 2**32))
def test_hv9_undo_rebuilds_the_earlier_state_and_reveals_nothing(players, seed, choice_seed):
    play_undo_checked_game(RULESET, players, seed, choice_seed, deep_every=3, catalogues=CATALOGUES)
