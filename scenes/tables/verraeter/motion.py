"""How Verräter's events are handled at the table: one ``On`` per event type, its animation and its log line side by
side, and the moves the animations share.

Each part of the round keeps its events' handlers in a module of its own (``course``, ``draft``, ``cards``,
``conflict``, ``building``); ``handlers`` gathers them into the kit's script and the log's wording. An animation
moves the shown table on by its event (``Shown.advance``, the model's fold) and lets the sprites follow: a card that
changes place keeps its sprite, so it flies from where it lay.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from scenes.tables.kit import script
from scenes.tables.kit.board import HAND, Key
from scenes.tables.verraeter import art
from scenes.tables.verraeter.geometry import hand_keys
from scenes.tables.verraeter.shown import Draft
from scenes.tables.verraeter.words import Circle, Line
from scenes.ui import tween

if TYPE_CHECKING:
    from scenes.tables.verraeter.scene import VerraeterTable

GATHER_SECONDS = 0.4
FLIP_PAUSE = 0.25


@dataclasses.dataclass(frozen=True)
class On:
    """What the table does with one type of event: ``show`` animates it (None: the kit just folds it in), ``say``
    words its log line (None, or a None line: the log leaves it out); ``beat`` is how long it stays on screen before
    the next step (the kit's beat when None), and ``moment`` makes it part of a scoring moment the table holds."""

    show: Callable[[VerraeterTable, Any], tween.Animation] | None = None
    say: Callable[[Any, Circle], Line | None] | None = None
    beat: float | None = None
    moment: bool = False


def handing(
    stage: VerraeterTable,
    event: Any,
    moves: Callable[[], Iterable[tuple[Key, Key]]],
    draft: Draft | None = None,
    seconds: float = script.FLY_SECONDS,
) -> tween.Animation:
    """Fold ``event`` in (and lay the draft's face-down cards as ``draft`` says, if given) and let sprites take new
    keys (``moves`` gives (old, new) pairs found before the fold), then glide everything home, the renamed ones in
    ``seconds``."""
    pairs = [(old, new) for old, new in moves() if old in stage.board.sprites]
    stage.shown.advance(event)
    if draft is not None:
        stage.shown.draft = draft
    rename(stage, pairs)
    places = stage.homes()
    for key, home in places.items():
        if key not in stage.board.sprites:
            stage.board.add(key, None, home.size, home.centre)
    flying = [new for _, new in pairs]
    moves_home = [stage.board.glide(key, places[key], seconds) for key in flying if key in places]
    if flying:
        stage.sound(script.SLIDE)
    return tween.parallel(*moves_home, stage.board.settle(places, script.REFLOW_SECONDS, skip=flying))


def rename(stage: VerraeterTable, pairs: list[tuple[Key, Key]]) -> None:
    """Give sprites new keys all at once (through stand-in keys, so a chain of renames never overwrites a sprite)."""
    for index, (old, _) in enumerate(pairs):
        stage.board.rekey(old, ("moving", index))
    for index, (_, new) in enumerate(pairs):
        stage.board.rekey(("moving", index), new)


def rehand(stage: VerraeterTable) -> None:
    """Give the hand's sprites the keys ``hand_keys`` expects now that cards came and went (equal values counted
    again from 0), so every remaining card keeps its own sprite."""
    board = stage.board
    by_value: dict[int, list[Key]] = {}
    for key in sorted(key for key in board.sprites if key[0] == HAND):
        by_value.setdefault(key[1][0], []).append(key)
    wanted = hand_keys(stage.shown.view.hand)
    renames = []
    for value, keys in by_value.items():
        targets = [key for key in wanted if key[1][0] == value]
        renames += [(old, new) for old, new in zip(keys, targets, strict=False) if old != new]
    rename(stage, renames)


def turn_over(stage: VerraeterTable, key: Key, card: tuple, seconds: float) -> tween.Animation:
    """A two-sided thing (a landscape, an allegiance card, a building) turns from the side it showed to ``card``:
    the old side is its back for the turn, so it never shows a card back on the way."""
    board = stage.board
    sprite = board.sprites.get(key)
    if sprite is None:
        return tween.Delay(0.0)
    size = board.sizes[key]
    sprite.set_art(art.face(card, size), art.face(board.cards[key], size))
    board.cards[key] = card
    sprite.flip = 0.0
    board.lift(key)
    stage.sound(script.FLIP)

    def landed() -> None:
        sprite.set_art(art.face(card, size), art.back(size))
        board.land(key)

    return tween.sequence(tween.flip(sprite, True, seconds), tween.Call(landed))


def gather(stage: VerraeterTable, keys: list[Key]) -> tween.Animation:
    """Cards fly onto the discard pile and are gone; the pile's new top shows."""
    board = stage.board
    target = stage.geometry.zone("discard_pile").center
    flights = []
    for index, key in enumerate(keys):
        sprite = board.sprites[key]
        board.lift(key)
        flights.append(
            tween.sequence(
                tween.Delay(index * script.DRAW_GAP / 2),
                tween.move(sprite, target, GATHER_SECONDS),
                tween.Call(lambda key=key: board.remove(key)),
            )
        )
    if keys:
        stage.sound(script.SLIDE)
    return tween.sequence(tween.parallel(*flights), script.settle(stage))
