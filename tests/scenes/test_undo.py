"""Undo and "Take back my last move" at every title's table, with real events: U, Ctrl+Z, the Undo button, the pause
menu. A step of a person's own choice goes back; a greyed Undo says why in its tooltip and again in the prompt when U
is pressed; alone with computers, Ctrl+Z takes back the person's last move with the computers' answers and marks the
game in the statistics; at a hot seat it is refused with the reason."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

import pygame
import pytest

from game.core import Match, Rng, Ruleset, Seat, State
from game.core.values import redact
from game.titles import TITLES
from scenes.app import App
from scenes.curtain import READY_DELAY
from scenes.drive import click, frames, move, press, until
from scenes.i18n import tr
from scenes.pause import PauseScene
from scenes.play import open_table
from scenes.profile import Outcome, Statistics
from scenes.results import ResultsScene
from scenes.statistics import result_text
from scenes.storage import Storage
from scenes.tables.kit.runner import HOT_SEAT
from scenes.tables.kit.table import KitTable
from scenes.ui import theme
from tests.scenes.helpers import screenshot

ADA = Seat("Ada")
BEA = Seat("Bea")
RUPRECHT = Seat("Graf Ruprecht", "computer", "easy")
PLAYERS = {"hofverrat": 3, "verraeter": 3, "listtuecke": 4, "hofnar": 4}
"""Four at Mit List und Tücke, where three play without the Kurtisane (LT-6)."""
REVEALED = {
    "hofverrat": "refusal.undo.nothing_yet",  # its one reveal, the turn's draw, ends the turn
    "verraeter": "refusal.undo.revealed",
    "listtuecke": "refusal.undo.received",
    "hofnar": "refusal.undo.revealed",
}
"""The reason each title gives its person after something hidden came to light since their last step."""
IDS = [ruleset.id for ruleset in TITLES]


def position(ruleset: Ruleset, seats: Sequence[Seat], reached: Callable[[Match], bool]) -> Match:
    """The first random game (by seed) that reaches a position where ``reached`` holds."""
    for seed in range(1, 200):
        match = Match.start(ruleset, seats, seed)
        rng = Rng(seed)
        while not match.state.over:
            if reached(match):
                return match
            match.apply(match.state.random_action(rng))
    raise AssertionError(f"no game of {ruleset.id} reaches the position")


def mid_choice(match: Match) -> bool:
    """Ada is to move in the middle of her own choice: a step of it may be taken back."""
    return match.state.to_move == 0 and match.state.undoable_actions() > 0


def after_reveal(title: str) -> Callable[[Match], bool]:
    """Ada is to move, has moved before, and the title's reason after a reveal stands between."""

    def reached(match: Match) -> bool:
        state = match.state
        return (
            state.to_move == 0
            and match.decisions_since(0) is not None
            and state.undoable_actions() == 0
            and state.undo_refusal().key == REVEALED[title]
        )

    return reached


def open_match(
    folder: Path, match: Match, *, speed: str = "instant", window: str = "1280x720", language: str = "en"
) -> tuple[App, KitTable]:
    """An app on ``folder`` with ``match`` on its table."""
    storage = Storage(folder)
    settings = storage.load_settings()
    settings.window, settings.animation_speed, settings.language = window, speed, language
    storage.save_settings(settings)
    app = App(storage=storage)
    app.open_menu()
    storage.save_autosave(match.record)
    open_table(app, match, replace=False)
    frames(app, 3)
    table = next(scene for scene in app.stack if isinstance(scene, KitTable))
    return app, table


def settle(app: App, table: KitTable) -> None:
    """Run frames until the table is still."""
    until(app, lambda: not table.busy and not table.extras.busy, 600)


def rest_on(app: App, point: tuple[int, int]) -> None:
    """Move the pointer to ``point`` and keep it there until a tooltip would show."""
    move(app, point)
    frames(app, round(theme.TOOLTIP_DELAY * 60) + 3)


def ruleset_of(title: str) -> Ruleset:
    return TITLES.get(title)


def seats_for(title: str, people: Sequence[Seat] = (ADA,)) -> tuple[Seat, ...]:
    return (*people, *[RUPRECHT] * (PLAYERS[title] - len(people)))


@pytest.mark.parametrize("title", IDS)
def test_a_step_of_a_persons_own_choice_goes_back_with_the_undo_button_and_u(data_folder: Path, title: str):
    match = position(ruleset_of(title), seats_for(title), mid_choice)
    steps = match.state.undoable_actions()
    played = len(match.record.actions)
    app, table = open_match(data_folder, match)
    settle(app, table)
    undo = table.buttons["undo"]
    assert undo.enabled and undo.tooltip == tr("kit.button.undo.tip")
    click(app, undo.rect.center)
    settle(app, table)
    assert len(match.record.actions) == played - 1 and match.state.to_move == 0
    assert table.view == match.view(0), "the table shows the position taken back to"
    assert match.record.take_backs == 0, "an undo within the rules marks nothing"
    assert app.storage.load_autosave(app.titles) == match.record
    if steps > 1:
        press(app, pygame.K_u)
        settle(app, table)
        assert len(match.record.actions) == played - 2


