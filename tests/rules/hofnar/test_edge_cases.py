"""The edge cases named in the issue. Others live with their rule: the Favourite holding the lowest score
(test_round, HN-12), a drunk round (test_round, HN-11), Triboulet guessing right in round 1 (HN-31) and Hudson in a
final round with no moods left (HN-34)."""

from game.hofnar.actions import BreakTie, ChooseMood, NameStarter, PlayCard, UseEffect
from game.hofnar.events import EffectCancelled
from tests.rules.hofnar.table import decision, kinds, of_kind, play_round, rng_drawing, table, window


def test_hn13_a_tie_on_both_sides_in_one_round():
    hands = {1: ["F01"], 2: ["F02"], 3: ["I01"], 4: ["I02"]}
    state = table([None, "sommers", "chicot", "fleeman", "hudson"], hands)
    events = play_round(state, "funny", {1: "F01", 2: "F02", 3: "I01", 4: "I02"}, starter=1)
    assert of_kind(events, "tie_opened")[0].jesters == (1, 2) and decision(state) == "tie"
    events = state.apply(BreakTie(2))
    assert of_kind(events, "round_winner")[0].seat == 2
    assert of_kind(events, "tie_opened")[0].jesters == (3, 4) and of_kind(events, "tie_opened")[0].side == "loss"
    assert state.legal == (BreakTie(3), BreakTie(4))
    events = state.apply(BreakTie(4))
    assert of_kind(events, "round_loser")[0].seat == 4
    outcome = state.rounds[0]
    assert (outcome.winner, outcome.winner_chosen_by, outcome.loser, outcome.loser_chosen_by) == (2, 0, 4, 0)


def test_hn13_when_all_tie_the_winner_is_chosen_first_and_the_loser_among_the_rest():
    state = table([None, "sommers", "chicot", "fleeman"], {1: ["I01"], 2: ["I02"], 3: ["S01"]})
    play_round(state, "funny", {1: "I01", 2: "I02", 3: "S01"}, starter=1)
    assert state.legal == (BreakTie(1), BreakTie(2), BreakTie(3))
    state.apply(BreakTie(1))
    assert state.legal == (BreakTie(2), BreakTie(3))


def test_hn35_stanczyk_drawing_sommers_the_original_loser_loses():
    state = table([None, "stanczyk", "sommers", "perkeo"], {1: ["F01"], 2: ["F09"], 3: ["I17"]})
    play_round(state, "funny", {1: "F01", 2: "F09", 3: "I17"}, starter=1, stop_at="stanczyk")
    assert state.loser == 3
    state.rng = rng_drawing(1, 3)
    events = state.apply(UseEffect("stanczyk"))
    drew = of_kind(events, "stanczyk_drew")[0]
    assert (drew.seat, drew.drawn, drew.loser) == (1, 2, 3)
    assert state.rounds[0].loser == 3 and state.rounds[0].loser_reason == "score"
    assert state.rounds[0].stanczyk_draws == ((1, 2),) and state.lives == [0, 2, 2, 1]


def test_hn37_fleeman_cancelling_hudson():
    state = table([None, "hudson", "fleeman", "perkeo"], {1: ["F01"], 2: ["I01"], 3: ["F10"]})
    play_round(state, "funny", {1: "F01", 2: "I01", 3: "F10"}, starter=1, stop_at="hudson")
    events = state.apply(UseEffect("hudson"))
    assert kinds(events) == ["effect_announced"] and window(state) == ("fleeman", 2)
    events = state.apply(UseEffect("fleeman"))
    assert events[1] == EffectCancelled(1, "hudson", 2)
    assert "mood_discarded" not in kinds(events) and state.rounds[0].mood == "funny"
    assert state.rounds[0].winner == 1 and state.spent == {"hudson", "fleeman"}


def test_hn36_chicot_copying_triboulet():
    state = table([None, "triboulet", "chicot", "sommers"], {1: ["F01", "F02"], 2: ["F09", "F10"], 3: ["I17", "I18"]})
    state.apply(ChooseMood("funny"))
    state.apply(NameStarter(3))
    state.apply(PlayCard("I17"))
    state.apply(UseEffect("triboulet"))
    assert decision(state) == "play", "a wrong guess is followed by the reveal: Chicot's copy would be pointless"
    play_round(state, "funny", {1: "F01", 2: "F09"})
    assert state.round == 2 and state.order == (1, 2, 3)
    state.apply(ChooseMood("drunk"))
    state.apply(PlayCard("F02"))
    assert window(state) == ("triboulet", 2)
    events = state.apply(UseEffect("triboulet"))
    assert of_kind(events, "effect_announced")[0].copied
    assert state.over and state.hofnar == 2 and state.how == "triboulet"


def test_three_players_last_the_most_rounds_without_running_out_of_cards():
    hands = {1: ["F01", "F02", "F03", "F04", "F05"], 2: ["I01", "I02", "I03", "I04", "I05"]}
    state = table([None, "sommers", "chicot"], hands)
    rounds = (
        ("interesting", "F01", "I01"),
        ("funny", "F02", "I02"),
        ("interesting", "F03", "I03"),
        ("funny", "F04", "I04"),
        ("spectacle", "F05", "I05"),
    )
    for mood, first, second in rounds:
        assert state.hands[1] and state.hands[2]
        play_round(state, mood, {1: first, 2: second})
    assert [outcome.loser for outcome in state.rounds] == [1, 2, 1, 2, 1]
    assert state.round == 5 == 2 * 3 - 1 and state.over and state.hofnar == 2
    assert state.hands[1] == [] and state.hands[2] == [] and state.lives == [0, 0, 1]
