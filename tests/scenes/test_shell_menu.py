"""The app shell driven with real events: menu, new game, settings, Continue, notices, scaling, F11."""

from __future__ import annotations

import json
from pathlib import Path

import pygame

from game.core import Match, Seat
from scenes.drive import click, drag, frames, move, press, type_text
from scenes.i18n import tr
from scenes.menu import MenuScene
from scenes.settings import SettingsScene
from scenes.setup import SetupScene
from scenes.storage import SETTINGS_FILE, autosave_file
from scenes.ui.choice import Choice, Toggle, segment_rects
from scenes.ui.slider import Slider
from scenes.ui.textfield import TextField
from tests.scenes.helpers import ToyTable, make_app, screenshot
from tests.toy_title import HIGH_CARD


def choose(app, choice: Choice, value) -> None:
    """Click the segment of ``choice`` that shows ``value``."""
    segment = segment_rects(choice.rect, choice.weights)[choice.values.index(value)]
    click(app, segment.center)


def test_start_new_game_configure_seats_and_go_back(data_folder: Path):
    app = make_app(data_folder)
    assert isinstance(app.top, MenuScene)
    screenshot(app, "menu")
    click(app, app.top.buttons["new_game"].rect.center)
    setup = app.top
    assert isinstance(setup, SetupScene)
    assert setup.ruleset.id == "hofverrat" and setup.players == 3
    assert [seat.controller for seat in setup.seats] == ["human", "computer", "computer"]
    screenshot(app, "setup")

    players = next(w for w in setup.controls.widgets if isinstance(w, Choice) and 5 in w.values)
    choose(app, players, 4)
    assert setup.players == 4 and len(setup.seats) == 4
    kinds = [w for w in setup.controls.widgets if isinstance(w, Choice) and "human" in w.values]
    choose(app, kinds[1], "human")
    assert setup.seats[1].controller == "human"
    assert setup.seats[1].name == "Player 2", "an untouched name follows the switch to a person"
    field = [w for w in setup.controls.widgets if isinstance(w, TextField)][1]
    click(app, field.rect.center)
    for _ in range(len(field.text)):
        press(app, pygame.K_BACKSPACE)
    type_text(app, "Anna")
    press(app, pygame.K_RETURN)
    assert setup.seats[1].name == "Anna"
    levels = [w for w in setup.controls.widgets if isinstance(w, Choice) and "hard" in w.values]
    choose(app, levels[0], "hard")
    assert setup.seats[2].level == "hard"
    assert [seat.to_seat() for seat in setup.seats][1:3] == [
        Seat("Anna"),
        Seat(setup.seats[2].name, "computer", "hard"),
    ]
    screenshot(app, "setup-configured")

    assert not setup.start_button.enabled, "Hof-Verrat has no table yet: Start waits"
    click(app, setup.start_button.rect.center)
    assert app.top is setup
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)


def test_one_person_against_the_computer_is_two_clicks(data_folder: Path):
    app = make_app(data_folder)
    click(app, app.top.buttons["new_game"].rect.center)
    toy = next(card for card in app.top.controls.widgets if getattr(card, "ruleset", None) is HIGH_CARD)
    click(app, toy.rect.center)
    assert app.top.start_button.enabled
    click(app, app.top.start_button.rect.center)
    table = app.top
    assert isinstance(table, ToyTable)
    seats = table.match.seats
    assert [seat.is_human for seat in seats] == [True, False, False]
    app.storage.flush()
    assert (data_folder / autosave_file(HIGH_CARD.id)).exists(), "a new match is autosaved at once"
    assert [type(scene) for scene in app.stack] == [MenuScene, ToyTable]


def test_continue_is_greyed_out_without_a_save_and_resumes_one(data_folder: Path):
    app = make_app(data_folder)
    assert not app.top.buttons["continue"].enabled
    move(app, app.top.buttons["continue"].rect.center)
    frames(app, 40)
    screenshot(app, "menu-continue-tooltip")
    click(app, app.top.buttons["continue"].rect.center)
    assert isinstance(app.top, MenuScene)

    match = Match.start(HIGH_CARD, [Seat("Ada"), Seat("Bert", "computer", "easy")], seed=7)
    match.apply(match.state.legal_actions()[0])
    app.storage.save_autosave(match.record)
    app2 = make_app(data_folder)
    assert app2.top.buttons["continue"].enabled
    click(app2, app2.top.buttons["continue"].rect.center)
    assert isinstance(app2.top, ToyTable)
    assert app2.top.match.record == match.record


