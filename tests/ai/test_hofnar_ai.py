"""Hofnar's heuristic policy: legal in every decision, blind to hidden facts, sensible in each judgement, and
stronger than random play."""

from __future__ import annotations

import json

import pytest

from game.ai.policy import random_policy
from game.core import Rng, to_json
from game.hofnar import RULESET
from game.hofnar.actions import BreakTie, ChooseMood, DeclineEffect, NameStarter, PlayCard, UseEffect
from game.hofnar.ai import HEURISTICS, WORTH, infer_final_acts, play_hofnar
from game.hofnar.state import HofnarState
from tests.ai.helpers import policy_share_against_random
from tests.rules.hofnar.table import decision, play_round, table, window

DECISION_KINDS = {"mood", "replace", "starter", "tie", "play", "choose", "window", "armstrong", "give", "cancel"}
EFFECT_WINDOWS = {"triboulet", "hudson", "stanczyk", "perkeo"}


def random_positions(players: int, games: int, seed: int = 0):
    """Every decision of ``games`` games where each seat plays the policy or at random, alternately by game."""
    rng = Rng(seed)
    for game in range(games):
        state = RULESET.new_state(players, seed=seed + game)
        while not state.over:
            yield state
            mover = play_hofnar if game % 2 else random_policy
            state.apply(mover(state, rng))


@pytest.mark.parametrize("players", list(RULESET.player_counts))
def test_the_policy_returns_a_legal_action_in_every_decision_of_every_player_count(players):
    seen = set()
    for state in random_positions(players, games=30):
        action = play_hofnar(state, Rng(len(state.rounds)))
        assert action in state.legal_actions(), f"{action} at {state.agenda[-1]}"
        step = state.agenda[-1]
        seen.add(step[1] if step[0] == "window" else step[0])
    assert seen >= {"mood", "choose"} | ({"starter", "play"} if players > 3 else set()), "every round of 3 is final"


def test_the_policy_meets_every_decision_kind_and_effect_window():
    seen = set()
    for players in RULESET.player_counts:
        for state in random_positions(players, games=40, seed=100):
            step = state.agenda[-1]
            seen.add(step[0])
            if step[0] == "window":
                seen.add(step[1])
            assert play_hofnar(state, Rng(7)) in state.legal_actions()
    assert seen >= DECISION_KINDS | EFFECT_WINDOWS


def snapshot(state: HofnarState) -> str:
    return json.dumps(state.snapshot(), sort_keys=True)


@pytest.mark.parametrize("players", [3, 4, 6, 9])
def test_the_policy_never_reads_what_the_seat_to_move_cannot_know(players):
    """A twin sampled from the seat's own view differs in hidden facts (hands, the mood, the stock) only."""
    compared = 0
    for number, state in enumerate(random_positions(players, games=12, seed=200)):
        if number % 3:
            continue
        seat = state.to_move
        for seed in range(2):
            twin = RULESET.determinize(state.view(seat), Rng(seed))
            if snapshot(twin) == snapshot(state):
                continue
            compared += 1
            for rng_seed in (number, number + 1000):
                assert play_hofnar(state, Rng(rng_seed)) == play_hofnar(twin, Rng(rng_seed)), state.agenda[-1]
    assert compared > 20


def test_the_heuristic_beats_random_jesters_in_a_small_seeded_match():
    share = policy_share_against_random(RULESET, play_hofnar, players=4, deals=40)
    assert share > 0.4, f"the heuristic won only {share:.0%} against random jesters (fair share 33%)"


def test_the_heuristics_play_to_the_end_of_games():
    assert HEURISTICS.evaluate is None, "games are short: playouts run to the end"


# The jester's acts.


def open_round(state: HofnarState, mood: str, cards: list[str]) -> None:
    """Lay ``mood``, name seat 1 to start, and play ``cards`` from seat 1 on (a table without window to open)."""
    state.apply(ChooseMood(mood))
    state.apply(NameStarter(1))
    for card in cards:
        state.apply(PlayCard(card))


def test_hn11_hn12_the_last_jester_plays_his_least_worthy_card_that_escapes_the_loss():
    state = table([None, "perkeo", "sommers", "chicot"], {1: ["F09"], 2: ["F10"], 3: ["F01", "F07", "F13", "I09"]})
    open_round(state, "funny", ["F09", "F10"])
    assert state.to_move == 3 and state.mood == "funny"
    assert play_hofnar(state, Rng(0)) == PlayCard("F01"), "F01 wins outright and is worth less than F07"
    assert WORTH["F01"] < WORTH["F07"]


def test_hn11_under_drunk_the_jester_plays_a_low_total_to_stay_safe():
    state = table([None, "perkeo", "sommers", "chicot"], {1: ["F12"], 2: ["S12"], 3: ["F07", "I08", "S17"]})
    open_round(state, "drunk", ["F12", "S12"])
    assert play_hofnar(state, Rng(0)) == PlayCard("S17")


