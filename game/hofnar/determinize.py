"""Sampling a whole game of Hofnar from one seat's view, for the AI's search.

Everything public is copied from the view. Unknown are the other hands (except cards the seat saw through Armstrong's
swap), cards chosen face down by others in a final round, the undealt stock, the King's face-down mood and unused
mood cards and the moods discarded face down (for a jester), and the future chance. They are drawn uniformly
among what the seat cannot rule out. What other seats learned from a swap is not known to this seat and is left out
of the sampled game.
"""

from __future__ import annotations

from game.core import Rng
from game.hofnar.cards import CARD_IDS, MOOD_CARDS, MOODS
from game.hofnar.state import HofnarState
from game.hofnar.view import HofnarView


def determinize(view: HofnarView, rng: Rng) -> HofnarState:
    """A complete game that shows ``view.seat`` exactly ``view``; its Rng is forked from ``rng``."""
    players = len(view.jesters)
    state = HofnarState(players, rng.fork(), view.king, view.jesters, view.max_lives)
    copy_public(state, view)
    deal_unknown_cards(state, view, rng)
    deal_unknown_moods(state, view, rng)
    state.known = tuple((view.seat, card, holder) for card, holder in view.known)
    state.swap = view.swap
    state.advance([])
    return state


def copy_public(state: HofnarState, view: HofnarView) -> None:
    """The facts every seat sees."""
    state.lives = list(view.lives)
    state.fallen = view.fallen
    state.favourite = view.favourite
    state.protected = view.protected
    state.spent = frozenset(view.spent)
    state.round = view.round
    state.final = view.final
    state.order = view.order
    state.cards_hidden = view.cards_hidden
    state.discard = list(view.discard)
    state.mood_shown = view.mood_shown
    state.mood_discard = list(view.mood_discard)
    state.scores = view.scores
    state.winner, state.winner_by = view.winner, view.winner_by
    state.loser, state.loser_by, state.loser_reason = view.loser, view.loser_by, view.loser_reason
    state.spared = view.spared
    state.tie_side, state.tied = view.tie_side, view.tied
    state.draws = view.draws
    state.pending = view.pending
    state.agenda = list(view.agenda)
    state.rounds = view.rounds
    state.hofnar, state.how = view.hofnar, view.how


def deal_unknown_cards(state: HofnarState, view: HofnarView, rng: Rng) -> None:
    """Other hands, hidden table cards and the stock, from the cards the seat has not seen anywhere."""
    seen = set(view.hand) | set(view.discard) | {card for _, card in view.table if card is not None}
    seen.update(card for card, _ in view.known)
    pool = [card for card in CARD_IDS if card not in seen]
    rng.shuffle(pool)
    for seat, size in enumerate(view.hand_sizes):
        if seat == view.seat:
            state.hands[seat] = list(view.hand)
            continue
        hand = [card for card, holder in view.known if holder == seat]
        for _ in range(size - len(hand)):
            hand.append(pool.pop())
        state.hands[seat] = hand
    state.table = [(seat, pool.pop() if card is None else card) for seat, card in view.table]
    state.stock = pool


def deal_unknown_moods(state: HofnarState, view: HofnarView, rng: Rng) -> None:
    """The King knows his moods; a jester draws the face-down mood and the moods discarded face down from the cards
    not seen, the rest are unused."""
    if view.seat == view.king:
        state.moods = list(view.moods)
        state.mood = view.mood
        state.mood_discard_face_down = list(view.mood_discard_face_down)
        return
    unseen = list(MOOD_CARDS)
    for mood in view.mood_discard:
        unseen.remove(mood)
    if view.mood is not None:
        unseen.remove(view.mood)
        state.mood = view.mood
    elif view.mood_laid:
        state.mood = unseen.pop(rng.below(len(unseen)))
    state.mood_discard_face_down = [unseen.pop(rng.below(len(unseen))) for _ in view.mood_discard_face_down]
    state.moods = sorted(unseen, key=MOODS.index)
