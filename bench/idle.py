"""The app's CPU share while nobody touches it: on the main menu, and at the Hof-Verrat table waiting for a person.

Usage: ``python -m bench.idle [--seconds N]``. Runs the real main loop (``App.frame``: sleep while the top scene is
still, else step at 60 frames per second) for N seconds per scenario and prints the process's CPU time over the wall
time, as a share of one core. "Before" makes the top scene ask for every frame (``idle_ms`` 0, as every scene did
before the loop learnt to sleep); "after" lets it answer for itself. Goal: at most 3 % of one core.

It uses SDL's dummy drivers unless ``SDL_VIDEODRIVER`` is set: ``SDL_VIDEODRIVER=x11 xvfb-run python -m bench.idle``
measures under a real X server, where every drawn frame costs more. Data goes to a temporary folder.
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from game.core import Match, Seat
from game.hofverrat import RULESET
from scenes.app import App
from scenes.drive import FRAME
from scenes.play import open_table
from scenes.storage import Storage

GOAL_PERCENT = 3.0
WINDOW = "1280x720"
WARM_UP_FRAMES = 30
TABLE_FRAMES_LIMIT = 5_000


def fresh_app() -> App:
    """A 1280×720 app on a temporary data folder, its menu open and drawn."""
    storage = Storage(Path(tempfile.mkdtemp(prefix="hofintrigen-bench-")))
    settings = storage.load_settings()
    settings.window = WINDOW
    storage.save_settings(settings)
    app = App(storage=storage)
    app.open_menu()
    for _ in range(WARM_UP_FRAMES):
        app.step(FRAME)
    return app


def on_the_menu() -> App:
    """The main menu, the pointer away from every button."""
    return fresh_app()


def at_a_table() -> App:
    """Hof-Verrat, a person at seat 0 against two Easy computers, once the table waits for the person's card."""
    app = fresh_app()
    app.settings.animation_speed = "instant"
    seats = [Seat("Person"), Seat("Computer 1", "computer", "easy"), Seat("Computer 2", "computer", "easy")]
    match = Match.start(RULESET, seats, seed=5)
    open_table(app, match, replace=False)
    table = app.top
    for _ in range(TABLE_FRAMES_LIMIT):
        app.step(FRAME)
        if table.runner.accepts_input and not table.busy:
            break
    else:
        raise RuntimeError("the table never came to wait for the person")
    for _ in range(WARM_UP_FRAMES):
        app.step(FRAME)
    return app


def cpu_percent(app: App, seconds: float) -> tuple[float, float]:
    """Run the main loop for ``seconds``; return the CPU share of one core in per cent and the frames drawn per
    second."""
    drawn = 0
    step = app.step

    def counted_step(*arguments: object) -> None:
        nonlocal drawn
        drawn += 1
        step(*arguments)

    app.step = counted_step
    start_wall, start_cpu = time.perf_counter(), time.process_time()
    while time.perf_counter() - start_wall < seconds:
        app.frame()
    wall = time.perf_counter() - start_wall
    app.step = step
    return (time.process_time() - start_cpu) / wall * 100, drawn / wall


def measure(scenario: Callable[[], App], still_allowed: bool, seconds: float) -> tuple[float, float]:
    """The CPU share of ``scenario`` with the top scene answering ``idle_ms`` itself, or asking for every frame."""
    app = scenario()
    if not still_allowed:
        app.top.idle_ms = lambda: 0
    try:
        return cpu_percent(app, seconds)
    finally:
        app.storage.flush()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0, help="seconds to measure each scenario")
    arguments = parser.parse_args()
    driver = os.environ["SDL_VIDEODRIVER"]
    print(f"CPU share of one core while idle, window {WINDOW}, SDL video driver {driver!r}, goal ≤ {GOAL_PERCENT} %")
    print(f"{'scenario':<36} {'before %':>9} {'fps':>6} {'after %':>9} {'fps':>6}")
    scenarios = (("main menu", on_the_menu), ("Hof-Verrat table, a person's turn", at_a_table))
    for name, scenario in scenarios:
        before, before_fps = measure(scenario, False, arguments.seconds)
        after, after_fps = measure(scenario, True, arguments.seconds)
        verdict = "ok" if after <= GOAL_PERCENT else "over the goal"
        print(f"{name:<36} {before:>9.1f} {before_fps:>6.1f} {after:>9.1f} {after_fps:>6.1f}  {verdict}")
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"(load average while measuring: {load:.1f} on {os.cpu_count()} cores)")
    pygame.quit()


if __name__ == "__main__":
    main()
