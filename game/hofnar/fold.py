"""How one seat's view of Hofnar follows the events it sees (``game.core.fold``).

Before the deal the seat sees no roles yet, the whole amusement deck in the stock and the King's seven mood cards;
the opening events deal roles, lives and cards and open round 1. The pieces on the table (cards, moods, lives, the
Favourite) follow the events one by one, and so do the round's results a table shows while it animates them (the
effects spent, the scores, a tie, the winner and the loser); the rest of the round's bookkeeping that the agenda's
steps keep (whose turns come, what is pending: ``game.hofnar.view.COURSE``) arrives with the decision each step ends
with, which also settles every course field the events already moved.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from game.core.fold import Awaiting, Fold, awaited, folding, put
from game.hofnar.awaiting import window_effect
from game.hofnar.cards import CARD_IDS, MOOD_CARDS, MOODS
from game.hofnar.events import (
    Beheaded,
    CardDrawn,
    CardGiven,
    CardPlayed,
    CardsDealt,
    CardsRevealed,
    EffectAnnounced,
    EffectCancelled,
    EffectDeclined,
    FavouriteChosen,
    GameWon,
    LifeLost,
    MoodDiscarded,
    MoodLaidDown,
    MoodRevealed,
    MoodsTakenBack,
    RolesDealt,
    RoundLoser,
    RoundScored,
    RoundStarted,
    RoundWinner,
    StanczykDrew,
    StarterNamed,
    TableCleared,
    TieOpened,
    TribouletGuessed,
)
from game.hofnar.jesters import CHICOT, STANCZYK
from game.hofnar.view import HofnarView

ROUND_RESULTS_CLEARED: Mapping[str, Any] = {
    "mood": None,
    "mood_laid": False,
    "mood_shown": False,
    "scores": (),
    "tie_side": None,
    "tied": (),
    "draws": (),
    "winner": None,
    "winner_by": None,
    "loser": None,
    "loser_by": None,
    "loser_reason": None,
    "spared": None,
}
"""A round's mood and results as they are before any is known: at the start of the game and of every round."""

Known = tuple[tuple[str, int], ...]


def before_deal(players: int, seat: int, options: Mapping[str, Any]) -> HofnarView:
    """``seat``'s view before the deal: no King or jesters yet, every amusement card in the stock, nobody to move."""
    return HofnarView(
        seat=seat,
        to_move=None,
        over=False,
        legal_actions=(),
        awaiting=None,
        king=0,
        jesters=(None,) * players,
        max_lives=0,
        lives=(0,) * players,
        fallen=(),
        favourite=None,
        protected=None,
        spent=(),
        round=0,
        final=False,
        order=(),
        hand=(),
        hand_sizes=(0,) * players,
        known=(),
        table=(),
        cards_hidden=False,
        discard=(),
        stock_size=len(CARD_IDS),
        moods=(),
        mood_count=len(MOOD_CARDS),
        mood_discard=(),
        mood_discard_face_down=(),
        **ROUND_RESULTS_CLEARED,
        pending=(),
        swap=None,
        agenda=(),
        effect=None,
        rounds=(),
        hofnar=None,
        how=None,
    )


def _awaiting(view: HofnarView, event: Awaiting) -> HofnarView:
    """The decision and the round's bookkeeping; a window names the effect it is about."""
    view = awaited(view, event)
    return dataclasses.replace(view, effect=window_effect(view.agenda[-1]) if view.agenda else None)


# Roles, cards and hands (HN-5, HN-6, HN-10, HN-16, HN-33) -----------------------------------------------------------


def _roles(view: HofnarView, event: RolesDealt) -> HofnarView:
    """The King keeps the seven mood cards; every jester gets the same lives (HN-5, HN-7)."""
    return dataclasses.replace(
        view,
        king=event.king,
        jesters=event.jesters,
        max_lives=event.lives,
        lives=tuple(0 if jester is None else event.lives for jester in event.jesters),
        moods=MOOD_CARDS if view.seat == event.king else (),
    )


def _dealt(view: HofnarView, event: CardsDealt) -> HofnarView:
    hand = event.cards if event.seat == view.seat and event.cards is not None else view.hand
    return dataclasses.replace(
        view,
        hand=hand,
        hand_sizes=put(view.hand_sizes, event.seat, event.count),
        stock_size=view.stock_size - event.count,
    )


