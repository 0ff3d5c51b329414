"""Undo in Hofnar: the King's mood while he names the first jester (HN-8, HN-9), Armstrong's swap until he draws
(HN-33); never past a revealed mood (HN-10) or a card drawn blind."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from game.core import Match, Rng, Seat
from game.hofnar import RULESET
from game.hofnar.actions import GiveCard, NameStarter, UseEffect
from game.hofnar.events import MoodRevealed
from game.hofnar.state import HofnarState
from tests.contract import load_catalogues, play_undo_checked_game, play_until, snapshot_text


def seats(count: int) -> tuple[Seat, ...]:
    return tuple(Seat(f"P{number}") for number in range(count))


def test_hn9_the_kings_mood_may_be_taken_back_while_he_names_the_first_jester():
    match = Match.start(RULESET, seats(4), seed=3)
    king = match.state.king
    before = snapshot_text(match.state)
    match.apply(match.state.legal_actions()[0])
    assert match.state.to_move == king and isinstance(match.state.legal_actions()[0], NameStarter)
    assert match.state.undoable_actions() == 1
    match.undo()
    assert snapshot_text(match.state) == before


def giving(state: HofnarState) -> bool:
    return bool(state.agenda) and state.agenda[-1][0] == "give"


def test_hn33_armstrongs_swap_may_be_taken_back_until_he_draws():
    match = Match.start(RULESET, seats(5), seed=1)
    play_until(match, giving, Rng(1))
    assert match.state.undoable_actions() == 1
    assert isinstance(match.record.actions[-1], UseEffect), "his announcement is what goes back"
    armstrong = match.state.to_move
    match.apply(GiveCard(match.state.hands[armstrong][0]))
    assert match.state.to_move == armstrong, "he plays his card next"
    assert match.state.undoable_actions() == 0
    assert match.state.undo_refusal().key == "refusal.undo.drawn"


def test_hn10_after_the_mood_is_revealed_the_next_jester_is_told_so():
    match = Match.start(RULESET, seats(4), seed=3)
    rng = Rng(4)
    while True:
        events = match.apply(match.state.random_action(rng))
        if any(isinstance(event, MoodRevealed) for event in events):
            break
    assert match.state.undoable_actions() == 0
    assert match.state.undo_refusal().key == "refusal.undo.revealed"


CATALOGUES = load_catalogues()


@given(players=st.integers(3, 9), seed=st.integers(0, 2**32), choice_seed=st.integers(0, 2**32))
def test_hn33_undo_rebuilds_the_earlier_state_and_reveals_nothing(players, seed, choice_seed):
    play_undo_checked_game(RULESET, players, seed, choice_seed, deep_every=1, catalogues=CATALOGUES)
