"""The event-to-animation script: a registry of handlers per event kind, and the primitives they are built from.

A title registers one handler per event type (``Script({PlayedToTable: played, ...})``). The kit plays a move event
by event: each step is built only when it starts (``Later``), first noting the event in the log, then calling the
handler, which moves the title's ``Shown`` table on by the event and animates the sprites to their new homes; so each
step starts from where the one before left every card, at any animation speed. An event without a handler just
moves ``Shown`` on.

The primitives each carry their sound cue: ``fly`` (card slide, then card place), ``arrive`` (a card from a seat's
hand), ``deal`` (shuffle/deal), ``flip`` (flip), ``eliminate`` (the card is struck, shakes, sinks and fades: it
never just vanishes), ``rise`` (rising numbers that add up per group instead of piling up; score tick),
``count_up``, ``banner`` (a phase banner), ``mark_move`` (a mark on a seat's last move until its next) and
``shake`` (a refusal).

Pace is data too. A title's script says how long a beat each event type needs (``beats``: the seconds a move stays
on screen, still, before a computer's next move; ``BEAT_SECONDS`` without an entry), which events are scoring moments
(``moments``, often ``kinds(...)`` of event types: the table holds the result there, see ``Hold``) and which events
may be moves the rules made for a person (``forced``: the words naming such a move, shown in a banner as it is
played).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from typing import Any, Protocol

import pygame

from game.core import Event
from scenes.tables.kit.board import Board, Key
from scenes.tables.kit.effects import Banner, Effects, Popup, Strike
from scenes.tables.kit.holders import Home, Point, Size
from scenes.ui import tween
from scenes.ui.cards import VICTIM

FLY_SECONDS = 0.5
REFLOW_SECONDS = 0.3
STRIKE_SECONDS = 0.45
VANISH_SECONDS = 0.45
DRAW_SECONDS = 0.45
DRAW_GAP = 0.12
ARRIVAL_SCALE = 0.55
RISE_SECONDS = 0.9
RISE_DISTANCE = 56
BANNER_SECONDS = 1.1
SHAKE_SECONDS = 0.3
BEAT_SECONDS = 0.9
"""How long a move stays on screen, still, before a computer's next one (at normal speed), unless its title says."""
HOLD_SECONDS = 4.0
"""How long the table holds a scoring moment before play goes on by itself (at normal speed)."""
FORCED_SECONDS = 2.4
"""How long the banner naming a move the rules made for a person stays up (at normal speed)."""

# Sound cues (files in assets/sounds/, made by scripts/make_sounds.py).
SLIDE = "card_slide"
PLACE = "card_place"
FLIP = "flip"
DEAL = "deal"
ELIMINATE = "elimination"
TICK = "score_tick"
ROUND_WON = "round_won"
GAME_WON = "game_won"
REFUSAL = "refusal"
CUES = (SLIDE, PLACE, FLIP, DEAL, ELIMINATE, TICK, ROUND_WON, GAME_WON, REFUSAL)


class Shown(Protocol):
    """A title's table as shown between two events: built from a view, moved on by events."""

    def advance(self, event: Event) -> None:
        """Move the shown table on by one event."""


class Stage(Protocol):
    """What the animations work on: the table's sprites, its shown table, its effects and its log."""

    board: Board
    shown: Any
    private: bool
    effects: Effects

    def homes(self) -> dict[Key, Home]:
        """Where every card belongs on the table as shown now."""

    def note(self, event: Event) -> None:
        """Add ``event`` to the game log."""

    def spawn(self, animation: tween.Animation) -> None:
        """Run ``animation`` beside the current one (a pulse, a rising number)."""

    def sound(self, cue: str) -> None:
        """Play a sound cue."""

    def banner_area(self) -> pygame.Rect:
        """Where the kit's own banners stand (a move made for a person)."""


