"""Front-end test set-up: every test gets its own temporary data folder, starts in English and ends with its autosaves
written.

``HOFINTRIGEN_DATA_DIR`` points at the temporary folder, so even code that builds its own Storage never touches the
real user folder. Frames are drawn but not scaled into the window nobody sees (``App.presenting``); a screenshot
presents its frame.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from scenes.app import App
from scenes.i18n import set_language
from scenes.storage import BACKGROUND, DATA_DIR_VARIABLE


@pytest.fixture(autouse=True)
def data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    folder = tmp_path / "data"
    monkeypatch.setattr(App, "presenting", False)
    monkeypatch.setenv(DATA_DIR_VARIABLE, str(folder))
    set_language("en")
    yield folder
    BACKGROUND.flush()
    set_language("en")
    if pygame.display.get_init():
        pygame.event.clear()
