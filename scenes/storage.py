"""The player's data folder: settings, statistics and the autosave, each a JSON file written atomically.

The folder is platformdirs' user data folder, or the one named by ``HOFINTRIGEN_DATA_DIR`` (tests and the self-test
point it at a temporary folder, so they never touch a player's real files). Every write goes to a temporary file in
the same folder and is moved over the old one with ``os.replace``, so a crash mid-write leaves the old file whole.

The autosave, written after every action of a game, goes through one shared ``LatestWriter``: the main loop hands
the text over and goes on drawing while a worker thread writes it. Reading or forgetting the autosave first waits for
(or drops) what is still waiting, and the app waits for the worker before it exits.

Problems never stop the game. A damaged file is moved aside (kept for a bug report), reported once as a notice,
and replaced by defaults. A folder that cannot be written turns saving off for the session with one notice.
Notices are (translation key, parameters) pairs; the app shows them when the menu opens.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any

import platformdirs

from game.core import MatchRecord, RecordError, TitleRegistry
from scenes.latest_writer import LatestWriter
from scenes.profile import Settings, Statistics

DATA_DIR_VARIABLE = "HOFINTRIGEN_DATA_DIR"
SETTINGS_FILE = "settings.json"
STATISTICS_FILE = "statistics.json"
AUTOSAVE_FILE = "autosave.json"
FILE_VERSION = 1

Notice = tuple[str, dict[str, str]]


def write_atomically(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` through a temporary file in the same folder, flushed to disk, then ``os.replace``."""
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise


BACKGROUND = LatestWriter(write_atomically)
"""The one worker that writes autosaves, shared by every Storage so that any of them can wait for it."""


def default_folder() -> Path:
    """The folder named by ``HOFINTRIGEN_DATA_DIR``, else the platform's user data folder for Hofintrigen."""
    chosen = os.environ.get(DATA_DIR_VARIABLE)
    return Path(chosen) if chosen else Path(platformdirs.user_data_dir("Hofintrigen", appauthor=False))


class Storage:
    """Reads and writes the player's files in one folder; never raises for a damaged file or a read-only disk."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder if folder is not None else default_folder()
        self.notices: list[Notice] = []
        self.writable = True
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            write_atomically(self.folder / ".probe", "")
            (self.folder / ".probe").unlink()
        except OSError:
            self._stop_saving()

    def take_notices(self) -> list[Notice]:
        """Return the notices gathered so far and forget them, so each is shown once."""
        notices, self.notices = self.notices, []
        return notices

    # Settings and statistics.

    def load_settings(self) -> Settings:
        """The saved settings, or defaults when there are none or the file is damaged."""
        return Settings.from_json(self._read_document(SETTINGS_FILE, "settings"))

    def save_settings(self, settings: Settings) -> None:
        """Save the settings (silently skipped when saving is off)."""
        self._write_document(SETTINGS_FILE, "settings", settings.to_json())

    def load_statistics(self) -> Statistics:
        """The saved statistics, or empty ones."""
        return Statistics.from_json(self._read_document(STATISTICS_FILE, "statistics"))

    def save_statistics(self, statistics: Statistics) -> None:
        """Save the statistics (silently skipped when saving is off)."""
        self._write_document(STATISTICS_FILE, "statistics", statistics.to_json())

    # The autosave: the running game's match record.

    def load_autosave(self, titles: TitleRegistry) -> MatchRecord | None:
        """The autosaved game, or None when there is none or it cannot be read (then it is moved aside)."""
        self.flush()
        path = self.folder / AUTOSAVE_FILE
        try:
            text = path.read_text("utf-8", errors="replace")
        except OSError:
            return None
        try:
            return MatchRecord.from_json_text(text, titles)
        except RecordError:
            self._set_aside(AUTOSAVE_FILE)
            return None

    def save_autosave(self, record: MatchRecord) -> None:
        """Save the running game so that Continue can resume it; written in the background (see the module)."""
        if self.writable:
            BACKGROUND.put(self.folder / AUTOSAVE_FILE, record.to_json_text(), lambda _path: self._stop_saving())

    def set_aside_autosave(self) -> None:
        """Move an autosave that cannot be replayed out of the way, with a notice."""
        BACKGROUND.discard(self.folder / AUTOSAVE_FILE)
        self._set_aside(AUTOSAVE_FILE)

    def clear_autosave(self) -> None:
        """Forget the autosave (the game ended or the player started another)."""
        BACKGROUND.discard(self.folder / AUTOSAVE_FILE)
        with contextlib.suppress(OSError):
            (self.folder / AUTOSAVE_FILE).unlink(missing_ok=True)

    def flush(self) -> None:
        """Wait until every autosave handed to the background writer is on disk (or has failed)."""
        BACKGROUND.flush()

    # The files themselves.

    def _read_document(self, name: str, field: str) -> Any:
        path = self.folder / name
        try:
            data = json.loads(path.read_text("utf-8"))
        except OSError:  # missing, or a folder we cannot read: nothing to report beyond the folder notice
            return None
        except ValueError:  # not JSON, or not UTF-8: damaged
            self._set_aside(name)
            return None
        if not isinstance(data, dict) or not isinstance(data.get("version"), int) or field not in data:
            self._set_aside(name)
            return None
        return data[field]

    def _write_document(self, name: str, field: str, content: Any) -> None:
        if self.writable:
            document = {"format": f"hofintrigen-{field}", "version": FILE_VERSION, field: content}
            self._write_or_stop(name, json.dumps(document, ensure_ascii=False, indent=1))

    def _write_or_stop(self, name: str, text: str) -> None:
        try:
            write_atomically(self.folder / name, text)
        except OSError:
            self._stop_saving()

    def _set_aside(self, name: str) -> None:
        """Move a damaged file out of the way (keeping it) and say so once."""
        path = self.folder / name
        aside = path.with_name(f"{path.stem}.damaged-{time.strftime('%Y%m%d-%H%M%S')}{path.suffix}")
        try:
            os.replace(path, aside)
            self.notices.append(("notice.damaged_file", {"file": name, "kept_as": aside.name}))
        except OSError:
            self.notices.append(("notice.damaged_file_kept", {"file": name}))

    def _stop_saving(self) -> None:
        """Turn saving off with one notice; also called on the writer's thread, where a list append is safe."""
        if self.writable:
            self.writable = False
            self.notices.append(("notice.unwritable", {"folder": str(self.folder)}))
