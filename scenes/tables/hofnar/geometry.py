"""Where everything lies on a Hofnar table for the person at the screen: the layout's zones, and a home for every card.

Cards lie in four kinds of place: the hand (a row, overlapping when long), a jester's place for the act he plays this
round (``play_<slot>``), the round's mood card in the middle, and nowhere else: the King's unused and used moods, the
discard and the jester cards are drawn on the table (``hud``), not as cards that move.

The ring holds every jester for the whole game, each in the slot he sat down in: a beheaded jester's plate stays in
its place, struck and dimmed (``hud``), so that nobody moves and a person never loses track of who is who.
"""

from __future__ import annotations

import functools

import pygame

from scenes.layout import Layout
from scenes.tables.hofnar import art
from scenes.tables.hofnar.zones import layout_path, ring_order
from scenes.tables.kit import holders
from scenes.tables.kit.geometry import RANKING_ZONE
from scenes.tables.kit.holders import Point
from scenes.ui import theme

HAND_GAP = 16
NOTICE_WIDTH = 360
"""The width of the open table's notice at the left of the hand's place (less than half the place, less half a card:
the face-down hand gathered in the place's middle stays clear of it)."""
NOTICE_GAP = 16
MIDDLE = RANKING_ZONE
"""The kit's final ranking stands in the middle of the ring (``inside_ring``)."""

Place = tuple[pygame.Rect, pygame.Rect]
"""A jester's plate and the place of his act."""


@functools.cache
def ring_layout(players: int) -> Layout:
    """The layout of a table of ``players`` seats, in logical pixels (read once)."""
    return Layout.load(layout_path(players)).scaled(theme.LOGICAL_SIZE)


class Geometry:
    """The zones of one table for one shown seat, in logical pixels."""

    def __init__(self, players: int, king: int, viewer: int) -> None:
        self.layout = ring_layout(players)
        self.players = players
        self.king = king
        self.viewer = viewer
        self.ring = ring_order(players, king, viewer)
        self._places: dict[int, Place] = {
            seat: (self.layout.zone(f"plate_{slot}").rect, self.layout.zone(f"play_{slot}").rect)
            for slot, seat in enumerate(self.ring)
        }

    def zone(self, name: str) -> pygame.Rect:
        """The rectangle of the zone ``name`` (the kit's main area is the middle of the table)."""
        if name == MIDDLE:
            return self.inside_ring()
        return self.layout.zone(name).rect

    def inside_ring(self) -> pygame.Rect:
        """The inside of the ring, from under the throne down to the bottom plate: the final ranking stands centred
        in it, in the middle of the table's felt."""
        middle = self.middle()
        bottom = self.layout.zone("plate_0").rect.top - 8
        return pygame.Rect(middle.x, middle.y, middle.width, bottom - middle.y)

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
        """The seat plate of ``seat``: the throne for the King, his place in the ring for a jester (beheaded or not)."""
        if seat == self.king:
            return self.zone("throne")
        return self._places[seat][0]

    def play(self, seat: int) -> pygame.Rect:
        """Where jester ``seat``'s act of this round lies."""
        return self._places[seat][1]

    def hand_homes(self, count: int, notice: bool = False) -> list[Point]:
        """The centres of ``count`` cards side by side in the hand; with ``notice``, right of the ``notice_band``."""
        zone = self.zone("hand")
        if notice:
            band = self.notice_band()
            zone = pygame.Rect(band.right + NOTICE_GAP, zone.y, zone.right - band.right - NOTICE_GAP, zone.height)
        return holders.row(zone, count, art.HAND, HAND_GAP)

    def notice_band(self) -> pygame.Rect:
        """Where the word that a decision is asked at the open table stands: the left of the hand's place, clear of
        the hand gathered as one stack in its middle and of a hand laid out right of it, and of every plate."""
        zone = self.zone("hand")
        return pygame.Rect(zone.x, zone.y, NOTICE_WIDTH, zone.height)
