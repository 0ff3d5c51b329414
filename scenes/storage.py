"""The player's data folder: settings, statistics, lesson progress and the autosave, each a JSON file written
atomically.

The folder is platformdirs' user data folder, or the one named by ``HOFINTRIGEN_DATA_DIR`` (tests and the self-test
point it at a temporary folder, so they never touch a player's real files). Every write goes to a temporary file in
the same folder and is moved over the old one with ``os.replace``, so a crash mid-write leaves the old file whole.

Each title keeps its own game in progress (``autosave_file``), so that a game of one title never replaces another's.
The autosave, written after every action of a game, goes through one shared ``LatestWriter``: the main loop hands
the match record over and goes on drawing while a worker thread makes its JSON and writes it (making the JSON of a
long game took the frame that applied a move several milliseconds). Reading or forgetting the autosave first waits
for (or drops) what is still waiting, and the app waits for the worker before it exits, even when it dies of an
error (``atexit``): a move made just before a crash is still saved.

Problems never stop the game, and nothing is lost without a word. A file that is not exactly what we write (damaged,
edited, or from a newer version) is moved aside, kept for a bug report, and reported once; defaults take its place. A
file with some odd values keeps the rest, and the original is copied aside before the cleaned file replaces it. A
folder that cannot be written at start turns saving off for the session. A write that fails later is reported at
once and tried again at the next save; when one succeeds again, that is reported too.
Notices are (translation key, parameters) pairs; the menu and the tables show them as they come (``scenes.notices``).
"""

from __future__ import annotations

import atexit
import contextlib
import json
import os
import shutil
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.core.plain_json import fits, parse_json
from scenes.latest_writer import LatestWriter
from scenes.preferences import Settings

if TYPE_CHECKING:  # the titles' rules are the caller's; the menu shows before they are imported (issue 37 §7)
    from game.core import MatchRecord, TitleRegistry
    from scenes.profile import Lessons, Statistics

DATA_DIR_VARIABLE = "HOFINTRIGEN_DATA_DIR"
SETTINGS_FILE = "settings.json"
STATISTICS_FILE = "statistics.json"
AUTOSAVE_FILE = "autosave.json"
"""The one autosave of versions before each title kept its own game in progress; taken up once, then kept under its
title's name (``autosave_file``)."""
LESSONS_FILE = "lessons.json"
SETTINGS_VERSION = 1
MAX_FILE_BYTES = 4 << 20
"""Far above any file of ours (a long game's autosave is a few dozen kilobytes); a larger one is not read."""
MAX_DEPTH = 8
"""How deep the settings and statistics files nest (statistics: four levels)."""

Notice = tuple[str, dict[str, str]]


def autosave_file(title: str) -> str:
    """The file that holds ``title``'s game in progress (one per title, so that starting a game of another title
    keeps this one)."""
    return f"autosave-{title}.json"


def is_autosave(name: str) -> bool:
    """Whether the file ``name`` holds a game in progress (its write failures are worded as the game's)."""
    return name == AUTOSAVE_FILE or (name.startswith("autosave-") and name.endswith(".json"))


def _holds_a_game(name: str) -> bool:
    """Whether ``name`` is a game in progress's own file (``autosave_file`` or ``AUTOSAVE_FILE``), not a copy kept
    aside beside it (``autosave-hofnar.damaged-<time>.json``)."""
    return name == AUTOSAVE_FILE or (is_autosave(name) and "." not in name[len("autosave-") : -len(".json")])


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


def write_record(path: Path, record: MatchRecord) -> None:
    """Write ``record`` as its JSON text (``write_atomically``); the text is made here, on the writer's thread (a
    record never changes once made, so the game's thread may go on meanwhile)."""
    write_atomically(path, record.to_json_text())


BACKGROUND = LatestWriter(write_record)
"""The one worker that writes autosaves, shared by every Storage so that any of them can wait for it."""
atexit.register(BACKGROUND.flush)


def default_folder() -> Path:
    """The folder named by ``HOFINTRIGEN_DATA_DIR``, else the platform's user data folder for Hofintrigen."""
    chosen = os.environ.get(DATA_DIR_VARIABLE)
    if chosen:
        return Path(chosen)
    import platformdirs  # its regular expressions cost the start a few milliseconds: only when it is asked

    return Path(platformdirs.user_data_dir("Hofintrigen", appauthor=False))


