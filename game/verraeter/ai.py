"""Verräter's game knowledge for the AI: how a sensible player of the two houses moves.

Every judgement reads only what the seat to move could know at the table: its own hand and action card, and what
is public (the circle, the buildings, allegiances, points, hand sizes, the supply cards played, the cards everyone
knows a hand holds, and every action card once revealed). It never reads another hand, the draw pile, the set-aside
action card or another player's action card before the reveal.

The judgements share one currency, victory points. A conflict's outcome is forecast from the landscapes and the
supply each house can still bring (a logistic curve over the difference); a supply card in hand is worth
``CARD_WORTH`` points for the conflicts to come, so a card is played only when the win it buys is worth more.

``HEURISTICS`` and ``BUDGETS``, at the end, are what the title's record (``game.title``) gives the AI.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import lru_cache
from itertools import combinations
from operator import itemgetter

from game.ai.budgets import Budget
from game.ai.policy import Heuristics
from game.ai.worlds import FOLLOWS_HEURISTIC
from game.core import Action, Rng, State, View
from game.verraeter.actions import DiscardBeforeDrawing, KeepForBonus
from game.verraeter.circle import contested_borders
from game.verraeter.data import (
    ACTION_CARDS,
    ACTIONS,
    BONUS_HAND,
    BUILDING,
    CIRCLE_SIZE,
    CONFLICT_POINTS,
    CONFLICT_SITE,
    DIPLOMAT_2,
    DIPLOMAT_5,
    DIPLOMAT_BONUS,
    DRAWING,
    ESTATE,
    FARMER,
    FARMER_DRAW,
    HAND_LIMIT,
    KONTOR_BONUS,
    MAX_DRAWN,
    MAX_TRADING_HOUSES,
    OTHER_HOUSE,
    ROUNDS,
    SETUP,
    STRATEGIST,
    STRATEGIST_POINTS,
    SUPPLY,
    SUPPLY_DECK,
    TRADING_HOUSE,
    TRAITOR,
    TRAITOR_POINTS,
    VICTORY_POINTS,
)
from game.verraeter.legal import CHOOSE_SITE, END_SUPPLY, MOVE, PLACE, PLAY, SKIP_BUILDING, TAKE, TURN
from game.verraeter.state import VerraeterState
from game.verraeter.view import VerraeterView

AVERAGE_CARD = sum(SUPPLY_DECK) / len(SUPPLY_DECK)
"""The conflict points of an unseen supply card, on average (about 3.9)."""
CARD_WORTH = 0.45
"""Victory points a supply card in hand is worth for the conflicts still to come: little, because estates refill the
hands every round and the hand limit wastes what is hoarded (tuned in self-play, like the constants below)."""
LAST_ROUND_CARD_WORTH = 0.3
"""In the last round a card only counts for the Kontor bonus, and the drawing after the conflict refills the hand."""
EXPECTED_PLAY = 0.9
"""The share of its hand a player is expected to commit to a conflict."""
FORECAST_SPREAD = 6.0
"""Conflict points of advantage that make a win about three times as likely as a loss."""
RIVALS_WEIGHT = 0.5
"""How much the points the other house's players would win count against this player's own gain."""
STRATEGY_CARD_WORTH = 1.0
"""Choosing the next conflict site, in victory points."""
ESTATE_SAFETY = 0.2
"""The share of an estate's draws lost for each neighbour of the other house (where conflicts flip landscapes)."""
KONTOR_WORTH = 2.5
"""A Kontor's expected bonus: the hand kept at the end (at most 3 cards) is rarely quite full."""
SWITCH_HORIZON = 0.5
"""The share of the remaining rounds a changed allegiance is expected to last, for the estates' draws."""


def play(state: State, rng: Rng) -> Action:
    """Decide for ``state.to_move`` as a sensible player would; deterministic, ``rng`` is not needed."""
    assert isinstance(state, VerraeterState)
    return _DECISIONS[state.phase](state)


# Shared judgements ----------------------------------------------------------------------------------------------


def rounds_left(state: VerraeterState) -> int:
    """Rounds still to come after the current one."""
    return ROUNDS[state.players] - state.round


def is_last_round(state: VerraeterState) -> bool:
    """True in the game's final round (an early end cannot be foreseen)."""
    return state.round >= ROUNDS[state.players]


def card_worth(state: VerraeterState) -> float:
    """Victory points a supply card in hand is worth from now on."""
    return LAST_ROUND_CARD_WORTH if is_last_round(state) else CARD_WORTH


