"""Moves animated from events: a card flies from its player to its place, an assassin's victim glows, shakes and
vanishes, drawn cards leave the pile, and the cards around make room.

Each event becomes one step of a sequence. A step is built only when it starts (``Later``): it first moves the
``Shown`` table on by its event, then glides the sprites to their new homes, so each step starts from where the one
before left every card, at any animation speed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from game.core import Event
from game.hofverrat.events import CardEliminated, CardsDrawn, PlayedToDistrict, PlayedToTable
from scenes.tables.hofverrat import art
from scenes.tables.hofverrat.board import HAND, PLAYED, Board, Key
from scenes.tables.hofverrat.geometry import Geometry, Home
from scenes.tables.hofverrat.shown import Shown
from scenes.ui import tween
from scenes.ui.cards import VICTIM

FLY_SECONDS = 0.5
REFLOW_SECONDS = 0.3
STRIKE_SECONDS = 0.45
VANISH_SECONDS = 0.45
DRAW_SECONDS = 0.45
DRAW_GAP = 0.12
ARRIVAL_SCALE = 0.55


class Stage(Protocol):
    """What the animations work on: the table scene's sprites, zones, shown table and log."""

    board: Board
    geometry: Geometry
    shown: Shown
    private: bool
    own_card: int | None

    def note(self, event: Event) -> None:
        """Add ``event`` to the game log."""

    def spawn(self, animation: tween.Animation) -> None:
        """Run ``animation`` beside the current one (a pulse, a rising number)."""


class Later(tween.Animation):
    """An animation built only when it starts, from the table as it is by then."""

    def __init__(self, build: Callable[[], tween.Animation]) -> None:
        super().__init__()
        self._build = build
        self._inner: tween.Animation | None = None

    def _advance(self, time: float) -> float:
        if self._inner is None:
            self._inner = self._build()
        left = self._inner.advance(time)
        self.done = self._inner.done
        return left


def animate_move(stage: Stage, events: Sequence[Event]) -> tween.Animation:
    """One seat's move, event by event."""
    return tween.sequence(*(Later(lambda event=event: _step(stage, event)) for event in events))


def homes(stage: Stage) -> dict[Key, Home]:
    """Where every card belongs on the table as shown now."""
    return stage.geometry.homes(stage.shown, stage.private)


def _step(stage: Stage, event: Event) -> tween.Animation:
    stage.note(event)
    if isinstance(event, PlayedToTable | PlayedToDistrict):
        return _played(stage, event)
    if isinstance(event, CardEliminated):
        return _eliminated(stage, event)
    if isinstance(event, CardsDrawn):
        return _drawn(stage, event)
    stage.shown.apply(event)
    return tween.Delay(0.0)


def _played(stage: Stage, event: PlayedToTable | PlayedToDistrict) -> tween.Animation:
    """The card flies from its player's hand to its place; the cards already there make room."""
    board = stage.board
    key = (PLAYED, event.serial)
    own = stage.own_card
    if event.seat == stage.shown.seat and own is not None and (HAND, own) in board.sprites:
        board.rekey((HAND, own), key)
        board.origin[event.serial] = own
        stage.own_card = None
    else:
        sprite = board.add(key, None, art.SMALL, stage.geometry.hand_spot(event.seat))
        sprite.scale = ARRIVAL_SCALE
        own = None
    stage.shown.apply(event, own)
    places = homes(stage)
    return tween.parallel(
        board.glide(key, places[key], FLY_SECONDS),
        board.settle(places, REFLOW_SECONDS, skip=[key]),
    )


def _eliminated(stage: Stage, event: CardEliminated) -> tween.Animation:
    """The victim glows red while the assassin strikes, then shakes, sinks and fades; the gap closes."""
    board = stage.board
    victim = board.sprites.get((PLAYED, event.target))
    striker = board.sprites.get((PLAYED, event.assassin))
    if victim is None:
        stage.shown.apply(event)
        return tween.Delay(0.0)
    victim.highlight = VICTIM
    x, y = victim.pos
    strike: list[tween.Animation] = [tween.Delay(STRIKE_SECONDS)]
    if striker is not None:
        strike.append(
            tween.sequence(
                tween.scale(striker, 1.18, STRIKE_SECONDS / 2, tween.ease_out_quad),
                tween.scale(striker, 1.0, STRIKE_SECONDS / 2, tween.ease_in_out_quad),
            )
        )
    shake = tween.sequence(
        *(tween.move(victim, (x + dx, y), VANISH_SECONDS / 8, tween.linear) for dx in (-7, 7, -5, 5)),
        tween.move(victim, (x, y + 46), VANISH_SECONDS / 2, tween.ease_in_quad),
    )
    vanish = tween.parallel(
        shake,
        tween.sequence(tween.Delay(VANISH_SECONDS / 2), tween.fade(victim, 0.0, VANISH_SECONDS / 2)),
    )

    def gone() -> tween.Animation:
        board.remove((PLAYED, event.target))
        stage.shown.apply(event)
        return board.settle(homes(stage), REFLOW_SECONDS)

    return tween.sequence(tween.parallel(*strike), vanish, Later(gone))


def _drawn(stage: Stage, event: CardsDrawn) -> tween.Animation:
    """Cards leave the pile: into the hand (face up when private) or, face down, to another seat's name plate."""
    board = stage.board
    stage.shown.apply(event)
    pile = stage.geometry.zone("pile").center
    flights: list[tween.Animation] = []
    if event.seat == stage.shown.seat and event.cards is not None:
        for card in event.cards:
            sprite = board.add((HAND, card), None, art.BIG, pile)
            sprite.scale = art.SMALL[0] / art.BIG[0]
        places = homes(stage)
        for index, card in enumerate(event.cards):
            glide = board.glide((HAND, card), places[(HAND, card)], DRAW_SECONDS)
            flights.append(tween.sequence(tween.Delay(index * DRAW_GAP), glide))
        flights.append(board.settle(places, REFLOW_SECONDS, skip=[(HAND, card) for card in event.cards]))
        return tween.parallel(*flights)
    target = stage.geometry.hand_spot(event.seat)
    for index in range(event.count):
        key = board.add_flying(art.SMALL, pile)
        flights.append(tween.sequence(tween.Delay(index * DRAW_GAP), _away(board, key, target)))
    return tween.parallel(*flights)


def _away(board: Board, key: Key, target: tuple[float, float]) -> tween.Animation:
    """A face-down card flies to a name plate, shrinking and fading, and is gone."""
    sprite = board.sprites[key]
    return tween.parallel(
        tween.move(sprite, target, DRAW_SECONDS),
        tween.scale(sprite, ARRIVAL_SCALE, DRAW_SECONDS),
        tween.sequence(tween.Delay(DRAW_SECONDS * 0.6), tween.fade(sprite, 0.0, DRAW_SECONDS * 0.4)),
        on_done=lambda: board.remove(key),
    )