Handler = Callable[[Any, Any], tween.Animation]
"""A title's handler: (stage, event) → the animation of that event (built when the step starts)."""
Moment = Callable[[Event], bool]
"""A title's test for a scoring moment: True for an event after which (with those right after it) the table holds."""
Forced = Callable[[Any, Any], "str | None"]
"""A title's words for a move the rules made for a person: (stage, event) → the banner's text, or None when the event
is no such move (or nobody at the screen needs telling)."""


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


class Hold(tween.Animation):
    """A scoring moment held on screen: done once ``release`` is called (a click, a key) or ``seconds`` of animation
    time have passed (None: only by ``release``). Finishing at once (``finish``, instant speed) releases it, so a
    skipped or instant table never waits."""

    def __init__(self, seconds: float | None) -> None:
        super().__init__()
        self.left = seconds
        self.released = False

    def release(self) -> None:
        """Let play go on (at the next update)."""
        self.released = True

    def _advance(self, time: float) -> float:
        if self.released or time == tween.INSTANT:
            self.done = True
            return 0.0
        if self.left is None:
            return 0.0
        self.left -= time
        if self.left <= 0:
            self.done = True
            return -self.left
        return 0.0


class Script:
    """A title's handlers by event type, its beats and scoring moments, and the way a move's events become one
    animation. A handler (or beat, moment, forced entry) registered for a shared event type (``game.core.events``)
    also takes a title's subclass of it."""

    def __init__(
        self,
        handlers: Mapping[type, Handler],
        *,
        beats: Mapping[type, float] | None = None,
        moments: Moment = lambda event: False,
        forced: Mapping[type, Forced] | None = None,
    ) -> None:
        self.handlers = dict(handlers)
        self.beats = dict(beats or {})
        """Seconds (at normal speed) an event stays on screen before the next event of its move, and a move with it
        before a computer's next move."""
        self.is_moment = moments
        """Whether an event scores: after a run of such events the table holds the result (``Hold``)."""
        self.forced = dict(forced or {})
        """Event types that may be a move the rules made for a person, with the words naming it."""

    def animate(
        self, stage: Stage, events: Sequence[Event], hold: Callable[[], tween.Animation] | None = None
    ) -> tween.Animation:
        """One seat's move, event by event. With ``hold``, the table holds after each run of scoring moments; an event
        the title gives a beat of its own (a reveal, a tally) stays that long before the next event of the move."""
        steps: list[tween.Animation] = []
        for index, event in enumerate(events):
            steps.append(Later(lambda event=event: self.step(stage, event)))
            after = events[index + 1] if index + 1 < len(events) else None
            if hold is not None and self.is_moment(event) and (after is None or not self.is_moment(after)):
                steps.append(Later(hold))
            elif after is not None and self._lookup(self.beats, event) is not None:
                steps.append(tween.Delay(self._lookup(self.beats, event)))
        return tween.sequence(*steps)

    def step(self, stage: Stage, event: Event) -> tween.Animation:
        """One event: noted in the log, then animated by its handler (or just shown, without one); a move the rules
        made for a person is first named in a banner."""
        stage.note(event)
        words = self._lookup(self.forced, event)
        text = words(stage, event) if words is not None else None
        handler = self._lookup(self.handlers, event)
        if handler is None:
            stage.shown.advance(event)
            animation: tween.Animation = tween.Delay(0.0)
        else:
            animation = handler(stage, event)
        if text is None:
            return animation
        return tween.parallel(banner(stage, text, stage.banner_area(), FORCED_SECONDS), animation)

    def beat(self, events: Iterable[Event]) -> float:
        """Seconds (at normal speed) a move made of ``events`` stays on screen, still, before a computer's next move:
        the longest beat among its events."""
        beats = [self._lookup(self.beats, event) for event in events]
        return max((BEAT_SECONDS if beat is None else beat for beat in beats), default=BEAT_SECONDS)

    @staticmethod
    def _lookup(table: Mapping[type, Any], event: Event) -> Any:
        return next((table[kind] for kind in type(event).__mro__ if kind in table), None)


def kinds(*types: type) -> Moment:
    """Scoring moments by event type alone: every event of one of ``types`` (or a subclass) is one."""
    return lambda event: isinstance(event, types)


