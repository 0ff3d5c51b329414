"""The course of a game: set-up, the 13 phases of a round (VR-12..VR-22) and the end (VR-23..VR-26).

Each phase is one function named after it. A phase that needs a decision sets ``state.mover`` and returns; the
action's handler carries on from there. Every other phase runs straight into the next, announcing itself with a
PhaseStarted event so the table can show it. The functions trust that ``apply`` has checked the action.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.core import Action, Event
from game.verraeter import scoring
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
from game.verraeter.circle import one_house_owns_all, site_positions
from game.verraeter.data import (
    ACTION_CARDS,
    ACTIONS,
    BUILDER,
    BUILDING,
    CONFLICT,
    CONFLICT_SITE,
    DIPLOMAT_2,
    DIPLOMAT_5,
    DISCARD,
    DRAWING,
    EAGLE,
    EQUAL_START_HAND,
    ESTATE,
    FARMER,
    HAND_LIMIT,
    MAX_PLAYED_SUPPLY,
    NEXT_ROUND,
    OTHER_HOUSE,
    OTHER_SIDE,
    PASS_START,
    RETURN_ACTIONS,
    REVEAL,
    ROUNDS,
    SETUP,
    STARTING_HAND,
    STRATEGIST,
    STRATEGIST_POINTS,
    STRATEGY,
    SUPPLY,
    SUPPLY_DECK,
    TRAITOR,
    TRAITOR_POINTS,
    VICTORY,
    VICTORY_POINTS,
)
from game.verraeter.drawing import draw, draw_entitlement, estates_drawing
from game.verraeter.ending import begin_bonus, keep_for_bonus
from game.verraeter.events import (
    ActionCardsRevealed,
    AllegianceSwitched,
    BuildingMoved,
    BuildingPlaced,
    BuildingSkipped,
    BuildingTurned,
    CardsDealt,
    CardsDiscarded,
    ConflictDecided,
    PlayedSupplyDiscarded,
    action_card_set_aside,
    action_card_taken,
    action_cards_offered,
    action_cards_put_back,
    conflict_site_chosen,
    draw_entitled,
    landscape_flipped,
    phase_started,
    start_player_passed,
    strategy_card_passed,
    supply_card_played,
    supply_ended,
)
from game.verraeter.hands import forget_cards, take_cards

if TYPE_CHECKING:
    from game.verraeter.fields import VerraeterFields

Events = list[Event]


def carry_out(state: VerraeterFields, action: Action, events: Events) -> None:
    """Carry out a legal ``action`` of the seat to move and run on to the next decision."""
    _HANDLERS[type(action)](state, action, events)


def enter(state: VerraeterFields, phase: str, events: Events) -> None:
    """Begin ``phase`` and say so."""
    state.phase = phase
    events.append(phase_started(state.round, phase))


# Set-up (VR-9, VR-10) -------------------------------------------------------------------------------------------


def begin_setup(state: VerraeterFields) -> None:
    """The supply cards wait in the draw pile while the start player, then the others clockwise, place a first
    Gutshof (VR-9)."""
    state.phase = SETUP
    state.draw_pile = list(SUPPLY_DECK)
    state.turn = 0
    state.mover = state.start


def place_estate(state: VerraeterFields, action: PlaceEstate, events: Events) -> None:
    """Place the mover's first Gutshof; after the last one, deal the hands and begin round 1."""
    seat = state.mover
    state.building_owner[action.position] = seat
    state.building_side[action.position] = ESTATE
    state.stock[seat] -= 1
    events.append(BuildingPlaced(seat, action.position, ESTATE))
    state.turn += 1
    if state.turn < state.players:
        state.mover = (state.start + state.turn) % state.players
        return
    deal(state, events)
    begin_round(state, events)


def deal(state: VerraeterFields, events: Events) -> None:
    """Shuffle the supply cards and deal 3 to each player, or 3, 4 and 5 to each under "equal start" (VR-10)."""
    deck = state.draw_pile
    state.rng.shuffle(deck)
    for seat in state.order_from_start():
        if state.equal_start:
            take_cards(deck, EQUAL_START_HAND)
            state.hands[seat] = list(EQUAL_START_HAND)
            state.known[seat] = list(EQUAL_START_HAND)
        else:
            state.hands[seat] = [deck.pop() for _ in range(STARTING_HAND)]
        events.append(CardsDealt(seat, len(state.hands[seat]), tuple(sorted(state.hands[seat])), state.equal_start))


