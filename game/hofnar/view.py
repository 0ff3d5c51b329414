"""What one seat of Hofnar may know, and nothing more (the rules' "Information each player may see").

Everyone sees the jesters, lives, Favourite, used effects, cards played face up, both discard piles, hand sizes and
the course of the round. A jester sees his own hand and the cards Armstrong's swap showed him; the King sees his
unused mood cards and the one he laid face down. The agenda is public: it is the round's course, and it lets
``determinize`` rebuild a game from the view alone.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from game.core import JsonValue, View
from game.hofnar.awaiting import WINDOW_EFFECTS as WINDOW_EFFECTS
from game.hofnar.awaiting import awaiting, window_effect
from game.hofnar.scoring import RoundOutcome

if TYPE_CHECKING:
    from game.hofnar.fields import HofnarFields


@dataclasses.dataclass(frozen=True, kw_only=True)
class HofnarView(View):
    """One seat's view. Seats are numbered clockwise; ``jesters[seat]`` is None for the King."""

    king: int
    jesters: tuple[str | None, ...]
    max_lives: int
    lives: tuple[int, ...]
    fallen: tuple[int, ...]
    favourite: int | None
    protected: int | None
    spent: tuple[str, ...]
    round: int
    final: bool
    order: tuple[int, ...]
    hand: tuple[str, ...]
    hand_sizes: tuple[int, ...]
    known: tuple[tuple[str, int], ...]
    """Cards this seat saw in another hand through Armstrong's swap, as (card, holder)."""
    table: tuple[tuple[int, str | None], ...]
    """This round's cards as (seat, card); a card chosen face down shows as None to all but its owner."""
    cards_hidden: bool
    discard: tuple[str, ...]
    stock_size: int
    mood: str | None
    """The mood card in play when face up, or to the King; else None."""
    mood_laid: bool
    mood_shown: bool
    moods: tuple[str, ...]
    """The King's unused mood cards: shown to the King only."""
    mood_count: int
    mood_discard: tuple[str, ...]
    """The mood cards discarded face up."""
    mood_discard_face_down: tuple[str | None, ...]
    """Mood cards Hudson sent to the discard before their reveal (HN-34): which ones only the King sees."""
    scores: tuple[tuple[int, int], ...]
    winner: int | None
    winner_by: int | None
    loser: int | None
    loser_by: int | None
    loser_reason: str | None
    spared: int | None
    tie_side: str | None
    tied: tuple[int, ...]
    draws: tuple[tuple[int, int], ...]
    pending: tuple[tuple[int, str, int | None], ...]
    swap: tuple[int, int] | None
    """(Armstrong or Chicot, the jester he draws from) while he chooses the card he gives (HN-33)."""
    agenda: tuple[tuple, ...]
    effect: str | None
    """The effect a window is about, else None."""
    rounds: tuple[RoundOutcome, ...]
    hofnar: int | None
    how: str | None


COURSE = (
    "protected",
    "spent",
    "order",
    "scores",
    "winner",
    "winner_by",
    "loser",
    "loser_by",
    "loser_reason",
    "spared",
    "tie_side",
    "tied",
    "draws",
    "pending",
    "swap",
    "agenda",
    "rounds",
)
"""The view's fields that are the round's public bookkeeping, kept by the agenda's steps rather than told by one
event each: ``HofnarState.course`` hands them to the events' last (``game.core.fold.Awaiting``)."""


def course_of(state: HofnarFields) -> dict[str, JsonValue]:
    """The round's public bookkeeping, as every seat's view holds it (``COURSE``)."""
    return {
        "protected": state.protected,
        "spent": tuple(sorted(state.spent)),
        "order": state.order,
        "scores": state.scores,
        "winner": state.winner,
        "winner_by": state.winner_by,
        "loser": state.loser,
        "loser_by": state.loser_by,
        "loser_reason": state.loser_reason,
        "spared": state.spared,
        "tie_side": state.tie_side,
        "tied": state.tied,
        "draws": state.draws,
        "pending": state.pending,
        "swap": state.swap,
        "agenda": tuple(state.agenda),
        "rounds": state.rounds,
    }


def view_of(state: HofnarFields, seat: int) -> HofnarView:
    """Build ``seat``'s view of ``state``."""
    is_king = seat == state.king
    top = state.agenda[-1] if state.agenda else None
    return HofnarView(
        seat=seat,
        to_move=state.seat_to_move,
        over=state.hofnar is not None,
        legal_actions=state.legal if seat == state.seat_to_move else (),
        awaiting=awaiting(state),
        king=state.king,
        jesters=state.jesters,
        max_lives=state.max_lives,
        lives=tuple(state.lives),
        fallen=state.fallen,
        favourite=state.favourite,
        round=state.round,
        final=state.final,
        hand=tuple(state.hands[seat]),
        hand_sizes=tuple(len(hand) for hand in state.hands),
        known=tuple(sorted((card, holder) for knower, card, holder in state.known if knower == seat)),
        table=tuple((owner, card if owner == seat or not state.cards_hidden else None) for owner, card in state.table),
        cards_hidden=state.cards_hidden,
        discard=tuple(state.discard),
        stock_size=len(state.stock),
        mood=state.mood if state.mood_shown or is_king else None,
        mood_laid=state.mood is not None,
        mood_shown=state.mood_shown,
        moods=tuple(state.moods) if is_king else (),
        mood_count=len(state.moods),
        mood_discard=tuple(state.mood_discard),
        mood_discard_face_down=tuple(mood if is_king else None for mood in state.mood_discard_face_down),
        effect=None if top is None else window_effect(top),
        hofnar=state.hofnar,
        how=state.how,
        **course_of(state),
    )
