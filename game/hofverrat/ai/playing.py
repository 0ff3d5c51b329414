"""Hof-Verrat's game knowledge for the AI: where a sensible courtier places each card, and who is ahead so far.

Both judgements rest on one reading of the court (``Court``): each family's expected standing at the end, from its
margin at the royal table and from how many table placements are still to come; what every district holds; and how
near each seat's missions are to being met.

The policy (``play_hofverrat``) reads the court as the seat to move sees it. It values every card of the hand in every
area still open this turn, with the best side, opponent and assassin's victim for each; shares the hand among the
areas in the best of at most six ways, counting that a table card moves the worth of the turn's district cards of its
family; and plays that plan's first placement. The next placement of the turn plans again with what then lies on the
table. It reads only what the seat to move could know (``game.ai.policy``): its hand and missions, every face-up card,
where face-down spies lie, and the sizes of the pile and the hands; never a played spy's family, another hand, another
seat's missions or the pile's order, although the state holds them.

The evaluation (``judge_hofverrat``) stands in for the end of a truncated playout. It reads a sampled world whole,
spies and missions included, estimates every seat's final score and turns the estimates into chances of victory.
"""

from __future__ import annotations

import dataclasses
import functools
import itertools
import math
import operator
from typing import NamedTuple

from game.ai.policy import Heuristics
from game.ai.reward import MARGIN_WEIGHT
from game.core import Action, Rng, State
from game.hofverrat.actions import PlayToDistrict, PlayToTable
from game.hofverrat.board import OPPONENT, OWN, QUEEN_SPOT, SIDES, SPOTS, TABLE, TABLE_AREA, UPPER
from game.hofverrat.cards import (
    ASSASSIN,
    FAMILIES,
    FAMILY_OF,
    GUARD,
    IS_ASSASSIN,
    IS_SPY,
    NOBLE,
    ROLE_INDEX,
    ROLE_NUMBER,
    SPY,
    WEIGHT_OF,
)
from game.hofverrat.missions import (
    AT_LEAST_DISGRACED,
    AT_LEAST_ROLE,
    AT_MOST_ESTEEMED,
    EVERY_FAMILY,
    FAMILY_DISGRACED,
    FEWER_THAN_NEIGHBOUR,
    MISSION_BY_ID,
    MISSION_POINTS,
    ONE_FAMILY_AT_LEAST,
    Mission,
)
from game.hofverrat.state import HofVerratState

FAMILY_COUNT = len(FAMILIES)
SPY_NUMBER = ROLE_INDEX[SPY]

# Judgement, as data: how the AI reads the court. Tuned by play in bench.arena, not derived.

TABLE_SWING = 3.5
"""How far one more table placement may move a family's margin, as a variance: players push each family their own
way, a noble by two."""
TABLE_DRIFT = -0.2
"""How far one more table placement is expected to move a family's margin: down, for every dark mission and every
card dumped into an opponent's district asks for disgrace."""
CERTAINTY = 0.25
"""Added to a margin's variance, so that even a settled margin of one reads as nearly (not wholly) certain."""
RIVALRY_POINTS = 3.0
"""How many points further ahead an opponent must seem to count e times as much as another, when hurting one."""
ARRIVALS_PER_TURN = 2
"""Cards that reach a district per round of turns: the owner's own, and on average one an opponent dumps there."""
ROLE_CHANCE: dict[str, float] = {NOBLE: 0.275, ASSASSIN: 0.15, SPY: 0.2, GUARD: 0.3}
"""How likely a card reaching one's district has a role one wants there (L7–L10)."""
FAMILY_CHANCE = 0.2
"""How likely a card reaching one's district is of the family one gathers (D9)."""
NEW_FAMILY_CHANCE = 0.4
"""How likely a card reaching one's district is of a family it still lacks (D10)."""
NEIGHBOUR_DOUBT = (0.25, 1.5, 0.1)
"""How a lead over the left neighbour in a family's count reads as a chance (L1–L6): the lead the owner can still
add by playing for it, and how uncertain the lead is, at base and more per turn to come."""
SCORE_DOUBT = (5.0, 3.0)
"""How far apart two seats' final scores may still drift from their estimates: base, and more per root of the turns
to come (the evaluation's chances of victory)."""
PLAYOUT_DEPTH = 12
"""Placements a playout makes with the policy before the evaluation judges the world."""