def settle(stage: Stage, skip: Iterable[Key] = (), seconds: float = REFLOW_SECONDS) -> tween.Animation:
    """Every card not at its home glides there (the cards around a new one make room)."""
    return stage.board.settle(stage.homes(), seconds, skip=skip)


def fly(stage: Stage, key: Key, seconds: float = FLY_SECONDS) -> tween.Animation:
    """``key`` flies to its home while the others make room; it slides, and is heard landing."""
    places = stage.homes()
    stage.sound(SLIDE)
    return tween.parallel(
        tween.sequence(stage.board.glide(key, places[key], seconds), tween.Call(lambda: stage.sound(PLACE))),
        stage.board.settle(places, REFLOW_SECONDS, skip=[key]),
    )


def arrive(stage: Stage, key: Key, start: Point, size: Size) -> None:
    """A card face down appears small at ``start`` (a seat's hand) under ``key``, ready to ``fly``."""
    sprite = stage.board.add(key, None, size, start)
    sprite.scale = ARRIVAL_SCALE


def deal(stage: Stage, start: Point, keys: Sequence[Key], size: Size, scale: float = 1.0) -> tween.Animation:
    """Cards leave a pile at ``start`` one after another to their homes (new sprites, face down until home)."""
    for key in keys:
        sprite = stage.board.add(key, None, size, start)
        sprite.scale = scale
    places = stage.homes()
    stage.sound(DEAL)
    flights = [
        tween.sequence(tween.Delay(index * DRAW_GAP), stage.board.glide(key, places[key], DRAW_SECONDS))
        for index, key in enumerate(keys)
    ]
    flights.append(stage.board.settle(places, REFLOW_SECONDS, skip=keys))
    return tween.parallel(*flights)


def deal_away(stage: Stage, start: Point, target: Point, count: int, size: Size) -> tween.Animation:
    """``count`` cards leave a pile at ``start`` face down for ``target`` (another seat's hand) and are gone."""
    board = stage.board
    flights = []
    stage.sound(DEAL)
    for index in range(count):
        key = board.add_flying(size, start)
        sprite = board.sprites[key]
        away = tween.parallel(
            tween.move(sprite, target, DRAW_SECONDS),
            tween.scale(sprite, ARRIVAL_SCALE, DRAW_SECONDS),
            tween.sequence(tween.Delay(DRAW_SECONDS * 0.6), tween.fade(sprite, 0.0, DRAW_SECONDS * 0.4)),
            on_done=lambda key=key: board.remove(key),
        )
        flights.append(tween.sequence(tween.Delay(index * DRAW_GAP), away))
    return tween.parallel(*flights)


def flip(stage: Stage, key: Key, card: Hashable | None, seconds: float = 0.45) -> tween.Animation:
    """Turn a card over where it lies, to show ``card`` (None: to its back)."""
    board = stage.board
    if key not in board.sprites:
        return tween.Delay(0.0)
    sprite = board.sprites[key]
    board.dress(key, card if card is not None else board.cards[key], board.sizes[key])
    sprite.flip = 0.0 if card is not None else 1.0
    board.lift(key)
    stage.sound(FLIP)
    return tween.sequence(tween.flip(sprite, card is not None, seconds), tween.Call(lambda: board.land(key)))