def exposure(houses: Sequence[str], position: int) -> int:
    """How many neighbours of the landscape at ``position`` belong to the other house: where it can be lost."""
    house = houses[position]
    return (houses[position - 1] != house) + (houses[(position + 1) % CIRCLE_SIZE] != house)


def win_chance(advantage: float) -> float:
    """The chance to win a conflict with ``advantage`` conflict points over the other house."""
    return 1 / (1 + math.exp(-advantage / FORECAST_SPREAD))


SHARE = {landscape: (0, *points) for landscape, points in VICTORY_POINTS.items()}
"""What each of ``n`` players of the winning house scores from the losing landscape: ``SHARE[landscape][n]``."""


def house_after_reveal(state: VerraeterState, seat: int) -> str:
    """The house ``seat`` fights for in this round's conflict, as the seat itself knows it.

    Before the reveal only its own action card is known to it: the Verräter switches, and so does the Diplomat +5
    when every player began the round united.
    """
    house = state.allegiance[seat]
    card = state.picks[seat] if not state.revealed else None
    if card == TRAITOR or (card == DIPLOMAT_5 and len(set(state.allegiance)) == 1):
        return OTHER_HOUSE[house]
    return house


def expected_supply(state: VerraeterState, me: int) -> list[float]:
    """The conflict points each seat is expected to bring to a conflict, as ``me`` can judge its hand: exactly for
    its own, else the cards everyone knows it holds and the average card for the rest."""
    hands, known = state.hands, state.known
    return [
        EXPECTED_PLAY
        * (sum(hands[seat]) if seat == me else sum(known[seat]) + (len(hands[seat]) - len(known[seat])) * AVERAGE_CARD)
        for seat in range(state.players)
    ]


def sides(state: VerraeterState, border: int, my_house: str) -> tuple[str, str]:
    """The landscapes at ``border``: the one of ``my_house`` and the other house's."""
    after = (border + 1) % CIRCLE_SIZE
    mine, theirs = (border, after) if state.houses[border] == my_house else (after, border)
    return state.landscapes[mine], state.landscapes[theirs]


Camp = tuple[int, list[float]]
"""The players of one house in a conflict: how many they are, and every seat's expected supply, signed: plus for the
house, minus against it."""


def camp(state: VerraeterState, me: int, my_house: str, expected: list[float]) -> Camp:
    """The camp of ``me`` fighting for ``my_house``: ``me`` counted for it, the others for their public allegiance."""
    ours = 0
    signed = []
    for seat, house in enumerate(state.allegiance):
        if seat == me or house == my_house:
            ours += 1
            signed.append(expected[seat])
        else:
            signed.append(-expected[seat])
    return ours, signed


def conflict_value(state: VerraeterState, border: int, my_house: str, fighters: Camp, bonus: float = 0.0) -> float:
    """What the conflict at ``border`` is worth to a player of ``fighters`` for ``my_house``, before any supply.

    Each house brings its landscape and its players' expected supply (``bonus`` more for ``my_house``). The value is
    the chance of winning times the share of the losing landscape, less the other house's chance times what its
    players would win: points for the rivals. A camp is reckoned once for every border and bonus weighed.
    """
    mine, theirs = sides(state, border, my_house)
    advantage = CONFLICT_POINTS[mine] - CONFLICT_POINTS[theirs] + bonus
    ours, signed = fighters
    for supply in signed:
        advantage += supply
    chance = win_chance(advantage)
    return chance * SHARE[theirs][ours] - (1 - chance) * RIVALS_WEIGHT * SHARE[mine][state.players - ours]


def estates_under(state: VerraeterState, seat: int, house: str) -> int:
    """How many of ``seat``'s Gutshöfe lie under landscapes of ``house``: its draws while it holds that house."""
    building_sides, houses = state.building_side, state.houses
    count = 0
    for position, owner in enumerate(state.building_owner):
        if owner == seat and building_sides[position] == ESTATE and houses[position] == house:
            count += 1
    return count


# Set-up and phase 1 ----------------------------------------------------------------------------------------------


def estate_site_value(houses: Sequence[str], landscapes: Sequence[str], position: int, house: str) -> float:
    """How well an estate at ``position`` would draw for a player of ``house``: under its own house, away from the
    other house, and under a landscape hard to win from it."""
    if houses[position] != house:
        return 0.0
    return 1 - ESTATE_SAFETY * exposure(houses, position) + CONFLICT_POINTS[landscapes[position]] / 100


