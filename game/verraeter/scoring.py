"""How a conflict is decided and how the game is scored, line by line, so a person can check every point."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from game.core import Event, JsonValue, Result, ScoreLine
from game.verraeter.data import CONFLICT_POINTS, DIPLOMAT_BONUS, EAGLE, ROSE
from game.verraeter.events import ConflictDecided, points_scored

if TYPE_CHECKING:
    from game.verraeter.fields import VerraeterFields

CONFLICT = "verraeter.conflict"
"""A round's conflict, for the table as a whole: params round, each house's landscape and total, winner."""
LANDSCAPE = "verraeter.landscape"
"""Victory points from the losing landscape: params round, landscape, winners (how many shared the win)."""
TRAITOR = "verraeter.traitor"
"""The Verräter's point: params round."""
STRATEGIST = "verraeter.strategist"
"""The Stratege's two points: params round."""
KONTOR_BONUS = "verraeter.kontor_bonus"
"""The end-of-game bonus: params trading_houses, cards (points = their product)."""


def decide_conflict(state: VerraeterFields, eagle_position: int, rose_position: int) -> ConflictDecided:
    """Each house's total after the reveal: its landscape, its players' supply cards and diplomats (VR-16).

    The higher total wins; equal totals are a tie (``winner`` None).
    """
    supply = {EAGLE: 0, ROSE: 0}
    diplomats = {EAGLE: 0, ROSE: 0}
    for seat in range(state.players):
        house = state.allegiance[seat]
        supply[house] += sum(state.played[seat])
        diplomats[house] += DIPLOMAT_BONUS.get(state.picks[seat], 0)
    eagle_landscape = CONFLICT_POINTS[state.landscapes[eagle_position]]
    rose_landscape = CONFLICT_POINTS[state.landscapes[rose_position]]
    eagle_total = eagle_landscape + supply[EAGLE] + diplomats[EAGLE]
    rose_total = rose_landscape + supply[ROSE] + diplomats[ROSE]
    winner = EAGLE if eagle_total > rose_total else ROSE if rose_total > eagle_total else None
    return ConflictDecided(
        eagle_position=eagle_position,
        rose_position=rose_position,
        eagle_landscape=eagle_landscape,
        eagle_supply=supply[EAGLE],
        eagle_diplomats=diplomats[EAGLE],
        eagle_total=eagle_total,
        rose_landscape=rose_landscape,
        rose_supply=supply[ROSE],
        rose_diplomats=diplomats[ROSE],
        rose_total=rose_total,
        winner=winner,
    )


def conflict_line(round_number: int, landscapes: Sequence[str], decided: ConflictDecided) -> ScoreLine:
    """The line that records a round's conflict for the table as a whole; it carries no points. Every seat can
    write it from the conflict's event, as its view's fold does."""
    return ScoreLine(
        None,
        CONFLICT,
        0,
        {
            "round": round_number,
            "eagle_landscape": landscapes[decided.eagle_position],
            "eagle_total": decided.eagle_total,
            "rose_landscape": landscapes[decided.rose_position],
            "rose_total": decided.rose_total,
            "winner": decided.winner,
        },
    )


def final_result(points: Sequence[int], lines: Sequence[ScoreLine]) -> Result:
    """The result: most points wins, and seats with equal points share their place (VR-26)."""
    levels = sorted(set(points), reverse=True)
    ranking = tuple(tuple(seat for seat, score in enumerate(points) if score == level) for level in levels)
    return Result(tuple(points), tuple(lines), ranking)


def score(
    state: VerraeterFields, seat: int, points: int, key: str, params: Mapping[str, JsonValue], events: list[Event]
) -> None:
    """Give ``seat`` its points and the score line that explains them."""
    state.points[seat] += points
    state.lines.append(ScoreLine(seat, key, points, params))
    events.append(points_scored(seat, points, key, tuple(params.items())))
