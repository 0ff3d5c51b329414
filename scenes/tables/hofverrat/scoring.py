"""The end of a game of Hof-Verrat, shown step by step from the result's scoring lines (HV-16..HV-20).

1. Every spy turns face up where it lies; then those in the Queen's column slide into their family's column, on
   the same side, and district spies join their family's group (HV-16).
2. Column by column, each family's standing lights up with its upper and lower counts (HV-17).
3. District by district, each card scores in turn: it pulses, its points rise from it, and its owner's total counts
   (HV-18, nobles ±2).
4. Each player's two missions turn over and are stamped with a tick and +3, or a cross (HV-19).
5. The ranking (HV-20). A click or a key skips to the end of the show, and from there to the results.

The show only reads the lines, in their order; it never scores anything itself, so what it shows is what the results
screen lists.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from game.core import Result, ScoreLine
from game.hofverrat.cards import FAMILIES
from scenes.tables.hofverrat.board import PLAYED
from scenes.tables.hofverrat.motion import Later, Stage, homes
from scenes.ui import tween

FAMILY_INDEX = {family.key: index for index, family in enumerate(FAMILIES)}
FLIP_SECONDS = 0.45
SLIDE_SECONDS = 0.6
STANDING_GAP = 0.32
CARD_GAP = 0.13
NEUTRAL_GAP = 0.06
RISE_SECONDS = 0.9
RISE_DISTANCE = 56
HOP = 22
MISSION_FLIP_SECONDS = 0.4
MISSION_GAP = 0.45
PAUSE_SECONDS = 0.35


@dataclasses.dataclass
class Popup:
    """Points rising from a card or a mission, fading as they go."""

    points: int
    pos: tuple[float, float]
    alpha: float = 255.0


@dataclasses.dataclass
class MissionReveal:
    """One player's mission being shown: where, how far turned over, and its verdict once stamped."""

    seat: int
    slot: int
    mission: str
    flip: float = 0.0
    verdict: bool | None = None


@dataclasses.dataclass
class ScoreSheet:
    """What the show has revealed so far, for the table's overlay to draw."""

    totals: list[int] | None = None
    standings: dict[int, tuple[str, int, int]] = dataclasses.field(default_factory=dict)
    lit: int | None = None
    popups: list[Popup] = dataclasses.field(default_factory=list)
    missions: list[MissionReveal] = dataclasses.field(default_factory=list)
    result: Result | None = None
    """Set once the show reaches the ranking."""

    def stamp(self) -> tuple:
        """What the table's quiet layer shows of the sheet, as a value (the totals, popups and reveals are drawn
        live)."""
        own = tuple((reveal.seat, reveal.slot, reveal.verdict) for reveal in self.missions)
        return (self.totals is not None, tuple(self.standings.items()), self.lit, own)


def scoring_show(stage: Stage, result: Result, sheet: ScoreSheet) -> tween.Animation:
    """The whole show as one animation. Pulses and rising numbers run beside it (``stage.spawn``), so the show does
    not wait for the last number to finish rising."""
    players = stage.shown.players
    lines = result.lines
    spies = [line for line in lines if line.key == "hofverrat.spy_revealed"]
    standings = [line for line in lines if line.key == "hofverrat.standing"]
    cards = [line for line in lines if line.key == "hofverrat.district_card"]
    missions = [line for line in lines if line.key == "hofverrat.mission"]
    steps: list[tween.Animation] = [
        _reveal_spies(stage, spies),
        tween.Delay(PAUSE_SECONDS),
        _light_standings(sheet, standings),
        tween.Call(lambda: _start_totals(sheet, players)),
        _score_districts(stage, sheet, cards),
        tween.Delay(PAUSE_SECONDS),
        _reveal_missions(stage, sheet, missions),
        tween.Delay(PAUSE_SECONDS),
        tween.Call(lambda: setattr(sheet, "result", result)),
    ]
    return tween.sequence(*steps)


def _start_totals(sheet: ScoreSheet, players: int) -> None:
    sheet.totals = [0] * players
    sheet.lit = None


def _reveal_spies(stage: Stage, spies: Sequence[ScoreLine]) -> tween.Animation:
    """All spies turn over where they lie, then move to their families."""

    def turn() -> tween.Animation:
        flips = []
        for line in spies:
            key = (PLAYED, line.params["serial"])
            card = line.params["card"]
            stage.shown.reveal(key[1], card)
            if key in stage.board.sprites:
                stage.board.dress(key, card, stage.board.sizes[key])
                stage.board.sprites[key].flip = 0.0
                stage.board.lift(key)
                flip = tween.flip(stage.board.sprites[key], True, FLIP_SECONDS)
                flips.append(tween.sequence(flip, tween.Call(lambda key=key: stage.board.land(key))))
        return tween.parallel(*flips)

    def join() -> tween.Animation:
        for line in spies:
            if line.params["area"] == "table":
                stage.shown.join_family(line.params["serial"], line.params["card"])
        return stage.board.settle(homes(stage), SLIDE_SECONDS)

    if not spies:
        return tween.Delay(0.0)
    return tween.sequence(Later(turn), tween.Delay(PAUSE_SECONDS), Later(join))


