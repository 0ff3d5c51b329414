"""The kit's furniture fits what it holds (issue 34, found in whole games played in real windows): the final ranking's
heading stays within its panel with the longest names in German, however many share the victory."""

from __future__ import annotations

import pygame
import pytest

from game.core import Result
from scenes.i18n import set_language
from scenes.setup import COURT_NAMES
from scenes.tables.kit import hud
from scenes.ui import theme

SENTINEL = (1, 2, 3)
SHADOW_ROOM = 16
"""How far the panel's shadow may fall beyond it."""


@pytest.mark.parametrize("sharing", [1, 2, 3, 5])
def test_the_rankings_heading_stays_in_its_panel_with_the_longest_names_in_german(sharing: int):
    pygame.font.init()
    set_language("de")
    names = sorted(COURT_NAMES, key=len, reverse=True)[:6]
    seats = range(len(names))
    result = Result(
        scores=tuple(10 if seat < sharing else seat for seat in seats),
        lines=(),
        ranking=(tuple(range(sharing)), *((seat,) for seat in seats[sharing:])),
    )
    surface = pygame.Surface(theme.LOGICAL_SIZE)
    surface.fill(SENTINEL)
    panel = hud.draw_ranking(surface, surface.get_rect(), result, names)
    assert surface.get_rect().contains(panel)
    outside = pygame.mask.from_threshold(surface, SENTINEL, (1, 1, 1, 255))
    outside.invert()
    drawn = outside.get_bounding_rects()
    reach = drawn[0].unionall(drawn[1:])
    assert panel.inflate(2 * SHADOW_ROOM, 2 * SHADOW_ROOM).contains(reach), f"drawn {reach}, panel {panel}"
