"""The executable's size, its time from start to the interactive menu, and the menu's frame time.

Usage: ``python -m bench.startup [--runs N] [--frames N] [--no-hello] [--executable PATH]``. The run builds the
checkout's executable from ``build.spec`` with PyInstaller in a temporary folder (never the checkout's ``build/`` or
``dist/``), or times the one at ``--executable``. Start time is measured from launching the process until it prints
"ready" (``--quit-when-ready``: the menu has been drawn, shown and takes input), so it includes the one-file bundle's
unpacking, of which the number of files costs more than their size (it prints how many each unpacks). Beside it, the
same run builds a pygame-ce "hello" one-file executable the same way (a window, one line of text, "ready") and starts
the two in turn, so that both meet the same load; the ratio of their medians is the start's cost beyond a bare window
(goal ≤ 1.15: the menu imports no title's table, rules model or AI before it shows).
Frame times are measured from source on the menu while the pointer sweeps over the buttons, for each window size, as
the time of one main-loop step (events, update, draw, scale, flip). Everything runs with SDL's dummy drivers and a
temporary data folder. Goals: start ≤ 1.5 s, size ≤ 40 MB, frame p99 ≤ 16.7 ms, start ≤ 1.15 × the hello window's.
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

try:
    import resource
except ImportError:  # not on Windows: the CPU times are then left out
    resource = None

ROOT = Path(__file__).resolve().parent.parent
SUFFIX = ".exe" if sys.platform == "win32" else ""
GOALS = {"start": 1.5, "size": 40.0, "p99": 16.7, "ratio": 1.15}
HELLO = """import sys
import pygame
pygame.init()
screen = pygame.display.set_mode((1280, 720))
screen.fill((40, 30, 20))
screen.blit(pygame.font.Font(None, 48).render("hello", True, (240, 220, 160)), (40, 40))
pygame.display.flip()
pygame.event.pump()
print("ready", flush=True)
if "--quit-when-ready" not in sys.argv:
    while pygame.QUIT not in (event.type for event in pygame.event.get()):
        pygame.time.wait(10)
pygame.quit()
"""
"""The bare window the executable's start is compared with: pygame-ce's own start, a window, one text line."""


def headless_environment(folder: str) -> dict[str, str]:
    """The environment for a headless run with its own data folder."""
    return {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "HOFINTRIGEN_DATA_DIR": folder}


def pyinstaller(folder: Path, *arguments: str) -> None:
    """Run PyInstaller with its work and output folders inside ``folder``."""
    command = [str(Path(sys.executable).with_name("pyinstaller")), "--noconfirm", "--log-level", "WARN"]
    command += ["--distpath", str(folder / "dist"), "--workpath", str(folder / "build"), *arguments]
    subprocess.run(command, check=True, capture_output=True, cwd=ROOT)


def build_game(folder: Path) -> Path:
    """The checkout's executable, built from build.spec in ``folder``."""
    pyinstaller(folder, str(ROOT / "build.spec"))
    return folder / "dist" / f"hofintrigen{SUFFIX}"


def build_hello(folder: Path) -> Path:
    """A pygame-ce "hello" one-file executable built with PyInstaller in ``folder``, as build.spec builds the game."""
    folder.mkdir(parents=True, exist_ok=True)
    script = folder / "hello.py"
    script.write_text(HELLO, "utf-8")
    pyinstaller(folder, "--onefile", "--noconsole", "--name", "hello", "--specpath", str(folder), str(script))
    return folder / "dist" / f"hello{SUFFIX}"


def unpacked_files(executable: Path) -> int | None:
    """How many files a one-file executable writes out at every start (its libraries and data files; its code stays
    in the archive): making a file costs about half a millisecond on a slow disk, so each counts. None when
    PyInstaller cannot read the executable."""
    from PyInstaller.archive.readers import CArchiveReader

    try:
        toc = CArchiveReader(str(executable)).toc
    except (OSError, ValueError):
        return None
    return sum(1 for entry in toc.values() if entry[4] in ("b", "x"))


def children_cpu() -> float:
    """CPU seconds of every child process finished and waited for so far (with theirs), where the system says."""
    if resource is None:
        return math.nan
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def start_time(runs: int, executable: Path) -> list[tuple[float, float]]:
    """Seconds from launching ``executable`` to its "ready" line, and the CPU seconds of its whole run (to "ready"
    and straight out: unlike the wall clock, hardly lengthened by a busy machine), for each run."""
    times = []
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as folder:
            begin, begin_cpu = time.perf_counter(), children_cpu()
            process = subprocess.Popen(
                [str(executable), "--quit-when-ready"],
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
                env=headless_environment(folder),
                text=True,
            )
            assert process.stdout is not None
            wall = math.nan
            for line in process.stdout:
                if line.startswith("ready"):
                    wall = time.perf_counter() - begin
                    break
            process.wait()
            times.append((wall, children_cpu() - begin_cpu))
    return times


