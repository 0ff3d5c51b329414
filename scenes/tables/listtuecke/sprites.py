"""Moving and turning the sprites of a Mit List und Tücke table: a card turns over with its own back showing,
a card leaves a hand (the shown seat's own, or the last back of another's row) and arrives in one, a sprite flies
home (or, without a home, into the shown seat's hand and fades), and tiles fly one by one."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import TYPE_CHECKING

from scenes.tables.kit import script
from scenes.tables.kit.board import FLYING, HAND, Key
from scenes.tables.kit.holders import Point, Size
from scenes.tables.listtuecke import art
from scenes.tables.listtuecke.geometry import BACKS_KEY
from scenes.ui import tween

if TYPE_CHECKING:
    from scenes.tables.listtuecke.scene import ListTueckeTable

TURN_SECONDS = 0.4
TILE_SECONDS = 0.45
TILE_GAP = 0.14
_serials = itertools.count()


def next_serial() -> int:
    """A number no other passing sprite of this run has had."""
    return next(_serials)


# Turning cards over with the right back.


def turn(stage: ListTueckeTable, key: Key, card: int | None, seconds: float = TURN_SECONDS) -> tween.Animation:
    """Turn a sprite over where it lies, to show ``card`` (None: its back, which the board knows from its key)."""
    board = stage.board
    if key not in board.sprites or board.cards[key] == card:
        return tween.Delay(0.0)
    sprite = board.sprites[key]
    size = board.sizes[key]
    shown = board.cards[key]
    if card is not None:
        board.dress(key, card, size)
        sprite.flip = 0.0 if shown is None else sprite.flip
        ending = tween.Call(lambda: board.land(key))
    else:
        sprite.flip = 1.0
        ending = tween.Call(lambda: _hidden(stage, key, size))
    board.lift(key)
    stage.sound(script.FLIP)
    return tween.sequence(tween.flip(sprite, card is not None, seconds), ending)


def _hidden(stage: ListTueckeTable, key: Key, size: Size) -> None:
    """A card turned face down carries no face any more."""
    board = stage.board
    if key in board.sprites:
        board.dress(key, None, size)
        board.sprites[key].flip = 0.0
        board.land(key)


def move_to(stage: ListTueckeTable, old: Key, new: Key, card: int | None) -> tween.Animation:
    """The sprite ``old`` becomes ``new``, turns to show ``card`` on its way, and flies to its new home."""
    stage.board.rekey(old, new)
    return tween.parallel(turn(stage, new, card), fly(stage, new))


def backs_key(stage: ListTueckeTable, seat: int, back: str) -> Key:
    """The sprite of the last card of ``back`` in another seat's row of backs (the one that leaves)."""
    count = stage.shown.hand_backs[seat][0 if back == "light" else 1]
    return (BACKS_KEY, (seat, back, count - 1))


def leaving(stage: ListTueckeTable, seat: int, back: str, card: int | None) -> Key:
    """The sprite of a card leaving ``seat``'s hand: the shown seat's own card (which it knows even when the event
    hides it from a screen others may see), or the last back of its row."""
    if seat == stage.shown.view.seat and card is None:
        card = getattr(stage.own, "card", None)
    if seat == stage.shown.view.seat and card is not None and (HAND, card) in stage.board.sprites:
        return (HAND, card)
    key = backs_key(stage, seat, back)
    if key not in stage.board.sprites:
        script.arrive(stage, key, stage.geometry.hand_spot(seat), art.MINI)
    return key


def arriving(stage: ListTueckeTable, seat: int, back: str, card: int | None) -> tuple[Key, int | None]:
    """The key and face of a card arriving in ``seat``'s hand (before the shown table counts it). A card coming to
    the shown seat that the event hides (others may be looking) only flies there face down and is gone: the hand is
    laid out again from the view once the move is over."""
    if seat == stage.shown.view.seat:
        if card is None:
            return (FLYING, ("arriving", next_serial(), back)), None
        return (HAND, card), card if stage.private else None
    count = stage.shown.hand_backs[seat][0 if back == "light" else 1]
    return (BACKS_KEY, (seat, back, count)), None


def fly(stage: ListTueckeTable, key: Key) -> tween.Animation:
    """``key`` flies to its home; a sprite without one (a hidden card coming to the shown seat's hand) flies to that
    hand face down and fades there."""
    if key in stage.homes():
        return script.fly(stage, key)
    board = stage.board
    sprite = board.sprites[key]
    board.lift(key)
    return tween.parallel(
        tween.move(sprite, stage.geometry.hand_spot(stage.shown.view.seat), script.FLY_SECONDS),
        tween.sequence(tween.Delay(script.FLY_SECONDS * 0.6), tween.fade(sprite, 0.0, script.FLY_SECONDS * 0.4)),
        on_done=lambda: board.remove(key),
    )


def fly_tiles(
    stage: ListTueckeTable, kind: str, count: int, start: Point, end: Point, landed: Callable[[], None]
) -> tween.Animation:
    """``count`` tiles of ``kind`` fly from ``start`` to ``end``; ``landed`` is called once the last has landed."""
    board = stage.board
    flights = []
    for index in range(count):
        key = (FLYING, ("tile", next_serial()))
        sprite = board.add(key, art.tile(kind), (art.TILE, art.TILE), start)
        sprite.alpha = 0.0
        board.lift(key)
        flights.append(
            tween.sequence(
                tween.Delay(index * TILE_GAP),
                tween.Call(lambda sprite=sprite: setattr(sprite, "alpha", 255.0)),
                tween.move(sprite, end, TILE_SECONDS),
                tween.Call(lambda key=key: board.remove(key)),
            )
        )
    if count:
        stage.sound(script.PLACE)
    return tween.sequence(tween.parallel(*flights), tween.Call(landed))
