"""Drawing supply cards in phase 10 (VR-21): how many a player may draw, and the draw itself with reshuffling."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import Event
from game.verraeter.circle import estates_under_own_house
from game.verraeter.data import DIPLOMAT_2, FARMER, FARMER_DRAW, MAX_DRAWN
from game.verraeter.events import DrawPileReshuffled, cards_drawn

if TYPE_CHECKING:
    from game.verraeter.fields import VerraeterFields


def estates_drawing(state: VerraeterFields, seat: int) -> int:
    """How many of ``seat``'s Gutshöfe lie under landscapes of its current allegiance."""
    return estates_under_own_house(
        state.building_owner, state.building_side, state.houses, seat, state.allegiance[seat]
    )


def draw_entitlement(card: str | None, estates: int) -> int:
    """3 for the Bauer; else one per drawing Gutshof and one more for the Diplomat +2; at most 3."""
    if card == FARMER:
        return FARMER_DRAW
    return min(MAX_DRAWN, estates + (card == DIPLOMAT_2))


def draw(state: VerraeterFields, seat: int, count: int, events: list[Event]) -> None:
    """``seat`` draws ``count`` cards; an empty draw pile is replaced at once by the shuffled discard pile.

    Everyone saw the discard pile that became the draw pile, so it is remembered as ``pile_source``.
    """
    hand = state.hands[seat]
    fresh: list[int] = []
    for _ in range(count):
        if not state.draw_pile:
            note_drawn(state, seat, fresh, events)
            fresh = []
            if not state.discard_pile:
                break
            state.draw_pile, state.discard_pile = state.discard_pile, []
            state.pile_source = sorted(state.draw_pile)
            state.drawn_since = [[] for _ in range(state.players)]
            state.rng.shuffle(state.draw_pile)
            events.append(DrawPileReshuffled(len(state.draw_pile)))
        card = state.draw_pile.pop()
        hand.append(card)
        fresh.append(card)
    note_drawn(state, seat, fresh, events)


def note_drawn(state: VerraeterFields, seat: int, fresh: list[int], events: list[Event]) -> None:
    """Record the cards just drawn, one event per stretch between reshuffles."""
    if fresh:
        state.drawn[seat] += len(fresh)
        if state.pile_source is not None:
            state.drawn_since[seat].extend(fresh)
        events.append(cards_drawn(seat, len(fresh), tuple(fresh)))
