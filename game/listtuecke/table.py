"""Questions about what the table shows, shared by the rules, the legal actions and the views.

They only read the state. Stacks are public (every card was seen when it was played), and so is the back of every
hand card, so everything here may be asked by any seat.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.listtuecke.cards import INQUISITOR, IS_LIGHT, LINGERING, VICTIMS_OF

if TYPE_CHECKING:
    from game.listtuecke.fields import ListTueckeFields

STRIKES = tuple(tuple(LINGERING[top] and card in VICTIMS_OF[top] for card in range(21)) for top in range(21))
"""STRIKES[top][card]: a lingering ``top`` card eliminates ``card`` played by another player (LT-13)."""


def acting(state: ListTueckeFields) -> tuple[int, int]:
    """The seat whose turn it is and the card it played, which lies on top of its stack while its ability runs."""
    seat = (state.start + state.turn) % state.players
    return seat, state.stacks[seat][-1]


def rank_of(state: ListTueckeFields, card: int) -> int:
    """The rank a card counts as: its own, except the Inquisitor's chosen 20 or 0 (LT-31)."""
    return state.inquisitor_rank if card == INQUISITOR else card


def open_ranks(state: ListTueckeFields) -> list[tuple[int, int]]:
    """(rank, seat) of every stack showing a face-up top card. Ranks never tie: each card has its own."""
    faces = state.faces
    return [(rank_of(state, stack[-1]), seat) for seat, stack in enumerate(state.stacks) if stack and faces[seat][-1]]


def highest_open_top(state: ListTueckeFields) -> int | None:
    """The seat whose stack shows the highest-ranked face-up top card, or None when no stack shows one (LT-10).

    An Inquisitor counting as rank 0 is left out: its player chose not to begin the next round in any case, so it
    counts as no face-up card here. Every other card has a rank of at least 1.
    """
    best = None
    best_rank = 0
    faces = state.faces
    for seat, stack in enumerate(state.stacks):
        if stack and faces[seat][-1]:
            rank = rank_of(state, stack[-1])
            if rank > best_rank:
                best, best_rank = seat, rank
    return best


def higher_open_top(state: ListTueckeFields, seat: int, card: int) -> int | None:
    """The other seat showing the highest face-up top card that outranks ``card``, or None (LT-30)."""
    own = rank_of(state, card)
    ranks = [(rank, other) for rank, other in open_ranks(state) if other != seat and rank > own]
    return max(ranks)[1] if ranks else None


def lingering_striker(state: ListTueckeFields, seat: int, card: int) -> int | None:
    """The seat whose lingering top card eliminates ``card`` as ``seat`` plays it, or None (LT-13).

    Several could strike: the first owner clockwise after the playing seat takes the credit.
    """
    players = state.players
    stacks = state.stacks
    faces = state.faces
    for step in range(1, players):
        other = (seat + step) % players
        stack = stacks[other]
        if stack and faces[other][-1] and STRIKES[stack[-1]][card]:
            return other
    return None


def open_victims(state: ListTueckeFields, seat: int, card: int) -> list[int]:
    """The other seats whose face-up top card ``card`` eliminates, in seat order (LT-12)."""
    victims = VICTIMS_OF[card]
    stacks = state.stacks
    faces = state.faces
    return [
        other
        for other in range(state.players)
        if other != seat and stacks[other] and faces[other][-1] and stacks[other][-1] in victims
    ]


def count_light(hand: list[int]) -> int:
    """How many light cards a hand holds (the back of every hand card shows)."""
    return sum(IS_LIGHT[card] for card in hand)


def has_back(hand: list[int], light: bool) -> bool:
    """True when the hand holds a card with a light back (``light``) or a dark one."""
    return any(IS_LIGHT[card] == light for card in hand)


def swap_partners(state: ListTueckeFields, seat: int, light: bool) -> list[int]:
    """The other seats holding a hand card of the given back: the Kurtisane's possible partners (LT-28)."""
    hands = state.hands
    return [other for other in range(state.players) if other != seat and has_back(hands[other], light)]


def courtesan_backs(state: ListTueckeFields, seat: int) -> list[bool]:
    """The backs (True = light) the Kurtisane's player can still swap: unused, held, and held by a partner."""
    hand = state.hands[seat]
    return [
        light
        for light in (True, False)
        if light not in state.backs_swapped and has_back(hand, light) and swap_partners(state, seat, light)
    ]
