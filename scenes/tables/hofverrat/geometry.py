"""Where everything lies on a Hof-Verrat table: the layout's zones by seat, and a home for every card shown.

The Tiled layout names zones from the shown seat's side (``district_self``, ``district_1`` for the next opponent
clockwise, and so on), so the same layout serves whichever person is at the screen. Cards lie in three kinds of place:

- the hand: up to three big cards side by side;
- a side of a royal-table column: small cards in a cascade of up to three rows, each card's top-left corner index
  (family and role) left visible;
- a district: cards grouped by family (face-down spies last), each group fanned so every card's corner index shows,
  with room under each group for its count.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import pygame

from game.hofverrat.board import QUEEN
from game.hofverrat.cards import FAMILIES, FAMILY_OF
from game.hofverrat.knowledge import COLUMN_KEYS, Table
from game.hofverrat.view import HofVerratView, PlayedCard
from scenes.tables.hofverrat.art import BIG, SMALL
from scenes.tables.kit import holders
from scenes.tables.kit.board import HAND, PLAYED, Key
from scenes.tables.kit.geometry import RANKING_ZONE, SeatGeometry
from scenes.tables.kit.holders import Group, Home, Point, Size

HIDDEN_GROUP = len(FAMILIES)
"""The group of face-down spies in a district, after the six families."""
HAND_GAP = 18
MISSION_ASPECT = 5 / 7
CHECKLIST_HEIGHT = 34


KIT_NAMES = {RANKING_ZONE: "royal_table"}
"""The kit's final ranking stands over the royal table."""


