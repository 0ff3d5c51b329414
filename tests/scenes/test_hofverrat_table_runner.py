"""The match runner every table plays through, tested on the toy title with a stand-in table that records its calls:
computer seats think in slices and wait the last move's beat, a move waits for the table's animation, people get the
curtain and their private view, every action is saved, and the end leads to the results.
"""

from __future__ import annotations

from pathlib import Path

from game.core import Match, Result, Seat, View
from scenes.curtain import CurtainScene
from scenes.results import ResultsScene
from scenes.tables.kit.runner import MatchRunner
from tests.scenes.helpers import make_app
from tests.toy_title import HIGH_CARD

FRAME = 1 / 60


class StandInTable:
    """Records what the runner asks of a table; ``busy`` is set by the test."""

    def __init__(self) -> None:
        self.busy = False
        self.beat = 0.75
        self.shown: list[tuple[int, bool]] = []
        self.played: list[tuple[int, int, bool, object]] = []
        self.ended: list[Result] = []

    def show(self, view: View, private: bool) -> None:
        self.shown.append((view.seat, private))

    def play(self, seat: int, events: list, view: View, private: bool, own) -> None:
        self.played.append((seat, view.seat, private, own))

    def end(self, result: Result) -> None:
        self.ended.append(result)


def runner_for(folder: Path, seats: list[Seat], speed: str = "normal") -> tuple[MatchRunner, StandInTable]:
    app = make_app(folder)
    app.settings.animation_speed = speed
    match = Match.start(HIGH_CARD, seats, seed=5)
    table = StandInTable()
    return MatchRunner(app, match, table), table


def frames_until(runner: MatchRunner, done, limit: int = 5000) -> int:
    for frame in range(1, limit + 1):
        runner.update(FRAME)
        if done():
            return frame
    raise AssertionError("the runner never got there")


def test_a_computer_seat_thinks_in_slices_and_waits_the_beat(data_folder: Path):
    runner, table = runner_for(data_folder, [Seat("Bot", "computer", "hard"), Seat("Bot 2", "computer", "hard")])
    runner.update(FRAME)
    thinker = runner.thinking
    assert 0 < thinker.iterations < thinker.budget, "one frame thinks a slice, not the whole budget"
    frame = frames_until(runner, lambda: table.played)
    assert frame >= table.beat * 60 - 1, "people can follow the computer's moves"
    assert table.played[0][3] is not None, "the shown seat's own move comes with its action"
    assert runner.app.storage.load_autosave(runner.app.titles) == runner.match.record


def test_at_instant_speed_a_computer_acts_as_soon_as_it_has_thought(data_folder: Path):
    runner, table = runner_for(
        data_folder, [Seat("Bot", "computer", "easy"), Seat("Bot 2", "computer", "easy")], "instant"
    )
    assert frames_until(runner, lambda: table.played) == 1


def test_a_move_waits_for_the_tables_animation(data_folder: Path):
    runner, table = runner_for(
        data_folder, [Seat("Bot", "computer", "easy"), Seat("Bot 2", "computer", "easy")], "instant"
    )
    table.busy = True
    for _ in range(30):
        runner.update(FRAME)
    assert not table.played, "nothing is played while the last move still animates"
    table.busy = False
    runner.update(FRAME)
    assert len(table.played) == 1


def test_the_beat_is_counted_from_when_the_table_stands_still(data_folder: Path):
    runner, table = runner_for(data_folder, [Seat("Bot", "computer", "easy"), Seat("Bot 2", "computer", "easy")])
    table.busy = True
    for _ in range(120):
        runner.update(FRAME)
    table.busy = False
    still = frames_until(runner, lambda: table.played)
    assert still >= table.beat * 60 - 1, "the move before stays on screen for its beat once it has been shown"


def test_people_at_a_hot_seat_get_the_curtain_and_see_only_their_own_view(data_folder: Path):
    runner, table = runner_for(data_folder, [Seat("Anna"), Seat("Bert")])
    runner.update(FRAME)
    app = runner.app
    assert isinstance(app.top, CurtainScene), "the first private view is curtained"
    assert table.shown[-1][1] is False, "behind the curtain, private cards stay face down"
    app.top.age = 1.0
    app.top.on_ready()
    assert table.shown[-1] == (runner.to_move, True) and runner.accepts_input
    first = runner.to_move
    while runner.to_move == first:
        runner.submit(runner.view().legal_actions[0])
    assert table.played[-1][2] is False, "once the turn passes, the last person's cards turn face down"
    runner.update(FRAME)
    assert isinstance(app.top, CurtainScene) and app.top.name == runner.seats[runner.to_move].name


def test_the_end_is_shown_by_the_table_then_leads_to_the_results(data_folder: Path):
    runner, table = runner_for(
        data_folder, [Seat("Bot", "computer", "easy"), Seat("Bot 2", "computer", "easy")], "instant"
    )
    frames_until(runner, lambda: table.ended)
    assert table.ended[0] == runner.match.state.result()
    runner.finish()
    assert isinstance(runner.app.top, ResultsScene)
    assert runner.app.statistics.titles[HIGH_CARD.id].played == 1
