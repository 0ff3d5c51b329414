"""The end of a game of Hofnar as the kit's scoring-show steps, from the result's lines (HN-17).

1. The fallen, in the order they fell, are marked on their plates.
2. The Hofnar is crowned.
3. Every jester's outlasted rivals rise from his plate as his points.
4. The ranking (the kit's).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.core import ScoreLine
from scenes.i18n import tr
from scenes.tables.kit import script
from scenes.tables.kit.scoring import ScoreSheet, ScoringStep
from scenes.ui import tween

if TYPE_CHECKING:
    from scenes.tables.hofnar.scene import HofnarTable

GAP = 0.3


def crown(stage: HofnarTable, _sheet: ScoreSheet, lines: Sequence[ScoreLine]) -> tween.Animation:
    """A banner crowns the Hofnar."""
    if not lines or lines[0].seat is None:
        return tween.Delay(0.0)
    text = tr("hofnar.banner.hofnar", name=stage.names[lines[0].seat])
    return script.banner(stage, text, stage.geometry.banner_area(), 1.4)


def outlasted(stage: HofnarTable, sheet: ScoreSheet, lines: Sequence[ScoreLine]) -> tween.Animation:
    """Jester by jester, the number of rivals he outlasted rises from his plate."""
    steps: list[tween.Animation] = []
    for line in lines:
        steps.append(tween.Call(lambda line=line: _score(stage, sheet, line)))
        steps.append(tween.Delay(GAP))
    return tween.sequence(*steps)


def _score(stage: HofnarTable, sheet: ScoreSheet, line: ScoreLine) -> None:
    assert line.seat is not None
    sheet.score(stage, line, stage.total_spot(line.seat), ("plate", line.seat))


STEPS = (
    ScoringStep(("hofnar.hofnar",), crown, counts=False),
    ScoringStep(("hofnar.outlasted",), outlasted),
)
