"""Hofnar's art: every card and token comes at the asked size and the same on every draw; a mood and a card's
stars share one symbol and colour (issue 18); the star rows lie on the card in the rules' order; long German titles
stay inside their card."""

from __future__ import annotations

import pygame
import pytest

from game.hofnar.acts import act_key
from game.hofnar.cards import CARD_IDS, CARDS, CATEGORIES, MOODS
from game.hofnar.jesters import JESTER_IDS
from scenes.art import canvas
from scenes.art.hofnar.amusement import CATEGORY_ORDER, amusement_back, amusement_card, star_row
from scenes.art.hofnar.court import (
    KING,
    QUEEN,
    attribute_badge,
    beheaded_token,
    court_card,
    favourite_token,
    life_token,
    mood_back,
    mood_badge,
    mood_card,
)
from scenes.art.hofnar.lettering import fitted
from scenes.art.hofnar.looks import JESTER_LOOKS, MOOD_LOOKS
from scenes.art.hofnar.symbols import ATTRIBUTES, MOOD_SYMBOLS
from scenes.i18n import LANGUAGES, load_catalogue
from tests.scenes.toolkit_events import open_display

ACT = (140, 196)


@pytest.fixture(autouse=True)
def headless_display() -> None:
    """A dummy display and fonts, as the app has them: the cards carry words."""
    open_display()
    pygame.font.init()


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def stars(card: str) -> tuple[int, int, int]:
    rated = CARDS[card]
    return rated.funny, rated.interesting, rated.spectacle


@pytest.mark.parametrize("card", CARD_IDS)
def test_every_amusement_card_is_drawn_at_the_asked_size_with_its_german_title(card):
    face = amusement_card(card, stars(card), load_catalogue("de")[act_key(card)], ACT)
    assert face.get_size() == ACT


def test_the_longest_titles_fit_their_box_in_every_language():
    box = pygame.Rect(0, 0, round(ACT[0] * 0.76), round(ACT[1] * 0.27))
    catalogues = [load_catalogue(language) for language in LANGUAGES]
    for card in CARD_IDS:
        for words in (catalogue[act_key(card)] for catalogue in catalogues):
            lines, size, step = fitted(words, box, 18)
            assert step * len(lines) <= box.height and size >= 10, (card, words, size)


def test_star_rows_lie_inside_the_card_below_the_title_in_the_rules_order():
    rows = [star_row(ACT, category) for category in CATEGORY_ORDER]
    assert CATEGORY_ORDER == CATEGORIES
    card = pygame.Rect((0, 0), ACT)
    assert all(card.contains(row) for row in rows)
    assert rows[0].top > ACT[1] / 2 and rows[0].bottom <= rows[1].top and rows[1].bottom <= rows[2].top


def test_a_card_with_more_stars_in_a_row_shows_more_gold_there():
    def gold_in_row(card: str, category: str) -> int:
        face = amusement_card(card, stars(card), "x", ACT)
        row = star_row(ACT, category)
        return sum(
            1
            for x in range(row.x, row.right)
            for y in range(row.y, row.bottom)
            if face.get_at((x, y)).r > 200 and face.get_at((x, y)).b < 120
        )

    assert gold_in_row("F01", "funny") > gold_in_row("F17", "funny") > gold_in_row("I01", "funny")


def test_each_mood_and_category_has_its_own_symbol_and_colour():
    assert set(MOOD_LOOKS) == set(MOODS) == set(MOOD_SYMBOLS)
    assert len({look.field for look in MOOD_LOOKS.values()}) == len(MOODS)
    assert len({id(look.symbol) for look in MOOD_LOOKS.values()}) == len(MOODS)


def test_each_jester_has_his_own_motley_and_attribute():
    assert set(JESTER_LOOKS) == set(JESTER_IDS) == set(ATTRIBUTES)
    assert len({(look.first, look.second) for look in JESTER_LOOKS.values()}) == len(JESTER_IDS)
    assert len({id(look.attribute) for look in JESTER_LOOKS.values()}) == len(JESTER_IDS)


@pytest.mark.parametrize("who", [KING, QUEEN, *JESTER_IDS])
def test_every_court_card_is_drawn_at_the_asked_size_with_or_without_words(who):
    assert court_card(who, "Name", "Words of the effect.", (150, 210)).get_size() == (150, 210)
    assert court_card(who, "Name", "", (96, 134)).get_size() == (96, 134)
    assert attribute_badge(who, 40).get_width() >= 40


@pytest.mark.parametrize("mood", MOODS)
def test_every_mood_card_and_badge_is_drawn(mood):
    assert mood_card(mood, "Name", "What it counts.", (150, 210)).get_size() == (150, 210)
    assert mood_badge(mood, 36).get_width() >= 36


def test_backs_and_tokens_come_at_their_size_and_a_lost_life_looks_different():
    assert amusement_back(ACT).get_size() == ACT and mood_back(ACT).get_size() == ACT
    assert pixels(life_token(30)) != pixels(life_token(30, False))
    assert favourite_token(30).get_size() == beheaded_token(30).get_size() == life_token(30).get_size()


def test_hofnar_art_is_the_same_on_every_draw():
    def draw() -> bytes:
        return pixels(amusement_card("S07", stars("S07"), "Title", ACT)) + pixels(court_card("chicot", "C", "W", ACT))

    first = draw()
    canvas.clear_caches()
    assert draw() == first
