"""Verräter's art: every card and piece comes at the asked size, the same on every draw and cached; the houses differ
by colour *and* emblem (VR-1), and every landscape side of both houses has its own picture (VR-3)."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.verraeter.data import ACTION_CARDS, BUILDING_SIDES, HOUSES, LANDSCAPE_TYPES, SUPPLY_COUNTS
from scenes.art import canvas
from scenes.art.verraeter.cards import (
    action_card,
    action_text_rect,
    allegiance_card,
    landscape_card,
    landscape_layout,
    start_player_card,
    strategy_card,
    supply_card,
)
from scenes.art.verraeter.looks import ACTIONS, LANDSCAPES
from scenes.art.verraeter.looks import HOUSES as HOUSE_LOOKS
from scenes.art.verraeter.pieces import action_back, building, conflict_marker, supply_back
from scenes.ui import theme
from tests.scenes.toolkit_events import open_display

TABLE_LANDSCAPE = (164, 114)
PORTRAIT = (60, 84)


@pytest.fixture(autouse=True)
def headless_display() -> None:
    """A dummy display and fonts, as the app has them (the cards' numbers are set in the collection's font)."""
    open_display()
    pygame.font.init()


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


@pytest.mark.parametrize(("landscape", "house"), list(itertools.product(LANDSCAPE_TYPES, HOUSES)))
def test_vr3_every_landscape_side_is_drawn_at_the_asked_size(landscape, house):
    assert landscape_card(landscape, house, TABLE_LANDSCAPE).get_size() == TABLE_LANDSCAPE


def test_every_portrait_card_and_piece_comes_at_the_asked_size():
    faces = [allegiance_card(house, PORTRAIT) for house in HOUSES]
    faces += [supply_card(value, PORTRAIT) for value in SUPPLY_COUNTS]
    faces += [action_card(card, PORTRAIT, words) for card in ACTION_CARDS for words in (True, False)]
    faces += [strategy_card(PORTRAIT), start_player_card(PORTRAIT), action_back(PORTRAIT), supply_back(PORTRAIT)]
    assert all(face.get_size() == PORTRAIT for face in faces)
    for side, colour in itertools.product(BUILDING_SIDES, theme.SEAT_COLOURS[:4]):
        assert building(side, colour, (84, 56)).get_size() == (84, 56)
    assert conflict_marker(48).get_width() > 48


def test_verraeter_art_is_the_same_on_every_draw_and_cached_per_size():
    def draw() -> bytes:
        return pixels(landscape_card("river", "rose", (120, 84))) + pixels(action_card("farmer", (90, 126)))

    first = draw()
    canvas.clear_caches()
    assert draw() == first
    assert supply_card(5, (70, 98)) is supply_card(5, (70, 98))
    assert supply_card(5, (70, 98)) is not supply_card(6, (70, 98))


def test_vr1_the_houses_differ_by_colour_and_by_emblem():
    eagle, rose = HOUSE_LOOKS["eagle"], HOUSE_LOOKS["rose"]
    assert set(HOUSE_LOOKS) == set(HOUSES)
    assert eagle.field != rose.field and eagle.emblem != rose.emblem
    assert pixels(allegiance_card("eagle", PORTRAIT)) != pixels(allegiance_card("rose", PORTRAIT))


def test_vr3_a_landscape_turned_over_shows_the_other_house_and_the_same_picture():
    picture, square, strip = landscape_layout(TABLE_LANDSCAPE)
    eagle = landscape_card("village", "eagle", TABLE_LANDSCAPE)
    rose = landscape_card("village", "rose", TABLE_LANDSCAPE)
    border = (TABLE_LANDSCAPE[0] - 10, TABLE_LANDSCAPE[1] // 2)
    eagle_blue, rose_red = eagle.get_at(border), rose.get_at(border)
    assert eagle_blue.b > eagle_blue.r and rose_red.r > rose_red.b
    middle = (picture.centerx, picture.centery)
    assert all(abs(a - b) <= 2 for a, b in zip(eagle.get_at(middle), rose.get_at(middle), strict=True))
    assert picture.width > 0 and square.width > 0 and strip.width > 0


def test_every_landscape_and_action_card_has_its_own_picture():
    assert set(LANDSCAPES) == set(LANDSCAPE_TYPES)
    assert len({look.picture for look in LANDSCAPES.values()}) == len(LANDSCAPE_TYPES)
    assert set(ACTIONS) == set(ACTION_CARDS)
    faces = {pixels(action_card(card, PORTRAIT, False)) for card in ACTION_CARDS}
    assert len(faces) == len(ACTION_CARDS)


def test_an_action_cards_words_go_inside_the_card_below_its_roundel():
    size = (200, 280)
    box = action_text_rect(size)
    assert pygame.Rect((0, 0), size).contains(box)
    assert box.top >= size[1] // 2
