"""Painting helpers shared by all art: supersampled masks, tints, gradients, relief, shadows and the size cache.

A *mask* is a white surface whose alpha says where a shape is. Shapes are painted as masks several times larger than
asked and scaled down smoothly, which gives anti-aliased edges; because a mask's colour is white everywhere, scaling
never darkens its edges. Colour comes afterwards: a tint, a gradient, or relief built from the same mask.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import ParamSpec, TypeVar

import pygame

from scenes.art.paths import Shape, paint

SUPERSAMPLE = 4
LARGE_AREA = 250_000
WHITE = (255, 255, 255, 255)
CLEAR = (255, 255, 255, 0)
"""Painting CLEAR on a mask makes a hole: pygame's drawing writes the colour, alpha and all, without blending."""

Colour = tuple[int, int, int]
Size = tuple[int, int]
P = ParamSpec("P")
R = TypeVar("R")

_CACHED: list[Callable[..., object]] = []


def cached(maxsize: int = 128) -> Callable[[Callable[P, R]], Callable[P, R]]:
    """Cache a drawing function per arguments (sizes, names, colours), and register it for ``clear_caches``."""

    def decorate(function: Callable[P, R]) -> Callable[P, R]:
        memo = functools.lru_cache(maxsize=maxsize)(function)
        _CACHED.append(memo)
        return memo  # type: ignore[return-value]

    return decorate


