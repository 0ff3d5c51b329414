"""Replays through the real app with real events (issue 36 §1–4): a finished game is kept and watched again from the
results; the replay steps by keys, jumps from a log line and follows the timeline's drag, each seat's eyes showing
that seat's view; play on from here reaches a game of its own that is finished and counted apart; a game file saved
from the replay, dropped back onto the window, opens the same game; damaged game files are refused with a notice."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pygame
import pytest

from game.core import Match, MatchRecord, Rng, Seat
from game.core.record import record_checksum
from game.core.replay import played_on_from
from game.titles import TITLES
from scenes.app import App
from scenes.drive import click, drag, frames, press
from scenes.i18n import tr
from scenes.play import open_table
from scenes.replay_play_on import PlayOnScene
from scenes.replay_view import ReplayScene, open_replay
from scenes.replays import FINISHED, KEPT, keep_finished, kept_games, read_game_file
from scenes.results import ResultsScene
from scenes.statistics import StatisticsScene
from scenes.storage import Storage, autosave_file
from scenes.ui.button import Button
from scenes.ui.dialog import Dialog
from tests.scenes.damage import damaged_variants
from tests.scenes.helpers import run_until

SEATS = [Seat("Ada", "computer", "easy"), Seat("Bert", "computer", "easy"), Seat("Cleo", "computer", "easy")]


def fresh_app(folder: Path) -> App:
    """The app on ``folder`` at the main menu, animations instant."""
    app = App(storage=Storage(folder))
    app.open_menu()
    app.settings.animation_speed = "instant"
    frames(app, 2)
    return app


def nearly_finished(title_id: str, seed: int = 4, seats=SEATS) -> Match:
    """A game of random moves one action before its end."""
    ruleset = TITLES.get(title_id)
    match = Match.start(ruleset, seats, seed=seed)
    rng = Rng(seed)
    while True:
        action = match.state.random_action(rng)
        probe = match.state.clone()
        probe.apply(action)
        if probe.over:
            return match
        match.apply(action)


def finish_at_the_table(app: App, match: Match) -> ResultsScene:
    """Open the match's table and let the computers end it: at instant speed the scoring leads to the results."""
    open_table(app, match, replace=False)
    run_until(app, lambda: isinstance(app.top, ResultsScene))
    return app.top


def button(scene, label: str) -> Button:
    return next(widget for widget in scene.controls.widgets if getattr(widget, "label", None) == label)


def watch_again(app: App) -> ReplayScene:
    results = finish_at_the_table(app, nearly_finished("hofnar"))
    click(app, button(results, tr("results.watch_again")).rect.center)
    frames(app, 3)
    assert isinstance(app.top, ReplayScene)
    return app.top


def test_a_finished_game_is_kept_and_watched_again_from_the_results(data_folder: Path):
    app = fresh_app(data_folder)
    replay = watch_again(app)
    kept = kept_games(app.storage, app.titles, "hofnar")
    assert len(kept) == 1 and kept[0].record.actions == replay.replay.record.actions
    assert replay.driver.moment == 0 and replay.table.view == replay.replay.view_at(0, 0)
    assert not (data_folder / autosave_file("hofnar")).exists(), "a replay saves nothing"
    assert app.statistics.titles["hofnar"].played + app.statistics.titles["hofnar"].unranked == 1
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, ResultsScene), "leaving the replay goes back to where it was opened"


def test_stepping_by_keys_and_buttons_shows_each_seats_view_of_that_moment(data_folder: Path):
    app = fresh_app(data_folder)
    scene = watch_again(app)
    driver, replay = scene.driver, scene.replay
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RIGHT)
    run_until(app, lambda: not scene.table.busy)
    assert driver.moment == 2 and scene.table.view == replay.view_at(2, driver.viewer)
    press(app, pygame.K_LEFT)
    assert driver.moment == 1
    press(app, pygame.K_RIGHTBRACKET)
    assert driver.moment == replay.rounds[1]
    press(app, pygame.K_DOWN)
    assert driver.moment == next(turn for turn in replay.turns if turn > replay.rounds[1])
    press(app, pygame.K_UP)
    assert driver.moment == replay.rounds[1]
    click(app, scene.bar.seats[2].rect.center)
    assert driver.viewer == 2 and scene.table.view == replay.view_at(replay.rounds[1], 2)
    assert scene.table.view.hand == replay.view_at(replay.rounds[1], 2).hand, "Cleo's own cards, as Cleo saw them"
    press(app, pygame.K_HOME)
    assert driver.moment == 0
    press(app, pygame.K_END)
    run_until(app, lambda: scene.table.show_over or isinstance(app.top, ResultsScene))
    run_until(app, lambda: isinstance(app.top, ResultsScene))
    click(app, button(app.top, "Watch again").rect.center)
    assert app.top is scene and driver.moment == 0, "the results lead back to the start of the replay"
    click(app, scene.bar.steps["play"].rect.center)
    run_until(app, lambda: driver.moment >= 3)
    assert driver.playing
    click(app, scene.bar.steps["play"].rect.center)
    assert not driver.playing


