"""Where everything lies on a Mit List und Tücke table: the layout's zones by seat, and a home for every card shown.

Sprite keys: ``("hand", rank)`` the shown seat's hand; ``("stack<height>", rank)`` a card in a stack (every played
card is public), its height in the kind because the kit draws resting cards in key order, so lower cards lie under
higher ones; ``("backs", (seat, back, index))`` another seat's hand card, seen by its back; ``("middle", slot)``;
``("passing", (seat, back))`` a card laid aside to pass; ``("waiting", (seat, back))`` the Kurtisane's card before
its partner (drawn over the stacks); ``("aside", (index, back))`` the variant's cards set aside; ``("start", 0)`` the
start-player card. A hidden card is None, as everywhere in the kit, and every key tells its back (``back_of``).
"""

from __future__ import annotations

import pygame

from game.listtuecke.cards import BACK_OF, DARK, LIGHT, MIDDLE_SLOT_BACKS
from scenes.layout import Layout
from scenes.tables.kit import holders
from scenes.tables.kit.board import HAND, Key
from scenes.tables.kit.geometry import RANKING_ZONE
from scenes.tables.kit.holders import Home, Point, Size
from scenes.tables.listtuecke.art import HAND as HAND_SIZE
from scenes.tables.listtuecke.art import MIDDLE, MINI, OWN_STACK, STACK, START, START_CARD
from scenes.tables.listtuecke.shown import Shown
from scenes.tables.listtuecke.zones import load, seat_suffix
from scenes.ui import theme

STACK_KIND = "stack"
BACKS_KEY = "backs"
MIDDLE_KEY = "middle"
PASSING_KEY = "passing"
OFFER_KEY = "waiting"
ASIDE_KEY = "aside"
START_KEY = ("start", 0)
HAND_GAP = 18
BACKS_GAP = 6
"""The gap between the small backs of another seat's hand (they overlap when the hand is too narrow)."""
STACK_STEP = 0.22
"""How far each card of a stack lies from the one above it, as a share of its width: its rank stays in view."""
Room = tuple[int, str]
"""A seat whose row of backs keeps a place free, and the back of the card coming to it."""
Stacks = tuple[tuple[tuple[int, bool], ...], ...]
"""Every seat's stack, bottom to top, as (card, face up), as a view has them."""
RANKING = RANKING_ZONE
"""The kit's final ranking stands over the board on this table."""


def back_of(key: Key) -> str | None:
    """The back a sprite shows when face down, read from its key (None for tiles and the start-player card)."""
    kind, ident = key
    if kind == HAND or is_stack_key(key):
        return BACK_OF[ident]
    if kind == MIDDLE_KEY:
        return MIDDLE_SLOT_BACKS[ident]
    if kind == BACKS_KEY:
        return ident[1]
    if isinstance(ident, tuple) and ident and ident[-1] in (LIGHT, DARK):
        return ident[-1]
    return None


def stack_key(height: int, card: int) -> Key:
    """The sprite key of ``card`` lying at ``height`` (0 = bottom) of a stack."""
    return (f"{STACK_KIND}{height}", card)


def is_stack_key(key: Key) -> bool:
    """Whether a sprite key is a stack card's."""
    return key[0].startswith(STACK_KIND)


def stack_key_of(stacks: Stacks, card: int) -> Key | None:
    """The sprite key of ``card`` where it lies in ``stacks`` (a view's), or None when it lies in none."""
    for stack in stacks:
        for height, (each, _) in enumerate(stack):
            if each == card:
                return stack_key(height, card)
    return None


