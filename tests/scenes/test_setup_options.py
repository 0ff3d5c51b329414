"""Every set-up option is explained where it is chosen (issue 35, item 5): resting the pointer on an option's choice
shows what it changes and when to pick each value, in the player's language."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.titles import TITLES
from scenes.drive import click, frames, move, press
from scenes.i18n import LANGUAGES, load_catalogue, set_language, tr
from scenes.setup import SetupScene, option_label
from scenes.ui import theme, widget
from scenes.ui.choice import Choice
from tests.scenes.helpers import make_app

OPTIONS = [(ruleset.id, option.key) for ruleset in TITLES for option in ruleset.options]


def test_every_option_of_every_title_has_an_explanation_in_all_three_languages():
    assert OPTIONS, "the titles have options"
    for language in LANGUAGES:
        catalogue = load_catalogue(language)
        for title_id, key in OPTIONS:
            words = catalogue.get(f"option.{title_id}.{key}.help", "")
            assert words.count(".") >= 2, (language, title_id, key, words)


@pytest.mark.parametrize("language", ["en", "de"])
def test_each_explanation_names_the_values_it_explains(language: str):
    set_language(language)
    for ruleset in TITLES:
        for option in ruleset.options:
            words = tr(f"option.{ruleset.id}.{option.key}.help")
            labels = [option_label(ruleset.id, option.key, value) for value in option.choices]
            named = [label for label in labels if not label.isdigit()]
            assert all(label.split(" (")[0] in words for label in named), (ruleset.id, option.key, named)


@pytest.mark.parametrize("language", ["en", "de"])
def test_resting_the_pointer_on_an_option_shows_its_explanation(
    data_folder: Path, monkeypatch: pytest.MonkeyPatch, language: str
):
    shown: list[str] = []
    draw = widget.draw_tooltip
    monkeypatch.setattr(
        widget, "draw_tooltip", lambda surface, words, anchor: (shown.append(words), draw(surface, words, anchor))
    )
    app = make_app(data_folder, window="1280x720")
    set_language(language)
    app.open_menu()
    click(app, app.top.buttons["new_game"].rect.center)
    setup = app.top
    assert isinstance(setup, SetupScene)
    for ruleset in TITLES:
        if not ruleset.options:
            continue
        card = next(card for card in setup.controls.widgets if getattr(card, "ruleset", None) is ruleset)
        click(app, card.rect.center)
        for option in ruleset.options:
            help_words = tr(f"option.{ruleset.id}.{option.key}.help")
            choice = next(
                item for item in setup.controls.widgets if isinstance(item, Choice) and item.tooltip == help_words
            )
            shown.clear()
            move(app, choice.rect.center)
            frames(app, round(theme.TOOLTIP_DELAY * 60) + 2)
            assert help_words in shown, (ruleset.id, option.key)
            move(app, (5, 5))


def test_tabbing_to_an_option_shows_its_explanation(data_folder: Path, monkeypatch: pytest.MonkeyPatch):
    shown: list[str] = []
    draw = widget.draw_tooltip
    monkeypatch.setattr(
        widget, "draw_tooltip", lambda surface, words, anchor: (shown.append(words), draw(surface, words, anchor))
    )
    app = make_app(data_folder, window="1280x720")
    set_language("de")
    app.open_menu()
    click(app, app.top.buttons["new_game"].rect.center)
    setup = app.top
    assert isinstance(setup, SetupScene)
    ruleset = next(ruleset for ruleset in TITLES if ruleset.options)
    card = next(card for card in setup.controls.widgets if getattr(card, "ruleset", None) is ruleset)
    click(app, card.rect.center)
    move(app, (5, 5))
    explained = {item.tooltip for item in setup.controls.widgets if isinstance(item, Choice) and item.tooltip}
    assert explained, ruleset.id
    reached: set[str] = set()
    for _ in range(len(setup.controls.widgets) + 1):
        shown.clear()
        press(app, pygame.K_TAB)
        frames(app, round(theme.TOOLTIP_DELAY * 60) + 2)
        focus = setup.controls.focus
        if focus is not None and focus.tooltip in explained:
            assert focus.tooltip in shown
            reached.add(focus.tooltip)
    assert reached == explained
