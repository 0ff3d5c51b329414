"""A screen that keeps count of where it was drawn on, so that a table's next frame restores only those places.

A table's frame is its quiet layer (a full-screen picture kept between frames) and the lively parts drawn over it.
When the screen still holds the table's last frame, the next one need not copy the whole layer again: only the places
the last frame's lively drawing touched. The app's logical screen is a ``RecordingScreen``; while a painter records
(``record``), every blit and fill on it notes the rectangle it returns, and the drawing functions here (``rect``,
``circle``, ``line`` …: ``pygame.draw``'s, which no method of the surface sees) note theirs. Anything drawn on the
screen while nobody records means the screen no longer holds a painter's frame: its ``holder`` is forgotten.

Lively drawing code draws with these functions rather than ``pygame.draw``'s; on any other surface (a cached image)
they are ``pygame.draw``'s own.
"""

from __future__ import annotations

import contextlib
import functools
from collections.abc import Callable, Iterable, Iterator
from typing import Any

import pygame


class RecordingScreen(pygame.Surface):
    """A surface that notes where it is drawn on while it records, and otherwise forgets who drew its picture."""

    # Class-wide defaults: a copy of the screen (``copy``, ``convert``) is made without ``__init__``.
    recording: list[pygame.Rect] | None = None
    """Where the screen was drawn on since ``record`` began (None: nobody records)."""
    holder: object | None = None
    """Whose whole frame the screen holds now, with nothing drawn over it since (set by that painter)."""

    def wrote(self, rect: pygame.Rect) -> pygame.Rect:
        """Note that ``rect`` was drawn on: while recording, as a place to restore; otherwise, the picture is no
        longer a painter's own."""
        if self.recording is None:
            self.holder = None
        else:
            self.recording.append(rect)
        return rect

    def blit(self, *args: Any, **kwargs: Any) -> pygame.Rect:
        return self.wrote(super().blit(*args, **kwargs))

    def blits(self, blit_sequence: Iterable, doreturn: int | bool = 1) -> list[pygame.Rect] | None:
        rects = super().blits(blit_sequence, True)
        for rect in rects:
            self.wrote(rect)
        return rects if doreturn else None

    def fblits(self, blit_sequence: Iterable, special_flags: int = 0) -> None:
        pairs = list(blit_sequence)
        super().fblits(pairs, special_flags)
        bounds = self.get_rect()
        for source, place in pairs:
            self.wrote(source.get_rect(topleft=(place[0], place[1])).clip(bounds))

    def fill(self, *args: Any, **kwargs: Any) -> pygame.Rect:
        return self.wrote(super().fill(*args, **kwargs))

    def scroll(self, *args: Any, **kwargs: Any) -> None:
        super().scroll(*args, **kwargs)
        self.wrote(self.get_rect())

    def set_at(self, position: Any, colour: Any) -> None:
        super().set_at(position, colour)
        self.wrote(pygame.Rect(int(position[0]), int(position[1]), 1, 1).clip(self.get_rect()))

    def subsurface(self, *args: Any) -> pygame.Surface:
        """A part of the screen: all of it counts as drawn on (what is drawn on the part, the screen cannot see)."""
        part = super().subsurface(*args)
        self.wrote(pygame.Rect(part.get_offset(), part.get_size()))
        return part


@contextlib.contextmanager
def record(surface: pygame.Surface) -> Iterator[list[pygame.Rect] | None]:
    """While inside, note where ``surface`` is drawn on; yields that list (None for a surface that cannot record)."""
    if not isinstance(surface, RecordingScreen):
        yield None
        return
    surface.recording = []
    try:
        yield surface.recording
    finally:
        surface.recording = None


def note(surface: pygame.Surface, rect: pygame.Rect) -> pygame.Rect:
    """Tell ``surface`` that ``rect`` was drawn on (a no-op on a surface that does not record); returns ``rect``."""
    if isinstance(surface, RecordingScreen):
        surface.wrote(rect)
    return rect


def _noted(draw: Callable[..., pygame.Rect]) -> Callable[..., pygame.Rect]:
    @functools.wraps(draw)
    def drawn(surface: pygame.Surface, *args: Any, **kwargs: Any) -> pygame.Rect:
        return note(surface, draw(surface, *args, **kwargs))

    return drawn


def rect(
    surface: pygame.Surface, colour: Any, area: Any, width: int = 0, border_radius: int = 0, **corners: int
) -> pygame.Rect:
    """``pygame.draw.rect``; an outline (``width`` above 0) is noted as the four bands along its sides that it can
    touch, not as the whole rectangle whose inside it leaves alone (a lit district's rim)."""
    drawn = pygame.draw.rect(surface, colour, area, width, border_radius, **corners)
    if not isinstance(surface, RecordingScreen):
        return drawn
    outer = pygame.Rect(area)
    outer.normalize()
    band = width + max(border_radius, *corners.values(), 0)
    if width <= 0 or 2 * band >= min(outer.width, outer.height):
        return surface.wrote(drawn)
    clip = surface.get_clip()
    for side in (
        pygame.Rect(outer.x, outer.y, outer.width, band),
        pygame.Rect(outer.x, outer.bottom - band, outer.width, band),
        pygame.Rect(outer.x, outer.y + band, band, outer.height - 2 * band),
        pygame.Rect(outer.right - band, outer.y + band, band, outer.height - 2 * band),
    ):
        surface.wrote(side.clip(clip))
    return drawn


circle = _noted(pygame.draw.circle)
ellipse = _noted(pygame.draw.ellipse)
arc = _noted(pygame.draw.arc)
line = _noted(pygame.draw.line)
lines = _noted(pygame.draw.lines)
aaline = _noted(pygame.draw.aaline)
aalines = _noted(pygame.draw.aalines)
polygon = _noted(pygame.draw.polygon)


COLUMN = 16
"""Places to restore are widened to columns of this many pixels: a copy whose rows start on a 64-byte boundary takes
SDL's fast path, some eight times faster here than one starting a few pixels beside it (a ring's narrow strips)."""


def merged(rects: Iterable[pygame.Rect]) -> list[pygame.Rect]:
    """``rects`` widened to whole columns (``COLUMN``), without empty ones, an overlapping pair joined into their
    union where that covers no more than the two apart (a card and its glow); others, such as the four strips of a
    ring's glow, stay apart, their overlaps restored twice rather than the inside of the ring once."""
    joined: list[pygame.Rect] = []
    for each in rects:
        if not each.width or not each.height:
            continue
        left = each.x // COLUMN * COLUMN
        grown = pygame.Rect(left, each.y, -(-each.right // COLUMN) * COLUMN - left, each.height)
        hits = [index for index in grown.collidelistall(joined) if _joins(grown, joined[index])]
        while hits:
            for index in reversed(hits):
                grown.union_ip(joined.pop(index))
            hits = [index for index in grown.collidelistall(joined) if _joins(grown, joined[index])]
        joined.append(grown)
    return joined


def _joins(one: pygame.Rect, other: pygame.Rect) -> bool:
    """Whether the union of two rectangles covers no more than the two apart."""
    union = one.union(other)
    return union.width * union.height <= one.width * one.height + other.width * other.height