def _light_standings(sheet: ScoreSheet, lines: Sequence[ScoreLine]) -> tween.Animation:
    """Each family's standing appears on its column, one after another."""
    steps: list[tween.Animation] = []
    for line in lines:
        family = FAMILY_INDEX[line.params["family"]]
        shown = (line.params["standing"], line.params["upper"], line.params["lower"])
        steps.append(tween.Call(lambda family=family, shown=shown: _light(sheet, family, shown)))
        steps.append(tween.Delay(STANDING_GAP))
    return tween.sequence(*steps)


def _light(sheet: ScoreSheet, family: int, shown: tuple[str, int, int]) -> None:
    sheet.standings[family] = shown
    sheet.lit = family


def _score_districts(stage: Stage, sheet: ScoreSheet, lines: Sequence[ScoreLine]) -> tween.Animation:
    """Every district card in the lines' order: a pulse, its points rising, its owner's total counting."""
    steps: list[tween.Animation] = []
    for line in lines:
        steps.append(tween.Call(lambda line=line: _score_card(stage, sheet, line)))
        steps.append(tween.Delay(CARD_GAP if line.points else NEUTRAL_GAP))
    return tween.sequence(*steps)


def _score_card(stage: Stage, sheet: ScoreSheet, line: ScoreLine) -> None:
    assert sheet.totals is not None and line.seat is not None
    sheet.totals[line.seat] += line.points
    sprite = stage.board.sprites.get((PLAYED, line.params["serial"]))
    if sprite is None:
        return
    # The card hops above its neighbours, so even one lying under them shows which it is; its points rise from its
    # corner.
    key = (PLAYED, line.params["serial"])
    x, y = sprite.pos
    stage.board.lift(key)
    stage.spawn(
        tween.sequence(
            tween.move(sprite, (x, y - HOP), CARD_GAP, tween.ease_out_quad),
            tween.move(sprite, (x, y), CARD_GAP * 1.5, tween.ease_in_out_quad),
            on_done=lambda: stage.board.land(key),
        )
    )
    rect = sprite.rect
    _rise(stage, sheet, line.points, (rect.x + rect.width * 0.2, rect.centery))


def _rise(stage: Stage, sheet: ScoreSheet, points: int, start: tuple[float, float]) -> None:
    popup = Popup(points, start)
    sheet.popups.append(popup)
    stage.spawn(
        tween.parallel(
            tween.move(popup, (start[0], start[1] - RISE_DISTANCE), RISE_SECONDS, tween.ease_out_quad),
            tween.sequence(tween.Delay(RISE_SECONDS * 0.55), tween.fade(popup, 0.0, RISE_SECONDS * 0.45)),
            on_done=lambda: sheet.popups.remove(popup),
        )
    )


def _reveal_missions(stage: Stage, sheet: ScoreSheet, lines: Sequence[ScoreLine]) -> tween.Animation:
    """Seat by seat, both missions turn over, then each is stamped and its points rise."""
    steps: list[tween.Animation] = []
    seats = sorted({line.seat for line in lines if line.seat is not None})
    for seat in seats:
        owned = [line for line in lines if line.seat == seat]
        # The shown seat's own missions lie face up already; everyone else's turn over.
        turned = 1.0 if seat == stage.shown.seat else 0.0
        reveals = [MissionReveal(seat, slot, line.params["mission"], turned) for slot, line in enumerate(owned)]
        steps.append(tween.Call(lambda reveals=reveals: sheet.missions.extend(reveals)))
        steps.append(tween.parallel(*(tween.tween_attr(r, "flip", 1.0, MISSION_FLIP_SECONDS) for r in reveals)))
        for reveal, line in zip(reveals, owned, strict=True):
            steps.append(tween.Call(lambda reveal=reveal, line=line: _stamp(stage, sheet, reveal, line)))
            steps.append(tween.Delay(MISSION_GAP))
    return tween.sequence(*steps)


def _stamp(stage: Stage, sheet: ScoreSheet, reveal: MissionReveal, line: ScoreLine) -> None:
    assert sheet.totals is not None and line.seat is not None
    reveal.verdict = bool(line.params["fulfilled"])
    sheet.totals[line.seat] += line.points
    if line.points:
        centre = stage.geometry.mission_spot(reveal.seat, reveal.slot).center
        _rise(stage, sheet, line.points, centre)
