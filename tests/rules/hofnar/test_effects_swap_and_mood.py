"""Archibald Armstrong (HN-33) and Jeffrey Hudson (HN-34)."""

from game.hofnar.actions import ChooseMood, DeclineEffect, GiveCard, NameStarter, PlayCard, UseEffect
from game.hofnar.events import CardDrawn, CardGiven, MoodLaidDown
from tests.rules.hofnar.table import decision, kinds, of_kind, play_round, refresh, rng_drawing, table, window

SWAP_TABLE = [None, "armstrong", "perkeo", "sommers"]
SWAP_HANDS = {1: ["F01", "F02"], 2: ["I01", "I02"], 3: ["S01", "S02"]}


def test_hn33_armstrong_chooses_the_card_he_gives_and_then_draws_blind_on_his_turn_before_playing():
    state = table(SWAP_TABLE, SWAP_HANDS)
    state.apply(ChooseMood("funny"))
    state.apply(NameStarter(1))
    assert window(state) == ("armstrong", 1)
    assert state.legal == (DeclineEffect("armstrong"), UseEffect("armstrong", 2))
    state.rng = rng_drawing(1, 2)
    events = state.apply(UseEffect("armstrong", 2))
    assert kinds(events) == ["effect_announced"], "nothing is drawn before he has chosen what he gives"
    assert decision(state) == "give" and state.to_move == 1
    assert state.legal == (GiveCard("F01"), GiveCard("F02")) and state.hands[2] == ["I01", "I02"]
    assert state.view(3).swap == (1, 2) and state.view(1).swap == (1, 2)
    events = state.apply(GiveCard("F02"))
    assert events == [CardGiven(1, 2, "F02"), CardDrawn(1, 2, "I02")]
    assert all(event.for_seat(seat) == event for event in events for seat in (1, 2))
    assert all(event.for_seat(seat).card is None for event in events for seat in (0, 3))
    assert state.hands[1] == ["F01", "I02"] and state.hands[2] == ["I01", "F02"]
    assert state.view(1).known == (("F02", 2),) and state.view(2).known == (("I02", 1),)
    assert state.view(3).known == () and state.view(0).known == ()
    assert decision(state) == "play" and state.to_move == 1 and "armstrong" in state.spent


def test_hn33_armstrong_never_draws_back_the_card_he_gives():
    for index in range(3):
        state = table(SWAP_TABLE, {1: ["F01", "F02"], 2: ["I01", "I02", "I03"], 3: ["S01"]})
        state.apply(ChooseMood("funny"))
        state.apply(NameStarter(1))
        state.apply(UseEffect("armstrong", 2))
        state.rng = rng_drawing(index, 3)
        state.apply(GiveCard("F01"))
        assert state.hands[1] == ["F02", ("I01", "I02", "I03")[index]] and "F01" in state.hands[2]


def test_hn33_cards_seen_through_the_swap_are_forgotten_once_played():
    state = table(SWAP_TABLE, SWAP_HANDS)
    state.apply(ChooseMood("funny"))
    state.apply(NameStarter(1))
    state.rng = rng_drawing(0, 2)
    state.apply(UseEffect("armstrong", 2))
    state.apply(GiveCard("F02"))
    state.apply(PlayCard("F01"))
    assert state.view(1).known == (("F02", 2),)
    state.apply(PlayCard("F02"))
    assert state.view(1).known == () and state.view(2).known == (("I01", 1),)


def test_hn33_armstrong_may_swap_after_the_mood_is_revealed_but_only_from_a_jester_with_cards():
    state = table(SWAP_TABLE, {1: ["F01"], 2: ["I01", "I02"], 3: ["S01"]})
    state.apply(ChooseMood("funny"))
    state.apply(NameStarter(2))
    state.apply(PlayCard("I01"))
    assert state.mood_shown and decision(state) == "play" and state.to_move == 3
    state.apply(PlayCard("S01"))
    assert window(state) == ("armstrong", 1)
    assert state.legal == (DeclineEffect("armstrong"), UseEffect("armstrong", 2))
    state = table(SWAP_TABLE, {1: ["F01"], 2: ["I01"], 3: ["S02"]})
    play_round(state, "funny", {1: "F01", 2: "I01", 3: "S02"}, starter=2, stop_at="armstrong")
    assert state.round == 2, "with no card to draw Armstrong was never asked"


