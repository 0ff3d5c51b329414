"""Who wins and who loses a round (HN-11, HN-12), the log of every round, and the result of a game (HN-17).

A jester's score in the result is the number of jesters he outlasted, so the Hofnar of a full game scores one less
than the number of jesters and the first to fall scores 0. The King does not compete (HN-18): he scores 0 and
appears in no place of the ranking.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from game.core import Result, ScoreLine
from game.hofnar.outcome import RoundOutcome

if TYPE_CHECKING:
    from game.hofnar.fields import HofnarFields

WIN = "win"
LOSE = "loss"


def winning_candidates(scores: tuple[tuple[int, int], ...], drunk: bool) -> tuple[int, ...]:
    """The jesters with the best score: the highest, or the lowest total when the King is Drunk (HN-11)."""
    best = min(value for _, value in scores) if drunk else max(value for _, value in scores)
    return tuple(seat for seat, value in scores if value == best)


def losing_candidates(
    scores: tuple[tuple[int, int], ...], drunk: bool, winner: int, protected: int | None
) -> tuple[tuple[int, ...], int | None]:
    """The jesters with the worst score among all but the winner, and the protected Favourite spared, if any.

    A Favourite whose score ties for the worst or is the worst is spared: the worst of the others loses (HN-12).
    """
    others = [(seat, value) for seat, value in scores if seat != winner]
    pick = max if drunk else min
    worst = pick(value for _, value in others)
    spared = None
    if protected is not None and (protected, worst) in others:
        spared = protected
        others = [(seat, value) for seat, value in others if seat != protected]
        worst = pick(value for _, value in others)
    return tuple(seat for seat, value in others if value == worst), spared


@dataclasses.dataclass(frozen=True)
class HofnarResult(Result):
    """The result with Hofnar's own story: the Hofnar, how he won, the fallen in order, and every round."""

    hofnar: int
    how: str
    fallen: tuple[int, ...]
    rounds: tuple[RoundOutcome, ...]


def game_result(state: HofnarFields) -> HofnarResult:
    """Rank the jesters: the Hofnar, any others still standing (when Triboulet ended the game), then the fallen,
    the last to fall first. Each jester scores the number of jesters ranked below him."""
    hofnar = state.hofnar
    standing = tuple(seat for seat in state.in_game() if seat != hofnar)
    groups = [(hofnar,)] + ([standing] if standing else []) + [(seat,) for seat in reversed(state.fallen)]
    scores = [0] * state.players
    below = state.players - 1
    for group in groups:
        below -= len(group)
        for seat in group:
            scores[seat] = below
    lines = [*round_lines(state.rounds), ScoreLine(hofnar, "hofnar.hofnar", 0, {"how": state.how})]
    lines += [ScoreLine(seat, "hofnar.fell", 0, {"order": order}) for order, seat in enumerate(state.fallen, 1)]
    lines += [
        ScoreLine(seat, "hofnar.outlasted", scores[seat], {"jesters": scores[seat]})
        for seat in range(state.players)
        if seat != state.king
    ]
    return HofnarResult(
        scores=tuple(scores),
        lines=tuple(lines),
        ranking=tuple(groups),
        hofnar=hofnar,
        how=state.how,
        fallen=state.fallen,
        rounds=state.rounds,
    )


def round_lines(rounds: tuple[RoundOutcome, ...]) -> list[ScoreLine]:
    """Per round: who won and who lost, and why; points are only in the final tally."""
    lines = []
    for outcome in rounds:
        if outcome.triboulet is not None:
            lines.append(ScoreLine(outcome.triboulet, "hofnar.triboulet_guess", 0, {"round": outcome.round}))
            continue
        score_of = dict(outcome.scores)
        lines.append(
            ScoreLine(
                outcome.winner,
                "hofnar.round_won",
                0,
                {
                    "round": outcome.round,
                    "mood": outcome.mood,
                    "score": score_of[outcome.winner],
                    "chosen_by": outcome.winner_chosen_by,
                },
            )
        )
        lines.append(
            ScoreLine(
                outcome.loser,
                "hofnar.round_lost",
                0,
                {
                    "round": outcome.round,
                    "mood": outcome.mood,
                    "score": score_of[outcome.loser],
                    "reason": outcome.loser_reason,
                    "chosen_by": outcome.loser_chosen_by,
                    "favourite_spared": outcome.favourite_spared,
                    "lives_left": outcome.lives_left,
                },
            )
        )
    return lines