# Reading the court


@dataclasses.dataclass(slots=True)
class Court:
    """What lies in play, counted: as one seat may see it (face-down spies unread) or whole (in a sampled world).

    ``margin[f]`` is family f's expected weighted margin at the royal table (upper minus lower, HV-17) and ``spread``
    how far margins may still move; ``standing[f]`` the expected standing at the end, from −1 (surely disgraced) to +1
    (surely esteemed). ``stake[s][f]`` is the weight of family f's cards in seat s's district (HV-18), ``count[s][f]``
    their number and ``roles[s][r]`` the number of cards of role r (as in ``ROLE_COUNTS``; face-down spies count as
    spies). ``turns_left`` is how many more turns the seat to move will start, ``arrivals`` how many more cards a
    district may yet receive, this round's included.

    ``stake``, ``count`` and ``roles`` are the state's own counts (``HofVerratState.counts``), not copies, as the
    court is read before every placement: a what-if (``Outlook.mission_gain``) must undo its change at once.
    """

    turns_left: int
    arrivals: int
    margin: list[float]
    spread: float
    standing: list[float]
    stake: list[list[int]]
    count: list[list[int]]
    roles: list[list[int]]

    def standing_at(self, family: int, change: float) -> float:
        """Family ``family``'s expected standing if its margin changed by ``change``: P(esteemed) − P(disgraced)."""
        margin = self.margin[family] + change
        return (math.tanh((margin + 0.5) / self.spread) + math.tanh((margin - 0.5) / self.spread)) / 2

    def esteem_chance(self, family: int) -> float:
        """The chance that ``family`` ends esteemed."""
        return (1 + math.tanh((self.margin[family] - 0.5) / self.spread)) / 2

    def disgrace_chance(self, family: int) -> float:
        """The chance that ``family`` ends disgraced."""
        return (1 - math.tanh((self.margin[family] + 0.5) / self.spread)) / 2


