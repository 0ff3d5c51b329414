"""What Hofnar's events are told with: ``Telling`` (one kind of event's animation, log line and pace together; the
``story`` lists one per event type) and the few moves they share beyond the kit's primitives (a banner under the mood,
cards gliding away, a card hopping, a card passing between two hands).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from scenes.tables.hofnar import art
from scenes.tables.hofnar.words import Names
from scenes.tables.kit import script
from scenes.tables.kit.board import HAND, PLAYED
from scenes.ui import tween

if TYPE_CHECKING:
    from scenes.tables.hofnar.scene import HofnarTable

MOOD_KEY = ("mood", 0)
BANNER_SECONDS = 1.2
CLEAR_SECONDS = 0.45


@dataclasses.dataclass(frozen=True)
class Telling:
    """How the table tells one kind of event: ``say`` words its log line from the event as the reader saw it (None:
    the log stays quiet), ``show`` animates it and folds it into the shown table (None: it is only folded in),
    ``beat`` is how long it stays on screen before what follows (the kit's default when None) and ``moment`` makes it
    a scoring moment the table holds."""

    say: Callable[[Any, Names], str | None]
    show: script.Handler | None = None
    beat: float | None = None
    moment: bool = False


def played_key(seat: int) -> tuple[str, int]:
    """The sprite key of the act ``seat`` played this round."""
    return (PLAYED, seat)


def banner(stage: HofnarTable, text: str) -> tween.Animation:
    """A banner across the middle of the table, under the mood card (so the mood stays in view)."""
    return script.banner(stage, text, stage.geometry.banner_area(), BANNER_SECONDS)


def clear(stage: HofnarTable, keys: list, target: tuple[int, int]) -> tween.Animation:
    """Cards glide small to ``target``, fade, and are gone."""
    board = stage.board
    moves = []
    for key in keys:
        sprite = board.sprites.get(key)
        if sprite is None:
            continue
        sprite.highlight = None
        board.lift(key)
        moves.append(
            tween.parallel(
                tween.move(sprite, target, CLEAR_SECONDS),
                tween.scale(sprite, 0.4, CLEAR_SECONDS),
                tween.sequence(tween.Delay(CLEAR_SECONDS * 0.5), tween.fade(sprite, 0.0, CLEAR_SECONDS * 0.5)),
                on_done=lambda key=key: board.remove(key),
            )
        )
    if moves:
        stage.sound(script.SLIDE)
    return tween.parallel(*moves)


def hop(stage: HofnarTable, key: tuple) -> tween.Animation:
    """A card rises a little and settles back."""
    sprite = stage.board.sprites.get(key)
    if sprite is None:
        return tween.Delay(0.3)
    x, y = sprite.pos
    return tween.sequence(
        tween.move(sprite, (x, y - 18), 0.15, tween.ease_out_quad),
        tween.move(sprite, (x, y), 0.2, tween.ease_in_out_quad),
    )


def pass_card(stage: HofnarTable, source: int, receiver: int, card: str | None) -> tween.Animation:
    """A card passes from ``source``'s plate to ``receiver``: into the hand of the person at the screen when it is his
    and he may see it, else as a back to the receiver's plate."""
    geometry = stage.geometry
    start = geometry.plate(source).center
    if receiver == geometry.viewer and card is not None and stage.private:
        script.arrive(stage, (HAND, card), start, art.HAND)
        return script.fly(stage, (HAND, card))
    return script.deal_away(stage, start, geometry.plate(receiver).center, 1, art.TABLE)
