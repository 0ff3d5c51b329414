"""The long UI fuzz run: random input through the real app into every registered table, 100,000 events per table.

Usage: ``nice -n 19 python -m bench.ui_fuzz [--events N] [--seed N] [--title ID]``. Prints, per table, the events fed,
the exceptions raised (a run that raises is restarted on a fresh folder with the next seed, so one failure does not
hide the next), the games started, continued and finished, window resizes, autosave comparisons, checks that a
computer to move moved ("live"), and the time taken.
The same fuzzer runs a few thousand events per table in the test suite (``tests/scenes/test_ui_fuzz.py``).
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import tempfile
import time
import traceback
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from scenes.fuzz import Figures, UiFuzzer
from scenes.tables import TABLES

CHUNK = 25_000
"""Events per fuzzer: each chunk starts on a fresh data folder with its own seed, so runs stay reproducible in parts."""


def fuzz_table(title_id: str, events: int, seed: int) -> tuple[Figures, list[str]]:
    """Feed ``events`` events to ``title_id``'s table in chunks; return the summed figures and every failure."""
    total = Figures()
    failures = []
    chunk_seed = seed
    while total.events < events:
        with tempfile.TemporaryDirectory() as folder:
            fuzzer = UiFuzzer(title_id, Path(folder), chunk_seed)
            try:
                fuzzer.run(min(CHUNK, events - total.events))
            except Exception:  # counted and shown at once: the long run reports every failure, not only the first
                failures.append(f"seed {chunk_seed}, after {fuzzer.figures.events} events: {traceback.format_exc()}")
                print(failures[-1], flush=True)
            fuzzer.app.storage.flush()
            for field in dataclasses.fields(Figures):
                setattr(total, field.name, getattr(total, field.name) + getattr(fuzzer.figures, field.name))
        print(
            f"  {title_id} so far: {total.events} events, {len(failures)} exceptions, "
            f"{total.games_finished} games finished",
            flush=True,
        )
        chunk_seed += 1
    return total, failures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--title", choices=sorted(TABLES))
    arguments = parser.parse_args()
    titles = [arguments.title] if arguments.title else sorted(TABLES)
    print(
        f"{'table':<12} {'events':>8} {'exceptions':>10} {'started':>8} {'continued':>9} {'finished':>8} "
        f"{'resizes':>7} {'autosaves':>9} {'live':>5} {'seconds':>8}"
    )
    for title_id in titles:
        began = time.perf_counter()
        figures, failures = fuzz_table(title_id, arguments.events, arguments.seed)
        print(
            f"{title_id:<12} {figures.events:>8} {len(failures):>10} {figures.games_started:>8} "
            f"{figures.continued:>9} {figures.games_finished:>8} {figures.resizes:>7} {figures.autosave_checks:>9} "
            f"{figures.liveness_checks:>5} {time.perf_counter() - began:>8.0f}",
            flush=True,
        )


if __name__ == "__main__":
    main()