# Phase 1, conflict site (VR-12) ---------------------------------------------------------------------------------


def begin_round(state: VerraeterFields, events: Events) -> None:
    """Phase 1: the strategy-card holder chooses the conflict site.

    While both houses hold landscapes, the circle has at least two contested borders, so this is always a choice.
    """
    state.round += 1
    enter(state, CONFLICT_SITE, events)
    state.mover = state.strategy_holder


def choose_conflict_site(state: VerraeterFields, action: ChooseConflictSite, events: Events) -> None:
    """Put the conflict marker down and go on to the action draft."""
    state.border = action.border
    eagle_position, rose_position = site_positions(state.houses, action.border)
    events.append(conflict_site_chosen(state.strategy_holder, action.border, eagle_position, rose_position))
    begin_draft(state, events)


# Phase 2, actions (VR-13) ---------------------------------------------------------------------------------------


def begin_draft(state: VerraeterFields, events: Events) -> None:
    """Phase 2: shuffle the action cards, set the top one aside unseen, and offer the rest to the start player."""
    enter(state, ACTIONS, events)
    state.aside = ACTION_CARDS[state.rng.below(len(ACTION_CARDS))]
    events.append(action_card_set_aside(state.aside))
    offer_action_cards(state, events)


def offer_action_cards(state: VerraeterFields, events: Events) -> None:
    """Pass the cards still on offer to the next player in the draft."""
    seat = (state.start + state.picks_made) % state.players
    state.mover = seat
    offered = state.offer()
    events.append(action_cards_offered(seat, len(offered), offered))


def take_action_card(state: VerraeterFields, action: TakeActionCard, events: Events) -> None:
    """The mover takes a card in secret; after the last player, what is left goes back face down."""
    seat = state.mover
    state.picks[seat] = action.card
    state.picks_made += 1
    events.append(action_card_taken(seat, action.card))
    if state.picks_made < state.players:
        offer_action_cards(state, events)
        return
    events.append(action_cards_put_back(len(ACTION_CARDS) - 1 - state.players))
    begin_supply(state, events)


# Phase 3, supply (VR-14) ----------------------------------------------------------------------------------------


def begin_supply(state: VerraeterFields, events: Events) -> None:
    """Phase 3: clockwise from the start player, each plays 0–5 supply cards, one at a time, then says "done"."""
    enter(state, SUPPLY, events)
    state.turn = 0
    next_supplier(state, events)


def next_supplier(state: VerraeterFields, events: Events) -> None:
    """Ask the next player with cards in hand; an empty hand has nothing to decide."""
    while state.turn < state.players:
        seat = (state.start + state.turn) % state.players
        if state.hands[seat]:
            state.mover = seat
            return
        events.append(supply_ended(seat, 0))
        state.turn += 1
    reveal(state, events)


def play_supply_card(state: VerraeterFields, action: PlaySupplyCard, events: Events) -> None:
    """Play one supply card face up; a fifth card or an empty hand ends the turn."""
    seat = state.mover
    state.hands[seat].remove(action.value)
    state.played[seat].append(action.value)
    forget_cards(state.known[seat], (action.value,))
    events.append(supply_card_played(seat, action.value))
    if len(state.played[seat]) == MAX_PLAYED_SUPPLY or not state.hands[seat]:
        finish_supply(state, seat, events)


def end_supply(state: VerraeterFields, action: EndSupply, events: Events) -> None:
    """The mover plays no more supply cards."""
    finish_supply(state, state.mover, events)


def finish_supply(state: VerraeterFields, seat: int, events: Events) -> None:
    """Close ``seat``'s supply turn and ask the next player."""
    events.append(supply_ended(seat, len(state.played[seat])))
    state.turn += 1
    next_supplier(state, events)


# Phase 4, reveal (VR-15) ----------------------------------------------------------------------------------------


def reveal(state: VerraeterFields, events: Events) -> None:
    """Phase 4: every action card turns up; the traitor switches sides, and so does the Diplomat +5 when every
    player began the round with the same allegiance."""
    enter(state, REVEAL, events)
    state.revealed = True
    events.append(ActionCardsRevealed(tuple(state.picks)))
    united = len(set(state.allegiance)) == 1
    for seat in state.order_from_start():
        card = state.picks[seat]
        if card == TRAITOR or (united and card == DIPLOMAT_5):
            house = OTHER_HOUSE[state.allegiance[seat]]
            state.allegiance[seat] = house
            events.append(AllegianceSwitched(seat, house, card))
    resolve_conflict(state, events)


