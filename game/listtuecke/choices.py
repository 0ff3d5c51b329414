"""The legal actions at each decision, and why an action is refused.

The legal actions are exactly what ``apply`` accepts: ``apply`` checks membership in this list before it changes
anything. They name only the mover's own cards, public handles (seats, middle slots, stack positions, colours) and
characters by name, never a hidden card.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING

from game.core import Action
from game.listtuecke import decisions
from game.listtuecke.actions import (
    CHAPEL,
    CHOOSE_RANK,
    DECLINE,
    ELIMINATE,
    GIVE,
    HEAL,
    LOOK,
    NAME,
    OFFER,
    PASS,
    PLAY,
    SWAP,
    TAKE,
)
from game.listtuecke.cards import DARK_SLOTS, INQUISITOR, IS_LIGHT, LIGHT, LIGHT_SLOTS
from game.listtuecke.refusals import PROMPTS as PROMPTS
from game.listtuecke.refusals import refusal
from game.listtuecke.table import acting, courtesan_backs, open_victims, swap_partners

if TYPE_CHECKING:
    from game.listtuecke.fields import ListTueckeFields


def _pass(state: ListTueckeFields) -> tuple[Action, ...]:
    light = state.pass_back == LIGHT
    return tuple([PASS[card] for card in state.hands[state.decider] if IS_LIGHT[card] == light])


def _play(state: ListTueckeFields) -> tuple[Action, ...]:
    return tuple(map(PLAY.__getitem__, state.hands[state.decider]))


def _heal(state: ListTueckeFields) -> tuple[Action, ...]:
    faces = state.faces[state.decider]
    return (*(HEAL[position] for position, face_up in enumerate(faces) if not face_up), DECLINE)


def _take_tile(state: ListTueckeFields) -> tuple[Action, ...]:
    return (*(TAKE[colour] for colour, count in enumerate(state.stock) if count), DECLINE)


def _offer(state: ListTueckeFields) -> tuple[Action, ...]:
    seat = state.decider
    offers = [
        OFFER[card][partner]
        for light in courtesan_backs(state, seat)
        for card in state.hands[seat]
        if IS_LIGHT[card] == light
        for partner in swap_partners(state, seat, light)
    ]
    return (*offers, DECLINE)


def _answer(state: ListTueckeFields) -> tuple[Action, ...]:
    assert state.offer is not None
    light = IS_LIGHT[state.offer[1]]
    return tuple(GIVE[card] for card in state.hands[state.decider] if IS_LIGHT[card] == light)


def _swap_middle(state: ListTueckeFields) -> tuple[Action, ...]:
    swaps = [
        SWAP[card][slot]
        for card in state.hands[state.decider]
        for slot in (LIGHT_SLOTS if IS_LIGHT[card] else DARK_SLOTS)
    ]
    return (*swaps, DECLINE)


def _choose_victim(state: ListTueckeFields) -> tuple[Action, ...]:
    seat, card = acting(state)
    return tuple(ELIMINATE[victim] for victim in open_victims(state, seat, card))


def _look(state: ListTueckeFields) -> tuple[Action, ...]:
    seat = state.decider
    return tuple(LOOK[other] for other in range(state.players) if other != seat and state.hands[other])


def _chapel(state: ListTueckeFields) -> tuple[Action, ...]:
    return tuple(CHAPEL[colour] for colour, count in enumerate(state.stock) if count)


def _name(state: ListTueckeFields) -> tuple[Action, ...]:
    return _names(state.characters)


@functools.cache
def _names(characters: tuple[int, ...]) -> tuple[Action, ...]:
    """Every character the Inquisitor may name: the same few in every game with these characters."""
    return tuple(NAME[rank] for rank in characters if rank != INQUISITOR)


def _give(state: ListTueckeFields) -> tuple[Action, ...]:
    return tuple(GIVE[card] for card in state.hands[state.decider])


def _rank(state: ListTueckeFields) -> tuple[Action, ...]:
    return CHOOSE_RANK


def _over(state: ListTueckeFields) -> tuple[Action, ...]:
    return ()


LEGAL: dict[str, Callable[[ListTueckeFields], tuple[Action, ...]]] = {
    decisions.PASS: _pass,
    decisions.PLAY: _play,
    decisions.HEAL: _heal,
    decisions.TAKE_TILE: _take_tile,
    decisions.OFFER: _offer,
    decisions.ANSWER: _answer,
    decisions.SWAP_MIDDLE: _swap_middle,
    decisions.CHOOSE_VICTIM: _choose_victim,
    decisions.LOOK: _look,
    decisions.CHAPEL: _chapel,
    decisions.NAME: _name,
    decisions.GIVE: _give,
    decisions.RANK: _rank,
    decisions.OVER: _over,
}
"""The legal actions of each decision."""


def explain_illegal(state: ListTueckeFields, action: Action) -> str:
    """A sentence saying why ``action`` is not allowed now (the English message of ``refusals.refusal``)."""
    return str(refusal(state, action))
