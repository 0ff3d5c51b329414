"""The course of the round at the table: its phases (a new round, the reveal and the end announced over the circle,
the action cards gathered back), the strategy and start-player cards changing hands, and the end of the game."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from game.verraeter.data import (
    ACTIONS,
    BUILDING,
    CONFLICT_SITE,
    DRAWING,
    KONTOR_BONUS,
    RETURN_ACTIONS,
    REVEAL,
    SETUP,
    STRATEGY,
    SUPPLY,
)
from game.verraeter.events import GameEnded, PhaseStarted, StartPlayerPassed, StrategyCardPassed
from scenes.i18n import tr
from scenes.tables.kit import script
from scenes.tables.kit.board import Key
from scenes.tables.verraeter.motion import On, handing
from scenes.tables.verraeter.shown import Draft
from scenes.tables.verraeter.words import Circle, Line, heading, line
from scenes.ui import tween

if TYPE_CHECKING:
    from scenes.tables.verraeter.scene import VerraeterTable

BANNERS = {CONFLICT_SITE, REVEAL, KONTOR_BONUS}
"""Phases announced by a banner over the circle: a new round, the reveal, the end."""
ROUND_BANNER_SECONDS = 2.0
"""The new round's banner stays long enough to read after the round's end has been shown (normal speed)."""
PASSING_SECONDS = 0.7
"""The strategy and start-player cards travel slowly enough to follow from one plate to another."""
HANDED_BEAT = 0.8
"""How long a card that changed hands stays still where it landed before the next step (normal speed)."""
RETURN_BEAT = 0.7
"""How long the gathered action cards lie in the middle before the start-player card moves (normal speed)."""
PHASE_HEADINGS = {
    ACTIONS: "verraeter.log.draft",
    SUPPLY: "verraeter.log.supply",
    STRATEGY: "verraeter.log.strategy",
    DRAWING: "verraeter.log.drawing",
    RETURN_ACTIONS: "verraeter.log.return",
    KONTOR_BONUS: "verraeter.log.end",
}
"""Phases that open a part of the log; the others show through their own events. The Builder's part opens only
when someone took the Builder (``phase_line``), so the strategy card and the discards never read as its lines."""


def phase(stage: VerraeterTable, event: PhaseStarted) -> tween.Animation:
    """A new round, the reveal and the end are announced over the circle; at the end of a round every action card
    goes back to the middle."""
    if event.phase == RETURN_ACTIONS:
        moves = list(_return_moves(stage))
        return tween.sequence(handing(stage, event, lambda: moves, Draft()), tween.Delay(RETURN_BEAT))
    stage.shown.advance(event)
    if event.phase not in BANNERS:
        return script.settle(stage)
    if event.phase == CONFLICT_SITE:
        text = tr("verraeter.log.round", round=event.round, rounds=stage.rounds)
        return script.banner(stage, text, stage.geometry.zone("overlay"), ROUND_BANNER_SECONDS)
    return script.banner(stage, tr(f"verraeter.phase.{event.phase}"), stage.geometry.zone("overlay"))


def _return_moves(stage: VerraeterTable) -> Iterable[tuple[Key, Key]]:
    shown = stage.shown
    picks = shown.picks
    taken = [("action", seat) for seat in range(shown.players) if picks[seat] is not None]
    old = [*taken, *([("aside", 0)] if shown.draft.aside else []), *(("pool", index) for index in range(shown.pool))]
    return [(key, ("pool", index)) for index, key in enumerate(old)]


def phase_line(event: PhaseStarted, circle: Circle) -> Line | None:
    if event.phase == CONFLICT_SITE:
        return heading("verraeter.log.round", round=event.round, rounds=circle.rounds)
    if event.phase == SETUP:
        return heading("verraeter.log.setup")
    if event.phase == BUILDING:
        return heading("verraeter.log.building") if circle.builder else None
    key = PHASE_HEADINGS.get(event.phase)
    return heading(key) if key else None


def _card_passed(stage: VerraeterTable, event: StrategyCardPassed | StartPlayerPassed, key: Key) -> tween.Animation:
    """One open card changes hands (the strategy card, the start-player card): it flies to its new holder."""
    stage.shown.advance(event)
    if key not in stage.board.sprites:
        return script.settle(stage)
    return script.fly(stage, key, PASSING_SECONDS)


def strategy_passed(stage: VerraeterTable, event: StrategyCardPassed) -> tween.Animation:
    """The strategy card goes to the Stratege."""
    return _card_passed(stage, event, ("strategy", 0))


def strategy_line(event: StrategyCardPassed, circle: Circle) -> Line:
    key = "verraeter.log.strategy_kept" if event.origin == event.holder else "verraeter.log.strategy_taken"
    return line(event.holder, key, lit=(("strategy", 0),), name=circle.names[event.holder])


def start_passed(stage: VerraeterTable, event: StartPlayerPassed) -> tween.Animation:
    """The start-player card passes to the left."""
    return _card_passed(stage, event, ("start", 0))


def start_line(event: StartPlayerPassed, circle: Circle) -> Line:
    return line(event.start, "verraeter.log.start_passed", lit=(("start", 0),), name=circle.names[event.start])


ON = {
    PhaseStarted: On(phase, phase_line),
    StrategyCardPassed: On(strategy_passed, strategy_line, beat=HANDED_BEAT),
    StartPlayerPassed: On(start_passed, start_line, beat=HANDED_BEAT),
    GameEnded: On(say=lambda event, circle: heading("verraeter.log.game_over")),
}