# Phase 5, conflict (VR-16) and phase 6, victory points (VR-17) -------------------------------------------------


def resolve_conflict(state: VerraeterFields, events: Events) -> None:
    """Phase 5: total up both houses at the conflict site (VR-16)."""
    enter(state, CONFLICT, events)
    eagle_position, rose_position = site_positions(state.houses, state.border)
    decided = scoring.decide_conflict(state, eagle_position, rose_position)
    events.append(decided)
    state.lines.append(scoring.conflict_line(state.round, state.landscapes, decided))
    score_victory_points(state, decided, events)


def score_victory_points(state: VerraeterFields, decided: ConflictDecided, events: Events) -> None:
    """Phase 6: the winners share the losing landscape's table value; the traitor and the strategist always score;
    the losing landscape turns to the winning house. A tie scores no landscape and flips nothing."""
    enter(state, VICTORY, events)
    winner = decided.winner
    if winner is not None:
        losing = decided.rose_position if winner == EAGLE else decided.eagle_position
        landscape = state.landscapes[losing]
        winners = [seat for seat in state.order_from_start() if state.allegiance[seat] == winner]
        for seat in winners:
            points = VICTORY_POINTS[landscape][len(winners) - 1]
            params = {"round": state.round, "landscape": landscape, "winners": len(winners)}
            scoring.score(state, seat, points, scoring.LANDSCAPE, params, events)
    for card, points, key in (
        (TRAITOR, TRAITOR_POINTS, scoring.TRAITOR),
        (STRATEGIST, STRATEGIST_POINTS, scoring.STRATEGIST),
    ):
        seat = state.seat_with(card)
        if seat is not None:
            scoring.score(state, seat, points, key, {"round": state.round}, events)
    if winner is not None:
        state.houses[losing] = winner
        events.append(landscape_flipped(losing, landscape, winner))
    begin_building(state, events)


# Phase 7, builder (VR-18) ---------------------------------------------------------------------------------------


def begin_building(state: VerraeterFields, events: Events) -> None:
    """Phase 7: the Baumeister may build; without a Baumeister the phase passes."""
    enter(state, BUILDING, events)
    builder = state.seat_with(BUILDER)
    if builder is None:
        pass_strategy_card(state, events)
    else:
        state.mover = builder


def place_building(state: VerraeterFields, action: PlaceBuilding, events: Events) -> None:
    """The builder places a building from stock, either side up."""
    seat = state.mover
    state.building_owner[action.position] = seat
    state.building_side[action.position] = action.side
    state.stock[seat] -= 1
    events.append(BuildingPlaced(seat, action.position, action.side))
    pass_strategy_card(state, events)


def move_building(state: VerraeterFields, action: MoveBuilding, events: Events) -> None:
    """The builder moves a building to a free landscape, the same side up."""
    seat = state.mover
    state.building_owner[action.target] = seat
    state.building_side[action.target] = state.building_side[action.origin]
    state.building_owner[action.origin] = None
    state.building_side[action.origin] = None
    events.append(BuildingMoved(seat, action.origin, action.target))
    pass_strategy_card(state, events)


def turn_building(state: VerraeterFields, action: TurnBuilding, events: Events) -> None:
    """The builder turns a building over in place."""
    side = OTHER_SIDE[state.building_side[action.position]]
    state.building_side[action.position] = side
    events.append(BuildingTurned(state.mover, action.position, side))
    pass_strategy_card(state, events)


def skip_building(state: VerraeterFields, action: SkipBuilding, events: Events) -> None:
    """The builder builds nothing."""
    events.append(BuildingSkipped(state.mover))
    pass_strategy_card(state, events)


# Phase 8, strategist (VR-19) and phase 9, discarding (VR-20) ----------------------------------------------------


def pass_strategy_card(state: VerraeterFields, events: Events) -> None:
    """Phase 8: whoever took the Stratege takes the strategy card; otherwise its holder keeps it."""
    enter(state, STRATEGY, events)
    origin = state.strategy_holder
    strategist = state.seat_with(STRATEGIST)
    if strategist is not None:
        state.strategy_holder = strategist
    events.append(strategy_card_passed(origin, state.strategy_holder))
    discard_played_supply(state, events)


