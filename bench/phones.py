"""How quickly phones and the table answer each other, and what the phone server costs the table's frames.

Usage: ``python -m bench.phones [--title hofnar] [--players 9] [--speed fast] [--seed N] [--think 0.4] [--moves 150]
[--profile FILE]``.

Games are played through the real app, headless, with every seat on a phone, until ``--moves`` taps are measured (a
Hofnar game may end at Triboulet's first guess, so it takes several; the last stops once the count is reached, so a
quick look such as ``--moves 60`` takes a minute or two): the phones are WebSocket clients
in a process of their own (as real phones are other machines), each tapping a random offered option ``--think``
seconds after its decision reaches it, like a quick person. The app runs its own main loop (``App.frame``: at most 60
frames a second, asleep while the table is still until an event wakes it, as a phone's message does) on loopback.
All times are ``time.monotonic``, which both processes share.

It prints, as median and 99th percentile over the game:
- ``tap → table``: from a phone's action sent to the end of the first table frame that shows the move, the one in
  which its first event begins (is noted in the table's log): the frame that applied it, or a later one;
- ``event → phone``: from a move applied at the table to each joined phone receiving a page that shows it (every
  phone, every move); ``event → page sent`` the app's part of it: until the page is handed to the server's thread;
- ``applying frame``: the frame that applied a phone's move, wall and CPU: the table's own work in ``tap → table``;
- ``frame``: the work of one frame at the table (``App.step``: update, draw and present), and of those the share spent
  on the phones (reading what they sent and building their pages, in ``tick`` and after a move in ``played``), so a
  slow frame can be put down to them or not;
  the same again as the game thread's CPU time, which a machine busy with other work lengthens far less (on a loaded
  machine the wall figures are the machine's, the CPU figures the app's).
The goal of issue 38: both latencies at most 50 ms at the 99th percentile, frames at most 16.7 ms.

``--profile FILE`` profiles the table's frames (``App.step``, not the sleep between them) with cProfile, by the game
thread's CPU time (the machine's other work left out), and writes the statistics of the frames that applied a phone's
move to FILE.applying and of the others to FILE.other (read them with ``python -m pstats``), to see where the time goes.
"""

from __future__ import annotations

import argparse
import cProfile
import json
import multiprocessing
import os
import pstats
import random
import statistics
import tempfile
import threading
import time
from collections.abc import Callable
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

GAME_LIMIT = 30 * 60.0
"""Half an hour of real time: a game not over by then stops where it is."""
STALL_SECONDS = 60.0
"""A game in which nobody moves for this long stops, saying what it waits for."""


# The phones' process.


def phone(link: str, think: float, seed: int, log: list[tuple[str, int, float]]) -> None:
    """One phone: keep every page's arrival and tap a random option ``think`` seconds after each decision."""
    from websockets.exceptions import ConnectionClosed
    from websockets.sync.client import connect

    rng = random.Random(seed)
    played = -1
    address = link.replace("http://", "ws://").replace("/s/", "/ws/")
    with connect(address, open_timeout=10) as socket:
        while True:
            try:
                message = json.loads(socket.recv(timeout=GAME_LIMIT))
            except (ConnectionClosed, TimeoutError):
                return
            if message["type"] == "refused":
                log.append(("refused", played, time.monotonic()))
            if message["type"] != "table":
                continue
            log.append(("page", message["turn"], time.monotonic()))
            if message["decision"] and message["turn"] != played:
                played = message["turn"]
                time.sleep(think * rng.uniform(0.5, 1.5))
                option = rng.choice(message["decision"])
                log.append(("tap", message["turn"], time.monotonic()))
                socket.send(json.dumps({"type": "act", "turn": message["turn"], "action": option["action"]}))


