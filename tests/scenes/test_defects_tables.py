"""Defects of issue 34 §4 at every table in ``TABLES``, through the real app: the log names the person at the screen
as it names everyone (never "You" beside the seat's name); no tooltip while a move is being shown, under a curtain or
in the pause menu's picture; after a language change the log still shows its newest line; every status line fits its
box."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pygame
import pytest

from game.core import Rng, Seat
from game.titles import TITLES
from scenes.curtain import READY_DELAY, CurtainScene
from scenes.drive import click, frames, move, press
from scenes.i18n import set_language, tr
from scenes.pause import PauseScene
from scenes.resources import asset_path
from scenes.setup import COURT_NAMES
from scenes.storage import BACKGROUND
from scenes.tables import TABLES
from scenes.tables.kit import hud
from scenes.tables.kit.geometry import SeatGeometry
from scenes.tables.kit.table import KitTable
from scenes.ui import theme
from tests.scenes.helpers import continue_after_restart, settle
from tests.scenes.test_tables_kit import computers, open_position

YOU = {"en": ("You ", " you ", "Your "), "de": ("Du ", " du ", " dir ", "Dir "), "nl": ("Je ", " je ", "Jij ")}
MOVES = 12


def fewest(title: str) -> int:
    return min(TITLES.get(title).player_counts)


def lasting_seed(title: str, players: int) -> int:
    """A seed whose game, after ``MOVES`` random moves and on until seat 0 is to move, is not over (as
    ``open_position`` plays it)."""
    ruleset = TITLES.get(title)
    for seed in range(1, 100):
        state = ruleset.new_state(players, seed, ruleset.resolve_options(None))
        rng, done = Rng(seed), 0
        while not state.over and (done < MOVES or state.to_move != 0):
            state.apply(rng.choice(state.legal_actions()))
            done += 1
        if not state.over:
            return seed
    raise AssertionError("every game ended")


def the_table(app):
    """The table in the app's stack (the results may be on top once a game has ended)."""
    return next(scene for scene in app.stack if isinstance(scene, KitTable))


def with_computers(folder: Path, title: str):
    """The app with a game of ``title`` of Ada and the fewest computers, some moves in, Ada to move."""
    return open_position(
        folder, title, [Seat("Ada"), *computers(fewest(title) - 1)], lasting_seed(title, fewest(title)), MOVES
    )


def due_tooltip(table: KitTable) -> None:
    """As if the pointer had moved and rested long enough: a tooltip is due wherever the table allows one."""
    table.resting, table.tip_armed = theme.TOOLTIP_DELAY, True


def log_texts(table) -> list[str]:
    return [entry.text for entry in table.log.entries()]


@pytest.mark.parametrize("title", list(TABLES))
@pytest.mark.parametrize("language", ["en", "de", "nl"])
def test_the_log_names_the_person_by_name_never_you(data_folder: Path, title: str, language: str):
    set_language(language)
    app, _ = with_computers(data_folder, title)
    table = the_table(app)
    texts = log_texts(table)
    assert any("Ada" in text for text in texts)
    for text in texts:
        assert not any(text.startswith(you.lstrip()) or you in text for you in YOU[language]), text
    set_language("en")


@pytest.mark.parametrize("title", list(TABLES))
def test_no_tooltip_while_a_computers_move_is_shown_nor_in_the_pause_menus_picture(data_folder: Path, title: str):
    app, _ = with_computers(data_folder, title)
    table = app.top
    app.settings.animation_speed = "normal"
    drawn: list[bool] = []
    real = table.painter._draw_tip

    def noted(surface: pygame.Surface) -> None:
        drawn.append(table.timeline.busy and table.holding is None)
        real(surface)

    table.painter._draw_tip = noted
    key = next(key for key in table.board.sprites if key[0] not in ("hand",))
    move(app, table.board.sprites[key].rect.center)
    submitted = False
    for _ in range(900):
        if table.runner.accepts_input and not table.busy and not table.offering and not submitted:
            action = table.view.legal_actions[0]
            table.decisions.play(action, table.decisions.routes[action].item)
            submitted = True
        due_tooltip(table)
        frames(app)
        if submitted and table.runner.accepts_input and not table.busy and drawn:
            break
    assert drawn, "tooltips show on a still table"
    assert not any(drawn), "no tooltip was drawn while a move was being shown"
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    drawn.clear()
    due_tooltip(table)
    app.top.refresh()
    frames(app, 3)
    assert drawn == [], "the pause menu's dimmed picture holds no tooltip"


@pytest.mark.parametrize("title", list(TABLES))
def test_no_tooltip_survives_the_hot_seat_curtain(data_folder: Path, title: str):
    people = [Seat("Ada"), Seat("Bert"), *computers(fewest(title) - 2)]
    app, match = open_position(data_folder, title, people, lasting_seed(title, len(people)), MOVES)
    table = the_table(app)
    calls: list[object] = []
    real = table.painter._draw_tip
    table.painter._draw_tip = lambda surface: (calls.append(app.top), real(surface))
    curtains = 0
    for _ in range(4000):
        if match.state.over or curtains == 2:
            break
        due_tooltip(table)
        if isinstance(app.top, CurtainScene):
            frames(app, round(READY_DELAY * 60) + 2)
            assert all(top is table for top in calls), "no tooltip is drawn under the curtain"
            click(app, (960, 540))
            assert table.resting < theme.TOOLTIP_DELAY, "the last person's tooltip does not come back by itself"
            curtains += 1
            move(app, next(iter(table.board.sprites.values())).rect.center)
            continue
        if table.runner.accepts_input and not table.busy and not table.offering:
            action = table.view.legal_actions[0]
            table.decisions.play(action, table.decisions.routes[action].item)
        frames(app)
    assert curtains == 2
    calls.clear()
    for _ in range(600):
        due_tooltip(table)
        frames(app)
        if calls:
            break
    assert calls and all(top is table for top in calls), "tooltips show again once the table is in front and still"


