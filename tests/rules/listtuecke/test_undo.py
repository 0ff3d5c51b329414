"""Undo in Mit List und Tücke: a played card may be taken back while the choice its instruction asks is open (LT-9,
LT-11), until that choice brings something hidden to light (LT-28, LT-31) or the card was the hand's last."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from game.core import Match, Rng, Seat
from game.listtuecke import RULESET, decisions
from game.listtuecke.state import ListTueckeState
from game.listtuecke.undo import AFTER_PLAY
from tests.contract import load_catalogues, play_undo_checked_game, play_until, snapshot_text

SEATS = (Seat("A"), Seat("B"), Seat("C"), Seat("D"))


def reached(decision: str, *, swapped: bool = False):
    """A test of the state: ``decision`` is open, after a swap of the Kurtisane or not, by a player holding cards."""

    def test(state: ListTueckeState) -> bool:
        return state.decision == decision and bool(state.backs_swapped) == swapped and bool(state.hands[state.decider])

    return test


def test_lt28_the_kurtisane_may_be_taken_back_while_her_first_offer_is_open():
    match = Match.start(RULESET, SEATS, seed=0)
    play_until(match, reached(decisions.OFFER), Rng(0))
    seat = match.state.decider
    assert match.state.undoable_actions() == 1
    last = match.record.actions[-1]
    before = Match(RULESET, match.record.without_last(1))
    match.undo()
    assert snapshot_text(match.state) == snapshot_text(before.state)
    assert match.state.decision == decisions.PLAY and match.state.decider == seat
    assert last in match.state.legal_actions(), "the Kurtisane is back in the hand, to be played or kept"


def test_lt28_after_a_swap_the_card_received_cannot_go_back():
    match = Match.start(RULESET, SEATS, seed=0)
    play_until(match, reached(decisions.OFFER, swapped=True), Rng(0))
    assert match.state.undoable_actions() == 0
    assert match.state.undo_refusal().key == "refusal.undo.received"


def test_lt31_once_the_inquisitor_has_named_a_character_what_was_shown_stays_seen():
    match = Match.start(RULESET, SEATS, seed=0)
    play_until(match, lambda state: state.decision in (decisions.GIVE, decisions.RANK), Rng(0))
    assert match.state.undoable_actions() == 0
    assert match.state.undo_refusal().key == "refusal.undo.shown"


def test_lt9_a_hands_last_card_played_without_asking_cannot_be_taken_back():
    match = Match.start(RULESET, SEATS, seed=0)
    play_until(match, lambda state: state.decision in AFTER_PLAY and not state.hands[state.decider], Rng(0))
    assert match.state.undoable_actions() == 0
    assert match.state.undo_refusal().key == "refusal.undo.forced"


def test_lt8_the_first_pass_comes_after_the_deal():
    match = Match.start(RULESET, SEATS, seed=0)
    assert match.state.decision == decisions.PASS
    assert match.state.undo_refusal().key == "refusal.undo.dealt"
    match.apply(match.state.legal_actions()[0])
    assert match.state.undo_refusal().key == "refusal.undo.nothing_yet", "the next seat passes; nothing is its own"


CATALOGUES = load_catalogues()


@given(players=st.integers(3, 4), seed=st.integers(0, 2**32), choice_seed=st.integers(0, 2**32))
def test_lt11_undo_rebuilds_the_earlier_state_and_reveals_nothing(players, seed, choice_seed):
    play_undo_checked_game(RULESET, players, seed, choice_seed, deep_every=2, catalogues=CATALOGUES)