@lru_cache(maxsize=8192)
def estate_site_values(houses: tuple[str, ...], landscapes: tuple[str, ...], house: str) -> tuple[float, ...]:
    """``estate_site_value`` at every position, reckoned once per circle: the builder and the draft weigh every site."""
    return tuple(estate_site_value(houses, landscapes, position, house) for position in range(CIRCLE_SIZE))


def place_first_estate(state: VerraeterState) -> Action:
    """Set-up: the first Gutshof goes under the safest landscape of one's own house."""
    values = estate_site_values(tuple(state.houses), state.landscapes, state.allegiance[state.mover])
    return max(state.legal_actions(), key=lambda action: values[action.position])


def choose_conflict_site(state: VerraeterState) -> Action:
    """Phase 1: the border whose conflict promises one's own house the most."""
    me = state.mover
    house = state.allegiance[me]
    fighters = camp(state, me, house, expected_supply(state, me))
    borders = contested_borders(state.houses)
    return CHOOSE_SITE[max(borders, key=lambda border: conflict_value(state, border, house, fighters))]


# Phase 2, the action draft ---------------------------------------------------------------------------------------


def take_action_card(state: VerraeterState) -> Action:
    """Phase 2: the action card on offer worth the most victory points to this player now."""
    return TAKE[max(state.offer(), key=DraftJudgement(state, state.mover).value)]


def infer_draft(world: State, view: View, rng: Rng) -> None:
    """The action cards the players before this seat took out of sight in this round's draft: the cards not offered to
    it, less the one set aside. In draft order each earlier player takes, ``FOLLOWS_HEURISTIC`` times in a hundred,
    the one of those still free that the heuristic values most for it (else one at random); the last is set aside.
    Reads only the sampled world, whose other hands are drawn from what the seat cannot see."""
    assert isinstance(world, VerraeterState) and isinstance(view, VerraeterView)
    if view.revealed_actions or not view.offered:
        return
    order = [(view.start_player + step) % world.players for step in range(world.players)]
    before = order[: order.index(view.seat)]
    if not before:
        return
    free = [card for card in ACTION_CARDS if card not in view.offered]
    for seat in before:
        if rng.below(100) < FOLLOWS_HEURISTIC:
            card = max(free, key=DraftJudgement(world, seat).value)
        else:
            card = free[rng.below(len(free))]
        free.remove(card)
        world.picks[seat] = card
    (world.aside,) = free


class DraftJudgement:
    """What each action card is worth to ``me`` now, in victory points over an action card that does nothing.

    The diplomats and a switch of sides all weigh this round's conflict against fighting on unchanged, and several
    cards ask how many of ``me``'s Gutshöfe draw: one judgement reckons those once for every card of a draft decision
    (the search asks for it in every playout).
    """

    __slots__ = ("expected", "house", "me", "own_camp", "own_estates", "state", "unchanged_value", "worth")

    def __init__(self, state: VerraeterState, me: int) -> None:
        self.state = state
        self.me = me
        self.house = state.allegiance[me]
        self.expected = expected_supply(state, me)
        self.own_camp = camp(state, me, self.house, self.expected)
        self.worth = card_worth(state)
        self.own_estates = estates_under(state, me, self.house)
        self.unchanged_value: float | None = None

    def value(self, card: str) -> float:
        """Victory points ``card`` is expected to bring ``me`` compared with an action card that does nothing."""
        state = self.state
        if card == STRATEGIST:
            return STRATEGIST_POINTS + STRATEGY_CARD_WORTH
        if card == TRAITOR or (card == DIPLOMAT_5 and len(set(state.allegiance)) == 1):
            return (TRAITOR_POINTS if card == TRAITOR else 0) + self.switch_value()
        if card in DIPLOMAT_BONUS:
            with_bonus = conflict_value(state, state.border, self.house, self.own_camp, DIPLOMAT_BONUS[card])
            gained = with_bonus - self.unchanged()
            return gained + (self.worth if card == DIPLOMAT_2 and self.extra_draws(1) else 0.0)
        if card == FARMER:
            return self.worth * self.extra_draws(FARMER_DRAW - self.own_estates)
        return best_building(state, self.me, self.house)[0]

    def unchanged(self) -> float:
        """What this round's conflict is worth to ``me`` fighting for its house without a diplomat."""
        if self.unchanged_value is None:
            self.unchanged_value = conflict_value(self.state, self.state.border, self.house, self.own_camp)
        return self.unchanged_value

    def extra_draws(self, wanted: int) -> int:
        """How many of ``wanted`` extra cards ``me`` could keep: the hand limit cuts in when the hand stays full."""
        room = HAND_LIMIT + 1 - len(self.state.hands[self.me]) - self.own_estates
        return max(0, min(wanted, room, MAX_DRAWN))

    def switch_value(self) -> float:
        """What changing sides this round brings ``me``: the better conflict, and its estates' draws from now on."""
        state, me = self.state, self.me
        other = OTHER_HOUSE[self.house]
        switched = camp(state, me, other, self.expected)
        conflict = conflict_value(state, state.border, other, switched) - self.unchanged()
        draws = estates_under(state, me, other) - self.own_estates
        return conflict + draws * self.worth * SWITCH_HORIZON * rounds_left(state)