class Storage:
    """Reads and writes the player's files in one folder; never raises for a damaged file or a read-only disk."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder if folder is not None else default_folder()
        self.notices: list[Notice] = []
        self.failing: set[str] = set()
        self.writable = True
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            (self.folder / ".probe").write_bytes(b"")  # not flushed to the disk: that took the start up to 70 ms
            (self.folder / ".probe").unlink()
        except OSError:
            self._stop_saving()

    def take_notices(self) -> list[Notice]:
        """Return the notices gathered so far and forget them, so each is shown once."""
        notices, self.notices = self.notices, []
        return notices

    # Settings and statistics.

    def load_settings(self) -> Settings:
        """The saved settings, or defaults when there are none or the file is damaged (any odd value: its default)."""
        content = self.read_document(SETTINGS_FILE, "settings", SETTINGS_VERSION)
        if content is None:
            return Settings()
        settings, refused = Settings.from_json(content[0])
        if refused and self._keep_original(SETTINGS_FILE, "notice.settings_partly", {"fields": ", ".join(refused)}):
            self.save_settings(settings)
        return settings

    def save_settings(self, settings: Settings) -> None:
        """Save the settings (skipped when saving is off)."""
        self.write_document(SETTINGS_FILE, "settings", SETTINGS_VERSION, settings.to_json())

    def load_statistics(self) -> Statistics:
        """The saved statistics (an older version migrated), or empty ones; an odd entry is left out, the rest kept."""
        from scenes.profile import STATISTICS_VERSION, Statistics  # read after the menu shows (issue 37 §7)

        content = self.read_document(STATISTICS_FILE, "statistics", STATISTICS_VERSION)
        if content is None:
            return Statistics()
        statistics, refused = Statistics.from_json(*content)
        if refused and self._keep_original(STATISTICS_FILE, "notice.statistics_partly", {"count": str(refused)}):
            self.save_statistics(statistics)
        return statistics

    def save_statistics(self, statistics: Statistics) -> None:
        """Save the statistics (skipped when saving is off)."""
        from scenes.profile import STATISTICS_VERSION

        self.write_document(STATISTICS_FILE, "statistics", STATISTICS_VERSION, statistics.to_json())

    def load_lessons(self) -> Lessons:
        """How far the person got in each lesson, or nothing yet; an odd entry is left out, the rest kept."""
        from scenes.profile import LESSONS_VERSION, Lessons

        content = self.read_document(LESSONS_FILE, "lessons", LESSONS_VERSION)
        if content is None:
            return Lessons()
        lessons, refused = Lessons.from_json(content[0])
        if refused and self._keep_original(LESSONS_FILE, "notice.lessons_partly", {"count": str(refused)}):
            self.save_lessons(lessons)
        return lessons

    def save_lessons(self, lessons: Lessons) -> None:
        """Save the lesson progress (skipped when saving is off)."""
        from scenes.profile import LESSONS_VERSION

        self.write_document(LESSONS_FILE, "lessons", LESSONS_VERSION, lessons.to_json())

    # The autosaves: each title's game in progress, its match record.

    def load_autosaves(self, titles: TitleRegistry) -> list[MatchRecord]:
        """Every title's game in progress, the most recently saved first. A file that cannot be read or replayed is
        moved aside with a notice that says why (damaged, or saved by a newer version)."""
        self.flush()
        self._adopt_single_autosave(titles)
        found = []
        for ruleset in titles:
            name = autosave_file(ruleset.id)
            record = self._read_record(name, titles)
            if record is not None:
                with contextlib.suppress(OSError):
                    found.append(((self.folder / name).stat().st_mtime_ns, ruleset.id, record))
        found.sort(key=lambda each: (-each[0], each[1]))
        return [record for _, _, record in found]

    def autosave_titles(self) -> list[str]:
        """The titles of the games in progress, each read from its file's header alone (``record_title``: format,
        version and title), so that the menu knows whether to offer Continue without importing any title's rules
        (issue 37 §7); the game is read whole when Continue is chosen. A file that fails even this is set aside with
        its notice, as reading it whole would."""
        self.flush()
        try:
            names = sorted(path.name for path in self.folder.iterdir() if _holds_a_game(path.name))
        except OSError:
            return []
        titles = [self._autosave_title(name) for name in names]
        return list(dict.fromkeys(title for title in titles if title is not None))

    def _autosave_title(self, name: str) -> str | None:
        """The title of the game in progress in file ``name`` by its header, or None (a damaged or newer file, or a
        game of another title under this one's name, is then set aside with its notice)."""
        from game.core import GameError
        from game.core.record import NewerRecord, record_title

        text = self._read_text(name, "notice.autosave_damaged")
        if text is None:
            return None
        try:
            title = record_title(text)
        except NewerRecord:
            self._set_aside(name, "notice.autosave_newer")
            return None
        except GameError:
            self._set_aside(name, "notice.autosave_damaged")
            return None
        if name not in (AUTOSAVE_FILE, autosave_file(title)):
            self._set_aside(name, "notice.autosave_damaged")  # a game of another title under this one's name
            return None
        return title

    def load_autosave(self, titles: TitleRegistry, title: str | None = None) -> MatchRecord | None:
        """``title``'s game in progress (without a title, the most recently saved game of any), or None."""
        if title is None:
            return next(iter(self.load_autosaves(titles)), None)
        self.flush()
        self._adopt_single_autosave(titles)
        return self._read_record(autosave_file(title), titles) if title in titles else None

    def save_autosave(self, record: MatchRecord) -> None:
        """Save the running game as its title's game in progress, so that Continue can resume it (a game of another
        title in progress stays as it is); written in the background (see the module)."""
        if self.writable:
            path = self.folder / autosave_file(record.title)
            BACKGROUND.put(path, record, self._failed, self._succeeded)

    def set_aside_autosave(self, title: str) -> None:
        """Move ``title``'s game in progress out of the way when it cannot be replayed, with a notice."""
        BACKGROUND.discard(self.folder / autosave_file(title))
        self._set_aside(autosave_file(title), "notice.autosave_damaged")

    def clear_autosave(self, title: str) -> None:
        """Forget ``title``'s game in progress (it ended, or the player started another game of that title)."""
        BACKGROUND.discard(self.folder / autosave_file(title))
        with contextlib.suppress(OSError):
            (self.folder / autosave_file(title)).unlink(missing_ok=True)

    def _read_record(self, name: str, titles: TitleRegistry) -> MatchRecord | None:
        """The match record in file ``name``, or None when there is none or it cannot be read or replayed (then it
        is moved aside with a notice)."""
        record = self.load_record(name, titles)
        if record is None or name in (AUTOSAVE_FILE, autosave_file(record.title)):
            return record
        self._set_aside(name, "notice.autosave_damaged")  # a game of another title under this one's name
        return None

    def load_record(
        self,
        name: str,
        titles: TitleRegistry,
        damaged: str = "notice.autosave_damaged",
        newer: str = "notice.autosave_newer",
        *,
        replayed: bool = True,
    ) -> MatchRecord | None:
        """The match record in file ``name`` (a path inside the folder), or None when there is none or it cannot be
        read or replayed: then it is moved aside with the notice ``damaged`` (or ``newer``, for a newer version's).
        ``replayed`` False leaves the replay to the caller (a list of many records replays each only when opened)."""
        from game.core import GameError, MatchRecord  # the records' classes load with the first one read (issue 37 §7)
        from game.core.record import NewerRecord

        text = self._read_text(name, damaged)
        if text is None:
            return None
        try:
            record = MatchRecord.from_json_text(text, titles)
            if replayed:
                record.replay(titles.get(record.title))  # every move must still be one the rules allow
        except NewerRecord:
            self._set_aside(name, newer)
        except GameError:  # damaged, edited, or holding a move the rules refuse
            self._set_aside(name, damaged)
        else:
            return record
        return None

    def set_aside(self, name: str, key: str) -> None:
        """Move the file ``name`` (a path inside the folder) out of the way with the notice ``key``: read whole, it
        still proved unusable."""
        self._set_aside(name, key)

    def write_text(self, name: str, text: str) -> bool:
        """Write ``text`` to the file ``name`` (a path inside the folder, its folders made) at once and safely; a
        failure is told once as a notice, never raised. True when written."""
        if not self.writable:
            return False
        path = self.folder / name
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            write_atomically(path, text)
        except (OSError, ValueError):
            self._failed(path)
            return False
        self._succeeded(path)
        return True

    def _adopt_single_autosave(self, titles: TitleRegistry) -> None:
        """Take up the one autosave that versions before per-title games wrote (``AUTOSAVE_FILE``): a readable one
        becomes its title's game in progress, unless that title already has a newer one (then it stays where it
        is, untouched); a damaged one is moved aside with a notice, as any other."""
        if not (self.folder / AUTOSAVE_FILE).exists():
            return
        record = self._read_record(AUTOSAVE_FILE, titles)
        if record is None:
            return
        target = self.folder / autosave_file(record.title)
        if not target.exists():
            with contextlib.suppress(OSError):
                os.replace(self.folder / AUTOSAVE_FILE, target)

    def flush(self) -> None:
        """Wait until every autosave handed to the background writer is on disk (or has failed)."""
        BACKGROUND.flush()

    # The files themselves.

    def _read_text(self, name: str, damaged: str) -> str | None:
        """The file's text, or None when there is none or it cannot be read; a file too large to be ours is set
        aside with the notice ``damaged``."""
        path = self.folder / name
        try:
            if path.stat().st_size > MAX_FILE_BYTES:
                self._set_aside(name, damaged)
                return None
            return path.read_text("utf-8", errors="replace")
        except OSError:  # missing, or a folder we cannot read: nothing to report beyond the folder notice
            return None

    def read_document(self, name: str, field: str, current: int) -> tuple[Any, int] | None:
        """A versioned document's content and version, or None (a damaged or newer file set aside)."""
        text = self._read_text(name, "notice.damaged_file")
        if text is None:
            return None
        try:
            data = parse_json(text, MAX_DEPTH)
        except ValueError:
            data = None
        shaped = (
            isinstance(data, dict)
            and data.keys() == {"format", "version", field}
            and data["format"] == f"hofintrigen-{field}"
            and fits(data["version"], int)
            and data["version"] >= 1
        )
        if not shaped:
            self._set_aside(name, "notice.damaged_file")
            return None
        if data["version"] > current:
            self._set_aside(name, "notice.file_newer")
            return None
        return data[field], data["version"]

    def write_document(self, name: str, field: str, version: int, content: Any) -> None:
        """Write ``content`` as a versioned document safely; a failure is told once as a notice, never raised."""
        if self.writable:
            document = {"format": f"hofintrigen-{field}", "version": version, field: content}
            try:
                write_atomically(self.folder / name, json.dumps(document, ensure_ascii=False, indent=1))
            except OSError:
                self._failed(self.folder / name)
            else:
                self._succeeded(self.folder / name)

    def _failed(self, path: Path) -> None:
        """A write failed: say so at the first failure of a run of them (called on the writer's thread too, where a
        set and a list append are safe)."""
        if path.name not in self.failing:
            self.failing.add(path.name)
            key = "notice.autosave_failed" if is_autosave(path.name) else "notice.write_failed"
            self.notices.append((key, {"file": path.name, "folder": str(self.folder)}))

    def _succeeded(self, path: Path) -> None:
        """A write succeeded: if that file had been failing, say that it is saved again."""
        if path.name in self.failing:
            self.failing.discard(path.name)
            key = "notice.autosave_works_again" if is_autosave(path.name) else "notice.write_works_again"
            self.notices.append((key, {"file": path.name}))

    def _set_aside(self, name: str, key: str) -> None:
        """Move a file we cannot use out of the way (keeping it) and say so once, with ``key``'s words."""
        path = self.folder / name
        aside = self._aside_path(path)
        try:
            os.replace(path, aside)
            self.notices.append((key, {"file": name, "kept_as": aside.name, "folder": str(self.folder)}))
        except OSError:
            self.notices.append(("notice.damaged_file_kept", {"file": name}))

    def _keep_original(self, name: str, key: str, params: dict[str, str]) -> bool:
        """Copy a file of which only a part could be read aside and say so; True when the copy was made, so the part
        read may be written back (else the original stays as it is, untouched)."""
        path = self.folder / name
        aside = self._aside_path(path)
        try:
            shutil.copyfile(path, aside)
        except OSError:
            self.notices.append((key, {"file": name, "kept_as": name, "folder": str(self.folder), **params}))
            return False
        self.notices.append((key, {"file": name, "kept_as": aside.name, "folder": str(self.folder), **params}))
        return True

    @staticmethod
    def _aside_path(path: Path) -> Path:
        """A new name beside ``path`` for a copy kept aside, with the time (and a number, should that be taken)."""
        stamp = time.strftime("%Y%m%d-%H%M%S")
        aside = path.with_name(f"{path.stem}.damaged-{stamp}{path.suffix}")
        number = 1
        while aside.exists():
            number += 1
            aside = path.with_name(f"{path.stem}.damaged-{stamp}-{number}{path.suffix}")
        return aside

    def _stop_saving(self) -> None:
        """Turn saving off for the session with one notice (the folder could not be written at start)."""
        if self.writable:
            self.writable = False
            self.notices.append(("notice.unwritable", {"folder": str(self.folder)}))
