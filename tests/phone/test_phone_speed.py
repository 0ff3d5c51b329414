"""What keeps a phone's move quick without losing it (issue 38's speed): a phone's message wakes the sleeping loop at
once, every phone's page leaves in the frame that made the move, and the autosave, made and written by the writer's
thread, still lands when the app dies right after the move."""

from __future__ import annotations

import random
import subprocess
import sys
import threading
import time
import urllib.request
from pathlib import Path

import pygame
import pytest

from game.core import Seat
from game.titles import TITLES
from scenes.phone import seats as phone_seats
from scenes.storage import Storage
from tests.phone.phones import Phone, open_with_phones, play_to_results

ROOT = Path(__file__).resolve().parents[2]


def phones_at(players: int) -> list[Seat]:
    return [Seat(f"Phone {number + 1}", "phone") for number in range(players)]


def until_offered(app, held: dict[int, Phone], match) -> Phone:
    """Step the app until the phone to move holds its decision; that phone."""
    for _ in range(600):
        app.step(1 / 60)
        for phone in held.values():
            phone.read()
        phone = held[match.state.to_move]
        if phone.my_turn():
            return phone
    raise AssertionError("no decision reached the phone to move")


def test_a_phone_wakes_the_sleeping_loop_without_sdl_polling(
    data_folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The table waits for a phone, still, so the loop sleeps; the server's thread ends that sleep itself the moment
    the phone's move arrives, instead of the loop finding it at its next look for input (``POLL_MS`` later)."""
    ruleset = TITLES.get("hofnar")
    app, match, phones = open_with_phones(data_folder, ruleset, phones_at(3), seed=8)
    held = {seat: Phone(phones.link(seat)) for seat in phones.seats}
    phone = until_offered(app, held, match)
    table = app.stack[1]
    assert table.idle_ms() > 0, "the table waiting for a phone is still: the loop would sleep"
    polled: list[int] = []
    monkeypatch.setattr(pygame.time, "wait", polled.append)
    threading.Timer(0.1, phone.play, (random.Random(2),)).start()
    started = time.monotonic()
    while not match.record.actions:  # a frame or two more, woken by what the phones said before (they joined)
        app.frame()
        assert time.monotonic() - started < 0.9, "the loop slept to its cap despite the phone's move"
    assert polled == [], "the loop slept in SDL's wait, which only time ends"


def test_every_phone_is_sent_the_move_in_the_frame_that_made_it(
    data_folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(phone_seats, "PAGE_BUDGET", 1.0)  # this machine's speed aside: which frame, not how long
    ruleset = TITLES.get("hofnar")
    app, match, phones = open_with_phones(data_folder, ruleset, phones_at(5), seed=8)
    held = {seat: Phone(phones.link(seat)) for seat in phones.seats}
    rng = random.Random(4)
    for _ in range(3):
        phone = until_offered(app, held, match)
        turn = len(match.record.actions)
        phone.play(rng)
        for _ in range(300):
            before = len(phones.sent)
            app.step(1 / 60)
            if len(match.record.actions) > turn:
                break
        pages = [seat for seat, message in phones.sent[before:] if message["type"] == "table"]
        assert sorted(pages) == sorted(held), f"after move {turn + 1} the frame that made it sent pages to {pages}"
        mover = match.state.to_move
        assert pages[0] == mover, "the seat to move is sent its page first"
        assert all(message["decision"] is None for _, message in phones.sent[before:] if message["type"] == "table"), (
            "a decision offered before the table showed the move"
        )


def test_a_phones_move_starts_in_the_frame_that_applied_it(data_folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The frame that applies a phone's move draws the table anew (its status line changes) with the move already
    begun: its first event is in the log, and a card played flies, so the next frame has no reason to draw the
    quiet layer again (it did, for the card lifting off), and the move shows a frame earlier."""
    ruleset = TITLES.get("hofnar")
    app, match, phones = open_with_phones(data_folder, ruleset, phones_at(4), seed=8)
    app.settings.animation_speed = "fast"
    table = app.stack[1]
    redrawn: list[int] = []
    draw_quiet = type(table.painter)._draw_quiet
    monkeypatch.setattr(
        type(table.painter), "_draw_quiet", lambda painter, surface: (redrawn.append(1), draw_quiet(painter, surface))
    )
    held = {seat: Phone(phones.link(seat)) for seat in phones.seats}
    rng = random.Random(5)
    cards_played = 0
    while cards_played < 3:
        phone = until_offered(app, held, match)
        turn, logged = len(match.record.actions), len(table.log.events)
        phone.play(rng)
        while len(match.record.actions) == turn:
            app.step(1 / 60)
        assert len(table.log.events) > logged, "the move's first event was not shown in the frame that applied it"
        if type(match.record.actions[-1]).__name__ != "PlayCard":
            continue
        cards_played += 1
        redrawn.clear()
        app.step(1 / 60)
        assert table.busy and redrawn == [], "the frame after a card was played drew the quiet layer again"


def test_each_picture_goes_to_a_phone_once(data_folder: Path) -> None:
    """A phone fetches a picture once: it keeps one name for as long as the game lasts (never a second name for the
    same picture) and the server lets the browser keep it."""
    ruleset = TITLES.get("hofverrat")
    app, _, phones = open_with_phones(data_folder, ruleset, phones_at(3), seed=8)
    held = play_to_results(app, phones, random.Random(6), moves=12)
    for seat, phone in zip(phones.seats, held, strict=True):
        pages = [message for message in phone.messages if message["type"] == "table"]
        names = {item["image"] for page in pages for item in (*page["cards"], *page["facts"]) if item["image"]}
        pictures = phones.shelves[seat].images
        assert names and len({pictures[name.rsplit("/", 1)[-1]] for name in names}) == len(names), (
            f"seat {seat} was sent one picture under two names"
        )
        address = phones.link(seat).split("/s/")[0] + next(iter(names))
        with urllib.request.urlopen(address, timeout=5) as answer:
            assert answer.headers["Cache-Control"] == "private, max-age=3600"
    phones.close()


CRASH = """
import os, random, sys, time
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = os.environ["SDL_AUDIODRIVER"] = "dummy"
fsync = os.fsync
os.fsync = lambda handle: (time.sleep(0.3), fsync(handle))[1]  # a slow disk: the write lags the move

from game.core import Seat
from game.titles import TITLES
from scenes.phone import seats
from tests.phone.phones import Phone, attend, open_with_phones

seats.LISTEN = ("127.0.0.1", 0)
app, match, phones = open_with_phones(Path(sys.argv[1]), TITLES.get("hofnar"), [Seat("A", "phone")] * 3, seed=8)
held = {seat: Phone(phones.link(seat)) for seat in phones.seats}
rng = random.Random(1)
while len(match.record.actions) < 2:
    app.step(1 / 60)
    attend(held, match, rng)
raise RuntimeError("the app dies right after the second move")
"""


def test_a_move_followed_by_a_crash_is_saved(data_folder: Path, tmp_path: Path) -> None:
    """The app dies of an error in the frame after a phone's move, while the writer's thread is still on an earlier
    save: the move is in the autosave all the same (the writer finishes before the process ends)."""
    folder = tmp_path / "crashed"
    done = subprocess.run(
        [sys.executable, "-c", CRASH, str(folder)], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert "the app dies right after the second move" in done.stderr, done.stderr[-2000:]
    record = Storage(folder).load_autosave(TITLES, "hofnar")
    assert record is not None and len(record.actions) == 2, "the moves before the crash were not saved"
