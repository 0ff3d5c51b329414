"""Sample a complete state from one seat's view, for the AI's search.

Everything public is copied. The seat's own hand, the cards it knows in other hands and in the middle stay where it
saw them (the card it passed is in its neighbour's hand unless played or swapped away since, which the knowledge
already accounts for). The remaining cards of each back are shuffled and dealt to the unknown places of that back:
other hands (whose backs show), unseen middle slots, the cards set aside and the dark cards not yet dealt. Hidden
choices already made by others (cards chosen to pass, the card a Kurtisane offered) are drawn among the chooser's
cards of the right back. Other seats' own knowledge is not in the view, so in the sampled world they know nothing
beyond their own hands; the world's Rng is forked from ``rng``.

What a seat learns only negatively (no other player held the character its Inquisitor named) is not kept: the view
records where cards were seen, and the sampled world may put that card in another hand.
"""

from __future__ import annotations

from game.core import Rng
from game.listtuecke import decisions
from game.listtuecke.cards import IS_LIGHT, LIGHT
from game.listtuecke.state import ListTueckeState
from game.listtuecke.view import ListTueckeView


def determinize(view: ListTueckeView, rng: Rng) -> ListTueckeState:
    """A state consistent with everything ``view`` shows, the unknown cards drawn at random."""
    state = ListTueckeState(view.players, view.variant, rng.fork())
    _copy_public(state, view)
    _deal_hidden_cards(state, view, rng)
    _draw_hidden_choices(state, view, rng)
    return state


def _copy_public(state: ListTueckeState, view: ListTueckeView) -> None:
    players = view.players
    seat = view.seat
    state.characters = view.characters
    state.chapter = view.chapter
    state.round = view.round
    state.start = view.start_player
    state.turn = (view.acting_seat - view.start_player) % players if view.acting_seat is not None else 0
    state.decision = view.deciding or decisions.OVER
    state.decider = view.to_move if view.to_move is not None else view.start_player
    state.pass_back = view.pass_back or ""
    state.stacks = [[card for card, _ in stack] for stack in view.stacks]
    state.faces = [[face_up for _, face_up in stack] for stack in view.stacks]
    state.inquisitor_rank = view.inquisitor_rank
    state.stock = list(view.stock)
    state.chapel = list(view.chapel)
    state.chapel_filled = view.chapel_filled
    state.tiles = [list(tiles) for tiles in view.tiles]
    state.eliminations = list(view.elimination_tiles)
    state.seen_hands[seat] = dict(view.seen_in_hands)
    state.seen_middle[seat] = {slot: card for slot, card in enumerate(view.middle_seen) if card is not None}
    state.passed[seat] = list(view.passed)
    state.received[seat] = list(view.received)
    state.backs_swapped = tuple(back == LIGHT for back in view.backs_swapped)
    state.named = view.named


def _deal_hidden_cards(state: ListTueckeState, view: ListTueckeView, rng: Rng) -> None:
    """Put every card the seat cannot place into a place of its back that the seat cannot see into."""
    seat = view.seat
    known = {*view.hand, *(card for stack in state.stacks for card in stack), *state.seen_hands[seat]}
    known.update(state.seen_middle[seat].values())
    unknown = [card for card in view.characters if card not in known]
    pools = {
        True: [card for card in unknown if IS_LIGHT[card]],
        False: [card for card in unknown if not IS_LIGHT[card]],
    }
    rng.shuffle(pools[True])
    rng.shuffle(pools[False])

    def draw(light: bool, count: int) -> list[int]:
        pool = pools[light]
        assert 0 <= count <= len(pool), "the view's counts do not add up"
        drawn = pool[len(pool) - count :]
        del pool[len(pool) - count :]
        return drawn

    hands: list[list[int]] = [[] for _ in range(view.players)]
    for card, holder in view.seen_in_hands:
        hands[holder].append(card)
    hands[seat] = list(view.hand)
    for other, (light_count, dark_count) in enumerate(view.hand_backs):
        if other != seat:
            known_light = sum(IS_LIGHT[card] for card in hands[other])
            hands[other] += draw(True, light_count - known_light)
            hands[other] += draw(False, dark_count - (len(hands[other]) - light_count))
    state.hands = [sorted(hand) for hand in hands]
    for slot, back in enumerate(view.middle_backs):
        if back is not None:
            seen = view.middle_seen[slot]
            state.middle[slot] = seen if seen is not None else draw(back == LIGHT, 1)[0]
    per_back = view.set_aside // 2
    state.set_aside = draw(True, per_back) + draw(False, per_back)
    state.dark_deck = draw(False, view.undealt)
    assert not pools[True] and not pools[False], "the view's counts do not add up"


def _draw_hidden_choices(state: ListTueckeState, view: ListTueckeView, rng: Rng) -> None:
    """The cards others have already chosen to pass, and a Kurtisane's offer the seat did not make."""
    seat = view.seat
    if view.deciding == decisions.PASS:
        light = view.pass_back == LIGHT
        order = [(view.start_player + index) % view.players for index in range(view.players)]
        for chooser in order[: order.index(state.decider)]:
            if chooser == seat:
                state.pass_choice[seat] = view.passing or 0
            else:
                state.pass_choice[chooser] = rng.choice([c for c in state.hands[chooser] if IS_LIGHT[c] == light])
    if view.offer is not None:
        offerer, partner, back, card = view.offer
        if card is None:
            light = back == LIGHT
            card = rng.choice([c for c in state.hands[offerer] if IS_LIGHT[c] == light])
        state.offer = (partner, card)
