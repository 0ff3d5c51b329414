"""Whole matches at the Hof-Verrat table: computer games to the results, the hot-seat curtain and its privacy,
Continue after a restart, and the scoring show (HV-16..HV-20), with screenshots of each at two window sizes.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.core import Seat
from scenes.app import App
from scenes.curtain import READY_DELAY, CurtainScene
from scenes.drive import click, frames
from scenes.results import ResultsScene
from scenes.storage import autosave_file
from scenes.tables.hofverrat import HofVerratTable
from tests.scenes.helpers import continue_after_restart, drawing_every_frame, run_until, screenshot, settle
from tests.scenes.test_hofverrat_table import PERSON, open_hofverrat, place_by_mouse, seed_where

NAMES = ("Gräfin Adelheid", "Graf Ruprecht", "Baronin Kunigunde", "Herzog Leopold", "Fürstin Hedwig")


def computers(count: int, level: str = "easy") -> list[Seat]:
    return [Seat(NAMES[index], "computer", level) for index in range(count)]


@pytest.mark.parametrize("players", [2, 5])
def test_a_game_of_computer_seats_plays_through_the_table_to_the_results(data_folder: Path, players: int):
    app, match = open_hofverrat(data_folder, computers(players), seed=players * 7, window="1920x1080")
    table = app.top
    run_until(app, lambda: table.sheet is not None)
    in_play = [played for column in table.view.table for side in column for played in side]
    in_play += [played for district in table.view.districts for played in district]
    assert sorted(key for key in table.board.sprites) == sorted(("played", card.serial) for card in in_play), (
        "one sprite per card in play, none left over from a hand"
    )
    run_until(app, lambda: isinstance(app.top, ResultsScene))
    assert match.state.over and len(match.record.actions) == {2: 60, 5: 90}[players]
    assert app.statistics.titles["hofverrat"].played == 1
    assert not (data_folder / autosave_file("hofverrat")).exists(), "a finished game leaves nothing to continue"
    assert app.top.result == match.state.result()


def test_a_person_finishes_a_game_with_the_mouse_and_watches_the_scoring(data_folder: Path):
    """Mid-game and the scoring show at 1920×1080; the show's totals end at the result's scores."""
    app, match = open_hofverrat(data_folder, [PERSON, *computers(1)], seed=3, window="1920x1080")
    table = app.top
    while not match.state.over:
        settle(app, table)
        if match.state.over:
            break
        legal = table.view.legal_actions
        action = legal[(len(match.record.actions) * 7) % len(legal)]
        if len(match.record.actions) < 50:
            table.decisions.play(action, ("hand", action.card))
            continue
        if len(match.record.actions) == 59:
            app.settings.animation_speed = "fast"
        place_by_mouse(app, table, action)
        if len(match.record.actions) == 52:
            settle(app, table)
            screenshot(app, "hofverrat-2p-midgame")
    run_until(app, lambda: table.sheet is not None)
    moments = iter((24, 120))
    moment = next(moments)
    for frame in range(1, 3000):
        app.step(1 / 30)
        if frame == moment:
            screenshot(app, f"hofverrat-scoring-{frame}")
            moment = next(moments, None)
        if table.show_over:
            break
    assert table.show_over and table.sheet.totals == list(match.state.result().scores)
    screenshot(app, "hofverrat-ranking")
    click(app, (960, 540))
    assert isinstance(app.top, ResultsScene)
    screenshot(app, "hofverrat-results")


def test_a_five_player_table_mid_game_at_both_sizes(data_folder: Path):
    for window in ("1280x720", "1920x1080"):
        app, match = open_hofverrat(data_folder / window, [PERSON, *computers(4)], seed=21, window=window)
        table = app.top
        while len(match.record.actions) < 33:
            settle(app, table)
            action = next(action for action in table.view.legal_actions if action.target is None)
            table.decisions.play(action, ("hand", action.card))
        settle(app, table)
        screenshot(app, "hofverrat-5p-midgame")
        assert table.runner.accepts_input


def test_at_a_hot_seat_the_curtain_falls_between_people_and_no_frame_shows_the_other_hand(data_folder: Path):
    seed = seed_where(lambda state: state.to_move == 0)
    app, match = open_hofverrat(data_folder, [Seat("Anna"), Seat("Bert")], seed, speed="fast")
    run_until(app, lambda: isinstance(app.top, CurtainScene))  # the deal is played at the table first, face down
    assert match.record.actions == (), "the first private view of a hot seat is curtained too"
    table = next(scene for scene in app.stack if isinstance(scene, HofVerratTable))
    seen: list[tuple[int, frozenset[int]]] = []
    draw = table.draw

    def drawn(surface: pygame.Surface) -> None:
        """Note whose hand cards show face up in every frame the table draws."""
        draw(surface)
        up = frozenset(key[1] for key, sprite in table.board.sprites.items() if key[0] == "hand" and sprite.face_up)
        seen.append((table.runner.handover.shown, up))
        hands = match.state.hands
        shown = table.runner.handover.shown
        assert not up or (shown is not None and up <= set(hands[shown])), "a hand shows face up to someone else"

    table.draw = drawn
    drawing_every_frame(app)
    curtains = []
    for turn in range(4):
        run_until(app, lambda: isinstance(app.top, CurtainScene))
        curtains.append(app.top.name)
        frames(app, round(READY_DELAY * 60) + 2)
        click(app, (960, 540))
        assert app.top is table
        settle(app, table)
        for _ in range(3):
            action = next(action for action in table.view.legal_actions if action.target is None)
            place_by_mouse(app, table, action)
            settle_move(app, table)
            if turn == 3 and len(match.record.actions) == 10:
                screenshot(app, "hofverrat-2p-hot-seat")
    assert curtains == ["Anna", "Bert", "Anna", "Bert"]
    assert any(up for _, up in seen) and {shown for shown, up in seen if up} == {0, 1}


def settle_move(app: App, table: HofVerratTable) -> None:
    """Run frames until the move's animation is over (or a curtain covers the table)."""
    run_until(app, lambda: app.top is not table or not (table.busy or table.extras.busy))


def test_continue_after_a_restart_resumes_the_same_position(data_folder: Path):
    seed = seed_where(lambda state: state.to_move == 0)
    app, match = open_hofverrat(data_folder, [PERSON, *computers(2)], seed)
    table = app.top
    for _ in range(2):
        place_by_mouse(app, table, next(action for action in table.view.legal_actions if action.target is None))
        settle(app, table)
    before = (match.record, table.view)

    _, resumed = continue_after_restart(data_folder)
    assert isinstance(resumed, HofVerratTable)
    assert (resumed.runner.match.record, resumed.view) == before
    assert resumed.runner.can_undo and resumed.view.turn_areas == before[1].turn_areas
    assert len(resumed.log.entries()) == len(table.log.entries()), "the log is rebuilt from the record"
