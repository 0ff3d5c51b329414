"""Sampling a full state that agrees with one seat's view, for the AI's search.

What a seat cannot see is drawn at random among what it cannot rule out: the other hands (beyond the cards everyone
knows they hold), the order and content of the draw pile (after a reshuffle only cards of the reshuffled pile), the
set-aside action card, and the action cards others took before the reveal, which must fit what was offered to this
seat: a card it was offered cannot have been taken by a player before it or set aside, and a card it was not offered
cannot have been taken by a player after it.

Not modelled: how many cards each other player drew before and after the last reshuffle. The other hands share
what the draw pile leaves at random, and the other seats' memories of their own recent draws stay empty.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

from game.core import Rng
from game.verraeter.data import ACTION_CARDS, ACTIONS, SUPPLY_COUNTS
from game.verraeter.state import VerraeterState
from game.verraeter.view import VerraeterView


def determinize(view: VerraeterView, rng: Rng) -> VerraeterState:
    """A state whose ``view(view.seat)`` equals ``view``, hidden facts drawn from ``rng``, its own Rng forked off."""
    players = len(view.allegiances)
    state = VerraeterState(players, rng.fork(), view.landscapes, view.equal_start)
    state.round = view.round
    state.phase = view.phase
    state.mover = view.to_move
    state.turn = view.turn
    state.start = view.start_player
    state.strategy_holder = view.strategy_holder
    state.allegiance = list(view.allegiances)
    state.points = list(view.points)
    state.lines = list(view.score_lines)
    state.houses = list(view.houses)
    state.building_owner = list(view.building_owners)
    state.building_side = list(view.building_sides)
    state.stock = list(view.stock)
    state.known = [list(cards) for cards in view.known_cards]
    state.played = [list(cards) for cards in view.played]
    state.discard_pile = list(view.discard_pile)
    state.border = view.conflict_border
    state.picks_made = view.actions_taken
    state.revealed = bool(view.revealed_actions)
    state.draw_order = list(view.draw_order)
    state.entitled = list(view.entitled)
    state.drawn = list(view.drawn)
    _deal_hidden_supply(state, view, rng)
    if view.phase == ACTIONS or view.actions_taken:
        _replay_draft(state, view, rng)
    return state


def _deal_hidden_supply(state: VerraeterState, view: VerraeterView, rng: Rng) -> None:
    """Share the unseen supply cards among the draw pile and the other hands (on top of what they are known to hold).

    After a reshuffle the draw pile can only hold cards of the reshuffled pile that this seat has not drawn since;
    it is filled first from those, and the other hands get the rest.
    """
    unseen_cards = _unseen(view.seat, view.hand, view.discard_pile, view.played, view.known_cards)
    if view.reshuffled_pile is None:
        cards = list(unseen_cards)
        rng.shuffle(cards)
        state.draw_pile = cards[len(cards) - view.draw_pile_size :]
        del cards[len(cards) - view.draw_pile_size :]
    else:
        state.pile_source = list(view.reshuffled_pile)
        state.drawn_since[view.seat] = list(view.drawn_since_reshuffle)
        unseen = Counter(unseen_cards)
        candidates = (Counter(view.reshuffled_pile) - Counter(view.drawn_since_reshuffle)) & unseen
        state.draw_pile = rng.shuffled(list(candidates.elements()))[: view.draw_pile_size]
        cards = list((unseen - Counter(state.draw_pile)).elements())
        rng.shuffle(cards)
    for seat in range(state.players):
        if seat == view.seat:
            state.hands[seat] = list(view.hand)
            continue
        missing = view.hand_sizes[seat] - len(view.known_cards[seat])
        state.hands[seat] = [*view.known_cards[seat], *cards[:missing]]
        del cards[:missing]


@lru_cache(maxsize=256)
def _unseen(
    seat: int,
    hand: tuple[int, ...],
    discard_pile: tuple[int, ...],
    played: tuple[tuple[int, ...], ...],
    known_cards: tuple[tuple[int, ...], ...],
) -> tuple[int, ...]:
    """The supply cards ``seat`` has not seen, grouped by value; the search samples many worlds from one view, so this
    is counted once per view."""
    unseen = SUPPLY_COUNTS - Counter(hand) - Counter(discard_pile)
    for other, cards in enumerate(played):
        unseen -= Counter(cards)
        if other != seat:
            unseen -= Counter(known_cards[other])
    return tuple(unseen.elements())


def _replay_draft(state: VerraeterState, view: VerraeterView, rng: Rng) -> None:
    """Choose the set-aside card and the others' hidden picks consistently with what this seat was offered."""
    order = [(view.start_player + step) % state.players for step in range(state.players)]
    place = order.index(view.seat)
    offered = view.offered
    if view.revealed_actions:
        state.picks = list(view.revealed_actions)
        state.aside = rng.choice([card for card in ACTION_CARDS if card not in state.picks and card not in offered])
        return
    state.picks = [None] * state.players
    state.picks[view.seat] = view.my_action
    if offered:
        before = rng.shuffled([card for card in ACTION_CARDS if card not in offered])
        after = rng.shuffled([card for card in offered if card != view.my_action])
        state.aside = before[0]
        for seat, card in zip(order[:place], before[1:], strict=True):
            state.picks[seat] = card
        for seat, card in zip(order[place + 1 : view.actions_taken], after, strict=False):
            state.picks[seat] = card
    else:
        cards = rng.shuffled(ACTION_CARDS)
        state.aside = cards[0]
        for seat, card in zip(order[: view.actions_taken], cards[1:], strict=False):
            state.picks[seat] = card
