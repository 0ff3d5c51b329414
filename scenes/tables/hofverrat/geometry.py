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

import dataclasses
import math
from pathlib import Path

import pygame

from game.hofverrat.cards import FAMILIES, FAMILY_OF
from game.hofverrat.view import PlayedCard
from scenes.layout import Layout
from scenes.resources import asset_path
from scenes.tables.hofverrat.art import BIG, SMALL, Size
from scenes.tables.hofverrat.knowledge import COLUMN_KEYS
from scenes.tables.hofverrat.shown import Shown
from scenes.ui import theme

Point = tuple[float, float]
HIDDEN_GROUP = len(FAMILIES)
"""The group of face-down spies in a district, after the six families."""

INDEX_SHARE = 0.27
"""The share of a card's width its corner index needs to stay readable when the next card lies over it."""
HAND_GAP = 18
GROUP_GAP = 14
SIDE_PADDING = 6
DISTRICT_PADDING = 10
BADGE_HEIGHT = 30
MISSION_ASPECT = 5 / 7


@dataclasses.dataclass(frozen=True)
class Home:
    """Where a card should be: its centre, the size it is drawn at, and the card whose face shows (None: its back)."""

    centre: Point
    size: Size
    card: int | None


@dataclasses.dataclass(frozen=True)
class Group:
    """One family's cards in a district (``family`` HIDDEN_GROUP for face-down spies): how many, and their span."""

    family: int
    count: int
    span: pygame.Rect


def layout_path(players: int) -> Path:
    """The Tiled layout of a table for ``players`` seats."""
    return asset_path("layouts", f"hofverrat{players}.tmx")


class Geometry:
    """The zones of one table for one shown seat, in logical pixels."""

    def __init__(self, players: int, viewer: int) -> None:
        self.layout = Layout.load(layout_path(players)).scaled(theme.LOGICAL_SIZE)
        self.players = players
        self.viewer = viewer

    def zone(self, name: str) -> pygame.Rect:
        """The rectangle of the zone ``name``."""
        return self.layout.zone(name).rect

    def _suffix(self, seat: int) -> str:
        return "self" if seat == self.viewer else str((seat - self.viewer) % self.players)

    def district(self, seat: int) -> pygame.Rect:
        """The district of ``seat``: the bottom one for the shown seat, the top row clockwise for the others."""
        return self.zone(f"district_{self._suffix(seat)}")

    def banner(self, seat: int) -> pygame.Rect:
        """The name plate above ``seat``'s district."""
        return self.zone(f"banner_{self._suffix(seat)}")

    def side(self, column: int, side: int) -> pygame.Rect:
        """One side (0 upper, 1 lower) of a royal-table column (board numbering: the families, then the Queen's)."""
        return self.zone(f"{COLUMN_KEYS[column]}_{'upper' if side == 0 else 'lower'}")

    def header(self, column: int) -> pygame.Rect:
        """The head of a royal-table column."""
        return self.zone(f"header_{COLUMN_KEYS[column]}")

    def column_rect(self, column: int) -> pygame.Rect:
        """A whole column: head and both sides."""
        return self.header(column).union(self.side(column, 0)).union(self.side(column, 1))

    def table_half(self, side: int) -> pygame.Rect:
        """Every column's upper (0) or lower (1) side together: where a card is dropped to go on that side."""
        rects = [self.side(column, side) for column in range(len(COLUMN_KEYS))]
        return rects[0].unionall(rects[1:])

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

    def homes(self, shown: Shown, private: bool) -> dict[tuple[str, int], Home]:
        """Where every card of ``shown`` belongs: ("hand", card) for the shown seat's hand, ("played", serial) for
        cards in play. Private cards lie face down when ``private`` is False."""
        homes: dict[tuple[str, int], Home] = {}
        for card, centre in zip(shown.hand, self.hand_homes(len(shown.hand)), strict=True):
            homes[("hand", card)] = Home(centre, BIG, card if private else None)
        for column, sides in enumerate(shown.table):
            for side, cards in enumerate(sides):
                centres = side_homes(self.side(column, side), len(cards), SMALL)
                for played, centre in zip(cards, centres, strict=True):
                    homes[("played", played.serial)] = Home(centre, SMALL, played.card)
        for seat, cards in enumerate(shown.districts):
            size = self.district_size(seat)
            centres, _ = district_homes(self.district(seat), cards, size)
            for played in cards:
                homes[("played", played.serial)] = Home(centres[played.serial], size, played.card)
        return homes

    def hand_places(self, hand: list[int]) -> dict[tuple[str, int], Home]:
        """The homes of the shown seat's hand cards, face up."""
        centres = self.hand_homes(len(hand))
        return {("hand", card): Home(centre, BIG, card) for card, centre in zip(hand, centres, strict=True)}

    def hand_homes(self, count: int) -> list[Point]:
        """The centres of ``count`` hand cards, side by side in the middle of the hand zone."""
        zone = self.zone("hand")
        width = count * BIG[0] + (count - 1) * HAND_GAP
        left = zone.centerx - width / 2 + BIG[0] / 2
        top = zone.centery - BIG[1] / 2
        return [(left + index * (BIG[0] + HAND_GAP), top + BIG[1] / 2) for index in range(count)]

    def groups(self, shown: Shown, seat: int) -> list[Group]:
        """The family groups of ``seat``'s district, for their count badges."""
        return district_homes(self.district(seat), shown.districts[seat], self.district_size(seat))[1]