# Phase 3, supply -------------------------------------------------------------------------------------------------


def play_supply(state: VerraeterState) -> Action:
    """Phase 3: commit the cards whose chance of carrying the conflict is worth the most; play them highest first.

    The totals on the table count each player for their public allegiance (and this player for the house it will
    fight for after its own reveal); players still to come are expected to add part of their hands. Each further
    card is judged again, and the plan holds from card to card: what is left of the best set stays the best set.
    """
    me = state.mover
    my_house = house_after_reveal(state, me)
    mine, theirs = sides(state, state.border, my_house)
    lead = CONFLICT_POINTS[mine] - CONFLICT_POINTS[theirs] + DIPLOMAT_BONUS.get(state.picks[me], 0)
    players, start, turn = state.players, state.start, state.turn
    hands, known, played = state.hands, state.known, state.played
    ours = 0
    for seat, house in enumerate(state.allegiance):
        brings = sum(played[seat])
        if (seat - start) % players > turn:  # still to supply after the mover
            brings += EXPECTED_PLAY * (sum(known[seat]) + (len(hands[seat]) - len(known[seat])) * AVERAGE_CARD)
        if seat == me or house == my_house:
            ours += 1
            lead += brings
        else:
            lead -= brings
    stake = SHARE[theirs][ours] + RIVALS_WEIGHT * SHARE[mine][players - ours]
    hand = tuple(sorted(hands[me]))
    spare = max(0, len(hand) + expected_draws(state, me, my_house) - HAND_LIMIT)
    cards = best_commitment(hand, round(lead), stake, card_worth(state), spare)
    return PLAY[max(cards)] if cards else END_SUPPLY


def expected_draws(state: VerraeterState, me: int, house: str) -> int:
    """How many cards ``me`` will be entitled to draw this round, as far as it knows now."""
    card = state.picks[me]
    if card == FARMER:
        return FARMER_DRAW
    return min(MAX_DRAWN, estates_under(state, me, house) + (card == DIPLOMAT_2))


@lru_cache(maxsize=65536)
def best_commitment(hand: tuple[int, ...], lead: int, stake: float, worth: float, spare: int) -> tuple[int, ...]:
    """The cards of ``hand`` to commit when the house leads by ``lead`` points before them and a win is worth
    ``stake``: the chance of winning times the stake, less what the cards would be worth later.

    ``spare`` cards would be lost to the hand limit at the next drawing anyway, so playing that many costs only
    the difference to an average draw.
    """
    best: tuple[int, ...] = ()
    best_value = chance_with_lead(lead) * stake
    for total, cost, cards in commitment_costs(hand, worth, spare):
        value = chance_with_lead(lead + total) * stake - cost
        if value > best_value + 1e-9:
            best, best_value = cards, value
    return best


@lru_cache(maxsize=4096)
def commitment_costs(hand: tuple[int, ...], worth: float, spare: int) -> tuple[tuple[int, float, tuple[int, ...]], ...]:
    """The choices of cards from ``hand`` that ``best_commitment`` weighs, fewest cards first, each with its total and
    what committing it costs later.

    Choices of the same number of cards and the same total are worth the same, so only the first of them is listed:
    a later one could never be better by the margin a change of plan needs.
    """
    firsts: dict[tuple[int, int], tuple[int, ...]] = {}
    for size in range(1, len(hand) + 1):
        for cards in combinations(hand, size):
            firsts.setdefault((size, sum(cards)), cards)
    return tuple(
        (total, worth * (total - min(size, spare) * AVERAGE_CARD) / AVERAGE_CARD, cards)
        for (size, total), cards in firsts.items()
    )


