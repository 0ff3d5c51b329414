"""The set-up screen remembers each title's last set-up across restarts; odd or damaged memories fall back safely."""

from __future__ import annotations

import json
from pathlib import Path

import pygame

from scenes.drive import click, press, type_text
from scenes.menu import MenuScene
from scenes.setup import SetupScene
from scenes.setup_memory import SETUPS_FILE
from scenes.ui.choice import Choice, segment_rects
from scenes.ui.textfield import TextField
from tests.scenes.helpers import TOY_TABLES, ToyTable, make_app, screenshot
from tests.toy_title import HIGH_CARD


def choose(app, choice: Choice, value) -> None:
    """Click the segment of ``choice`` that shows ``value``."""
    click(app, segment_rects(choice.rect, choice.weights)[choice.values.index(value)].center)


def choices(setup: SetupScene, value) -> list[Choice]:
    """The choice rows that offer ``value``, top to bottom."""
    return [widget for widget in setup.controls.widgets if isinstance(widget, Choice) and value in widget.values]


def open_setup(app) -> SetupScene:
    click(app, app.top.buttons["new_game"].rect.center)
    assert isinstance(app.top, SetupScene)
    return app.top


def pick_title(app, title_id: str) -> None:
    card = next(
        card for card in app.top.controls.widgets if getattr(getattr(card, "ruleset", None), "id", None) == title_id
    )
    click(app, card.rect.center)


def test_new_game_remembers_each_titles_last_setup_across_a_restart(data_folder: Path):
    tables = {**TOY_TABLES, "verraeter": ToyTable}
    app = make_app(data_folder)
    app.tables = tables
    setup = open_setup(app)
    pick_title(app, "verraeter")
    choose(app, choices(setup, 4)[0], 4)
    choose(app, choices(setup, "equal_start")[0], "equal_start")
    choose(app, choices(setup, "human")[1], "human")
    field = [widget for widget in setup.controls.widgets if isinstance(widget, TextField)][1]
    click(app, field.rect.center)
    for _ in range(len(field.text)):
        press(app, pygame.K_BACKSPACE)
    type_text(app, "Anna")
    press(app, pygame.K_RETURN)
    choose(app, choices(setup, "hard")[1], "hard")
    click(app, setup.start_button.rect.center)
    assert isinstance(app.top, ToyTable)
    app.back_to_root()
    setup = open_setup(app)
    assert setup.ruleset.id == "verraeter", "New game opens on the title played last"
    pick_title(app, HIGH_CARD.id)
    click(app, setup.start_button.rect.center)
    press(app, pygame.K_RETURN)  # yes, replace the saved game
    assert isinstance(app.top, ToyTable)

    saved = json.loads((data_folder / SETUPS_FILE).read_text("utf-8"))
    assert saved["version"] == 1 and saved["setups"]["last_title"] == HIGH_CARD.id

    restarted = make_app(data_folder)
    restarted.tables = tables
    restarted.settings.language = "de"
    restarted.save_settings()
    setup = open_setup(restarted)
    assert setup.ruleset is HIGH_CARD
    pick_title(restarted, "verraeter")
    assert setup.players == 4 and setup.options == {"circle": "random", "hands": "equal_start"}
    assert [(seat.name, seat.controller) for seat in setup.seats] == [
        ("Spieler 1", "human"),
        ("Anna", "human"),
        ("Graf Ruprecht", "computer"),
        ("Baronin Kunigunde", "computer"),
    ], "typed names stay; untyped ones follow the language"
    assert [seat.level for seat in setup.seats[2:]] == ["normal", "hard"]
    screenshot(restarted, "setup-remembered-de")
    pick_title(restarted, "hofverrat")
    assert setup.options == {} and setup.players == 4, "a title never started keeps the count chosen so far"


def test_a_damaged_setups_file_is_set_aside_and_odd_entries_fall_back_part_by_part(data_folder: Path):
    data_folder.mkdir(parents=True)
    (data_folder / SETUPS_FILE).write_text("{ not json", "utf-8")
    app = make_app(data_folder)
    assert type(app.top).__name__ == "Dialog", "the damaged file is reported"
    assert len(list(data_folder.glob("setups.damaged-*.json"))) == 1
    press(app, pygame.K_RETURN)
    assert open_setup(app).ruleset.id == "hofverrat", "the defaults, as on a first start"

    odd = {
        "last_title": "no such title",
        "titles": {
            "hofverrat": {"players": 99, "options": {}, "seats": []},
            "verraeter": {
                "players": 3,
                "options": {"circle": "upside down", "hands": "equal_start"},
                "seats": [{"name": "Ada", "controller": "robot"}, {"name": "Bo", "controller": "computer", "level": 7}],
            },
            "listtuecke": {"players": 3, "options": {"set_aside_variant": 1}, "seats": "everyone"},
        },
    }
    document = {"format": "hofintrigen-setups", "version": 1, "setups": odd}
    (data_folder / SETUPS_FILE).write_text(json.dumps(document), "utf-8")
    app = make_app(data_folder)
    assert isinstance(app.top, MenuScene), "odd values are not damage"
    setup = open_setup(app)
    assert setup.ruleset.id == "hofverrat" and setup.players == 3, "an impossible count drops the entry"
    pick_title(app, "verraeter")
    assert setup.options == {"circle": "random", "hands": "equal_start"}
    assert [(seat.name, seat.controller, seat.level) for seat in setup.seats] == [
        ("Player 1", "human", "normal"),
        ("Gräfin Adelheid", "computer", "normal"),
        ("Graf Ruprecht", "computer", "normal"),
    ], "an unreadable seat is a default seat; an unknown level is Normal; an untyped name is the default name"
    pick_title(app, "listtuecke")
    assert setup.options == {"set_aside_variant": False}, "JSON's 1 is not the option value True"
