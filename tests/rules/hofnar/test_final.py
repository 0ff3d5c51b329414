"""Final rounds and the end (HN-16..HN-18)."""

from game.core import Rng
from game.hofnar import RULESET
from game.hofnar.actions import ChooseMood, DeclineEffect, PlayCard
from game.hofnar.events import CardPlayed
from tests.rules.hofnar.table import decision, kinds, of_kind, play_round, table

DUEL = [None, "sommers", "chicot"]
"""Three players: two jesters from the start, so every round is final; neither can use an effect here."""
DUEL_HANDS = {1: ["F01", "F02", "F03", "I17", "S17"], 2: ["F09", "F10", "I01", "I02", "S01"]}
LOSING_THREE_TIMES = (
    ("spectacle", {1: "F01", 2: "I02"}),
    ("spectacle", {1: "F02", 2: "S01"}),
    ("funny", {1: "I17", 2: "F09"}),
)
"""Three final rounds that seat 1 loses."""


def test_hn16_a_final_round_is_chosen_face_down_and_revealed_together():
    state = table(DUEL, DUEL_HANDS)
    assert state.final and state.round == 1
    assert decision(state) == "mood" and state.to_move == 0
    state.apply(ChooseMood("interesting"))
    assert decision(state) == "choose" and state.to_move == 1, "no first jester to name: left of the King chooses"
    events = state.apply(PlayCard("F01"))
    assert events == [CardPlayed(1, "F01", False)]
    assert events[0].for_seat(2).card is None and events[0].for_seat(0).card is None
    assert events[0].for_seat(1).card == "F01"
    assert state.view(2).table == ((1, None),) and state.view(0).table == ((1, None),)
    assert state.view(1).table == ((1, "F01"),)
    assert state.view(1).mood is None, "the jesters choose without knowing the mood"
    events = state.apply(PlayCard("I01"))
    assert kinds(events)[:4] == ["card_played", "mood_revealed", "cards_revealed", "round_scored"]
    assert of_kind(events, "cards_revealed")[0].cards == ((1, "F01"), (2, "I01"))
    assert state.rounds[0].winner == 2 and state.rounds[0].loser == 1


def test_hn16_the_favourite_rule_does_not_apply_and_final_rounds_repeat_while_lives_remain():
    state = table(DUEL, DUEL_HANDS)
    play_round(state, "funny", {1: "F01", 2: "I01"})
    assert state.favourite == 1 and state.final and state.protected is None
    events = play_round(state, "interesting", {1: "F02", 2: "I02"})
    assert of_kind(events, "round_loser")[0].seat == 1, "the Favourite loses a final round"
    assert of_kind(events, "round_loser")[0].spared is None
    assert state.round == 3 and state.final and state.lives == [0, 2, 2]


def test_hn16_final_rounds_follow_when_only_two_jesters_are_left():
    hands = {1: ["F01", "F02"], 2: ["F09", "F10"], 3: ["I17", "I18"]}
    state = table([None, "sommers", "chicot", "perkeo"], hands, lives=1)
    assert not state.final
    play_round(state, "funny", {1: "F01", 2: "F09", 3: "I17"}, starter=1)
    assert state.fallen == (3,) and state.final and state.round == 2
    assert decision(state) == "mood"
    state.apply(ChooseMood("drunk"))
    assert decision(state) == "choose" and state.cards_hidden


def test_hn17_the_last_jester_left_is_the_hofnar():
    state = table(DUEL, DUEL_HANDS)
    for mood, cards in LOSING_THREE_TIMES:
        events = play_round(state, mood, cards)
    assert state.over and state.hofnar == 2 and state.how == "last_standing"
    assert of_kind(events, "game_won")[0].hofnar == 2
    assert state.to_move is None and state.legal == ()
    result = state.result()
    assert result.hofnar == 2 and result.fallen == (1,) and result.ranking == ((2,), (1,))
    assert result.scores == (0, 0, 1) and result.winners == frozenset({2})
    assert [outcome.loser for outcome in result.rounds] == [1, 1, 1]


def test_hn17_the_result_tells_who_fell_in_which_order_and_every_round():
    for seed in range(50):
        state = RULESET.new_state(6, seed)
        rng = Rng(seed)
        beheaded = []
        while not state.over:
            action = state.random_action(rng)
            if action == DeclineEffect("triboulet") or (action.kind == "use_effect" and action.effect == "triboulet"):
                action = DeclineEffect("triboulet")
            beheaded += [event.seat for event in state.apply(action) if event.kind == "beheaded"]
        result = state.result()
        assert result.how == "last_standing"
        assert result.fallen == tuple(beheaded) and len(beheaded) == 4
        assert result.ranking == ((result.hofnar,), *((seat,) for seat in reversed(beheaded)))
        assert [result.scores[seat] for seat in (result.hofnar, *reversed(beheaded))] == [4, 3, 2, 1, 0]
        assert len(result.rounds) == len([line for line in result.lines if line.key == "hofnar.round_lost"])
        for outcome, line in zip(
            result.rounds, [line for line in result.lines if line.key == "hofnar.round_lost"], strict=True
        ):
            assert line.seat == outcome.loser and line.params["round"] == outcome.round
            assert line.params["reason"] in ("score", "tie", "stanczyk")


def test_hn18_the_king_neither_wins_nor_loses():
    state = table(DUEL, DUEL_HANDS)
    for mood, cards in LOSING_THREE_TIMES:
        play_round(state, mood, cards)
    result = state.result()
    assert all(0 not in group for group in result.ranking)
    assert result.scores[0] == 0 and not result.lines_of(0)
