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

from game.core import Match, Rng, Seat
from game.titles import TITLES
from scenes.drive import app_on, move
from scenes.i18n import tr
from scenes.play import open_table
from scenes.tables import TABLES
from scenes.tables.kit.table import KitTable
from scenes.ui import theme
from tests.scenes.test_tables_kit import computers

STEP = 0.25
"""Seconds of simulated time per frame."""
LOOK = 0.05
"""Seconds per frame while a tooltip is waited for."""
FRAME_LIMIT = 3000
MOVES = 4
PLAYERS = {"hofnar": 5}


def a_table(folder: Path, title: str, speed: str = "normal", seed: int = 3):
    """A person and computers at ``title``'s table in a 1280x720 window, some random moves in, the person to move."""
    app = app_on(folder, window="1280x720", animation_speed=speed)
    players = PLAYERS.get(title, max(3, TITLES.get(title).min_players))
    match = Match.start(TITLES.get(title), [Seat("Person"), *computers(players - 1)], seed)
    rng = Rng(seed)
    while len(match.record.actions) < MOVES or match.state.to_move != 0:
        match.apply(rng.choice(match.state.legal_actions()))
    open_table(app, match, replace=False)
    table = app.top
    assert isinstance(table, KitTable)
    return app, match, table


def step(app, count: int = 1, seconds: float = STEP) -> None:
    for _ in range(count):
        app.step(seconds)


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


def rest(app) -> None:
    """Long enough for a due tooltip to show."""
    step(app, round(theme.TOOLTIP_DELAY / LOOK) + 2, LOOK)


@pytest.mark.parametrize("title", list(TABLES))
def test_while_a_result_is_held_the_status_says_what_is_shown_and_no_tooltip_covers_it(data_folder: Path, title: str):
    app, match, table = a_table(data_folder, title, "fast")
    rng = Rng(5)
    for _ in range(FRAME_LIMIT):
        if table.holding is not None or match.state.over:
            break
        step(app)
        play_when_offered(table, rng)
    assert table.holding is not None, "the walk reached a held result"
    status = table.status()
    assert status in (table.log.entries()[-1].text, tr("kit.status.result")), status
    assert all(status != tr("kit.status.moving", name=name) for name in table.names), "nobody plays"
    move(app, tip_point(table))
    rest(app)
    assert table.holding is not None and table.tip_armed
    assert table.painter.tip_rect is None, "no tooltip over a held result, even after the pointer moved"


@pytest.mark.parametrize("title", list(TABLES))
def test_a_tooltip_waits_for_the_pointer_to_move_after_the_table_changed(data_folder: Path, title: str):
    app, _, table = a_table(data_folder, title)
    for _ in range(FRAME_LIMIT):
        if table.runner.accepts_input and table.decisions.active and not table.busy:
            break
        step(app)
    move(app, tip_point(table))
    rest(app)
    assert table.painter.tip_rect is not None, "a tooltip shows where the pointer rests on a still table"
    action = table.view.legal_actions[0]
    table.decisions.play(action, table.decisions.routes[action].item)
    offered = False
    for _ in range(FRAME_LIMIT):
        step(app)
        if table.holding is not None:
            table.holding.release()
        assert table.painter.tip_rect is None, "no tooltip while the pointer rests and the table changes under it"
        if table.runner.accepts_input and table.decisions.active and not table.busy:
            offered = True
            break
    assert offered, "the decision came back to the person"
    rest(app)
    assert table.painter.tip_rect is None, "the decision offered under a resting pointer brings no tooltip"
    move(app, tip_point(table))
    rest(app)
    assert table.painter.tip_rect is not None, "once the pointer moves, the tooltip shows after the delay"
