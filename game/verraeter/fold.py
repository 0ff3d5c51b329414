"""How one seat's view of Verräter follows the events it sees (``game.core.fold``).

Verräter deals nothing before its first decision (the first Gutshöfe are placed before the hands are dealt, VR-9,
VR-10), so it has no view before the deal: its first view is where the fold starts. ``turn``, the count of seats that
have had their turn in the phase, is read from the decision each step ends with: some turns pass without an event
(a hand too small to discard from, an entitlement of no cards), but the seat the table then waits for says how many
came before it in the phase's order.
"""

from __future__ import annotations

import dataclasses
from collections import Counter

from game.core import ScoreLine
from game.core.events import GameEnded
from game.core.fold import Awaiting, Fold, added, awaited, folding, put
from game.verraeter.data import DRAWING, GAME_OVER, KONTOR_BONUS, RETURN_ACTIONS, SETUP, SUPPLY
from game.verraeter.events import (
    ActionCardSetAside,
    ActionCardsOffered,
    ActionCardsPutBack,
    ActionCardsRevealed,
    ActionCardTaken,
    AllegianceSwitched,
    BuildingMoved,
    BuildingPlaced,
    BuildingSkipped,
    BuildingTurned,
    CardsDealt,
    CardsDiscarded,
    CardsDrawn,
    ConflictDecided,
    ConflictSiteChosen,
    DrawEntitled,
    DrawPileReshuffled,
    LandscapeFlipped,
    PhaseStarted,
    PlayedSupplyDiscarded,
    PointsScored,
    StartPlayerPassed,
    StrategyCardPassed,
    SupplyCardPlayed,
    SupplyEnded,
)
from game.verraeter.scoring import conflict_line
from game.verraeter.view import VerraeterView

SEAT_BY_SEAT = (SETUP, SUPPLY, KONTOR_BONUS)
"""The phases whose turns go clockwise from the start player."""


def _phase(view: VerraeterView, event: PhaseStarted) -> VerraeterView:
    """A new phase; the draft's cards and the conflict marker go back at phase 11, the drawing starts afresh at 10."""
    view = dataclasses.replace(view, round=event.round, phase=event.phase)
    if event.phase == RETURN_ACTIONS:
        return dataclasses.replace(
            view, conflict_border=None, actions_taken=0, offered=(), my_action=None, revealed_actions=()
        )
    if event.phase == DRAWING:
        nobody = (0,) * len(view.hand_sizes)
        return dataclasses.replace(view, draw_order=(), entitled=nobody, drawn=nobody)
    return view


def _awaiting(view: VerraeterView, event: Awaiting) -> VerraeterView:
    """Who decides, and so how many seats had their turn in this phase before (all of them, outside a turn order)."""
    view = awaited(view, event)
    seat, players = event.to_move, len(view.hand_sizes)
    if seat is None:
        turn = players
    elif view.phase in SEAT_BY_SEAT:
        turn = (seat - view.start_player) % players
    elif view.phase == DRAWING:
        turn = view.draw_order.index(seat)
    else:
        turn = players
    return dataclasses.replace(view, turn=turn)


def _dealt(view: VerraeterView, event: CardsDealt) -> VerraeterView:
    view = _gained(view, event.seat, event.count, event.cards)
    known = put(view.known_cards, event.seat, tuple(sorted(event.cards))) if event.public else view.known_cards
    return dataclasses.replace(view, known_cards=known, draw_pile_size=view.draw_pile_size - event.count)


def _drawn(view: VerraeterView, event: CardsDrawn) -> VerraeterView:
    view = _gained(view, event.seat, event.count, event.cards)
    since = view.drawn_since_reshuffle
    if event.seat == view.seat and view.reshuffled_pile is not None:
        since = tuple(sorted((*since, *event.cards)))
    return dataclasses.replace(
        view,
        drawn_since_reshuffle=since,
        draw_pile_size=view.draw_pile_size - event.count,
        drawn=added(view.drawn, event.seat, event.count),
    )


def _gained(view: VerraeterView, seat: int, count: int, cards: tuple[int, ...] | None) -> VerraeterView:
    hand = tuple(sorted((*view.hand, *cards))) if seat == view.seat and cards is not None else view.hand
    return dataclasses.replace(view, hand=hand, hand_sizes=added(view.hand_sizes, seat, count))


def _lost(view: VerraeterView, seat: int, cards: tuple[int, ...]) -> VerraeterView:
    """``seat``'s hand gives up ``cards`` face up: everyone now knows it no longer holds them."""
    hand = view.hand
    if seat == view.seat:
        hand = tuple(sorted((Counter(hand) - Counter(cards)).elements()))
    known = list(view.known_cards[seat])
    for value in cards:
        if value in known:
            known.remove(value)
    return dataclasses.replace(
        view,
        hand=hand,
        hand_sizes=added(view.hand_sizes, seat, -len(cards)),
        known_cards=put(view.known_cards, seat, tuple(known)),
    )


def _supply_played(view: VerraeterView, event: SupplyCardPlayed) -> VerraeterView:
    view = _lost(view, event.seat, (event.value,))
    return dataclasses.replace(view, played=put(view.played, event.seat, (*view.played[event.seat], event.value)))


