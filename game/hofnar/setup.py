"""Setting a game up (HN-5..HN-7): roles dealt face up, cards and lives by the table, the moods to the King."""

from __future__ import annotations

from game.core import Event, Rng, SetupError
from game.hofnar.cards import CARD_IDS, DEALS, RANDOM_KING
from game.hofnar.events import CardsDealt, RolesDealt
from game.hofnar.flow import start_round
from game.hofnar.jesters import JESTER_IDS
from game.hofnar.state import HofnarState


def deal(players: int, rng: Rng, king: str | int) -> HofnarState:
    """Deal roles, cards and lives, and open round 1; the set-up's events are kept in ``opening_events``."""
    if king == RANDOM_KING:
        king = rng.below(players)
    elif not 0 <= king < players:
        raise SetupError(f"Seat {king + 1} cannot be King in a game of {players} players.")
    drawn = iter(rng.shuffled(JESTER_IDS)[: players - 1])
    jesters = tuple(None if seat == king else next(drawn) for seat in range(players))
    terms = DEALS[players]
    state = HofnarState(players, rng, king, jesters, terms.lives)
    deck = rng.shuffled(CARD_IDS)
    events: list[Event] = [RolesDealt(king, jesters, terms.lives)]
    for seat in range(players):
        if seat != king:
            hand, deck = sorted(deck[: terms.cards]), deck[terms.cards :]
            state.hands[seat] = hand
            events.append(CardsDealt(seat, len(hand), tuple(hand)))
    state.stock = deck
    start_round(state, None, events)
    state.advance(events)
    state.opening_events = tuple(events)
    return state
