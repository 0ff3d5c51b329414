"""Frame times of the Hof-Verrat table at 1920×1080 while a computer seat thinks: during a drag, and during the scoring.

Usage: ``python -m bench.table_frames [--players N] [--frames N]``. Prints the median and the 99th percentile of the
frame time for each scenario, with and without the thinking slice. Goal: p99 ≤ 16.7 ms.

A frame is one main-loop step of the real app (events, update, draw, present) plus one slice of a computer seat
thinking at Hard (``SlicedThinking.think(SLICE_SECONDS)``, what the runner gives a computer seat each frame when it
cannot think in the worker), or, in the "worker" scenarios, one look at the worker process of ``scenes.thinking``
that thinks at Hard on the other core (what the runner does for every registered title); those also print how long
the worker's decisions took from question to answer, on the wall clock.
In a game no computer thinks during a person's drag or the final scoring, since it is nobody else's turn then; the
bench adds the slice anyway, to measure the worst frame the table could show. The drag moves a card slowly over the
royal table and every district of a 5-player game in its second half; the scoring is the whole show at normal speed.
Everything runs with SDL's dummy drivers and a temporary data folder; frame times on a busy machine come out longer.
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from game.ai import Thinker
from game.core import Match, Seat
from game.hofverrat import RULESET
from scenes.app import App
from scenes.drive import FRAME
from scenes.play import open_table
from scenes.storage import Storage
from scenes.tables.kit.runner import SLICE_SECONDS, SlicedThinking
from scenes.thinking import WorkerThinking

GOAL_MS = 16.7
SEED = 21


class Thinking:
    """A computer seat thinking at Hard on a position of its own, started afresh whenever it finishes."""

    def __init__(self, players: int) -> None:
        self.players = players
        self.seed = 0
        self.current = self._fresh()

    def _fresh(self) -> SlicedThinking:
        self.seed += 1
        state = RULESET.new_state(self.players, self.seed)
        return SlicedThinking(Thinker(RULESET, state.view(state.to_move), "hard", self.seed))

    def slice(self) -> None:
        """One frame's worth of thinking."""
        if self.current.think(SLICE_SECONDS):
            self.current = self._fresh()


class WorkerThinkingLoop:
    """A computer seat thinking at Hard in the worker process, on positions of its own, asked afresh when answered."""

    def __init__(self, players: int) -> None:
        self.players = players
        self.seed = 0
        self.waits: list[float] = []
        self.current = self._fresh()

    def _fresh(self) -> WorkerThinking:
        self.seed += 1
        self.asked = time.perf_counter()
        match = Match.start(
            RULESET, [Seat(f"Computer {seat}", "computer", "hard") for seat in range(self.players)], self.seed
        )
        return WorkerThinking(match, match.state.to_move, "hard", self.seed, SlicedThinking)

    def slice(self) -> None:
        """One frame's look at the worker."""
        if self.current.think(SLICE_SECONDS):
            self.waits.append(time.perf_counter() - self.asked)
            self.current = self._fresh()


def app_at_table(match: Match, speed: str, size: str = "1920x1080", language: str | None = None) -> App:
    """An app (in a fresh data folder) with ``match`` on its table, animating at ``speed``, at ``size`` (1920×1080
    unless told) and in ``language`` (the default unless told): every frame benchmark and screenshot starts here."""
    storage = Storage(Path(tempfile.mkdtemp(prefix="hofintrigen-bench-")))
    settings = storage.load_settings()
    settings.window, settings.animation_speed = size, speed
    if language is not None:
        settings.language = language
    storage.save_settings(settings)
    app = App(storage=storage)
    app.open_menu()
    open_table(app, match, replace=False)
    app.step(FRAME)
    return app


def open_game(players: int) -> tuple[App, Match]:
    """A 1920×1080 app with a person at seat 0 and Easy computers, the game on its table."""
    seats = [Seat("Person"), *(Seat(f"Computer {seat}", "computer", "easy") for seat in range(1, players))]
    match = Match.start(RULESET, seats, SEED)
    return app_at_table(match, "instant"), match


def play_until(app: App, match: Match, placements: int) -> None:
    """Let the person place cards (first legal choices) and the computers answer, at instant speed."""
    table = app.top
    while len(match.record.actions) < placements and not match.state.over:
        app.step(FRAME)
        if table.runner.accepts_input and not table.busy:
            action = table.view.legal_actions[0]
            table.decisions.play(action, ("hand", action.card))


Frame = tuple[float, float]
"""One frame's wall-clock and CPU milliseconds."""


