"""The invariants of a game in progress: nothing lost or duplicated, every count in range, all knowledge true.

The property tests check them after every action of thousands of random games, so each message names what broke.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.listtuecke import decisions
from game.listtuecke.cards import (
    CHAPEL_FIELDS,
    CHAPTERS,
    COLOURS,
    ELIMINATION,
    EMPTY_FIELD,
    INQUISITOR_RANKS,
    IS_LIGHT,
    LIGHT,
    MIDDLE_SLOT_BACKS,
    ROUNDS,
    SET_ASIDE_PER_BACK,
    TILES_PER_COLOUR,
)

if TYPE_CHECKING:
    from game.listtuecke.fields import ListTueckeFields


def violations(state: ListTueckeFields) -> list[str]:
    """Every broken invariant of ``state``, described; empty when sound."""
    return [*_cards(state), *_tiles(state), *_progress(state), *_knowledge(state)]


def _cards(state: ListTueckeFields) -> list[str]:
    found = [
        *(card for hand in state.hands for card in hand),
        *(card for stack in state.stacks for card in stack),
        *(card for card in state.middle if card),
        *state.dark_deck,
        *state.set_aside,
    ]
    problems = []
    if sorted(found) != list(state.characters):
        problems.append(f"the characters in play are {sorted(found)}, not {list(state.characters)}")
    for slot, card in enumerate(state.middle):
        if card and IS_LIGHT[card] != (MIDDLE_SLOT_BACKS[slot] == LIGHT):
            problems.append(f"middle slot {slot} holds a card of the wrong back")
    if len(state.set_aside) not in ((2 * SET_ASIDE_PER_BACK,) if state.sets_aside else (0,)):
        problems.append(f"{len(state.set_aside)} cards are set aside")
    for seat in range(state.players):
        if len(state.stacks[seat]) != len(state.faces[seat]):
            problems.append(f"seat {seat}'s stack and its faces differ in length")
        if state.hands[seat] != sorted(state.hands[seat]):
            problems.append(f"seat {seat}'s hand is not sorted")
        if state.decision != decisions.PASS and len(state.hands[seat]) + len(state.stacks[seat]) != ROUNDS:
            problems.append(f"seat {seat} holds {len(state.hands[seat])} cards beside a stack of the wrong size")
    return problems


def _tiles(state: ListTueckeFields) -> list[str]:
    problems = []
    total = TILES_PER_COLOUR[state.players]
    for index, colour in enumerate(COLOURS):
        held = sum(tiles[index] for tiles in state.tiles)
        if not 0 <= state.stock[index] <= total or state.stock[index] + held + state.chapel.count(colour) != total:
            problems.append(f"the {colour} tiles do not add up to {total}")
    if any(count < 0 for tiles in state.tiles for count in tiles) or any(count < 0 for count in state.eliminations):
        problems.append("a player holds a negative number of tiles")
    if any(tile not in (*COLOURS, ELIMINATION, EMPTY_FIELD) for tile in state.chapel):
        problems.append(f"the chapel holds an unknown tile: {state.chapel}")
    filled = state.chapter if state.chapel_filled else state.chapter - 1
    if len(state.chapel) != filled or len(state.chapel) > CHAPEL_FIELDS:
        problems.append(f"{len(state.chapel)} chapel fields are filled in chapter {state.chapter}")
    return problems


def _progress(state: ListTueckeFields) -> list[str]:
    problems = []
    players = state.players
    if not 1 <= state.chapter <= CHAPTERS or not 0 <= state.round <= ROUNDS or not 0 <= state.turn < players:
        problems.append(f"chapter {state.chapter}, round {state.round}, turn {state.turn} is out of range")
    if not 0 <= state.start < players or not 0 <= state.decider < players:
        problems.append("the start player or the seat to move is not a seat")
    if state.inquisitor_rank not in INQUISITOR_RANKS:
        problems.append(f"the Inquisitor counts as rank {state.inquisitor_rank}")
    if state.decision not in (decisions.PASS, decisions.OVER) and state.round == 0:
        problems.append("cards are played before the passes")
    if state.backs_swapped and state.decision not in (decisions.OFFER, decisions.ANSWER):
        problems.append("a Kurtisane's swaps are remembered after her turn")
    if (state.offer is not None) != (state.decision == decisions.ANSWER):
        problems.append("a Kurtisane's offer lies out of turn")
    if (state.named is not None) != (state.decision == decisions.GIVE):
        problems.append("an Inquisitor's named card waits out of turn")
    stack_sizes = [len(stack) for stack in state.stacks]
    if state.decision not in (decisions.PASS, decisions.OVER):
        # During a card's ability the acting seat has played already; while it chooses its card, not yet.
        played = state.turn + (state.decision != decisions.PLAY)
        expected = [state.round - 1 + ((seat - state.start) % players < played) for seat in range(players)]
        if stack_sizes != expected:
            problems.append(f"stacks of sizes {stack_sizes} in round {state.round}, turn {state.turn}")
    return problems


def _knowledge(state: ListTueckeFields) -> list[str]:
    problems = []
    for seat in range(state.players):
        for card, holder in state.seen_hands[seat].items():
            if holder == seat or card not in state.hands[holder]:
                problems.append(f"seat {seat} believes card {card} is in seat {holder}'s hand")
        for slot, card in state.seen_middle[seat].items():
            if state.middle[slot] != card:
                problems.append(f"seat {seat} believes card {card} is in middle slot {slot}")
    return problems
