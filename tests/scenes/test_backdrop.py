"""The court's wall drawn the quick way looks as it did drawn the slow way (issue 37 §7).

The wall is the first thing the executable draws, so ``scenes.ui.backdrop`` works the wine, its light and its
vignette out on a small grid scaled up once, and adds its lattice as one tile repeated, each as faint as it shows
through the light. These tests draw the same things the plain way, line by line and shade by shade in turn, and
require the same pixels within the rounding: the lattice within a level of 255, the whole wall within a few.
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


def differences(first: pygame.Surface, second: pygame.Surface, margin: int = 0) -> list[int]:
    """The difference of every colour channel of every pixel, ``margin`` pixels in from the edges."""
    width, height = first.get_size()
    inner = pygame.Rect(margin, margin, width - 2 * margin, height - 2 * margin)
    ours, theirs = (pygame.image.tobytes(surface.subsurface(inner), "RGB") for surface in (first, second))
    return [abs(a - b) for a, b in zip(ours, theirs, strict=True)]


@pytest.mark.parametrize(("size", "alpha", "spacing"), [((500, 300), 14, 96), ((330, 250), 10, 64)])
def test_the_damask_added_in_tiles_is_the_lattice_drawn_line_by_line(size, alpha, spacing):
    tiled = backdrop.vertical_gradient(size, theme.WINE, theme.WINE_DEEP)
    whole = tiled.copy()
    grid = (size[0] // 20, size[1] // 20)
    dark = pygame.Surface(grid, pygame.SRCALPHA)  # no light over it
    backdrop.lay_damask(
        tiled, (theme.GOLD, alpha, spacing), backdrop.vertical_gradient(grid, theme.WINE, theme.WINE_DEEP), dark
    )
    lattice_line_by_line(whole, theme.GOLD, alpha, spacing)
    assert max(differences(tiled, whole, margin=2)) <= 1  # the lines' very ends at the edges are drawn apart


@pytest.fixture
def display():
    pygame.display.init()
    pygame.display.set_mode((64, 36))
    yield
    backdrop.court_backdrop.cache_clear()
    pygame.display.quit()


def test_the_court_is_the_wine_the_lattice_the_glow_and_the_vignette_laid_in_turn(display):
    size = (960, 540)  # a grid of 48 by 27 cells: the glow rises 9 of them, a third of the height, as on screen
    in_turn = backdrop.vertical_gradient(size, theme.WINE, theme.WINE_DEEP)
    bare = in_turn.copy()
    lattice_line_by_line(in_turn, theme.GOLD, 14, 96)
    in_turn.blit(backdrop.radial_shade(size, theme.BURGUNDY_LIGHT, 0.75, 120, outward=False), (0, -size[1] // 3))
    in_turn.blit(backdrop.radial_shade(size, theme.SHADOW, 0.25, 235), (0, 0))
    quick = differences(backdrop.court_backdrop(size), in_turn)
    assert max(quick) <= 6 and sum(quick) / len(quick) < 1  # of 255: the small grid's and the fading's rounding
    assert max(differences(in_turn, bare)) > 60  # the light and the vignette are there at all


def test_a_velvet_panel_is_the_wine_the_lattice_and_the_vignette_laid_in_turn(display):
    size = (624, 530)  # the menu's panel
    in_turn = backdrop.vertical_gradient(size, theme.WINE, theme.WINE_DEEP)
    lattice_line_by_line(in_turn, theme.GOLD, 10, 64)
    in_turn.blit(backdrop.radial_shade(size, theme.SHADOW, 0.35, 170), (0, 0))
    velvet = pygame.Surface(size)
    backdrop._lay_texture(velvet, "velvet")
    quick = differences(velvet, in_turn)
    assert max(quick) <= 6 and sum(quick) / len(quick) < 1


def test_the_court_is_drawn_in_the_display_format(display):
    wall = backdrop.court_backdrop((192, 108))
    screen = pygame.display.get_surface()
    assert wall.get_bitsize() == screen.get_bitsize() and wall.get_masks() == screen.get_masks()
