"""Search three-player Verräter deals for one that tells the lesson's story (``assets/lessons/verraeter.json``).

    .venv/bin/python -m scripts.verraeter_lesson_seed [how many seeds to try]

The lesson is played on the rulebook's introductory circle. The person sits left of the start player, so they hold
the strategy card and fight alone for the Rose; the start player ("the duke") and the seat after the person ("the
countess") fight for the Eagle.

- Set-up: the duke places a Gutshof under the Eagle's Village, the person under the Rose's City, the countess under
  the Eagle's Forest.
- Round 1: the person lays the conflict marker between the Rose's Forest (7) and the Eagle's City (15). The duke takes
  the Strategist, the person the Builder, the countess the Traitor (so the card set aside is a diplomat or the Farmer).
  The duke plays his lowest supply card; the person plays their two highest and so leads; the countess, still showing
  the Eagle, plays as few of her lowest cards as put the Eagle ahead again. At the reveal she turns to the Rose, her
  cards count for the person's house, and the Rose wins the City for two winners. The person, as Builder, places a
  Kontor under the City just won.
- Round 2: the person is start player, the duke holds the strategy card and lays the marker between the City (now the
  Rose's) and the Eagle's Pasture. The person takes the Traitor, the countess the Builder, the duke a diplomat (so the
  card set aside is neither the Traitor nor the Builder nor both diplomats). The person plays every card, the countess
  her lowest, the duke the fewest cards with which the Eagle still trails as far as the person can see, yet wins once
  his diplomat is revealed. The countess moves her Gutshof from the Eagle's Forest to the Rose's Village, and nobody
  must discard before drawing, so round 3 begins with the duke choosing the border.

Best of all the countess needs a single card in round 1, the person's lead before her betrayal and the Rose's win
are clear, the person's two cards differ (so the lesson can name each), and round 2 is decided by one or two points.
It prints every seed that fits, with the hands, the tallies and the lesson's moves.
"""

from __future__ import annotations

from itertools import combinations

from game.core import Action, to_json
from game.verraeter import RULESET
from game.verraeter.actions import (
    ChooseConflictSite,
    EndSupply,
    MoveBuilding,
    PlaceBuilding,
    PlaceEstate,
    PlaySupplyCard,
    TakeActionCard,
)
from game.verraeter.data import (
    BUILDER,
    CONFLICT_POINTS,
    CONFLICT_SITE,
    DIPLOMAT_2,
    DIPLOMAT_5,
    DIPLOMAT_BONUS,
    EAGLE,
    ROSE,
    STRATEGIST,
    TRADING_HOUSE,
    TRAITOR,
)
from game.verraeter.state import VerraeterState
from scripts.lesson_seed import search, tries_asked

PLAYERS = 3
OPTIONS = {"circle": "introductory"}
ROSE_CITY, ROSE_VILLAGE, ROSE_FOREST, EAGLE_CITY, EAGLE_FOREST, EAGLE_VILLAGE = 0, 1, 4, 5, 8, 10
"""Positions on the introductory circle (``data.INTRODUCTORY_CIRCLE``); the Eagle's City is the Rose's after round 1."""
FIRST_BORDER = ROSE_FOREST
"""Round 1: between the Rose's Forest and the Eagle's City."""
SECOND_BORDER = EAGLE_CITY
"""Round 2: between the City and the Eagle's Pasture beside it."""
FIRST_PICKS = (STRATEGIST, BUILDER, TRAITOR)
"""The action cards taken in round 1: by the duke, the person, the countess."""


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


def tally(state: VerraeterState, border: int) -> tuple[int, int]:
    """The landscapes' conflict points at ``border``: (the Rose's, the Eagle's)."""
    ends = (border, border + 1)
    rose, eagle = (next(end for end in ends if state.houses[end] == house) for house in (ROSE, EAGLE))
    return CONFLICT_POINTS[state.landscapes[rose]], CONFLICT_POINTS[state.landscapes[eagle]]


def play(state: VerraeterState, actions: list[Action]) -> bool:
    """Apply ``actions`` while each is legal; False as soon as one is not."""
    for action in actions:
        if action not in state.legal_actions():
            return False
        state.apply(action)
    return True


