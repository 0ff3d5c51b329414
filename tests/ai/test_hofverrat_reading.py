"""Reading the others' Hof-Verrat missions from their turns: a faithful replay, a sharp reading, and a fair one."""

from __future__ import annotations

from game.ai.policy import mixed_policy
from game.core import Rng
from game.hofverrat import RULESET
from game.hofverrat.ai import reading as hofverrat_reading
from game.hofverrat.ai.playing import play_hofverrat
from game.hofverrat.ai.reading import (
    DARK,
    LIGHT,
    SPY_OF_FAMILY,
    course_of,
    fresh_replay,
    mission_odds,
    read_missions,
    stand_in_action,
)
from game.hofverrat.cards import HAND_SIZE, IS_SPY
from game.hofverrat.knowledge import column_counts
from game.hofverrat.state import HofVerratState


def played_game(seed: int, placements: int, random_percent: int = 25) -> HofVerratState:
    """A four-player game after ``placements`` placements of the heuristic, a share of them random (as Easy)."""
    state = RULESET.new_state(4, seed=seed)
    policy = mixed_policy(play_hofverrat, random_percent)
    rng = Rng(seed)
    for _ in range(placements):
        state.apply(policy(state, rng))
    return state


def test_hv14_the_course_names_every_card_where_it_went_and_whom_it_struck():
    state = played_game(seed=3, placements=60, random_percent=100)
    assert state.strikes, "random play strikes now and then"
    course = course_of(state.view(0))
    assert len(course) == len(state.cards)
    struck = {strike.assassin: strike.victim for strike in state.strikes}
    for serial, (card, place, victim) in enumerate(course):
        true_card = state.cards[serial]
        assert card == (None if IS_SPY[true_card] else true_card), "spies stay face down (HV-13)"
        assert place == next((strike.place for strike in state.strikes if strike.victim == serial), state.place[serial])
        assert victim == struck.get(serial)


def test_the_replay_of_the_course_lays_the_table_the_view_shows():
    state = played_game(seed=4, placements=48, random_percent=100)
    view = state.view(1)
    replay = fresh_replay(4, view.starting_seat)
    for first in range(0, len(state.cards), HAND_SIZE):
        turn = course_of(view)[first : first + HAND_SIZE]
        held = [SPY_OF_FAMILY[0] if card is None else card for card, _, _ in turn]
        replay.hands[replay.seat] = list(held)
        for card, (_, place, victim) in zip(held, turn, strict=True):
            replay.apply(stand_in_action(card, place, victim))
    assert replay.seat == state.seat
    assert column_counts(replay.view(1).table) == column_counts(view.table)
    assert [len(district) for district in replay.view(1).districts] == [len(district) for district in view.districts]


def true_pair_rank(likelihoods: list[float], light: str, dark: str) -> int:
    """How many pairs the reading finds likelier than the true one."""
    truth = likelihoods[[mission.id for mission in LIGHT].index(light) * len(DARK) + [m.id for m in DARK].index(dark)]
    return sum(likelihood > truth for likelihood in likelihoods)


def test_hv19_the_turns_a_seat_played_name_its_true_missions_far_more_often_than_chance():
    ranks = []
    for seed in range(4):
        state = played_game(seed=100 + seed, placements=60)
        seat = state.to_move
        likelihoods = read_missions(state.view(seat))
        assert likelihoods[seat] == [0.0] * len(LIGHT) * len(DARK), "a seat knows its own missions"
        ranks += [true_pair_rank(likelihoods[other], *state.missions[other]) for other in range(4) if other != seat]
    assert sum(ranks) / len(ranks) < 25, f"chance puts the true pair at rank 50 of 100: {ranks}"


def test_reading_on_from_an_earlier_decision_gives_what_reading_afresh_gives():
    state = played_game(seed=9, placements=30)
    seat = state.to_move
    rng = Rng(5)
    read_missions(state.view(seat))
    while state.to_move != seat or state.turn_areas:
        state.apply(mixed_policy(play_hofverrat, 25)(state, rng))
    later = state.view(seat)
    read_on = [list(row) for row in read_missions(later)]
    hofverrat_reading._readings.clear()
    assert read_missions(later) == read_on


def test_the_odds_cover_the_pairs_a_seat_may_hold_and_are_asked_once_per_view():
    state = played_game(seed=13, placements=36)
    seat = state.to_move
    view = state.view(seat)
    odds = mission_odds(view)
    assert mission_odds(view) is odds
    assert odds[seat] is None, "a seat knows its own missions"
    mine = set(state.missions[seat])
    for other in range(4):
        if other != seat:
            assert len(odds[other].pairs) == 9 * 9 and not mine & {m for pair in odds[other].pairs for m in pair}
            assert list(odds[other].running) == sorted(odds[other].running) and odds[other].running[0] > 0
            assert odds[other].draw(Rng(other)) in odds[other].pairs
