"""A round (HN-8..HN-15): mood, first jester, plays, reveal, scoring, Favourite, ties, lives, discards."""

import pytest

from game.core import IllegalAction
from game.hofnar.actions import BreakTie, ChooseMood, DeclineEffect, NameStarter, PlayCard
from game.hofnar.events import MoodLaidDown
from tests.rules.hofnar.table import decision, kinds, of_kind, play_round, table

QUIET = [None, "sommers", "chicot", "perkeo"]
"""Jesters whose effects open no window in a plain round: Sommers has none, Chicot nothing to copy, Perkeo no tie."""
HANDS = {
    1: ["F01", "F02", "I01", "S01", "F19"],
    2: ["F09", "F10", "I09", "S09", "F04"],
    3: ["F17", "F18", "I18", "S17", "F20"],
}


def quiet_table(**hands):
    """Four players, King at seat 0; ``s1=[...]`` replaces seat 1's hand."""
    given = {**HANDS, **{int(seat[1:]): cards for seat, cards in hands.items()}}
    cards = [card for hand in given.values() for card in hand]
    assert len(cards) == len(set(cards)), "a test dealt a card twice"
    return table(QUIET, given)


def test_hn8_the_king_lays_one_unused_mood_face_down():
    state = quiet_table()
    assert state.to_move == 0
    assert state.legal == tuple(ChooseMood(mood) for mood in ("funny", "interesting", "spectacle", "drunk"))
    events = state.apply(ChooseMood("drunk"))
    laid = of_kind(events, "mood_laid_down")[0]
    assert laid == MoodLaidDown(0, "drunk", False)
    assert laid.for_seat(0).mood == "drunk"
    assert all(laid.for_seat(seat).mood is None for seat in (1, 2, 3))
    assert state.view(0).mood == "drunk"
    assert state.view(1).mood is None and state.view(1).mood_laid and not state.view(1).mood_shown
    assert "drunk" not in state.moods


def test_hn9_the_king_names_the_first_jester_in_round_1_then_the_winner_starts():
    state = quiet_table()
    state.apply(ChooseMood("funny"))
    assert decision(state) == "starter" and state.to_move == 0
    assert state.legal == (NameStarter(1), NameStarter(2), NameStarter(3))
    state.apply(NameStarter(3))
    assert state.order == (3, 1, 2), "clockwise from the starter, the King left out"
    assert state.to_move == 3
    play_round(state, "funny", {3: "F17", 1: "F02", 2: "F09"})
    assert state.round == 2 and state.favourite == 1
    assert decision(state) == "mood"
    state.apply(ChooseMood("interesting"))
    assert state.order == (1, 2, 3) and state.to_move == 1


def test_hn10_the_first_card_is_played_blind_then_the_mood_is_revealed():
    state = quiet_table()
    state.apply(ChooseMood("spectacle"))
    state.apply(NameStarter(2))
    assert not state.view(2).mood_shown and state.view(2).mood is None
    events = state.apply(PlayCard("S09"))
    assert kinds(events) == ["card_played", "mood_revealed"]
    assert of_kind(events, "mood_revealed")[0].mood == "spectacle"
    assert state.view(3).mood == "spectacle" and state.to_move == 3
    events = state.apply(PlayCard("S17"))
    assert kinds(events) == ["card_played"] and state.to_move == 1
    assert state.view(2).table == ((2, "S09"), (3, "S17"))


def test_hn11_the_counted_category_decides_highest_wins_lowest_loses():
    state = quiet_table()
    events = play_round(state, "funny", {1: "F01", 2: "F09", 3: "F17"}, starter=1)
    assert of_kind(events, "round_scored")[0].scores == ((1, 3), (2, 2), (3, 1))
    assert of_kind(events, "round_winner")[0].seat == 1
    assert of_kind(events, "round_loser")[0].seat == 3
    assert state.lives == [0, 2, 2, 1]


def test_hn11_drunk_the_lowest_total_wins_and_the_highest_loses():
    state = quiet_table(s1=["F07", "F02", "I01", "S01", "F16"])
    events = play_round(state, "drunk", {1: "F07", 2: "F09", 3: "F17"}, starter=1)
    assert of_kind(events, "round_scored")[0].scores == ((1, 6), (2, 2), (3, 1))
    assert of_kind(events, "round_winner")[0].seat == 3
    assert of_kind(events, "round_loser")[0].seat == 1
    assert state.rounds[0].mood == "drunk" and state.rounds[0].loser == 1


