"""How long each title's lesson takes a newcomer at the default animation speed, and how much of it is their own play.

Usage: ``python -m bench.lessons [--language en] [--words-per-minute 150] [--seconds-per-move 4]``.

Each lesson is taken through the real app, headless, by the same walk the lesson tests use (``scenes.lesson_walk``):
menu → Learn → the lesson, each move dragged or clicked as a person makes it. The table's time is simulated (frames ×
1/60 s, so a busy machine does not lengthen it); to it are added the time to read each step's text (its words at the
given reading speed: 150 words a minute by default, slower than reading a page, since a newcomer looks up from each
sentence to what it lights at the table) and a few seconds to find and make each of the person's moves. The Learn
screen's promise (``minutes`` in the lesson's file) is printed beside the estimate; the issue asks 5–10 minutes.
"""

from __future__ import annotations

import argparse
import os
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.titles import TITLES
from scenes import lesson_walk
from scenes.app import App
from scenes.drive import FRAME, app_on, frames
from scenes.i18n import tr
from scenes.tables.kit.lesson import lesson_titles
from scenes.tables.kit.lesson_run import LessonRun

PATIENCE = 60 * 120
"""Frames a step may take to become ready at the default speed (two simulated minutes)."""


def lesson_app(folder: Path, language: str) -> App:
    """The real app on ``folder`` at the default animation speed, in ``language``, its menu open."""
    app = app_on(folder, window="1280x720", language=language)
    frames(app, 2)
    return app


def time_lesson(title: str, language: str, words_per_minute: float, seconds_per_move: float) -> dict[str, float]:
    """The lesson's steps, the person's moves, the table's seconds, the reading seconds and the estimate in minutes."""
    with tempfile.TemporaryDirectory() as folder:
        app = lesson_app(Path(folder), language)
        steps = 0
        words = 0
        ticks = 0
        step = app.step

        def counting(dt: float) -> None:
            nonlocal ticks
            ticks += 1
            step(dt)

        app.step = counting  # type: ignore[method-assign]

        def note(run: LessonRun) -> None:
            nonlocal steps, words
            steps += 1
            words += len(tr(run.step.text).split())

        run = lesson_walk.take_lesson(app, title, PATIENCE, note)
        moves = sum(1 for each in run.lesson.steps if each.move is not None)
        table = ticks * FRAME
        reading = words / words_per_minute * 60
        total = (table + reading + moves * seconds_per_move) / 60
        return {
            "steps": steps,
            "moves": moves,
            "table": table,
            "reading": reading,
            "total": total,
            "promised": run.lesson.minutes,
        }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--language", default="en")
    parser.add_argument("--words-per-minute", type=float, default=150.0)
    parser.add_argument("--seconds-per-move", type=float, default=4.0)
    arguments = parser.parse_args()
    print(
        f"lessons at the default speed, {arguments.language}, reading {arguments.words_per_minute:g} words a minute,"
        f" {arguments.seconds_per_move:g} s per own move"
    )
    print(f"{'title':<12} {'steps':>5} {'moves':>5} {'table s':>8} {'reading s':>9} {'minutes':>7} {'promised':>8}")
    for title in lesson_titles(ruleset.id for ruleset in TITLES):
        row = time_lesson(title, arguments.language, arguments.words_per_minute, arguments.seconds_per_move)
        print(
            f"{title:<12} {row['steps']:>5.0f} {row['moves']:>5.0f} {row['table']:>8.0f} {row['reading']:>9.0f}"
            f" {row['total']:>7.1f} {row['promised']:>8.0f}"
        )


if __name__ == "__main__":
    main()