def test_hn33_in_a_final_round_armstrong_may_swap_on_his_turn_before_the_reveal():
    for armstrong, jesters in ((1, [None, "armstrong", "perkeo"]), (2, [None, "perkeo", "armstrong"])):
        state = table(jesters, {1: ["F01", "F02"], 2: ["I01", "I02"]})
        play_round(state, "funny", {1: "F01", 2: "I01"}, stop_at="armstrong")
        assert state.final and window(state) == ("armstrong", armstrong) and not state.mood_shown
        other = 3 - armstrong
        assert state.legal == (DeclineEffect("armstrong"), UseEffect("armstrong", other))
        state.apply(UseEffect("armstrong", other))
        given = state.hands[armstrong][0]
        events = state.apply(GiveCard(given))
        assert kinds(events) == ["card_given", "card_drawn"] and given in state.hands[other]
        assert decision(state) == "choose" and state.to_move == armstrong and not state.mood_shown


def test_hn33_in_a_final_round_armstrong_is_not_offered_a_swap_after_the_reveal():
    state = table([None, "armstrong", "perkeo"], {1: ["F01", "F02"], 2: ["I01", "I02"]})
    events = play_round(state, "funny", {1: "F01", 2: "I01"})
    asked = [event for event in of_kind(events, "effect_declined") if event.effect == "armstrong"]
    revealed = kinds(events).index("mood_revealed")
    assert len(asked) == 1 and events.index(asked[0]) < revealed, "asked once, on his turn, before the reveal"


def test_hn34_hudson_makes_the_king_replace_the_mood_after_the_last_card():
    state = table([None, "hudson", "perkeo", "sommers"], {1: ["F01"], 2: ["I01"], 3: ["S11"]})
    events = play_round(state, "funny", {1: "F01", 2: "I01", 3: "S11"}, starter=1, stop_at="hudson")
    assert kinds(events)[-1] == "card_played" and window(state) == ("hudson", 1)
    events = state.apply(UseEffect("hudson"))
    assert kinds(events) == ["effect_announced", "mood_discarded"] and state.mood_discard == ["funny"]
    assert decision(state) == "replace" and state.to_move == 0
    assert state.legal == tuple(ChooseMood(mood) for mood in ("funny", "interesting", "spectacle", "drunk"))
    events = state.apply(ChooseMood("interesting"))
    assert events[0] == MoodLaidDown(0, "interesting", True) and events[0].for_seat(2) == events[0]
    assert of_kind(events, "round_scored")[0].scores == ((1, 0), (2, 3), (3, 1))
    assert state.rounds[0].mood == "interesting" and state.rounds[0].winner == 2
    assert state.mood_discard == ["funny", "interesting"] and len(state.moods) == 5


def test_hn34_in_a_final_round_hudson_acts_before_the_reveal_and_the_new_mood_stays_hidden():
    state = table([None, "hudson", "sommers"], {1: ["F01", "F02"], 2: ["S01", "S02"]})
    play_round(state, "funny", {1: "F01", 2: "S01"}, stop_at="hudson")
    assert state.cards_hidden and not state.mood_shown
    state.apply(UseEffect("hudson"))
    events = state.apply(ChooseMood("spectacle"))
    assert events[0] == MoodLaidDown(0, "spectacle", False) and events[0].for_seat(1).mood is None
    assert of_kind(events, "mood_revealed")[0].mood == "spectacle"
    assert state.rounds[0].winner == 2


def test_hn34_hudson_in_a_final_round_with_no_moods_left_the_king_picks_a_used_one():
    state = table([None, "hudson", "sommers"], {1: ["F01", "F02"], 2: ["S01", "S02"]})
    state.moods = ["drunk"]
    state.mood_discard = ["funny", "funny", "interesting", "interesting", "spectacle", "spectacle"]
    refresh(state)
    assert state.legal == (ChooseMood("drunk"),)
    play_round(state, "drunk", {1: "F01", 2: "S01"}, stop_at="hudson")
    events = state.apply(UseEffect("hudson"))
    assert kinds(events) == ["effect_announced", "moods_taken_back", "mood_discarded"]
    assert state.mood_discard == [] and state.mood_discard_face_down == ["drunk"], "never revealed: face down"
    assert state.legal == (ChooseMood("funny"), ChooseMood("interesting"), ChooseMood("spectacle"))
    events = state.apply(ChooseMood("funny"))
    assert of_kind(events, "mood_revealed")[0].mood == "funny" and state.rounds[0].winner == 1
