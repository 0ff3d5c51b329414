"""Defects of issue 34 §4 on the set-up and settings screens, through the real app: switching titles keeps the
player count when the new title allows it and says so when not; an option that changes nothing for the count is not
offered; a window dragged to a new size is named so by the settings; a new size opens centred and on the screen."""

from __future__ import annotations

import os
from pathlib import Path

import pygame

from scenes.app import App, fitted_window
from scenes.drive import frames
from scenes.i18n import tr
from scenes.settings import SettingsScene
from scenes.storage import Storage
from scenes.ui.choice import Choice
from tests.scenes.helpers import screenshot
from tests.scenes.test_shell_setup import choices, choose, open_setup, pick_title


def real_app(folder: Path) -> App:
    app = App(storage=Storage(folder))
    app.open_menu()
    frames(app, 2)
    return app


def test_switching_titles_keeps_the_player_count_or_says_why_it_changed(data_folder: Path):
    app = real_app(data_folder)
    setup = open_setup(app)
    pick_title(app, "hofverrat")
    choose(app, choices(setup, 5)[0], 5)
    assert setup.players == 5 and setup.count_note is None
    pick_title(app, "hofnar")
    assert setup.players == 5 and setup.count_note is None, "Hofnar is played by five: the count stays"
    pick_title(app, "verraeter")
    assert setup.players == 4
    assert setup.count_note == tr("setup.count_changed", title="Verräter", low=3, high=4, count=4, wanted=5)
    screenshot(app, "setup-count-changed")
    choose(app, choices(setup, 3)[0], 3)
    assert setup.count_note is None
    pick_title(app, "hofverrat")
    assert setup.players == 3, "the count chosen last goes with the next title"


def test_an_option_that_changes_nothing_for_the_count_is_not_offered(data_folder: Path):
    app = real_app(data_folder)
    setup = open_setup(app)
    pick_title(app, "listtuecke")
    choose(app, choices(setup, 3)[0], 3)
    variant = tr("option.listtuecke.set_aside_variant.False")
    labels = [label for widget in setup.controls.widgets if isinstance(widget, Choice) for label in widget.labels]
    assert variant in labels, "with three players the variant is a choice"
    choose(app, choices(setup, 4)[0], 4)
    labels = [label for widget in setup.controls.widgets if isinstance(widget, Choice) for label in widget.labels]
    assert variant not in labels, "with four it does nothing, and is not offered as if chosen"


def test_a_window_dragged_to_a_new_size_is_named_so_in_the_settings(data_folder: Path):
    app = real_app(data_folder)
    pygame.display.set_mode((1500, 850), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1500, 850), w=1500, h=850))
    frames(app, 2)
    assert app.settings.window == "1500x850"
    assert Storage(data_folder).load_settings().window == "1500x850", "and it is kept"
    app.push(SettingsScene(app))
    frames(app, 2)
    window = app.top.rows[0][1]
    assert window.value == "1500x850" and "1500×850" in window.labels
    screenshot(app, "settings-dragged-size")


def test_a_new_window_size_opens_centred_and_within_the_screen(data_folder: Path):
    app = real_app(data_folder)
    app.settings.window = "1600x900"
    app.apply_window_setting()
    assert os.environ.get("SDL_VIDEO_CENTERED") == "1"
    assert fitted_window((1280, 720), (1920, 1080)) == (1280, 720)
    width, height = fitted_window((1920, 1080), (1920, 1080))
    assert width <= 1920 * 0.92 and height <= 1080 * 0.92 and abs(width / height - 16 / 9) < 0.01
    assert fitted_window((1920, 1080), (1366, 768))[0] <= 1366
