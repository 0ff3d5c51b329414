"""Views, sampled worlds and refusals: what each seat may know, and nothing more."""

import json

import pytest

from game.core import IllegalAction, Rng, to_json
from game.hofnar import RULESET
from game.hofnar.actions import ChooseMood, GiveCard, NameStarter, PlayCard, UseEffect
from tests.rules.hofnar.table import decision, play_round, rng_drawing, table


def same(first, second):
    return json.dumps(to_json(first), sort_keys=True) == json.dumps(to_json(second), sort_keys=True)


def test_the_king_sees_his_moods_and_the_face_down_one_and_a_jester_cannot_tell_it():
    state = table([None, "sommers", "chicot", "perkeo"], {1: ["F01"], 2: ["F02"], 3: ["F07"]})
    play_round(state, "drunk", {1: "F01", 2: "F02", 3: "F07"}, starter=1)
    state.apply(ChooseMood("spectacle"))
    king, jester = state.view(0), state.view(1)
    assert king.mood == "spectacle" and king.moods == ("funny", "funny", "interesting", "interesting", "spectacle")
    assert jester.mood is None and jester.moods == () and jester.mood_count == 5 and jester.mood_laid
    rng = Rng(4)
    sampled = {RULESET.determinize(jester, rng).mood for _ in range(60)}
    assert sampled == {"funny", "interesting", "spectacle"}, "never the discarded Drunk card"
    assert RULESET.determinize(king, rng).mood == "spectacle"


def test_a_sampled_world_keeps_the_cards_seen_through_armstrong_where_they_are():
    state = table([None, "armstrong", "perkeo", "sommers"], {1: ["F01", "F02"], 2: ["I01", "I02"], 3: ["S01"]})
    state.apply(ChooseMood("funny"))
    state.apply(NameStarter(1))
    state.apply(UseEffect("armstrong", 2))
    mid_swap = state.view(3)
    assert mid_swap.swap == (1, 2)
    rng = Rng(9)
    for _ in range(20):
        world = RULESET.determinize(mid_swap, rng)
        assert world.swap == (1, 2) and not world.invariant_violations()
        assert same(world.view(3), mid_swap)
    state.rng = rng_drawing(0, 2)
    state.apply(GiveCard("F02"))
    armstrong, target = state.view(1), state.view(2)
    for _ in range(20):
        assert "F02" in RULESET.determinize(armstrong, rng).hands[2]
        assert "I01" in RULESET.determinize(target, rng).hands[1]


def test_a_jester_never_sees_the_other_card_of_a_final_round_before_the_reveal():
    state = table([None, "sommers", "chicot"], {1: ["F01", "F02"], 2: ["I01", "I02"]})
    state.apply(ChooseMood("funny"))
    state.apply(PlayCard("F02"))
    view = state.view(2)
    assert view.table == ((1, None),) and view.hand_sizes == (0, 1, 2)
    rng = Rng(1)
    drawn = {RULESET.determinize(view, rng).table[0][1] for _ in range(40)}
    assert len(drawn) > 5 and not drawn & {"I01", "I02"}


def test_every_seat_sees_a_sampled_world_as_its_own_view_throughout_random_games():
    for players in range(3, 10):
        for seed in range(3):
            state = RULESET.new_state(players, seed)
            rng = Rng(seed)
            while not state.over:
                for seat in range(players):
                    view = state.view(seat)
                    world = RULESET.determinize(view, rng)
                    assert same(world.view(seat), view), (players, seed, seat, decision(state))
                state.apply(state.random_action(rng))


def refused(state, action, reason):
    """``action`` is refused with a message matching ``reason``, and the state stays as it was."""
    before = json.dumps(state.snapshot(), sort_keys=True)
    with pytest.raises(IllegalAction, match=reason):
        state.apply(action)
    assert json.dumps(state.snapshot(), sort_keys=True) == before


def test_refusals_say_why_and_change_nothing():
    hands = {1: ["F01", "F02"], 2: ["I01", "I02"], 3: ["S01", "S17"]}
    state = table([None, "armstrong", "perkeo", "sommers"], hands)
    refused(state, PlayCard("F01"), "Not now: the King must lay a mood card")
    state.apply(ChooseMood("drunk"))
    refused(state, ChooseMood("funny"), "Not now: the King must name the jester who starts")
    refused(state, NameStarter(0), "Only a jester")
    state.apply(NameStarter(1))
    refused(state, UseEffect("armstrong", 3), "Sommers is immune")
    refused(state, UseEffect("hudson"), "Jeffrey Hudson's effect cannot be used")
    refused(state, UseEffect("jester"), "no jester effect")
    state.apply(UseEffect("armstrong", 2))
    refused(state, GiveCard("I01"), "cards you held before the draw")
    refused(state, PlayCard("F01"), "Not now: the card given in Armstrong.s swap")
    state.rng = rng_drawing(0, 2)
    state.apply(GiveCard("F01"))
    refused(state, PlayCard("F01"), "your own hand")
    play_round(state, "drunk", {1: "I01", 2: "I02", 3: "S17"})
    assert decision(state) == "mood"
    refused(state, ChooseMood("drunk"), "no unused mood card")


def test_a_finished_game_refuses_every_action():
    state = table([None, "triboulet", "sommers", "chicot"])
    state.apply(ChooseMood("drunk"))
    state.apply(NameStarter(2))
    state.apply(PlayCard(state.hands[2][0]))
    state.apply(UseEffect("triboulet"))
    with pytest.raises(IllegalAction, match="over"):
        state.apply(ChooseMood("funny"))
