"""Verräter's game knowledge for the AI: legal and honest decisions of every kind, sensible judgements, and skill.

The judgement tests play the introductory circle (positions clockwise from 12 o'clock): 0 Rose-Stadt, 1 Rose-Dorf,
2 Adler-Ödnis, 3 Rose-Fluss, 4 Rose-Wald, 5 Adler-Stadt, 6 Adler-Weide, 7 Rose-Ödnis, 8 Adler-Wald, 9 Rose-Weide,
10 Adler-Dorf, 11 Adler-Fluss. Seat 0 starts; seats 0 and 2 are Adler, 1 and 3 Rose.
"""

from __future__ import annotations

import json

import pytest

from game.ai import heuristics_for
from game.core import Rng, to_json
from game.verraeter import RULESET
from game.verraeter.actions import (
    ChooseConflictSite,
    DiscardBeforeDrawing,
    EndSupply,
    KeepForBonus,
    PlaceBuilding,
    PlaySupplyCard,
)
from game.verraeter.ai import HEURISTICS, best_commitment, house_after_reveal, infer_draft, play
from game.verraeter.data import (
    ACTIONS,
    BUILDER,
    BUILDING,
    CONFLICT_SITE,
    DIPLOMAT_2,
    DRAWING,
    EAGLE,
    ESTATE,
    FARMER,
    KONTOR_BONUS,
    ROSE,
    ROUNDS,
    SETUP,
    STRATEGIST,
    SUPPLY,
    TRADING_HOUSE,
    TRAITOR,
)
from game.verraeter.state import VerraeterState
from tests.ai.helpers import mixed_positions, policy_share_against_random
from tests.rules.verraeter.helpers import apply_all, draft, new_game, place_estates, set_hands, supply

DECISION_KINDS = {SETUP, CONFLICT_SITE, ACTIONS, SUPPLY, BUILDING, DRAWING, KONTOR_BONUS}
SETUPS = [(3, {}), (4, {}), (3, {"hands": "equal_start"}), (4, {"circle": "introductory", "hands": "equal_start"})]
SETUP_IDS = ["3p", "4p", "3p-equal-start", "4p-introductory-equal-start"]


def mixed_games(players: int, options: dict[str, str], games: int, seed: int = 0):
    return mixed_positions(RULESET, players, play, games, seed, options)


def test_the_heuristics_are_registered_for_the_title():
    assert heuristics_for(RULESET.id) is HEURISTICS


@pytest.mark.parametrize(("players", "options"), SETUPS, ids=SETUP_IDS)
def test_the_policy_answers_every_decision_kind_with_a_legal_action(players, options):
    seen = set()
    for state in mixed_games(players, options, games=12):
        action = play(state, Rng(7))
        assert action in state.legal_actions(), f"{state.phase}: {action} is not legal"
        seen.add(state.phase)
    assert seen == DECISION_KINDS, f"decisions never met: {DECISION_KINDS - seen}"


def hidden_twins(state: VerraeterState, count: int = 2) -> list[VerraeterState]:
    """True states the seat to move cannot tell from ``state``: the same view, other hidden facts."""
    seat = state.to_move
    truth = json.dumps(state.snapshot(), sort_keys=True)
    twins = [RULESET.determinize(state.view(seat), Rng(seed)) for seed in range(count)]
    return [twin for twin in twins if json.dumps(twin.snapshot(), sort_keys=True) != truth]


@pytest.mark.parametrize(("players", "options"), SETUPS, ids=SETUP_IDS)
def test_the_policy_never_reads_facts_hidden_from_the_seat_to_move(players, options):
    """Other hands, the draw pile, the set-aside card and others' action cards before the reveal change nothing."""
    compared = set()
    for number, state in enumerate(mixed_games(players, options, games=4, seed=40)):
        if number % 3:
            continue
        for twin in hidden_twins(state):
            assert twin.view(state.to_move) == state.view(state.to_move)
            assert play(twin, Rng(number)) == play(state, Rng(number)), f"{state.phase}: the policy read a hidden fact"
            compared.add(state.phase)
    assert compared >= {CONFLICT_SITE, ACTIONS, SUPPLY}, f"too few hidden facts varied: {compared}"


def test_the_heuristic_beats_random_play_in_a_small_seeded_match():
    """Two deals, the heuristic seated once at every seat of four among random players: far above the fair 25%."""
    assert policy_share_against_random(RULESET, play, players=4, deals=2) > 0.5


def test_vr14_supply_is_committed_only_where_it_can_carry_the_conflict():
    hand = (2, 3, 5, 8)
    assert best_commitment(hand, -40, 6.0, 0.45, 0) == (), "a hopeless conflict gets no cards"
    assert best_commitment(hand, 20, 6.0, 0.45, 0) == (), "a house far ahead needs no more"
    assert sum(best_commitment(hand, -3, 6.0, 0.45, 0)) > 3, "a close conflict is turned into a lead"
    assert best_commitment(hand, -3, 0.0, 0.45, 0) == (), "a conflict worth nothing is not worth a card"