def _played(view: HofnarView, event: CardPlayed) -> HofnarView:
    """A card on the table: nobody needs to remember in whose hand it was, if they can tell which card it is."""
    hand = view.hand
    if event.seat == view.seat and event.card is not None:
        hand = _without(hand, event.card)
    known_card = event.card if event.card is not None else event.recognised
    return dataclasses.replace(
        view,
        hand=hand,
        hand_sizes=put(view.hand_sizes, event.seat, view.hand_sizes[event.seat] - 1),
        table=(*view.table, (event.seat, event.card)),
        known=tuple(fact for fact in view.known if fact[0] != known_card),
    )


def _revealed(view: HofnarView, event: CardsRevealed) -> HofnarView:
    return dataclasses.replace(view, table=event.cards, cards_hidden=False)


def _drawn(view: HofnarView, event: CardDrawn) -> HofnarView:
    """Armstrong draws blind from ``source`` (HN-33). (With the card given back, which ``_given`` folds, this is the
    rules' knowledge of a swap: the two halves change different facts, so their order does not matter.)"""
    return _passed(view, event.source, event.seat, event.card)


def _given(view: HofnarView, event: CardGiven) -> HofnarView:
    """Armstrong's chosen card goes to the other jester (HN-33)."""
    return _passed(view, event.seat, event.target, event.card)


def _passed(view: HofnarView, sender: int, receiver: int, card: str | None) -> HofnarView:
    """A card passes from ``sender``'s hand to ``receiver``'s: the two of them saw it (``card`` is None for anyone
    else), and the others can no longer be sure of what they knew of the sender's hand."""
    seat = view.seat
    hand = view.hand
    if seat == sender and card is not None:
        hand = _without(hand, card)
    elif seat == receiver and card is not None:
        hand = (*hand, card)
    known = tuple(
        (known_card, holder)
        for known_card, holder in view.known
        if not (seat == receiver and known_card == card) and not (holder == sender and seat not in (sender, receiver))
    )
    if seat == sender and card is not None:
        known = (*known, (card, receiver))
    sizes = put(view.hand_sizes, sender, view.hand_sizes[sender] - 1)
    return dataclasses.replace(
        view, hand=hand, hand_sizes=put(sizes, receiver, sizes[receiver] + 1), known=tuple(sorted(known))
    )


# The King's moods (HN-8, HN-10, HN-34) --------------------------------------------------------------------------------


def _mood_laid(view: HofnarView, event: MoodLaidDown) -> HofnarView:
    moods = _without(view.moods, event.mood) if view.seat == event.king and event.mood is not None else view.moods
    return dataclasses.replace(view, mood=event.mood, mood_laid=True, moods=moods, mood_count=view.mood_count - 1)


def _mood_revealed(view: HofnarView, event: MoodRevealed) -> HofnarView:
    return dataclasses.replace(view, mood=event.mood, mood_shown=True)


def _mood_discarded(view: HofnarView, event: MoodDiscarded) -> HofnarView:
    """Hudson sends the mood to the discard (HN-34): face up once revealed, else face down, known to the King."""
    if event.face_up:
        view = dataclasses.replace(view, mood_discard=(*view.mood_discard, event.mood))
    else:
        view = dataclasses.replace(view, mood_discard_face_down=(*view.mood_discard_face_down, event.mood))
    return dataclasses.replace(view, mood=None, mood_laid=False)


def _moods_taken_back(view: HofnarView, event: MoodsTakenBack) -> HofnarView:
    taken = (*event.moods, *event.face_down)
    moods = tuple(sorted(taken, key=MOODS.index)) if view.seat == event.king else ()
    return dataclasses.replace(view, moods=moods, mood_count=len(taken), mood_discard=(), mood_discard_face_down=())


# Rounds, lives and the end (HN-8, HN-12, HN-14, HN-15, HN-17) ---------------------------------------------------------


def _round(view: HofnarView, event: RoundStarted) -> HofnarView:
    """A final round's cards are chosen face down (HN-16); the last round's results are gone, and the Favourite is
    protected unless the round is final (HN-12)."""
    return dataclasses.replace(
        view,
        round=event.round,
        final=event.final,
        protected=event.favourite,
        cards_hidden=view.cards_hidden or event.final,
        **ROUND_RESULTS_CLEARED,
    )


