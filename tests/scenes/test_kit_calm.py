"""A table that holds still for the person, at every table in ``scenes.tables.TABLES`` through the real app at the
default speed (issue 34): while a scoring moment is held, the status line says what is shown (the result's log line,
or to look at the result) instead of naming someone who plays; a tooltip shows only once the pointer has moved since
the table last changed, never because a move was shown or a decision offered under a resting pointer, and never
while a result is held.

Time runs in steps of ``STEP`` seconds of simulated time; nothing sleeps.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core import Rng, Seat
from game.titles import TITLES
from scenes.drive import move
from scenes.i18n import tr
from scenes.tables import TABLES
from scenes.tables.kit.table import KitTable
from scenes.ui import theme
from tests.scenes.test_tables_kit import computers, open_position

STEP = 0.1
"""Seconds of simulated time per frame."""
FRAME_LIMIT = 6000
PLAYERS = {"hofnar": 5}


def normal_table(folder: Path, title: str, seed: int = 3):
    """A person and computers at ``title``'s table at normal speed, the person to move."""
    players = PLAYERS.get(title, max(3, TITLES.get(title).min_players))
    app, match = open_position(folder, title, [Seat("Person"), *computers(players - 1)], seed, 0)
    app.settings.animation_speed = "normal"
    table = app.top
    assert isinstance(table, KitTable)
    return app, match, table


def step(app, count: int = 1) -> None:
    for _ in range(count):
        app.step(STEP)


def play_when_offered(table: KitTable, rng: Rng) -> None:
    """The person plays a random legal action once the table offers the decision."""
    if table.runner.accepts_input and table.decisions.active and not table.busy:
        action = rng.choice(list(table.view.legal_actions))
        table.decisions.play(action, table.decisions.routes[action].item)


def tip_point(table: KitTable) -> tuple[int, int]:
    """A point on the table where a tooltip would show (a card, else a seat's plate)."""
    points = [sprite.rect.center for sprite in table.board.sprites.values()]
    points += [table.geometry.plate(seat).center for seat in range(table.players)]
    return next(point for point in points if table.tip_at(point) is not None)


@pytest.mark.parametrize("title", list(TABLES))
def test_while_a_result_is_held_the_status_says_what_is_shown(data_folder: Path, title: str):
    app, match, table = normal_table(data_folder, title)
    rng = Rng(5)
    held = 0
    for _ in range(FRAME_LIMIT):
        if held >= 2 or match.state.over:
            break
        step(app)
        if table.holding is not None:
            status = table.status()
            lines = [entry.text for entry in table.log.entries()]
            assert status in (lines[-1], tr("kit.status.result")), status
            assert all(status != tr("kit.status.moving", name=name) for name in table.names), "nobody plays"
            table.holding.release()
            held += 1
            continue
        play_when_offered(table, rng)
    assert held >= 2, "the walk reached two held results"


@pytest.mark.parametrize("title", list(TABLES))
def test_a_tooltip_waits_for_the_pointer_to_move_after_the_table_changed(data_folder: Path, title: str):
    app, _, table = normal_table(data_folder, title)
    step(app, 3)
    point = tip_point(table)
    move(app, point)
    step(app, round(theme.TOOLTIP_DELAY / STEP) + 2)
    assert table.painter.tip_rect is not None, "a tooltip shows where the pointer rests on a still table"
    action = table.view.legal_actions[0]
    table.decisions.play(action, table.decisions.routes[action].item)
    changed = 0
    for _ in range(FRAME_LIMIT):
        step(app)
        if table.holding is not None:
            table.holding.release()
        assert table.painter.tip_rect is None, "no tooltip while the pointer rests and the table changes under it"
        if table.runner.accepts_input and table.decisions.active and not table.busy:
            changed += 1
            if changed > round(2 * theme.TOOLTIP_DELAY / STEP):
                break
    assert changed, "the decision came back to the person"
    point = tip_point(table)
    move(app, point)
    step(app, round(theme.TOOLTIP_DELAY / STEP) + 2)
    assert table.painter.tip_rect is not None, "once the pointer moves, the tooltip shows after the delay"


@pytest.mark.parametrize("title", list(TABLES))
def test_no_tooltip_while_a_result_is_held(data_folder: Path, title: str):
    app, match, table = normal_table(data_folder, title)
    rng = Rng(5)
    looked = 0
    for _ in range(FRAME_LIMIT):
        if looked or match.state.over:
            break
        step(app)
        if table.holding is not None:
            move(app, tip_point(table))
            step(app, round(2 * theme.TOOLTIP_DELAY / STEP))
            assert table.holding is not None and table.tip_armed
            assert table.painter.tip_rect is None, "no tooltip over a held result, even after the pointer moved"
            table.holding.release()
            looked += 1
            continue
        play_when_offered(table, rng)
    assert looked, "the walk reached a held result"