def test_hn12_a_favourite_with_the_lowest_score_is_spared_and_the_worst_of_the_others_loses():
    state = quiet_table()
    play_round(state, "funny", {1: "F01", 2: "F09", 3: "F17"}, starter=1)
    assert state.favourite == 1 and state.protected == 1 and state.view(2).favourite == 1
    events = play_round(state, "interesting", {1: "S01", 2: "I09", 3: "I18"})
    assert of_kind(events, "round_scored")[0].scores == ((1, 0), (2, 2), (3, 1))
    loser = of_kind(events, "round_loser")[0]
    assert (loser.seat, loser.spared) == (3, 1)
    assert state.rounds[1].favourite_spared == 1 and state.lives[1] == 2
    assert state.favourite == 2


def test_hn12_a_favourite_tied_for_the_lowest_score_is_spared_without_a_tie():
    state = quiet_table()
    play_round(state, "funny", {1: "F01", 2: "F09", 3: "F17"}, starter=1)
    events = play_round(state, "interesting", {1: "S01", 2: "I09", 3: "S17"})
    assert of_kind(events, "round_scored")[0].scores == ((1, 0), (2, 2), (3, 0))
    assert "tie_opened" not in kinds(events)
    assert of_kind(events, "round_loser")[0].seat == 3 and state.rounds[1].favourite_spared == 1


def test_hn12_the_favourite_is_protected_for_the_next_round_only():
    state = quiet_table()
    play_round(state, "funny", {1: "F01", 2: "F09", 3: "F17"}, starter=1)
    play_round(state, "interesting", {1: "S01", 2: "S09", 3: "F18"})
    assert state.rounds[1].winner == 3 and state.rounds[1].loser == 2 and state.rounds[1].favourite_spared == 1
    assert state.favourite == 3 and state.protected == 3 and not state.final
    events = play_round(state, "funny", {1: "I01", 2: "F10", 3: "I18"})
    assert of_kind(events, "round_scored")[0].scores == ((3, 0), (1, 0), (2, 2))
    assert state.rounds[2].loser == 1 and state.rounds[2].favourite_spared == 3


def test_hn13_only_equal_scores_in_the_counted_category_tie_and_the_king_chooses():
    state = quiet_table()
    events = play_round(state, "funny", {1: "F01", 2: "F04", 3: "F17"}, starter=1, stop_at="window")
    assert of_kind(events, "tie_opened")[0].jesters == (1, 2), "3 funny stars each, whatever the totals"
    assert decision(state) == "window" and state.to_move == 3, "Perkeo may choose first (HN-30)"
    state.apply(DeclineEffect("perkeo"))
    assert decision(state) == "tie" and state.to_move == 0
    assert state.legal == (BreakTie(1), BreakTie(2))
    with pytest.raises(IllegalAction, match="tied"):
        state.apply(BreakTie(3))
    events = state.apply(BreakTie(2))
    assert of_kind(events, "round_winner")[0].seat == 2 and of_kind(events, "round_winner")[0].chosen_by == 0
    assert of_kind(events, "round_loser")[0].seat == 3
    assert state.rounds[0].winner_chosen_by == 0


def test_hn13_whether_scores_tie_depends_on_the_counted_category_only():
    state = quiet_table()
    events = play_round(state, "interesting", {1: "F02", 2: "F04", 3: "F17"}, starter=1)
    assert "tie_opened" in kinds(events), "F02 and F04 both have 1 interesting star"
    state = quiet_table()
    events = play_round(state, "drunk", {1: "F02", 2: "F04", 3: "F20"}, starter=1)
    assert of_kind(events, "round_scored")[0].scores == ((1, 4), (2, 5), (3, 3))
    assert "tie_opened" not in kinds(events)


def test_hn14_the_loser_loses_a_life_and_at_zero_is_beheaded():
    state = quiet_table()
    events = play_round(state, "funny", {1: "F01", 2: "F09", 3: "F17"}, starter=1)
    assert of_kind(events, "life_lost")[0].seat == 3 and of_kind(events, "life_lost")[0].lives == 1
    assert "beheaded" not in kinds(events)
    events = play_round(state, "funny", {1: "F19", 2: "F04", 3: "F18"})
    assert of_kind(events, "beheaded")[0].seat == 3 and of_kind(events, "beheaded")[0].order == 1
    assert state.lives[3] == 0 and state.fallen == (3,) and state.view(1).fallen == (3,)
    assert 3 not in state.order and 3 not in state.in_game()


def test_hn15_played_cards_and_the_mood_are_discarded_and_each_mood_card_is_used_once():
    state = quiet_table()
    events = play_round(state, "drunk", {1: "F01", 2: "F09", 3: "F17"}, starter=1)
    assert of_kind(events, "table_cleared")[0].cards == ("F01", "F09", "F17")
    assert state.discard == ["F01", "F09", "F17"] and state.table == []
    assert state.mood_discard == ["drunk"] and state.view(2).mood_discard == ("drunk",)
    assert ChooseMood("drunk") not in state.legal and len(state.moods) == 6
    play_round(state, "funny", {1: "F19", 2: "F04", 3: "F18"})
    assert ChooseMood("funny") in state.legal, "the second Funny card is still unused"