class Geometry:
    """The zones of one table for one shown seat, in logical pixels."""

    def __init__(self, players: int, viewer: int) -> None:
        self.layout: Layout = load(players).scaled(theme.LOGICAL_SIZE)
        self.players = players
        self.viewer = viewer

    def zone(self, name: str) -> pygame.Rect:
        """The rectangle of the zone ``name``."""
        return self.layout.zone("board" if name == RANKING else name).rect

    def seat_zone(self, part: str, seat: int) -> pygame.Rect:
        """A seat's part (plate, stack, tiles, start, hand): ``_self`` for the shown seat, its number otherwise."""
        if part == "hand" and seat == self.viewer:
            return self.zone("hand")
        return self.zone(f"{part}_{seat_suffix((seat - self.viewer) % self.players)}")

    def plate(self, seat: int) -> pygame.Rect:
        """The seat's name plate."""
        return self.seat_zone("plate", seat)

    def stack_size(self, seat: int) -> Size:
        """The size of the cards in ``seat``'s stack."""
        return OWN_STACK if seat == self.viewer else STACK

    def stack_centres(self, seat: int, count: int) -> list[Point]:
        """The cards of a stack, bottom to top: each lower card peeks out to the left of the one above it."""
        if count == 0:
            return []
        zone = self.seat_zone("stack", seat)
        size = self.stack_size(seat)
        step = size[0] * STACK_STEP
        top_x, y = holders.stack(zone, size)
        top_x = zone.right - size[0] / 2 - 6
        return [(top_x - (count - 1 - index) * step, y) for index in range(count)]

    def stack_rect(self, seat: int) -> pygame.Rect:
        """Where the stack's top card lies (where a card is played to, and what a victim's glow rims)."""
        size = self.stack_size(seat)
        centre = self.stack_centres(seat, 1)[0]
        return pygame.Rect(round(centre[0] - size[0] / 2), round(centre[1] - size[1] / 2), *size)

    def hand_spot(self, seat: int) -> Point:
        """Where ``seat``'s hand is: the hand zone for the shown seat, else its row of backs."""
        return self.seat_zone("hand", seat).center

    def hand_rect(self, seat: int) -> pygame.Rect:
        """The zone of ``seat``'s hand."""
        return self.seat_zone("hand", seat)

    def aside_spot(self, seat: int) -> Point:
        """Where a card a seat lays aside (to pass, to offer) lies: at the left of its stack zone."""
        zone = self.seat_zone("stack", seat)
        size = self.stack_size(seat)
        return (zone.x + size[0] / 2 + 4, zone.centery)

    def offer_spot(self, partner: int) -> Point:
        """Where the Kurtisane's card lies: before its partner, over the partner's stack zone."""
        zone = self.seat_zone("stack", partner)
        return (zone.x + MIDDLE[0] / 2 + 10, zone.bottom - MIDDLE[1] / 2 - 6)

    def landing(self, seat: int, backs: tuple[int, int], back: str, offered: bool) -> tuple[pygame.Rect, pygame.Rect]:
        """Where a card of ``back`` handed to ``seat`` goes, as (the place to light, the card's own place there): its
        hand and the place its row of backs (``backs`` counts the row now) keeps free for it, or, ``offered`` by the
        Courtesan, the place before it."""
        if offered:
            card = pygame.Rect(0, 0, *MIDDLE)
            card.center = tuple(round(value) for value in self.offer_spot(seat))
            return card, card
        _, free = self.backs_row(seat, sum(backs), back)
        card = pygame.Rect(0, 0, *MINI)
        card.center = (round(free[0]), round(free[1]))
        return self.hand_rect(seat), card

    def middle_rect(self, slot: int) -> pygame.Rect:
        """A middle slot (0–1 light, 2–3 dark)."""
        return self.zone(f"middle_{slot + 1}")

    def start_spot(self, seat: int) -> Point:
        """Where the start-player card lies when ``seat`` holds it."""
        zone = self.seat_zone("start", seat)
        return (zone.x + START_CARD[0] / 2 + 12, zone.centery)

    def deck_spot(self) -> Point:
        """Where cards are dealt from and collected to: the middle of the board."""
        return self.zone("middle").center

    # Homes.

    def homes(self, shown: Shown, private: bool, room: Room | None = None) -> dict[Key, Home]:
        """Where every card of ``shown`` belongs. Private cards show their backs when ``private`` is False; with
        ``room`` (a seat and a back), that seat's row of backs keeps a place free for a card handed to it."""
        homes: dict[Key, Home] = {}
        view, hand, hand_backs = shown.view, shown.hand, shown.hand_backs
        for card, centre in zip(hand, holders.row(self.zone("hand"), len(hand), HAND_SIZE, HAND_GAP), strict=True):
            homes[(HAND, card)] = Home(centre, HAND_SIZE, card if private else None)
        for seat in range(view.players):
            stack = view.stacks[seat]
            size = self.stack_size(seat)
            centres = self.stack_centres(seat, len(stack))
            for height, ((card, face_up), centre) in enumerate(zip(stack, centres, strict=True)):
                homes[stack_key(height, card)] = Home(centre, size, card if face_up else None)
            if seat != self.viewer:
                homes.update(self.backs_homes(seat, hand_backs[seat], room[1] if room and room[0] == seat else None))
        for seat, (back, card) in shown.aside.items():
            own = card if seat == self.viewer and private else None
            homes[(PASSING_KEY, (seat, back))] = Home(self.aside_spot(seat), self.stack_size(seat), own)
        if view.offer is not None:
            seat, partner, back, card = view.offer
            own = card if seat == self.viewer and private else None
            homes[(OFFER_KEY, (seat, back))] = Home(self.offer_spot(partner), MIDDLE, own)
        for slot, back in enumerate(view.middle_backs):
            if back is not None:
                homes[(MIDDLE_KEY, slot)] = Home(self.middle_rect(slot).center, MIDDLE, None)
        if view.set_aside:
            zone = self.zone("set_aside")
            backs = [LIGHT] * (view.set_aside // 2) + [DARK] * (view.set_aside - view.set_aside // 2)
            for index, centre in enumerate(holders.row(zone, len(backs), MIDDLE, 12)):
                homes[(ASIDE_KEY, (index, backs[index]))] = Home(centre, MIDDLE, None)
        homes[START_KEY] = Home(self.start_spot(view.start_player), START_CARD, START)
        return homes

    def backs_homes(self, seat: int, backs: tuple[int, int], room: str | None = None) -> dict[Key, Home]:
        """Another seat's hand as a row of small backs: the light ones, newest leftmost, then the dark ones, newest
        rightmost, so a card coming into the hand takes the row's end on its back's side. With ``room`` (a back), that
        end is kept free for a card on its way (``backs_row``)."""
        light, dark = backs
        order = [(LIGHT, index) for index in reversed(range(light))] + [(DARK, index) for index in range(dark)]
        centres, _ = self.backs_row(seat, len(order), room)
        return {
            (BACKS_KEY, (seat, back, index)): Home(centre, MINI, None)
            for (back, index), centre in zip(order, centres, strict=True)
        }

    def backs_row(self, seat: int, count: int, room: str | None) -> tuple[list[Point], Point | None]:
        """The centres of ``count`` backs in ``seat``'s hand, and with ``room`` (a back) the centre of a free place at
        the row's end on that back's side (left for light, right for dark): beside the row when it fits, else at the
        edge of the hand, the others drawing closer so that no card lies over it."""
        zone = self.hand_rect(seat)
        if room is None:
            return holders.row(zone, count, MINI, BACKS_GAP), None
        spread = holders.row(zone, count + 1, MINI, BACKS_GAP)
        if count == 0 or spread[1][0] - spread[0][0] >= MINI[0] + BACKS_GAP:
            return (spread[1:], spread[0]) if room == LIGHT else (spread[:-1], spread[-1])
        taken = MINI[0] + BACKS_GAP
        rest = pygame.Rect(zone.x + taken if room == LIGHT else zone.x, zone.y, zone.width - taken, zone.height)
        free_x = zone.x + MINI[0] / 2 if room == LIGHT else zone.right - MINI[0] / 2
        return holders.row(rest, count, MINI, BACKS_GAP), (free_x, zone.centery)
