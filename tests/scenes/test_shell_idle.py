"""Idle power: still screens let the main loop sleep until input, moving ones keep every frame.

The loop's clocks are replaced by a fake one (``pygame.time.get_ticks``, ``pygame.time.wait`` and the app's frame
clock), so the tests see exactly how long the loop would sleep, and the scenes get that time as it passes, without
waiting for it.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.core import Match, Result, Seat
from scenes.app import IDLE_CAP_MS, POLL_MS
from scenes.curtain import READY_DELAY, CurtainScene
from scenes.drive import click, frames, move, press
from scenes.menu import MenuScene
from scenes.pause import PauseScene
from scenes.results import ResultsScene
from scenes.rules import RulesScene
from scenes.scene import Scene
from scenes.settings import SettingsScene
from scenes.setup import SetupScene
from scenes.ui import theme
from scenes.ui.dialog import Dialog
from scenes.ui.slider import Slider
from scenes.ui.textfield import BLINK, TextField
from tests.scenes.helpers import ToyTable, make_app
from tests.toy_title import HIGH_CARD


class FakeClock:
    """Stands in for SDL's millisecond clock: ``wait`` advances it at once and is recorded."""

    def __init__(self) -> None:
        self.now = 1_000
        self.ticked = self.now
        self.waits: list[int] = []

    def tick(self, _frames_per_second: int) -> int:
        """Milliseconds since the last frame, like ``pygame.time.Clock.tick``."""
        elapsed, self.ticked = self.now - self.ticked, self.now
        return elapsed

    def get_ticks(self) -> int:
        return self.now

    def wait(self, milliseconds: int) -> int:
        self.waits.append(milliseconds)
        self.now += milliseconds
        return milliseconds


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> FakeClock:
    fake = FakeClock()
    monkeypatch.setattr(pygame.time, "get_ticks", fake.get_ticks)
    monkeypatch.setattr(pygame.time, "wait", fake.wait)
    return fake


def fake_app(folder: Path, clock: FakeClock):
    """An app whose frames take their time from ``clock``."""
    app = make_app(folder)
    app.clock = clock
    return app


def counting_draws(app) -> list[int]:
    """A list that grows by one each time the app draws a frame."""
    drawn: list[int] = []
    draw = app.draw

    def counted() -> None:
        drawn.append(1)
        draw()

    app.draw = counted
    return drawn


def test_every_shell_screen_is_still_when_nothing_moves(data_folder: Path):
    app = make_app(data_folder)
    match = Match.start(HIGH_CARD, [Seat("Anna"), Seat("Bert")], seed=3)
    result = Result(scores=(3, 1), ranking=((0,), (1,)), lines=())
    screens = [
        SetupScene(app),
        SettingsScene(app),
        RulesScene(app),
        ResultsScene(app, "High card", result, ["Anna", "Bert"]),
        PauseScene(app, match),
        Dialog(app, "Notice", "Something happened.", [("OK", None)]),
    ]
    move(app, (5, 5))
    assert app.top.idle_ms() > 0, "the menu"
    for scene in screens:
        app.push(scene)
        frames(app)
        assert scene.idle_ms() > 0, type(scene).__name__
        app.pop()
    assert Scene(app).idle_ms() == 0, "a scene that says nothing asks for every frame, as tables did before"


def test_a_still_menu_draws_nothing_new_until_input_arrives(data_folder: Path, clock: FakeClock):
    app = fake_app(data_folder, clock)
    move(app, (5, 5))
    drawn = counting_draws(app)
    app.frame()
    assert sum(clock.waits) == IDLE_CAP_MS and max(clock.waits) <= POLL_MS, "slept in short polls up to the cap"
    assert len(drawn) == 1, "one frame after the sleep, so anything no event announces still shows"
    clock.waits.clear()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    app.frame()
    assert clock.waits == [], "input waiting: no sleep at all"
    assert isinstance(app.top, Dialog), "the event that woke the loop was handled"
    assert len(drawn) == 2


def test_a_scene_that_moves_gets_every_frame(data_folder: Path, clock: FakeClock):
    app = fake_app(data_folder, clock)
    app.push(ToyTable(app, Match.start(HIGH_CARD, [Seat("Anna"), Seat("Bert")], seed=3)))
    drawn = counting_draws(app)
    for _ in range(3):
        app.frame()
    assert clock.waits == [] and len(drawn) == 3


def test_the_tooltip_wakes_the_loop_when_it_is_due(data_folder: Path, clock: FakeClock):
    app = fake_app(data_folder, clock)
    menu = app.top
    assert not menu.buttons["continue"].enabled and menu.buttons["continue"].tooltip
    move(app, menu.buttons["continue"].rect.center)
    due = menu.idle_ms()
    assert 0 < due <= theme.TOOLTIP_DELAY * 1000
    while sum(clock.waits) < due:  # more than one sleep if the cap is shorter than the tooltip's delay
        app.frame()
    assert sum(clock.waits) == due, "slept until the tooltip was due"
    assert menu.idle_ms() > IDLE_CAP_MS, "once shown, the tooltip is still"


def test_a_held_press_and_a_slider_drag_ask_for_every_frame(data_folder: Path):
    app = make_app(data_folder)
    button = app.top.buttons["rules"]
    move(app, button.rect.center)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=app.viewport.to_window(button.rect.center), button=1)
    )
    frames(app)
    assert app.top.idle_ms() == 0, "a button held down"
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(0, 0), button=1))
    frames(app)
    assert app.top.idle_ms() > 0
    app.push(SettingsScene(app))
    slider = next(widget for widget in app.top.controls.widgets if isinstance(widget, Slider))
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=app.viewport.to_window(slider.rect.center), button=1)
    )
    frames(app)
    assert app.top.idle_ms() == 0, "the volume slider dragged"


def test_a_name_being_typed_blinks_its_caret(data_folder: Path):
    app = make_app(data_folder)
    click(app, app.top.buttons["new_game"].rect.center)
    field = next(widget for widget in app.top.controls.widgets if isinstance(widget, TextField))
    still = app.top.idle_ms()
    click(app, field.rect.center)
    assert field.editing
    assert 0 < app.top.idle_ms() <= BLINK * 1000 < still
    press(app, pygame.K_RETURN)
    assert app.top.idle_ms() == still


def test_the_curtain_wakes_once_to_take_input_after_its_short_delay(data_folder: Path, clock: FakeClock):
    app = fake_app(data_folder, clock)
    lifted = []
    app.push(CurtainScene(app, "Anna", lambda: lifted.append(True)))
    app.step(0.0)
    assert 0 < app.top.idle_ms() <= READY_DELAY * 1000
    app.frame()
    assert app.top.idle_ms() > IDLE_CAP_MS, "ready and still"
    click(app, (960, 540))
    assert lifted == [True] and isinstance(app.top, MenuScene), "the first click after a long sleep lifts it"
