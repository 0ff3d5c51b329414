"""A plaque's words clear its rounded rim (issue 34): at every size the tables use, no ink of the first or last capital
lies within the rounding of the plaque's ends. Padded by 8 px against a radius of half its height, German 'Lauert auf:
König' had its L and G on the curve and looked cut off at 1280×720."""

from __future__ import annotations

import pygame
import pytest

from scenes.tables.kit.hud import PLAQUE_CORNER, plaque_image, plaque_room
from scenes.ui import theme
from scenes.ui.text import render

INK = (255, 0, 255)
WORDS = ["LAUERT AUF:", "KÖNIG", "WÄCHTER", "Σ 22", "12 Punkte", "Offener Tisch", "Wert 11", "×2", "7"]


def inked_columns(image: pygame.Surface) -> list[int]:
    """The columns holding the words' ink (drawn in magenta, which nothing else on a plaque is)."""
    return [
        x
        for x in range(image.get_width())
        for y in range(image.get_height())
        if (colour := image.get_at((x, y))).r > 120 and colour.b > 120 and colour.g < 90 and colour.a > 200
    ]


@pytest.mark.parametrize("size", [18, 20, 22, 24, 26])
def test_a_plaques_words_stand_clear_of_its_rounded_ends(size: int):
    pygame.font.init()
    for words in WORDS:
        image = plaque_image(words, size, INK)
        plate = image.get_width() - 1  # the shadow lies one pixel to the right
        radius = min((image.get_height() - 2) // 2, PLAQUE_CORNER)
        columns = inked_columns(image)
        assert columns, words
        assert min(columns) >= radius and max(columns) < plate - radius, (words, size, min(columns), max(columns))
        assert plate - render(words, size, INK, theme.FACE_CAPS).get_width() == plaque_room(size), (words, size)
