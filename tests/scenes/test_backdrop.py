"""The court's wall drawn the quick way looks as it did drawn the slow way (issue 37 §7).

The wall is the first thing the executable draws, so ``scenes.ui.backdrop`` lays its lattice as one tile repeated and
lays its light and vignette as one layer. These tests draw the same things the plain way, line by line and shade by
shade, and require the same pixels: the lattice exactly, the light within the rounding of premultiplied colour.
"""

from __future__ import annotations

import math

import pygame
import pytest

from scenes.ui import backdrop, theme


def lattice_line_by_line(surface: pygame.Surface, colour: theme.Colour, alpha: int, spacing: int) -> None:
    """The lattice as it was drawn before it was tiled: every line across the whole surface, every motif."""
    width, height = surface.get_size()
    layer = pygame.Surface((width, height), pygame.SRCALPHA)
    for start in range(-height, width + height, spacing):
        pygame.draw.aaline(layer, (*colour, alpha), (start, 0), (start + height, height))
        pygame.draw.aaline(layer, (*colour, alpha), (start, height), (start + height, 0))
    half = spacing // 2
    for row, y in enumerate(range(0, height + spacing, half)):
        for x in range((row % 2) * half, width + spacing, spacing):
            for angle in range(4):
                petal = (x + round(math.cos(angle * math.pi / 2) * 7), y + round(math.sin(angle * math.pi / 2) * 7))
                pygame.draw.circle(layer, (*colour, alpha + 6), petal, 5, 1)
            pygame.draw.circle(layer, (*colour, alpha + 6), (x, y), 2)
    surface.blit(layer, (0, 0))


def differences(first: pygame.Surface, second: pygame.Surface, margin: int = 0) -> int:
    """The largest difference of any colour channel of any pixel, ``margin`` pixels in from the edges."""
    width, height = first.get_size()
    return max(
        abs(a - b)
        for y in range(margin, height - margin)
        for x in range(margin, width - margin)
        for a, b in zip(first.get_at((x, y))[:3], second.get_at((x, y))[:3], strict=True)
    )


@pytest.mark.parametrize(("size", "alpha", "spacing"), [((500, 300), 14, 96), ((330, 250), 10, 64)])
def test_the_lattice_laid_in_tiles_is_the_lattice_drawn_line_by_line(size, alpha, spacing):
    tiled = backdrop.vertical_gradient(size, theme.WINE, theme.WINE_DEEP)
    whole = tiled.copy()
    backdrop.lay_lattice(tiled, theme.GOLD, alpha, spacing)
    lattice_line_by_line(whole, theme.GOLD, alpha, spacing)
    assert differences(tiled, whole, margin=2) == 0  # the lines' very ends at the edges are drawn apart


def test_the_court_light_is_the_glow_laid_under_the_vignette():
    size = (480, 360)  # a grid of 24 by 18 cells: the light rises 6 of them, a third of the height, as on screen
    base = backdrop.vertical_gradient(size, theme.WINE, theme.WINE_DEEP)
    in_turn = base.copy()
    in_turn.blit(backdrop.radial_shade(size, theme.BURGUNDY_LIGHT, 0.75, 120, outward=False), (0, -size[1] // 3))
    in_turn.blit(backdrop.radial_shade(size, theme.SHADOW, 0.25, 235), (0, 0))
    at_once = base.copy()
    at_once.blit(backdrop._court_light(size), (0, 0), special_flags=pygame.BLEND_PREMULTIPLIED)
    assert differences(at_once, in_turn) <= 4  # of 255: the rounding of colours premultiplied by their opacity
    assert differences(at_once, base) > 60  # the light and the vignette are there at all


def test_the_court_is_drawn_in_the_display_format_without_a_copy():
    pygame.display.init()
    pygame.display.set_mode((64, 36))
    try:
        wall = backdrop.court_backdrop((192, 108))
        assert wall.get_masks() == pygame.display.get_surface().get_masks()
        assert backdrop.displayable(wall) is wall
    finally:
        backdrop.court_backdrop.cache_clear()
        pygame.display.quit()
