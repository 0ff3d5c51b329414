"""What a seat can work out from its view alone: the moods the King may still hold, the odds of his face-down mood,
and how the acts on the table stand so far. The table shows these in hovers and panels; nothing here is hidden
knowledge, only counting (the rules' "Information each player may see").
"""

from __future__ import annotations

import dataclasses
from collections import Counter

from game.hofnar.cards import DRUNK, MOOD_CARDS, MOODS, SCORES
from game.hofnar.scoring import winning_candidates
from game.hofnar.view import HofnarView

BEST = "best"
WORST = "worst"
BETWEEN = "between"


def unplaced_moods(view: HofnarView) -> tuple[str, ...]:
    """The mood cards whose place ``view.seat`` cannot tell (the King's unused ones, the face-down mood, any mood
    discarded unseen), in the order of ``MOODS``; for the King, his unused cards and his face-down mood."""
    if view.seat == view.king:
        laid = (view.mood,) if view.mood is not None and not view.mood_shown else ()
        return tuple(sorted((*view.moods, *laid), key=MOODS.index))
    unplaced = Counter(MOOD_CARDS)
    unplaced.subtract(view.mood_discard)
    if view.mood_shown and view.mood is not None:
        unplaced[view.mood] -= 1
    return tuple(mood for mood in MOODS for _ in range(max(0, unplaced[mood])))


def mood_odds(view: HofnarView) -> dict[str, float]:
    """The chance of each mood for the round's mood card, as ``view.seat`` sees it: certain once revealed or to the
    King; else every unplaced mood card is as likely; empty before a mood is laid."""
    if view.mood is not None:
        return {view.mood: 1.0}
    if not view.mood_laid:
        return {}
    counts = Counter(unplaced_moods(view))
    total = sum(counts.values())
    return {mood: counts[mood] / total for mood in MOODS if counts[mood]}


@dataclasses.dataclass(frozen=True)
class Standing:
    """How the acts on the table stand under the known mood: each jester's score, who leads and who trails so far
    (a tie lists several), and the Favourite spared from trailing (HN-11, HN-12)."""

    mood: str
    scores: tuple[tuple[int, int], ...]
    leading: tuple[int, ...]
    trailing: tuple[int, ...]
    spared: int | None


def standing(view: HofnarView) -> Standing | None:
    """The acts seen face up so far, scored under the mood ``view.seat`` knows; None while the mood or the acts are
    unknown to the seat, or fewer than two acts lie on the table. The trailing are the worst of those not leading,
    the protected Favourite spared (as HN-12 spares him from losing)."""
    mood = view.mood
    if mood is None or view.cards_hidden or len(view.table) < 2:
        return None
    scores = tuple((seat, SCORES[card][mood]) for seat, card in view.table if card is not None)
    leading = winning_candidates(scores, mood == DRUNK)
    others = [(seat, value) for seat, value in scores if seat not in leading]
    pick = max if mood == DRUNK else min
    spared = None
    if others and (view.protected, pick(value for _, value in others)) in others:
        spared = view.protected
        others = [(seat, value) for seat, value in others if seat != spared]
    if not others:
        return Standing(mood, scores, leading, (), spared)
    worst = pick(value for _, value in others)
    return Standing(mood, scores, leading, tuple(seat for seat, value in others if value == worst), spared)


def outlook(view: HofnarView, card: str) -> str | None:
    """Where ``card`` from the hand would stand against the acts on the table so far, under the mood the seat knows:
    BEST, WORST or BETWEEN (ties count as sharing the place); None while the mood is unknown or the table empty."""
    mood = view.mood
    shown = [played for _, played in view.table if played is not None]
    if mood is None or not shown:
        return None
    mine = SCORES[card][mood]
    others = [SCORES[played][mood] for played in shown]
    better = (lambda a, b: a < b) if mood == DRUNK else (lambda a, b: a > b)
    if not any(better(other, mine) for other in others):
        return BEST
    if not any(better(mine, other) for other in others):
        return WORST
    return BETWEEN