def test_a_log_line_and_the_timeline_take_the_replay_to_their_moment(data_folder: Path):
    app = fresh_app(data_folder)
    scene = watch_again(app)
    driver, table = scene.driver, scene.table
    press(app, pygame.K_END)
    press(app, pygame.K_LEFT)
    frames(app, 3)
    log = table.log
    worded = [index for index, event in enumerate(log.events) if log.describe(event) is not None]
    line = len(worded) // 2
    expected = driver.moment_of_event(worded[line])
    top, bottom, _ = log.spans[line]
    panel = table.log_panel
    panel.scroll_by(top - panel.offset)
    frames(app)
    scale = scene.table_rect.width / 1920
    y = panel.rect.y + (top + bottom) / 2 - panel.offset
    click(app, (round((panel.rect.x + 40) * scale), round(y * scale)))
    assert 0 < expected < scene.replay.length - 1 and driver.moment == expected
    strip = scene.bar.timeline
    last = scene.replay.length - 1
    drag(app, (strip.x_of(0), strip.groove.centery), (strip.x_of(last), strip.groove.centery))
    assert driver.moment == last
    drag(app, (strip.x_of(last), strip.groove.centery), (strip.x_of(5), strip.groove.centery))
    assert driver.moment == 5 and table.view == scene.replay.view_at(5, driver.viewer)


def test_open_cards_for_an_ended_game_and_refused_for_a_game_file_of_one_still_running(data_folder: Path):
    app = fresh_app(data_folder)
    scene = watch_again(app)
    click(app, scene.bar.open.rect.center)
    assert scene.showing_open
    app.draw()
    unfinished = nearly_finished("hofverrat", seats=[Seat("Ada"), *SEATS[1:]]).record
    path = data_folder / "running.json"
    path.write_text(unfinished.to_json_text(), "utf-8")
    pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(path)))
    frames(app, 3)
    running = app.top
    assert isinstance(running, ReplayScene) and not running.replay.ended
    assert not running.bar.open.enabled
    click(app, running.bar.open.rect.center)
    assert not running.showing_open


def take_by_pointer(app: App, table, action) -> None:
    """Take ``action`` at the table as a person does: drag its card to its place, or click its place or its button
    (then its choice in the picker, when the drop leaves one to make)."""
    decisions = table.decisions
    route = decisions.routes[action]
    if route.item is not None:
        place = next(target.rect for target in decisions.dragdrop.targets if target.id == route.target)
        drag(app, table.board.sprites[route.item].rect.center, place.center)
    elif route.target is not None:
        click(app, decisions.target_rect(route.target).center)
    else:
        click(app, dict(decisions.button_row())[route.option].center)
    if decisions.followup is not None:
        laid = {option: rect for option, rect, _ in decisions.picker_layout(decisions.picker_area())}
        click(app, laid[route.option].center)


def test_play_on_from_here_is_a_game_of_its_own_that_can_be_finished(data_folder: Path):
    app = fresh_app(data_folder)
    scene = watch_again(app)
    press(app, pygame.K_RIGHTBRACKET)
    moment = scene.driver.moment
    click(app, scene.bar.actions["play_on"].rect.center)
    chooser = app.top
    assert isinstance(chooser, PlayOnScene)
    first = next(widget for widget in chooser.controls.widgets if hasattr(widget, "segment_at"))
    click(app, (first.rect.x + 10, first.rect.centery))
    assert chooser.seats[0] == Seat("Ada")
    click(app, button(chooser, "Play on").rect.center)
    table = app.top
    match = table.runner.match
    assert match.record.actions[:moment] == scene.replay.record.actions[:moment] and match.seats[0] == Seat("Ada")
    app.storage.flush()
    saved = app.storage.load_autosave(app.titles, "hofnar")
    assert saved is not None and played_on_from(saved) == moment, "autosaved, marked as played on"
    taken = 0
    while not match.state.over:
        if table.runner.accepts_input and not table.busy and app.top is table:
            before, action = len(match.record.actions), match.state.legal_actions()[0]
            take_by_pointer(app, table, action)
            assert match.record.actions[before : before + 1] == (action,), "the move was taken by the pointer"
            taken += 1
        frames(app)
    assert taken > 0, "Ada finished the game played on by hand"
    run_until(app, lambda: isinstance(app.top, ResultsScene))
    recent = app.statistics.titles["hofnar"].recent[0]
    assert recent.played_on and recent.to_json()["played_on"] is True
    assert len(kept_games(app.storage, app.titles, "hofnar")) == 2


