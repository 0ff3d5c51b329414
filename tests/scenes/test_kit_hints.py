"""Hint at every table (every title in ``scenes.tables.TABLES``), at every player count and every decision kind a
person can face (``View.awaiting``'s kind): pressing H through the real table lights a legal move and words it in
English, German and Dutch, without an exception.

Positions come from random games: the first games of each player count are searched for every position where seat 0
(the person) decides, and one position per decision kind is drawn from them at random; the soak profile draws more.
A kind a player count never reaches in those games is not asked of it (Hof-Verrat's assassin's victim, for one, is
part of placing the assassin, never a decision of its own).
"""

from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest

from game.core import Match, Rng, Seat
from game.titles import TITLES
from scenes.app import App
from scenes.drive import frames, press, until
from scenes.i18n import set_language, tr
from scenes.play import open_table
from scenes.storage import Storage
from scenes.tables import TABLES
from scenes.tables.kit import runner
from scenes.tables.kit.affordances import NO_OPTION
from scenes.tables.kit.table import KitTable
from scenes.ui.cards import FOCUS
from tests.soak import SOAK, sized, spread

CASES = [(title, players) for title in TABLES for players in spread(TITLES.get(title).player_counts)]
SEARCHED_GAMES = 120
"""Random games searched per player count for the positions where the person decides."""
SETTLED_GAMES = 60
"""The search stops early once this many games in a row brought no decision kind not seen before."""
PER_KIND = sized(1, 10)
"""Positions per decision kind and player count."""
LANGUAGES = ("en", "de", "nl")
UNTRANSLATED = re.compile(r"\b[a-z_]+\.[a-z_]+\.[a-z_.]+\b")
"""A translation key left in a text (keys are dotted lowercase words, two dots at least)."""


def positions(title: str, players: int) -> dict[str, list[tuple[int, int]]]:
    """Decision kind → positions drawn at random among those of seat 0 in the searched games, each position as the
    game's seed and the number of random actions played before it."""
    ruleset = TITLES.get(title)
    seats = [Seat(f"Seat {index}") for index in range(players)]
    found: dict[str, list[tuple[int, int]]] = {}
    quiet = 0
    for seed in range(SEARCHED_GAMES):
        state, rng, done = Match.start(ruleset, seats, seed).state, Rng(seed), 0
        before = len(found)
        while not state.over:
            if state.to_move == 0:
                found.setdefault(state.view(0).awaiting.kind, []).append((seed, done))
            state.apply(rng.choice(state.legal_actions()))
            done += 1
        quiet = 0 if len(found) > before else quiet + 1
        if quiet >= SETTLED_GAMES:
            break
    drawn = Rng(players)
    return {kind: [drawn.choice(places) for _ in range(PER_KIND)] for kind, places in sorted(found.items())}


def replay(title: str, players: int, seed: int, done: int) -> Match:
    """The searched game ``seed`` after ``done`` random actions, the person at seat 0 and computers elsewhere."""
    seats = [Seat("Person")] + [Seat(f"Computer {index}", "computer", "easy") for index in range(1, players)]
    match, rng = Match.start(TITLES.get(title), seats, seed), Rng(seed)
    for _ in range(done):
        match.apply(rng.choice(match.state.legal_actions()))
    return match


def app_on(folder: Path) -> App:
    storage = Storage(folder)
    chosen = storage.load_settings()
    chosen.window, chosen.animation_speed = "1280x720", "instant"
    storage.save_settings(chosen)
    app = App(storage=storage)
    app.open_menu()
    return app


def hint_of(app: App, table: KitTable):
    """Press H and run frames until the hint is shown; the hinted action."""
    until(app, lambda: not table.busy and table.runner.accepts_input, 200, at_least=1)
    assert table.runner.can_hint, "a person deciding alone may ask for a hint"
    table.before_hint = app.screen.copy()
    press(app, pygame.K_h)
    if until(app, lambda: table.decisions.hint is not None, 200):
        return table.decisions.hint
    raise AssertionError("no hint came")


def changed(before: pygame.Surface, after: pygame.Surface, rect: pygame.Rect) -> bool:
    """Whether the picture inside ``rect`` differs between two frames."""
    area = rect.clip(after.get_rect())
    return pygame.image.tobytes(before.subsurface(area), "RGB") != pygame.image.tobytes(after.subsurface(area), "RGB")


@pytest.fixture
def quick_hints(monkeypatch: pytest.MonkeyPatch) -> None:
    """The hint thought out within one frame; in the default profile by Easy's heuristic instead of Normal's search,
    which lights and words the same kinds of move ten times faster (the soak profile asks Normal, as the game does)."""
    monkeypatch.setattr(runner, "SLICE_SECONDS", 10.0)
    if not SOAK:
        monkeypatch.setattr(runner, "HINT_LEVEL", "easy")


@pytest.mark.parametrize(("title", "players"), CASES)
def test_hint_at_every_decision(data_folder: Path, quick_hints: None, title: str, players: int) -> None:
    app = app_on(data_folder)
    for kind, places in positions(title, players).items():
        for seed, done in places:
            where = f"{title} with {players}, {kind} (game {seed} after {done} actions)"
            match = replay(title, players, seed, done)
            assert match.view(0).awaiting.kind == kind
            set_language("en")
            open_table(app, match, replace=len(app.stack) > 1)
            table = app.top
            assert isinstance(table, KitTable)
            hint = hint_of(app, table)
            view = match.view(0)
            assert hint in view.legal_actions, f"{where}: the hint {hint} is legal"
            route = table.decisions.routes[hint]
            frames(app)
            if route.item is not None:
                assert table.board.sprites[route.item].highlight == FOCUS, f"{where}: the hinted card is lit"
                assert changed(table.before_hint, app.screen, table.board.sprites[route.item].rect), where
            elif route.target is not None:
                assert table.decisions.hint_target() == route.target, f"{where}: the hint points at its place"
            else:
                assert route.option != NO_OPTION or route.picks, f"{where}: the hint names a button or a choice"
            for language in LANGUAGES:
                set_language(language)
                words = tr("kit.status.hint", hint=table.hint_words(hint))
                assert words.strip() and not UNTRANSLATED.search(words), f"{where} in {language}: {words!r}"
            set_language("en")
