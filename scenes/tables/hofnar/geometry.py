"""Where everything lies on a Hofnar table for the person at the screen: the layout's zones, and a home for every card.

Cards lie in four kinds of place: the hand (a row, overlapping when long), a jester's place for the act he plays this
round (``play_<slot>``), the round's mood card in the middle, and nowhere else: the King's unused and used moods, the
discard and the jester cards are drawn on the table (``hud``), not as cards that move.

The ring holds the jesters still in the game: a beheaded jester leaves it and the others close up to the slots of
the smaller ring's layout, gliding there while ``blend`` goes from 0 to 1 (``regroup``). At the end of the game every
jester is back in the ring for the verdict; a ring is never smaller than two jesters (one left is the Hofnar).
"""

from __future__ import annotations

import functools
from collections.abc import Collection

import pygame

from scenes.layout import Layout
from scenes.tables.hofnar import art
from scenes.tables.hofnar.zones import layout_path, ring_order
from scenes.tables.kit import holders
from scenes.tables.kit.geometry import RANKING_ZONE
from scenes.tables.kit.holders import Point
from scenes.ui import theme

HAND_GAP = 16
MIDDLE = RANKING_ZONE
"""The kit's final ranking stands over the middle of the table."""
SMALLEST_RING = 2

Place = tuple[pygame.Rect, pygame.Rect]
"""A jester's plate and the place of his act."""


@functools.cache
def ring_layout(players: int) -> Layout:
    """The layout of a table of ``players`` seats, in logical pixels (read once)."""
    return Layout.load(layout_path(players)).scaled(theme.LOGICAL_SIZE)


class Geometry:
    """The zones of one table for one shown seat, in logical pixels."""

    def __init__(self, players: int, king: int, viewer: int, gone: Collection[int] = ()) -> None:
        self.layout = ring_layout(players)
        self.players = players
        self.king = king
        self.viewer = viewer
        self.blend = 1.0
        self._from: dict[int, Place] = {}
        self._lay(())
        self.ghosts: dict[int, Place] = dict(self._places)
        """Where each jester who left the ring sat last (what is still about him starts there; one gone already when
        the table was laid out sat in his place of the whole ring)."""
        self._lay(gone)
        for seat in self.ring:
            del self.ghosts[seat]

    def _lay(self, gone: Collection[int]) -> None:
        ring = ring_order(self.players, self.king, self.viewer, gone)
        if len(ring) < SMALLEST_RING:
            ring = ring_order(self.players, self.king, self.viewer)
        layout = ring_layout(len(ring) + 1)
        self.ring = ring
        self._places = {
            seat: (layout.zone(f"plate_{slot}").rect, layout.zone(f"play_{slot}").rect)
            for slot, seat in enumerate(ring)
        }

    def regroup(self, gone: Collection[int]) -> bool:
        """Lay the ring out anew without the jesters ``gone``; everyone glides from where he is now as ``blend``
        rises from 0 to 1. Returns False (changing nothing) when the ring stays as it is."""
        before = {seat: self._place(seat) for seat in (*self.ring, *self.ghosts)}
        ring = self.ring
        self._lay(gone)
        if self.ring == ring:
            return False
        for seat in ring:
            if seat not in self._places:
                self.ghosts[seat] = before[seat]
        for seat in self.ring:
            self.ghosts.pop(seat, None)
        self._from = {seat: before[seat] for seat in self.ring}
        self.blend = 0.0
        return True

    def zone(self, name: str) -> pygame.Rect:
        """The rectangle of the zone ``name`` (the kit's main area is the middle of the table)."""
        if name == MIDDLE:
            return self.middle()
        return self.layout.zone(name).rect

    def middle(self) -> pygame.Rect:
        """The middle of the table between the ring's two sides, from under the throne to the prompt."""
        centre = self.zone("mood").centerx
        sides = [self.zone(f"play_{slot}") for slot in range(1, self.players - 1)]
        left = max(rect.right for rect in sides if rect.centerx < centre)
        right = min((rect.left for rect in sides if rect.centerx > centre), default=2 * centre - left)
        top = self.zone("throne").bottom + 8
        return pygame.Rect(left + 8, top, right - left - 16, self.zone("prompt").bottom - top)

    def banner_area(self) -> pygame.Rect:
        """Where banners stand: across the middle of the table over the offer bar, under the mood card."""
        middle, offer = self.middle(), self.zone("offer")
        return pygame.Rect(middle.x, offer.y, middle.width, offer.height)

    def plate(self, seat: int) -> pygame.Rect:
        """The seat plate of ``seat``: the throne for the King, his place in the ring for a jester (where he sat
        last once he has left it)."""
        if seat == self.king:
            return self.zone("throne")
        return self._place(seat)[0]

    def play(self, seat: int) -> pygame.Rect:
        """Where jester ``seat``'s act of this round lies."""
        return self._place(seat)[1]

    def in_ring(self, seat: int) -> bool:
        """Whether ``seat`` has a plate in the ring now (the King has his throne instead)."""
        return seat in self._places

    def _place(self, seat: int) -> Place:
        if seat not in self._places:
            return self.ghosts[seat]
        place = self._places[seat]
        if self.blend >= 1.0 or seat not in self._from:
            return place
        start = self._from[seat]
        return _between(start[0], place[0], self.blend), _between(start[1], place[1], self.blend)

    def hand_homes(self, count: int) -> list[Point]:
        """The centres of ``count`` cards side by side in the hand."""
        return holders.row(self.zone("hand"), count, art.HAND, HAND_GAP)


def _between(start: pygame.Rect, end: pygame.Rect, share: float) -> pygame.Rect:
    """The rectangle ``share`` of the way from ``start`` to ``end``."""
    x = start.x + (end.x - start.x) * share
    y = start.y + (end.y - start.y) * share
    return pygame.Rect(round(x), round(y), end.width, end.height)