def count_court(state: HofVerratState, reveal: bool) -> Court:
    """Count the court; with ``reveal`` False a face-down spy's family is never read (it is public that it is a spy)."""
    players = state.players
    counts = state.counts
    if reveal:
        margin, stake, count = counts.whole_margin, counts.whole_stake, counts.whole_count
        hidden_at_table = hidden_balance = 0
    else:
        margin, stake, count = counts.shown_margin, counts.shown_stake, counts.shown_count
        hidden_at_table, hidden_balance = counts.hidden_at_table, counts.hidden_balance
    turns_left = -(-len(state.pile) // (3 * players))
    future_table_cards = state.placements_left / 3
    spread = math.sqrt((TABLE_SWING * future_table_cards + hidden_at_table) / FAMILY_COUNT + CERTAINTY)
    drift = (TABLE_DRIFT * future_table_cards + hidden_balance) / FAMILY_COUNT
    margin = [value + drift for value in margin]
    # standing_at(family, 0) for every family, without a call each: the policy reads the court before every placement.
    standing = [(math.tanh((value + 0.5) / spread) + math.tanh((value - 0.5) / spread)) / 2 for value in margin]
    return Court(turns_left, ARRIVALS_PER_TURN * turns_left + 1, margin, spread, standing, stake, count, counts.roles)


# How near a mission is (HV-19), as a chance


@functools.lru_cache(maxsize=1024)
def chance_to_reach(short: int, turns: int, chance: float) -> float:
    """The chance that ``turns`` tries, each succeeding with ``chance``, make up a shortfall of ``short``."""
    if short <= 0:
        return 1.0
    misses = 1 - chance
    return sum(math.comb(turns, hits) * chance**hits * misses ** (turns - hits) for hits in range(short, turns + 1))


def normal_below(limit: float, chances: list[float]) -> float:
    """The chance that a sum of independent events with ``chances`` stays below ``limit`` (taken as normal)."""
    mean = sum(chances)
    deviation = max(0.5, math.sqrt(sum(chance * (1 - chance) for chance in chances)))
    return (1 + math.erf((limit - mean) / (deviation * math.sqrt(2)))) / 2


def fewer_than_neighbour(court: Court, seat: int, mission: Mission) -> float:
    """L1–L6: strictly fewer cards of the family at home than the left neighbour (the next seat, HV-8)."""
    neighbour = (seat + 1) % len(court.count)
    lead = court.count[neighbour][mission.family] - court.count[seat][mission.family]
    lean, base, per_turn = NEIGHBOUR_DOUBT
    return (1 + math.tanh((lead + lean) / (base + per_turn * court.turns_left))) / 2


def enough_of_role(court: Court, seat: int, mission: Mission) -> float:
    """L7–L10: at least so many nobles, assassins, spies or guards at home."""
    short = mission.number - court.roles[seat][ROLE_INDEX[mission.role]]
    return chance_to_reach(short, court.arrivals, ROLE_CHANCE[mission.role])


def family_disgraced(court: Court, seat: int, mission: Mission) -> float:
    """D1–D6: the family ends disgraced."""
    return court.disgrace_chance(mission.family)


def few_esteemed(court: Court, seat: int, mission: Mission) -> float:
    """D7: at most ``number`` families end esteemed."""
    return normal_below(mission.number + 0.5, [court.esteem_chance(family) for family in range(FAMILY_COUNT)])


def many_disgraced(court: Court, seat: int, mission: Mission) -> float:
    """D8: at least ``number`` families end disgraced."""
    return 1 - normal_below(mission.number - 0.5, [court.disgrace_chance(family) for family in range(FAMILY_COUNT)])


def many_of_one_family(court: Court, seat: int, mission: Mission) -> float:
    """D9: at least ``number`` cards of one family at home; the family nearest to it counts."""
    short = mission.number - max(court.count[seat])
    return chance_to_reach(short, court.arrivals, FAMILY_CHANCE)


def every_family_at_home(court: Court, seat: int, mission: Mission) -> float:
    """D10: at least one card of every family at home."""
    missing = court.count[seat].count(0)
    return chance_to_reach(missing, court.arrivals, NEW_FAMILY_CHANCE)


DISTRICT_MISSIONS = {
    FEWER_THAN_NEIGHBOUR: fewer_than_neighbour,
    AT_LEAST_ROLE: enough_of_role,
    ONE_FAMILY_AT_LEAST: many_of_one_family,
    EVERY_FAMILY: every_family_at_home,
}
"""Mission kinds that depend on what lies in districts: the owner's and, for L1–L6, the left neighbour's."""
STANDING_MISSIONS = {
    FAMILY_DISGRACED: family_disgraced,
    AT_MOST_ESTEEMED: few_esteemed,
    AT_LEAST_DISGRACED: many_disgraced,
}
"""Mission kinds that depend on the families' standings."""
MISSION_CHANCE = {**DISTRICT_MISSIONS, **STANDING_MISSIONS}


# The seat to move's outlook


@dataclasses.dataclass(slots=True)
class Outlook:
    """The court as the seat to move sees it, and what it wants of it.

    ``regard[s]`` is how much seat s's points count for the mover: +1 its own; the opponents share −1, the one that
    seems to lead the most. ``district_missions`` pairs each of the mover's district missions with its chance now,
    ``missions`` are all its missions. ``table_gains`` remembers ``table_gain``'s answers by family and change: an
    assassin weighs many victims of the same kind.
    """

    court: Court
    seat: int
    neighbour: int
    missions: tuple[Mission, ...]
    district_missions: tuple[tuple[Mission, float], ...]
    regard: list[float]
    table_gains: dict[tuple[int, int], float] = dataclasses.field(default_factory=dict)
    known_interest: list[float] | None = None

    @property
    def interest(self) -> list[float]:
        """``interest[f]`` is what a rise of family f's expected standing by one is worth to the mover.

        Worked out when first asked: only a placement at the royal table needs it, and a turn's table card is the
        policy's first placement, so its second and third never do.
        """
        if self.known_interest is None:
            interest = [sum(map(operator.mul, self.regard, column)) for column in zip(*self.court.stake, strict=True)]
            for mission in self.missions:
                if mission.kind in STANDING_PULL:
                    STANDING_PULL[mission.kind](self.court, interest, mission)
            self.known_interest = interest
        return self.known_interest

    def table_gain(self, family: int, change: int) -> float:
        """What changing ``family``'s margin at the royal table by ``change`` is worth to the mover."""
        gain = self.table_gains.get((family, change))
        if gain is None:
            court = self.court
            gain = self.interest[family] * (court.standing_at(family, change) - court.standing[family])
            self.table_gains[family, change] = gain
        return gain

    def unknown_table_gain(self, change: int) -> float:
        """The same for a face-down spy, whose family could be any."""
        return sum(self.table_gain(family, change) for family in range(FAMILY_COUNT)) / FAMILY_COUNT

    def points(self, card: int | None) -> float:
        """The points ``card`` is expected to score in a district (HV-18); None is a face-down spy of any family."""
        if card is None:
            return sum(self.court.standing) / FAMILY_COUNT
        return WEIGHT_OF[card] * self.court.standing[FAMILY_OF[card]]

    def mission_gain(self, card: int | None, district: int, change: int) -> float:
        """What ``card`` arriving in (``change`` +1) or leaving (−1) ``district`` does for the mover's missions.

        Only the mover's own district and its left neighbour's move any of them (``watches``).
        """
        if district != self.seat and district != self.neighbour:
            return 0.0
        family = None if card is None else FAMILY_OF[card]
        role = SPY_NUMBER if card is None else ROLE_NUMBER[card]
        watching = [entry for entry in self.district_missions if self.watches(entry[0], family, role, district)]
        if not watching:
            return 0.0
        court = self.court
        court.roles[district][role] += change
        if family is not None:
            court.count[district][family] += change
        gain = sum(
            MISSION_POINTS * (DISTRICT_MISSIONS[mission.kind](court, self.seat, mission) - before)
            for mission, before in watching
        )
        court.roles[district][role] -= change
        if family is not None:
            court.count[district][family] -= change
        return gain

    def watches(self, mission: Mission, family: int | None, role: int, district: int) -> bool:
        """Whether a card of ``family`` (None: unknown) and ``role`` coming to or going from ``district`` moves it."""
        if mission.kind == FEWER_THAN_NEIGHBOUR:
            return family == mission.family and district in (self.seat, self.neighbour)
        if district != self.seat:
            return False
        if mission.kind == AT_LEAST_ROLE:
            return role == ROLE_INDEX[mission.role]
        return family is not None


def read_outlook(state: HofVerratState) -> Outlook:
    """The seat to move's outlook, from what it may know."""
    seat = state.seat
    court = count_court(state, reveal=False)
    missions = tuple(MISSION_BY_ID[mission] for mission in state.missions[seat])
    return outlook_with(court, seat, state.players, missions, rivals_regard(seat, court))


def outlook_with(court: Court, seat: int, players: int, missions: tuple[Mission, ...], regard: list[float]) -> Outlook:
    """``seat``'s outlook on ``court`` if it held ``missions``: its own, or a guess at another seat's."""
    return Outlook(
        court=court,
        seat=seat,
        neighbour=(seat + 1) % players,
        missions=missions,
        district_missions=tuple(
            (mission, DISTRICT_MISSIONS[mission.kind](court, seat, mission))
            for mission in missions
            if mission.kind in DISTRICT_MISSIONS
        ),
        regard=regard,
    )


def rivals_regard(seat: int, court: Court) -> list[float]:
    """How much each seat's points count for ``seat``: its own +1; the opponents share −1, the likely leader most."""
    standing = court.standing
    expected = [sum(map(operator.mul, held, standing)) for held in court.stake]
    best = max(expected[:seat] + expected[seat + 1 :])
    pull = [
        math.exp((points - best) / RIVALRY_POINTS) if rival != seat else 0.0 for rival, points in enumerate(expected)
    ]
    total = sum(pull)
    regard = [-share / total for share in pull]
    regard[seat] = 1.0
    return regard


def pull_to_disgrace(court: Court, interest: list[float], mission: Mission) -> None:
    """D1–D6: a standing one lower makes the family's disgrace about half a time more likely."""
    interest[mission.family] -= MISSION_POINTS / 2


def pull_to_few_esteemed(court: Court, interest: list[float], mission: Mission) -> None:
    """D7: every family's esteem counts against it, the more the nearer the count of esteemed families is to it."""
    esteem = [court.esteem_chance(family) for family in range(FAMILY_COUNT)]
    _pull_every_family(interest, -MISSION_POINTS / 2 * _density_at(mission.number + 0.5, esteem))


def pull_to_many_disgraced(court: Court, interest: list[float], mission: Mission) -> None:
    """D8: every family's disgrace counts for it, the more the nearer the count of disgraced families is to it."""
    disgrace = [court.disgrace_chance(family) for family in range(FAMILY_COUNT)]
    _pull_every_family(interest, -MISSION_POINTS / 2 * _density_at(mission.number - 0.5, disgrace))


def _pull_every_family(interest: list[float], worth: float) -> None:
    for family in range(FAMILY_COUNT):
        interest[family] += worth


def _density_at(limit: float, chances: list[float]) -> float:
    """How fast ``normal_below(limit, chances)`` moves with one of the chances."""
    mean = sum(chances)
    deviation = max(0.5, math.sqrt(sum(chance * (1 - chance) for chance in chances)))
    distance = (limit - mean) / deviation
    return math.exp(-distance * distance / 2) / (deviation * math.sqrt(2 * math.pi))


STANDING_PULL = {
    FAMILY_DISGRACED: pull_to_disgrace,
    AT_MOST_ESTEEMED: pull_to_few_esteemed,
    AT_LEAST_DISGRACED: pull_to_many_disgraced,
}
"""How each standing mission adds to what the families' standings are worth to its owner (``Outlook.interest``)."""


# Valuing one placement


NO_STRIKE: tuple[float, None] = (0.0, None)
"""What a card that is no assassin strikes: nothing, worth nothing."""


def strike_gain(outlook: Outlook, state: HofVerratState, target: int) -> float:
    """What eliminating the card ``target`` (a serial) is worth to the mover (HV-14); never reads a spy's family."""
    place = state.place[target]
    card = state.cards[target]
    change = -1 if place & 1 == UPPER else 1
    if place < QUEEN_SPOT:
        return outlook.table_gain(FAMILY_OF[card], change * WEIGHT_OF[card])
    if place < SPOTS:
        return outlook.unknown_table_gain(change)
    district = place - SPOTS
    known = None if IS_SPY[card] else card
    return outlook.mission_gain(known, district, -1) - outlook.regard[district] * outlook.points(known)


def best_strike(outlook: Outlook, state: HofVerratState, card: int, area: int) -> tuple[float, int | None]:
    """An assassin's best victim in ``area`` and what eliminating it is worth; no victim when none is worth it."""
    best: tuple[float, int | None] = NO_STRIKE
    if IS_ASSASSIN[card]:
        for target in state.targets[area]:
            gain = strike_gain(outlook, state, target)
            if gain > best[0]:
                best = (gain, target)
    return best


class TableOption(NamedTuple):
    """A card at the royal table: what each side changes in its family's expected standing, and the best strike."""

    rise: float
    fall: float
    strike: float
    target: int | None


def table_option(outlook: Outlook, state: HofVerratState, card: int) -> TableOption:
    """``card`` at the royal table (a spy lies in the Queen's column but counts for its family at the end, HV-16)."""
    court = outlook.court
    family = FAMILY_OF[card]
    weight = WEIGHT_OF[card]
    now = court.standing[family]
    strike, target = best_strike(outlook, state, card, TABLE_AREA) if IS_ASSASSIN[card] else NO_STRIKE
    return TableOption(
        court.standing_at(family, weight) - now, court.standing_at(family, -weight) - now, strike, target
    )


class DistrictOption(NamedTuple):
    """A card in a district: what it is worth there, whose district it is, and the assassin's victim there."""

    worth: float
    district: int
    target: int | None


def own_option(outlook: Outlook, state: HofVerratState, card: int) -> DistrictOption:
    """``card`` in the mover's own district."""
    seat = outlook.seat
    strike, target = best_strike(outlook, state, card, 1 + seat) if IS_ASSASSIN[card] else NO_STRIKE
    worth = outlook.points(card) + outlook.mission_gain(card, seat, +1) + strike
    return DistrictOption(worth, seat, target)


def opponent_options(outlook: Outlook, state: HofVerratState, card: int) -> list[DistrictOption]:
    """``card`` in each opponent's district, in seat order: what it is worth to the mover there."""
    return [DistrictOption(*option) for option in _opponent_worths(outlook, state, card)]


def opponent_option(outlook: Outlook, state: HofVerratState, card: int) -> DistrictOption:
    """``card`` in the opponent's district where it helps the mover most (or hurts it least); the first of equals."""
    options = _opponent_worths(outlook, state, card)
    best = options[0]
    for option in options:
        if option[0] > best[0]:
            best = option
    return DistrictOption(*best)


def _opponent_worths(outlook: Outlook, state: HofVerratState, card: int) -> list[tuple[float, int, int | None]]:
    """(worth, district, victim) of ``card`` in each opponent's district, as plain tuples: the policy asks this for
    every card of every hand in every playout."""
    points = outlook.points(card)
    seat, neighbour = outlook.seat, outlook.neighbour
    assassin = IS_ASSASSIN[card]
    options = []
    for district, regard in enumerate(outlook.regard):
        if district == seat:
            continue
        strike, target = best_strike(outlook, state, card, 1 + district) if assassin else NO_STRIKE
        # Of the opponents' districts only the left neighbour's moves a mission of the mover (see mission_gain).
        gain = outlook.mission_gain(card, district, +1) if district == neighbour else 0.0
        options.append((regard * points + gain + strike, district, target))
    return options


# Choosing


def plan_interest(outlook: Outlook, card: int, home: int | None, away: int | None, district: int | None) -> float:
    """What a rise of the standing of table card ``card``'s family is worth to a turn that also plays ``home`` into
    the mover's district and ``away`` into opponent ``district``: the turn's own cards of the family gain with it;
    so do the opponent's, against the mover."""
    family = FAMILY_OF[card]
    interest = outlook.interest[family]
    if home is not None and FAMILY_OF[home] == family:
        interest += WEIGHT_OF[home]
    if away is not None and FAMILY_OF[away] == family:
        interest += outlook.regard[district] * WEIGHT_OF[away]
    return interest


def play_hofverrat(state: State, rng: Rng) -> Action:
    """Play the first placement of the best way to share the hand among the areas still open this turn (HV-9).

    A plan's first placement is its table card, else its own district's card, else the opponent's; only the best
    plan's placement becomes an Action.
    """
    assert isinstance(state, HofVerratState)
    outlook = read_outlook(state)
    hand = state.hands[state.seat]
    used = state.turn_areas
    tables = {card: table_option(outlook, state, card) for card in hand} if TABLE not in used else {}
    homes = {card: own_option(outlook, state, card) for card in hand} if OWN not in used else {}
    aways = {card: opponent_option(outlook, state, card) for card in hand} if OPPONENT not in used else {}
    areas = [area for area, options in ((TABLE, tables), (OWN, homes), (OPPONENT, aways)) if options]
    best_worth = -math.inf
    best_plan: tuple[int | None, bool, int | None, int | None] | None = None
    for chosen in itertools.permutations(areas, len(hand)):
        home = away = card = None
        for area, held in zip(chosen, hand, strict=True):
            if area == TABLE:
                card = held
            elif area == OWN:
                home = held
            else:
                away = held
        worth = (homes[home].worth if home is not None else 0.0) + (aways[away].worth if away is not None else 0.0)
        upper_side = True
        if card is not None:
            rise, fall, strike, _ = tables[card]
            interest = plan_interest(outlook, card, home, away, aways[away].district if away is not None else None)
            upper, lower = interest * rise, interest * fall
            upper_side = upper >= lower
            worth += max(upper, lower) + strike
        if worth > best_worth:
            best_worth, best_plan = worth, (card, upper_side, home, away)
    assert best_plan is not None, "a player to move holds a card"
    card, upper_side, home, away = best_plan
    if card is not None:
        return PlayToTable(card, SIDES[0] if upper_side else SIDES[1], tables[card].target)
    first, option = (home, homes[home]) if home is not None else (away, aways[away])
    return PlayToDistrict(first, option.district, option.target)


# Judging an unfinished game


def judge_hofverrat(state: State) -> tuple[float, ...]:
    """Every seat's expected reward (as ``game.ai.reward.rewards``) from its estimated final score, in a whole world."""
    assert isinstance(state, HofVerratState)
    court = count_court(state, reveal=True)
    expected = [
        sum(map(operator.mul, held, court.standing))
        + MISSION_POINTS
        * sum(MISSION_CHANCE[MISSION_BY_ID[mission].kind](court, seat, MISSION_BY_ID[mission]) for mission in owned)
        for seat, (held, owned) in enumerate(zip(court.stake, state.missions, strict=True))
    ]
    base, per_turn = SCORE_DOUBT
    return victory_rewards(expected, base + per_turn * math.sqrt(court.turns_left))


def victory_rewards(expected: list[float], doubt: float) -> tuple[float, ...]:
    """Rewards from estimated scores: each seat's chance to finish first, taking every score as normal around its
    estimate (``doubt`` is the deviation of a difference), and a little for the margin, as ``rewards`` pays."""
    scale = 1 / (doubt * math.sqrt(2))
    chances = []
    for seat, mine in enumerate(expected):
        chance = 1.0
        for other, theirs in enumerate(expected):
            if other != seat:
                chance *= (1 + math.erf((mine - theirs) * scale)) / 2
        chances.append(chance)
    total = sum(chances)
    spread = max(expected) - min(expected)
    rewards = []
    for seat, mine in enumerate(expected):
        best_other = max(theirs for other, theirs in enumerate(expected) if other != seat)
        margin = (mine - best_other) / spread if spread else 0.0
        rewards.append((1 - MARGIN_WEIGHT) * chances[seat] / total + MARGIN_WEIGHT * (0.5 + 0.5 * margin))
    return tuple(rewards)


HEURISTICS = Heuristics(policy=play_hofverrat, evaluate=judge_hofverrat, playout_depth=PLAYOUT_DEPTH)
"""Hof-Verrat's heuristics: the planning policy plays the playouts, the evaluation judges them after a while."""
