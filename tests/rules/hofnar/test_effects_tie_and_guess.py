"""Perkeo (HN-30), Triboulet (HN-31) and William Sommers (HN-32)."""

import pytest

from game.core import IllegalAction, Rng
from game.hofnar import RULESET
from game.hofnar.actions import ChooseMood, DeclineEffect, NameStarter, PlayCard, UseEffect
from tests.rules.hofnar.table import decision, kinds, of_kind, play_round, table, window

PERKEO_TABLE = [None, "perkeo", "sommers", "chicot"]
PERKEO_HANDS = {1: ["F01", "F02", "S09"], 2: ["F04", "I01", "F10"], 3: ["F17", "S01", "F11"]}


def test_hn30_perkeo_chooses_the_winner_of_a_tie_instead_of_the_king():
    state = table(PERKEO_TABLE, PERKEO_HANDS)
    events = play_round(state, "funny", {1: "F01", 2: "F04", 3: "F17"}, starter=1, stop_at="perkeo")
    assert of_kind(events, "tie_opened")[0].jesters == (1, 2)
    assert window(state) == ("perkeo", 1)
    assert state.legal == (DeclineEffect("perkeo"), UseEffect("perkeo", 1), UseEffect("perkeo", 2))
    events = state.apply(UseEffect("perkeo", 1))
    assert of_kind(events, "round_winner")[0].seat == 1 and of_kind(events, "round_winner")[0].chosen_by == 1
    assert "perkeo" in state.spent and state.rounds[0].winner_chosen_by == 1
    assert decision(state) == "mood", "the King had nothing left to decide"


def test_hn30_perkeo_cannot_choose_william_sommers_as_the_loser():
    state = table(PERKEO_TABLE, PERKEO_HANDS)
    events = play_round(state, "funny", {1: "F01", 2: "I01", 3: "S01"}, starter=1, stop_at="perkeo")
    assert of_kind(events, "tie_opened")[0].jesters == (2, 3) and of_kind(events, "tie_opened")[0].side == "loss"
    assert state.legal == (DeclineEffect("perkeo"), UseEffect("perkeo", 3))
    with pytest.raises(IllegalAction, match="Sommers"):
        state.apply(UseEffect("perkeo", 2))
    events = state.apply(UseEffect("perkeo", 3))
    assert of_kind(events, "round_loser")[0].seat == 3 and state.lives[3] == 1


def test_hn30_perkeo_also_chooses_in_a_final_round_and_only_once():
    state = table([None, "perkeo", "chicot"], {1: ["F01", "F02", "I17"], 2: ["F04", "F05", "I18"]})
    play_round(state, "funny", {1: "F01", 2: "F04"}, stop_at="perkeo")
    assert state.final and window(state) == ("perkeo", 1)
    events = state.apply(UseEffect("perkeo", 1))
    assert of_kind(events, "round_winner")[0].seat == 1 and of_kind(events, "round_loser")[0].seat == 2
    play_round(state, "funny", {1: "F02", 2: "F05"}, stop_at="perkeo")
    assert window(state) == ("perkeo", 2), "Perkeo is spent: only Chicot may copy him now (HN-36)"
    state.apply(DeclineEffect("perkeo"))
    assert decision(state) == "tie" and state.to_move == 0


def test_hn30_hn32_perkeo_cannot_make_sommers_lose_by_choosing_the_other_winner_of_a_final_tie():
    state = table([None, "perkeo", "sommers"], {1: ["F01", "F02"], 2: ["F04", "F05"]})
    play_round(state, "funny", {1: "F01", 2: "F04"}, stop_at="perkeo")
    assert state.final and state.tied == (1, 2)
    assert state.legal == (DeclineEffect("perkeo"), UseEffect("perkeo", 2))
    with pytest.raises(IllegalAction, match="Sommers is immune"):
        state.apply(UseEffect("perkeo", 1))


