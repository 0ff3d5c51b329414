"""How long the tables keep each computer move and each scoring moment on screen, per title and animation speed.

Usage: ``python -m bench.pace [--speeds slow,normal,fast,instant] [--actions N] [--seed N]``.

Computer seats (Easy, which answers at once) play the first ``--actions`` actions of a game of every title in
``scenes.tables.TABLES`` through the real app, headless, frame by frame at 60 frames a second of simulated time:
the figures are that simulated time (frames × 1/60 s), not the wall clock, so a slow machine does not lengthen them.
The time an action is applied is the frame on which the match's record grows.

For each title and speed it prints, as medians over the game:
- ``action``: seconds from one computer action to the next (how long a single move stays on screen);
- ``turn``: seconds a whole computer turn (a run of actions of one seat, without a scoring moment) stays on screen,
  from its first action to the next seat's first;
- ``scoring``: seconds from an action that carries a scoring moment (the title script's ``moments``: a conflict,
  a round, a chapter, an elimination) to the next action, the reveal before the moment included.
"""

from __future__ import annotations

import argparse
import itertools
import os
import statistics
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.core import COMPUTER, Match, Seat
from game.titles import TITLES
from scenes.drive import FRAME, app_on
from scenes.play import open_table
from scenes.tables import TABLES
from scenes.ui.tween import SPEEDS

PLAYERS = 3
FRAME_LIMIT = 60 * 60 * 20
"""Twenty simulated minutes: a run that has not made its actions by then stops where it is."""


def run(title: str, speed: str, actions: int, seed: int, folder: Path) -> list[tuple[float, int, bool]]:
    """Play ``actions`` actions of ``title`` at ``speed``; for each: (simulated second applied, seat, scoring)."""
    app = app_on(folder, animation_speed=speed)
    ruleset = TITLES.get(title)
    seats = [Seat(f"Computer {seat + 1}", COMPUTER, "easy") for seat in range(PLAYERS)]
    match = Match.start(ruleset, seats, seed)
    open_table(app, match, replace=False)
    state = match.record.new_state(ruleset)
    is_moment = TABLES[title].script.is_moment
    applied: list[tuple[float, int, bool]] = []
    clock = 0.0
    for _ in range(FRAME_LIMIT):
        if len(applied) > actions or match.state.over:
            break
        before = len(match.record.actions)
        app.step(FRAME)
        clock += FRAME
        for action in match.record.actions[before:]:
            seat = state.to_move
            events = state.apply(action)
            applied.append((clock, seat, any(is_moment(event) for event in events)))
    app.quit()
    return applied


def figures(applied: list[tuple[float, int, bool]]) -> tuple[float, float, float]:
    """The medians of one run: seconds per action, per turn without scoring, per scoring moment."""
    gaps = [later[0] - now[0] for now, later in itertools.pairwise(applied)]
    actions = [gap for gap, now in zip(gaps, applied, strict=False) if not now[2]]
    scoring = [gap for gap, now in zip(gaps, applied, strict=False) if now[2]]
    turns = []
    start = 0
    for index in range(1, len(applied)):
        if applied[index][1] != applied[start][1]:
            if not any(scored for _, _, scored in applied[start:index]):
                turns.append(applied[index][0] - applied[start][0])
            start = index
    return _median(actions), _median(turns), _median(scoring)


def _median(values: list[float]) -> float:
    return statistics.median(values) if values else float("nan")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--speeds", default=",".join(SPEEDS))
    parser.add_argument("--actions", type=int, default=40)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    print(f"{'title':<12}{'speed':<9}{'action s':>10}{'turn s':>9}{'scoring s':>11}")
    with tempfile.TemporaryDirectory(ignore_cleanup_errors=True) as folder:
        for title in TABLES:
            for speed in args.speeds.split(","):
                action, turn, scoring = figures(run(title, speed, args.actions, args.seed, Path(folder)))
                print(f"{title:<12}{speed:<9}{action:>10.2f}{turn:>9.2f}{scoring:>11.2f}", flush=True)


if __name__ == "__main__":
    main()
