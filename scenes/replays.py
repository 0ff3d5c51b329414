"""Finished games kept to be watched again, and game files to share.

Every finished game's record is kept in the data folder (``finished/<title>/``), the last ``KEPT`` of each title; an
older one goes when a newer arrives. They are match records like the autosave, read by the same strict loader
(``Storage.load_record``): a file that cannot be read, or whose moves the rules refuse, is moved aside with a notice
and the others are listed as ever.

A game file is the same record written where the person can find it (``game files`` in the data folder, its path
shown and the folder opened in the system's file manager on request) to give to a friend; dropped onto the window,
such a file opens its replay. A file from a newer version, or a damaged one, is refused with a notice and nothing
else changes (a dropped file lies outside the data folder and is never moved).
"""

from __future__ import annotations

import contextlib
import dataclasses
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

from game.core import GameError, MatchRecord, Result, TitleRegistry
from game.core.record import NewerRecord
from game.core.replay import Replay
from game.core.values import fits
from scenes.storage import MAX_FILE_BYTES

if TYPE_CHECKING:
    from scenes.storage import Notice, Storage

KEPT = 20
"""How many finished games of each title are kept."""
FINISHED = "finished"
"""The folder of kept games inside the data folder, one folder per title."""
GAME_FILES = "game files"
"""The folder inside the data folder that "Save game file" writes to."""
SUFFIX = ".json"


SUMMARY = "summary"
"""The note in a kept game's ``meta`` that the list shows: when it ended and each seat's score, the winners; written
with the game and read strictly, so the list needs no replay (a game is replayed, and checked, when opened)."""


@dataclasses.dataclass(frozen=True)
class KeptGame:
    """One kept game: its file (inside the data folder), its record, when it ended, each seat's score, the winners."""

    name: str
    record: MatchRecord
    ended: str
    scores: tuple[int, ...]
    winners: frozenset[int]


def keep_finished(storage: Storage, record: MatchRecord, result: Result) -> None:
    """Keep a finished game's record with its summary, then let the title's oldest go beyond ``KEPT``."""
    ended = time.strftime("%Y-%m-%d %H:%M")
    summary = {"ended": ended, "scores": list(result.scores), "winners": sorted(result.winners)}
    kept = dataclasses.replace(record, meta={**record.meta, SUMMARY: summary})
    folder = Path(FINISHED) / record.title
    name = folder / _fresh_name(storage, record, time.strftime("%Y%m%d-%H%M%S"))
    if not storage.write_text(str(name), kept.to_json_text()):
        return
    for old in _names(storage, record.title)[KEPT:]:
        with contextlib.suppress(OSError):
            (storage.folder / folder / old).unlink()


def _fresh_name(storage: Storage, record: MatchRecord, stamp: str) -> str:
    """A kept game's file name: the second it was written, a count of the games kept in that same second (two games
    of one seed may end in one second: a game played on from a replay of the other), then the seed; so names sort
    by time and none overwrites another."""
    taken = set(_names(storage, record.title))
    count = 0
    while f"{stamp}{count:02d}-{record.seed % 10**6:06d}{SUFFIX}" in taken:
        count += 1
    return f"{stamp}{count:02d}-{record.seed % 10**6:06d}{SUFFIX}"


def kept_games(storage: Storage, titles: TitleRegistry, title: str) -> list[KeptGame]:
    """The kept games of ``title``, newest first; a file that cannot be read is set aside with a notice."""
    found = []
    for name in _names(storage, title)[:KEPT]:
        path = str(Path(FINISHED) / title / name)
        record = storage.load_record(path, titles, "notice.kept_damaged", "notice.kept_newer", replayed=False)
        if record is None:
            continue
        game = _kept(path, record, title)
        if game is None:
            storage.set_aside(path, "notice.kept_damaged")
        else:
            found.append(game)
    return found


def _kept(name: str, record: MatchRecord, title: str) -> KeptGame | None:
    """The kept game a record read from ``name`` holds, or None when its summary is not exactly one of ``title``."""
    summary = record.meta.get(SUMMARY)
    if record.title != title or not isinstance(summary, dict) or summary.keys() != {"ended", "scores", "winners"}:
        return None
    ended, scores, winners = summary["ended"], summary["scores"], summary["winners"]
    players = len(record.seats)
    if not isinstance(ended, str) or len(ended) != 16 or not isinstance(scores, list) or len(scores) != players:
        return None
    if not all(fits(score, int) for score in scores) or not isinstance(winners, list):
        return None
    if not all(fits(seat, int) and 0 <= seat < players for seat in winners):
        return None
    return KeptGame(name, record, ended, tuple(scores), frozenset(winners))


def _names(storage: Storage, title: str) -> list[str]:
    """The file names of ``title``'s kept games, newest first (names begin with the time they were written)."""
    folder = storage.folder / FINISHED / title
    try:
        names = [entry.name for entry in folder.iterdir() if entry.suffix == SUFFIX and ".damaged-" not in entry.name]
    except OSError:
        return []
    return sorted(names, reverse=True)


def save_game_file(storage: Storage, record: MatchRecord, title_name: str) -> Path | None:
    """Write ``record`` as a game file in the ``GAME_FILES`` folder; its path, or None when it could not be written
    (the storage then holds a notice)."""
    stamp = time.strftime("%Y-%m-%d %H%M%S")
    name = Path(GAME_FILES) / f"{title_name} {stamp}{SUFFIX}"
    return storage.folder / name if storage.write_text(str(name), record.to_json_text()) else None


def read_game_file(path: Path, titles: TitleRegistry) -> MatchRecord | Notice:
    """The record in a game file a person handed us, or the notice that refuses it (newer, or damaged); the file is
    left where it is."""
    try:
        if path.stat().st_size > MAX_FILE_BYTES:
            return "notice.game_file_damaged", {"file": path.name}
        text = path.read_text("utf-8", errors="replace")
    except OSError:
        return "notice.game_file_unreadable", {"file": path.name}
    try:
        record = MatchRecord.from_json_text(text, titles)
        Replay(titles.get(record.title), record)
    except NewerRecord:
        return "notice.game_file_newer", {"file": path.name}
    except GameError:
        return "notice.game_file_damaged", {"file": path.name}
    return record


def open_folder(folder: Path) -> None:
    """Open ``folder`` in the system's file manager, where there is one; quietly nothing where there is none."""
    with contextlib.suppress(OSError, AttributeError, ValueError):
        if sys.platform.startswith("win"):
            os.startfile(folder)  # type: ignore[attr-defined]
        else:
            opener = "open" if sys.platform == "darwin" else "xdg-open"
            subprocess.Popen(
                [opener, str(folder)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True
            )
