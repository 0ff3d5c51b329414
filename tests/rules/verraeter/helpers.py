"""Helpers for the Verräter rule tests: set up a known table, rig hands and draws, and play through phases.

Rigging only moves cards between places (hands, draw pile, discard pile), so every invariant keeps holding.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence

from game.core import Action, Event, Rng
from game.verraeter import RULESET
from game.verraeter.actions import EndSupply, PlaceEstate, PlaySupplyCard, TakeActionCard
from game.verraeter.data import ACTIONS, EAGLE, ROSE, SUPPLY
from game.verraeter.state import VerraeterState

BRAUN, BLAU, GRUEN, GELB = range(4)
"""The worked example's players, clockwise."""


def new_game(
    players: int = 4, seed: int = 1, *, start: int = 0, circle: str = "introductory", hands: str = "random"
) -> VerraeterState:
    """A game before its first Gutshof is placed, with seat ``start`` as start player (VR-7, VR-11 followed)."""
    state = RULESET.new_state(players, seed, {"circle": circle, "hands": hands})
    state.start = state.mover = start
    state.allegiance = [EAGLE if (seat - start) % players % 2 == 0 else ROSE for seat in range(players)]
    state.strategy_holder = (start + 1) % players
    state.cached_legal = None
    return state


def apply_all(state: VerraeterState, *actions: Action) -> list[Event]:
    """Apply ``actions`` in order and return every event they caused."""
    events: list[Event] = []
    for action in actions:
        events += state.apply(action)
    return events


def place_estates(state: VerraeterState, positions: Sequence[int]) -> list[Event]:
    """Place the first Gutshöfe, one position per player in turn from the start player; the hands get dealt."""
    return apply_all(state, *(PlaceEstate(position) for position in positions))


def set_hands(state: VerraeterState, hands: Mapping[int, Iterable[int]]) -> None:
    """Give each listed seat exactly these supply cards, taken from the draw pile (then the discard pile)."""
    for seat in hands:
        state.draw_pile.extend(state.hands[seat])
        state.hands[seat] = []
        state.known[seat] = []
    for seat, cards in hands.items():
        for value in cards:
            pile = state.draw_pile if value in state.draw_pile else state.discard_pile
            pile.remove(value)
            state.hands[seat].append(value)
    state.cached_legal = None


def stack_draw_pile(state: VerraeterState, top: Sequence[int]) -> None:
    """Put these cards on top of the draw pile, the first one drawn first."""
    for value in top:
        state.draw_pile.remove(value)
    state.draw_pile.extend(reversed(top))


def draft(state: VerraeterState, picks: Mapping[int, str], aside: str | None = None) -> list[Event]:
    """Phase 2 with a chosen set-aside card: each seat takes its card from ``picks`` in turn."""
    assert state.phase == ACTIONS
    if aside is not None:
        state.aside = aside
        state.cached_legal = None
    events: list[Event] = []
    while state.phase == ACTIONS:
        events += state.apply(TakeActionCard(picks[state.to_move]))
    return events


def supply(state: VerraeterState, plays: Mapping[int, Sequence[int]]) -> list[Event]:
    """Phase 3: each seat in turn plays its listed cards (none if not listed) and says done."""
    events: list[Event] = []
    while state.phase == SUPPLY:
        seat = state.to_move
        for value in plays.get(seat, ()):
            events += state.apply(PlaySupplyCard(value))
        if state.phase == SUPPLY and state.to_move == seat:
            events += state.apply(EndSupply())
    return events


def play_until(state: VerraeterState, done: Callable[[VerraeterState], bool], seed: int = 0) -> None:
    """Play random legal actions until ``done(state)``; the game must not end first."""
    rng = Rng(seed)
    while not done(state):
        assert not state.over, "the game ended before the wanted moment"
        state.apply(state.random_action(rng))


def kinds(events: Iterable[Event], kind: type[Event]) -> list[Event]:
    """The events of one type, in order."""
    return [event for event in events if isinstance(event, kind)]


def worked_example_opening() -> VerraeterState:
    """The rulebook's introductory game up to Blau's choice of the conflict site (rules file, "Worked example")."""
    state = new_game(4, start=BRAUN)
    place_estates(state, [5, 11, 10, 1])
    set_hands(state, {BRAUN: [2, 4, 6], BLAU: [3, 4, 8], GRUEN: [2, 2, 5], GELB: [3, 4, 5]})
    return state
