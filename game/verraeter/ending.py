"""The end of the game (VR-25, VR-26): every hand is cut to 3 cards, then each Kontor scores its bonus."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import Event
from game.verraeter import scoring
from game.verraeter.actions import KeepForBonus
from game.verraeter.data import BONUS_HAND, GAME_OVER, KONTOR_BONUS
from game.verraeter.events import CardsDiscarded, GameEnded, phase_started
from game.verraeter.hands import forget_cards, selections, take_cards

if TYPE_CHECKING:
    from game.verraeter.fields import VerraeterFields


def begin_bonus(state: VerraeterFields, events: list[Event]) -> None:
    """The end: every player cuts their hand to 3 cards (their choice), then the Kontor bonus is scored (VR-25)."""
    state.phase = KONTOR_BONUS
    events.append(phase_started(state.round, KONTOR_BONUS))
    state.turn = 0
    next_keeper(state, events)


def next_keeper(state: VerraeterFields, events: list[Event]) -> None:
    """Ask each player, from the start player on, with more than 3 cards and more than one way to keep 3."""
    while state.turn < state.players:
        seat = (state.start + state.turn) % state.players
        if len(state.hands[seat]) > BONUS_HAND:
            choices = selections(tuple(sorted(state.hands[seat])), BONUS_HAND, BONUS_HAND)
            if len(choices) > 1:
                state.mover = seat
                return
            keep(state, seat, choices[0], events)
        state.turn += 1
    score_bonus(state, events)


def keep_for_bonus(state: VerraeterFields, action: KeepForBonus, events: list[Event]) -> None:
    """The mover keeps the chosen 3 cards."""
    keep(state, state.mover, action.cards, events)
    state.turn += 1
    next_keeper(state, events)


def keep(state: VerraeterFields, seat: int, kept: tuple[int, ...], events: list[Event]) -> None:
    """``seat`` keeps ``kept`` and discards the rest of its hand face up."""
    discarded = sorted(state.hands[seat])
    take_cards(discarded, kept)
    state.hands[seat] = list(kept)
    forget_cards(state.known[seat], discarded)
    state.discard_pile.extend(discarded)
    events.append(CardsDiscarded(seat, tuple(discarded), "bonus"))


def score_bonus(state: VerraeterFields, events: list[Event]) -> None:
    """1 point per hand card for each Kontor, whatever the landscape's house; then the game is over (VR-25, VR-26)."""
    for seat in state.order_from_start():
        trading_houses = state.trading_houses(seat)
        cards = len(state.hands[seat])
        params = {"trading_houses": trading_houses, "cards": cards}
        scoring.score(state, seat, trading_houses * cards, scoring.KONTOR_BONUS, params, events)
    state.phase = GAME_OVER
    state.mover = None
    result = scoring.final_result(state.points, state.lines)
    events.append(GameEnded(result.scores, tuple(sorted(result.winners))))
