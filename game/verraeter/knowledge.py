"""What one seat can know or infer from its view alone: the table's hovers and panels ask these questions.

Every function here is a pure function of a ``VerraeterView``; nothing reads the state, so nothing can leak.

- The draft (VR-13): the cards a seat was passed tell it that the cards missing from them are the set-aside card
  and the picks of the players before it, and that the players after it pick among what it passed on. The first
  player in the draft therefore knows the set-aside card at once, and after the reveal (VR-15) every player who drafted
  knows it: it is the one missing card that nobody before them turned up.
- The conflict (VR-16): each house's total so far, counting only what the seat can see: the landscapes, the supply
  cards played, the allegiances as they stand, and its own action card's effect (its own switch as traitor, its own
  diplomat's bonus); after the reveal the totals are exact.
- The conflict site (VR-12, VR-17): what each side of a border brings, and what each winner of either house would
  score from the other's landscape.
- Drawing and the end (VR-21, VR-25): which Gutshöfe draw, and what a seat's Kontore would score now.
"""

from __future__ import annotations

import dataclasses

from game.verraeter.circle import estates_under_own_house, site_positions
from game.verraeter.data import (
    ACTION_CARDS,
    ACTIONS,
    BONUS_HAND,
    CONFLICT,
    CONFLICT_POINTS,
    DIPLOMAT_5,
    DIPLOMAT_BONUS,
    HOUSES,
    OTHER_HOUSE,
    REVEAL,
    SUPPLY,
    TRADING_HOUSE,
    TRAITOR,
    VICTORY_POINTS,
)
from game.verraeter.view import VerraeterView

TALLY_PHASES = (ACTIONS, SUPPLY, REVEAL, CONFLICT)
"""The phases in which the conflict site's totals are still being made up."""


def draft_order(view: VerraeterView) -> tuple[int, ...]:
    """Every seat in the order of this round's draft: clockwise from the start player."""
    players = len(view.allegiances)
    return tuple((view.start_player + step) % players for step in range(players))


def set_aside(view: VerraeterView) -> str | None:
    """The set-aside action card when this seat can know it, else None.

    The cards missing from what this seat was offered are the set-aside card and the picks of the players before
    it: with nobody before it (it drafted first) that is the set-aside card alone, and after the reveal it is the
    one missing card that nobody before it turned up.
    """
    if not view.offered:
        return None
    missing = [card for card in ACTION_CARDS if card not in view.offered]
    if view.revealed_actions:
        missing = [card for card in missing if card not in view.revealed_actions]
    return missing[0] if len(missing) == 1 else None


def action_candidates(view: VerraeterView) -> tuple[frozenset[str], ...]:
    """For every seat, the action cards it may have taken this round as far as this seat can tell.

    Empty for a seat that has taken nothing yet (or outside the draft's round); one card once it is known (one's own,
    or everyone's after the reveal).
    """
    order = draft_order(view)
    candidates: list[frozenset[str]] = [frozenset()] * len(order)
    if view.revealed_actions:
        return tuple(frozenset() if card is None else frozenset({card}) for card in view.revealed_actions)
    place = order.index(view.seat)
    aside = set_aside(view)
    before = frozenset(card for card in ACTION_CARDS if card not in view.offered and card != aside)
    passed_on = frozenset(card for card in view.offered if card != view.my_action)
    for step, seat in enumerate(order[: view.actions_taken]):
        if seat == view.seat:
            candidates[seat] = frozenset({view.my_action}) if view.my_action else frozenset()
        elif not view.offered:
            candidates[seat] = frozenset(ACTION_CARDS)
        else:
            candidates[seat] = before if step < place else passed_on
    return tuple(candidates)


@dataclasses.dataclass(frozen=True)
class HouseTally:
    """One house's side of the conflict as far as a seat can tell: its landscape's conflict points, the supply cards
    played by its players, its diplomats' bonus, and the seats counted for it."""

    house: str
    position: int
    landscape: int
    supply: int
    diplomats: int
    seats: tuple[int, ...]

    @property
    def total(self) -> int:
        """Landscape + supply + diplomats (VR-16)."""
        return self.landscape + self.supply + self.diplomats


