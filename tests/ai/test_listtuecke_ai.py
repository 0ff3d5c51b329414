"""Mit List und Tücke's game knowledge for the AI: legal, honest and sensible decisions, and a fair evaluation."""

from __future__ import annotations

import json

import pytest

from game.ai import heuristics_for
from game.core import Rng, to_json
from game.listtuecke import RULESET, VARIANT, decisions
from game.listtuecke.actions import DECLINE, Eliminate, HealCard, PlaceOnChapel, PlayCard, TakeTile
from game.listtuecke.ai import HEURISTICS, crest_worth, evaluate, infer_passes, listtuecke_policy
from game.listtuecke.cards import (
    ABBOT,
    ASSASSIN,
    BISHOP,
    BLACK_KNIGHT,
    COURTESAN,
    CREST_OF,
    DRUID,
    EXECUTIONER,
    KING,
    MONK,
    POISONER,
    QUACK,
    QUEEN,
    SAINT,
    SEER,
    WHITE_KNIGHT,
    WITCH,
    WIZARD,
)
from game.listtuecke.state import ListTueckeState
from tests.ai.helpers import mixed_positions, policy_share_against_random
from tests.rules.listtuecke.table import act, arranged

SETUPS = [(3, False), (3, True), (4, False)]
SETUP_IDS = ["3p", "3p-variant", "4p"]
DECISION_KINDS = {getattr(decisions, name) for name in dir(decisions) if name.isupper()} - {decisions.OVER}


def mixed_games(players: int, variant: bool, games: int, seed: int = 0):
    return mixed_positions(RULESET, players, listtuecke_policy, games, seed, options={VARIANT: variant})


def test_the_heuristics_are_registered_for_the_title():
    assert heuristics_for(RULESET.id) is HEURISTICS


@pytest.mark.parametrize(("players", "variant"), SETUPS, ids=SETUP_IDS)
def test_the_policy_answers_every_decision_kind_with_a_legal_action(players, variant):
    seen = set()
    for state in mixed_games(players, variant, games=60):
        action = listtuecke_policy(state, Rng(7))
        assert action in state.legal_actions(), f"{state.decision}: {action} is not legal"
        seen.add(state.decision)
    without_ranks_1_to_4 = {decisions.HEAL, decisions.TAKE_TILE, decisions.OFFER, decisions.ANSWER}
    missing = DECISION_KINDS - seen - (without_ranks_1_to_4 if players == 3 and not variant else set())
    assert not missing, f"decisions never met: {missing}"


def test_lt12_the_policy_chooses_between_two_victims():
    state = arranged(stacks={0: [MONK, BISHOP], 1: [ABBOT]}, hands={3: [POISONER]}, turn=3)
    act(state, PlayCard(POISONER))
    assert state.decision == decisions.CHOOSE_VICTIM
    assert listtuecke_policy(state, Rng(0)) == Eliminate(0), "the Bischof's stack holds three green crests"


def hidden_twins(state: ListTueckeState, count: int = 3) -> list[ListTueckeState]:
    """True states the seat to move cannot tell from ``state``: the same view, other hidden cards."""
    seat = state.to_move
    view = json.dumps(state.view(seat).__dict__, default=str, sort_keys=True)
    truth = json.dumps(state.snapshot(), sort_keys=True)
    twins = []
    for seed in range(count * 3):
        twin = RULESET.determinize(state.view(seat), Rng(seed))
        if json.dumps(twin.snapshot(), sort_keys=True) != truth:
            assert json.dumps(twin.view(seat).__dict__, default=str, sort_keys=True) == view
            twins.append(twin)
        if len(twins) == count:
            break
    return twins


@pytest.mark.parametrize(("players", "variant"), SETUPS, ids=SETUP_IDS)
def test_the_policy_and_the_evaluation_never_read_hidden_facts(players, variant):
    compared = set()
    for number, state in enumerate(mixed_games(players, variant, games=6, seed=50)):
        if number % 3:
            continue
        for twin in hidden_twins(state):
            for seed in (number, number + 1):
                assert listtuecke_policy(twin, Rng(seed)) == listtuecke_policy(state, Rng(seed)), state.decision
            assert evaluate(twin) == evaluate(state)
            compared.add(state.decision)
    assert {decisions.PASS, decisions.PLAY} <= compared


def test_lt13_the_policy_does_not_play_into_a_lingering_king_with_a_rich_stack():
    state = arranged(stacks={0: [KING], 1: [WIZARD]}, hands={1: [QUEEN, SEER, COURTESAN]}, turn=1, round=2)
    assert listtuecke_policy(state, Rng(0)) != PlayCard(QUEEN)


def test_lt13_lt16_the_saint_saves_a_rich_stack_from_a_lingering_executioner():
    state = arranged(stacks={0: [EXECUTIONER], 1: [BISHOP]}, hands={1: [SAINT, SEER, WHITE_KNIGHT]}, turn=1, round=2)
    assert listtuecke_policy(state, Rng(0)) == PlayCard(SAINT)


