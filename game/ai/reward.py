"""What a finished game is worth to each seat, as the search backs it up."""

from __future__ import annotations

from game.core import Result

MARGIN_WEIGHT = 0.1
"""The part of the reward that pays for the score margin; the rest is the share of the victory."""


def rewards(result: Result, players: int) -> tuple[float, ...]:
    """Return each seat's reward for ``result``, from 0 to 1.

    Winning is what counts: a seat in a first place shared by k seats gets (1 - MARGIN_WEIGHT) / k. The remaining
    MARGIN_WEIGHT pays for the margin over the best other competing seat, scaled by the spread of competing scores
    (half of it for a level score), so the search still prefers the narrower loss and the clearer win.
    Seats in no ranking group (Hofnar's King) compete for nothing: they get 0 whatever happens.
    """
    competing = [seat for group in result.ranking for seat in group]
    scores = result.scores
    spread = max(scores[seat] for seat in competing) - min(scores[seat] for seat in competing) if competing else 0
    first = result.ranking[0] if result.ranking else ()
    reward = [0.0] * players
    for seat in competing:
        share = 1 / len(first) if seat in first else 0.0
        others = [scores[other] for other in competing if other != seat]
        margin = (scores[seat] - max(others)) / spread if others and spread else 0.0
        reward[seat] = (1 - MARGIN_WEIGHT) * share + MARGIN_WEIGHT * (0.5 + 0.5 * margin)
    return tuple(reward)
