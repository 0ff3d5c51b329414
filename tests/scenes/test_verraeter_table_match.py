"""Whole matches at the Verräter table: computer games at 3 and 4 players to the results, the rulebook's introductory
round played by four people at a hot seat (ending 5 / 2 / 1 / 0 on the plates, rules file "Worked example"), the draft
passing between people with no frame showing another's pick (VR-13), and Continue after a restart.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.core import Seat
from game.verraeter.actions import EndSupply, PlaySupplyCard
from game.verraeter.data import BUILDER, DIPLOMAT_5, ESTATE, STRATEGIST, TRAITOR
from scenes.app import App
from scenes.curtain import READY_DELAY, CurtainScene
from scenes.drive import click, drag, frames
from scenes.results import ResultsScene
from scenes.storage import autosave_file
from scenes.tables.verraeter import VerraeterTable
from scenes.tables.verraeter.interaction import DONE
from tests.scenes.helpers import continue_after_restart, drawing_every_frame, run_until, screenshot, settle
from tests.scenes.test_verraeter_table import COMPUTERS, PERSON, open_verraeter, position_where

INTRODUCTORY = {"circle": "introductory", "hands": "equal_start"}
INTRODUCTORY_SEED = 3
"""A seed of the introductory game whose start player is seat 0 (Braun) and whose set-aside card is the Diplomat +2,
as in the rulebook's round."""
BRAUN, BLAU, GRUEN, GELB = range(4)
ADLER_STADT, ADLER_WEIDE, ADLER_DORF, ADLER_FLUSS, ROSE_DORF = 5, 6, 10, 11, 1


@pytest.mark.parametrize("players", [3, 4])
def test_a_game_of_computer_seats_plays_through_the_table_to_the_results(data_folder: Path, players: int):
    app, match = open_verraeter(data_folder, COMPUTERS[:players], players * 5, window="1920x1080")
    table = app.top
    run_until(app, lambda: match.state.over)
    app.settings.animation_speed = "normal"
    moments = {20: "kontor-bonus", 150: "scoring", 260: "scoring-kontore"}
    for frame in range(1, 6000):
        app.step(1 / 30)
        if frame in moments:
            screenshot(app, f"verraeter-{players}p-{moments[frame]}")
        if table.show_over:
            break
    assert table.show_over and table.sheet.totals == list(match.state.result().scores)
    screenshot(app, f"verraeter-{players}p-ranking")
    click(app, (960, 540))
    assert isinstance(app.top, ResultsScene)
    screenshot(app, f"verraeter-{players}p-results")
    assert match.state.over and app.statistics.titles["verraeter"].played == 1
    assert not (data_folder / autosave_file("verraeter")).exists(), "a finished game leaves nothing to continue"


def lift_curtain(app: App, table: VerraeterTable, name: str) -> None:
    """Wait for the curtain naming ``name`` and lift it with a click."""
    run_until(app, lambda: isinstance(app.top, CurtainScene))
    assert app.top.name == name
    frames(app, round(READY_DELAY * 60) + 2)
    click(app, (960, 540))
    settle(app, table)
    assert app.top is table and table.runner.accepts_input


def test_the_introductory_round_by_four_people_ends_five_two_one_nothing(data_folder: Path):
    names = ("Braun", "Blau", "Grün", "Gelb")
    app, match = open_verraeter(
        data_folder,
        [Seat(name) for name in names],
        INTRODUCTORY_SEED,
        options=INTRODUCTORY,
        speed="fast",
        window="1920x1080",
    )
    table = next(scene for scene in app.stack if isinstance(scene, VerraeterTable))
    leaks: list[str] = []
    draw = table.draw

    def drawn(surface: pygame.Surface) -> None:
        """No frame shows a pick to anyone but its taker before the reveal, nor the offer to anyone but its chooser."""
        draw(surface)
        shown = table.runner.handover.shown
        kinds = [event.kind for event in table.log.events]
        drafts = [index for index, kind in enumerate(kinds) if kind == "action_card_set_aside"]
        revealed = bool(drafts) and "action_cards_revealed" in kinds[drafts[-1] :]
        for key, sprite in table.board.sprites.items():
            if not sprite.face_up or table.board.cards.get(key) is None:
                continue
            if key[0] == "action" and key[1] != shown and not revealed:
                leaks.append(f"{names[key[1]]}'s pick shows to {shown}")
            if key[0] == "offered" and shown != match.state.to_move:
                leaks.append("the offer shows to someone else")

    table.draw = drawn
    drawing_every_frame(app)
    for seat, position in zip(
        (BRAUN, BLAU, GRUEN, GELB), (ADLER_STADT, ADLER_FLUSS, ADLER_DORF, ROSE_DORF), strict=True
    ):
        lift_curtain(app, table, names[seat])
        stock = table.decisions.routes[table.view.legal_actions[0]].item
        drag(app, table.board.sprites[stock].rect.center, table.geometry.building(position).center)
    lift_curtain(app, table, "Blau")
    click(app, table.geometry.border(ADLER_FLUSS).center)
    for seat, card in zip((BRAUN, BLAU, GRUEN, GELB), (BUILDER, TRAITOR, STRATEGIST, DIPLOMAT_5), strict=True):
        lift_curtain(app, table, names[seat])
        if seat == BLAU:
            screenshot(app, "verraeter-hot-seat-draft")
        click(app, table.board.sprites[("offered", card)].rect.center)
    for seat in (BRAUN, BLAU, GRUEN, GELB):
        lift_curtain(app, table, names[seat])
        if seat == GELB:
            route = table.decisions.routes[PlaySupplyCard(3)]
            drag(app, table.board.sprites[route.item].rect.center, table.geometry.part("played", GELB).center)
            settle(app, table)
        click(app, dict(table.decisions.button_row())[DONE].center)
    lift_curtain(app, table, "Braun")
    route = table.decisions.routes[
        next(a for a in table.view.legal_actions if getattr(a, "position", None) == ADLER_WEIDE)
    ]
    drag(app, table.board.sprites[route.item].rect.center, table.geometry.building(ADLER_WEIDE).center)
    laid = table.decisions.picker_layout(table.decisions.picker_area())
    click(app, next(rect.center for option, rect, _ in laid if option == ESTATE))
    lift_curtain(app, table, "Grün")
    assert list(table.shown.view.points) == [0, 1, 2, 5], "Braun 0, Blau 1, Grün 2, Gelb 5"
    assert match.state.houses[ADLER_FLUSS] == "rose" and match.state.strategy_holder == GRUEN
    screenshot(app, "verraeter-introductory-round")
    assert not leaks, leaks[:3]
    assert EndSupply() in match.record.actions


def test_continue_after_a_restart_resumes_the_same_position(data_folder: Path):
    seed, actions = position_where(lambda state: state.phase == "supply")
    app, match = open_verraeter(data_folder, [PERSON, *COMPUTERS[:3]], seed, actions=actions)
    table = app.top
    settle(app, table)
    route = table.decisions.routes[next(a for a in table.view.legal_actions if isinstance(a, PlaySupplyCard))]
    drag(app, table.board.sprites[route.item].rect.center, table.geometry.part("played", 0).center)
    settle(app, table)
    before = (match.record, table.view)

    restarted, resumed = continue_after_restart(data_folder)
    assert isinstance(resumed, VerraeterTable)
    assert (resumed.runner.match.record, resumed.view) == before
    settle(restarted, resumed)
    assert resumed.shown == table.shown, "the table shows the same position"
    assert len(resumed.log.entries()) == len(table.log.entries()), "the log is rebuilt from the record"