def round_one(state: VerraeterState) -> dict | None:
    """Round 1 played out on ``state`` (see the module's note), or None when the deal cannot tell it."""
    duke = state.start
    person, countess = (duke + 1) % PLAYERS, (duke + 2) % PLAYERS
    rose, eagle = tally(state, FIRST_BORDER)
    first = [min(state.hands[duke])]
    played = sorted(state.hands[person])[:0:-1]
    lead = rose + sum(played) - eagle - sum(first)
    betrayal = fewest_to_lead(state.hands[countess], lead) if lead > 0 else None
    if betrayal is None:
        return None
    actions: list[Action] = [ChooseConflictSite(FIRST_BORDER), *(TakeActionCard(card) for card in FIRST_PICKS)]
    for seat, cards in ((duke, first), (person, played), (countess, betrayal)):
        actions += supply_turn(state.hands[seat], cards)
    actions.append(PlaceBuilding(EAGLE_CITY, TRADING_HOUSE))
    hands = [sorted(hand) for hand in state.hands]
    state.apply(actions[0])
    aside = state.aside
    if aside in FIRST_PICKS or not play(state, actions[1:]):
        return None
    return {
        "hands": hands,
        "aside": aside,
        "tally": {"rose": lead + eagle + sum(first) + sum(betrayal), "eagle": eagle + sum(first)},
        "lead": lead,
        "betrayal": betrayal,
        "played": played,
        "actions": actions,
    }


def round_two(state: VerraeterState) -> dict | None:
    """Round 2 played out on ``state`` (see the module's note), or None when the deal cannot tell it."""
    person = state.start
    countess, duke = (person + 1) % PLAYERS, (person + 2) % PLAYERS
    hands = [sorted(hand) for hand in state.hands]
    if not play(state, [ChooseConflictSite(SECOND_BORDER)]):
        return None
    aside = state.aside
    diplomat = next((card for card in (DIPLOMAT_5, DIPLOMAT_2) if card != aside), None)
    if aside in (TRAITOR, BUILDER) or diplomat is None or not hands[countess] or not hands[person]:
        return None
    rose, eagle = tally(state, SECOND_BORDER)
    rose += min(hands[countess])
    seen = eagle + sum(hands[person])
    backing = next(
        (
            list(cards)
            for size in range(1, len(hands[duke]) + 1)
            for cards in combinations(sorted(hands[duke], reverse=True), size)
            if seen + sum(cards) <= rose < seen + sum(cards) + DIPLOMAT_BONUS[diplomat]
        ),
        None,
    )
    if backing is None:
        return None
    seen += sum(backing)
    actions: list[Action] = [TakeActionCard(card) for card in (TRAITOR, BUILDER, diplomat)]
    for seat, cards in ((person, hands[person][::-1]), (countess, hands[countess][:1]), (duke, backing)):
        actions += supply_turn(hands[seat], cards)
    actions.append(MoveBuilding(EAGLE_FOREST, ROSE_VILLAGE))
    if not play(state, actions) or state.phase != CONFLICT_SITE or state.to_move != duke:
        return None
    return {
        "hands": hands,
        "aside": aside,
        "tally": {"rose": rose, "eagle_seen": seen, "eagle": seen + DIPLOMAT_BONUS[diplomat]},
        "actions": [ChooseConflictSite(SECOND_BORDER), *actions],
    }


def fits(state: VerraeterState) -> dict | None:
    """The lesson's plan for this deal, or None when the deal cannot tell the story."""
    person = (state.start + 1) % PLAYERS
    first = round_one(state)
    second = round_two(state) if first is not None else None
    if second is None:
        return None
    margin = second["tally"]["eagle"] - second["tally"]["rose"]
    return {
        "person_seat": person,
        "score": (len(first["betrayal"]) == 1)
        + (first["tally"]["rose"] - first["tally"]["eagle"] >= 5)
        + (first["lead"] >= 2)
        + (first["played"][0] != first["played"][1])
        + (margin <= 2),
        "round_one": {key: value for key, value in first.items() if key != "actions"},
        "round_two": {key: value for key, value in second.items() if key != "actions"},
        "points": state.points,
        "moves": [to_json(action) for action in [*first["actions"], *second["actions"]]],
    }


if __name__ == "__main__":
    search(deal, fits, tries_asked(20_000))
