"""The material as data (HN-1..HN-4) and the act titles."""

from game.hofnar import RULESET
from game.hofnar.acts import act_key
from game.hofnar.cards import CATEGORIES, DEALS, DECK, MOOD_CARDS
from game.hofnar.jesters import JESTERS, SOMMERS
from scenes.i18n import LANGUAGES, load_catalogue


def test_hn1_three_to_nine_players_one_king_and_two_to_eight_jesters():
    assert list(RULESET.player_counts) == list(range(3, 10))
    for players in RULESET.player_counts:
        state = RULESET.new_state(players, seed=players)
        assert state.jesters.count(None) == 1
        assert len(state.in_game()) == players - 1


def test_hn2_eight_jesters_only_sommers_lasting():
    assert [jester.name for jester in JESTERS] == [
        "Perkeo van Heidelberg",
        "Triboulet",
        "William Sommers",
        "Archibald Armstrong",
        "Jeffrey Hudson",
        "Stanczyk",
        "Chicot",
        "Jamie Fleeman",
    ]
    assert [jester.id for jester in JESTERS if jester.lasting] == [SOMMERS]
    assert [jester.rule for jester in JESTERS] == [f"HN-{number}" for number in range(30, 38)]


def test_hn3_seven_mood_cards():
    assert sorted(MOOD_CARDS) == sorted(["funny"] * 2 + ["interesting"] * 2 + ["spectacle"] * 2 + ["drunk"])


def test_hn4_sixty_cards_each_category_leads_in_twenty():
    assert len(DECK) == 60 and len({card.id for card in DECK}) == 60
    for letter, category in zip("FIS", CATEGORIES, strict=True):
        leading = [card for card in DECK if card.id.startswith(letter)]
        assert len(leading) == 20
        for card in leading:
            stars = {other: getattr(card, other) for other in CATEGORIES}
            assert all(0 <= value <= 3 for value in stars.values())
            assert stars[category] == max(stars.values()), card
    s08 = next(card for card in DECK if card.id == "S08")
    assert (s08.funny, s08.interesting, s08.spectacle, s08.total) == (1, 2, 3, 6)
    assert s08.score("drunk") == 6 and s08.score("interesting") == 2


def test_hn6_cards_are_enough_for_the_longest_game():
    for players, terms in DEALS.items():
        assert terms.cards == (players - 1) * terms.lives - 1
        assert terms.cards * (players - 1) <= len(DECK)


def test_every_act_has_a_title_in_english_german_and_dutch():
    catalogues = {language: load_catalogue(language) for language in LANGUAGES}
    acts = {key for key in catalogues["en"] if key.startswith("act.hofnar.")}
    assert acts == {act_key(card.id) for card in DECK}
    for card in DECK:
        texts = [catalogues[language][act_key(card.id)] for language in LANGUAGES]
        assert all(text.strip() for text in texts), card.id
        assert len(set(texts)) == len(LANGUAGES), f"{card.id} is not translated"
    assert len({catalogues["en"][key] for key in acts}) == len(DECK)
