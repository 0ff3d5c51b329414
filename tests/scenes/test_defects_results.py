"""Defects of issue 34 §4 at the end of a game: a click in the scoring show shows its next line (not the results at
once), and a click after the last goes on to the results; the winner's panel stands in the middle of Hofnar's ring."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core import Match, Rng, Seat
from game.titles import TITLES
from scenes.drive import FRAME, app_on, click, frames
from scenes.play import open_table
from scenes.results import ResultsScene
from scenes.tables.hofnar.geometry import Geometry as HofnarGeometry
from scenes.tables.kit.geometry import RANKING_ZONE
from tests.scenes.test_tables_kit import computers

CLICKS = 4


def one_move_from_the_end(title: str) -> tuple[int, int, list]:
    """A seed, a player count and a random game's actions to its end, whose last a computer (not seat 0) made."""
    ruleset = TITLES.get(title)
    players = min(ruleset.player_counts)
    for seed in range(1, 60):
        state = ruleset.new_state(players, seed, ruleset.resolve_options(None))
        rng = Rng(seed)
        actions, mover = [], None
        while not state.over:
            mover = state.to_move
            action = rng.choice(state.legal_actions())
            state.apply(action)
            actions.append(action)
        if mover != 0:
            return seed, players, actions
    raise AssertionError("no game ends on a computer's move")


@pytest.mark.parametrize("title", ["hofverrat", "verraeter"])
def test_a_click_in_the_scoring_show_shows_the_next_line_and_one_after_the_last_goes_on(data_folder: Path, title: str):
    seed, players, actions = one_move_from_the_end(title)
    app = app_on(data_folder, animation_speed="normal")
    match = Match.start(TITLES.get(title), [Seat("Ada"), *computers(players - 1)], seed)
    for action in actions:
        match.apply(action)
    open_table(app, match, replace=False)
    table = app.top
    frames(app, 2)
    for _ in range(3000):  # the show's first steps (spies turning over, say) without drawing every frame
        if table.sheet is not None and table.sheet.totals is not None:
            break
        table.timeline.update(FRAME, 1.0)
    sheet = table.sheet
    assert sheet is not None and not table.show_over
    lines = sum(1 for line in match.state.result().lines if line.seat is not None)
    for clicks in range(1, CLICKS + 1):
        before = sheet.counted
        click(app, (960, 540))
        assert isinstance(app.top, type(table)), "a click in the show never leads to the results at once"
        assert table.show_over or sheet.counted > before, "a click shows the next line"
        assert clicks > 1 or not table.show_over or lines == 1, "one click does not end the show"
    table.timeline.finish_all()  # as if the person watched the rest
    frames(app)
    assert table.show_over and sheet.counted <= lines
    click(app, (960, 540))
    frames(app, 2)
    assert isinstance(app.top, ResultsScene), "after the last line a click goes on to the results"


@pytest.mark.parametrize("players", [3, 4, 6, 9])
def test_the_winners_panel_stands_in_the_middle_of_hofnars_ring(players: int):
    geometry = HofnarGeometry(players, 1, 0)
    area = geometry.zone(RANKING_ZONE)
    throne, bottom = geometry.zone("throne"), geometry.layout.zone("plate_0").rect
    assert abs(area.centery - (throne.bottom + bottom.top) / 2) <= 2
    assert abs(area.centerx - geometry.zone("mood").centerx) <= 2