def side_homes(zone: pygame.Rect, count: int, size: Size) -> list[Point]:
    """Centres for ``count`` cards on one side of a column, in play order: rows of up to three cards, each row
    fanned to the right and lying lower than the one before, so every card's corner index stays visible."""
    if count == 0:
        return []
    inner = zone.inflate(-2 * SIDE_PADDING, -2 * SIDE_PADDING)
    width, height = size
    rows = 1 if count <= 3 else 2 if count <= 8 else 3
    per_row = math.ceil(count / rows)
    step_x = min(width * INDEX_SHARE, (inner.width - width) / (per_row - 1)) if per_row > 1 else 0.0
    step_y = (inner.height - height) / (rows - 1) if rows > 1 else 0.0
    centres = []
    for index in range(count):
        row, place = divmod(index, per_row)
        in_row = min(per_row, count - row * per_row)
        left = inner.centerx - (width + (in_row - 1) * step_x) / 2
        top = inner.y + row * step_y if rows > 1 else inner.centery - height / 2
        centres.append((left + place * step_x + width / 2, top + height / 2))
    return centres


def group_of(played: PlayedCard) -> int:
    """The district group of a card: its family, or HIDDEN_GROUP while it lies face down."""
    return HIDDEN_GROUP if played.card is None else FAMILY_OF[played.card]


def district_homes(zone: pygame.Rect, cards: list[PlayedCard], size: Size) -> tuple[dict[int, Point], list[Group]]:
    """Centres (by serial) for a district's cards grouped by family, and the groups with their spans.

    Inside a group each card shows its corner index; the last card of a group shows as much of itself as the room
    allows (all of it when there is room), and the last card of the district shows whole. When even the indices do
    not fit, every card is pushed closer alike.
    """
    if not cards:
        return {}, []
    inner = zone.inflate(-2 * DISTRICT_PADDING, -2 * DISTRICT_PADDING)
    width, height = size
    by_group: dict[int, list[int]] = {}
    for played in sorted(cards, key=lambda each: (group_of(each), each.serial)):
        by_group.setdefault(group_of(played), []).append(played.serial)
    count, groups = len(cards), len(by_group)
    room = inner.width - width - (groups - 1) * GROUP_GAP
    step = width * INDEX_SHARE
    if groups > 1:
        last = min(float(width), (room - (count - groups) * step) / (groups - 1))
        if last < step:
            step = last = room / (count - 1)
    else:
        last = float(width)
        step = min(step, room / (count - 1)) if count > 1 else step
    centre_y = zone.centery - BADGE_HEIGHT / 2
    x = float(inner.x)
    centres: dict[int, Point] = {}
    spans: list[Group] = []
    for number, (group, serials) in enumerate(by_group.items()):
        start = x
        for index, serial in enumerate(serials):
            centres[serial] = (x + width / 2, centre_y)
            final = index == len(serials) - 1
            shown = (width if number == groups - 1 else last) if final else step
            x += shown + (GROUP_GAP if final else 0)
        end = x - GROUP_GAP
        top = round(centre_y - height / 2)
        spans.append(Group(group, len(serials), pygame.Rect(round(start), top, round(end - start), height)))
    return centres, spans