def timed(step: Callable[[], None], thinking: Thinking | WorkerThinkingLoop | None) -> Frame:
    """One frame: the step, and a thinking slice when given. The CPU time is this process's alone, so it stays
    meaningful when other programs load the machine (the thinking slice is wall-clock, so it shrinks then)."""
    start, cpu = time.perf_counter(), time.process_time()
    step()
    if thinking is not None:
        thinking.slice()
    return (time.perf_counter() - start) * 1000, (time.process_time() - cpu) * 1000


def drag_frames(players: int, frames: int, thinking: Thinking | WorkerThinkingLoop | None) -> list[Frame]:
    """Frame times while a hand card is dragged slowly over the table and the districts."""
    app, match = open_game(players)
    play_until(app, match, len(match.seats) * 3 * 3)
    table = app.top
    while not (table.runner.accepts_input and not table.busy):
        app.step(FRAME)
    app.settings.animation_speed = "normal"
    start = table.board.sprites[("hand", table.view.hand[0])].pos
    times = held_drag(app, start, frames, thinking, (960, 420), (760, 300))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=app.viewport.to_window(start), button=1))
    app.step(FRAME)
    return times


def held_drag(
    app: App,
    start: tuple[float, float],
    frames: int,
    thinking: Thinking | WorkerThinkingLoop | None,
    centre: tuple[float, float],
    reach: tuple[float, float],
) -> list[Frame]:
    """Frame times while the card at ``start`` is picked up and carried in a slow figure eight around ``centre``
    (``reach`` wide and high) for ``frames`` frames; the card is still held at the end."""
    window = app.viewport.to_window
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=window(start), rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=window(start), button=1))
    app.step(FRAME)
    times = []
    for frame in range(frames):
        angle = frame / frames * 2 * math.pi
        point = (centre[0] + reach[0] * math.sin(angle), centre[1] - reach[1] * math.cos(angle * 2))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=window(point), rel=(0, 0), buttons=(1, 0, 0)))
        times.append(timed(lambda: app.step(FRAME), thinking))
    assert app.top.decisions.dragdrop.dragged is not None, "the card was held the whole time"
    return times


def scoring_frames(players: int, thinking: Thinking | WorkerThinkingLoop | None) -> list[Frame]:
    """Frame times during the whole scoring show at normal speed."""
    app, match = open_game(players)
    total = {2: 60, 3: 72, 4: 84, 5: 90}[players]
    play_until(app, match, total - 1)
    table = app.top
    app.settings.animation_speed = "normal"
    play_until(app, match, total)
    while table.sheet is None:
        app.step(FRAME)
    times = []
    while not table.show_over:
        times.append(timed(lambda: app.step(FRAME), thinking))
    return times


def percentile_99(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(len(ordered) * 0.99) - 1)]


def report(name: str, frames: list[Frame]) -> None:
    wall = [frame[0] for frame in frames]
    cpu = [frame[1] for frame in frames]
    row = [statistics.median(wall), percentile_99(wall), statistics.median(cpu), percentile_99(cpu)]
    verdict = "ok" if row[1] <= GOAL_MS else "over the goal"
    print(f"{name:<30} {len(frames):>6} " + " ".join(f"{value:>9.2f}" for value in row) + f"  {verdict}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--frames", type=int, default=600)
    arguments = parser.parse_args()
    print(f"Hof-Verrat table, {arguments.players} players, 1920×1080, frame times in ms (goal p99 ≤ {GOAL_MS})")
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    print(f"{'':<30} {'':>6} {'wall':>19} {'cpu':>19}")
    print(f"{'scenario':<30} {'frames':>6} {'median':>9} {'p99':>9} {'median':>9} {'p99':>9}  (p99 wall vs goal)")
    report("drag", drag_frames(arguments.players, arguments.frames, None))
    report("drag, a computer thinking", drag_frames(arguments.players, arguments.frames, Thinking(arguments.players)))
    report("scoring", scoring_frames(arguments.players, None))
    report("scoring, a computer thinking", scoring_frames(arguments.players, Thinking(arguments.players)))
    worker = WorkerThinkingLoop(arguments.players)
    report("drag, the worker thinking", drag_frames(arguments.players, arguments.frames, worker))
    report("scoring, the worker thinking", scoring_frames(arguments.players, worker))
    if worker.waits:
        waits = sorted(worker.waits)
        print(
            f"Hard in the worker: {len(waits)} decisions, wall seconds from question to answer: "
            f"median {statistics.median(waits):.2f}, max {waits[-1]:.2f}"
        )
    pygame.quit()


if __name__ == "__main__":
    main()