def test_a_saved_game_file_dropped_onto_the_window_opens_its_replay(data_folder: Path, monkeypatch):
    opened = []
    monkeypatch.setattr("scenes.replay_view.open_folder", opened.append)
    app = fresh_app(data_folder)
    scene = watch_again(app)
    click(app, scene.bar.actions["save_file"].rect.center)
    saved = app.top
    assert isinstance(saved, Dialog)
    files = list((data_folder / "game files").glob("*.json"))
    assert len(files) == 1 and saved.title == "Game file saved"
    assert MatchRecord.from_json_text(files[0].read_text("utf-8"), app.titles) == scene.replay.record
    click(app, saved.controls.widgets[0].rect.center)
    assert opened == [files[0].parent]
    app.back_to_root()
    pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(files[0])))
    frames(app, 2)
    assert isinstance(app.top, ReplayScene) and app.top.replay.record == scene.replay.record


def test_damaged_and_newer_game_files_are_refused_with_a_notice_and_nothing_changes(data_folder: Path):
    app = fresh_app(data_folder)
    record = nearly_finished("hofnar").record
    original = record.to_json_text().encode()

    def rechecksum(data: dict) -> None:
        body = {key: data[key] for key in ("title", "options", "seed", "seats", "actions", "meta") if key in data}
        data["checksum"] = record_checksum(body)

    variants = damaged_variants(original, 300, seed=36, rechecksum=rechecksum)
    path = data_folder / "dropped.json"
    opened = refused = 0
    for label, data in variants:
        path.write_bytes(data)
        pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(path)))
        for event in pygame.event.get():  # the app's own dispatch, without drawing 300 frames
            app.dispatch(event)
        top = app.top
        if isinstance(top, ReplayScene):
            opened += 1  # a mutation that left a readable game (a name changed, say): it plays as any file would
            assert top.replay.record == MatchRecord.from_json_text(data.decode("utf-8", "replace"), app.titles)
        else:
            assert isinstance(top, Dialog), f"{label}: refused with a notice"
            refused += 1
        assert path.read_bytes() == data, f"{label}: the dropped file is left as it was"
        del app.stack[1:]  # close the notice (or the replay) without laying the menu out 300 times
    assert refused > 250
    newer = json.loads(original)
    newer["version"] = 99
    rechecksum(newer)
    path.write_text(json.dumps(newer))
    pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(path)))
    frames(app)
    assert read_game_file(path, app.titles) == ("notice.game_file_newer", {"file": "dropped.json"})
    assert isinstance(app.top, Dialog) and app.top.title == "A word from the steward"
    assert len(app.stack) == 2 and not (data_folder / FINISHED).exists(), "nothing else changed"


def test_only_the_last_games_are_kept_and_a_damaged_one_is_set_aside_on_the_statistics_screen(data_folder: Path):
    app = fresh_app(data_folder)
    match = nearly_finished("hofnar")
    last = match.state.legal_actions()[0]
    match.apply(last)
    result = match.state.result()
    folder = data_folder / FINISHED / "hofnar"
    for number in range(KEPT + 3):
        keep_finished(app.storage, match.record, result)
        newest = max(folder.iterdir(), key=lambda path: path.name)
        os.rename(newest, folder / f"20260101-{number:06d}-000001.json")
    assert len(list(folder.iterdir())) == KEPT
    damaged = sorted(folder.iterdir())[-1]
    damaged.write_bytes(damaged.read_bytes()[:-40])
    app.push(StatisticsScene(app))
    frames(app, 2)
    assert isinstance(app.top, Dialog), "the damaged kept game is reported"
    assert not damaged.exists() and len(list(folder.glob("*.damaged-*.json"))) == 1
    press(app, pygame.K_ESCAPE)
    statistics = app.top
    assert isinstance(statistics, StatisticsScene)
    watchable = [row for row in statistics.rows if row.watch is not None]
    assert len(watchable) == KEPT - 1
    assert all("Ada" in row.cells[0][1] and "won by" in row.cells[0][1] for row in watchable)
    watchable[0].watch()
    assert isinstance(app.top, ReplayScene) and app.top.replay.ended


def test_the_replay_is_drawn_in_german_in_both_window_sizes(data_folder: Path):
    from scenes.i18n import set_language

    app = fresh_app(data_folder)
    set_language("de")
    scene = watch_again(app)
    assert scene.bar.steps["round_on"].label == "Runde »"
    press(app, pygame.K_RIGHTBRACKET)
    for window in ("1280x720", "1920x1080"):
        app.settings.window = window
        app.apply_window_setting()
        frames(app, 2)
        click(app, scene.bar.open.rect.center)
        frames(app, 2)
        assert scene.showing_open
        click(app, scene.bar.seats[1].rect.center)
        assert not scene.showing_open and scene.driver.viewer == 1