def phones_process(links: list[str], think: float, answer: Connection) -> None:
    """Every phone in a thread of this process; sends back each phone's log once the server has let them go."""
    logs: list[list[tuple[str, int, float]]] = [[] for _ in links]
    threads = [
        threading.Thread(target=phone, args=(link, think, number, logs[number]), daemon=True)
        for number, link in enumerate(links)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    answer.send(logs)


# The table's process.


class FrameProfiles:
    """cProfile statistics by the game thread's CPU time, kept apart for the frames that applied a move and the
    others (a frame is profiled on its own and added to one of them once it is known which it was)."""

    def __init__(self) -> None:
        self.kinds: dict[str, pstats.Stats | None] = {"applying": None, "other": None}
        self.current: cProfile.Profile | None = None

    def start(self) -> None:
        self.current = cProfile.Profile(time.thread_time)
        self.current.enable()

    def stop(self, applying: bool) -> None:
        self.current.disable()
        kind = "applying" if applying else "other"
        stats = self.kinds[kind]
        if stats is None:
            self.kinds[kind] = pstats.Stats(self.current)
        else:
            stats.add(self.current)

    def dump(self, path: Path) -> None:
        for kind, stats in self.kinds.items():
            if stats is not None:
                stats.dump_stats(f"{path}.{kind}")


def timed(owner: Any, name: str, spent: list[float], cpu: list[float]) -> None:
    """Wrap ``owner.name`` so that the seconds each call takes add up in ``spent[-1]`` (the current frame's), and the
    game thread's CPU seconds in ``cpu[-1]``."""
    original: Callable[..., Any] = getattr(owner, name)

    def wrapper(*args: Any, **kwargs: Any) -> Any:
        start, start_cpu = time.perf_counter(), time.thread_time()
        try:
            return original(*args, **kwargs)
        finally:
            spent[-1] += time.perf_counter() - start
            cpu[-1] += time.thread_time() - start_cpu

    setattr(owner, name, wrapper)


def run(
    title: str,
    players: int,
    speed: str,
    seed: int,
    think: float,
    folder: Path,
    moves: int,
    profile: FrameProfiles | None = None,
) -> dict[str, list[float]]:
    """Play one game to its end (the table's last move; the results need a click) or until ``moves`` moves are
    made; the samples by figure, in s. ``profile``, if given, profiles each of the table's frames."""
    from game.core import PHONE, Match, Seat
    from game.titles import TITLES
    from scenes.app import App
    from scenes.phone import seats as phone_seats
    from scenes.play import open_table
    from scenes.storage import Storage

    phone_seats.LISTEN = ("127.0.0.1", 0)
    storage = Storage(folder)
    settings = storage.load_settings()
    settings.animation_speed, settings.window = speed, "1280x720"
    storage.save_settings(settings)
    app = App(storage=storage)
    app.open_menu()
    match = Match.start(TITLES.get(title), [Seat(f"Phone {n + 1}", PHONE) for n in range(players)], seed)
    open_table(app, match, replace=False)
    app.step(0.0)
    phones = app.stack[1].runner.phones
    applied: dict[int, float] = {}
    """Record length → when the move that made it was applied (``PhoneSeats.played``)."""
    played = phones.played

    def note_played() -> None:
        applied[len(match.record.actions)] = time.monotonic()
        played()

    phones.played = note_played
    handed: list[tuple[int, int, float]] = []
    """(seat, record length, when) of each page handed to the server's thread, every seat's (``PhoneSeats._send``)."""
    send = phones._send

    def note_sent(seat: int, message: dict) -> None:
        send(seat, message)
        if message["type"] == "table":
            handed.append((seat, message["turn"], time.monotonic()))

    phones._send = note_sent
    on_phones, on_phones_cpu = [0.0], [0.0]
    timed(phones, "tick", on_phones, on_phones_cpu)
    timed(phones, "played", on_phones, on_phones_cpu)
    ours, theirs = multiprocessing.get_context("spawn").Pipe()
    helper = multiprocessing.get_context("spawn").Process(
        target=phones_process, args=([phones.link(seat) for seat in phones.seats], think, theirs)
    )
    helper.start()
    frames: list[float] = []
    frames_cpu: list[float] = []
    applying: list[float] = []
    applying_cpu: list[float] = []
    """The frames that applied a move."""
    shown: dict[int, float] = {}
    """Record length → the end of the first frame that showed the move (the end of ``tap → table``)."""
    unseen: dict[int, int] = {}
    """Record length → how many events the table's log held before the move, while the move is not yet shown."""
    moved = [time.monotonic()]
    step = app.step
    table = app.stack[1]

    def timed_step(dt: float, woken_by: Any = ()) -> None:
        before, logged = len(match.record.actions), len(table.log.events)
        start, start_cpu = time.monotonic(), time.thread_time()
        on_phones.append(0.0)
        on_phones_cpu.append(0.0)
        if profile is not None:
            profile.start()
        step(dt, woken_by)
        if profile is not None:
            profile.stop(len(match.record.actions) > before)
        end = time.monotonic()
        frames.append(end - start)
        frames_cpu.append(time.thread_time() - start_cpu)
        for length in range(before + 1, len(match.record.actions) + 1):
            unseen[length] = logged
            moved[0] = end
        for length, count in list(unseen.items()):
            if len(table.log.events) > count:
                shown[length] = end
                del unseen[length]
        if len(match.record.actions) > before:
            applying.append(frames[-1])
            applying_cpu.append(frames_cpu[-1])

    app.step = timed_step
    deadline = time.monotonic() + GAME_LIMIT
    while (unseen or (not match.state.over and len(applied) < moves)) and time.monotonic() < deadline:
        if time.monotonic() - moved[0] > STALL_SECONDS:
            waiting = f"seat {match.state.to_move} to move, phones joined {sorted(phones.joined)}"
            print(f"no move for {STALL_SECONDS:.0f} s: {waiting}, table busy {app.stack[1].busy}")
            break
        app.frame()
    phones.close()
    logs = ours.recv() if ours.poll(30) else []
    helper.join(timeout=10)
    app.quit()
    taps = [shown[turn + 1] - when for log in logs for kind, turn, when in log if kind == "tap" and turn + 1 in shown]
    views = []
    for log in logs:
        pages = sorted((turn, when) for kind, turn, when in log if kind == "page")
        for length, moved in applied.items():
            arrival = next((when for turn, when in pages if turn >= length), None)
            if arrival is not None:
                views.append(arrival - moved)
    first_sent: dict[tuple[int, int], float] = {}
    for seat, turn, when in handed:
        first_sent.setdefault((seat, turn), when)
    sent = [when - applied[turn] for (_, turn), when in first_sent.items() if turn in applied]
    refused = [turn for log in logs for kind, turn, _ in log if kind == "refused"]
    return {
        "tap → table": taps,
        "event → phone": views,
        "event → page sent": sent,
        "frame": frames,
        "of which phones": on_phones[1:],
        "frame, CPU": frames_cpu,
        "applying frame": applying,
        "applying frame, CPU": applying_cpu,
        "of which phones, CPU": on_phones_cpu[1:],
        "refused": refused,
    }


def percentiles(values: list[float]) -> tuple[float, float]:
    """Median and 99th percentile, in milliseconds."""
    if len(values) < 2:
        return float("nan"), float("nan")
    return statistics.median(values) * 1000, statistics.quantiles(values, n=100)[98] * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--title", default="hofnar")
    parser.add_argument("--players", type=int, default=9)
    parser.add_argument("--speed", default="fast")
    parser.add_argument("--seed", type=int, default=38)
    parser.add_argument("--think", type=float, default=0.4)
    parser.add_argument("--moves", type=int, default=150, help="play games until this many taps are measured")
    parser.add_argument("--profile", type=Path, help="cProfiles of the frames to FILE.applying and FILE.other")
    args = parser.parse_args()
    profile = FrameProfiles() if args.profile else None
    samples: dict[str, list[float]] = {}
    games = 0
    load_before = os.getloadavg()[0]
    while (left := args.moves - len(samples.get("tap → table", []))) > 0:
        with tempfile.TemporaryDirectory(ignore_cleanup_errors=True) as folder:
            game = run(args.title, args.players, args.speed, args.seed + games, args.think, Path(folder), left, profile)
        for name, values in game.items():
            samples.setdefault(name, []).extend(values)
        games += 1
    refused = samples.pop("refused")
    print(f"{args.title}, {args.players} phones, {args.speed}, loopback, {games} games; {len(refused)} taps refused")
    load = f"{load_before:.2f} before, {os.getloadavg()[0]:.2f} after"
    print(f"the machine's load (1 minute average, {os.cpu_count()} cores): {load}")
    print(f"{'':<22}{'samples':>9}{'median ms':>11}{'p99 ms':>9}")
    for name, values in samples.items():
        median, p99 = percentiles(values)
        print(f"{name:<22}{len(values):>9}{median:>11.2f}{p99:>9.2f}")
    if profile is not None:
        profile.dump(args.profile)


if __name__ == "__main__":
    main()
