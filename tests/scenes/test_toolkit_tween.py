"""Tweens and timelines: every animation reaches its end at every speed, instant finishes at once, time flows on."""

from __future__ import annotations

import math

import pytest

from scenes.ui import tween
from tests.scenes.toolkit_events import open_display


@pytest.fixture(autouse=True)
def headless_display() -> None:
    """A dummy display, as the app has one; the toolkit works without it but the front-end fixtures expect it."""
    open_display()


EASINGS = [
    tween.linear,
    tween.ease_in_quad,
    tween.ease_out_quad,
    tween.ease_in_out_quad,
    tween.ease_out_cubic,
    tween.ease_in_out_cubic,
    tween.ease_in_out_sine,
    tween.ease_out_back,
]


class Thing:
    def __init__(self) -> None:
        self.pos = (0.0, 0.0)
        self.scale = 1.0
        self.alpha = 255.0
        self.flip = 0.0


def run(animation: tween.Animation, speed: float, dt: float = 1 / 60, limit: int = 10_000) -> int:
    """Update at 60 frames per second until done; the number of frames it took."""
    for frame in range(1, limit + 1):
        animation.update(dt, speed)
        if animation.done:
            return frame
    raise AssertionError("the animation never finished")


@pytest.mark.parametrize("easing", EASINGS, ids=lambda easing: easing.__name__)
def test_every_easing_starts_at_0_and_ends_at_1(easing):
    assert easing(0.0) == pytest.approx(0.0, abs=1e-9)
    assert easing(1.0) == pytest.approx(1.0, abs=1e-9)


@pytest.mark.parametrize("speed_name", list(tween.SPEEDS))
def test_every_kind_of_tween_reaches_its_exact_end_at_every_speed(speed_name):
    thing = Thing()
    shown: list[int] = []
    animation = tween.parallel(
        tween.move(thing, (300, -40), 0.5),
        tween.scale(thing, 1.5, 0.3),
        tween.fade(thing, 0, 0.7),
        tween.flip(thing, True, 0.4),
        tween.count_up(shown.append, 0, 12, 0.6),
    )
    frames = run(animation, tween.SPEEDS[speed_name])
    assert (thing.pos, thing.scale, thing.alpha, thing.flip, shown[-1]) == ((300.0, -40.0), 1.5, 0.0, 1.0, 12)
    expected_frames = 1 if speed_name == "instant" else math.ceil(0.7 * 60 / tween.SPEEDS[speed_name] - 1e-6)
    assert abs(frames - expected_frames) <= 1


def test_instant_completes_a_deep_timeline_on_the_next_update_even_with_no_time_passing():
    thing = Thing()
    steps: list[str] = []
    animation = tween.sequence(
        tween.Delay(5.0),
        tween.Call(lambda: steps.append("shown")),
        tween.stagger([tween.move(thing, (10, 10), 2.0), tween.scale(thing, 3.0, 2.0)], gap=1.0),
        tween.sequence(tween.Delay(1.0), tween.fade(thing, 0, 1.0)),
        on_done=lambda: steps.append("done"),
    )
    animation.update(0.0, tween.INSTANT)
    assert animation.done
    assert steps == ["shown", "done"]
    assert (thing.pos, thing.scale, thing.alpha) == ((10.0, 10.0), 3.0, 0.0)


def test_time_left_over_by_one_step_flows_into_the_next():
    thing = Thing()
    animation = tween.sequence(
        tween.move(thing, (100, 0), 0.5, tween.linear), tween.move(thing, (100, 100), 0.5, tween.linear)
    )
    animation.update(0.75)
    assert thing.pos == pytest.approx((100.0, 50.0))


def test_a_later_step_starts_from_where_the_earlier_steps_left_the_sprite():
    thing = Thing()
    animation = tween.sequence(tween.move(thing, (100, 0), 1.0), tween.move(thing, (100, 200), 1.0, tween.linear))
    animation.update(1.0)
    animation.update(0.5)
    assert thing.pos == pytest.approx((100.0, 100.0))


def test_slow_speed_takes_twice_as_long_and_fast_half():
    for speed, frames in ((tween.SPEEDS["slow"], 120), (tween.SPEEDS["fast"], 30)):
        assert abs(run(tween.Delay(1.0), speed) - frames) <= 1


def test_count_up_shows_every_whole_number_on_the_way():
    shown: list[int] = []
    run(tween.count_up(shown.append, 3, 8, 1.0), 1.0)
    assert sorted(set(shown)) == [3, 4, 5, 6, 7, 8]
    assert shown == sorted(shown)


def test_a_zero_length_tween_lands_on_the_first_update():
    thing = Thing()
    tween.move(thing, (5, 5), 0.0).update(0.0)
    assert thing.pos == (5.0, 5.0)


def test_finish_jumps_to_the_end_and_fires_callbacks():
    thing = Thing()
    done: list[bool] = []
    animation = tween.sequence(tween.fade(thing, 10, 3.0), on_done=lambda: done.append(True))
    animation.finish()
    assert (thing.alpha, done) == (10.0, [True])


def test_a_keyed_animation_replaces_the_one_running_under_that_key():
    thing = Thing()
    timeline = tween.Timeline()
    timeline.add(tween.move(thing, (100, 0), 1.0, tween.linear), key="card")
    timeline.update(0.5)
    timeline.add(tween.move(thing, (50, 100), 1.0, tween.linear), key="card")
    assert len(timeline) == 1
    timeline.update(0.5)
    assert thing.pos == pytest.approx((50.0, 50.0)), "the new move starts from where the old one stood"
    timeline.update(0.5)
    assert not timeline.busy


def test_a_timeline_finishes_what_its_callbacks_start():
    thing = Thing()
    timeline = tween.Timeline()
    timeline.add(tween.sequence(tween.Delay(1.0), tween.Call(lambda: timeline.add(tween.scale(thing, 2.0, 5.0)))))
    timeline.finish_all()
    assert thing.scale == 2.0
    assert not timeline.busy


def test_a_stopped_animation_stays_where_it_stood():
    thing = Thing()
    timeline = tween.Timeline()
    timeline.add(tween.move(thing, (100, 0), 1.0, tween.linear), key="card")
    timeline.update(0.25)
    timeline.cancel("card")
    timeline.update(1.0)
    assert thing.pos == pytest.approx((25.0, 0.0))
