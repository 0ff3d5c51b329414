"""Frame times of the Verräter table at 1920×1080 while a computer seat thinks: a whole stretch of play, and a drag.

Usage: ``python -m bench.verraeter_frames [--frames N]``. Prints the median and the 99th percentile of the frame
time for each scenario, as ``bench.table_frames`` does for Hof-Verrat (whose timing and report it reuses).
Goal: p99 ≤ 16.7 ms.

- "play": a person and three Hard computers at normal speed; every frame in which a computer seat thinks (the
  runner's own slice) while the table animates the moves (the offer passing, the reveal, the tally, the turning).
- "drag, a computer thinking": a supply card held and moved slowly over the circle, with a Hard thinking slice added
  to every frame (no computer thinks during a person's turn in a game; this is the worst frame the table could show).
"""

from __future__ import annotations

import argparse
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from bench.table_frames import GOAL_MS, Frame, app_at_table, held_drag, report, timed
from game.ai import Thinker
from game.core import Match, Rng, Seat
from game.verraeter import RULESET
from scenes.app import App
from scenes.drive import FRAME
from scenes.tables.kit.runner import SLICE_SECONDS, SlicedThinking

SEED = 7
OPTIONS = {"circle": "random", "hands": "random"}


class Thinking:
    """A Hard computer seat thinking on a Verräter position of its own, started afresh whenever it finishes."""

    def __init__(self) -> None:
        self.seed = 0
        self.current = self._fresh()

    def _fresh(self) -> SlicedThinking:
        self.seed += 1
        state = RULESET.new_state(4, self.seed, OPTIONS)
        rng = Rng(self.seed)
        for _ in range(12):
            state.apply(state.random_action(rng))
        return SlicedThinking(Thinker(RULESET, state.view(state.to_move), "hard", self.seed))

    def slice(self) -> None:
        """One frame's worth of thinking."""
        if self.current.think(SLICE_SECONDS):
            self.current = self._fresh()


def open_game(level: str) -> tuple[App, Match]:
    """A 1920×1080 app with a person at seat 0 and three computers of ``level``, the game on its table."""
    seats = [Seat("Person"), *(Seat(f"Computer {seat}", "computer", level) for seat in range(1, 4))]
    match = Match.start(RULESET, seats, SEED, OPTIONS)
    return app_at_table(match, "normal"), match


def play_frames(frames: int) -> list[Frame]:
    """Frames of the real loop while a computer thinks, the person answering with its first legal choice."""
    app, match = open_game("hard")
    table = app.top
    times: list[Frame] = []
    rng = Rng(SEED)
    while len(times) < frames and not match.state.over:
        if table.runner.accepts_input and not table.busy:
            action = rng.choice(list(table.view.legal_actions))
            table.decisions.play(action, table.decisions.routes[action].item)
        thinking = table.runner.thinking_seat is not None
        frame = timed(lambda: app.step(FRAME), None)
        if thinking:
            times.append(frame)
    return times


def drag_frames(frames: int, thinking: Thinking) -> list[Frame]:
    """Frame times while a supply card is held over the circle."""
    app, _ = open_game("easy")
    table = app.top
    while not (table.runner.accepts_input and table.view.awaiting.kind == "verraeter.supply" and not table.busy):
        app.step(FRAME)
        if table.runner.accepts_input and not table.busy and table.view.awaiting.kind != "verraeter.supply":
            action = table.view.legal_actions[0]
            table.decisions.play(action, table.decisions.routes[action].item)
    key = next(key for key in table.board.sprites if key[0] == "hand")
    return held_drag(app, table.board.sprites[key].pos, frames, thinking, (960, 380), (500, 300))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=600)
    arguments = parser.parse_args()
    print(f"Verräter table, 4 players, 1920×1080, frame times in ms (goal p99 ≤ {GOAL_MS})")
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    print(f"{'':<30} {'':>6} {'wall':>19} {'cpu':>19}")
    print(f"{'scenario':<30} {'frames':>6} {'median':>9} {'p99':>9} {'median':>9} {'p99':>9}  (p99 wall vs goal)")
    report("play, a computer thinking", play_frames(arguments.frames))
    report("drag, a computer thinking", drag_frames(arguments.frames, Thinking()))
    pygame.quit()


if __name__ == "__main__":
    main()
