"""The invariants of a Hof-Verrat state: every card exactly once, every card where its role allows, counts in range.

The property tests call ``violations`` after every action of thousands of random games.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.hofverrat.board import COLUMN_OF, ELIMINATED, SPOTS, TURN_AREAS, area_of
from game.hofverrat.cards import ALL_CARDS, HAND_SIZE, IS_GUARD, REMOVED_FOR_PLAYERS
from game.hofverrat.counts import recount
from game.hofverrat.missions import DARK_MISSIONS, LIGHT_MISSIONS, MISSIONS

if TYPE_CHECKING:
    from game.hofverrat.fields import HofVerratFields


def violations(state: HofVerratFields) -> list[str]:
    """Describe every broken invariant of ``state``; empty when sound."""
    return [*_card_violations(state), *_place_violations(state), *_turn_violations(state), *_mission_violations(state)]


def _card_violations(state: HofVerratFields) -> list[str]:
    found = []
    every = [card for hand in state.hands for card in hand] + state.pile + list(state.removed) + state.cards
    if sorted(every) != list(ALL_CARDS):
        found.append("a courtier card was lost or duplicated")
    if len(state.removed) != REMOVED_FOR_PLAYERS[state.players]:
        found.append(f"{len(state.removed)} cards are removed, not {REMOVED_FOR_PLAYERS[state.players]}")
    if any(len(hand) > HAND_SIZE for hand in state.hands):
        found.append("a hand holds more than three cards")
    return found


def _place_violations(state: HofVerratFields) -> list[str]:
    found = []
    if len(state.place) != len(state.cards):
        return ["a played card has no place"]
    if len(state.played_by) != len(state.cards) or not all(0 <= seat < state.players for seat in state.played_by):
        return ["a played card has no player"]
    expected_targets: list[list[int]] = [[] for _ in range(state.players + 1)]
    for serial, (card, place) in enumerate(zip(state.cards, state.place, strict=True)):
        if place == ELIMINATED:
            if IS_GUARD[card]:
                found.append(f"card {serial} is an eliminated guard")
            continue
        if place < SPOTS and place >> 1 != COLUMN_OF[card]:
            found.append(f"card {serial} lies in the wrong column of the royal table")
        if not 0 <= place < SPOTS + state.players:
            found.append(f"card {serial} lies nowhere")
            continue
        if not IS_GUARD[card]:
            expected_targets[area_of(place)].append(serial)
    if expected_targets != state.targets:
        found.append("the assassins' targets disagree with where the cards lie")
    lying_somewhere = all(ELIMINATED <= place < SPOTS + state.players for place in state.place)
    if lying_somewhere and recount(state.players, state.cards, state.place) != state.counts:
        found.append("the counts of the cards in play disagree with where the cards lie")
    dead = [serial for serial, place in enumerate(state.place) if place == ELIMINATED]
    if sorted(state.eliminated) != dead or len(set(state.eliminated)) != len(dead):
        found.append("the eliminated cards disagree with their places")
    return found


def _turn_violations(state: HofVerratFields) -> list[str]:
    found = []
    areas = state.turn_areas
    if len(set(areas)) != len(areas) or not set(areas) <= set(TURN_AREAS):
        found.append(f"the turn played into {areas}")
    if state.seat is None:
        if state.pile or any(state.hands) or areas:
            found.append("the game ended with cards left to play")
    elif len(state.hands[state.seat]) + len(areas) != HAND_SIZE:
        found.append("the mover's hand and placements do not add up to three cards")
    return found


def _mission_violations(state: HofVerratFields) -> list[str]:
    found = []
    if len(state.missions) != state.players:
        return ["not every player has missions"]
    for seat, (light, dark) in enumerate(state.missions):
        if light not in LIGHT_MISSIONS or dark not in DARK_MISSIONS:
            found.append(f"seat {seat} does not hold one light and one dark mission")
    dealt = [mission for pair in state.missions for mission in pair] + list(state.unused_missions)
    if sorted(dealt) != sorted(mission.id for mission in MISSIONS):
        found.append("a mission was lost or duplicated")
    return found
