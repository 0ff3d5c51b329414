"""Reading the others' Hof-Verrat missions from the turns they played: the odds of every pair of missions, per seat.

A turn lays the whole hand, one card into each area (HV-9), so every turn another seat has played lies open: which
card went to the royal table and on which side, which one home, which one to whose district, whom an assassin struck;
only a spy's family stays hidden (HV-13). A player plays toward its missions, so each of its placements is likelier
under some missions than under others. ``read_missions`` replays the public course of the game (cards by serial,
eliminations by ``view.strikes``) and, before every placement of another seat, asks how likely the policy's planning
(``game.hofverrat.ai.playing``) would have made it with each pair of a light and a dark mission: each plan of the
turn is weighed by its worth, sharpened by ``PLAN_SHARPNESS`` (the policy itself takes the best plan), and a
placement keeps ``STRAY`` of its chance for the moves people (and the Easy level) make without a plan.

The planning is valued once without missions, once with each light mission and once with each dark one; a pair's plan
is worth the plan without missions plus what each of its missions adds, for light and dark missions move separate
terms of a plan's worth (``Outlook``: only an assassin's choice of victim is taken as if they did too). A spy in the
hand is read as each family in turn and its chances averaged: its player knew the family, the others never learn it.

Replaying costs a few milliseconds a placement, so each seat's reading is kept with the course it has read: the
search asks once per decision, and the next decision reads on from the last turn read.
"""

from __future__ import annotations

import bisect
import dataclasses
import itertools
import math
from collections.abc import Sequence

from game.core import Action, Rng
from game.hofverrat.actions import PlayToDistrict, PlayToTable
from game.hofverrat.ai.playing import (
    Outlook,
    count_court,
    opponent_options,
    outlook_with,
    own_option,
    plan_interest,
    rivals_regard,
    table_option,
)
from game.hofverrat.board import OPPONENT, OWN, SIDES, SPOTS, TABLE, district_place
from game.hofverrat.cards import ALL_CARDS, FAMILIES, FAMILY_OF, HAND_SIZE, REMOVED_FOR_PLAYERS, SPIES
from game.hofverrat.missions import DARK_MISSIONS, LIGHT_MISSIONS, MISSION_BY_ID, Mission
from game.hofverrat.state import HofVerratState
from game.hofverrat.view import HofVerratView

PLAN_SHARPNESS = 100.0
"""How sharply a plan's worth (in points) decides between plans: weights are e to this times the worth. The policy
takes the best plan, so nearly all of a planned move's chance goes to it; measured offline (``lab.mission_reading``),
the true missions' likelihood rose all the way from 1 to 40 and hardly beyond."""
STRAY = 0.25
"""The share of a placement's chance that owes nothing to any plan: Easy's random moves, and people's."""
READINGS_KEPT = 16
"""How many readings (a game and seat each) are kept to read on from."""

LIGHT: tuple[Mission, ...] = tuple(MISSION_BY_ID[mission] for mission in LIGHT_MISSIONS)
DARK: tuple[Mission, ...] = tuple(MISSION_BY_ID[mission] for mission in DARK_MISSIONS)
SPY_OF_FAMILY: tuple[int, ...] = tuple(
    next(card for card in SPIES if FAMILY_OF[card] == family) for family in range(len(FAMILIES))
)
"""One spy of each family: what a face-down card is read as."""
UPPER_SIDE, LOWER_SIDE = -1, -2
"""Where a placement went, besides a district's seat number: the royal table's upper or lower side."""

Placement = tuple[int | None, int, int | None]
"""One card of the public course: its id (None while face down), the place it went to, the serial it struck."""


def course_of(view: HofVerratView) -> list[Placement]:
    """Every card played so far, in the order of play, as anyone at the table saw it."""
    lying: dict[int, tuple[int | None, int]] = {}
    for column, sides in enumerate(view.table):
        for side, row in enumerate(sides):
            for shown in row:
                lying[shown.serial] = (shown.card, column * 2 + side)
    for seat, row in enumerate(view.districts):
        for shown in row:
            lying[shown.serial] = (shown.card, district_place(seat))
    struck_at = {strike.victim: strike.place for strike in view.strikes}
    for shown in view.eliminated:
        lying[shown.serial] = (shown.card, struck_at[shown.serial])
    victims = {strike.assassin: strike.victim for strike in view.strikes}
    return [(*lying[serial], victims.get(serial)) for serial in range(len(lying))]


@dataclasses.dataclass
class Reading:
    """What one seat has read so far: the course up to its last complete turn, the game replayed to that point, and
    every other seat's log-likelihood of each mission pair (``light index * len(DARK) + dark index``)."""

    course: list[Placement]
    replay: HofVerratState
    likelihoods: list[list[float]]


