"""Frame times of any title's table at 1920×1080 while computer seats think, through the real app.

Usage: ``python -m bench.frames [--title hofnar] [--players 9] [--level hard] [--frames N]`` (Mit List und Tücke with
four seats unless told). Every seat is a computer playing at normal speed; each frame is one main-loop step (events,
update, draw, present), with the computers thinking in the worker process (or, where it cannot start, in slices).
Prints the median and the 99th percentile of all frames and of the frames in which a computer thought.
Goal: p99 ≤ 16.7 ms. Frame times on a busy machine come out longer.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from bench.table_frames import GOAL_MS, app_at_table, percentile_99
from game.core import Match, Seat
from game.titles import TITLES
from scenes.drive import FRAME

SEED = 5


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--title", default="listtuecke", choices=[ruleset.id for ruleset in TITLES])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--level", default="hard")
    parser.add_argument("--frames", type=int, default=3000)
    arguments = parser.parse_args()
    seats = [Seat(f"Computer {seat}", "computer", arguments.level) for seat in range(arguments.players)]
    match = Match.start(TITLES.get(arguments.title), seats, SEED)
    app = app_at_table(match, "normal")
    table = app.top
    every: list[float] = []
    thinking: list[float] = []
    for _ in range(arguments.frames):
        start = time.perf_counter()
        app.step(FRAME)
        took = (time.perf_counter() - start) * 1000
        every.append(took)
        if table.runner.thinking_seat is not None:
            thinking.append(took)
        if match.state.over:
            break
    print(
        f"{arguments.title}, {arguments.players} seats at level {arguments.level}, 1920×1080, load average "
        f"{os.getloadavg()[0]:.1f} on {os.cpu_count()} cores"
    )
    for name, values in (("all frames", every), ("a computer thinking", thinking)):
        if values:
            median, p99 = statistics.median(values), percentile_99(values)
            verdict = "ok" if p99 <= GOAL_MS else "over the goal"
            print(f"{name:<20} {len(values):>5} frames  median {median:5.2f} ms  p99 {p99:5.2f} ms  ({verdict})")


if __name__ == "__main__":
    main()
