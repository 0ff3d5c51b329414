"""Defects of issue 34 §4 at Hofnar and on the results screen: a person as the King neither wins nor loses (HN-18),
shown so on the results and counted apart in the statistics; no scoring line ends in "±0"."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

import scenes.setup as setup_scene
from game.core import Match, ScoreLine, Seat
from game.hofnar import RULESET
from scenes.app import App
from scenes.drive import click, frames
from scenes.i18n import set_language, tr
from scenes.play import finish_match
from scenes.results import ResultsScene, points_text, unranked, unranked_text
from scenes.setup import SetupScene
from scenes.statistics import StatisticsScene, statistics_rows
from scenes.storage import Storage
from scenes.ui.text import render
from tests.scenes.helpers import screenshot

PLAYERS = 4


def finished_with_the_person_as_king() -> Match:
    """A game of four played to its end, the person (seat 0) the King."""
    seats = [Seat("Ada"), *(Seat(f"Computer {number}", "computer", "easy") for number in range(1, PLAYERS))]
    match = Match.start(RULESET, seats, seed=5, options={"king": 0})
    while not match.state.over:
        match.apply(match.state.legal_actions()[0])
    return match


def test_hn18_a_person_as_the_king_neither_wins_nor_loses_and_is_counted_apart(tmp_path: Path):
    set_language("en")
    match = finished_with_the_person_as_king()
    app = App(storage=Storage(tmp_path))
    app.open_menu()
    finish_match(app, match)
    frames(app, 2)
    assert isinstance(app.top, ResultsScene)
    result = match.state.result()
    assert unranked(result, PLAYERS) == [0], "the King stands apart from the ranking"
    assert unranked_text(result, "Ada") == tr("hofnar.results.unranked", name="Ada")
    screenshot(app, "results-hofnar-king")

    entry = app.statistics.titles["hofnar"]
    assert entry.played == 0 and not entry.tallies, "not a game lost with 0"
    assert entry.unranked == 1 and not entry.recent[0].ranked and not entry.recent[0].won
    reloaded = Storage(tmp_path)
    assert reloaded.load_statistics().titles["hofnar"].unranked == 1 and reloaded.take_notices() == []

    texts = [cell[1] for row in statistics_rows(list(app.titles), app.statistics) for cell in row.cells]
    assert tr("statistics.unranked.one") in texts
    assert any("neither won nor lost" in text for text in texts)
    assert not any(" lost with 0" in text for text in texts)
    click(app, app.top.controls.widgets[-1].rect.center)  # Menu
    app.push(StatisticsScene(app))
    frames(app, 2)
    screenshot(app, "statistics-hofnar-king")


def test_no_scoring_line_ends_in_plus_minus_zero():
    match = finished_with_the_person_as_king()
    lines = match.state.result().lines
    assert any(line.points == 0 for line in lines)
    assert all(points_text(line) == "" for line in lines if line.points == 0)
    assert points_text(ScoreLine(0, "any", 2, {})) == "+2" and points_text(ScoreLine(0, "any", -1, {})) == "−1"


def test_hn18_a_game_judged_as_the_king_counts_as_played_on_the_setup_screen(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    """The set-up screen neither calls Hofnar "not played yet" nor offers to learn it first after a game the person
    finished as the King: it names the game judged apart from the won and lost ones."""
    app = App(storage=Storage(tmp_path))
    set_language("de")
    app.open_menu()
    finish_match(app, finished_with_the_person_as_king())
    frames(app, 2)
    lines: list[str] = []

    def render_noting(text: str, *rest, **style) -> pygame.Surface:
        lines.append(text)
        return render(text, *rest, **style)

    monkeypatch.setattr(setup_scene, "render", render_noting)
    setup = SetupScene(app)
    app.push(setup)
    card = next(card for card in setup.controls.widgets if getattr(card, "ruleset", None) is RULESET)
    lines.clear()
    click(app, card.rect.center)
    frames(app, 2)
    assert setup.ruleset is RULESET and not setup.offers_lesson
    assert tr("setup.record_judged", played=0, won=0, judged=1) in lines
    assert tr("setup.record_none") not in lines
