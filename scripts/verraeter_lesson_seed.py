"""Search three-player Verräter deals for one that tells the lesson's story (``assets/lessons/verraeter.json``).

    .venv/bin/python -m scripts.verraeter_lesson_seed [how many seeds to try]

The lesson is played on the rulebook's introductory circle. The person sits left of the start player, so they hold
the strategy card and fight alone for the Rose; the start player and the seat after the person fight for the Eagle.

- Set-up: the start player places a Gutshof under the Eagle's Village, the person under the Rose's City, the third
  player under the Eagle's Forest.
- Round 1: the person lays the conflict marker between the Rose's Forest (7) and the Eagle's City (15). The start
  player takes the Strategist, the person the Builder, the third player the Traitor, so the card set aside must be a
  diplomat or the Farmer.
- Supply: the start player plays their lowest card; the person plays their two highest and so leads; the third
  player, still showing the Eagle, plays as few of their lowest cards as put the Eagle ahead again. At the reveal the
  Traitor turns to the Rose, their cards count for the person's house, and the Rose wins the City for two winners.
- The person, as Builder, places a Kontor under the City just won.

Best of all the third player needs a single card, the person's lead before the betrayal and the Rose's win are
clear, and the person's two cards differ (so the lesson can name each). It prints every seed that fits, with the
hands and the lesson's moves.
"""

from __future__ import annotations

from game.core import Action, to_json
from game.verraeter import RULESET
from game.verraeter.actions import (
    ChooseConflictSite,
    EndSupply,
    PlaceBuilding,
    PlaceEstate,
    PlaySupplyCard,
    TakeActionCard,
)
from game.verraeter.data import BUILDER, CONFLICT_POINTS, STRATEGIST, TRADING_HOUSE, TRAITOR
from game.verraeter.state import VerraeterState
from scripts.lesson_seed import search, tries_asked

PLAYERS = 3
OPTIONS = {"circle": "introductory"}
ROSE_CITY, ROSE_FOREST, EAGLE_CITY, EAGLE_FOREST, EAGLE_VILLAGE = 0, 4, 5, 8, 10
"""Positions on the introductory circle (``data.INTRODUCTORY_CIRCLE``)."""
BORDER = ROSE_FOREST
"""The border between the Rose's Forest and the Eagle's City."""
ROSE_START, EAGLE_START = CONFLICT_POINTS["forest"], CONFLICT_POINTS["city"]
PICKS = (STRATEGIST, BUILDER, TRAITOR)
"""The action cards taken in the draft: by the start player, the person, the third player."""


def deal(seed: int) -> VerraeterState:
    """The lesson's game for ``seed`` once the three Gutshöfe are placed and the hands dealt."""
    state = RULESET.new_state(PLAYERS, seed, OPTIONS)
    for position in (EAGLE_VILLAGE, ROSE_CITY, EAGLE_FOREST):
        state.apply(PlaceEstate(position))
    return state


def fewest_to_lead(hand: list[int], behind: int) -> list[int] | None:
    """The fewest of the lowest cards of ``hand`` whose sum exceeds ``behind``, or None when all of them do not."""
    played = []
    for value in sorted(hand):
        played.append(value)
        if sum(played) > behind:
            return played
    return None


def supply_turn(hand: list[int], cards: list[int]) -> list[Action]:
    """Playing ``cards`` from ``hand`` one by one, then "done" unless the last card ended the turn by itself."""
    plays: list[Action] = [PlaySupplyCard(value) for value in cards]
    return plays if len(cards) == len(hand) else [*plays, EndSupply()]


def fits(state: VerraeterState) -> dict | None:
    """The lesson's plan for this deal, or None when the deal cannot tell the story."""
    start = state.start
    person, third = (start + 1) % PLAYERS, (start + 2) % PLAYERS
    first = [min(state.hands[start])]
    mine = sorted(state.hands[person])
    played = mine[:0:-1]
    eagle, rose = EAGLE_START + sum(first), ROSE_START + sum(played)
    betrayal = fewest_to_lead(state.hands[third], rose - eagle) if rose > eagle else None
    if betrayal is None:
        return None
    round_one = [ChooseConflictSite(BORDER), *(TakeActionCard(card) for card in PICKS)]
    for seat, cards in ((start, first), (person, played), (third, betrayal)):
        round_one += supply_turn(state.hands[seat], cards)
    round_one.append(PlaceBuilding(EAGLE_CITY, TRADING_HOUSE))
    hands = [sorted(hand) for hand in state.hands]
    state.apply(round_one[0])
    aside = state.aside
    if aside in PICKS:
        return None
    for action in round_one[1:]:
        state.apply(action)
    lead, rose = rose - eagle, rose + sum(betrayal)
    return {
        "start": start,
        "person_seat": person,
        "score": (len(betrayal) == 1) + (rose - eagle >= 5) + (lead >= 2) + (played[0] != played[1]),
        "aside": aside,
        "hands": hands,
        "tally": {"rose": rose, "eagle": eagle},
        "points": state.points,
        "round_one": [to_json(action) for action in round_one],
    }


if __name__ == "__main__":
    search(deal, fits, tries_asked(20_000))
