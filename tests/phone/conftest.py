"""Phone tests: each gets its own data folder (as the front-end tests do) and a phone server on loopback; frames are
drawn but not scaled into the window nobody sees (``App.presenting``), as in the front-end tests."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from scenes.app import App
from scenes.i18n import set_language
from scenes.phone import seats
from scenes.storage import BACKGROUND, DATA_DIR_VARIABLE


@pytest.fixture(autouse=True)
def data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    folder = tmp_path / "data"
    monkeypatch.setenv(DATA_DIR_VARIABLE, str(folder))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    monkeypatch.setattr(seats, "LISTEN", ("127.0.0.1", 0))
    monkeypatch.setattr(App, "presenting", False)
    set_language("en")
    yield folder
    BACKGROUND.flush()
    set_language("en")
    if pygame.display.get_init():
        pygame.event.clear()
