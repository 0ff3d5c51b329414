"""Phone tests: each gets its own data folder (as the front-end tests do) and a phone server on loopback; frames are
drawn but not scaled into the window nobody sees (``App.presenting``), as in the front-end tests.

When a test ends, its phones are dropped and every server it started is closed, on a thread of their own, as each
waits for the other side of its connections: a connection left open in the test process would go on pinging
(websockets draws the pings' bytes from the ``random`` module), in the middle of a later test's hypothesis examples."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from scenes.app import App
from scenes.i18n import set_language
from scenes.phone import seats
from scenes.phone.server import PhoneServer
from scenes.storage import BACKGROUND, DATA_DIR_VARIABLE
from tests.phone.phones import Phone, let_go


def part(phones: list[Phone], servers: list[PhoneServer]) -> None:
    """Drop the phones, then close the servers."""
    for phone in phones:
        phone.drop()
    for server in servers:
        server.close()


@pytest.fixture(autouse=True)
def data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    folder = tmp_path / "data"
    monkeypatch.setenv(DATA_DIR_VARIABLE, str(folder))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    monkeypatch.setattr(seats, "LISTEN", ("127.0.0.1", 0))
    monkeypatch.setattr(App, "presenting", False)
    started: list[PhoneServer] = []
    start = PhoneServer.start

    def noted_start(server: PhoneServer) -> None:
        started.append(server)
        start(server)

    monkeypatch.setattr(PhoneServer, "start", noted_start)
    set_language("en")
    yield folder
    threading.Thread(target=part, args=(let_go(), started), name="parting phones", daemon=True).start()
    BACKGROUND.flush()
    set_language("en")
    if pygame.display.get_init():
        pygame.event.clear()