def finished_record(title_id: str, seed: int = 7) -> MatchRecord:
    """A whole game of random moves by three seats."""
    match = nearly_finished(title_id, seed)
    match.apply(match.state.random_action(Rng(seed)))
    assert match.state.over
    return match.record


@pytest.mark.parametrize("title_id", ["hofverrat", "verraeter", "listtuecke", "hofnar"])
def test_open_cards_turn_every_card_lying_face_down_on_the_table_up_where_it_lies(data_folder: Path, title_id: str):
    """Hof-Verrat's spies, Verräter's set-aside action card, Mit List und Tücke's cards in the middle, Hofnar's acts
    played face down: with the cards open each shows its true face where it lies, and turns down again after."""
    app = fresh_app(data_folder)
    assert open_replay(app, finished_record(title_id))
    scene = app.top
    frames(app, 2)
    driver, table, replay = scene.driver, scene.table, scene.replay
    for moment in range(replay.length):
        driver.go_to(moment)
        table.timeline.finish_all()
        faces = table.open_faces(replay.state_at(moment))
        hidden = [key for key in faces if key in table.board.sprites and table.board.cards[key] is None]
        if hidden:
            break
    assert hidden, "some card lies face down on the table during the game"
    driver.go_to(0)
    strip = scene.bar.timeline
    click(app, (strip.x_of(moment), strip.groove.centery))
    assert driver.moment == moment
    click(app, scene.bar.open.rect.center)
    run_until(app, lambda: not table.busy and not table.extras.busy)
    assert scene.showing_open
    assert all(table.board.cards[key] == faces[key] for key in hidden), "each face-down card shows its face"
    assert all(table.board.sprites[key].flip == 1.0 for key in hidden)
    press(app, pygame.K_RIGHT)
    run_until(app, lambda: not table.busy and not table.extras.busy)
    truth = replay.state_at(moment + 1)
    shown = {key: face for key, face in table.open_faces(truth).items() if key in table.board.sprites}
    assert all(table.board.cards[key] == face for key, face in shown.items()), "still open after a step"
    click(app, scene.bar.seats[0].rect.center)
    run_until(app, lambda: not table.busy and not table.extras.busy and not table.timeline.busy)
    assert not scene.showing_open and not table.opened
    assert all(table.board.cards[key] is None for key in hidden if key in table.board.sprites), "face down again"


def test_two_games_of_one_seed_ended_in_the_same_second_are_both_kept(data_folder: Path):
    storage = Storage(data_folder)
    match = Match.start(TITLES.get("hofnar"), [Seat("Ada"), Seat("Bo", "computer", "easy"), Seat("Cy")], seed=4)
    while not match.state.over:
        match.apply(match.state.legal_actions()[0])
    for _ in range(3):
        keep_finished(storage, match.record, match.state.result())
    kept = kept_games(storage, TITLES, "hofnar")
    assert len(kept) == 3, "a game ended in the same second as another of its seed overwrote it"
    assert [game.name for game in kept] == sorted((game.name for game in kept), reverse=True), "newest first"


def test_open_cards_lay_every_seats_missions_open_at_hof_verrat(data_folder: Path, monkeypatch: pytest.MonkeyPatch):
    """HV-19 keeps the others' missions secret until the end; a replay of an ended game with every card open shows
    them, over their districts, and hides them again when one seat's eyes are chosen."""
    from scenes.tables.hofverrat import scene as hofverrat_scene

    drawn: list[str | None] = []
    draw = hofverrat_scene.draw_mission
    monkeypatch.setattr(
        hofverrat_scene,
        "draw_mission",
        lambda surface, rect, mission, *rest, **style: (
            drawn.append(mission),
            draw(surface, rect, mission, *rest, **style),
        )[1],
    )
    app = fresh_app(data_folder)
    record = finished_record("hofverrat")
    assert open_replay(app, record)
    scene = app.top
    driver, table, replay = scene.driver, scene.table, scene.replay
    driver.go_to(1)
    run_until(app, lambda: not table.busy and not table.extras.busy)
    others = [mission for seat, missions in enumerate(replay.state_at(1).missions) if seat != 0 for mission in missions]
    drawn.clear()
    table.painter.invalidate()
    frames(app, 2)
    assert drawn and not set(others) & set(drawn), "the others' missions are hidden in seat 0's eyes"
    click(app, scene.bar.open.rect.center)
    run_until(app, lambda: not table.busy and not table.extras.busy)
    drawn.clear()
    table.painter.invalidate()
    frames(app, 2)
    assert set(others) <= set(drawn), "with every card open, every seat's missions are shown"
    click(app, scene.bar.seats[0].rect.center)
    run_until(app, lambda: not table.busy and not table.extras.busy and not table.timeline.busy)
    drawn.clear()
    table.painter.invalidate()
    frames(app, 2)
    assert drawn and not set(others) & set(drawn), "hidden again in one seat's eyes"