def sides_now(view: VerraeterView) -> tuple[str, ...]:
    """Each seat's house for this round's conflict as far as this seat can tell: its allegiance, turned for its own
    traitor (or its Diplomat +5 when everyone began the round united, VR-15) before the reveal."""
    houses = list(view.allegiances)
    if not view.revealed_actions and view.my_action is not None:
        united = len(set(view.allegiances)) == 1
        if view.my_action == TRAITOR or (united and view.my_action == DIPLOMAT_5):
            houses[view.seat] = OTHER_HOUSE[houses[view.seat]]
    return tuple(houses)


def known_tally(view: VerraeterView) -> dict[str, HouseTally] | None:
    """Both houses' totals at the conflict site so far, counting only what this seat can see; None outside the
    phases from the draft to the conflict (before, there is no site; after, the losing landscape has turned and the
    ConflictDecided event holds the totals)."""
    if view.conflict_border is None or view.phase not in TALLY_PHASES:
        return None
    positions = dict(zip(HOUSES, site_positions(view.houses, view.conflict_border), strict=True))
    sides = sides_now(view)
    cards = view.revealed_actions or tuple(view.my_action if seat == view.seat else None for seat in range(len(sides)))
    tally = {}
    for house in HOUSES:
        seats = tuple(seat for seat, side in enumerate(sides) if side == house)
        tally[house] = HouseTally(
            house=house,
            position=positions[house],
            landscape=CONFLICT_POINTS[view.landscapes[positions[house]]],
            supply=sum(sum(view.played[seat]) for seat in seats),
            diplomats=sum(DIPLOMAT_BONUS.get(cards[seat] or "", 0) for seat in seats),
            seats=seats,
        )
    return tally


def tally_is_final(view: VerraeterView) -> bool:
    """True once the action cards are revealed: nothing hidden can change the totals any more."""
    return bool(view.revealed_actions)


@dataclasses.dataclass(frozen=True)
class SitePreview:
    """What a border would set up as the conflict site: each house's landscape there, its conflict points, the seats
    of that allegiance now, and what each of them would score if their house won (from the other landscape)."""

    border: int
    positions: dict[str, int]
    conflict_points: dict[str, int]
    seats: dict[str, tuple[int, ...]]
    stakes: dict[str, int]


def site_preview(view: VerraeterView, border: int) -> SitePreview | None:
    """The preview of ``border`` as the conflict site; None when both its landscapes show the same house."""
    after = (border + 1) % len(view.houses)
    if view.houses[border] == view.houses[after]:
        return None
    positions = dict(zip(HOUSES, site_positions(view.houses, border), strict=True))
    seats = {house: tuple(s for s, side in enumerate(view.allegiances) if side == house) for house in HOUSES}
    stakes = {}
    for house in HOUSES:
        losing = view.landscapes[positions[OTHER_HOUSE[house]]]
        stakes[house] = VICTORY_POINTS[losing][len(seats[house]) - 1] if seats[house] else 0
    return SitePreview(
        border=border,
        positions=positions,
        conflict_points={house: CONFLICT_POINTS[view.landscapes[positions[house]]] for house in HOUSES},
        seats=seats,
        stakes=stakes,
    )


def drawing_estates(view: VerraeterView, seat: int) -> int:
    """How many of ``seat``'s Gutshöfe lie under landscapes of its allegiance now, and so draw a card (VR-21)."""
    return estates_under_own_house(view.building_owners, view.building_sides, view.houses, seat, view.allegiances[seat])


def trading_houses(view: VerraeterView, seat: int) -> int:
    """How many Kontore ``seat`` has in the circle."""
    return sum(
        1
        for owner, side in zip(view.building_owners, view.building_sides, strict=True)
        if owner == seat and side == TRADING_HOUSE
    )


def kontor_bonus_now(view: VerraeterView, seat: int) -> int:
    """What ``seat``'s Kontore would score if the game ended now: one point per hand card, at most 3 cards, for each
    Kontor (VR-25)."""
    return trading_houses(view, seat) * min(BONUS_HAND, view.hand_sizes[seat])