_readings: dict[tuple[int, int, int], Reading] = {}


@dataclasses.dataclass(frozen=True)
class PairOdds:
    """The mission pairs one seat may hold as a view sees it (none the view's seat holds), with the running total
    of their odds: a world draws one by bisection, as cheaply as the search samples worlds."""

    pairs: tuple[tuple[str, str], ...]
    running: tuple[float, ...]

    def draw(self, rng: Rng) -> tuple[str, str]:
        """One pair, in proportion to its odds."""
        return self.pairs[bisect.bisect_right(self.running, rng.next64() / (1 << 64) * self.running[-1])]


_last_odds: list[tuple[HofVerratView, list[PairOdds | None]]] = []


def mission_odds(view: HofVerratView) -> list[PairOdds | None]:
    """For every seat whose missions ``view`` does not show, the odds of each pair it may hold given the turns it
    played (None for the others). The search asks for every world it samples, so the last view's answer is kept."""
    if _last_odds and _last_odds[0][0] is view:
        return _last_odds[0][1]
    shown = {mission for missions in view.missions if missions is not None for mission in missions}
    possible = [
        (light_index * len(DARK) + dark_index, (light.id, dark.id))
        for light_index, light in enumerate(LIGHT)
        for dark_index, dark in enumerate(DARK)
        if light.id not in shown and dark.id not in shown
    ]
    odds: list[PairOdds | None] = []
    for seat, likelihoods in enumerate(read_missions(view)):
        if view.missions[seat] is not None:
            odds.append(None)
            continue
        best = max(likelihoods[index] for index, _ in possible)
        running = itertools.accumulate(math.exp(likelihoods[index] - best) for index, _ in possible)
        odds.append(PairOdds(tuple(pair for _, pair in possible), tuple(running)))
    _last_odds[:] = [(view, odds)]
    return odds


def read_missions(view: HofVerratView) -> list[list[float]]:
    """For every seat, the log-likelihood of each mission pair given the turns it played; the view's own seat's
    stays all zero (it knows its missions)."""
    players = len(view.hand_sizes)
    course = course_of(view)
    complete = (len(course) - len(view.turn_areas)) // HAND_SIZE * HAND_SIZE
    key = (players, view.starting_seat, view.seat)
    reading = _readings.pop(key, None)
    if reading is None or len(reading.course) > complete or course[: len(reading.course)] != reading.course:
        reading = Reading([], fresh_replay(players, view.starting_seat), [[0.0] * len(LIGHT) * len(DARK)] * players)
        reading.likelihoods = [list(row) for row in reading.likelihoods]
    for first in range(len(reading.course), complete, HAND_SIZE):
        read_turn(reading, course[first : first + HAND_SIZE], view.seat)
    _readings[key] = reading
    while len(_readings) > READINGS_KEPT:
        del _readings[next(iter(_readings))]
    return reading.likelihoods


def fresh_replay(players: int, starting_seat: int) -> HofVerratState:
    """A game with nothing played yet, whose hands and pile hold stand-in cards: the replay puts each turn's own
    cards in the hand of its player before it plays them."""
    state = HofVerratState(players, Rng(0))
    cards = len(ALL_CARDS) - REMOVED_FOR_PLAYERS[players]
    state.hands = [[ALL_CARDS[0]] * HAND_SIZE for _ in range(players)]
    state.pile = [ALL_CARDS[0]] * (cards - HAND_SIZE * players)
    state.starting_seat = state.seat = starting_seat
    return state


def read_turn(reading: Reading, turn: Sequence[Placement], reader: int) -> None:
    """Replay one complete turn; unless it is the reader's own, add the likelihood of each placement to its seat's."""
    state = reading.replay
    seat = state.seat
    assert seat is not None, "a complete turn of a game not over"
    hand: list[int | None] = [card for card, _, _ in turn]
    state.hands[seat] = [SPY_OF_FAMILY[0] if card is None else card for card in hand]
    for card, place, victim in turn:
        index = hand.index(card)
        if seat != reader:
            where = UPPER_SIDE - (place & 1) if place < SPOTS else place - SPOTS
            chances = placement_chances(state, seat, hand, index, where)
            totals = reading.likelihoods[seat]
            for pair, chance in enumerate(chances):
                totals[pair] += math.log(chance)
        state.apply(stand_in_action(state.hands[seat][index], place, victim))
        del hand[index]
    reading.course.extend(turn)


def stand_in_action(card: int, place: int, victim: int | None) -> Action:
    """The action that put ``card`` to ``place`` (striking ``victim``), as the replay plays it."""
    if place < SPOTS:
        return PlayToTable(card, SIDES[place & 1], victim)
    return PlayToDistrict(card, place - SPOTS, victim)


