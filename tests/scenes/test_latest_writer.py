"""The background writer keeps only the newest text per file, never brings back a file that was forgotten, and
reports a file it cannot write."""

from __future__ import annotations

import threading
from pathlib import Path

from scenes.latest_writer import LatestWriter

FIRST = Path("first.json")
SECOND = Path("second.json")


class HeldDisk:
    """A disk whose writes wait until the test lets them through, recording what reached it."""

    def __init__(self) -> None:
        self.written: list[tuple[Path, str]] = []
        self.started = threading.Event()
        self.release = threading.Event()

    def write(self, path: Path, text: str) -> None:
        self.started.set()
        assert self.release.wait(5), "the test never let the write through"
        self.written.append((path, text))


def test_put_returns_before_the_disk_and_only_the_newest_text_of_a_waiting_file_is_written():
    disk = HeldDisk()
    writer = LatestWriter(disk.write)
    writer.put(FIRST, "move 1", print)
    assert disk.started.wait(5)
    assert disk.written == [], "the caller did not wait for the disk"
    for move in (2, 3, 4):
        writer.put(FIRST, f"move {move}", print)
    writer.put(SECOND, "other", print)
    disk.release.set()
    writer.flush()
    assert disk.written == [(FIRST, "move 1"), (FIRST, "move 4"), (SECOND, "other")]


def test_discard_drops_a_waiting_text_and_waits_for_a_write_under_way():
    disk = HeldDisk()
    writer = LatestWriter(disk.write)
    writer.put(FIRST, "move 1", print)
    assert disk.started.wait(5)
    writer.put(FIRST, "move 2", print)
    threading.Timer(0.05, disk.release.set).start()
    writer.discard(FIRST)
    assert disk.written == [(FIRST, "move 1")], "discard returned only after the write under way had ended"
    writer.flush()
    assert disk.written == [(FIRST, "move 1")], "the waiting text was dropped"


def test_a_failed_write_is_reported_and_the_worker_goes_on():
    failed: list[Path] = []

    def write(path: Path, text: str) -> None:
        if path == FIRST:
            raise PermissionError("read-only folder")
        written.append(text)

    written: list[str] = []
    writer = LatestWriter(write)
    writer.put(FIRST, "lost", failed.append)
    writer.put(SECOND, "kept", failed.append)
    writer.flush()
    assert failed == [FIRST]
    assert written == ["kept"]
