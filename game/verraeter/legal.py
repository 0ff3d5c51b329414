"""What the seat to move may do now, and why anything else is refused.

Actions are built once and reused, so listing the choices of a decision costs little (the AI lists them millions of
times). Choices name only public facts or the mover's own cards: positions, borders, offered cards, hand values.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from itertools import combinations
from typing import TYPE_CHECKING

from game.core import Action, IllegalAction, Refusals
from game.verraeter.actions import (
    ChooseConflictSite,
    DiscardBeforeDrawing,
    EndSupply,
    KeepForBonus,
    MoveBuilding,
    PlaceBuilding,
    PlaceEstate,
    PlaySupplyCard,
    SkipBuilding,
    TakeActionCard,
    TurnBuilding,
)
from game.verraeter.circle import contested_borders
from game.verraeter.data import (
    ACTION_CARDS,
    ACTIONS,
    BONUS_HAND,
    BUILDING,
    BUILDING_SIDES,
    CIRCLE_SIZE,
    CONFLICT_SITE,
    DRAWING,
    ESTATE,
    HAND_LIMIT,
    KONTOR_BONUS,
    MAX_TRADING_HOUSES,
    SETUP,
    SUPPLY,
    SUPPLY_COUNTS,
    TRADING_HOUSE,
)
from game.verraeter.hands import selections

if TYPE_CHECKING:
    from game.verraeter.fields import VerraeterFields

POSITIONS = range(CIRCLE_SIZE)
PLACE_ESTATE = tuple(PlaceEstate(position) for position in POSITIONS)
CHOOSE_SITE = tuple(ChooseConflictSite(border) for border in POSITIONS)
TAKE = {card: TakeActionCard(card) for card in ACTION_CARDS}
PLAY = {value: PlaySupplyCard(value) for value in SUPPLY_COUNTS}
END_SUPPLY = EndSupply()
SKIP_BUILDING = SkipBuilding()
PLACE = {(position, side): PlaceBuilding(position, side) for position in POSITIONS for side in BUILDING_SIDES}
MOVE = {(origin, target): MoveBuilding(origin, target) for origin in POSITIONS for target in POSITIONS}
TURN = tuple(TurnBuilding(position) for position in POSITIONS)
SUPPLY_CHOICES = {
    frozenset(values): (*(PLAY[value] for value in values), END_SUPPLY)
    for size in range(len(PLAY) + 1)
    for values in combinations(sorted(PLAY), size)
}
"""The supply step's choices for every set of values a hand can hold: each value once, lowest first, then "done"."""


def legal_actions(state: VerraeterFields) -> tuple[Action, ...]:
    """Every action the seat to move may take now; empty when the game is over."""
    chooser = _CHOICES.get(state.phase)
    return chooser(state) if chooser else ()


def _estate_sites(state: VerraeterFields) -> tuple[Action, ...]:
    return tuple(PLACE_ESTATE[position] for position in POSITIONS if state.building_owner[position] is None)


def _conflict_sites(state: VerraeterFields) -> tuple[Action, ...]:
    return _site_choices(tuple(state.houses))


@lru_cache(maxsize=4096)
def _site_choices(houses: tuple[str, ...]) -> tuple[Action, ...]:
    """One entry per circle of houses (there are 4096), so a circle's contested borders are listed only once."""
    return tuple(CHOOSE_SITE[border] for border in contested_borders(houses))


def _action_cards(state: VerraeterFields) -> tuple[Action, ...]:
    return _take_choices(state.offer())


@lru_cache(maxsize=256)
def _take_choices(offer: tuple[str, ...]) -> tuple[Action, ...]:
    return tuple(TAKE[card] for card in offer)


def _supply(state: VerraeterFields) -> tuple[Action, ...]:
    return SUPPLY_CHOICES[frozenset(state.hands[state.mover])]


def _building(state: VerraeterFields) -> tuple[Action, ...]:
    """Skip, place from stock, move, or turn over; never a third Kontor, never two buildings under one landscape."""
    seat = state.mover
    owners = state.building_owner
    free = [position for position in POSITIONS if owners[position] is None]
    own = [position for position in POSITIONS if owners[position] == seat]
    may_add_trading_house = state.trading_houses(seat) < MAX_TRADING_HOUSES
    sides = BUILDING_SIDES if may_add_trading_house else (ESTATE,)
    choices: list[Action] = [SKIP_BUILDING]
    if state.stock[seat]:
        choices.extend(PLACE[position, side] for position in free for side in sides)
    choices.extend(MOVE[origin, target] for origin in own for target in free)
    choices.extend(
        TURN[position] for position in own if may_add_trading_house or state.building_side[position] == TRADING_HOUSE
    )
    return tuple(choices)


def _room_to_draw(state: VerraeterFields) -> tuple[Action, ...]:
    hand = state.hands[state.mover]
    overflow = len(hand) + state.entitled[state.mover] - HAND_LIMIT
    return _discard_choices(tuple(sorted(hand)), overflow)


