"""Arranged tables for the rule tests: a state in the middle of a chapter, with the cards where a test wants them.

``arranged`` takes the stacks and the hands a test cares about and fills in the rest in a fixed order (the middle
first with the lowest free cards of each back, then the hands), so every arranged state keeps the invariants.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from game.core import Action, Event
from game.listtuecke import RULESET, VARIANT, decisions
from game.listtuecke.cards import IS_LIGHT, ROUNDS, TILES_PER_COLOUR
from game.listtuecke.state import ListTueckeState

Stack = Iterable[int | tuple[int, bool]]


def arranged(
    players: int = 4,
    *,
    stacks: Mapping[int, Stack] | None = None,
    hands: Mapping[int, Iterable[int]] | None = None,
    middle: Mapping[int, int] | None = None,
    start: int = 0,
    turn: int = 0,
    round: int | None = None,
    chapter: int = 1,
    stock: Iterable[int] | None = None,
    variant: bool = False,
) -> ListTueckeState:
    """A state where seat ``(start + turn) % players`` is to play, with the given stacks, hands and middle cards.

    A stack lists cards bottom to top, each a rank (face up) or (rank, face_up). Stacks shorter than the ``round``
    asks (``round`` cards for the seats that already played in it, one less for the others) are filled up at the
    bottom with free face-down cards, which earn nothing and never strike; ``round`` defaults to the smallest that
    fits the stacks given. The chapel holds one elimination tile per chapter already played. The influence tiles
    missing from a given ``stock`` are held by the last seat.
    """
    state = RULESET.new_state(players, seed=1, options={VARIANT: variant})
    stacks = stacks or {}
    hands = hands or {}
    middle = dict(middle or {})
    state.stacks = [[], [], [], []][:players]
    state.faces = [[], [], [], []][:players]
    for seat, stack in stacks.items():
        for entry in stack:
            card, face_up = entry if isinstance(entry, tuple) else (entry, True)
            state.stacks[seat].append(card)
            state.faces[seat].append(face_up)
    given = [card for stack in state.stacks for card in stack] + list(middle.values())
    given += [card for hand in hands.values() for card in hand]
    assert len(given) == len(set(given)), f"a card is placed twice: {sorted(given)}"
    placed = set(given)
    free = [card for card in state.characters if card not in placed]
    for slot in range(4):
        if slot not in middle:
            light = slot < 2
            middle[slot] = next(card for card in free if IS_LIGHT[card] == light)
            free.remove(middle[slot])
    state.middle = [middle[slot] for slot in range(4)]
    state.set_aside = []
    if state.sets_aside:
        for light in (True, False):
            chosen = [card for card in free if IS_LIGHT[card] == light][:2]
            state.set_aside += chosen
            for card in chosen:
                free.remove(card)
    played = [(seat - start) % players < turn for seat in range(players)]
    if round is None:
        round = max([1] + [len(state.stacks[seat]) + (not played[seat]) for seat in range(players)])
    for seat in range(players):
        while len(state.stacks[seat]) < round - (not played[seat]):
            state.stacks[seat].insert(0, free.pop(0))
            state.faces[seat].insert(0, False)
    state.hands = []
    for seat in range(players):
        hand = list(hands.get(seat, ()))
        while len(hand) + len(state.stacks[seat]) < ROUNDS:
            hand.append(free.pop(0))
        state.hands.append(sorted(hand))
    assert not free, f"cards left over: {free}"
    mover = (start + turn) % players
    assert len(state.stacks[mover]) == round - 1, "the seat to play has a stack of the wrong size"
    state.chapter = chapter
    state.round = round
    state.turn = turn
    state.start = start
    state.decision = decisions.PLAY
    state.decider = mover
    state.dark_deck = []
    state.pass_back = ""
    state.pass_choice = [0] * players
    state.chapel = ["elimination"] * (chapter - 1)
    state.chapel_filled = False
    total = TILES_PER_COLOUR[players]
    state.stock = list(stock) if stock is not None else [total] * 3
    state.tiles = [[0, 0, 0] for _ in range(players)]
    state.tiles[-1] = [total - count for count in state.stock]
    state.eliminations = [0] * players
    state.seen_hands = [{} for _ in range(players)]
    state.seen_middle = [{} for _ in range(players)]
    state.passed = [[] for _ in range(players)]
    state.received = [[] for _ in range(players)]
    state._legal = None
    assert_sound(state)
    return state


def assert_sound(state: ListTueckeState) -> None:
    """The state keeps every invariant."""
    violations = state.invariant_violations()
    assert not violations, violations


def act(state: ListTueckeState, *actions: Action) -> list[Event]:
    """Apply the actions in order, checking the invariants after each; return all events."""
    events: list[Event] = []
    for action in actions:
        events += state.apply(action)
        assert_sound(state)
    return events


def of_kind(events: Iterable[Event], kind: type[Event]) -> list[Event]:
    """The events of one type, in order."""
    return [event for event in events if isinstance(event, kind)]


def play_out(state: ListTueckeState, choose=None) -> list[Event]:
    """Finish the current chapter's turns by always choosing the first legal action (or ``choose(legal)``)."""
    events: list[Event] = []
    chapter = state.chapter
    while not state.over and state.chapter == chapter:
        legal = state.legal_actions()
        events += act(state, choose(legal) if choose else legal[0])
    return events
