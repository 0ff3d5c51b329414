"""Resting the pointer anywhere on any table never fails (issue 21, part 1): every registered table, at the start of a
game, in the middle of a person's turn and during the final scoring, with the pointer resting long enough for
tooltips on every point of a 48-pixel grid over the whole screen (12 pixels under the soak profile), in English,
German and Dutch; the table is drawn wherever what it shows changes from the point before.

A table joins by being registered in ``scenes.tables.TABLES``. To stay fast (a few seconds per table on a quiet
machine) the test drives the scene's own three methods (no window, no real time: each rest is one ``update`` by the
tooltip delay), and a point whose tooltip or lights differ from the point before is drawn with a clip of one grid
cell, so every line of the drawing code runs but pixels are only filled where the pointer rests; each stage and
language is also drawn once whole. The languages take turns by rows of the grid, so each language rests on every
zone taller than three rows (144 pixels; 36 under the soak profile) at every stage, and some language on every zone
taller than one row.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.core import Match, Rng, Ruleset, Seat
from game.titles import TITLES
from scenes.app import App
from scenes.i18n import set_language
from scenes.play import open_table
from scenes.scene import Scene
from scenes.storage import Storage
from scenes.tables import TABLES
from scenes.tables.kit import KitTable
from scenes.ui import theme
from tests.soak import sized

GRID = sized(48, 12)
"""Pixels between the points the pointer rests on: every 12 under the soak profile."""
LANGUAGES = ("en", "de", "nl")
SETTLE = 5.0
"""Seconds per settling update: longer than any animation."""


def seats_for(ruleset: Ruleset) -> list[Seat]:
    """One person at seat 0 and computers beside them, one more than the fewest players where the title allows."""
    players = min(ruleset.min_players + 1, ruleset.max_players)
    return [Seat("Ada"), *(Seat(f"Graf Nummer {seat}", "computer", "easy") for seat in range(1, players))]


def stages(ruleset: Ruleset, seed: int = 7) -> dict[str, Match]:
    """The game at its start, in the middle of a person's turn, and over, from one random game of ``ruleset``."""
    seats = seats_for(ruleset)
    full = Match.start(ruleset, seats, seed)
    rng = Rng(seed)
    while not full.state.over:
        full.apply(full.state.random_action(rng))
    actions = full.record.actions
    start = Match.start(ruleset, seats, seed)
    middle = Match.start(ruleset, seats, seed)
    for action in actions[: len(actions) // 2]:
        middle.apply(action)
    rng = Rng(seed + 1)
    while middle.state.to_move != 0 and not middle.state.over:
        middle.apply(middle.state.random_action(rng))
    if not middle.state.over:
        # One of the person's moves made: a turn of several actions (Hof-Verrat's three cards) is now half done.
        probe = middle.state.clone()
        first = probe.random_action(rng)
        probe.apply(first)
        if probe.to_move == 0:
            middle.apply(first)
    return {"start": start, "middle": middle, "over": full}


def settle(table: Scene) -> None:
    for _ in range(40):
        table.update(SETTLE)


def rest_everywhere(app: App, table: KitTable) -> tuple[int, int]:
    """Rest the pointer on every grid point (languages taking turns by rows); return how many points were visited
    and how many were drawn.

    At every point the table is told of the pointer, updated past the tooltip delay and asked for its tooltip there;
    it is drawn where what shows differs from the point before (another tooltip, another log line's cards lit,
    another button's tooltip, another language): drawing the same tooltip again at the next point runs the same
    lines, and was most of the test's time (about a fifth of the points differ from the one before)."""
    screen = app.screen
    width, height = theme.LOGICAL_SIZE
    visited = drawn = 0
    last = None
    for row, y in enumerate(range(GRID // 2, height, GRID)):
        set_language(LANGUAGES[row % len(LANGUAGES)])
        for x in range(GRID // 2, width, GRID):
            table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0)))
            table.update(theme.TOOLTIP_DELAY + 0.05)
            shows = (row % len(LANGUAGES), table.tip_at((x, y)), table.lit_log, table.controls.due_tooltip())
            visited += 1
            if shows != last:
                screen.set_clip(pygame.Rect(x - GRID // 2, y - GRID // 2, GRID, GRID))
                table.draw(screen)
                drawn += 1
                last = shows
    screen.set_clip(None)
    return visited, drawn


@pytest.mark.parametrize("title_id", sorted(TABLES))
def test_resting_the_pointer_on_every_zone_and_card_never_fails(title_id: str, data_folder: Path):
    storage = Storage(data_folder)
    settings = storage.load_settings()
    settings.animation_speed = "fast"
    storage.save_settings(settings)
    app = App(storage=storage)
    app.open_menu()
    for stage, match in stages(TITLES.get(title_id)).items():
        open_table(app, match, replace=False)
        table = app.top
        assert isinstance(table, KitTable)
        settle(table)
        assert app.top is table, f"{stage}: nothing but the table is shown"
        for language in LANGUAGES:
            set_language(language)
            table.resume()  # the table lays its words out again in the new language
            table.update(theme.TOOLTIP_DELAY + 0.05)
            table.draw(app.screen)
        visited, drawn = rest_everywhere(app, table)
        assert visited == (theme.LOGICAL_SIZE[0] // GRID) * (theme.LOGICAL_SIZE[1] // GRID)
        assert drawn > 20, f"{stage}: the tooltips and lights change over the table, and each was drawn"
        assert app.top is table, f"{stage}: resting the pointer opened nothing"
        app.back_to_root()
