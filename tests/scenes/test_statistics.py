"""Statistics a player can look at (issue 19, part 3): finished games are counted per title and per computer level
faced, shown on the statistics screen reached from the menu, reset only after a confirmation, and an old statistics
file keeps working."""

from __future__ import annotations

import json
from pathlib import Path

import pygame

from game.core import Match, Seat
from scenes.drive import click, frames, press
from scenes.profile import EARLIER, PEOPLE_ONLY, Outcome, Statistics
from scenes.statistics import StatisticsScene, statistics_rows
from scenes.storage import STATISTICS_FILE, Storage
from scenes.ui.dialog import Dialog
from tests.scenes.helpers import make_app, screenshot
from tests.toy_title import HIGH_CARD


def play_to_the_end(app, seats: list[Seat], seed: int) -> Match:
    """Play a toy game through its table (Enter plays the first legal card) until the results show."""
    match = Match.start(HIGH_CARD, seats, seed=seed)
    app.push(app.tables[HIGH_CARD.id](app, match))
    while not match.state.over:
        press(app, pygame.K_RETURN)
    return match


def texts(rows) -> list[list[str]]:
    return [[text for _, text, _ in row.cells] for row in rows]


def test_finished_games_are_counted_per_level_faced_and_shown(data_folder: Path):
    app = make_app(data_folder)
    hard = play_to_the_end(app, [Seat("Ada"), Seat("Bot", "computer", "hard"), Seat("Eve", "computer", "easy")], 3)
    easy = play_to_the_end(app, [Seat("Ada"), Seat("Bot", "computer", "easy")], 4)
    play_to_the_end(app, [Seat("Ada"), Seat("Bert")], 5)
    entry = Storage(data_folder).load_statistics().titles[HIGH_CARD.id]
    assert {level: tally.played for level, tally in entry.tallies.items()} == {"hard": 1, "easy": 1, PEOPLE_ONLY: 1}
    assert entry.tallies["hard"].best == hard.state.result().scores[0], "the strongest level faced counts the game"
    assert entry.tallies["easy"].won == int(0 in easy.state.result().winners)
    assert [outcome.opponents for outcome in entry.recent] == [PEOPLE_ONLY, "easy", "hard"], "newest first"

    app.back_to_root()
    click(app, app.top.buttons["statistics"].rect.center)
    assert isinstance(app.top, StatisticsScene)
    shown = texts(app.top.rows)
    easy_tally = entry.tallies["easy"]
    share = f"{round(100 * easy_tally.won / easy_tally.played)}%"
    header = shown.index(["Against", "Played", "Won", "Share won", "Best score"])
    assert shown[header + 1] == ["Easy computers", "1", str(easy_tally.won), share, str(easy_tally.best)]
    assert [row[:2] for row in shown[header + 2 : header + 4]] == [["Hard computers", "1"], ["People only", "1"]]
    assert sum(1 for row in shown if row[0].startswith("20")) == 3, "the last results are listed"
    screenshot(app, "statistics")


def test_reset_asks_first_and_then_forgets_every_game(data_folder: Path):
    app = make_app(data_folder)
    app.statistics.record_game(HIGH_CARD.id, Outcome("normal", True, 2, "2026-11-25"))
    app.push(StatisticsScene(app))
    frames(app)
    reset = app.top.controls.widgets[-1]
    click(app, reset.rect.center)
    assert isinstance(app.top, Dialog)
    press(app, pygame.K_ESCAPE)  # the last button: keep them
    assert app.statistics.titles[HIGH_CARD.id].played == 1
    click(app, reset.rect.center)
    click(app, app.top.controls.widgets[0].rect.center)
    assert app.statistics.titles == {}
    assert Storage(data_folder).load_statistics().titles == {}, "the reset is saved"
    assert not app.top.controls.widgets[-1].enabled, "nothing left to reset"


def test_a_version_1_statistics_file_is_migrated_and_kept(data_folder: Path):
    data_folder.mkdir()
    titles = {"hofverrat": {"played": 7, "won": 3}, "hofnar": {"played": 2, "won": 0}}
    document = {"format": "hofintrigen-statistics", "version": 1, "statistics": {"titles": titles}}
    (data_folder / STATISTICS_FILE).write_text(json.dumps(document), "utf-8")
    storage = Storage(data_folder)
    statistics = storage.load_statistics()
    assert storage.take_notices() == [], "an old file is no damaged file"
    assert (statistics.titles["hofverrat"].played, statistics.titles["hofverrat"].won) == (7, 3)
    assert statistics.titles["hofnar"].tallies[EARLIER].played == 2
    statistics.record_game("hofverrat", Outcome("easy", False, 4, "2026-11-25"))
    storage.save_statistics(statistics)
    saved = json.loads((data_folder / STATISTICS_FILE).read_text("utf-8"))
    assert saved["version"] == 2
    again = Storage(data_folder).load_statistics().titles["hofverrat"]
    assert {level: tally.played for level, tally in again.tallies.items()} == {EARLIER: 7, "easy": 1}
    rows = texts(statistics_rows([HIGH_CARD], Statistics()))
    assert rows[1] == ["No game has been finished yet: the court awaits."]


def test_one_bad_entry_keeps_every_other_and_says_so(data_folder: Path):
    data_folder.mkdir()
    statistics = Statistics()
    statistics.record_game("hofverrat", Outcome("easy", True, 9, "2026-11-20"))
    statistics.record_game("hofnar", Outcome("hard", False, 1, "2026-11-21"))
    document = {"format": "hofintrigen-statistics", "version": 2, "statistics": statistics.to_json()}
    document["statistics"]["titles"]["hofnar"]["tallies"]["hard"]["won"] = "once"
    original = json.dumps(document)
    (data_folder / STATISTICS_FILE).write_text(original, "utf-8")
    storage = Storage(data_folder)
    loaded = storage.load_statistics()
    assert loaded.titles["hofverrat"].tallies["easy"].best == 9
    assert loaded.titles["hofnar"].recent, "the good parts of the damaged title stay too"
    [(key, params)] = storage.take_notices()
    assert key == "notice.statistics_partly" and params["count"] == "1"
    assert (data_folder / params["kept_as"]).read_text("utf-8") == original, "not silently overwritten"
