"""Procedural textures: felt, wood and parchment, drawn once per size from seeded noise and cached.

Noise is made at a fraction of the size from seeded random bytes and scaled up smoothly, so even a full-screen
texture takes a few milliseconds, and the same size always gives the same pixels. Light and shade are laid on with
multiply and add blends, so a texture keeps its base colour on average and only varies around it.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from scenes.art import palette
from scenes.art.canvas import Colour, Size, cached

_GREYS = [(level, level, level) for level in range(256)]


def noise(size: Size, cell: tuple[float, float], seed: int) -> pygame.Surface:
    """Opaque grey value noise of ``size``: one random grey per ``cell`` (width, height) pixels, smoothly blended."""
    columns = max(2, round(size[0] / cell[0]) + 2)
    rows = max(2, round(size[1] / cell[1]) + 2)
    grid = pygame.image.frombytes(random.Random(seed).randbytes(columns * rows), (columns, rows), "P")
    grid.set_palette(_GREYS)
    rgb = pygame.Surface((columns, rows))
    rgb.blit(grid, (0, 0))
    return pygame.transform.smoothscale(rgb, (max(1, size[0]), max(1, size[1])))


def mottle(surface: pygame.Surface, cell: tuple[float, float], seed: int, shade: int | Colour, light: int = 0) -> None:
    """Vary ``surface`` with noise: darken by up to ``shade`` (of 255; per channel when a colour, so stains can be
    brown) where the noise is dim, lighten by up to ``light`` where it is bright."""
    field = noise(surface.get_size(), cell, seed)
    shades = (shade, shade, shade) if isinstance(shade, int) else shade
    if any(shades):
        darkening = field.copy()
        darkening.fill(shades, special_flags=pygame.BLEND_RGB_MULT)
        darkening.fill(tuple(255 - amount for amount in shades), special_flags=pygame.BLEND_RGB_ADD)
        surface.blit(darkening, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    if light:
        field.fill((light, light, light), special_flags=pygame.BLEND_RGB_MULT)
        surface.blit(field, (0, 0), special_flags=pygame.BLEND_RGB_ADD)


def vignette(surface: pygame.Surface, colour: Colour, strength: int, inner: float = 0.55) -> None:
    """Darken toward the edges with ``colour``: nothing inside ``inner`` of the half-diagonal, ``strength`` at the
    corners, easing in between."""
    surface.blit(pygame.transform.smoothscale(_vignette_tile(colour, strength, inner), surface.get_size()), (0, 0))


@lru_cache(maxsize=32)
def _vignette_tile(colour: Colour, strength: int, inner: float) -> pygame.Surface:
    steps = 48
    glow = pygame.Surface((steps, steps), pygame.SRCALPHA)
    for y in range(steps):
        for x in range(steps):
            distance = math.hypot((x + 0.5) / steps - 0.5, (y + 0.5) / steps - 0.5) / math.hypot(0.5, 0.5)
            amount = max(0.0, (distance - inner) / (1 - inner))
            glow.set_at((x, y), (*colour, round(strength * amount * amount)))
    return glow


@cached(maxsize=16)
def felt(size: Size, colour: Colour = palette.FELT_ROYAL, seed: int = 7) -> pygame.Surface:
    """Baize of ``colour``: a fine nap, soft clouding, and darker edges, as on a lit card table."""
    surface = pygame.Surface(size)
    surface.fill(colour)
    mottle(surface, (90, 90), seed, 40, 10)
    mottle(surface, (14, 14), seed + 1, 24, 6)
    mottle(surface, (1.6, 1.6), seed + 2, 36, 10)
    vignette(surface, (0, 0, 0), 150, 0.45)
    return surface


@cached(maxsize=16)
def wood(size: Size, colour: Colour = palette.WOOD, seed: int = 11, boards: int = 6) -> pygame.Surface:
    """Polished boards of ``colour``, ``boards`` of them across the height, their grain running left to right."""
    width, height = size
    surface = pygame.Surface(size)
    board_height = max(4, math.ceil(height / max(1, boards)))
    rng = random.Random(seed)
    for index, top in enumerate(range(0, height, board_height)):
        board = pygame.Surface((width, min(board_height, height - top)))
        board.fill(tuple(max(0, min(255, channel + rng.randint(-10, 10))) for channel in colour))
        mottle(board, (320, 7), seed + 10 * index, (70, 80, 86), 30)
        mottle(board, (110, 1.6), seed + 10 * index + 1, (50, 58, 62), 14)
        mottle(board, (36, 0.8), seed + 10 * index + 2, 24, 8)
        surface.blit(board, (0, top))
        if top:
            surface.fill((0, 0, 0), (0, top, width, max(1, board_height // 60)))
    mottle(surface, (160, 160), seed + 99, 36, 0)
    vignette(surface, (0, 0, 0), 120, 0.5)
    return surface


@cached(maxsize=16)
def parchment(size: Size, colour: Colour = palette.PARCHMENT, seed: int = 5, edge: int = 120) -> pygame.Surface:
    """Old paper of ``colour``: uneven stains, fibres, and edges browned by ``edge`` (0 for none)."""
    surface = pygame.Surface(size)
    surface.fill(colour)
    mottle(surface, (70, 70), seed, (22, 34, 56), 14)
    mottle(surface, (16, 16), seed + 1, (10, 16, 26), 8)
    mottle(surface, (3, 1.2), seed + 2, (10, 14, 20), 10)
    if edge:
        vignette(surface, palette.PARCHMENT_EDGE, edge, 0.4)
    return surface


@cached(maxsize=32)
def cloth(size: Size, colour: Colour, seed: int = 3) -> pygame.Surface:
    """A fine woven ground of ``colour`` for card fields: a faint weave and soft clouding, no vignette."""
    surface = pygame.Surface(size)
    surface.fill(colour)
    mottle(surface, (max(8.0, size[0] / 4), max(8.0, size[0] / 4)), seed, 30, 14)
    mottle(surface, (1.4, 1.4), seed + 1, 20, 8)
    return surface
