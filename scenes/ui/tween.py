"""Tweens and timelines: every animation on a table is one of these, driven by elapsed seconds and the speed setting.

An animation advances by ``dt * speed`` seconds of animation time. ``speed`` comes from the animation-speed setting
(see ``SPEEDS``); at ``INSTANT`` every animation, however long or deeply nested, completes on its next update, so a
table at "instant" shows each consequence at once and never waits on a clock.

Start values are read when an animation first advances, not when it is built: a move placed late in a sequence
starts from wherever the earlier steps left the sprite.
"""

from __future__ import annotations

import collections.abc as abc
import math
from collections.abc import Callable, Hashable
from typing import Any

Easing = Callable[[float], float]
Number = float | tuple[float, ...]

INSTANT = math.inf
SPEEDS: dict[str, float] = {"slow": 0.5, "normal": 1.0, "fast": 2.0, "instant": INSTANT}


def linear(t: float) -> float:
    """Constant speed."""
    return t


def ease_in_quad(t: float) -> float:
    """Start slowly, end fast (a card being lifted away)."""
    return t * t


def ease_out_quad(t: float) -> float:
    """Start fast, settle gently."""
    return 1 - (1 - t) * (1 - t)


def ease_in_out_quad(t: float) -> float:
    """Slow at both ends."""
    return 2 * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 2 / 2


def ease_out_cubic(t: float) -> float:
    """A stronger settle than quadratic: the default for cards flying to their place."""
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    """Slow at both ends, brisk in the middle."""
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_in_out_sine(t: float) -> float:
    """The gentlest slow-fast-slow, for fades and pulses."""
    return -(math.cos(math.pi * t) - 1) / 2


def ease_out_back(t: float) -> float:
    """Overshoot slightly and come back: a card snapping home."""
    c1 = 1.70158
    return 1 + (c1 + 1) * (t - 1) ** 3 + c1 * (t - 1) ** 2


def lerp(start: Number, end: Number, t: float) -> Number:
    """The value a fraction ``t`` of the way from ``start`` to ``end``; numbers or tuples of numbers."""
    if isinstance(start, tuple):
        return tuple(a + (b - a) * t for a, b in zip(start, end, strict=True))
    return start + (end - start) * t


def animation_time(dt: float, speed: float) -> float:
    """Seconds of animation time in ``dt`` real seconds; unbounded at ``INSTANT`` even when ``dt`` is 0."""
    return INSTANT if speed == INSTANT else max(0.0, dt) * speed


class Animation:
    """Something that runs for a while and then is done. Subclasses implement ``_advance``."""

    def __init__(self, on_done: Callable[[], None] | None = None) -> None:
        self.done = False
        self._on_done = on_done

    def update(self, dt: float, speed: float = 1.0) -> float:
        """Advance by ``dt`` real seconds at ``speed``; return the animation time left over after finishing."""
        return self.advance(animation_time(dt, speed))

    def advance(self, time: float) -> float:
        """Advance by ``time`` seconds of animation time; return what is left over once done (0 while running)."""
        if self.done:
            return time
        leftover = self._advance(time)
        if self.done and self._on_done is not None:
            self._on_done()
        return leftover

    def finish(self) -> None:
        """Jump to the end state now, firing every callback on the way."""
        self.advance(INSTANT)

    def _advance(self, time: float) -> float:
        raise NotImplementedError