def eliminate(stage: Stage, key: Key, striker: Key | None, gone: Callable[[], None]) -> tween.Animation:
    """The card glows red and is struck through while its striker swells, then shakes, sinks and fades; ``gone`` is
    called once it is off the table (move ``Shown`` on there), and the gap closes."""
    board = stage.board
    victim = board.sprites.get(key)
    if victim is None:
        gone()
        return tween.Delay(0.0)
    victim.highlight = VICTIM
    x, y = victim.pos
    strike = Strike(pygame.Rect(victim.rect))
    effects = stage.effects
    effects.strikes.append(strike)
    stage.sound(ELIMINATE)
    struck: list[tween.Animation] = [tween.tween_attr(strike, "progress", 1.0, STRIKE_SECONDS, tween.ease_out_quad)]
    striking = board.sprites.get(striker) if striker is not None else None
    if striking is not None:
        struck.append(
            tween.sequence(
                tween.scale(striking, 1.18, STRIKE_SECONDS / 2, tween.ease_out_quad),
                tween.scale(striking, 1.0, STRIKE_SECONDS / 2, tween.ease_in_out_quad),
            )
        )
    shake_off = tween.sequence(
        *(tween.move(victim, (x + dx, y), VANISH_SECONDS / 8, tween.linear) for dx in (-7, 7, -5, 5)),
        tween.move(victim, (x, y + 46), VANISH_SECONDS / 2, tween.ease_in_quad),
    )
    fading = tween.sequence(
        tween.Delay(VANISH_SECONDS / 2),
        tween.parallel(tween.fade(victim, 0.0, VANISH_SECONDS / 2), tween.fade(strike, 0.0, VANISH_SECONDS / 2)),
    )

    def off() -> tween.Animation:
        board.remove(key)
        if strike in effects.strikes:
            effects.strikes.remove(strike)
        gone()
        return settle(stage)

    return tween.sequence(tween.parallel(*struck), tween.parallel(shake_off, fading), Later(off))


def rise(stage: Stage, points: int, start: Point, group: Hashable = None) -> Popup:
    """Points rise from ``start`` and fade; while a number of the same ``group`` is still in the air, the points add
    to it (and it starts rising again) instead of piling a new number on top."""
    effects = stage.effects
    popup = effects.popup_for(group)
    if popup is not None:
        popup.points += points
        popup.alpha = 255.0
        start = popup.pos
    else:
        popup = Popup(points, start, group)
        effects.popups.append(popup)
    stage.sound(TICK)

    def done() -> None:
        if popup in effects.popups and popup.alpha <= 0:
            effects.popups.remove(popup)

    stage.spawn(
        tween.parallel(
            tween.move(popup, (start[0], start[1] - RISE_DISTANCE), RISE_SECONDS, tween.ease_out_quad),
            tween.sequence(tween.Delay(RISE_SECONDS * 0.55), tween.fade(popup, 0.0, RISE_SECONDS * 0.45)),
            on_done=done,
        )
    )
    return popup


def count_up(apply: Callable[[int], None], start: int, end: int, seconds: float = 0.5) -> tween.Animation:
    """A number counting from ``start`` to ``end`` (a total, a pile)."""
    return tween.count_up(apply, start, end, seconds)


def banner(stage: Stage, text: str, area: pygame.Rect, seconds: float = BANNER_SECONDS) -> tween.Animation:
    """A phase banner fades in over ``area``, stays a moment and fades out."""
    shown = Banner(text, pygame.Rect(area))
    stage.effects.banner = shown

    def clear() -> None:
        if stage.effects.banner is shown:
            stage.effects.banner = None

    return tween.sequence(
        tween.tween_attr(shown, "alpha", 255.0, seconds * 0.25),
        tween.Delay(seconds * 0.5),
        tween.tween_attr(shown, "alpha", 0.0, seconds * 0.25),
        tween.Call(clear),
    )


def mark_move(stage: Stage, seat: int, keys: Iterable[Key], *, adding: bool = False) -> None:
    """Mark ``keys`` as ``seat``'s last move (replacing its previous mark, or adding to it within one turn)."""
    before = stage.effects.last_moves.get(seat, ()) if adding else ()
    stage.effects.last_moves[seat] = (*before, *keys)


def shake(sprite: Any, seconds: float = SHAKE_SECONDS) -> tween.Animation:
    """A quick side-to-side shake (something refused), back where it was."""
    x, y = sprite.pos
    return tween.sequence(
        *(tween.move(sprite, (x + dx, y), seconds / 5, tween.linear) for dx in (-9, 9, -6, 6)),
        tween.move(sprite, (x, y), seconds / 5, tween.linear),
    )
