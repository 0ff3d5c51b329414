"""The end of a game of Hof-Verrat, as the kit's scoring-show steps, from the result's lines (HV-16..HV-20).

1. Every spy turns face up where it lies; then those in the Queen's column slide into their family's column, on
   the same side, and district spies join their family's group (HV-16).
2. Column by column, each family's standing lights up with its upper and lower counts (HV-17).
3. District by district, each card scores in turn: it hops, and its district's points rise and add up in one number
   over the district (so small districts stay readable), while its owner's total counts (HV-18, nobles ±2).
4. Each player's two missions turn over and are stamped with a tick and +3, or a cross (HV-19).
5. The ranking (HV-20), the kit's.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.core import ScoreLine
from game.hofverrat.cards import FAMILIES
from scenes.tables.kit import script
from scenes.tables.kit.board import PLAYED
from scenes.tables.kit.scoring import ScoreSheet, ScoringStep
from scenes.tables.kit.script import Later
from scenes.ui import tween

if TYPE_CHECKING:
    from scenes.tables.hofverrat.scene import HofVerratTable

FAMILY_INDEX = {family.key: index for index, family in enumerate(FAMILIES)}
FLIP_SECONDS = 0.45
SLIDE_SECONDS = 0.6
STANDING_GAP = 0.32
CARD_GAP = 0.13
NEUTRAL_GAP = 0.06
HOP = 22
MISSION_FLIP_SECONDS = 0.4
MISSION_GAP = 0.45
PAUSE_SECONDS = 0.35


@dataclasses.dataclass
class MissionReveal:
    """One player's mission being shown: where, how far turned over, and its verdict once stamped."""

    seat: int
    slot: int
    mission: str
    flip: float = 0.0
    verdict: bool | None = None


@dataclasses.dataclass
class Court:
    """What Hof-Verrat's show has revealed so far: the spies of the Queen's column gone to their families (serial →
    card), standings, the column lit now, the missions turned over. (The view turned the spies up already: the
    last move's events end the game.)"""

    joined: dict[int, int] = dataclasses.field(default_factory=dict)
    standings: dict[int, tuple[str, int, int]] = dataclasses.field(default_factory=dict)
    lit: int | None = None
    missions: list[MissionReveal] = dataclasses.field(default_factory=list)

    def stamp(self) -> tuple:
        """What the quiet layer shows of it, as a value (the turning missions are drawn live)."""
        own = tuple((reveal.seat, reveal.slot, reveal.verdict) for reveal in self.missions)
        return (tuple(self.joined.items()), tuple(self.standings.items()), self.lit, own)


def reveal_spies(stage: HofVerratTable, _sheet: ScoreSheet, spies: Sequence[ScoreLine]) -> tween.Animation:
    """All spies turn over where they lie, then move to their families."""

    def turn() -> tween.Animation:
        flips = []
        for line in spies:
            key = (PLAYED, line.params["serial"])
            if key in stage.board.sprites:
                flips.append(script.flip(stage, key, line.params["card"], FLIP_SECONDS))
        return tween.parallel(*flips)

    def join() -> tween.Animation:
        for line in spies:
            if line.params["area"] == "table":
                stage.court.joined[line.params["serial"]] = line.params["card"]
        return stage.board.settle(stage.homes(), SLIDE_SECONDS)

    if not spies:
        return tween.Delay(0.0)
    return tween.sequence(Later(turn), tween.Delay(PAUSE_SECONDS), Later(join))


def light_standings(stage: HofVerratTable, _sheet: ScoreSheet, lines: Sequence[ScoreLine]) -> tween.Animation:
    """Each family's standing appears on its column, one after another."""
    court = stage.court
    steps: list[tween.Animation] = []
    for line in lines:
        family = FAMILY_INDEX[line.params["family"]]
        shown = (line.params["standing"], line.params["upper"], line.params["lower"])
        steps.append(tween.Call(lambda family=family, shown=shown: _light(court, family, shown)))
        steps.append(tween.Delay(STANDING_GAP))
    return tween.sequence(*steps)


def _light(court: Court, family: int, shown: tuple[str, int, int]) -> None:
    court.standings[family] = shown
    court.lit = family


def score_districts(stage: HofVerratTable, sheet: ScoreSheet, lines: Sequence[ScoreLine]) -> tween.Animation:
    """Every district card in the lines' order: a hop, and its district's number rising and adding up."""
    stage.court.lit = None
    steps: list[tween.Animation] = []
    for line in lines:
        steps.append(tween.Call(lambda line=line: _score_card(stage, sheet, line)))
        steps.append(tween.Delay(CARD_GAP if line.points else NEUTRAL_GAP))
    return tween.sequence(*steps)


def _score_card(stage: HofVerratTable, sheet: ScoreSheet, line: ScoreLine) -> None:
    assert line.seat is not None
    key = (PLAYED, line.params["serial"])
    sprite = stage.board.sprites.get(key)
    if sprite is None:
        sheet.score(stage, line, None)
        return
    # The card hops above its neighbours, so even one lying under them shows which it is.
    x, y = sprite.pos
    stage.board.lift(key)
    stage.spawn(
        tween.sequence(
            tween.move(sprite, (x, y - HOP), CARD_GAP, tween.ease_out_quad),
            tween.move(sprite, (x, y), CARD_GAP * 1.5, tween.ease_in_out_quad),
            on_done=lambda: stage.board.land(key),
        )
    )
    district = stage.geometry.district(line.seat)
    sheet.score(stage, line, (district.centerx, district.centery + 10), group=("district", line.seat))


def reveal_missions(stage: HofVerratTable, sheet: ScoreSheet, lines: Sequence[ScoreLine]) -> tween.Animation:
    """Seat by seat, both missions turn over, then each is stamped and its points rise."""
    court = stage.court
    steps: list[tween.Animation] = []
    seats = sorted({line.seat for line in lines if line.seat is not None})
    for seat in seats:
        owned = [line for line in lines if line.seat == seat]
        # The shown seat's own missions lie face up already; everyone else's turn over.
        turned = 1.0 if seat == stage.shown.view.seat else 0.0
        reveals = [MissionReveal(seat, slot, line.params["mission"], turned) for slot, line in enumerate(owned)]
        steps.append(tween.Call(lambda reveals=reveals: court.missions.extend(reveals)))
        steps.append(tween.parallel(*(tween.tween_attr(r, "flip", 1.0, MISSION_FLIP_SECONDS) for r in reveals)))
        for reveal, line in zip(reveals, owned, strict=True):
            steps.append(tween.Call(lambda reveal=reveal, line=line: _stamp(stage, sheet, reveal, line)))
            steps.append(tween.Delay(MISSION_GAP))
    return tween.sequence(*steps)


def _stamp(stage: HofVerratTable, sheet: ScoreSheet, reveal: MissionReveal, line: ScoreLine) -> None:
    reveal.verdict = bool(line.params["fulfilled"])
    centre = stage.geometry.mission_spot(reveal.seat, reveal.slot).center
    sheet.score(stage, line, centre if line.points else None, group=("mission", reveal.seat, reveal.slot))


STEPS = (
    ScoringStep(("hofverrat.spy_revealed",), reveal_spies, counts=False),
    ScoringStep(("hofverrat.standing",), light_standings, counts=False),
    ScoringStep(("hofverrat.district_card",), score_districts),
    ScoringStep(("hofverrat.mission",), reveal_missions),
)
