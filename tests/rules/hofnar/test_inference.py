"""What a seat can work out from its view: moods still unplaced, the odds of the face-down mood, the acts' standing."""

from game.hofnar.actions import ChooseMood, NameStarter, PlayCard, UseEffect
from game.hofnar.inference import BEST, BETWEEN, WORST, mood_odds, outlook, standing, unplaced_moods
from tests.rules.hofnar.table import play_round, table


def test_a_jester_counts_the_moods_the_king_may_still_hold_from_the_face_up_discard():
    state = table([None, "sommers", "chicot", "perkeo"], {1: ["F01", "F02"], 2: ["I01", "I02"], 3: ["S09", "S02"]})
    play_round(state, "drunk", {1: "F01", 2: "I02", 3: "S09"}, starter=1)
    state.apply(ChooseMood("funny"))
    jester = state.view(2)
    assert unplaced_moods(jester) == ("funny", "funny", "interesting", "interesting", "spectacle", "spectacle")
    assert mood_odds(jester) == {"funny": 2 / 6, "interesting": 2 / 6, "spectacle": 2 / 6}, "no Drunk left (HN-3)"
    king = state.view(0)
    assert mood_odds(king) == {"funny": 1.0} and unplaced_moods(king).count("funny") == 2


def test_hn34_a_mood_discarded_unseen_stays_unplaced_for_the_jesters():
    state = table([None, "hudson", "sommers"], {1: ["F01", "F02", "F03"], 2: ["S01", "S02", "S03"]})
    play_round(state, "drunk", {1: "F01", 2: "S01"}, stop_at="hudson")
    state.apply(UseEffect("hudson"))
    state.apply(ChooseMood("funny"))
    jester = state.view(1)
    assert jester.round == 2 and "drunk" in unplaced_moods(jester), "nobody saw the Drunk card go"
    assert len(unplaced_moods(jester)) == 6


def test_the_standing_so_far_and_where_a_hand_card_would_stand():
    hands = {1: ["F17", "F18"], 2: ["F05", "F06"], 3: ["I01", "F09", "F01"]}
    state = table([None, "sommers", "chicot", "perkeo"], hands)
    state.apply(ChooseMood("funny"))
    state.apply(NameStarter(1))
    state.apply(PlayCard("F17"))
    view = state.view(2)
    assert standing(view) is None, "one act is no standing yet"
    assert outlook(view, "F05") == BEST
    state.apply(PlayCard("F05"))
    view = state.view(3)
    now = standing(view)
    assert now.scores == ((1, 1), (2, 3)) and now.leading == (2,) and now.trailing == (1,)
    assert [outlook(view, card) for card in ("I01", "F09", "F01")] == [WORST, BETWEEN, BEST]


def test_hn12_the_favourite_is_spared_from_trailing():
    hands = {1: ["F01", "F17"], 2: ["F09", "F02"], 3: ["I17", "I01"], 4: ["F10", "F11"]}
    state = table([None, "sommers", "chicot", "perkeo", "fleeman"], hands)
    play_round(state, "funny", {1: "F01", 2: "F09", 3: "I17", 4: "F10"}, starter=1)
    assert state.favourite == 1
    state.apply(ChooseMood("interesting"))
    state.apply(PlayCard("F17"))
    state.apply(PlayCard("F02"))
    now = standing(state.view(4))
    assert now.leading == (2,) and now.spared == 1 and now.trailing == ()
    state.apply(PlayCard("I01"))
    now = standing(state.view(4))
    assert now.leading == (3,) and now.spared == 1 and now.trailing == (2,), "the Favourite's 0 is spared"