def frame_times(window: str, frames: int) -> tuple[list[float], list[float]]:
    """Milliseconds per main-loop step on the menu at ``window`` while the pointer sweeps over the buttons: wall
    time, and this thread's CPU time (the frame's own work, whatever else the machine is doing)."""
    os.environ.update(headless_environment(tempfile.mkdtemp()))
    import pygame

    from scenes.app import App
    from scenes.storage import Storage

    storage = Storage()
    settings = storage.load_settings()
    settings.window = window
    storage.save_settings(settings)
    app = App(storage=storage)
    app.open_menu()
    for _ in range(30):
        app.step(1 / 60)
    walls, cpus = [], []
    for frame in range(frames):
        angle = frame / 40 * math.tau
        logical = (960 + round(300 * math.cos(angle)), 680 + round(260 * math.sin(angle)))
        position = app.viewport.to_window(logical)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=position, rel=(0, 0), buttons=(0, 0, 0)))
        begin, begin_cpu = time.perf_counter(), time.thread_time()
        app.step(1 / 60)
        walls.append((time.perf_counter() - begin) * 1000)
        cpus.append((time.thread_time() - begin_cpu) * 1000)
    return walls, cpus


def percentile(values: list[float], share: float) -> float:
    """The value below which ``share`` of ``values`` lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(share * len(ordered)) - 1)]


def verdict(value: float, goal: float) -> str:
    return "ok" if value <= goal else "OVER"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="executable starts to time")
    parser.add_argument("--frames", type=int, default=600, help="menu frames to time per window size")
    parser.add_argument("--no-hello", action="store_true", help="skip building and timing the bare window")
    parser.add_argument("--executable", type=Path, help="time this executable instead of building the checkout's")
    arguments = parser.parse_args()
    print(f"{'measure':<34} {'value':>10} {'goal':>10}  ")
    with tempfile.TemporaryDirectory() as folder:
        game = arguments.executable or build_game(Path(folder) / "game")
        hello = None if arguments.no_hello else build_hello(Path(folder) / "hello")
        size = game.stat().st_size / 1_000_000
        print(f"{'executable size (MB)':<34} {size:>10.1f} {GOALS['size']:>10.1f}  {verdict(size, GOALS['size'])}")
        for name, built in (("executable", game), ("hello window", hello)):
            if built is not None:
                print(f"{f'files {name} unpacks at start':<34} {unpacked_files(built)!s:>10}")
        starts, hellos = [], []
        for _ in range(arguments.runs):
            starts += start_time(1, game)
            if hello is not None:
                hellos += start_time(1, hello)
        for kind, index in (("wall", 0), ("CPU", 1)):
            seconds = statistics.median(times[index] for times in starts)
            label = f"start to menu {kind}, median of {len(starts)} (s)"
            goal = f"{GOALS['start']:>10.2f}  {verdict(seconds, GOALS['start'])}" if index == 0 else ""
            print(f"{label:<34} {seconds:>10.2f} {goal}")
            if not hellos:
                continue
            bare = statistics.median(times[index] for times in hellos)
            print(f"{f'hello window {kind}, median (s)':<34} {bare:>10.2f}")
            ratio = seconds / bare
            label = f"start / hello window, {kind}"
            print(f"{label:<34} {ratio:>10.2f} {GOALS['ratio']:>10.2f}  {verdict(ratio, GOALS['ratio'])}")
    for window in ("1280x720", "1920x1080"):
        walls, cpus = frame_times(window, arguments.frames)
        for kind, times in (("wall", walls), ("CPU", cpus)):
            median, p99 = statistics.median(times), percentile(times, 0.99)
            print(f"{f'menu frame {window} {kind}, median (ms)':<34} {median:>10.2f}")
            label = f"menu frame {window} {kind}, p99 (ms)"
            print(f"{label:<34} {p99:>10.2f} {GOALS['p99']:>10.1f}  {verdict(p99, GOALS['p99'])}")
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"(load average while measuring: {load:.1f} on {os.cpu_count()} cores; wall times suffer on a busy machine)")


if __name__ == "__main__":
    main()