@pytest.mark.parametrize("title", IDS)
def test_a_greyed_undo_says_why_and_ctrl_z_takes_back_with_the_computers_answers(data_folder: Path, title: str):
    ruleset = ruleset_of(title)
    match = position(ruleset, seats_for(title), after_reveal(title))
    reason = tr(REVEALED[title])
    earlier = match.record.without_last(match.decisions_since(0))
    app, table = open_match(data_folder, match)
    settle(app, table)
    undo = table.buttons["undo"]
    assert not undo.enabled
    assert undo.tooltip == tr("kit.undo.or_take_back", reason=reason), "the reason, and the way back with computers"
    rest_on(app, undo.rect.center)
    screenshot(app, f"undo-greyed-{title}")
    press(app, pygame.K_u)
    assert table.prompt() == (reason, True), "U is refused with the reason"
    assert match.record.take_backs == 0
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    settle(app, table)
    assert match.record.actions == earlier.actions, "back to Ada's last decision, the computers' answers with it"
    assert match.state.to_move == 0 and table.view == match.view(0)
    assert match.record.take_backs == 1 and app.storage.load_autosave(app.titles).take_backs == 1
    start = earlier.new_state(ruleset)
    history = [event for action in earlier.actions for event in redact(start.apply(action), 0)]
    assert not history or table.log.events[-len(history) :] == history, "the log is rebuilt to that moment"
    if title == "hofnar":  # the shortest game: played out, to see the mark reach the statistics
        finish_by_random_play(app, table, match)
        outcome = app.statistics.titles[title].recent[0]
        assert outcome.take_backs and result_text(outcome).endswith(tr("statistics.take_backs", result="").strip())


def finish_by_random_play(app: App, table: KitTable, match: Match) -> None:
    """Let Ada play random legal moves through the runner and the computers answer, until the results show."""
    rng = Rng(9)
    for _ in range(20_000):
        if isinstance(app.top, ResultsScene):
            return
        runner = table.runner
        if runner.accepts_input and not table.busy:
            runner.submit(match.state.random_action(rng))
        frames(app)
    raise AssertionError("the game did not reach its results")


@pytest.mark.parametrize("title", IDS)
def test_take_back_is_refused_with_the_reason_at_a_hot_seat(data_folder: Path, title: str):
    seats = seats_for(title, (ADA, BEA))
    match = position(ruleset_of(title), seats, after_reveal(title))
    played = len(match.record.actions)
    app, table = open_match(data_folder, match)
    assert app.top is not table, "the curtain names Ada first"
    frames(app, round(READY_DELAY * 60) + 2)
    press(app, pygame.K_RETURN)
    assert app.top is table
    settle(app, table)
    assert table.runner.accepts_input
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    assert table.prompt() == (tr(HOT_SEAT), True) and len(match.record.actions) == played
    assert table.buttons["undo"].tooltip == tr(REVEALED[title]), "no way back is offered at a hot seat"
    press(app, pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseScene)
    entry = next(button for button in pause.controls.widgets if button.label == tr("pause.take_back"))
    assert not entry.enabled and entry.tooltip == tr(HOT_SEAT)


def test_take_back_from_the_pause_menu_while_a_computer_thinks_drops_its_thinking(data_folder: Path):
    title = "listtuecke"

    def computer_answers(match: Match) -> bool:
        state: State = match.state
        return state.to_move != 0 and match.decisions_since(0) == 1

    match = position(ruleset_of(title), seats_for(title), computer_answers)
    played = len(match.record.actions)
    app, table = open_match(data_folder, match, speed="normal")
    frames(app, 2)
    assert table.runner.thinking_seat is not None, "a computer is thinking"
    press(app, pygame.K_ESCAPE)
    pause = app.top
    entry = next(button for button in pause.controls.widgets if button.label == tr("pause.take_back"))
    assert entry.enabled and entry.tooltip == tr("pause.take_back.tip")
    click(app, entry.rect.center)
    settle(app, table)
    frames(app, 2)
    assert app.top is table and len(match.record.actions) == played - 1
    assert match.state.to_move == 0 and table.runner.thinking is None and table.runner.accepts_input


@pytest.mark.parametrize(("language", "window"), [("en", "1280x720"), ("de", "1920x1080")])
def test_screenshots_of_a_greyed_undo_with_its_reason(data_folder: Path, window: str, language: str):
    match = position(ruleset_of("verraeter"), seats_for("verraeter"), after_reveal("verraeter"))
    app, table = open_match(data_folder, match, window=window, language=language)
    settle(app, table)
    rest_on(app, table.buttons["undo"].rect.center)
    assert table.buttons["undo"].tooltip.startswith(tr("refusal.undo.revealed"))
    screenshot(app, f"undo-tooltip-{language}")


def test_the_statistics_keep_the_take_back_mark_and_read_older_results_without_it():
    statistics = Statistics()
    statistics.record_game("hofnar", Outcome("easy", True, 2, "2026-11-27", take_backs=True))
    statistics.record_game("hofnar", Outcome("easy", False, 1, "2026-11-28"))
    data = statistics.to_json()
    assert "take_backs" not in data["titles"]["hofnar"]["recent"][0], "a game without take-backs is written as before"
    read, refused = Statistics.from_json(data)
    assert refused == 0 and [outcome.take_backs for outcome in read.titles["hofnar"].recent] == [False, True]
    assert result_text(read.titles["hofnar"].recent[1]) == tr(
        "statistics.take_backs", result=result_text(Outcome("easy", True, 2, "2026-11-27"))
    )
