"""Mit List und Tücke's art: every character comes at the asked size, the same on every draw, cached; each has its own
figure; the backs, the tile colours and the victims tell apart by shape as well as colour; every ability line fits
the card in every language."""

from __future__ import annotations

import json

import pygame
import pytest

from game.listtuecke.cards import BACK_OF, COLOURS, CREST_OF, DARK, LIGHT, MARKED_VICTIMS
from scenes.art import canvas
from scenes.art.listtuecke.cards import ability_lines, character_back, character_card, character_face
from scenes.art.listtuecke.figures import COLOUR_SYMBOLS, FIGURES
from scenes.art.listtuecke.numerals import DIGITS, numeral_shape
from scenes.art.listtuecke.tiles import chapel_mat, default_fields, elimination_tile, influence_tile, start_player_card
from scenes.art.paths import parse
from scenes.i18n import LANGUAGES
from scenes.resources import asset_path
from tests.scenes.toolkit_events import open_display

RANKS = range(1, 21)
HAND = (150, 210)
READABLE = (120, 168)


@pytest.fixture(autouse=True)
def headless_display() -> None:
    """A dummy display and fonts, as the app has them."""
    open_display()
    pygame.font.init()


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


@pytest.mark.parametrize("rank", RANKS)
def test_every_character_is_drawn_at_the_asked_size_with_rounded_corners(rank):
    face = character_face(rank, (90, 126))
    assert face.get_size() == (90, 126)
    assert face.get_at((0, 0)).a == 0 and face.get_at((45, 63)).a == 255
    assert character_card(rank, HAND, "Name", "A line.").get_size() == HAND


def test_character_art_is_the_same_on_every_draw_and_cached_per_size():
    first = pixels(character_card(14, HAND, "Witch", "Looks at another player's hand."))
    canvas.clear_caches()
    assert pixels(character_card(14, HAND, "Witch", "Looks at another player's hand.")) == first
    assert character_face(3, (80, 112)) is character_face(3, (80, 112))
    assert character_face(3, (80, 112)) is not character_face(3, (81, 113))


def test_every_character_has_a_figure_of_its_own():
    assert set(FIGURES) == set(RANKS)
    assert len({FIGURES[rank] for rank in RANKS}) == 20
    faces = {pixels(character_face(rank, (60, 84))) for rank in RANKS}
    assert len(faces) == 20


def test_the_words_are_written_on_the_card():
    plain = pixels(character_face(9, HAND))
    assert pixels(character_card(9, HAND, "Assassin", "Eliminates a King or a Queen.")) != plain
    assert pixels(character_card(9, HAND, "Meuchler", "Beseitigt einen König oder eine Königin.")) != pixels(
        character_card(9, HAND, "Assassin", "Eliminates a King or a Queen.")
    )


def test_lt1_light_and_dark_characters_stand_on_different_grounds_and_backs():
    beside_the_medallion = (18, 90)
    light = character_face(1, HAND).get_at(beside_the_medallion)
    dark = character_face(2, HAND).get_at(beside_the_medallion)
    assert sum(light[:3]) > sum(dark[:3]) + 150, "light-backed faces are bright, dark-backed ones dark"
    assert BACK_OF[1] == LIGHT and BACK_OF[2] == DARK
    assert pixels(character_back(LIGHT, HAND)) != pixels(character_back(DARK, HAND))
    assert sum(character_back(LIGHT, HAND).get_at((20, 30))[:3]) > sum(character_back(DARK, HAND).get_at((20, 30))[:3])


def _skull_corner(rank: int) -> bytes:
    face = character_face(rank, HAND)
    return pixels(face.subsurface((HAND[0] - 40, 4, 34, 34)))


def test_the_skull_shows_on_every_victim_and_on_no_other_character():
    plain_light = _skull_corner(1)
    plain_dark = _skull_corner(2)
    for rank in RANKS:
        plain = plain_light if BACK_OF[rank] == LIGHT else plain_dark
        assert (_skull_corner(rank) != plain) == (rank in MARKED_VICTIMS), rank


def test_lt2_the_three_influence_colours_carry_three_different_symbols():
    assert set(COLOUR_SYMBOLS) == set(COLOURS)
    assert len(set(COLOUR_SYMBOLS.values())) == 3
    tiles = [influence_tile(colour, 40) for colour in COLOURS]
    assert all(tile.get_size() == (40, 40) for tile in tiles)
    assert len({pixels(tile) for tile in tiles}) == 3


def test_a_crest_shows_its_tiles_under_the_medallion():
    """The Bishop (2 green) and the Wizard (2 yellow) differ from the tile-less Executioner below the medallion."""
    band = (30, 100, 90, 30)
    assert CREST_OF[18] == (0, 2, 0)
    bishop = pixels(character_face(18, HAND).subsurface(band))
    wizard = pixels(character_face(19, HAND).subsurface(band))
    assert bishop != wizard


def test_elimination_tiles_show_their_worth_and_the_pieces_come_at_their_size():
    assert pixels(elimination_tile(1, 40)) != pixels(elimination_tile(3, 40))
    assert chapel_mat((420, 200)).get_size() == (420, 200)
    assert len(default_fields((420, 200))) == 4
    assert start_player_card(HAND).get_size() == HAND


def test_numerals_are_drawn_from_valid_paths():
    for path in DIGITS.values():
        assert parse(path)
    assert len(numeral_shape("20")) == 2 * len(numeral_shape("2"))


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_every_ability_line_fits_a_readable_card_in_every_language(language):
    catalogue = json.loads(asset_path("i18n", language, "listtuecke.json").read_text("utf-8"))
    for rank in RANKS:
        assert ability_lines(READABLE, catalogue[f"listtuecke.short.{rank}"]) is not None, (language, rank)
