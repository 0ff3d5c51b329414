"""``hofintrigen --self-test``: start headless, walk menu → new game → back → settings → back, exit 0.

It runs the real app with SDL's dummy video and audio drivers and a temporary data folder, and clicks with real
posted events, so a frozen build proves that it starts, finds its fonts and catalogues, and answers input.
Each title's table adds its own steps later.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pygame

from scenes.storage import Storage


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
        pygame.quit()
    print("self-test: " + ("FAILED" if failed else "passed"), flush=True)
    return 1 if failed else 0
