"""More than one game in progress (issue 34 §5): each title keeps its own; starting a game of another title keeps the
saved one, Continue offers each title's game, a finished game forgets only its own, and the single autosave of
earlier versions is still taken up."""

from __future__ import annotations

from pathlib import Path

from game.core import Match, Seat
from game.hofnar import RULESET as HOFNAR
from game.titles import TITLES
from game.verraeter import RULESET as VERRAETER
from scenes.app import App
from scenes.continue_choice import ContinueChoiceScene
from scenes.drive import click, frames
from scenes.menu import MenuScene
from scenes.storage import AUTOSAVE_FILE, Storage, autosave_file
from scenes.tables.hofnar import HofnarTable
from scenes.tables.verraeter import VerraeterTable
from scenes.ui.dialog import Dialog
from tests.scenes.test_shell_setup import open_setup, pick_title

PEOPLE = [Seat("Ada"), Seat("Bert", "computer", "easy"), Seat("Cleo", "computer", "easy")]


def fresh_app(folder: Path) -> App:
    """The app as a person starts it on ``folder``, at the main menu."""
    app = App(storage=Storage(folder))
    app.open_menu()
    frames(app, 2)
    return app


def start_from_setup(app: App, title_id: str) -> None:
    """New game → the title → Start, by clicks, then back to the menu (the game stays in progress)."""
    setup = open_setup(app)
    pick_title(app, title_id)
    click(app, setup.start_button.rect.center)
    assert not isinstance(app.top, Dialog), "no game of this title was in progress: nothing to replace"
    frames(app, 3)
    app.back_to_root()
    app.storage.flush()


def test_starting_a_game_of_another_title_keeps_the_saved_game_and_continue_offers_each(tmp_path: Path):
    app = fresh_app(tmp_path)
    start_from_setup(app, "hofnar")
    start_from_setup(app, "verraeter")
    assert (tmp_path / autosave_file("hofnar")).exists() and (tmp_path / autosave_file("verraeter")).exists()

    again = fresh_app(tmp_path)
    menu = again.top
    assert isinstance(menu, MenuScene) and menu.buttons["continue"].enabled
    click(again, menu.buttons["continue"].rect.center)
    choice = again.top
    assert isinstance(choice, ContinueChoiceScene)
    assert [record.title for record in choice.records] == ["verraeter", "hofnar"], "the game saved last first"
    labels = [button.label for button in choice.controls.widgets]
    assert labels[0].startswith("Verräter (") and labels[1].startswith("Hofnar (") and labels[2] == "Back"
    click(again, choice.controls.widgets[1].rect.center)
    assert isinstance(again.top, HofnarTable)
    assert again.top.runner.match.record == again.storage.load_autosave(again.titles, "hofnar")


def test_a_new_game_of_the_same_title_asks_before_it_replaces_the_one_in_progress(tmp_path: Path):
    app = fresh_app(tmp_path)
    start_from_setup(app, "verraeter")
    setup = open_setup(app)
    pick_title(app, "verraeter")
    click(app, setup.start_button.rect.center)
    assert isinstance(app.top, Dialog), "the game of Verräter in progress would be replaced: asked first"


def test_a_finished_game_forgets_only_its_own_title(tmp_path: Path):
    storage = Storage(tmp_path)
    hofnar = Match.start(HOFNAR, PEOPLE, seed=3, options={"king": 0})
    verraeter = Match.start(VERRAETER, PEOPLE, seed=4)
    storage.save_autosave(hofnar.record)
    storage.save_autosave(verraeter.record)
    storage.flush()
    storage.clear_autosave("hofnar")
    assert storage.load_autosave(TITLES, "hofnar") is None
    assert storage.load_autosave(TITLES, "verraeter") == verraeter.record
    assert storage.load_autosaves(TITLES) == [verraeter.record]


def test_the_single_autosave_of_earlier_versions_is_taken_up_and_continued(tmp_path: Path):
    verraeter = Match.start(VERRAETER, PEOPLE, seed=4)
    verraeter.apply(verraeter.state.legal_actions()[0])
    (tmp_path / AUTOSAVE_FILE).write_text(verraeter.record.to_json_text(), "utf-8")
    app = fresh_app(tmp_path)
    assert app.top.buttons["continue"].enabled
    click(app, app.top.buttons["continue"].rect.center)
    assert isinstance(app.top, VerraeterTable), "one game in progress opens at once"
    assert app.top.runner.match.record.actions[:1] == verraeter.record.actions
    assert not (tmp_path / AUTOSAVE_FILE).exists() and (tmp_path / autosave_file("verraeter")).exists()


def test_a_game_in_progress_under_another_titles_name_is_set_aside_with_a_notice(tmp_path: Path):
    verraeter = Match.start(VERRAETER, PEOPLE, seed=4)
    (tmp_path / autosave_file("hofnar")).write_text(verraeter.record.to_json_text(), "utf-8")
    storage = Storage(tmp_path)
    assert storage.load_autosaves(TITLES) == []
    assert [key for key, _ in storage.take_notices()] == ["notice.autosave_damaged"]
