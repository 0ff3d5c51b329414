"""Stanczyk (HN-35), Chicot (HN-36) and Jamie Fleeman (HN-37)."""

from game.hofnar.actions import ChooseMood, DeclineEffect, GiveCard, NameStarter, PlayCard, UseEffect
from game.hofnar.events import EffectAnnounced, EffectCancelled
from tests.rules.hofnar.table import decision, kinds, of_kind, play_round, rng_drawing, table, window


def test_hn35_stanczyk_makes_a_jester_drawn_blind_lose_instead_even_the_favourite():
    hands = {1: ["I01", "I02", "F20"], 2: ["F01", "F17", "F18"], 3: ["F09", "F10", "F11"]}
    state = table([None, "stanczyk", "perkeo", "sommers"], hands)
    events = play_round(state, "funny", {1: "I01", 2: "F01", 3: "F09"}, starter=1, stop_at="stanczyk")
    assert state.loser == 1 and window(state) == ("stanczyk", 1), "after the loser is known"
    state.apply(DeclineEffect("stanczyk"))
    assert state.favourite == 2 and state.lives[1] == 1
    play_round(state, "funny", {2: "F17", 3: "F10", 1: "I02"}, stop_at="stanczyk")
    assert state.protected == 2 and state.loser == 1
    state.rng = rng_drawing(1, 3)
    events = state.apply(UseEffect("stanczyk"))
    assert of_kind(events, "stanczyk_drew")[0].drawn == 2 and of_kind(events, "life_lost")[0].seat == 2
    assert state.rounds[1].loser == 2 and state.rounds[1].loser_reason == "stanczyk"
    assert state.lives == [0, 1, 1, 2] and "stanczyk" in state.spent


def test_hn36_chicot_copies_only_a_used_effect_of_a_jester_still_in_the_game():
    hands = {1: ["F01", "F02"], 2: ["I01", "I02"], 3: ["S01", "S02"]}
    state = table([None, "armstrong", "chicot", "perkeo"], hands)
    state.apply(ChooseMood("funny"))
    state.apply(NameStarter(1))
    state.apply(DeclineEffect("armstrong"))
    state.apply(PlayCard("F01"))
    assert decision(state) == "play" and state.to_move == 2, "Armstrong's effect is unused: nothing to copy"
    state = table([None, "armstrong", "chicot", "perkeo"], hands)
    state.apply(ChooseMood("funny"))
    state.apply(NameStarter(1))
    state.apply(UseEffect("armstrong", 3))
    state.apply(GiveCard(next(card for card in state.hands[1] if card.startswith("F"))))
    state.apply(PlayCard(state.hands[1][0]))
    assert window(state) == ("armstrong", 2)
    assert state.legal == (DeclineEffect("armstrong"), UseEffect("armstrong", 1), UseEffect("armstrong", 3))
    events = state.apply(UseEffect("armstrong", 1))
    assert events[0] == EffectAnnounced(2, "armstrong", 1, True)
    assert "chicot" in state.spent and decision(state) == "give"


def test_hn36_chicot_cannot_copy_the_effect_of_a_beheaded_jester():
    state = table([None, "hudson", "chicot", "perkeo"], {1: ["I17", "F01"], 2: ["F09", "F02"], 3: ["F04", "F03"]}, 1)
    play_round(state, "funny", {1: "I17", 2: "F09", 3: "F04"}, starter=1, stop_at="hudson")
    state.apply(UseEffect("hudson"))
    state.apply(ChooseMood("funny"))
    assert window(state) == ("hudson", 2), "Hudson's effect is used and Hudson still in the game"
    state.apply(DeclineEffect("hudson"))
    assert state.fallen == (1,) and state.final
    events = play_round(state, "interesting", {2: "F02", 3: "F03"})
    assert "effect_declined" not in kinds(events), "Hudson is beheaded: Chicot has nothing to copy"


def test_hn37_a_cancel_can_be_cancelled_by_chicot_as_fleeman():
    state = table([None, "hudson", "fleeman", "chicot"], {1: ["F01"], 2: ["I01"], 3: ["S11"]})
    play_round(state, "funny", {1: "F01", 2: "I01", 3: "S11"}, starter=1, stop_at="hudson")
    state.apply(UseEffect("hudson"))
    assert decision(state) == "cancel" and state.to_move == 2
    state.apply(UseEffect("fleeman"))
    assert decision(state) == "cancel" and state.to_move == 3, "Fleeman's effect is used now: Chicot may copy it"
    events = state.apply(UseEffect("fleeman"))
    assert events[:2] == [EffectAnnounced(3, "fleeman", None, True), EffectCancelled(2, "fleeman", 3)]
    assert decision(state) == "replace", "Hudson's effect stands"
    assert state.spent == {"hudson", "fleeman", "chicot"}


def test_hn37_fleeman_may_cancel_chicot_and_a_cancelled_effect_stays_spent():
    state = table([None, "hudson", "fleeman", "chicot"], {1: ["F01", "F02"], 2: ["I02", "I01"], 3: ["S11", "S12"]})
    play_round(state, "funny", {1: "F01", 2: "I02", 3: "S11"}, starter=1, stop_at="hudson")
    state.apply(UseEffect("hudson"))
    state.apply(DeclineEffect("fleeman"))
    state.apply(ChooseMood("spectacle"))
    assert window(state) == ("hudson", 3)
    state.apply(UseEffect("hudson"))
    assert decision(state) == "cancel" and state.to_move == 2
    events = state.apply(UseEffect("fleeman"))
    assert of_kind(events, "effect_cancelled")[0] == EffectCancelled(3, "hudson", 2)
    assert state.rounds[0].mood == "spectacle" and state.spent == {"hudson", "fleeman", "chicot"}
    events = play_round(state, "interesting", {1: "F02", 2: "I01", 3: "S12"})
    assert "effect_declined" not in kinds(events) and "effect_announced" not in kinds(events)


def test_hn37_fleeman_is_not_asked_about_his_own_or_a_spent_moment():
    state = table([None, "triboulet", "fleeman", "perkeo"])
    state.apply(ChooseMood("funny"))
    state.apply(NameStarter(3))
    state.apply(PlayCard(state.hands[3][0]))
    state.apply(UseEffect("triboulet"))
    assert decision(state) != "cancel", "Triboulet's guess cannot be cancelled"
