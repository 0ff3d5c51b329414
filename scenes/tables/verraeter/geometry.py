"""Where everything lies on a Verräter table: the layout's zones by seat, and a home for every card and piece shown.

The Tiled layout (``assets/layouts/verraeter<players>.tmx``) names zones from the shown seat's side: ``plate_self`` and
its parts for the person at the screen, ``plate_1`` … clockwise for the others; the circle's zones by position
(``landscape_<p>``, ``building_<p>``, ``border_<b>``). Sprite keys (kind, id):

- ("landscape", p), ("building", p) under it, ("marker", 0) on the conflict border;
- per seat: ("allegiance", seat), ("action", seat) its action card this round, ("stock", (seat, i)) its buildings in
  stock, ("played", (seat, i)) its supply cards played this round;
- ("strategy", 0) and ("start", 0) on their holders' plates;
- the draft: ("aside", 0), ("pool", i) in the middle, ("offer", i) the face-down stack passing round, and
  ("offered", card) the offered cards face up, large, in the middle of the circle for the person choosing;
- ("draw", 0) and ("discard", 0): the piles' top cards; ("hand", (value, n)): the person's hand (n tells equal values
  apart).
"""

from __future__ import annotations

import math
from collections.abc import Iterable

import pygame

from game.verraeter.data import CIRCLE_SIZE
from game.verraeter.view import VerraeterView
from scenes.art.verraeter.cards import landscape_layout
from scenes.tables.kit import holders
from scenes.tables.kit.board import HAND, Key
from scenes.tables.kit.geometry import RANKING_ZONE, SeatGeometry
from scenes.tables.kit.holders import Home, Point, Size
from scenes.tables.verraeter import art
from scenes.tables.verraeter.shown import HIDDEN, Shown

HAND_GAP = 14
PLAYED_GAP = 8
SUM_STRIP = 62
"""The right end of a seat's play area kept for the sum of its supply cards, so the sum never covers a card."""
OFFER_GAP = 20
OFFER_WORDS = 112
"""Room above the offered cards for the draft's words."""
VICTORY_COLUMNS = 4
"""A landscape's victory table has a column for one, two, three and four winners (VR-3)."""
KIT_NAMES = {RANKING_ZONE: "overlay"}
"""The kit's final ranking stands over the circle's middle."""
TURN_MARK = 34
STACK_STEP = 3
"""How far each face-down card of a small stack lies from the one under it."""


def hand_keys(hand: Iterable[int]) -> list[Key]:
    """The sprite keys of a hand of values, lowest first: equal values are told apart by their count so far."""
    seen: dict[int, int] = {}
    keys = []
    for value in sorted(hand):
        keys.append((HAND, (value, seen.get(value, 0))))
        seen[value] = seen.get(value, 0) + 1
    return keys


