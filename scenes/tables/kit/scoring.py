"""The scoring show driver: the end of a game shown step by step from the result's ``ScoreLine`` keys, then the
ranking.

A title supplies its steps (``ScoringStep``): which line keys each shows and how (an animation built from those
lines). The driver runs them in order with a pause between, keeps every seat's running total (``ScoreSheet.score``
adds a line's points and lets them rise from a place, adding up per group), and ends on the ranking. It never scores
anything itself: what it shows is what the results screen lists.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Hashable, Sequence
from typing import Any

from game.core import Result, ScoreLine
from scenes.tables.kit import script
from scenes.tables.kit.script import Later, Stage
from scenes.ui import tween

PAUSE_SECONDS = 0.35

Build = Callable[[Any, "ScoreSheet", Sequence[ScoreLine]], tween.Animation]
"""A step's animation from its lines: (stage, sheet, lines) → animation."""


@dataclasses.dataclass(frozen=True)
class ScoringStep:
    """One step of a title's show: the line keys it shows, how, and whether it counts points into the totals (the
    totals appear on the seat plates when the first counting step starts)."""

    keys: tuple[str, ...]
    build: Build
    counts: bool = True


@dataclasses.dataclass
class ScoreSheet:
    """The running totals and, once the show reaches it, the result (a title keeps its own findings itself)."""

    totals: list[int] | None = None
    result: Result | None = None
    """Set once the show reaches the ranking."""
    competing: frozenset[int] = frozenset()
    """The seats ranked at the end: only they show a running total (Hofnar's King does not compete)."""
    counted: int = 0
    """How many lines have been counted so far (a click in the show runs it on to the next)."""

    def score(self, stage: Stage, line: ScoreLine, at: tuple[float, float] | None, group: Hashable = None) -> None:
        """Count a line into its seat's total; its points rise from ``at`` (adding up with ``group``'s)."""
        if self.totals is None or line.seat is None:
            return
        self.counted += 1
        self.totals[line.seat] += line.points
        if at is not None:
            script.rise(stage, line.points, at, group)

    def stamp(self) -> tuple:
        """What the quiet layer shows of the sheet, as a value (totals and rising numbers are drawn live)."""
        return (self.totals is not None, self.result is not None)


def scoring_show(
    stage: Stage, result: Result, sheet: ScoreSheet, steps: Sequence[ScoringStep], players: int
) -> tween.Animation:
    """The whole show as one animation. Rising numbers run beside it (``stage.spawn``), so the show does not wait
    for the last number to finish rising."""
    parts: list[tween.Animation] = []
    for step in steps:
        lines = [line for line in result.lines if line.key in step.keys]
        if step.counts:
            parts.append(tween.Call(lambda: _start_totals(sheet, players, result)))
        parts.append(Later(lambda step=step, lines=lines: step.build(stage, sheet, lines)))
        parts.append(tween.Delay(PAUSE_SECONDS))
    parts.append(tween.Call(lambda: _ranking(stage, sheet, result)))
    return tween.sequence(*parts)


def _start_totals(sheet: ScoreSheet, players: int, result: Result) -> None:
    if sheet.totals is None:
        sheet.totals = [0] * players
        sheet.competing = frozenset(seat for group in result.ranking for seat in group)


def _ranking(stage: Stage, sheet: ScoreSheet, result: Result) -> None:
    sheet.result = result
    stage.sound(script.GAME_WON)
