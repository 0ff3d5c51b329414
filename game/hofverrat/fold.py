"""How one seat's view of Hof-Verrat follows the events it sees (``game.core.fold``): ``advance`` and the table before
the deal, into which the opening events (the hands, the missions, the first turn) fold to give the first view."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from game.core.fold import Fold, added, folding, put
from game.hofverrat.board import COLUMNS, OPPONENT, OWN, SIDE_INDEX, TABLE, district_place
from game.hofverrat.cards import ALL_CARDS, REMOVED_FOR_PLAYERS
from game.hofverrat.events import (
    CardEliminated,
    CardsDrawn,
    GameEnded,
    MissionsDealt,
    MissionsRevealed,
    PlayedToDistrict,
    PlayedToTable,
    SpyRevealed,
    TurnStarted,
)
from game.hofverrat.view import HofVerratView, PlayedCard, Strike

Row = tuple[PlayedCard, ...]


def before_deal(players: int, seat: int, options: Mapping[str, Any]) -> HofVerratView:
    """``seat``'s view before the deal: the unseen cards removed (HV-5), the rest in the pile, nobody to move."""
    return HofVerratView(
        seat=seat,
        to_move=None,
        over=False,
        legal_actions=(),
        awaiting=None,
        hand=(),
        missions=(None,) * players,
        hand_sizes=(0,) * players,
        pile_size=len(ALL_CARDS) - REMOVED_FOR_PLAYERS[players],
        table=(((), ()),) * COLUMNS,
        districts=((),) * players,
        eliminated=(),
        starting_seat=0,
        turn_areas=(),
        played_by=(),
        remembered=(),
    )


def _played(view: HofVerratView, event: PlayedToTable | PlayedToDistrict, area: str) -> HofVerratView:
    """What every placement changes: the card leaves its player's hand, its player and the turn's area are noted."""
    hand = view.hand
    remembered = view.remembered
    if event.seat == view.seat:
        card = event.card if event.card is not None else event.remembered
        index = hand.index(card)
        hand = hand[:index] + hand[index + 1 :]
        if event.remembered is not None:
            remembered = (*remembered, PlayedCard(event.serial, event.remembered))
    return dataclasses.replace(
        view,
        hand=hand,
        hand_sizes=added(view.hand_sizes, event.seat, -1),
        played_by=(*view.played_by, event.seat),
        turn_areas=(*view.turn_areas, area),
        remembered=remembered,
    )


def _to_table(view: HofVerratView, event: PlayedToTable) -> HofVerratView:
    view = _played(view, event, TABLE)
    side = SIDE_INDEX[event.side]
    grown = put(view.table[event.column], side, (*view.table[event.column][side], PlayedCard(event.serial, event.card)))
    return dataclasses.replace(view, table=put(view.table, event.column, grown))


def _to_district(view: HofVerratView, event: PlayedToDistrict) -> HofVerratView:
    view = _played(view, event, OWN if event.district == event.seat else OPPONENT)
    district = (*view.districts[event.district], PlayedCard(event.serial, event.card))
    return dataclasses.replace(view, districts=put(view.districts, event.district, district))


def _eliminated(view: HofVerratView, event: CardEliminated) -> HofVerratView:
    """HV-14: the victim leaves the place it lay in for good, still face down if it was a spy."""
    place, table, districts = _take(view, event.target)
    return dataclasses.replace(
        view,
        table=table,
        districts=districts,
        eliminated=(*view.eliminated, PlayedCard(event.target, event.card)),
        strikes=(*view.strikes, Strike(event.assassin, event.target, place)),
    )


def _take(view: HofVerratView, serial: int) -> tuple[int, tuple[tuple[Row, Row], ...], tuple[Row, ...]]:
    """The place of the card ``serial`` in play (``game.hofverrat.board``'s numbering), and the table and districts
    without it."""
    for column, sides in enumerate(view.table):
        for side, row in enumerate(sides):
            if any(played.serial == serial for played in row):
                kept = put(sides, side, _without(row, serial))
                return column * 2 + side, put(view.table, column, kept), view.districts
    for seat, row in enumerate(view.districts):
        if any(played.serial == serial for played in row):
            return district_place(seat), view.table, put(view.districts, seat, _without(row, serial))
    raise ValueError(f"the card {serial} lies nowhere in the view")


def _drawn(view: HofVerratView, event: CardsDrawn) -> HofVerratView:
    hand = (*view.hand, *event.cards) if event.seat == view.seat and event.cards is not None else view.hand
    return dataclasses.replace(
        view, hand=hand, hand_sizes=added(view.hand_sizes, event.seat, event.count), pile_size=event.pile_left
    )


def _turn(view: HofVerratView, event: TurnStarted) -> HofVerratView:
    """A new turn has no placements yet; the turn before any card was played is the game's first (HV-8)."""
    starting = event.seat if not view.played_by else view.starting_seat
    return dataclasses.replace(view, turn_areas=(), starting_seat=starting)


def _missions_dealt(view: HofVerratView, event: MissionsDealt) -> HofVerratView:
    return dataclasses.replace(view, missions=put(view.missions, event.seat, event.missions))


def _spy_revealed(view: HofVerratView, event: SpyRevealed) -> HofVerratView:
    """HV-16: the spy turns face up where it lies."""

    def turned(row: Row) -> Row:
        face_up = PlayedCard(event.serial, event.card)
        return tuple(face_up if played.serial == event.serial else played for played in row)

    return dataclasses.replace(
        view,
        table=tuple(tuple(turned(row) for row in sides) for sides in view.table),
        districts=tuple(turned(row) for row in view.districts),
    )


def _ended(view: HofVerratView, event: GameEnded) -> HofVerratView:
    """Once the spies lie face up, nobody needs to remember them; no turn is under way."""
    return dataclasses.replace(view, remembered=(), turn_areas=())


def _without(row: Row, serial: int) -> Row:
    return tuple(played for played in row if played.serial != serial)


advance = folding(
    {
        PlayedToTable: _to_table,
        PlayedToDistrict: _to_district,
        CardEliminated: _eliminated,
        CardsDrawn: _drawn,
        TurnStarted: _turn,
        MissionsDealt: _missions_dealt,
        MissionsRevealed: _missions_dealt,
        SpyRevealed: _spy_revealed,
        GameEnded: _ended,
    }
)
"""Hof-Verrat's view moved on by one event, as its seat saw it."""


FOLD = Fold(advance, before_deal)
"""The fold ``game.title.Title`` names this module for."""