@lru_cache(maxsize=1024)
def chance_with_lead(lead: int) -> float:
    """``win_chance`` of a whole-point lead, kept: the supply step weighs the same few leads over and over."""
    return win_chance(lead)


# Phase 7, builder ------------------------------------------------------------------------------------------------


def best_building(state: VerraeterState, me: int, house: str) -> tuple[float, Action]:
    """The best thing the Baumeister can do for a player of ``house``, with its worth in victory points.

    An estate is worth its draws over the remaining rounds (this round's drawing included), a Kontor its expected
    end bonus; a move or a turn is worth the difference. Skipping is worth nothing.
    """
    building_sides = state.building_side
    draws_worth = (rounds_left(state) + 1) * card_worth(state)
    estate = estate_worths(tuple(state.houses), state.landscapes, house, draws_worth)
    free: list[int] = []
    own: list[int] = []
    for position, owner in enumerate(state.building_owner):
        if owner is None:
            free.append(position)
        elif owner == me:
            own.append(position)
    may_add_kontor = [building_sides[position] for position in own].count(TRADING_HOUSE) < MAX_TRADING_HOUSES
    options: list[tuple[float, Action]] = [(0.0, SKIP_BUILDING)]
    if free:
        best_site = max(free, key=estate.__getitem__)
        if state.stock[me]:
            options.append((estate[best_site], PLACE[best_site, ESTATE]))
        if state.stock[me] and may_add_kontor:
            # A Kontor scores wherever it stands, so it takes the free landscape an estate would like least.
            options.append((KONTOR_WORTH, PLACE[min(free, key=estate.__getitem__), TRADING_HOUSE]))
    for origin in own:
        if building_sides[origin] == TRADING_HOUSE:
            options.append((estate[origin] - KONTOR_WORTH, TURN[origin]))
            continue
        if free:
            options.append((estate[best_site] - estate[origin], MOVE[origin, best_site]))
        if may_add_kontor:
            options.append((KONTOR_WORTH - estate[origin], TURN[origin]))
    return max(options, key=itemgetter(0))


@lru_cache(maxsize=8192)
def estate_worths(
    houses: tuple[str, ...], landscapes: tuple[str, ...], house: str, draws_worth: float
) -> tuple[float, ...]:
    """What an estate at each position is worth in victory points when its draws are worth ``draws_worth``."""
    return tuple(draws_worth * value for value in estate_site_values(houses, landscapes, house))


def build(state: VerraeterState) -> Action:
    """Phase 7: the Baumeister's best building option, or nothing."""
    me = state.mover
    return best_building(state, me, state.allegiance[me])[1]


# Phase 10 and the end --------------------------------------------------------------------------------------------


def make_room_to_draw(state: VerraeterState) -> Action:
    """Phase 10 at the hand limit: swap the cards below an average draw for new ones, lowest first.

    In the last round values no longer matter (only the number of cards counts for the Kontor bonus), so nothing
    is discarded.
    """
    hand = sorted(state.hands[state.mover])
    overflow = len(hand) + state.entitled[state.mover] - HAND_LIMIT
    if is_last_round(state):
        return DiscardBeforeDrawing(())
    weak = [value for value in hand if value < AVERAGE_CARD]
    return DiscardBeforeDrawing(tuple(weak[:overflow]))


def keep_for_bonus(state: VerraeterState) -> Action:
    """The end: only the number of cards kept counts, so keep the three highest."""
    return KeepForBonus(tuple(sorted(state.hands[state.mover])[-BONUS_HAND:]))


_DECISIONS: dict[str, Callable[[VerraeterState], Action]] = {
    SETUP: place_first_estate,
    CONFLICT_SITE: choose_conflict_site,
    ACTIONS: take_action_card,
    SUPPLY: play_supply,
    BUILDING: build,
    DRAWING: make_room_to_draw,
    KONTOR_BONUS: keep_for_bonus,
}

HEURISTICS = Heuristics(policy=play, infer=infer_draft)
"""Verräter's heuristics: sensible play for the Easy level and the search's playouts, to the end of the game."""


BUDGETS = {
    3: Budget(normal=67, hard=670),
    4: Budget(normal=64, hard=640),
}
"""Player count → search iterations per decision (``bench.arena --calibrate`` with the draft inference), kept when the
playouts became faster without changing a decision, so Hard decides in well under a second on a 2-core machine."""