@pytest.mark.parametrize("title", list(TABLES))
def test_after_a_language_change_the_log_shows_its_newest_line(data_folder: Path, title: str):
    app, _ = with_computers(data_folder, title)
    table = app.top
    settle(app, table)
    panel = table.log_panel
    assert panel.limit > 0 and panel.offset == panel.limit
    app.settings.language = "de"
    app.save_settings()
    frames(app, 3)
    panel = table.log_panel
    assert panel.offset == panel.limit > 0, "the newest line is in view"
    app.settings.language = "en"
    app.save_settings()


STATUS_KEYS = ("over", "scoring", "thinking", "dealing", "moving", "result")
"""The kit's own status lines (``KitTable.status``); a title's decisions add ``prompt.<title>.*``."""
LONGEST_NAME = max(COURT_NAMES, key=len)


def status_lines(title: str, language: str) -> list[str]:
    """Every status line a table of ``title`` can show, in ``language``, with the longest court name and two-digit
    numbers filled in."""
    keys = [f"kit.status.{key}" for key in STATUS_KEYS]
    catalogue = json.loads(asset_path("i18n", language, "prompts.json").read_text(encoding="utf-8"))
    keys += [key for key in catalogue if key.startswith(f"prompt.{title}.")]
    lines = []
    for key in keys:
        fields = set(re.findall(r"\{(\w+)\}", tr(key)))
        lines.append(tr(key, **{field: LONGEST_NAME if field == "name" else 10 for field in fields}))
    return lines


@pytest.mark.parametrize("title", list(TABLES))
def test_every_status_line_fits_its_box_in_every_language(title: str):
    """The status line is one line in a box 40 logical pixels high: every text it can show fits it at its smallest
    size, at every player count, in English, German and Dutch ("The game is over. Click for the results sheet with
    every line of the scoring." ran past Hof-Verrat's box). The app draws on its logical surface and scales the whole
    frame to the window, so what fits there fits at 1280x720 and at 1920x1080 alike."""
    pygame.font.init()
    for players in TITLES.get(title).player_counts:
        zone = SeatGeometry(title, players, 0).zone("status")
        for language in ("en", "de", "nl"):
            set_language(language)
            for line in status_lines(title, language):
                assert hud.fits_status(zone, line), f"{language}, {players} players: {line!r}"
    set_language("en")


def play_first_legal(table: KitTable) -> None:
    action = table.view.legal_actions[0]
    table.decisions.play(action, table.decisions.routes[action].item)


@pytest.mark.parametrize("title", list(TABLES))
def test_each_person_at_a_hot_seat_is_shown_how_to_play_on_their_own_first_turn(data_folder: Path, title: str):
    people = [Seat("Ada"), Seat("Bert"), *computers(fewest(title) - 2)]
    app, match = open_position(data_folder, title, people, lasting_seed(title, len(people)), MOVES)
    table = the_table(app)
    turns: dict[int, int] = {}
    for _ in range(4000):
        if match.state.over or min(turns.get(0, 0), turns.get(1, 0)) >= 2:
            break
        if isinstance(app.top, CurtainScene):
            frames(app, round(READY_DELAY * 60) + 2)
            click(app, (960, 540))
            continue
        if table.runner.accepts_input and not table.busy and not table.offering:
            seat = table.view.seat
            first = turns.get(seat, 0) == 0
            prompt = table.prompt()
            if first:
                assert prompt == (table.first_prompt(), False), f"{people[seat].name}'s first turn shows how to play"
            else:
                assert prompt is None or prompt[0] != table.first_prompt(), "and only until their first move"
            turns[seat] = turns.get(seat, 0) + 1
            play_first_legal(table)
        frames(app)
    assert min(turns.get(0, 0), turns.get(1, 0)) >= 1 and max(turns.values()) >= 2, turns


@pytest.mark.parametrize("title", list(TABLES))
def test_a_continued_game_never_names_the_person_in_the_third_person_for_their_own_decision(
    data_folder: Path, title: str, monkeypatch: pytest.MonkeyPatch
):
    app, _ = with_computers(data_folder, title)
    table = the_table(app)
    settle(app, table)
    play_first_legal(table)
    settle(app, table)
    app.settings.animation_speed = "normal"
    app.save_settings()
    BACKGROUND.flush()
    seen: list[str] = []
    real = KitTable.status

    def noted(self: KitTable) -> str:
        text = real(self)
        view = self.view
        if view is not None and view.to_move == view.seat and not (self.offering and self.moving_status):
            seen.append(text)
        return text

    monkeypatch.setattr(KitTable, "status", noted)
    resumed_app, resumed = continue_after_restart(data_folder)
    settle(resumed_app, resumed)
    assert resumed.runner.accepts_input and seen
    assert not any("Ada" in text for text in seen), [text for text in seen if "Ada" in text][:1]