def test_settings_persist_across_a_restart(data_folder: Path):
    app = make_app(data_folder)
    click(app, app.top.buttons["settings"].rect.center)
    settings = app.top
    assert isinstance(settings, SettingsScene)
    widgets = settings.controls.widgets
    language = next(w for w in widgets if isinstance(w, Choice) and "de" in w.values)
    choose(app, language, "de")
    assert app.top.back_button.label == "Zurück", "the screen speaks German at once"
    widgets = app.top.controls.widgets
    speed = next(w for w in widgets if isinstance(w, Choice) and "instant" in w.values)
    choose(app, speed, "instant")
    slider = next(w for w in widgets if isinstance(w, Slider))
    drag(app, slider.track.midright, slider.track.center)
    toggles = {w.label: w for w in widgets if isinstance(w, Toggle)}
    mute, wait = toggles[tr("settings.mute")], toggles[tr("settings.wait")]
    assert not mute.value and not wait.value, "both start off"
    click(app, mute.rect.center)
    click(app, wait.rect.center)
    screenshot(app, "settings-de")
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene) and app.top.buttons["new_game"].label == "Neues Spiel"

    saved = json.loads((data_folder / SETTINGS_FILE).read_text("utf-8"))
    assert saved["version"] == 1
    restarted = make_app(data_folder)
    assert restarted.settings.language == "de"
    assert restarted.settings.animation_speed == "instant"
    assert restarted.settings.muted is True
    assert restarted.settings.wait_after_round is True
    assert 45 <= restarted.settings.volume <= 55
    assert restarted.top.buttons["new_game"].label == "Neues Spiel"


def test_keyboard_alone_reaches_settings_and_changes_them(data_folder: Path):
    app = make_app(data_folder)
    for _ in range(5):
        press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, SettingsScene), "Down ×5 from New game lands on Settings (Continue is skipped)"
    press(app, pygame.K_TAB)
    press(app, pygame.K_RIGHT)
    assert app.settings.window == "1600x900"
    screenshot(app, "settings-keyboard")
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)


def test_a_damaged_settings_file_is_reported_once_and_replaced(data_folder: Path):
    data_folder.mkdir(parents=True)
    (data_folder / SETTINGS_FILE).write_text("{ not json", "utf-8")
    app = make_app(data_folder)
    assert type(app.top).__name__ == "Dialog", "the notice shows above the menu"
    assert app.settings.language == "en"
    kept = list(data_folder.glob("settings.damaged-*.json"))
    assert len(kept) == 1 and kept[0].read_text("utf-8") == "{ not json"
    screenshot(app, "notice-damaged")
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, MenuScene)
    again = make_app(data_folder)
    assert isinstance(again.top, MenuScene), "reported once: the next start is quiet"


def test_an_unwritable_data_folder_gives_a_notice_and_play_goes_on(tmp_path: Path):
    blocker = tmp_path / "blocker"
    blocker.write_text("a file where the folder should be", "utf-8")
    app = make_app(blocker / "data")
    assert not app.storage.writable
    assert type(app.top).__name__ == "Dialog"
    press(app, pygame.K_ESCAPE)
    click(app, app.top.buttons["settings"].rect.center)
    language = next(w for w in app.top.controls.widgets if isinstance(w, Choice) and "nl" in w.values)
    choose(app, language, "nl")
    assert app.top.back_button.label == "Terug", "settings still apply, they are just not saved"
    screenshot(app, "settings-unwritable")


def test_no_audio_device_means_silence_not_a_crash(data_folder: Path, monkeypatch):
    pygame.mixer.quit()
    monkeypatch.setenv("SDL_AUDIODRIVER", "no-such-device")
    app = make_app(data_folder)
    assert not app.audio.available
    app.audio.play("click")
    click(app, app.top.buttons["new_game"].rect.center)
    assert isinstance(app.top, SetupScene)
    pygame.mixer.quit()


def test_the_pointer_is_mapped_through_letterbox_and_scale(data_folder: Path):
    app = make_app(data_folder, window="1600x900")
    pygame.display.set_mode((1500, 1000), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1500, 1000), w=1500, h=1000))
    frames(app)
    assert app.viewport.offset[0] == 0 and app.viewport.offset[1] > 0, "bars above and below"
    screenshot(app, "menu-letterboxed")
    button = app.top.buttons["settings"].rect
    assert app.viewport.to_logical(app.viewport.to_window(button.center)) == button.center
    click(app, button.center)
    assert isinstance(app.top, SettingsScene)


def test_f11_toggles_fullscreen_and_remembers_it(data_folder: Path):
    app = make_app(data_folder)
    press(app, pygame.K_F11)
    assert app.settings.window == "fullscreen"
    assert pygame.display.get_surface().get_flags() & pygame.FULLSCREEN
    press(app, pygame.K_F11)
    assert app.settings.window == "1280x720"
    assert pygame.display.get_surface().get_size() == (1280, 720)


def test_quit_button_and_window_close_end_the_loop(data_folder: Path):
    app = make_app(data_folder)
    click(app, app.top.buttons["quit"].rect.center)
    assert not app.running
    other = make_app(data_folder)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    frames(other)
    assert not other.running


def test_escape_on_the_menu_asks_before_leaving(data_folder: Path):
    app = make_app(data_folder)
    press(app, pygame.K_ESCAPE)
    screenshot(app, "menu-quit-dialog")
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene) and app.running
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_RETURN)
    assert not app.running


def test_menu_frames_reuse_rendered_text(data_folder: Path):
    from scenes.ui import text

    app = make_app(data_folder)
    for y in range(400, 900, 50):
        move(app, (960, y))
    before = text.cache_size()
    for y in range(400, 900, 50):
        move(app, (960, y))
    assert text.cache_size() == before
