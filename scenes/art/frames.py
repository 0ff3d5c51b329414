"""Frames: polished metal borders for cards, mats and panels, plain or ornate with corner flourishes.

A frame is a transparent surface holding only the border, so it lies over any ground (felt, cloth, parchment).
The metal is lit from the top left: a diagonal gradient through the metal's ramp, a light rim above, a dark one below.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from scenes.art import palette
from scenes.art.canvas import (
    CLEAR,
    WHITE,
    Colour,
    Size,
    blank,
    blend_stops,
    cached,
    filled,
    kept_mask,
    relief,
    shape_mask,
    supersampled,
)
from scenes.art.emblems import METALS
from scenes.art.paths import Shape, fill, line

FLOURISH: Shape = (
    line("M 4 96 L 4 30 C 4 14 14 4 30 4 L 96 4", 3.2),
    line("M 14 70 C 14 40 22 24 38 18 C 50 14 60 20 58 30 C 56 38 46 38 44 32", 3.0),
    line("M 70 14 C 40 14 24 22 18 38 C 14 50 20 60 30 58 C 38 56 38 46 32 44", 3.0),
    fill("M 18 18 L 28 22 L 22 28 Z"),
    fill("O 14 84 4"),
    fill("O 84 14 4"),
)
"""The scroll in the top-left corner of an ornate frame; the other corners are its mirror images."""


@kept_mask
def ring_mask(size: Size, outer: float, inner: float, radius: float) -> pygame.Surface:
    """A mask of the band between two rounded rectangles inset ``outer`` and ``inner`` pixels from the edges."""

    def painter(surface: pygame.Surface, factor: float) -> None:
        full = pygame.Rect((0, 0), surface.get_size())
        pygame.draw.rect(
            surface,
            WHITE,
            full.inflate(-2 * outer * factor, -2 * outer * factor),
            border_radius=round(max(0.0, radius - outer) * factor),
        )
        pygame.draw.rect(
            surface,
            CLEAR,
            full.inflate(-2 * inner * factor, -2 * inner * factor),
            border_radius=round(max(0.0, radius - inner) * factor),
        )

    return supersampled(size, painter)


def diagonal_gradient(size: Size, stops: tuple[Colour, ...]) -> pygame.Surface:
    """An opaque surface shading through ``stops`` from its top-left corner to its bottom-right."""
    return pygame.transform.smoothscale(_diagonal_tile(stops), (max(1, size[0]), max(1, size[1])))


@lru_cache(maxsize=16)
def _diagonal_tile(stops: tuple[Colour, ...]) -> pygame.Surface:
    steps = 64
    tile = pygame.Surface((steps, steps), pygame.SRCALPHA)
    for y in range(steps):
        for x in range(steps):
            tile.set_at((x, y), (*blend_stops(stops, (x + y) / (2 * steps - 2)), 255))
    return tile


def metal_sheen(size: Size, metal: str) -> pygame.Surface:
    """The metal's diagonal sheen over ``size``: bands of light so a long border glints in several places."""
    ramp = METALS[metal]
    return diagonal_gradient(size, (*ramp, *ramp[1:], *ramp[1:]))


@cached(maxsize=64)
def metal_frame(size: Size, width: float, radius: float, metal: str = "gold", inset: float = 0.0) -> pygame.Surface:
    """A plain polished border ``width`` pixels wide, ``inset`` from the edges, corners rounded by ``radius``."""
    mask = ring_mask(size, inset, inset + width, radius)
    ramp = METALS[metal]
    face = filled(mask, metal_sheen(size, metal))
    return relief(mask, face, ramp[3], palette.EDGE, max(1.0, width / 6))


@cached(maxsize=32)
def ornate_frame(size: Size, width: float, radius: float, metal: str = "gold") -> pygame.Surface:
    """A border with a fine inner rule and a scroll in each corner: for mats, mission cards and panels."""
    frame = metal_frame(size, width, radius, metal).copy()
    rule = metal_frame(size, max(1.0, width / 4), radius, metal, inset=width * 1.9)
    frame.blit(rule, (0, 0))
    corner = round(min(size) * 0.16)
    if corner >= 12:
        scroll = _flourish(corner, metal)
        offset = round(width * 1.2)
        far_x, far_y = size[0] - offset - corner, size[1] - offset - corner
        frame.blit(scroll, (offset, offset))
        frame.blit(pygame.transform.flip(scroll, True, False), (far_x, offset))
        frame.blit(pygame.transform.flip(scroll, False, True), (offset, far_y))
        frame.blit(pygame.transform.flip(scroll, True, True), (far_x, far_y))
    return frame


@cached(maxsize=32)
def _flourish(side: int, metal: str) -> pygame.Surface:
    mask = shape_mask(FLOURISH, (side, side))
    ramp = METALS[metal]
    face = filled(mask, metal_sheen((side, side), metal))
    return relief(mask, face, ramp[3], palette.EDGE, max(1.0, side / 40))


def clipped(surface: pygame.Surface, mask: pygame.Surface) -> pygame.Surface:
    """``surface`` cut to ``mask``'s shape (a textured ground given rounded corners)."""
    shaped = blank(surface.get_size())
    shaped.blit(surface, (0, 0))
    shaped.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return shaped