def test_hn31_triboulet_guessing_drunk_right_in_round_1_is_the_hofnar():
    state = table([None, "triboulet", "sommers", "chicot"])
    state.apply(ChooseMood("drunk"))
    state.apply(NameStarter(2))
    state.apply(PlayCard(state.hands[2][0]))
    assert window(state) == ("triboulet", 1), "just before the King reveals the mood"
    assert state.legal == (DeclineEffect("triboulet"), UseEffect("triboulet"))
    events = state.apply(UseEffect("triboulet"))
    assert kinds(events) == ["effect_announced", "triboulet_guessed", "mood_revealed", "game_won"]
    assert state.over and state.hofnar == 1 and state.how == "triboulet" and state.round == 1
    result = state.result()
    assert result.ranking == ((1,), (2, 3)) and result.scores == (0, 2, 0, 0)
    assert result.rounds[0].triboulet == 1
    assert any(line.key == "hofnar.triboulet_guess" and line.seat == 1 for line in result.lines)


def test_hn31_a_wrong_guess_uses_triboulet_up_and_nothing_cancels_a_guess():
    state = table([None, "triboulet", "fleeman", "chicot"])
    state.apply(ChooseMood("funny"))
    state.apply(NameStarter(2))
    state.apply(PlayCard(state.hands[2][0]))
    events = state.apply(UseEffect("triboulet"))
    assert kinds(events) == ["effect_announced", "triboulet_guessed", "mood_revealed"]
    assert not of_kind(events, "triboulet_guessed")[0].right
    assert decision(state) == "play" and state.to_move == 3, "no cancel window for Fleeman, no copy for Chicot"
    assert "triboulet" in state.spent and not state.over
    play_round(state, "funny", {3: state.hands[3][0], 1: state.hands[1][0]})
    play_round(state, "interesting", {seat: state.hands[seat][0] for seat in (1, 2, 3)}, stop_at="triboulet")
    assert window(state) != ("triboulet", 1)


def test_hn31_in_a_final_round_triboulet_guesses_after_both_cards_are_chosen():
    state = table([None, "triboulet", "sommers"])
    state.apply(ChooseMood("drunk"))
    state.apply(PlayCard(state.hands[1][0]))
    assert window(state) is None
    state.apply(PlayCard(state.hands[2][0]))
    assert window(state) == ("triboulet", 1) and state.cards_hidden
    events = state.apply(UseEffect("triboulet"))
    assert "cards_revealed" in kinds(events) and state.hofnar == 1


def test_hn32_nobody_can_draw_from_sommers():
    state = table([None, "armstrong", "sommers", "stanczyk"], {1: ["F01", "F02"], 2: ["I17", "I18"], 3: ["F09"]})
    state.apply(ChooseMood("funny"))
    state.apply(NameStarter(1))
    assert window(state) == ("armstrong", 1)
    assert state.legal == (DeclineEffect("armstrong"), UseEffect("armstrong", 3)), "not from Sommers"
    with pytest.raises(IllegalAction, match="Sommers"):
        state.apply(UseEffect("armstrong", 2))


def test_hn32_effects_on_everyone_still_touch_sommers():
    state = table([None, "hudson", "sommers", "chicot"], {1: ["F01"], 2: ["S01"], 3: ["S09"]})
    play_round(state, "funny", {1: "F01", 2: "S01", 3: "S09"}, starter=1, stop_at="hudson")
    state.apply(UseEffect("hudson"))
    state.apply(ChooseMood("spectacle"))
    assert window(state) == ("hudson", 3), "Chicot may copy Hudson at once (HN-36)"
    state.apply(DeclineEffect("hudson"))
    assert state.rounds[0].scores == ((1, 0), (2, 3), (3, 2))
    assert state.rounds[0].winner == 2, "Sommers' score counts under the new mood too"


def test_hn32_sommers_is_never_asked_about_an_effect():
    asked = set()
    for seed in range(60):
        state = RULESET.new_state(9, seed)
        rng = Rng(seed)
        sommers = state.seat_of["sommers"]
        while not state.over:
            if state.to_move == sommers:
                asked.add(decision(state))
            state.apply(state.random_action(rng))
    assert asked == {"play", "choose"}