class Geometry(SeatGeometry):
    """The zones of one Verräter table for one shown seat, in logical pixels."""

    zone_names = KIT_NAMES

    def __init__(self, players: int, viewer: int) -> None:
        super().__init__("verraeter", players, viewer)

    def part(self, name: str, seat: int) -> pygame.Rect:
        """A part of ``seat``'s plate: "plate", "banner", "allegiance", "action", "tokens", "stock", "played"."""
        return self.zone(f"{name}_{self.suffix(seat)}")

    def plate(self, seat: int) -> pygame.Rect:
        """The seat's name plate (the kit's plate: the light on the seat to move, its markers)."""
        return self.part("banner", seat)

    def landscape(self, position: int) -> pygame.Rect:
        """The landscape at ``position`` of the circle."""
        return self.zone(f"landscape_{position}")

    def building(self, position: int) -> pygame.Rect:
        """The building place under the landscape at ``position``."""
        return self.zone(f"building_{position}")

    def border(self, border: int) -> pygame.Rect:
        """The marker's spot on ``border`` (between positions ``border`` and ``border + 1``)."""
        return self.zone(f"border_{border}")

    def played_row(self, seat: int) -> pygame.Rect:
        """Where ``seat``'s supply cards lie: its play area without the strip for their sum."""
        zone = self.part("played", seat)
        return pygame.Rect(zone.x, zone.y, zone.width - SUM_STRIP, zone.height)

    def sum_spot(self, seat: int) -> Point:
        """The middle of the strip at the right end of ``seat``'s play area where the sum of its cards stands."""
        zone = self.part("played", seat)
        return (zone.right - SUM_STRIP / 2, zone.centery)

    def entry_cell(self, position: int, winners: int) -> pygame.Rect:
        """The cell of the victory table on the landscape at ``position`` for ``winners`` sharing the win (1–4)."""
        card = self.landscape(position)
        _, _, strip = landscape_layout(card.size)
        width = strip.width / VICTORY_COLUMNS
        return pygame.Rect(
            round(card.x + strip.x + (winners - 1) * width), card.y + strip.y, round(width), strip.height
        )

    def entry_spot(self, position: int, winners: int) -> Point:
        """The middle of that cell, where flying points start."""
        return self.entry_cell(position, winners).center

    def turn_mark(self, position: int) -> pygame.Rect:
        """The mark beside the building under ``position`` that turns it over (for the builder)."""
        place = self.building(position)
        mark = pygame.Rect(0, 0, TURN_MARK, TURN_MARK)
        mark.midright = (place.right - 6, place.centery)
        return mark

    def hand_spot(self, seat: int) -> Point:
        """Where ``seat``'s hand is: the hand zone for the shown seat, else the right end of its name plate."""
        if seat == self.viewer:
            return self.zone("hand").center
        banner = self.plate(seat)
        return (banner.right - 40, banner.centery)

    def offer_spot(self, seat: int) -> pygame.Rect:
        """Where the stack of offered action cards lies while ``seat`` chooses: beside its action card's place."""
        zone = self.part("action", seat)
        return zone.move(zone.width // 3, -zone.height // 6)

    def action_size(self, seat: int) -> Size:
        """The size ``seat``'s action card is drawn at."""
        return art.ACTION_SELF if seat == self.viewer else art.ACTION

    def allegiance_size(self, seat: int) -> Size:
        """The size ``seat``'s allegiance card is drawn at."""
        return art.ALLEGIANCE_SELF if seat == self.viewer else art.ALLEGIANCE

    def stock_size(self, seat: int) -> Size:
        """The size ``seat``'s buildings in stock are drawn at (full size for the shown seat: it drags them)."""
        return art.BUILDING if seat == self.viewer else art.TOKEN

    # Homes.

    def homes(self, shown: Shown, private: bool) -> dict[Key, Home]:
        """Where every card and piece of ``shown`` belongs; private cards lie face down unless ``private``."""
        homes: dict[Key, Home] = {}
        self._circle(shown.view, homes)
        for seat in range(shown.players):
            self._plate(shown, seat, private, homes)
        self._middle(shown, private, homes)
        hand = shown.view.hand
        for key, centre in zip(hand_keys(hand), self.hand_homes(len(hand)), strict=True):
            homes[key] = Home(centre, art.HAND, ("supply", key[1][0]) if private else None)
        return homes

    def hand_homes(self, count: int) -> list[Point]:
        """The centres of ``count`` hand cards side by side in the hand zone."""
        return holders.row(self.zone("hand"), count, art.HAND, HAND_GAP)

    def _circle(self, view: VerraeterView, homes: dict[Key, Home]) -> None:
        for position in range(CIRCLE_SIZE):
            card = ("landscape", view.landscapes[position], view.houses[position])
            homes[("landscape", position)] = Home(self.landscape(position).center, art.LANDSCAPE, card)
            owner = view.building_owners[position]
            if owner is not None:
                piece = ("building", view.building_sides[position], owner)
                homes[("building", position)] = Home(self.building(position).center, art.BUILDING, piece)
        if view.conflict_border is not None:
            spot = self.border(view.conflict_border).center
            homes[("marker", 0)] = Home(spot, (art.MARKER, art.MARKER), ("marker",))

    def _plate(self, shown: Shown, seat: int, private: bool, homes: dict[Key, Home]) -> None:
        view = shown.view
        allegiance = ("allegiance", view.allegiances[seat])
        homes[("allegiance", seat)] = Home(self.part("allegiance", seat).center, self.allegiance_size(seat), allegiance)
        pick = shown.picks[seat]
        if pick is not None:
            visible = pick != HIDDEN and (shown.revealed or private)
            card = ("action", pick) if visible else None
            homes[("action", seat)] = Home(self.part("action", seat).center, self.action_size(seat), card)
        size = self.stock_size(seat)
        for index, centre in enumerate(holders.heap(self.part("stock", seat), view.stock[seat], size)):
            homes[("stock", (seat, index))] = Home(centre, size, ("building", "estate", seat))
        played = view.played[seat]
        for index, centre in enumerate(holders.row(self.played_row(seat), len(played), art.PLAYED, PLAYED_GAP)):
            homes[("played", (seat, index))] = Home(centre, art.PLAYED, ("supply", played[index]))
        spots = holders.row(self.part("tokens", seat), 2, art.TOKEN_CARD, 6)
        if view.strategy_holder == seat:
            homes[("strategy", 0)] = Home(spots[0], art.TOKEN_CARD, ("strategy",))
        if view.start_player == seat:
            homes[("start", 0)] = Home(spots[1], art.TOKEN_CARD, ("start",))

    def _middle(self, shown: Shown, private: bool, homes: dict[Key, Home]) -> None:
        if shown.draft.aside:
            homes[("aside", 0)] = Home(holders.stack(self.zone("action_aside"), art.ACTION), art.ACTION, None)
        pool = self.zone("action_pool")
        for index, centre in enumerate(self.pool_homes(pool, shown.pool)):
            homes[("pool", index)] = Home(centre, art.ACTION, None)
        offer_at, offered = shown.draft.offer_at, shown.offered
        if offer_at == self.viewer and private and offered:
            for card, centre in zip(offered, self.offered_homes(len(offered)), strict=True):
                homes[("offered", card)] = Home(centre, art.ACTION_BIG, ("action", card))
        elif offer_at is not None:
            spot = self.offer_spot(offer_at)
            for index in range(shown.offer_count):
                centre = (spot.centerx + index * STACK_STEP, spot.centery - index * STACK_STEP)
                homes[("offer", index)] = Home(centre, art.ACTION, None)
        if shown.view.draw_pile_size:
            homes[("draw", 0)] = Home(holders.stack(self.zone("draw_pile"), art.PILE), art.PILE, None)
        if shown.view.discard_pile:
            top = ("supply", shown.view.discard_pile[-1])
            homes[("discard", 0)] = Home(holders.stack(self.zone("discard_pile"), art.PILE), art.PILE, top)

    def pool_homes(self, zone: pygame.Rect, count: int) -> list[Point]:
        """The action cards in the middle: a short fan, face down."""
        return holders.row(zone.inflate(0, -40), count, art.ACTION, 10)

    def offered_homes(self, count: int) -> list[Point]:
        """The offered cards, large, side by side over the middle of the circle (they overlap when five)."""
        zone = self.zone("overlay").inflate(-20, 0)
        below_words = pygame.Rect(zone.x, zone.y + OFFER_WORDS, zone.width, zone.height - OFFER_WORDS)
        return holders.row(below_words, count, art.ACTION_BIG, OFFER_GAP)

    def tally_halves(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The Eagle's and the Rose's half of the tally."""
        zone = self.zone("tally")
        half = math.floor(zone.width / 2)
        return pygame.Rect(zone.x, zone.y, half - 6, zone.height), pygame.Rect(
            zone.x + half + 6, zone.y, half - 6, zone.height
        )
