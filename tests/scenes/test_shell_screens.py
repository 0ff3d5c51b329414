"""Curtain, pause, results, rules and the screenshots of every screen at 1280×720 and 1920×1080."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.core import Match, Result, ScoreLine, Seat
from scenes.curtain import CurtainScene, Handover
from scenes.drive import click, frames, press
from scenes.i18n import set_language, translator
from scenes.menu import MenuScene
from scenes.pause import PauseScene
from scenes.results import ResultsScene, line_text, places
from scenes.rules import RulesScene
from scenes.settings import SettingsScene
from scenes.setup import SetupScene
from scenes.storage import autosave_file
from tests.scenes.helpers import ToyTable, make_app, screenshot
from tests.toy_title import HIGH_CARD

PEOPLE = [Seat("Anna"), Seat("Bert"), Seat("Gräfin Adelheid", "computer", "normal")]


def test_the_curtain_falls_between_two_people_and_lifts_on_a_click(data_folder: Path):
    app = make_app(data_folder)
    handover = Handover(PEOPLE)
    shown = []
    assert handover.reveal(app, 0, lambda: shown.append(0)), "the first private view of a hot-seat game is curtained"
    curtain = app.top
    assert isinstance(curtain, CurtainScene) and curtain.name == "Anna"
    assert [scene.opaque for scene in app.stack[-1:]] == [True], "nothing beneath shows through"
    click(app, (960, 540))
    assert app.top is curtain, "the click that ended a turn does not lift the curtain at once"
    frames(app, 20)
    screenshot(app, "curtain")
    click(app, (960, 540))
    assert isinstance(app.top, MenuScene) and shown == [0]

    assert not handover.reveal(app, 0, lambda: shown.append(0)), "the same person again: no curtain"
    assert not handover.reveal(app, 2), "a computer seat's view is never shown, so no curtain"
    assert handover.reveal(app, 1, lambda: shown.append(1))
    frames(app, 20)
    press(app, pygame.K_SPACE)
    assert isinstance(app.top, MenuScene) and shown == [0, 0, 1]


def test_no_curtain_when_only_one_person_plays(data_folder: Path):
    app = make_app(data_folder)
    handover = Handover([Seat("Anna"), Seat("Bot", "computer", "easy"), Seat("Bot 2", "computer", "hard")])
    for seat in (0, 1, 2, 0):
        assert not handover.reveal(app, seat)
    assert isinstance(app.top, MenuScene)


def play_toy_to_the_end(app) -> None:
    while isinstance(app.top, ToyTable):
        press(app, pygame.K_RETURN)


def test_a_finished_game_shows_results_counts_and_plays_again(data_folder: Path):
    app = make_app(data_folder)
    click(app, app.top.buttons["new_game"].rect.center)
    toy = next(card for card in app.top.controls.widgets if getattr(card, "ruleset", None) is HIGH_CARD)
    click(app, toy.rect.center)
    click(app, app.top.start_button.rect.center)
    play_toy_to_the_end(app)
    results = app.top
    assert isinstance(results, ResultsScene)
    assert app.statistics.titles[HIGH_CARD.id].played == 1
    assert not (data_folder / autosave_file(HIGH_CARD.id)).exists(), "a finished game leaves nothing to continue"
    screenshot(app, "results-toy")
    again = next(button for button in results.controls.widgets if getattr(button, "label", "") == "Play again")
    click(app, again.rect.center)
    assert isinstance(app.top, ToyTable) and [type(s) for s in app.stack] == [MenuScene, ToyTable]
    play_toy_to_the_end(app)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene) and len(app.stack) == 1


def test_results_translate_known_lines_and_show_unknown_keys_with_their_params(data_folder: Path, monkeypatch):
    monkeypatch.setitem(translator._fallback, "test.district", "{count} cards of the {family} in your district")
    known = ScoreLine(0, "test.district", 4, {"count": 4, "family": "stag"})
    unknown = ScoreLine(1, "test.unknown", 2, {"family": "toad"})
    assert line_text(known) == "4 cards of the stag in your district"
    assert line_text(unknown) == "test.unknown (family=toad)"
    result = Result((4, 4, 1), (known, unknown, ScoreLine(2, "test.unknown", 1)), ((0, 1), (2,)))
    assert places(result) == [(1, 0), (1, 1), (3, 2)], "a shared first place, then third"
    app = make_app(data_folder)
    app.push(ResultsScene(app, "High Card", result, ["Anna", "Bert", "Gräfin Adelheid"]))
    frames(app)
    screenshot(app, "results-shared")
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)


def test_pause_resumes_on_escape_and_save_and_leave_offers_continue(data_folder: Path):
    app = make_app(data_folder)
    match = Match.start(HIGH_CARD, PEOPLE[:2], seed=3)
    app.push(ToyTable(app, match))
    app.push(PauseScene(app, match))
    frames(app)
    screenshot(app, "pause")
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, ToyTable)
    app.push(PauseScene(app, match))
    rules, settings = app.top.controls.widgets[1:3]
    click(app, rules.rect.center)
    assert isinstance(app.top, RulesScene) and app.top.title_id == HIGH_CARD.id
    press(app, pygame.K_ESCAPE)
    click(app, settings.rect.center)
    assert isinstance(app.top, SettingsScene)
    press(app, pygame.K_ESCAPE)
    click(app, app.top.controls.widgets[3].rect.center)
    assert isinstance(app.top, MenuScene) and app.top.buttons["continue"].enabled


def test_rules_scroll_by_wheel_and_keys_and_switch_titles(data_folder: Path):
    app = make_app(data_folder)
    click(app, app.top.buttons["rules"].rect.center)
    rules = app.top
    assert isinstance(rules, RulesScene) and rules.title_id == "hofverrat"
    assert rules.page.limit > 0, "the Hof-Verrat summary is longer than one page"
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False))
    frames(app)
    assert rules.page.offset > 0
    press(app, pygame.K_END)
    assert rules.page.offset == rules.page.limit
    screenshot(app, "rules-end")
    press(app, pygame.K_HOME)
    press(app, pygame.K_RIGHT)
    assert rules.title_id == "verraeter" and rules.page.offset == 0
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)


@pytest.mark.parametrize("window", ["1280x720", "1920x1080"])
@pytest.mark.parametrize("language", ["en", "de"])
def test_screenshots_of_every_screen(data_folder: Path, window: str, language: str):
    app = make_app(data_folder, window=window)
    set_language(language)
    app.settings.language = language
    app.open_menu()
    suffix = "" if language == "en" else f"-{language}"
    screens = {
        "menu": None,
        "setup": SetupScene(app),
        "settings": SettingsScene(app),
        "rules": RulesScene(app),
        "curtain": CurtainScene(app, "Anna"),
    }
    for name, scene in screens.items():
        if scene is not None:
            app.push(scene)
        frames(app, 2)
        assert app.window.get_size() == tuple(int(n) for n in window.split("x"))
        screenshot(app, f"screen-{name}{suffix}")
        assert app.top is (scene or app.stack[0]), f"the {name} screen is the one drawn"
        if scene is not None:
            app.pop()
    hofnar = SetupScene(app)
    app.push(hofnar)
    hofnar.choose_title(next(r for r in app.titles if r.id == "hofnar"))
    hofnar.set_players(9)
    frames(app)
    screenshot(app, f"screen-setup-nine{suffix}")
