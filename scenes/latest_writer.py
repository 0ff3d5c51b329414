"""Write files on a worker thread, keeping only the newest content for each, so a slow disk never stalls a frame.

The table autosaves after every action, and a safe write ends in ``fsync``: a few milliseconds on an SSD, tens on a
spinning disk or a network folder. Done on the main loop, that wait is a visible hitch right when a card lands.
Here the main loop only hands the content over (a text, or what the ``Write`` makes its text of on the worker, so that
the making costs the frame nothing either). A file saved again before the worker got to it is written once, with the
newer content, as only the latest state of a game is worth keeping.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

Write = Callable[[Path, Any], None]
"""Writes a content (a text, or what it makes one of) to a file, raising OSError when it cannot."""
OnFailure = Callable[[Path], None]
"""Told, on the worker thread, which file could not be written (an ``OnSuccess`` likewise, which file was)."""
OnSuccess = Callable[[Path], None]


class LatestWriter:
    """One daemon worker thread that writes the newest content handed over for each file, in the order first
    handed."""

    def __init__(self, write: Write) -> None:
        self._write = write
        self._pending: dict[Path, tuple[Any, OnFailure, OnSuccess | None]] = {}
        self._writing: Path | None = None
        self._changed = threading.Condition()
        self._worker: threading.Thread | None = None

    def put(self, path: Path, content: Any, on_failure: OnFailure, on_success: OnSuccess | None = None) -> None:
        """Have ``content`` written to ``path`` soon, replacing any content for it still waiting; returns at once."""
        with self._changed:
            self._pending[path] = (content, on_failure, on_success)
            if self._worker is None:
                self._worker = threading.Thread(target=self._work, name="hofintrigen-writer", daemon=True)
                self._worker.start()
            self._changed.notify_all()

    def discard(self, path: Path) -> None:
        """Forget the waiting content for ``path`` and wait until a write of it already under way has ended, so the
        caller may remove the file without it coming back."""
        with self._changed:
            self._pending.pop(path, None)
            self._changed.wait_for(lambda: self._writing != path)

    def flush(self) -> None:
        """Wait until everything handed over so far is written (or has failed)."""
        with self._changed:
            self._changed.wait_for(lambda: not self._pending and self._writing is None)

    def _work(self) -> None:
        while True:
            with self._changed:
                self._changed.wait_for(lambda: bool(self._pending))
                path = next(iter(self._pending))
                content, on_failure, on_success = self._pending.pop(path)
                self._writing = path
            try:
                self._write(path, content)
            except (OSError, ValueError):  # ValueError: text the encoding cannot hold; the worker must go on
                on_failure(path)
            else:
                if on_success is not None:
                    on_success(path)
            finally:
                with self._changed:
                    self._writing = None
                    self._changed.notify_all()