@lru_cache(maxsize=2048)
def _discard_choices(hand: tuple[int, ...], overflow: int) -> tuple[Action, ...]:
    return tuple(DiscardBeforeDrawing(cards) for cards in selections(hand, 0, overflow))


def _bonus_hand(state: VerraeterFields) -> tuple[Action, ...]:
    return _keep_choices(tuple(sorted(state.hands[state.mover])))


@lru_cache(maxsize=2048)
def _keep_choices(hand: tuple[int, ...]) -> tuple[Action, ...]:
    return tuple(KeepForBonus(cards) for cards in selections(hand, BONUS_HAND, BONUS_HAND))


_CHOICES: dict[str, Callable[[VerraeterFields], tuple[Action, ...]]] = {
    SETUP: _estate_sites,
    CONFLICT_SITE: _conflict_sites,
    ACTIONS: _action_cards,
    SUPPLY: _supply,
    BUILDING: _building,
    DRAWING: _room_to_draw,
    KONTOR_BONUS: _bonus_hand,
}

_TASKS = {
    SETUP: "each player in turn places a first Gutshof",
    CONFLICT_SITE: "the holder of the strategy card chooses the conflict site",
    ACTIONS: "each player in turn takes one of the action cards on offer",
    SUPPLY: "each player in turn plays supply cards or says done",
    BUILDING: "the Baumeister builds or skips",
    DRAWING: "a player at the hand limit chooses what to discard before drawing",
    KONTOR_BONUS: "each player keeps 3 hand cards for the Kontor bonus",
}
refused = Refusals(
    "verraeter",
    {
        **{f"not_now.{phase}": f"That is not possible now: {task}." for phase, task in _TASKS.items()},
        "conflict_site": "The conflict marker must go between two neighbouring landscapes of different houses.",
        "not_offered": "That action card is not on offer to you.",
        "no_supply_card": "You hold no supply card worth {value}.",
        "discard": (
            "Discard at most {overflow} of the cards you hold, listed from lowest to highest; "
            "every card you keep is one card fewer drawn."
        ),
        "keep": "Keep exactly {keep} of the cards you hold, listed from lowest to highest.",
        "no_landscape": "There is no landscape at that position.",
        "not_your_building": "You have no building under that landscape.",
        "occupied": "There may be only one building under each landscape.",
        "no_building_side": "A building shows either its Gutshof or its Kontor side.",
        "no_stock": "You have no building left in stock.",
        "kontor_limit": "Nobody may own more than {most} Kontore at once.",
    },
)
"""Every refusal of Verräter; "not_now.<phase>" names the task of the phase under way (VR-9..VR-25)."""

_KINDS = {
    SETUP: (PlaceEstate,),
    CONFLICT_SITE: (ChooseConflictSite,),
    ACTIONS: (TakeActionCard,),
    SUPPLY: (PlaySupplyCard, EndSupply),
    BUILDING: (PlaceBuilding, MoveBuilding, TurnBuilding, SkipBuilding),
    DRAWING: (DiscardBeforeDrawing,),
    KONTOR_BONUS: (KeepForBonus,),
}


def refusal(state: VerraeterFields, action: Action) -> IllegalAction:
    """The IllegalAction saying why ``action`` is refused now."""
    if state.over:
        return IllegalAction.game_over()
    if not isinstance(action, _KINDS[state.phase]):
        return refused(f"not_now.{state.phase}")
    if isinstance(action, (PlaceEstate, PlaceBuilding, MoveBuilding, TurnBuilding)):
        return _building_refusal(state, action)
    if isinstance(action, ChooseConflictSite):
        return refused("conflict_site")
    if isinstance(action, TakeActionCard):
        return refused("not_offered")
    if isinstance(action, PlaySupplyCard):
        return refused("no_supply_card", value=action.value)
    if isinstance(action, DiscardBeforeDrawing):
        return refused("discard", overflow=len(state.hands[state.mover]) + state.entitled[state.mover] - HAND_LIMIT)
    if isinstance(action, KeepForBonus):
        return refused("keep", keep=BONUS_HAND)
    return IllegalAction.not_allowed()


def explain_illegal(state: VerraeterFields, action: Action) -> str:
    """A sentence saying why ``action`` is refused now (the English message of ``refusal``)."""
    return str(refusal(state, action))


def _building_refusal(state: VerraeterFields, action: Action) -> IllegalAction:
    seat = state.mover
    origin = target = None
    if isinstance(action, MoveBuilding):
        origin, target = action.origin, action.target
    elif isinstance(action, TurnBuilding):
        origin = action.position
    elif isinstance(action, (PlaceEstate, PlaceBuilding)):
        target = action.position
    named = [position for position in (origin, target) if position is not None]
    if any(position not in POSITIONS for position in named):
        return refused("no_landscape")
    if origin is not None and state.building_owner[origin] != seat:
        return refused("not_your_building")
    if target is not None and state.building_owner[target] is not None:
        return refused("occupied")
    if isinstance(action, PlaceBuilding):
        if action.side not in BUILDING_SIDES:
            return refused("no_building_side")
        if not state.stock[seat]:
            return refused("no_stock")
    return refused("kontor_limit", most=MAX_TRADING_HOUSES)
