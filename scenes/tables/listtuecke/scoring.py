"""The end of a game of Mit List und Tücke, as the kit's scoring-show steps, from the result's lines (LT-21..LT-23).

1. Colour by colour, its pile in the stock lights up with its worth: the tiles left in the stock plus those on the
   chapel (LT-21, LT-22).
2. Seat by seat, its tiles of each colour count at that worth, rising from its tiles and adding up (LT-21).
3. Its elimination tiles count 1 each (LT-21).
4. A tie, if any, is broken by the start-player card, or clockwise after it, and a banner says so (LT-23).
5. The ranking, the kit's.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.core import ScoreLine
from game.listtuecke.cards import COLOURS, ELIMINATION
from scenes.results import line_text
from scenes.tables.kit import script
from scenes.tables.kit.scoring import ScoreSheet, ScoringStep
from scenes.ui import tween

if TYPE_CHECKING:
    from scenes.tables.listtuecke.scene import ListTueckeTable

WORTH_GAP = 0.6
LINE_GAP = 0.22


def show_worth(stage: ListTueckeTable, _sheet: ScoreSheet, lines: Sequence[ScoreLine]) -> tween.Animation:
    """Each colour's pile lights up in turn with its worth."""
    steps: list[tween.Animation] = []
    for line in lines:
        colour = COLOURS.index(line.params["colour"])
        steps.append(tween.Call(lambda colour=colour: stage.light_colour(colour)))
        steps.append(tween.Delay(WORTH_GAP))
    steps.append(tween.Call(lambda: stage.light_colour(None)))
    return tween.sequence(*steps)


def score_tiles(stage: ListTueckeTable, sheet: ScoreSheet, lines: Sequence[ScoreLine]) -> tween.Animation:
    """Every seat's tiles count in turn, their points rising from the seat's tiles and adding up."""
    steps: list[tween.Animation] = []
    for line in lines:
        if line.seat is None or not line.points:
            continue
        kind = line.params.get("colour", ELIMINATION)
        at = stage.tiles_spot(line.seat, kind)
        steps.append(tween.Call(lambda line=line, at=at: sheet.score(stage, line, at, group=("tiles", line.seat))))
        steps.append(tween.Delay(LINE_GAP))
    return tween.sequence(*steps)


def tie_break(stage: ListTueckeTable, _sheet: ScoreSheet, lines: Sequence[ScoreLine]) -> tween.Animation:
    """A banner for each tie: who wins it, and why."""
    area = stage.geometry.zone("board")
    return tween.sequence(*(script.banner(stage, line_text(line), area, 2.4) for line in lines))


STEPS = (
    ScoringStep(("listtuecke.tile_value",), show_worth, counts=False),
    ScoringStep(("listtuecke.influence", "listtuecke.elimination_tiles"), score_tiles),
    ScoringStep(("listtuecke.tie_break",), tie_break, counts=False),
)