def discard_played_supply(state: VerraeterFields, events: Events) -> None:
    """Phase 9: the supply cards played this round go to the open discard pile."""
    enter(state, DISCARD, events)
    cards = tuple(value for seat in state.order_from_start() for value in state.played[seat])
    state.discard_pile.extend(cards)
    state.played = [[] for _ in range(state.players)]
    events.append(PlayedSupplyDiscarded(cards))
    begin_drawing(state, events)


# Phase 10, drawing (VR-21) --------------------------------------------------------------------------------------


def begin_drawing(state: VerraeterFields, events: Events) -> None:
    """Phase 10: everyone learns how many cards they may draw; the Bauer draws first, then the others clockwise
    from the start player."""
    enter(state, DRAWING, events)
    order = list(state.order_from_start())
    farmer = state.seat_with(FARMER)
    if farmer is not None:
        order.remove(farmer)
        order.insert(0, farmer)
    state.draw_order = order
    state.drawn = [0] * state.players
    state.entitled = [0] * state.players
    for seat in order:
        card = state.picks[seat]
        estates = 0 if card == FARMER else estates_drawing(state, seat)
        state.entitled[seat] = draw_entitlement(card, estates)
        events.append(draw_entitled(seat, state.entitled[seat], card == FARMER, estates, card == DIPLOMAT_2))
    state.turn = 0
    next_drawer(state, events)


def next_drawer(state: VerraeterFields, events: Events) -> None:
    """Let each player draw in turn; one who would pass 5 cards must choose what to discard or how many to skip."""
    while state.turn < state.players:
        seat = state.draw_order[state.turn]
        count = state.entitled[seat]
        if len(state.hands[seat]) + count > HAND_LIMIT:
            state.mover = seat
            return
        draw(state, seat, count, events)
        state.turn += 1
    finish_round(state, events)


def discard_before_drawing(state: VerraeterFields, action: DiscardBeforeDrawing, events: Events) -> None:
    """At the hand limit: discard the chosen cards face up, then draw up to exactly 5."""
    seat = state.mover
    if action.cards:
        take_cards(state.hands[seat], action.cards)
        forget_cards(state.known[seat], action.cards)
        state.discard_pile.extend(action.cards)
        events.append(CardsDiscarded(seat, action.cards, "hand_limit"))
    draw(state, seat, HAND_LIMIT - len(state.hands[seat]), events)
    state.turn += 1
    next_drawer(state, events)


# Phases 11–13 (VR-22) and the end (VR-23..VR-26) ----------------------------------------------------------------


def finish_round(state: VerraeterFields, events: Events) -> None:
    """After phase 10 the game ends in its last round or when one house owns all 12 (VR-23, VR-24)."""
    if state.round == ROUNDS[state.players] or one_house_owns_all(state.houses):
        begin_bonus(state, events)
    else:
        return_action_cards(state, events)


def return_action_cards(state: VerraeterFields, events: Events) -> None:
    """Phase 11: the action cards, the set-aside one too, go back to the middle; the conflict marker comes off."""
    enter(state, RETURN_ACTIONS, events)
    state.aside = None
    state.picks = [None] * state.players
    state.picks_made = 0
    state.revealed = False
    state.border = None
    pass_start_card(state, events)


def pass_start_card(state: VerraeterFields, events: Events) -> None:
    """Phase 12: the start-player card passes to the left."""
    enter(state, PASS_START, events)
    origin = state.start
    state.start = (origin + 1) % state.players
    events.append(start_player_passed(origin, state.start))
    enter(state, NEXT_ROUND, events)
    begin_round(state, events)


_HANDLERS: dict[type[Action], Callable[..., None]] = {
    PlaceEstate: place_estate,
    ChooseConflictSite: choose_conflict_site,
    TakeActionCard: take_action_card,
    PlaySupplyCard: play_supply_card,
    EndSupply: end_supply,
    PlaceBuilding: place_building,
    MoveBuilding: move_building,
    TurnBuilding: turn_building,
    SkipBuilding: skip_building,
    DiscardBeforeDrawing: discard_before_drawing,
    KeepForBonus: keep_for_bonus,
}