# The round's results as they happen (HN-11..HN-13, HN-35, HN-36) ------------------------------------------------------


def _announced(view: HofnarView, event: EffectAnnounced) -> HofnarView:
    """An effect is spent once announced, Chicot's own when he copies it (HN-36), even if Fleeman cancels it."""
    spent = CHICOT if event.copied else event.effect
    return dataclasses.replace(view, spent=tuple(sorted({*view.spent, spent})))


def _scored(view: HofnarView, event: RoundScored) -> HofnarView:
    return dataclasses.replace(view, scores=event.scores)


def _tie(view: HofnarView, event: TieOpened) -> HofnarView:
    return dataclasses.replace(view, tie_side=event.side, tied=event.jesters)


def _winner(view: HofnarView, event: RoundWinner) -> HofnarView:
    return dataclasses.replace(view, winner=event.seat, winner_by=event.chosen_by, tie_side=None, tied=())


def _loser(view: HofnarView, event: RoundLoser) -> HofnarView:
    reason = "score" if event.chosen_by is None else "tie"
    return dataclasses.replace(
        view,
        loser=event.seat,
        loser_by=event.chosen_by,
        loser_reason=reason,
        spared=event.spared,
        tie_side=None,
        tied=(),
    )


def _stanczyk(view: HofnarView, event: StanczykDrew) -> HofnarView:
    """Stanczyk's draw is noted; a jester drawn (not Sommers, not the loser already) loses instead (HN-35)."""
    view = dataclasses.replace(view, draws=(*view.draws, (event.seat, event.drawn)))
    if event.loser == view.loser:
        return view
    return dataclasses.replace(view, loser=event.loser, loser_by=None, loser_reason=STANCZYK)


def _life_lost(view: HofnarView, event: LifeLost) -> HofnarView:
    return dataclasses.replace(view, lives=put(view.lives, event.seat, event.lives))


def _beheaded(view: HofnarView, event: Beheaded) -> HofnarView:
    return dataclasses.replace(view, fallen=(*view.fallen, event.seat))


def _favourite(view: HofnarView, event: FavouriteChosen) -> HofnarView:
    return dataclasses.replace(view, favourite=event.seat)


def _cleared(view: HofnarView, event: TableCleared) -> HofnarView:
    """The round's cards and mood go to the discard piles (HN-15)."""
    return dataclasses.replace(
        view,
        discard=(*view.discard, *event.cards),
        table=(),
        mood_discard=(*view.mood_discard, event.mood),
        mood=None,
        mood_laid=False,
        mood_shown=False,
    )


def _won(view: HofnarView, event: GameWon) -> HofnarView:
    return dataclasses.replace(view, hofnar=event.hofnar, how=event.how)


def _without(cards: tuple[Any, ...], card: Any) -> tuple[Any, ...]:
    index = cards.index(card)
    return (*cards[:index], *cards[index + 1 :])


advance = folding(
    {
        Awaiting: _awaiting,
        RolesDealt: _roles,
        CardsDealt: _dealt,
        CardPlayed: _played,
        CardsRevealed: _revealed,
        CardDrawn: _drawn,
        CardGiven: _given,
        MoodLaidDown: _mood_laid,
        MoodRevealed: _mood_revealed,
        MoodDiscarded: _mood_discarded,
        MoodsTakenBack: _moods_taken_back,
        RoundStarted: _round,
        LifeLost: _life_lost,
        Beheaded: _beheaded,
        FavouriteChosen: _favourite,
        TableCleared: _cleared,
        GameWon: _won,
        EffectAnnounced: _announced,
        RoundScored: _scored,
        TieOpened: _tie,
        RoundWinner: _winner,
        RoundLoser: _loser,
        StanczykDrew: _stanczyk,
    },
    quiet=(StarterNamed, EffectDeclined, EffectCancelled, TribouletGuessed),
)
"""Hofnar's view moved on by one event, as its seat saw it."""


FOLD = Fold(advance, before_deal)
"""The fold ``game.title.Title`` names this module for."""
