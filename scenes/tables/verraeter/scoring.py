"""The end of a game of Verräter as the kit's scoring-show steps, from the result's lines (VR-17, VR-25, VR-26).

1. Round by round, every seat's points from the conflicts (landscapes won, the Traitor's point, the Strategist's two)
   fly to its name plate and count into its total.
2. Each Kontor lights up in turn and its owner's bonus flies from it to the owner's plate (VR-25).
3. The ranking, the kit's (VR-26).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.core import ScoreLine
from game.verraeter.data import TRADING_HOUSE
from scenes.tables.kit.scoring import ScoreSheet, ScoringStep
from scenes.tables.verraeter.landing import fly_points
from scenes.ui import tween

if TYPE_CHECKING:
    from scenes.tables.verraeter.scene import VerraeterTable

LINE_GAP = 0.09
KONTOR_GAP = 0.5

ROUND_KEYS = ("verraeter.landscape", "verraeter.traitor", "verraeter.strategist")
BONUS_KEYS = ("verraeter.kontor_bonus",)


def rounds(stage: VerraeterTable, sheet: ScoreSheet, lines: Sequence[ScoreLine]) -> tween.Animation:
    """Each round's points fly to their seat's name plate, in the order they were scored."""
    steps = []
    for line in lines:
        steps.append(tween.Call(lambda line=line: land(stage, sheet, line, stage.geometry.part("plate", line.seat))))
        steps.append(tween.Delay(LINE_GAP))
    return tween.sequence(*steps)


def land(stage: VerraeterTable, sheet: ScoreSheet, line: ScoreLine, source: pygame.Rect) -> None:
    """Count ``line`` into its seat's total while its points fly from ``source`` to the seat's name plate."""
    sheet.score(stage, line, None)
    if line.points and line.seat is not None:
        stage.spawn(fly_points(stage, line.points, source.center, line.seat))


def kontore(stage: VerraeterTable, sheet: ScoreSheet, lines: Sequence[ScoreLine]) -> tween.Animation:
    """Each seat's Kontore light up and its bonus flies from the first of them."""
    steps = []
    view = stage.shown.view
    for line in lines:
        places = [
            position
            for position, (owner, side) in enumerate(zip(view.building_owners, view.building_sides, strict=True))
            if owner == line.seat and side == TRADING_HOUSE
        ]
        if not places:
            steps.append(tween.Call(lambda line=line: sheet.score(stage, line, None)))
            continue

        def light(line: ScoreLine = line, places: list[int] = places) -> None:
            stage.lit_kontore = tuple(places)
            land(stage, sheet, line, stage.geometry.building(places[0]))

        steps += [tween.Call(light), tween.Delay(KONTOR_GAP)]
    steps.append(tween.Call(lambda: setattr(stage, "lit_kontore", ())))
    return tween.sequence(*steps)


STEPS = (ScoringStep(ROUND_KEYS, rounds), ScoringStep(BONUS_KEYS, kontore))