def test_hn12_the_protected_favourite_spends_his_least_worthy_card():
    hands = {1: ["F01", "F17", "F07"], 2: ["I01", "I17", "I18"], 3: ["F10", "S17", "S18"]}
    state = table([None, "perkeo", "sommers", "chicot"], hands)
    play_round(state, "funny", {1: "F01", 2: "I01", 3: "F10"}, starter=1, stop_at="mood")
    assert state.favourite == 1 and state.protected == 1
    state.apply(ChooseMood("spectacle"))
    assert state.to_move == 1 and decision(state) == "play"
    assert play_hofnar(state, Rng(0)) == PlayCard("F17")


def test_hn16_in_a_final_round_the_jester_chooses_his_strongest_card_when_a_life_decides():
    state = table([None, "perkeo", "chicot"], {1: ["F17", "F07", "I18"], 2: ["S01", "S02", "S03"]}, lives=1)
    state.apply(ChooseMood("funny"))
    assert state.final and decision(state) == "choose"
    assert play_hofnar(state, Rng(0)) == PlayCard("F07")


# The jester effects.


def test_hn31_triboulet_guesses_drunk_while_it_can_be_right_and_never_after_drunk_was_seen():
    state = table([None, "triboulet", "sommers", "chicot"])
    state.apply(ChooseMood("funny"))
    state.apply(NameStarter(2))
    state.apply(PlayCard(state.hands[2][0]))
    assert window(state) == ("triboulet", 1)
    assert play_hofnar(state, Rng(0)) == UseEffect("triboulet")
    state.mood_discard = ["drunk"]
    assert play_hofnar(state, Rng(0)) == DeclineEffect("triboulet")


def test_hn35_stanczyk_draws_another_loser_only_when_the_loss_would_behead_him():
    hands = {1: ["I17", "I18"], 2: ["F01", "F02"], 3: ["F09", "F10"]}
    state = table([None, "stanczyk", "perkeo", "hudson"], hands)
    play_round(state, "funny", {1: "I17", 2: "F01", 3: "F09"}, starter=1, stop_at="stanczyk")
    assert state.loser == 1 and state.lives[1] == 2
    assert play_hofnar(state, Rng(0)) == DeclineEffect("stanczyk"), "a spare life is not worth the effect"
    state.lives[1] = 1
    assert play_hofnar(state, Rng(0)) == UseEffect("stanczyk")


def test_hn30_perkeo_names_another_tied_jester_as_the_loser():
    hands = {1: ["F17", "F18"], 2: ["F01", "F02"], 3: ["I20", "I19"]}
    state = table([None, "perkeo", "chicot", "hudson"], hands)
    play_round(state, "funny", {1: "F17", 2: "F01", 3: "I20"}, starter=1, stop_at="perkeo")
    assert window(state) == ("perkeo", 1) and state.tied == (1, 3)
    assert play_hofnar(state, Rng(0)) == UseEffect("perkeo", 3)


def test_hn30_perkeo_names_himself_winner_of_a_tie_that_decides_a_final_round():
    state = table([None, "perkeo", "chicot"], {1: ["F01", "F02", "I17"], 2: ["F04", "F05", "I18"]})
    play_round(state, "funny", {1: "F01", 2: "F04"}, stop_at="perkeo")
    assert window(state) == ("perkeo", 1) and state.tie_side == "win"
    assert play_hofnar(state, Rng(0)) == UseEffect("perkeo", 1)


def test_hn34_hudson_calls_for_a_new_mood_when_it_likely_spares_him():
    hands = {1: ["I01", "I02"], 2: ["F01", "F02"], 3: ["F09", "F10"]}
    state = table([None, "hudson", "perkeo", "sommers"], hands)
    play_round(state, "funny", {1: "I01", 2: "F01", 3: "F09"}, starter=1, stop_at="hudson")
    assert window(state) == ("hudson", 1)
    assert play_hofnar(state, Rng(0)) == UseEffect("hudson")


def test_hn34_hudson_keeps_a_mood_under_which_he_is_safe():
    hands = {1: ["F01", "F02"], 2: ["I01", "I02"], 3: ["F09", "F10"]}
    state = table([None, "hudson", "perkeo", "sommers"], hands)
    play_round(state, "funny", {1: "F01", 2: "I01", 3: "F09"}, starter=1, stop_at="hudson")
    assert play_hofnar(state, Rng(0)) == DeclineEffect("hudson")


def test_hn37_fleeman_cancels_stanczyk_when_someone_else_is_the_loser():
    hands = {1: ["I17", "I18"], 2: ["F01", "F02"], 3: ["F09", "F10"]}
    state = table([None, "stanczyk", "fleeman", "hudson"], hands, lives=1)
    play_round(state, "funny", {1: "I17", 2: "F01", 3: "F09"}, starter=1, stop_at="stanczyk")
    state.apply(UseEffect("stanczyk"))
    assert decision(state) == "cancel" and state.to_move == 2
    assert play_hofnar(state, Rng(0)) == UseEffect("fleeman")


