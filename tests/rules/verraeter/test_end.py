"""VR-23..VR-27: the end of the game, the Kontor bonus and the winners."""

import pytest

from game.core import IllegalAction, Rng, ScoreLine
from game.verraeter import RULESET
from game.verraeter.actions import ChooseConflictSite, KeepForBonus
from game.verraeter.circle import contested_borders
from game.verraeter.data import (
    BUILDER,
    CONFLICT_SITE,
    DIPLOMAT_2,
    DIPLOMAT_5,
    DRAWING,
    EAGLE,
    FARMER,
    KONTOR_BONUS,
    RETURN_ACTIONS,
    ROSE,
    STRATEGIST,
    TRADING_HOUSE,
)
from game.verraeter.events import CardsDiscarded, GameEnded, PhaseStarted
from game.verraeter.scoring import final_result
from tests.rules.verraeter.helpers import apply_all, draft, kinds, new_game, place_estates, set_hands, supply


def play_out(players, seed):
    """A random game to its end; returns the final state and every event."""
    state = RULESET.new_state(players, seed)
    rng = Rng(seed)
    events = []
    while not state.over:
        events += state.apply(state.random_action(rng))
    return state, events


@pytest.mark.parametrize(("players", "rounds"), [(3, 9), (4, 8)])
def test_vr23_the_game_ends_after_phase_10_of_the_last_round(players, rounds):
    for seed in range(12):
        state, events = play_out(players, seed)
        phases = [(event.round, event.phase) for event in kinds(events, PhaseStarted)]
        if contested_borders(state.houses):
            assert state.round == rounds
        last = state.round
        assert phases[-2:] == [(last, DRAWING), (last, KONTOR_BONUS)]
        assert (last, RETURN_ACTIONS) not in phases
        assert [phase for phase in phases if phase[1] == CONFLICT_SITE] == [
            (n, CONFLICT_SITE) for n in range(1, last + 1)
        ]
        assert state.to_move is None and state.legal_actions() == ()


def early_end(keep_hand=(2, 2, 3, 4, 5)):
    """Round 1 where Rose takes the last Adler landscape (position 0, Stadt), seat 2 holding two Kontore."""
    state = new_game(4)
    state.houses = [EAGLE] + [ROSE] * 11
    place_estates(state, [5, 11, 10, 1])
    state.building_side[10] = TRADING_HOUSE
    state.building_owner[6], state.building_side[6] = 2, TRADING_HOUSE
    state.stock[2] -= 1
    set_hands(state, {0: [], 1: [8], 2: list(keep_hand), 3: []})
    events = apply_all(state, ChooseConflictSite(0))
    events += draft(state, {0: FARMER, 1: DIPLOMAT_5, 2: STRATEGIST, 3: DIPLOMAT_2}, aside=BUILDER)
    events += supply(state, {1: [8]})
    return state, events


def test_vr24_when_one_house_owns_all_twelve_the_round_ends_after_phase_10_and_so_does_the_game():
    state, events = early_end()
    assert state.houses == [ROSE] * 12
    phases = [event.phase for event in kinds(events, PhaseStarted)]
    assert phases[phases.index(DRAWING) :] == [DRAWING, KONTOR_BONUS]
    assert state.round == 1 and state.phase == KONTOR_BONUS and state.to_move == 2


def test_vr25_hands_are_cut_to_three_by_choice_then_each_kontor_scores_a_point_per_card():
    state, _ = early_end()
    assert state.hands[2] == [2, 2, 3, 4, 5]
    assert {action.cards for action in state.legal_actions()} == {
        (2, 2, 3), (2, 2, 4), (2, 2, 5), (2, 3, 4), (2, 3, 5), (2, 4, 5), (3, 4, 5)
    }  # fmt: skip
    with pytest.raises(IllegalAction, match="exactly 3"):
        state.apply(KeepForBonus((2, 4)))
    events = state.apply(KeepForBonus((2, 4, 5)))
    assert kinds(events, CardsDiscarded) == [CardsDiscarded(2, (2, 3), "bonus")]
    assert state.over
    bonus = [line for line in state.result().lines if line.key == "verraeter.kontor_bonus"]
    assert bonus[2] == ScoreLine(2, "verraeter.kontor_bonus", 6, {"trading_houses": 2, "cards": 3})
    assert all(line.points == 0 for line in bonus if line.seat != 2)
    assert state.houses[10] == ROSE and state.allegiance[2] == EAGLE, "Kontore score whatever the landscape's house"
    assert state.result().scores == (0, 9, 8, 9), "Rose's two players share Stadt II; seat 2: Stratege and bonus"
    assert kinds(events, GameEnded) == [GameEnded((0, 9, 8, 9), (1, 3))]


def test_vr25_a_hand_with_a_single_way_to_keep_three_is_cut_without_asking():
    state, events = early_end(keep_hand=(3, 3, 3, 3))
    assert state.over
    assert CardsDiscarded(2, (3,), "bonus") in events
    assert state.result().scores[2] == 2 + 6


def test_vr26_most_points_win_and_equal_points_share_the_place():
    lines = [ScoreLine(seat, "verraeter.landscape", points) for seat, points in enumerate((5, 8, 8, 1))]
    result = final_result([5, 8, 8, 1], lines)
    assert result.ranking == ((1, 2), (0,), (3,))
    assert result.winners == {1, 2}
    for seed in range(6):
        state, _ = play_out(3, seed)
        result = state.result()
        best = max(result.scores)
        assert result.winners == {seat for seat, score in enumerate(result.scores) if score == best}


def test_vr27_after_an_early_end_no_conflict_site_is_sought():
    state, events = early_end(keep_hand=(3, 3, 3))
    assert state.over and contested_borders(state.houses) == ()
    assert CONFLICT_SITE not in [event.phase for event in kinds(events, PhaseStarted)], "no round 2 begins"
    assert state.legal_actions() == ()