class Tween(Animation):
    """Calls ``apply`` with the eased progress from 0 to 1 over ``duration`` seconds; the last call is exactly 1."""

    def __init__(
        self,
        duration: float,
        apply: Callable[[float], None],
        easing: Easing = ease_out_cubic,
        *,
        on_start: Callable[[], None] | None = None,
        on_done: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(on_done)
        self.duration = max(0.0, duration)
        self.elapsed = 0.0
        self._apply = apply
        self._easing = easing
        self._on_start = on_start
        self._started = False

    @property
    def progress(self) -> float:
        """How far through the tween we are, 0 to 1, before easing."""
        return 1.0 if self.done or self.duration == 0 else min(1.0, self.elapsed / self.duration)

    def _advance(self, time: float) -> float:
        if not self._started:
            self._started = True
            if self._on_start is not None:
                self._on_start()
        self.elapsed += time
        if self.elapsed >= self.duration:
            self.done = True
            self._apply(1.0)
            return self.elapsed - self.duration
        self._apply(self._easing(self.elapsed / self.duration))
        return 0.0


def tween_attr(target: Any, attr: str, to: Number, duration: float, easing: Easing = ease_out_cubic) -> Tween:
    """A tween of ``target.attr`` from its value when the tween starts to ``to`` (a number or a tuple)."""
    start: list[Number] = []

    def begin() -> None:
        start.append(getattr(target, attr))

    def apply(t: float) -> None:
        setattr(target, attr, to if t == 1.0 else lerp(start[0], to, t))

    return Tween(duration, apply, easing, on_start=begin)


def move(sprite: Any, to: tuple[float, float], duration: float, easing: Easing = ease_out_cubic) -> Tween:
    """Move ``sprite.pos`` (its centre) to ``to``."""
    return tween_attr(sprite, "pos", (float(to[0]), float(to[1])), duration, easing)


def scale(sprite: Any, to: float, duration: float, easing: Easing = ease_out_cubic) -> Tween:
    """Scale ``sprite.scale`` to ``to`` (1 = the size its art was drawn at)."""
    return tween_attr(sprite, "scale", float(to), duration, easing)


def fade(sprite: Any, to: float, duration: float, easing: Easing = ease_in_out_sine) -> Tween:
    """Fade ``sprite.alpha`` to ``to`` (0 invisible, 255 opaque)."""
    return tween_attr(sprite, "alpha", float(to), duration, easing)


def flip(sprite: Any, face_up: bool, duration: float, easing: Easing = ease_in_out_sine) -> Tween:
    """Turn a card over: ``sprite.flip`` runs to 1 (face shown) or 0 (back shown); the sprite draws the squash."""
    return tween_attr(sprite, "flip", 1.0 if face_up else 0.0, duration, easing)


def count_up(apply: Callable[[int], None], start: int, end: int, duration: float, easing: Easing = linear) -> Tween:
    """Count whole numbers from ``start`` to ``end``, calling ``apply`` with each shown value (a score counting)."""
    return Tween(duration, lambda t: apply(round(start + (end - start) * t)), easing)


class Delay(Animation):
    """Wait ``duration`` seconds of animation time (a pause between two beats of a sequence)."""

    def __init__(self, duration: float) -> None:
        super().__init__()
        self.remaining = max(0.0, duration)

    def _advance(self, time: float) -> float:
        self.remaining -= time
        if self.remaining <= 0:
            self.done = True
            return -self.remaining
        return 0.0


class Call(Animation):
    """Run ``action`` once and be done: a step in a sequence that changes something (show a card, play a sound)."""

    def __init__(self, action: Callable[[], None]) -> None:
        super().__init__(action)

    def _advance(self, time: float) -> float:
        self.done = True
        return time


class Sequence(Animation):
    """Run animations one after another; time left over by one step flows into the next."""

    def __init__(self, steps: abc.Sequence[Animation], on_done: Callable[[], None] | None = None) -> None:
        super().__init__(on_done)
        self.steps = list(steps)
        self._index = 0

    def _advance(self, time: float) -> float:
        while self._index < len(self.steps):
            time = self.steps[self._index].advance(time)
            if not self.steps[self._index].done:
                return 0.0
            self._index += 1
        self.done = True
        return time


class Parallel(Animation):
    """Run animations side by side; done when the longest is done."""

    def __init__(self, parts: abc.Sequence[Animation], on_done: Callable[[], None] | None = None) -> None:
        super().__init__(on_done)
        self.parts = list(parts)

    def _advance(self, time: float) -> float:
        leftovers = [part.advance(time) for part in self.parts if not part.done]
        if all(part.done for part in self.parts):
            self.done = True
            return min(leftovers, default=time)
        return 0.0


def sequence(*steps: Animation, on_done: Callable[[], None] | None = None) -> Sequence:
    """Steps one after another."""
    return Sequence(steps, on_done)


def parallel(*parts: Animation, on_done: Callable[[], None] | None = None) -> Parallel:
    """Parts side by side."""
    return Parallel(parts, on_done)


def stagger(parts: abc.Sequence[Animation], gap: float) -> Parallel:
    """Start each part ``gap`` seconds after the one before (cards dealt one by one, scores rising in turn)."""
    return Parallel([Sequence([Delay(gap * i), part]) for i, part in enumerate(parts)])


class Timeline:
    """The running animations of one scene. A keyed animation replaces the one running under the same key, so a
    card given a new destination turns from where it is instead of fighting its old tween."""

    def __init__(self) -> None:
        self._running: list[tuple[Hashable | None, Animation]] = []

    @property
    def busy(self) -> bool:
        """Whether anything is still running (a table waits for this before the next computer move)."""
        return bool(self._running)

    def __len__(self) -> int:
        return len(self._running)

    def add(self, animation: Animation, key: Hashable | None = None) -> Animation:
        """Start ``animation`` (on the next update); with a ``key``, drop whatever runs under that key first."""
        if key is not None:
            self.cancel(key)
        self._running.append((key, animation))
        return animation

    def cancel(self, key: Hashable) -> None:
        """Stop whatever runs under ``key`` where it stands (a card caught mid-flight by the pointer)."""
        self._running = [(k, a) for k, a in self._running if k != key]

    def running(self, key: Hashable) -> bool:
        """Whether an animation runs under ``key``."""
        return any(k == key for k, _ in self._running)

    def update(self, dt: float, speed: float = 1.0) -> None:
        """Advance every running animation and forget the finished ones.

        Animations added by callbacks during the update start on the next one; one replaced by a callback stops.
        """
        time = animation_time(dt, speed)
        for _, animation in list(self._running):
            if any(running is animation for _, running in self._running):
                animation.advance(time)
        self._running = [(k, a) for k, a in self._running if not a.done]

    def finish_all(self) -> None:
        """Bring everything to its end state now (leaving a scene, or a player skipping the show)."""
        while self._running:
            self.update(0.0, INSTANT)
