"""Search three-player Hof-Verrat deals for one that tells the lesson's story (``assets/lessons/hofverrat.json``).

    .venv/bin/python -m scripts.hofverrat_lesson_seed [how many seeds to try]

The person sits at the seat that starts; Graf Ruprecht plays next, Gräfin Adelheid after him. The lesson's story
needs a deal where

- the person's first hand holds two courtiers of one family F and one of another family G, none of them a noble, a
  spy or an assassin: one F to the royal table's upper side, the other F into the own district, the G into Graf
  Ruprecht's district;
- Graf Ruprecht holds a noble of F, to lay into his own district, where it would earn him two points;
- Gräfin Adelheid holds a guard, to lay into Graf Ruprecht's district, where no assassin can touch it;
- the three cards the person draws after the first turn hold a spy (for the Queen's column) and an assassin (to
  strike Graf Ruprecht's noble), and best of all a noble for the own district;
- best of all, the first hand is all plain courtiers, the noble drawn is not of G (the family given away), and the
  person's dark mission asks for G to be disgraced (then giving G away reads as a plan).

It prints every seed that fits, with the cards, the missions and the actions the lesson's steps would take.
"""

from __future__ import annotations

from game.core import to_json
from game.hofverrat import RULESET
from game.hofverrat.actions import PlayToDistrict, PlayToTable
from game.hofverrat.cards import ASSASSIN, FAMILIES, FAMILY_OF, GUARD, NOBLE, PLAIN, ROLE_OF, SPY
from game.hofverrat.missions import MISSION_BY_ID
from game.hofverrat.state import HofVerratState
from scripts.lesson_seed import search, tries_asked

PLAYERS = 3
FIRST_TURN = (PLAIN, GUARD)


def describe(card: int) -> str:
    """A card in words: its family and role."""
    return f"{FAMILIES[FAMILY_OF[card]].key} {ROLE_OF[card]} (#{card})"


def first_hand(hand: list[int]) -> tuple[int, int, int] | None:
    """Two cards of one family and one of another, none with a role the first turn does not explain, or None."""
    if any(ROLE_OF[card] not in FIRST_TURN for card in hand):
        return None
    for third in hand:
        pair = [card for card in hand if card != third]
        if FAMILY_OF[pair[0]] == FAMILY_OF[pair[1]] != FAMILY_OF[third]:
            return pair[0], pair[1], third
    return None


def fits(state: HofVerratState) -> dict | None:
    """The lesson's plan for this deal, or None when the deal cannot tell the story."""
    person = state.starting_seat
    ruprecht, adelheid = (person + 1) % PLAYERS, (person + 2) % PLAYERS
    first = first_hand(list(state.hands[person]))
    if first is None:
        return None
    up, own, given = first
    family = FAMILY_OF[up]
    drawn = state.pile[-3:]
    roles = [ROLE_OF[card] for card in drawn]
    noble = next((c for c in state.hands[ruprecht] if FAMILY_OF[c] == family and ROLE_OF[c] == NOBLE), None)
    guard = next((card for card in state.hands[adelheid] if ROLE_OF[card] == GUARD), None)
    if roles.count(SPY) != 1 or roles.count(ASSASSIN) != 1 or noble is None or guard is None:
        return None
    light, dark = state.missions[person]
    wants = MISSION_BY_ID[dark]
    return {
        "person_seat": person,
        "score": (NOBLE in roles)
        + all(ROLE_OF[card] == PLAIN for card in first)
        + all(FAMILY_OF[card] != FAMILY_OF[given] for card in drawn if ROLE_OF[card] == NOBLE)
        + (wants.kind == "family_disgraced" and wants.family == FAMILY_OF[given]),
        "family": FAMILIES[family].key,
        "missions": (light, dark),
        "person": [describe(card) for card in (up, own, given)],
        "drawn": [describe(card) for card in drawn],
        "ruprecht": [describe(card) for card in state.hands[ruprecht]],
        "adelheid": [describe(card) for card in state.hands[adelheid]],
        "first_turn": [
            to_json(PlayToTable(up, "upper")),
            to_json(PlayToDistrict(own, person)),
            to_json(PlayToDistrict(given, ruprecht)),
        ],
    }


if __name__ == "__main__":
    search(lambda seed: RULESET.new_state(PLAYERS, seed), fits, tries_asked())