def test_hn37_fleeman_lets_hudson_stand_when_he_is_the_loser_himself():
    hands = {1: ["I01", "I02"], 2: ["I17", "I18"], 3: ["F09", "F10"]}
    state = table([None, "hudson", "fleeman", "sommers"], hands)
    play_round(state, "funny", {1: "I01", 2: "I17", 3: "F09"}, starter=1, stop_at="hudson")
    state.apply(UseEffect("hudson"))
    assert decision(state) == "cancel" and state.to_move == 2
    assert play_hofnar(state, Rng(0)) == DeclineEffect("fleeman")


def test_hn33_armstrong_swaps_when_no_card_saves_him_and_gives_back_his_least_worthy_card():
    hands = {1: ["I01", "F02"], 2: ["I02", "F04"], 3: ["I17", "I18", "S17", "F05"]}
    state = table([None, "perkeo", "sommers", "armstrong"], hands)
    play_round(state, "interesting", {1: "I01", 2: "I02"}, starter=1, stop_at="armstrong")
    assert window(state) == ("armstrong", 3)
    action = play_hofnar(state, Rng(0))
    assert action == UseEffect("armstrong", 1), "Sommers is immune; Perkeo holds cards"
    state.apply(action)
    assert decision(state) == "give"
    given = play_hofnar(state, Rng(0))
    assert given.card in ("I17", "S17"), "a one-star act, the least worthy; the drawn F02 stays"


# The King.


def test_hn8_the_king_lays_each_of_his_unused_mood_cards_as_often():
    state = table([None, "perkeo", "sommers", "chicot"])
    laid = [play_hofnar(state, Rng(seed)).mood for seed in range(700)]
    assert 150 < laid.count("funny") < 250 and 50 < laid.count("drunk") < 150


def test_hn34_for_hudson_the_king_lays_another_kind_of_mood():
    hands = {1: ["I01", "I02"], 2: ["F01", "F02"], 3: ["F09", "F10"]}
    state = table([None, "hudson", "perkeo", "sommers"], hands)
    play_round(state, "funny", {1: "I01", 2: "F01", 3: "F09"}, starter=1, stop_at="hudson")
    state.apply(UseEffect("hudson"))
    assert decision(state) == "replace"
    assert {play_hofnar(state, Rng(seed)).mood for seed in range(30)} == {"interesting", "spectacle", "drunk"}


def test_hn13_the_king_breaks_a_tie_by_the_acts_not_by_the_jesters():
    hands = {1: ["F05", "F02"], 2: ["F01", "F03"], 3: ["I20", "I19"]}
    state = table([None, "hudson", "sommers", "chicot"], hands)
    play_round(state, "funny", {1: "F05", 2: "F01", 3: "I20"}, starter=1)
    assert decision(state) == "tie" and state.tie_side == "win" and state.tied == (1, 2)
    assert play_hofnar(state, Rng(0)) == BreakTie(1), "F05 has five stars, F01 three"


def test_hn9_the_king_names_the_first_jester_by_lot():
    state = table([None, "perkeo", "sommers", "chicot"])
    state.apply(ChooseMood("funny"))
    assert decision(state) == "starter"
    assert {play_hofnar(state, Rng(seed)).jester for seed in range(30)} == {1, 2, 3}


def hidden_final_acts(games: int):
    """Positions of three-player games the heuristic plays where a jester must choose while the other's final-round
    card lies face down (at three players every round is a final round, HN-16)."""
    for game in range(games):
        state = RULESET.new_state(3, seed=300 + game)
        rng = Rng(game)
        while not state.over:
            view = state.view(state.to_move)
            if any(card is None for _, card in view.table):
                yield state.clone()
            state.apply(play_hofnar(state, rng))


def test_hn16_a_face_down_final_act_is_inferred_as_the_heuristics_choice_more_often_than_by_chance():
    uniform = inferred = total = 0
    for number, state in enumerate(hidden_final_acts(games=12)):
        seat = state.to_move
        view = state.view(seat)
        truth = dict(state.table)
        for draw in range(6):
            rng = Rng(number * 10 + draw)
            world = RULESET.determinize(view, rng)
            drawn = dict(world.table)
            infer_final_acts(world, view, rng)
            assert to_json(world.view(seat)) == to_json(view), "the inference keeps the world true to the view"
            assert world.invariant_violations() == []
            for owner, card in view.table:
                if card is None:
                    total += 1
                    uniform += drawn[owner] == truth[owner]
                    inferred += world.table[[place for place, _ in world.table].index(owner)][1] == truth[owner]
    assert total >= 30, "enough face-down acts were found"
    assert inferred > uniform, f"inferred {inferred}, uniform {uniform} of {total}"


def test_the_heuristics_infer_the_face_down_final_acts():
    assert HEURISTICS.infer is infer_final_acts


def test_the_search_weighs_only_the_roots_acts():
    assert HEURISTICS.tree_depth == 1, "the others act in the playouts as the policy does, never in a tree"
