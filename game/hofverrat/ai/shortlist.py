"""Hof-Verrat's shortlist for Hard's search: every placement of the hand, best first by the planning heuristic.

A hand of three can be placed in some dozens of ways, and with an assassin in hand in a hundred and more (one per card
it could strike, twice over at the royal table). Weighed all alike on common worlds, most of them get two or three
worlds each in the first round of the halving, and a lucky world keeps a poor placement in the running. The heuristic
already knows which placements are worth weighing: ``shortlist_hofverrat`` values every placement as the best plan of
the turn that makes it (as ``play_hofverrat`` values its plans: the turn's three cards shared among the areas, the
table card's side worth more when the turn's district cards share its family), so the search can spend its worlds on
the few that matter. Like the policy it reads only what the seat to move could know.
"""

from __future__ import annotations

import itertools
import math

from game.core import Action, State
from game.hofverrat.actions import PlayToDistrict, PlayToTable
from game.hofverrat.ai.playing import Outlook, plan_interest, read_outlook, strike_gain
from game.hofverrat.board import OPPONENT, OWN, SIDES, TABLE, TABLE_AREA
from game.hofverrat.cards import FAMILY_OF, IS_ASSASSIN, WEIGHT_OF
from game.hofverrat.state import HofVerratState

Worths = list[tuple[float, Action]]
"""Every placement of one card in one area with what it is worth to the mover, apart from any plan."""


def strikes(outlook: Outlook, state: HofVerratState, card: int, area: int) -> list[tuple[float, int | None]]:
    """What each way of playing ``card`` into ``area`` strikes (HV-14): none, or any card there for an assassin."""
    aims: list[tuple[float, int | None]] = [(0.0, None)]
    if IS_ASSASSIN[card]:
        aims.extend((strike_gain(outlook, state, target), target) for target in state.targets[area])
    return aims


def home_worths(outlook: Outlook, state: HofVerratState, card: int) -> Worths:
    """``card`` in the mover's own district, with each strike it allows."""
    seat = outlook.seat
    worth = outlook.points(card) + outlook.mission_gain(card, seat, +1)
    return [
        (worth + gain, PlayToDistrict(card, seat, target)) for gain, target in strikes(outlook, state, card, 1 + seat)
    ]


def away_worths(outlook: Outlook, state: HofVerratState, card: int) -> Worths:
    """``card`` in every opponent's district, with each strike it allows there."""
    points = outlook.points(card)
    worths: Worths = []
    for district, regard in enumerate(outlook.regard):
        if district != outlook.seat:
            worth = regard * points + outlook.mission_gain(card, district, +1)
            worths.extend(
                (worth + gain, PlayToDistrict(card, district, target))
                for gain, target in strikes(outlook, state, card, 1 + district)
            )
    return worths


def table_worths(outlook: Outlook, state: HofVerratState, card: int, interest: float) -> Worths:
    """``card`` on each side of the royal table, with each strike, for a family worth ``interest`` to this plan."""
    court = outlook.court
    family, weight = FAMILY_OF[card], WEIGHT_OF[card]
    now = court.standing[family]
    sides = [interest * (court.standing_at(family, change) - now) for change in (weight, -weight)]
    aims = strikes(outlook, state, card, TABLE_AREA)
    return [
        (side_worth + gain, PlayToTable(card, side, target))
        for side, side_worth in zip(SIDES, sides, strict=True)
        for gain, target in aims
    ]


def shortlist_hofverrat(state: State) -> list[Action]:
    """Every legal placement, the best first: each worth the best plan of the turn that makes it (see the module)."""
    value = placement_values(state)
    return sorted(state.legal_actions(), key=lambda action: -value.get(action, -math.inf))


def placement_values(state: State) -> dict[Action, float]:
    """What each placement of the hand is worth to the mover: the worth of the best plan of the turn that makes it."""
    assert isinstance(state, HofVerratState)
    outlook = read_outlook(state)
    hand = state.hands[state.seat]
    used = state.turn_areas
    homes = {card: home_worths(outlook, state, card) for card in hand} if OWN not in used else {}
    aways = {card: away_worths(outlook, state, card) for card in hand} if OPPONENT not in used else {}
    areas = [area for area, options in ((TABLE, TABLE not in used), (OWN, homes), (OPPONENT, aways)) if options]
    value: dict[Action, float] = {}
    for chosen in itertools.permutations(areas, len(hand)):
        plan = dict(zip(chosen, hand, strict=True))
        home, away = plan.get(OWN), plan.get(OPPONENT)
        options: list[Worths] = []
        if home is not None:
            options.append(homes[home])
        if away is not None:
            options.append(aways[away])
        if TABLE in plan:
            card = plan[TABLE]
            district = max(aways[away], key=lambda entry: entry[0])[1].district if away is not None else None
            interest = plan_interest(outlook, card, home, away, district)
            options.append(table_worths(outlook, state, card, interest))
        best = [max(worth for worth, _ in worths) for worths in options]
        total = sum(best)
        for worths, top in zip(options, best, strict=True):
            for worth, action in worths:
                value[action] = max(value.get(action, -math.inf), total - top + worth)
    return value