def _discarded(view: VerraeterView, event: CardsDiscarded) -> VerraeterView:
    view = _lost(view, event.seat, event.cards)
    return dataclasses.replace(view, discard_pile=(*view.discard_pile, *event.cards))


def _played_discarded(view: VerraeterView, event: PlayedSupplyDiscarded) -> VerraeterView:
    return dataclasses.replace(view, discard_pile=(*view.discard_pile, *event.cards), played=((),) * len(view.played))


def _reshuffled(view: VerraeterView, event: DrawPileReshuffled) -> VerraeterView:
    """The open discard pile, which everyone saw, becomes the draw pile (VR-21)."""
    return dataclasses.replace(
        view,
        reshuffled_pile=tuple(sorted(view.discard_pile)),
        drawn_since_reshuffle=(),
        discard_pile=(),
        draw_pile_size=event.count,
    )


def _site(view: VerraeterView, event: ConflictSiteChosen) -> VerraeterView:
    return dataclasses.replace(view, conflict_border=event.border)


def _offered(view: VerraeterView, event: ActionCardsOffered) -> VerraeterView:
    """The cards passed to this seat stay what it was offered for the rest of the round."""
    if event.seat != view.seat or event.cards is None:
        return view
    return dataclasses.replace(view, offered=event.cards)


def _taken(view: VerraeterView, event: ActionCardTaken) -> VerraeterView:
    mine = event.card if event.seat == view.seat and event.card is not None else view.my_action
    return dataclasses.replace(view, actions_taken=view.actions_taken + 1, my_action=mine)


def _revealed(view: VerraeterView, event: ActionCardsRevealed) -> VerraeterView:
    return dataclasses.replace(view, revealed_actions=event.cards)


def _switched(view: VerraeterView, event: AllegianceSwitched) -> VerraeterView:
    return dataclasses.replace(view, allegiances=put(view.allegiances, event.seat, event.house))


def _conflict(view: VerraeterView, event: ConflictDecided) -> VerraeterView:
    line = conflict_line(view.round, view.landscapes, event)
    return dataclasses.replace(view, score_lines=(*view.score_lines, line))


def _scored(view: VerraeterView, event: PointsScored) -> VerraeterView:
    line = ScoreLine(event.seat, event.reason, event.points, dict(event.params))
    return dataclasses.replace(
        view, points=added(view.points, event.seat, event.points), score_lines=(*view.score_lines, line)
    )


def _flipped(view: VerraeterView, event: LandscapeFlipped) -> VerraeterView:
    return dataclasses.replace(view, houses=put(view.houses, event.position, event.house))


def _built(view: VerraeterView, event: BuildingPlaced) -> VerraeterView:
    return dataclasses.replace(
        view,
        building_owners=put(view.building_owners, event.position, event.seat),
        building_sides=put(view.building_sides, event.position, event.side),
        stock=added(view.stock, event.seat, -1),
    )


def _moved(view: VerraeterView, event: BuildingMoved) -> VerraeterView:
    side = view.building_sides[event.origin]
    owners = put(put(view.building_owners, event.origin, None), event.target, event.seat)
    sides = put(put(view.building_sides, event.origin, None), event.target, side)
    return dataclasses.replace(view, building_owners=owners, building_sides=sides)


def _turned(view: VerraeterView, event: BuildingTurned) -> VerraeterView:
    return dataclasses.replace(view, building_sides=put(view.building_sides, event.position, event.side))


def _strategy(view: VerraeterView, event: StrategyCardPassed) -> VerraeterView:
    return dataclasses.replace(view, strategy_holder=event.holder)


def _entitled(view: VerraeterView, event: DrawEntitled) -> VerraeterView:
    """The entitlements are told in drawing order (VR-21): the Bauer first, then clockwise from the start player."""
    return dataclasses.replace(
        view, draw_order=(*view.draw_order, event.seat), entitled=put(view.entitled, event.seat, event.count)
    )


def _start_passed(view: VerraeterView, event: StartPlayerPassed) -> VerraeterView:
    return dataclasses.replace(view, start_player=event.start)


def _ended(view: VerraeterView, event: GameEnded) -> VerraeterView:
    return dataclasses.replace(view, phase=GAME_OVER)


advance = folding(
    {
        Awaiting: _awaiting,
        PhaseStarted: _phase,
        CardsDealt: _dealt,
        CardsDrawn: _drawn,
        SupplyCardPlayed: _supply_played,
        CardsDiscarded: _discarded,
        PlayedSupplyDiscarded: _played_discarded,
        DrawPileReshuffled: _reshuffled,
        ConflictSiteChosen: _site,
        ActionCardsOffered: _offered,
        ActionCardTaken: _taken,
        ActionCardsRevealed: _revealed,
        AllegianceSwitched: _switched,
        ConflictDecided: _conflict,
        PointsScored: _scored,
        LandscapeFlipped: _flipped,
        BuildingPlaced: _built,
        BuildingMoved: _moved,
        BuildingTurned: _turned,
        StrategyCardPassed: _strategy,
        DrawEntitled: _entitled,
        StartPlayerPassed: _start_passed,
        GameEnded: _ended,
    },
    quiet=(ActionCardSetAside, ActionCardsPutBack, SupplyEnded, BuildingSkipped),
)
"""Verräter's view moved on by one event, as its seat saw it."""


FOLD = Fold(advance)
"""The fold ``game.title.Title`` names this module for."""