def test_lt13_struck_anyway_the_policy_gives_up_its_least_useful_card():
    state = arranged(stacks={0: [EXECUTIONER], 1: [BISHOP]}, hands={1: [COURTESAN, WIZARD, MONK]}, turn=1, round=2)
    assert listtuecke_policy(state, Rng(0)) == PlayCard(COURTESAN)


def test_lt12_the_policy_eliminates_a_rich_victim_lying_open():
    state = arranged(stacks={0: [MONK, BISHOP]}, hands={1: [POISONER, SEER, COURTESAN]}, turn=1, round=2)
    assert listtuecke_policy(state, Rng(0)) == PlayCard(POISONER)


def test_lt12_the_policy_keeps_a_victim_off_its_stack_while_its_eliminator_is_at_large():
    # The Meuchler lies in a hand unseen: the King would put the whole stack at risk, the Mönch is nobody's victim.
    state = arranged(stacks={1: [WIZARD]}, hands={1: [KING, MONK, SEER], 3: [ASSASSIN]}, turn=1, round=2)
    assert listtuecke_policy(state, Rng(0)) == PlayCard(MONK)


def test_lt27_the_quacksalber_turns_up_the_richest_face_down_crest():
    state = arranged(stacks={0: [(WIZARD, False), (SEER, False)]}, hands={0: [QUACK, DRUID]}, round=3)
    act(state, PlayCard(QUACK))
    assert state.decision == decisions.HEAL
    assert listtuecke_policy(state, Rng(0)) == HealCard(0)


def test_lt27_the_quacksalber_leaves_cards_without_crest_face_down():
    state = arranged(stacks={0: [(COURTESAN, False), (SEER, False)]}, hands={0: [QUACK, DRUID]}, round=3)
    act(state, PlayCard(QUACK))
    assert listtuecke_policy(state, Rng(0)) == DECLINE


def test_lt21_the_black_knight_takes_the_colour_worth_most():
    state = arranged(hands={0: [BLACK_KNIGHT, DRUID, SEER, WITCH]}, stock=[5, 9, 5], chapter=3)
    state.tiles = [[2, 1, 2]] * 4
    act(state, PlayCard(BLACK_KNIGHT))
    assert state.decision == decisions.TAKE_TILE
    assert listtuecke_policy(state, Rng(0)) == TakeTile("green")


def test_lt21_the_saint_keeps_up_the_value_of_the_colour_its_player_leads_in():
    state = arranged(hands={0: [SAINT, DRUID, SEER, WITCH]}, stock=[9, 9, 9])
    state.tiles = [[0, 0, 3], [1, 2, 0], [1, 1, 0], [2, 1, 1]]
    act(state, PlayCard(SAINT))
    assert state.decision == decisions.CHAPEL
    assert listtuecke_policy(state, Rng(0)) == PlaceOnChapel("yellow")


def test_lt18_a_crest_is_worth_its_tiles_at_the_colour_values_each_crest_showing_one_colour():
    values = (1.5, 2.25, 4.125)
    for rank in range(1, 21):
        blue, green, yellow = CREST_OF[rank]
        assert sum(count > 0 for count in CREST_OF[rank]) <= 1, "crest_worth multiplies a single colour"
        assert crest_worth(rank, values) == blue * values[0] + green * values[1] + yellow * values[2]


def test_lt21_the_evaluation_favours_the_seat_with_more_points():
    state = arranged(stock=[5, 5, 5], chapter=4)
    state.tiles = [[4, 0, 0], [1, 1, 1], [1, 0, 0], [2, 7, 7]]
    rewards = evaluate(state)
    assert all(0 <= reward <= 1 for reward in rewards)
    assert max(range(4), key=rewards.__getitem__) == 3 and min(range(4), key=rewards.__getitem__) == 2


def test_the_heuristic_beats_random_play_in_a_small_seeded_match():
    share = policy_share_against_random(RULESET, listtuecke_policy, players=4, deals=10)
    assert share > 0.45, f"fair share is 25%; the heuristic wins about 65% against three random seats, here {share:.0%}"


def test_lt8_the_cards_others_chose_to_pass_are_inferred_as_the_heuristics_choice_more_often_than_by_chance():
    uniform = inferred = total = 0
    for game in range(20):
        state = RULESET.new_state(4, seed=900 + game)
        rng = Rng(game)
        step = 0
        while not state.over:
            seat = state.to_move
            view = state.view(seat)
            step += 1
            if view.deciding == decisions.PASS:
                world = RULESET.determinize(view, Rng(game * 1000 + step))
                drawn = list(world.pass_choice)
                infer_passes(world, view, Rng(game * 1000 + step + 500))
                assert json.dumps(to_json(world.view(seat))) == json.dumps(to_json(view)), "true to the view"
                order = [(view.start_player + index) % 4 for index in range(4)]
                for other in order[: order.index(seat)]:
                    total += 1
                    uniform += drawn[other] == state.pass_choice[other]
                    inferred += world.pass_choice[other] == state.pass_choice[other]
            state.apply(listtuecke_policy(state, rng))
    assert total >= 500, "enough hidden passes were met"
    assert inferred > uniform * 1.15, f"inferred {inferred}, uniform {uniform} of {total}"
    assert HEURISTICS.infer is infer_passes
