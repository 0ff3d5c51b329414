"""Shared set-up for the front-end tests: a temporary data folder, the titles, a test table, screenshots."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

import pygame

from game.core import Match, Ruleset, TitleRegistry
from game.titles import TITLES
from scenes.app import App
from scenes.drive import click, frames, until
from scenes.menu import MenuScene
from scenes.play import finish_match
from scenes.scene import Scene
from scenes.storage import Storage
from tests.toy_title import HIGH_CARD, HighCard

if TYPE_CHECKING:
    from scenes.tables.kit import KitTable

ARTIFACTS = Path(__file__).resolve().parent.parent / "artifacts"
KEEP_SHOTS = bool(os.environ.get("HOFINTRIGEN_SHOTS"))
"""Save the tests' screenshots only when asked: a PNG costs about 0.3 s of CPU, and the suite takes some 260 of them."""
COLLECTION = {
    "hofverrat": ("Hof-Verrat", 2, 5),
    "verraeter": ("Verräter", 3, 4),
    "listtuecke": ("Mit List und Tücke", 3, 4),
    "hofnar": ("Hofnar", 3, 9),
}
"""The collection's four titles as the README lists them, for titles not yet registered while the front end grows."""


def stand_in(title_id: str) -> Ruleset:
    """A ruleset with a real title's id, name and player range (rules borrowed from the toy title)."""
    name, low, high = COLLECTION[title_id]

    class StandIn(HighCard):
        id: ClassVar[str] = title_id
        min_players: ClassVar[int] = low
        max_players: ClassVar[int] = high

    StandIn.name = name
    return StandIn()


def collection() -> TitleRegistry:
    """The four titles (registered ones as they are, stand-ins for the rest) and the toy title last."""
    registered = {ruleset.id: ruleset for ruleset in TITLES}
    return TitleRegistry([registered.get(title_id) or stand_in(title_id) for title_id in COLLECTION] + [HIGH_CARD])


class ToyTable(Scene):
    """A stand-in table for the toy title: plays the first legal action on Enter, finishes when the game is over."""

    def __init__(self, app: App, match: Match) -> None:
        super().__init__(app)
        self.match = match

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN:
            self.match.apply(self.match.state.legal_actions()[0])
            self.app.storage.save_autosave(self.match.record)
            if self.match.state.over:
                finish_match(self.app, self.match)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((30, 60, 40))


TOY_TABLES = {HIGH_CARD.id: ToyTable}


def make_app(folder: Path, *, window: str | None = None) -> App:
    """An app on ``folder`` as its data folder, with the collection and the toy table, its menu open."""
    storage = Storage(folder)
    if window is not None:
        settings = storage.load_settings()
        settings.window = window
        storage.save_settings(settings)
    app = App(titles=collection(), tables=TOY_TABLES, storage=storage)
    app.open_menu()
    app.step(0.0)
    return app


def screenshot(app: App, name: str) -> Path | None:
    """Draw the window; with HOFINTRIGEN_SHOTS set, save it as tests/artifacts/<name>-<width>x<height>.png to look at.

    The drawing always happens, so a screen that fails to draw fails its test; only the saving is left to a person
    who wants to see the pictures.
    """
    app.draw()
    app.present()
    if not KEEP_SHOTS:
        return None
    ARTIFACTS.mkdir(exist_ok=True)
    width, height = app.window.get_size()
    path = ARTIFACTS / f"{name}-{width}x{height}.png"
    pygame.image.save(app.window, path)
    return path


def continue_after_restart(folder: Path) -> tuple[App, Scene]:
    """Start the app afresh on ``folder`` as a player does after closing it, and click Continue on the menu.

    Returns the new app and the scene Continue opened (the table, when the autosave replays).
    """
    app = App(storage=Storage(folder))
    app.open_menu()
    frames(app, 2)
    menu = app.top
    assert isinstance(menu, MenuScene) and menu.buttons["continue"].enabled, "the menu offers to continue"
    click(app, menu.buttons["continue"].rect.center)
    frames(app, 3)
    return app, app.top


def settle(app: App, table: KitTable, limit: int = 2000) -> None:
    """Run a frame (a move just made starts with it), then frames until the table is still and, if it is someone's
    turn, that it is the person's (at most ``limit``); the frame it ends on is drawn."""
    until(app, lambda: still(table), limit, at_least=1)


def still(table: KitTable) -> bool:
    """Whether the table shows no move and waits for the person (or the game is over)."""
    return not table.busy and not table.extras.busy and (table.runner.accepts_input or table.runner.ended)


def run_until(app: App, done: Callable[[], bool], limit: int = 20_000) -> None:
    """Run frames until ``done()`` holds; fail naming what shows if it does not within ``limit`` frames."""
    if not until(app, done, limit):
        raise AssertionError(f"still waiting after {limit} frames; showing {type(app.top).__name__}")


def drawing_every_frame(app: App) -> None:
    """Make ``app`` draw every frame it runs, also those a wait runs through unseen (``drive.until``): for the tests
    that look at every frame drawn."""
    step = app.step
    app.step = lambda dt, woken_by=(), shown=True: step(dt, woken_by)
