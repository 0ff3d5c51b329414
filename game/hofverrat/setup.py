"""Setting up a game of Hof-Verrat (HV-5..HV-8)."""

from __future__ import annotations

from game.core import Rng
from game.hofverrat.cards import ALL_CARDS, HAND_SIZE, REMOVED_FOR_PLAYERS
from game.hofverrat.events import CardsDrawn, MissionsDealt, TurnStarted
from game.hofverrat.missions import DARK_MISSIONS, LIGHT_MISSIONS
from game.hofverrat.state import HofVerratState


def deal(players: int, rng: Rng) -> HofVerratState:
    """Shuffle, remove the unseen cards, deal hands and missions, and pick who starts; all chance from ``rng``.

    HV-5 removes 30/18/6/0 cards for 2/3/4/5 players, HV-6 deals three cards each and leaves the rest as the pile
    (drawn from its end), HV-7 deals each player one light and one dark mission, HV-8 picks a random first player.
    The deal (cards, then missions) and the first turn are the game's opening events.
    """
    state = HofVerratState(players, rng)
    deck = rng.shuffled(ALL_CARDS)
    removed = REMOVED_FOR_PLAYERS[players]
    state.removed = tuple(deck[:removed])
    dealt = removed + HAND_SIZE * players
    state.hands = [deck[start : start + HAND_SIZE] for start in range(removed, dealt, HAND_SIZE)]
    state.pile = deck[dealt:]
    light = rng.shuffled(LIGHT_MISSIONS)
    dark = rng.shuffled(DARK_MISSIONS)
    state.missions = tuple(zip(light[:players], dark[:players], strict=True))
    state.unused_missions = (*light[players:], *dark[players:])
    state.starting_seat = state.seat = rng.below(players)
    pile_left = [len(state.pile) + HAND_SIZE * (players - 1 - seat) for seat in range(players)]
    state.opening_events = (
        *(CardsDrawn(seat, HAND_SIZE, tuple(hand), pile_left[seat]) for seat, hand in enumerate(state.hands)),
        *(MissionsDealt(seat, missions) for seat, missions in enumerate(state.missions)),
        TurnStarted(state.starting_seat),
    )
    return state
