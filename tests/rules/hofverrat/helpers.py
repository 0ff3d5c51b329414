"""Helpers for the Hof-Verrat rule tests: rig a hand, name a card, play a turn, score a finished layout."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from game.core import Event, Result, Rng
from game.hofverrat import RULESET
from game.hofverrat.cards import FAMILIES, ROLE_OF
from game.hofverrat.scoring import score_game
from game.hofverrat.state import HofVerratState
from game.hofverrat.view import HofVerratView

FAMILY_INDEX = {family.key: index for index, family in enumerate(FAMILIES)}


def card(family: str, role: str, nth: int = 0) -> int:
    """The id of the ``nth`` card of ``role`` in ``family``: ``card("stag", NOBLE)``."""
    start = FAMILY_INDEX[family] * 15
    return [number for number in range(start, start + 15) if ROLE_OF[number] == role][nth]


def new_game(players: int = 3, seed: int = 1, first: int = 0) -> HofVerratState:
    """A freshly dealt game whose turn, for the test's convenience, starts with seat ``first``."""
    state = RULESET.new_state(players, seed)
    state.seat = state.starting_seat = first
    return state


def give(state: HofVerratState, seat: int, cards: Sequence[int]) -> None:
    """Put ``cards`` into ``seat``'s hand by swapping them with its other cards, wherever they were (not yet played).

    Every card stays exactly once in the game, so the invariants keep holding.
    """
    hand = state.hands[seat]
    spare = [held for held in hand if held not in cards]
    for wanted in cards:
        if wanted in hand:
            continue
        victim = spare.pop()
        hand[hand.index(victim)] = wanted
        for other in state.hands:
            if other is not hand and wanted in other:
                other[other.index(wanted)] = victim
                break
        else:
            if wanted in state.pile:
                state.pile[state.pile.index(wanted)] = victim
            else:
                removed = list(state.removed)
                removed[removed.index(wanted)] = victim
                state.removed = tuple(removed)
    state._legal = None


def shown_cards(view: HofVerratView) -> set[int]:
    """Every card id a view shows anywhere: hand, royal table, districts, eliminated cards."""
    lying = [shown for column in view.table for side in column for shown in side]
    lying += [shown for district in view.districts for shown in district] + list(view.eliminated)
    return set(view.hand) | {shown.card for shown in lying if shown.card is not None}


def play(state: HofVerratState, *actions: object) -> list[Event]:
    """Apply ``actions`` one after another; return every event."""
    events: list[Event] = []
    for action in actions:
        events.extend(state.apply(action))
    return events


def play_out(state: HofVerratState, seed: int, peaceful: bool = False) -> list[Event]:
    """Finish the game with random placements (assassins sparing everyone if ``peaceful``); return every event."""
    rng = Rng(seed)
    events: list[Event] = []
    while not state.over:
        action = state.random_action(rng)
        if peaceful:
            action = dataclasses.replace(action, target=None)
        events.extend(state.apply(action))
    return events


def score_layout(
    table: dict[tuple[int, int], Sequence[int]],
    districts: Sequence[Sequence[int]],
    missions: Sequence[Sequence[str]],
) -> Result:
    """Score a finished game laid out by hand: ``table[(column, side)]`` and ``districts[seat]`` list card ids."""
    serials = iter(range(1000))
    columns = [
        [[(next(serials), number) for number in table.get((column, side), ())] for side in (0, 1)]
        for column in range(7)
    ]
    placed = [[(next(serials), number) for number in district] for district in districts]
    return score_game(columns, placed, missions)
