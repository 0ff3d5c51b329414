"""Text on screen: fonts loaded once, rendered lines cached, paragraphs wrapped, gilded titles.

Rendering a line of text is the costliest thing a menu does per frame, so every rendered line is kept in a cache
keyed by its text, face, size and colour; a frame that shows the same words again only blits.
"""

from __future__ import annotations

import functools
import io
from collections import OrderedDict

import pygame

from scenes.resources import read_asset
from scenes.ui import theme

CACHE_LIMIT = 1500

_rendered: OrderedDict[tuple, pygame.Surface] = OrderedDict()


@functools.cache
def font(face: str, size: int) -> pygame.font.Font:
    """The font ``face`` (a file in assets/fonts) at ``size`` logical pixels, read from memory: the executable
    writes no font file out of its assets' archive (``scenes.resources``)."""
    return pygame.font.Font(io.BytesIO(_font_file(face)), size)


@functools.cache
def _font_file(face: str) -> bytes:
    return read_asset("fonts", face)


def render(
    text: str, size: int = theme.SIZE_BODY, colour: theme.Colour = theme.TEXT_LIGHT, face: str = theme.FACE_REGULAR
) -> pygame.Surface:
    """One line of text, antialiased, from the cache when it was rendered before."""
    key = (text, size, colour, face)
    surface = _rendered.get(key)
    if surface is None:
        surface = font(face, size).render(text, True, colour)
        _rendered[key] = surface
        if len(_rendered) > CACHE_LIMIT:
            _rendered.popitem(last=False)
    else:
        _rendered.move_to_end(key)
    return surface


def recoloured(line: pygame.Surface, colour: theme.Colour) -> pygame.Surface:
    """A rendered line (``render``) in another colour: the same pixels as rendering it again in ``colour`` (a
    rendered line is one colour with the letters' coverage as its opacity), at a quarter of the cost."""
    copy = line.copy()
    copy.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGBA_MULT)
    copy.fill((*colour, 0), special_flags=pygame.BLEND_RGBA_ADD)
    return copy


def cache_size() -> int:
    """How many rendered lines the cache holds (tests check that frames reuse them)."""
    return len(_rendered)


def numeral(value: int, *, signed: bool = False) -> str:
    """A number as printed: a true minus sign (−3, not the shorter hyphen) and, when ``signed``, "+2" and "±0"."""
    if value < 0:
        return f"−{-value}"
    if signed:
        return f"+{value}" if value else "±0"
    return str(value)


def width_of(text: str, size: int = theme.SIZE_BODY, face: str = theme.FACE_REGULAR) -> int:
    """The width of ``text`` in logical pixels."""
    return font(face, size).size(text)[0]


def wrap(text: str, width: int, size: int = theme.SIZE_BODY, face: str = theme.FACE_REGULAR) -> list[str]:
    """Break ``text`` into lines no wider than ``width``; newlines start new lines."""
    measure = font(face, size)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            candidate = f"{line} {word}" if line else word
            if line and measure.size(candidate)[0] > width:
                lines.append(line)
                line = word
            else:
                line = candidate
        lines.append(line)
    return lines


def render_lines(
    lines: list[str],
    size: int = theme.SIZE_BODY,
    colour: theme.Colour = theme.TEXT_LIGHT,
    face: str = theme.FACE_REGULAR,
    align: str = "left",
    spacing: float = 1.2,
) -> pygame.Surface:
    """Several lines stacked into one transparent surface, aligned left or centre."""
    step = round(font(face, size).get_linesize() * spacing * 0.85)
    images = [render(line, size, colour, face) if line else None for line in lines]
    width = max((image.get_width() for image in images if image), default=1)
    surface = pygame.Surface((width, max(step * len(lines), 1)), pygame.SRCALPHA)
    for index, image in enumerate(images):
        if image is not None:
            x = (width - image.get_width()) // 2 if align == "center" else 0
            surface.blit(image, (x, index * step))
    return surface


@functools.cache
def gilded(text: str, size: int, face: str = theme.FACE_CAPS) -> pygame.Surface:
    """A title in gold leaf: a vertical gold gradient in the letters, a dark shadow below."""
    shape = font(face, size).render(text, True, (255, 255, 255))
    width, height = shape.get_size()
    leaf = pygame.Surface((width, height), pygame.SRCALPHA)
    stops = (theme.GOLD_PALE, theme.GOLD_LIGHT, theme.GOLD, theme.GOLD_DARK, theme.GOLD)
    for y in range(height):
        leaf.fill((*_blend_stops(stops, y / max(height - 1, 1)), 255), (0, y, width, 1))
    leaf.blit(shape, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    shadow = recoloured(shape, theme.SHADOW)
    shadow.set_alpha(170)
    offset = max(2, size // 28)
    result = pygame.Surface((width + offset * 2, height + offset * 2), pygame.SRCALPHA)
    for dx, dy in ((offset, offset * 2), (0, offset), (offset * 2, offset)):
        result.blit(shadow, (dx, dy))
    result.blit(leaf, (offset, offset))
    return result


def _blend_stops(stops: tuple[theme.Colour, ...], t: float) -> theme.Colour:
    """The colour at ``t`` (0–1) along evenly spaced colour stops."""
    position = t * (len(stops) - 1)
    index = min(int(position), len(stops) - 2)
    return blend(stops[index], stops[index + 1], position - index)


def blend(a: theme.Colour, b: theme.Colour, t: float) -> theme.Colour:
    """The colour ``t`` of the way from ``a`` to ``b``."""
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))
