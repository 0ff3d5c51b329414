"""When the data folder stops taking writes mid-game (issue 21, part 5): the table says so at the first failed write,
the app keeps trying at every save and says when saving works again, a failed autosave does not switch off the
statistics, and nothing claims a save that did not happen."""

from __future__ import annotations

import shutil
from pathlib import Path

import pygame
import pytest

from game.core import Match, Seat
from game.titles import TITLES
from scenes.app import App
from scenes.drive import frames, press
from scenes.i18n import tr
from scenes.menu import MenuScene
from scenes.play import open_table
from scenes.profile import Outcome, Statistics
from scenes.storage import STATISTICS_FILE, Storage
from scenes.tables import TABLES
from scenes.ui.dialog import Dialog
from tests.scenes.helpers import screenshot


def watched_game(folder: Path, title_id: str, window: str = "1280x720", language: str = "en") -> tuple[App, Match]:
    """Computers playing ``title_id`` at instant speed on a real app, watched from seat 0."""
    storage = Storage(folder)
    settings = storage.load_settings()
    settings.animation_speed, settings.window, settings.language = "instant", window, language
    storage.save_settings(settings)
    app = App(storage=storage)
    app.open_menu()
    ruleset = TITLES.get(title_id)
    seats = [Seat(f"Graf {seat + 1}", "computer", "easy") for seat in range(ruleset.min_players)]
    match = Match.start(ruleset, seats, seed=11)
    storage.save_autosave(match.record)
    open_table(app, match, replace=False)
    return app, match


def take_the_folder_away(app: App, folder: Path) -> None:
    """The data folder disappears (a USB stick pulled, a network share gone), between two of the writer's saves."""
    app.storage.flush()
    shutil.rmtree(folder)


def frames_until(app: App, done, limit: int = 3000) -> None:
    for _ in range(limit):
        frames(app)
        if done():
            return
    raise AssertionError("it never happened")


@pytest.mark.parametrize("title_id", sorted(TABLES))
def test_the_table_says_at_once_when_a_save_fails_keeps_trying_and_says_when_it_works_again(
    title_id: str, data_folder: Path
):
    app, match = watched_game(data_folder, title_id)
    frames_until(app, lambda: len(match.record.actions) >= 1)
    take_the_folder_away(app, data_folder)
    frames_until(app, lambda: app.storage.failing)
    frames(app)
    assert isinstance(app.top, Dialog), "said in the frame after the first failed write, not only at the end"
    assert app.storage.take_notices() == []
    moves = len(match.record.actions)
    [shown] = [scene for scene in app.stack if isinstance(scene, Dialog)]
    assert shown.title == tr("notice.title")
    press(app, pygame.K_RETURN)
    frames_until(app, lambda: len(match.record.actions) >= moves + 4 or match.state.over)
    assert not any(isinstance(scene, Dialog) for scene in app.stack), "one notice for a run of failures"
    data_folder.mkdir()
    frames_until(app, lambda: isinstance(app.top, Dialog))
    app.storage.flush()
    assert app.storage.load_autosave(app.titles) == match.record, "it kept trying, and the save caught up"


@pytest.mark.parametrize(("language", "window"), [("en", "1280x720"), ("de", "1920x1080"), ("nl", "1280x720")])
def test_the_notice_at_the_table_in_words(language: str, window: str, data_folder: Path):
    app, match = watched_game(data_folder, "hofverrat", window, language)
    frames_until(app, lambda: len(match.record.actions) >= 2)
    take_the_folder_away(app, data_folder)
    frames_until(app, lambda: isinstance(app.top, Dialog))
    assert isinstance(app.stack[-2], TABLES["hofverrat"]), "shown at the table"
    app.storage.flush()
    screenshot(app, f"write-failed-{language}")
    data_folder.mkdir()


def test_a_failed_autosave_does_not_switch_off_the_statistics(data_folder: Path):
    storage = Storage(data_folder)
    match = Match.start(TITLES.get("hofverrat"), [Seat("Ada"), Seat("Bot", "computer", "easy")], seed=3)
    shutil.rmtree(data_folder)
    storage.save_autosave(match.record)
    storage.flush()
    assert [key for key, _ in storage.take_notices()] == ["notice.autosave_failed"]
    data_folder.mkdir()
    statistics = Statistics()
    statistics.record_game("hofverrat", Outcome("easy", True, 7, "2026-11-25"))
    storage.save_statistics(statistics)
    assert (data_folder / STATISTICS_FILE).exists()
    assert Storage(data_folder).load_statistics().titles["hofverrat"].won == 1


def test_leaving_while_saves_fail_does_not_claim_the_game_is_saved(data_folder: Path, monkeypatch):
    app, match = watched_game(data_folder, "hofverrat")
    frames_until(app, lambda: len(match.record.actions) >= 1)
    take_the_folder_away(app, data_folder)
    frames_until(app, lambda: isinstance(app.top, Dialog))
    press(app, pygame.K_RETURN)
    app.back_to_root()
    assert isinstance(app.top, MenuScene)
    asked = []
    monkeypatch.setattr("scenes.menu.Dialog", lambda app, title, message, buttons: asked.append(message))
    app.top.leave()
    assert asked == [tr("notice.quit_unsaved")]
