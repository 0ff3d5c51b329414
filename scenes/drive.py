"""Driving the app with real input: post pygame events where a widget is on screen, then run frames.

The self-test and the front-end tests use these helpers, so both go through the same path a player's input takes:
SDL's event queue, the app's mapping from window pixels to logical units, and the scene stack.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame

from scenes.app import App
from scenes.storage import Storage

FRAME = 1 / 60


def app_on(folder: Path, **settings: str) -> App:
    """The real app on ``folder`` as its data folder, with these settings (``window``, ``animation_speed``,
    ``language`` …) saved first as a player would have chosen them, its menu open."""
    storage = Storage(folder)
    chosen = storage.load_settings()
    for name, value in settings.items():
        setattr(chosen, name, value)
    storage.save_settings(chosen)
    app = App(storage=storage)
    app.open_menu()
    return app


def frames(app: App, count: int = 1) -> None:
    """Run ``count`` frames of the main loop (events, update, draw, present) without waiting; only the last is drawn.

    The frames before it are time passing that nobody looks at, as in ``until``; a test that looks at every frame
    drawn makes the app draw them all (``tests/scenes/helpers.drawing_every_frame``)."""
    for left in reversed(range(count)):
        if app.running:
            app.step(FRAME, shown=left == 0)


def until(app: App, done: Callable[[], bool], limit: int, at_least: int = 0) -> bool:
    """Run frames until ``done()`` holds, asking before each one after the first ``at_least`` (at most ``limit``
    frames); whether it came.

    Only the frame the wait ends on is drawn: the ones it runs through are a wait nobody looks at, and drawing each of
    them was most of a wait's cost. What every frame of a move looks like is checked where each is drawn and looked
    at (the patching guard, the pace and the hot-seat walks step the app themselves)."""
    ran = 0
    while ran < at_least or not done():
        if ran == limit or not app.running:
            break
        app.step(FRAME, shown=False)
        ran += 1
    if ran and app.running:
        app.show()
    return done()


def move(app: App, logical: tuple[int, int]) -> None:
    """Move the pointer to a logical position, as the player would."""
    position = app.viewport.to_window(logical)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=position, rel=(0, 0), buttons=(0, 0, 0)))
    frames(app)


def click(app: App, logical: tuple[int, int]) -> None:
    """Move to a logical position, press and release the left button there, then run a frame."""
    move(app, logical)
    position = app.viewport.to_window(logical)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=position, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=position, button=1))
    frames(app)


def drag(app: App, start: tuple[int, int], end: tuple[int, int], steps: int = 5) -> None:
    """Press at ``start``, move in steps to ``end`` with the button held, release there."""
    move(app, start)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=app.viewport.to_window(start), button=1))
    for step in range(1, steps + 1):
        point = (start[0] + (end[0] - start[0]) * step // steps, start[1] + (end[1] - start[1]) * step // steps)
        window = app.viewport.to_window(point)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=window, rel=(0, 0), buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=app.viewport.to_window(end), button=1))
    frames(app)


def press(app: App, key: int, mod: int = 0) -> None:
    """Press and release a key, then run a frame."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0))
    frames(app)


def type_text(app: App, text: str) -> None:
    """Type ``text`` into the focused text field, as SDL's text input reports it."""
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    frames(app)