class Kept:
    """Pictures kept by a key, the most recently used ones: past ``limit`` the one used longest ago goes. For pictures
    too costly to draw twice yet too many or too large to keep them all (``functools.lru_cache`` cannot leave some
    out by their size, nor hand them back as copies)."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self._pictures: dict[object, pygame.Surface] = {}

    def get(self, key: object) -> pygame.Surface | None:
        """The picture kept for ``key`` (now the most recently used), or None."""
        picture = self._pictures.pop(key, None)
        if picture is not None:
            self._pictures[key] = picture
        return picture

    def put(self, key: object, picture: pygame.Surface) -> None:
        self._pictures[key] = picture
        while len(self._pictures) > self.limit:
            del self._pictures[next(iter(self._pictures))]

    def clear(self) -> None:
        self._pictures.clear()

    def __len__(self) -> int:
        return len(self._pictures)


MASKS_KEPT = 512
"""How many masks ``kept_mask`` keeps (most are a card's or a plate's size, some tens of kilobytes each)."""
_masks = Kept(MASKS_KEPT)


def kept_mask(function: Callable[P, pygame.Surface]) -> Callable[P, pygame.Surface]:
    """Keep the masks ``function`` paints, by its arguments, and give every caller a copy of its own to change.

    A mask is the costly part of a piece of art (painted on a surface several times larger, then scaled down), and
    the same ones come back for the faces, plates and rings of one size in every colour and look. Large masks (a
    mat, a whole panel's frame) are few and their pictures are kept already: they are painted each time.
    """

    @functools.wraps(function)
    def copied(*args: P.args, **kwargs: P.kwargs) -> pygame.Surface:
        key = (function, args, tuple(sorted(kwargs.items())))
        mask = _masks.get(key)
        if mask is None:
            mask = function(*args, **kwargs)
            if mask.get_width() * mask.get_height() <= LARGE_AREA:
                _masks.put(key, mask)
        return mask.copy()

    return copied


def clear_caches() -> None:
    """Forget every cached drawing (tests use it to check that drawing again gives the same pixels)."""
    for memo in _CACHED:
        memo.cache_clear()  # type: ignore[attr-defined]
    _masks.clear()


def blank(size: Size, colour: Colour = (255, 255, 255)) -> pygame.Surface:
    """A fully transparent surface whose invisible pixels carry ``colour`` (so smooth scaling keeps edges clean)."""
    surface = pygame.Surface((max(1, size[0]), max(1, size[1])), pygame.SRCALPHA)
    surface.fill((*colour, 0))
    return surface


def supersampled(
    size: Size, painter: Callable[[pygame.Surface, float], None], factor: int = SUPERSAMPLE
) -> pygame.Surface:
    """A mask of ``size``: ``painter(surface, factor)`` paints white on a surface ``factor`` times larger.

    Large masks (mats, frames of whole panels) are painted at twice their size only: their edges are long and
    straight, and four times a full-screen mask would cost a quarter of a second for no visible gain.
    """
    if size[0] * size[1] > LARGE_AREA:
        factor = min(factor, 2)
    big = blank((size[0] * factor, size[1] * factor))
    painter(big, factor)
    return pygame.transform.smoothscale(big, (max(1, size[0]), max(1, size[1])))


def shape_mask(shape: Shape, size: Size, box: pygame.Rect | None = None) -> pygame.Surface:
    """A mask of ``size`` with ``shape`` fitted into ``box`` (the whole surface when None)."""
    return _shape_mask(shape, tuple(size), None if box is None else tuple(box))


@kept_mask
def _shape_mask(shape: Shape, size: Size, box: tuple[int, int, int, int] | None) -> pygame.Surface:
    area = pygame.Rect(box) if box is not None else pygame.Rect((0, 0), size)

    def painter(surface: pygame.Surface, factor: float) -> None:
        scaled = pygame.Rect(area.x * factor, area.y * factor, area.width * factor, area.height * factor)
        paint(surface, shape, scaled, WHITE)

    return supersampled(size, painter)


@kept_mask
def rounded_rect_mask(size: Size, radius: float, inset: float = 0.0) -> pygame.Surface:
    """A mask of a rounded rectangle filling ``size`` less ``inset`` on every side."""

    def painter(surface: pygame.Surface, factor: float) -> None:
        rect = pygame.Rect(0, 0, *surface.get_size()).inflate(-2 * inset * factor, -2 * inset * factor)
        pygame.draw.rect(surface, WHITE, rect, border_radius=round(radius * factor))

    return supersampled(size, painter)


def tinted(mask: pygame.Surface, colour: Colour, alpha: int = 255) -> pygame.Surface:
    """The mask in one colour."""
    surface = mask.copy()
    surface.fill((*colour, alpha), special_flags=pygame.BLEND_RGBA_MULT)
    return surface


def gradient(size: Size, stops: Sequence[Colour], *, vertical: bool = True) -> pygame.Surface:
    """An opaque surface shading evenly through ``stops``, top to bottom (or left to right)."""
    steps = 256
    strip = pygame.Surface((1, steps) if vertical else (steps, 1), pygame.SRCALPHA)
    for i in range(steps):
        colour = blend_stops(stops, i / (steps - 1))
        strip.set_at((0, i) if vertical else (i, 0), (*colour, 255))
    return pygame.transform.smoothscale(strip, (max(1, size[0]), max(1, size[1])))


def blend_stops(stops: Sequence[Colour], t: float) -> Colour:
    """The colour a share ``t`` of the way along evenly spaced ``stops``."""
    position = t * (len(stops) - 1)
    index = min(int(position), len(stops) - 2)
    return mix(stops[index], stops[index + 1], position - index)


def mix(a: Colour, b: Colour, t: float) -> Colour:
    """The colour a share ``t`` of the way from ``a`` to ``b``."""
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


def filled(mask: pygame.Surface, paint_surface: pygame.Surface) -> pygame.Surface:
    """``paint_surface`` (opaque, same size) seen through the mask: a gradient or texture in the mask's shape."""
    surface = paint_surface.copy()
    surface.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return surface


def relief(mask: pygame.Surface, face: pygame.Surface, light: Colour, dark: Colour, depth: float) -> pygame.Surface:
    """A raised shape: a dark edge below right, a light edge above left, the ``face`` (already masked) on top."""
    offset = max(1, round(depth))
    surface = blank(mask.get_size())
    surface.blit(tinted(mask, dark), (offset, offset))
    rise = -max(1, offset // 2)
    surface.blit(tinted(mask, light), (rise, rise))
    surface.blit(face, (0, 0))
    return surface


def soft_shadow(mask: pygame.Surface, radius: int, alpha: int = 160, colour: Colour = (8, 4, 6)) -> pygame.Surface:
    """A blurred dark copy of the mask, grown by ``radius`` on every side (blit it ``radius`` up and left)."""
    grown = blank((mask.get_width() + 2 * radius, mask.get_height() + 2 * radius), colour)
    grown.blit(tinted(mask, colour, alpha), (radius, radius))
    return pygame.transform.gaussian_blur(grown, max(1, radius // 2))