class Geometry(SeatGeometry):
    """The zones of one Hof-Verrat table for one shown seat, in logical pixels."""

    zone_names = KIT_NAMES

    def __init__(self, players: int, viewer: int) -> None:
        super().__init__("hofverrat", players, viewer)

    def district(self, seat: int) -> pygame.Rect:
        """The district of ``seat``: the bottom one for the shown seat, the top row clockwise for the others."""
        return self.zone(f"district_{self.suffix(seat)}")

    def banner(self, seat: int) -> pygame.Rect:
        """The name plate above ``seat``'s district."""
        return self.zone(f"banner_{self.suffix(seat)}")

    def plate(self, seat: int) -> pygame.Rect:
        """The seat plate (the kit's name for the name plate)."""
        return self.banner(seat)

    def checklist(self) -> pygame.Rect:
        """Where the turn's three areas are ticked off: the top of the hand zone, under the status line."""
        hand = self.zone("hand")
        return pygame.Rect(hand.x, hand.y + 2, hand.width, CHECKLIST_HEIGHT)

    def side(self, column: int, side: int) -> pygame.Rect:
        """One side (0 upper, 1 lower) of a royal-table column (board numbering: the families, then the Queen's)."""
        return self.zone(f"{COLUMN_KEYS[column]}_{'upper' if side == 0 else 'lower'}")

    def header(self, column: int) -> pygame.Rect:
        """The head of a royal-table column."""
        return self.zone(f"header_{COLUMN_KEYS[column]}")

    def column_rect(self, column: int) -> pygame.Rect:
        """A whole column: head and both sides."""
        return self.header(column).union(self.side(column, 0)).union(self.side(column, 1))

    def district_target(self, seat: int) -> pygame.Rect:
        """A district with its name plate: where a card is dropped to go into it."""
        return self.district(seat).union(self.banner(seat))

    def district_size(self, seat: int) -> Size:
        """The size cards are drawn at in ``seat``'s district."""
        return BIG if seat == self.viewer else SMALL

    def mission_spot(self, seat: int, slot: int) -> pygame.Rect:
        """Where mission ``slot`` (0 or 1) of ``seat`` shows: the shown seat's own in the mission zones, anyone
        else's over their district at the end of the game."""
        if seat == self.viewer:
            zone = self.zone(f"mission_{slot + 1}")
            height = zone.height - 4
            rect = pygame.Rect(0, 0, round(height * MISSION_ASPECT), height)
            rect.center = zone.center
            return rect
        zone = self.district(seat)
        height = min(zone.height - 16, 200)
        rect = pygame.Rect(0, 0, round(height * MISSION_ASPECT), height)
        rect.center = (zone.centerx + (slot * 2 - 1) * (rect.width // 2 + 8), zone.centery)
        return rect

    def hand_spot(self, seat: int) -> Point:
        """Where ``seat``'s hand is: the hand zone for the shown seat, else the hand icon on its name plate."""
        if seat == self.viewer:
            return self.zone("hand").center
        banner = self.banner(seat)
        return (banner.right - 60, banner.centery)

    # Homes.

    def homes(self, view: HofVerratView, private: bool, joined: Mapping[int, int]) -> dict[Key, Home]:
        """Where every card of ``view`` belongs: ("hand", card) for the shown seat's hand, ("played", serial) for
        cards in play, the spies ``joined`` to their families in their families' columns. Private cards lie face down
        when ``private`` is False."""
        homes: dict[Key, Home] = {}
        for card, centre in zip(view.hand, self.hand_homes(len(view.hand)), strict=True):
            homes[(HAND, card)] = Home(centre, BIG, card if private else None)
        for column, sides in enumerate(royal_rows(view, joined)):
            for side, cards in enumerate(sides):
                centres = holders.cascade(self.side(column, side), len(cards), SMALL)
                for played, centre in zip(cards, centres, strict=True):
                    homes[(PLAYED, played.serial)] = Home(centre, SMALL, played.card)
        for seat, cards in enumerate(view.districts):
            size = self.district_size(seat)
            centres, _ = district_homes(self.district(seat), cards, size)
            for played in cards:
                homes[(PLAYED, played.serial)] = Home(centres[played.serial], size, played.card)
        return homes

    def hand_homes(self, count: int) -> list[Point]:
        """The centres of ``count`` hand cards, side by side in the hand zone below its checklist."""
        zone = self.zone("hand")
        below = pygame.Rect(zone.x, zone.y + CHECKLIST_HEIGHT, zone.width, zone.height - CHECKLIST_HEIGHT)
        return holders.row(below, count, BIG, HAND_GAP)

    def groups(self, view: HofVerratView, seat: int) -> list[Group]:
        """The family groups of ``seat``'s district, for their count badges."""
        return district_homes(self.district(seat), view.districts[seat], self.district_size(seat))[1]


def royal_rows(view: HofVerratView, joined: Mapping[int, int]) -> Table:
    """The royal table as drawn: the view's, but with the spies the scoring show has ``joined`` (serial → card) to
    their families (HV-16) moved from the Queen's column to the end of their family's, on the same side."""
    if not joined:
        return view.table
    rows = [[list(side) for side in sides] for sides in view.table]
    for side, queens in enumerate(view.table[QUEEN]):
        for played in queens:
            if played.serial in joined:
                card = joined[played.serial]
                rows[QUEEN][side].remove(played)
                rows[FAMILY_OF[card]][side].append(PlayedCard(played.serial, card))
    return tuple((tuple(upper), tuple(lower)) for upper, lower in rows)


def group_of(played: PlayedCard) -> int:
    """The district group of a card: its family, or HIDDEN_GROUP while it lies face down."""
    return HIDDEN_GROUP if played.card is None else FAMILY_OF[played.card]


def district_homes(zone: pygame.Rect, cards: Sequence[PlayedCard], size: Size) -> tuple[dict[int, Point], list[Group]]:
    """Centres (by serial) for a district's cards grouped by family (face-down spies last), and the groups."""
    ordered = sorted(cards, key=lambda each: (group_of(each), each.serial))
    groups = {played.serial: group_of(played) for played in ordered}
    return holders.grouped(zone, [played.serial for played in ordered], groups.__getitem__, size)


def card_of(view: HofVerratView, serial: int) -> int | None:
    """The card id of the card ``serial`` in play (a victim to choose), None while it lies face down."""
    rows = [*(row for sides in view.table for row in sides), *view.districts]
    return next(played.card for row in rows for played in row if played.serial == serial)
