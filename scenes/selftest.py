"""``hofintrigen --self-test``: start headless, walk menu → new game → back → settings → back, then let computer
seats play a whole game through every table in ``scenes.tables.TABLES`` at instant speed to the results, and back to
the menu each time, their decisions thought out in the thinking worker (the executable started again); then serve a
phone's page on this machine; exit 0.

It runs the real app with SDL's dummy video and audio drivers and a temporary data folder, and clicks with real
posted events, so a frozen build proves that it starts, finds its fonts, catalogues and layouts, draws the card art,
thinks for computer seats and answers input.
"""

from __future__ import annotations

import os
import socket
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from scenes.storage import Storage

if TYPE_CHECKING:
    from scenes.app import App


def run_self_test() -> int:
    """Walk the screens; print each step; return 0 when every screen appeared as expected, else 1."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    from scenes.app import App
    from scenes.drive import click, frames, press
    from scenes.menu import MenuScene
    from scenes.settings import SettingsScene
    from scenes.setup import SetupScene

    with tempfile.TemporaryDirectory(prefix="hofintrigen-self-test-") as folder:
        app = App(storage=Storage(Path(folder)))
        app.open_menu()
        frames(app, 2)
        steps = [
            ("menu", lambda: None, MenuScene),
            ("new game", lambda: click(app, app.top.buttons["new_game"].rect.center), SetupScene),
            ("back (Escape)", lambda: press(app, pygame.K_ESCAPE), MenuScene),
            ("settings", lambda: click(app, app.top.buttons["settings"].rect.center), SettingsScene),
            ("back (button)", lambda: click(app, app.top.back_button.rect.center), MenuScene),
        ]
        failed = False
        for name, action, expected in steps:
            action()
            shown = type(app.top).__name__
            ok = isinstance(app.top, expected)
            print(f"self-test: {name:<14} {'ok' if ok else f'FAILED (showing {shown})'}", flush=True)
            failed = failed or not ok
            if failed:
                break
        if not failed:
            from scenes.tables import TABLES
            from scenes.thinking import worker_answered

            failed = not all(play_title(app, title) for title in TABLES)
            thought = worker_answered()
            print(f"self-test: {'worker thinks':<14} {'ok' if thought else 'FAILED (no answer)'}", flush=True)
            served = phone_page_served()
            print(f"self-test: {'phones served':<14} {'ok' if served else 'FAILED (no page)'}", flush=True)
            failed = failed or not thought or not served
        app.close()
    print("self-test: " + ("FAILED" if failed else "passed"), flush=True)
    return 1 if failed else 0


GAME_FRAMES = 20_000
"""More frames than a game of computer seats at instant speed needs: a game that does not end within them fails."""


def play_title(app: App, title_id: str) -> bool:
    """Computer seats play a game of ``title_id`` to the results, then Menu. They play at Easy, which decides at once,
    so the walk stays a few seconds long; the searching levels are the AI's own tests' to check."""
    from game.core import COMPUTER, Seat
    from scenes.drive import click, frames
    from scenes.i18n import tr
    from scenes.menu import MenuScene
    from scenes.play import new_match, open_table
    from scenes.results import ResultsScene

    app.settings.animation_speed = "instant"
    title = app.titles.get(title_id)
    names = ("Adelheid", "Ruprecht", "Kunigunde", "Dietrich", "Mechthild")
    seats = [Seat(names[seat], COMPUTER, "easy") for seat in range(min(max(3, title.min_players), title.max_players))]
    match = new_match(app, title, seats, {})
    open_table(app, match, replace=False)
    for _ in range(GAME_FRAMES):
        if isinstance(app.top, ResultsScene):
            break
        frames(app)
    finished = isinstance(app.top, ResultsScene) and match.state.over
    verdict = f"ok ({len(match.record.actions)} actions)" if finished else f"FAILED (showing {type(app.top).__name__})"
    print(f"self-test: {title_id + ' game':<14} {verdict}", flush=True)
    if not finished:
        return False
    menu = next(widget for widget in app.top.controls.widgets if getattr(widget, "label", None) == tr("results.menu"))
    click(app, menu.rect.center)
    back = isinstance(app.top, MenuScene)
    print(
        f"self-test: {'results → menu':<14} {'ok' if back else f'FAILED (showing {type(app.top).__name__})'}",
        flush=True,
    )
    return back


def phone_page_served() -> bool:
    """The phone server answers a seat's page on this machine: the executable leaves ssl and the crypto libraries out
    (build.spec), so this proves websockets and the page work without them."""
    from scenes.phone.server import PhoneServer

    server = PhoneServer({"self-test": 0}, "127.0.0.1", 0, lambda: None, lambda: True)
    server.start()
    try:
        if server.error is not None:
            return False
        with socket.create_connection(("127.0.0.1", server.port), timeout=5) as link:
            link.sendall(f"GET /s/self-test HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\n\r\n".encode())
            return link.recv(16).startswith(b"HTTP/1.1 200")
    finally:
        server.close()