def placement_chances(state: HofVerratState, seat: int, hand: list[int | None], index: int, where: int) -> list[float]:
    """The chance, for each mission pair, that ``seat`` plays ``hand[index]`` to ``where`` now; face-down cards of the
    hand are read as each family in turn."""
    hidden = [position for position, card in enumerate(hand) if card is None]
    if not hidden:
        return pair_chances(state, seat, [card for card in hand if card is not None], index, where)
    total = [0.0] * (len(LIGHT) * len(DARK))
    for family in range(len(FAMILIES)):
        read = list(hand)
        for shift, position in enumerate(hidden):
            read[position] = SPY_OF_FAMILY[(family + shift) % len(FAMILIES)]
        chances = pair_chances(state, seat, read, index, where)
        total = [sum_ + chance for sum_, chance in zip(total, chances, strict=True)]
    return [chance / len(FAMILIES) for chance in total]


def pair_chances(state: HofVerratState, seat: int, hand: list[int], index: int, where: int) -> list[float]:
    """The chance, for each mission pair, that ``seat`` holding ``hand`` plays ``hand[index]`` to ``where`` now."""
    court = count_court(state, reveal=False)
    regard = rivals_regard(seat, court)

    def worths(missions: tuple[Mission, ...]) -> tuple[list[float], list[bool]]:
        return plan_worths(outlook_with(court, seat, state.players, missions, regard), state, hand, index, where)

    plain, chosen = worths(())

    def gains(mission: Mission) -> list[float]:
        return [worth - base for worth, base in zip(worths((mission,))[0], plain, strict=True)]

    light_gains = [gains(mission) for mission in LIGHT]
    dark_gains = [gains(mission) for mission in DARK]
    stray = STRAY / placements_open(state, seat, len(hand))
    chances = []
    for light in light_gains:
        with_light = [base + gain for base, gain in zip(plain, light, strict=True)]
        for dark in dark_gains:
            pair = [worth + gain for worth, gain in zip(with_light, dark, strict=True)]
            best = max(pair)
            weights = [math.exp(PLAN_SHARPNESS * (worth - best)) for worth in pair]
            share = sum(weight for weight, match in zip(weights, chosen, strict=True) if match) / sum(weights)
            chances.append((1 - STRAY) * share + stray)
    return chances


def placements_open(state: HofVerratState, seat: int, cards: int) -> int:
    """How many placements (a card and where it goes, victims aside) the mover has now."""
    used = state.turn_areas
    wheres = (2 if TABLE not in used else 0) + (1 if OWN not in used else 0)
    wheres += state.players - 1 if OPPONENT not in used else 0
    return cards * wheres


def plan_worths(
    outlook: Outlook, state: HofVerratState, hand: list[int], index: int, where: int
) -> tuple[list[float], list[bool]]:
    """Every way to share ``hand`` among the areas still open (each side of the table and each opponent apart), as
    the policy values them, and for each whether its first placement is ``hand[index]`` to ``where``.

    The policy plays a plan's table card first, else its own district's card (``play_hofverrat``).
    """
    used = state.turn_areas
    areas = [area for area in (TABLE, OWN, OPPONENT) if area not in used]
    tables = [table_option(outlook, state, card) for card in hand] if TABLE not in used else []
    homes = [own_option(outlook, state, card).worth for card in hand] if OWN not in used else []
    aways = [opponent_options(outlook, state, card) for card in hand] if OPPONENT not in used else []
    worths: list[float] = []
    chosen: list[bool] = []
    for areas_in_order in itertools.permutations(areas, len(hand)):
        table = home = away = None
        for area, position in zip(areas_in_order, range(len(hand)), strict=True):
            if area == TABLE:
                table = position
            elif area == OWN:
                home = position
            else:
                away = position
        worth = homes[home] if home is not None else 0.0
        for option in aways[away] if away is not None else (None,):
            plan = worth + (option.worth if option is not None else 0.0)
            if table is None:
                first = (home, outlook.seat) if home is not None else (away, option.district if option else -3)
                worths.append(plan)
                chosen.append(first == (index, where))
                continue
            rise, fall, strike, _ = tables[table]
            interest = plan_interest(
                outlook,
                hand[table],
                hand[home] if home is not None else None,
                hand[away] if away is not None else None,
                option.district if option is not None else None,
            )
            worths.append(plan + interest * rise + strike)
            chosen.append((table, UPPER_SIDE) == (index, where))
            worths.append(plan + interest * fall + strike)
            chosen.append((table, LOWER_SIDE) == (index, where))
    return worths, chosen
