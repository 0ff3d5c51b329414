"""Undo in Verräter: the supply cards laid one at a time (VR-14) may be taken back until the player says "done";
after the reveal (VR-15) the builder, the drawing and the next round may take nothing back, and say why."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.core import IllegalAction, Match, Rng, Seat
from game.verraeter import RULESET
from game.verraeter.actions import EndSupply, PlaySupplyCard
from game.verraeter.data import ACTIONS, BUILDING, SUPPLY
from game.verraeter.state import VerraeterState
from tests.contract import load_catalogues, play_undo_checked_game, play_until, snapshot_text

SEATS = (Seat("A"), Seat("B"), Seat("C"), Seat("D"))


def supplier_with_cards(match: Match, cards: int) -> None:
    """Play on until a player with at least ``cards`` supply cards in hand lays the first of the supply phase."""

    def reached(state: VerraeterState) -> bool:
        return state.phase == SUPPLY and not state.played[state.mover] and len(state.hands[state.mover]) >= cards

    play_until(match, reached, Rng(5))


def test_vr14_supply_cards_laid_one_at_a_time_may_be_taken_back_until_done():
    match = Match.start(RULESET, SEATS, seed=2)
    supplier_with_cards(match, 3)
    state = match.state
    seat = state.mover
    before = [snapshot_text(state)]
    for value in sorted(state.hands[seat])[:2]:
        match.apply(PlaySupplyCard(value))
        before.append(snapshot_text(match.state))
    assert match.state.undoable_actions() == 2, "both cards may be taken back"
    match.undo()
    assert snapshot_text(match.state) == before[1]
    match.undo()
    assert snapshot_text(match.state) == before[0]
    assert match.state.undo_refusal().key == "refusal.undo.nothing_yet"


def test_vr14_saying_done_ends_the_supply_turn_for_good():
    match = Match.start(RULESET, SEATS, seed=2)
    supplier_with_cards(match, 1)
    seat = match.state.mover
    match.apply(PlaySupplyCard(match.state.hands[seat][0]))
    match.apply(EndSupply())
    assert match.state.mover != seat or match.state.phase != SUPPLY
    assert match.state.undoable_actions() == 0


def test_vr15_after_the_reveal_the_builder_takes_nothing_back_because_the_cards_are_revealed():
    match = Match.start(RULESET, SEATS, seed=2)
    play_until(match, lambda state: state.phase == BUILDING, Rng(6))
    assert match.state.undoable_actions() == 0
    with pytest.raises(IllegalAction) as refused:
        match.undo()
    assert refused.value.key == "refusal.undo.revealed"


def test_vr13_the_first_pick_of_the_draft_comes_after_the_shuffle():
    match = Match.start(RULESET, SEATS, seed=2)
    play_until(match, lambda state: state.phase == ACTIONS and state.picks_made == 0, Rng(7))
    assert match.state.undo_refusal().key == "refusal.undo.dealt", "the action cards were shuffled, one set aside"
    play_until(match, lambda state: state.phase == ACTIONS and state.picks_made == 1, Rng(7))
    assert match.state.undo_refusal().key == "refusal.undo.nothing_yet"


CATALOGUES = load_catalogues()


@given(players=st.integers(3, 4), seed=st.integers(0, 2**32), choice_seed=st.integers(0, 2**32))
def test_vr14_undo_rebuilds_the_earlier_state_and_reveals_nothing(players, seed, choice_seed):
    play_undo_checked_game(RULESET, players, seed, choice_seed, deep_every=4, catalogues=CATALOGUES)