def supply_turn_of_the_last_player(border: int, plays: dict[int, list[int]], last_hand: list[int]) -> VerraeterState:
    """Round 1, the conflict at ``border``; seat 3 (Rose, Diplomat +2) supplies last, holding ``last_hand``."""
    state = new_game(4)
    place_estates(state, [5, 11, 10, 1])
    set_hands(state, {0: [2, 6], 1: [2], 2: [4], 3: last_hand})
    apply_all(state, ChooseConflictSite(border))
    draft(state, {0: BUILDER, 1: STRATEGIST, 2: FARMER, 3: DIPLOMAT_2}, aside=TRAITOR)
    while state.to_move != 3:
        seat = state.to_move
        for value in plays.get(seat, []):
            state.apply(PlaySupplyCard(value))
        if state.to_move == seat:
            state.apply(EndSupply())
    return state


def test_vr16_the_last_player_plays_the_cards_that_win_the_city():
    """Rose-Wald against Adler-Stadt: Adler stands at 15 + 8 + 4 = 27, Rose at 7 + 2; 18 more points win the city."""
    state = supply_turn_of_the_last_player(4, {0: [2, 6], 2: [4]}, [3, 5, 6, 8])
    while state.phase == SUPPLY:
        state.apply(play(state, Rng(0)))
    assert state.houses[5] == ROSE, "Rose won the Adler-Stadt"


def test_vr16_a_player_whose_house_leads_safely_keeps_its_cards():
    """Adler-Fluss against Rose-Stadt: Rose stands at 15 + 2 + 2 against 5, so seat 3 keeps its 5 and 8."""
    state = supply_turn_of_the_last_player(11, {1: [2]}, [5, 8])
    assert play(state, Rng(0)) == EndSupply()


def test_vr15_the_traitor_fights_for_the_house_it_is_about_to_join():
    state = supply_turn_of_the_last_player(4, {}, [3, 5])
    assert house_after_reveal(state, 3) == ROSE
    state.picks[3] = TRAITOR
    assert house_after_reveal(state, 3) == EAGLE


def building_turn(round_number: int) -> VerraeterState:
    """Seat 0 (Adler) took the Baumeister in a quiet conflict; ``round_number`` says how much game is left."""
    state = new_game(4)
    place_estates(state, [5, 11, 10, 1])
    set_hands(state, {0: [], 1: [], 2: [], 3: []})
    apply_all(state, ChooseConflictSite(11))
    draft(state, {0: BUILDER, 1: STRATEGIST, 2: FARMER, 3: DIPLOMAT_2}, aside=TRAITOR)
    supply(state, {})
    assert state.phase == BUILDING and state.to_move == 0
    state.round = round_number
    return state


def test_vr18_the_builder_places_an_estate_under_its_own_house_early_and_a_kontor_late():
    early = play(building_turn(1), Rng(0))
    assert isinstance(early, PlaceBuilding) and early.side == ESTATE
    assert building_turn(1).houses[early.position] == EAGLE
    late = play(building_turn(ROUNDS[4]), Rng(0))
    assert isinstance(late, PlaceBuilding) and late.side == TRADING_HOUSE


def test_vr21_at_the_hand_limit_only_cards_below_an_average_draw_are_swapped():
    state = building_turn(1)
    state.phase = DRAWING
    state.hands[0] = [2, 3, 5, 6]
    state.entitled[0] = 3
    state.cached_legal = None
    assert play(state, Rng(0)) == DiscardBeforeDrawing((2, 3))


def test_vr25_three_cards_are_kept_for_the_kontor_bonus():
    state = building_turn(ROUNDS[4])
    state.phase = KONTOR_BONUS
    state.hands[0] = [2, 3, 5, 6]
    state.cached_legal = None
    action = play(state, Rng(0))
    assert action in state.legal_actions() and action == KeepForBonus((3, 5, 6))


def test_the_others_hidden_draft_picks_are_inferred_from_the_heuristic_better_than_by_chance():
    uniform = inferred = total = 0
    for game in range(6):
        state = RULESET.new_state(4, seed=500 + game)
        rng = Rng(game)
        step = 0
        while not state.over:
            seat = state.to_move
            view = state.view(seat)
            step += 1
            if view.offered and not view.revealed_actions and view.actions_taken >= 2:
                world = RULESET.determinize(view, Rng(game * 1000 + step))
                drawn = list(world.picks)
                infer_draft(world, view, Rng(game * 1000 + step + 500))
                assert json.dumps(to_json(world.view(seat))) == json.dumps(to_json(view)), "true to the view"
                assert world.invariant_violations() == []
                order = [(view.start_player + step) % 4 for step in range(4)]
                for other in order[: order.index(seat)]:
                    total += 1
                    uniform += drawn[other] == state.picks[other]
                    inferred += world.picks[other] == state.picks[other]
            state.apply(play(state, rng))
    assert total >= 100, "enough hidden picks were met"
    assert inferred > uniform * 1.5, f"inferred {inferred}, uniform {uniform} of {total}"
    assert HEURISTICS.infer is infer_draft
