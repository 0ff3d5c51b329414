"""The coach through the real app (issue 36 §5): results → Review → the progress → the three costliest decisions
listed with their positions → clicking one shows that position at the title's table through the deciding seat's eyes,
Hard's choice lit, the costly decisions marked on the timeline. A finished review is kept with the game and shown at
once when opened again; Cancel leaves nothing kept; a damaged kept review is set aside with a notice and worked out
again. The worker's findings are the ones this process finds itself.
"""

from __future__ import annotations

import dataclasses
import json
import time
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from game.ai import choose_action
from game.ai.review import Finding, Measure, Plan, costliest, review
from game.core import Match, Result, Rng, Seat
from game.core.replay import Replay
from game.titles import TITLES
from scenes import review_work
from scenes.app import App
from scenes.drive import FRAME, click, frames
from scenes.i18n import tr
from scenes.play import finish_match
from scenes.replay_view import ReplayScene
from scenes.results import ResultsScene
from scenes.review import FindingCard, ReviewScene, can_review
from scenes.review_replay import ReviewReplayScene
from scenes.review_store import KeptReview, load_review, review_file, save_review
from scenes.review_work import ReviewWork
from scenes.statistics import ROW, TEXT, WIDTH, StatisticsScene
from scenes.storage import Storage
from scenes.tables.kit.affordances import NO_OPTION
from scenes.ui.button import Button
from scenes.ui.cards import FOCUS
from scenes.ui.dragdrop import FOCUSED, TARGET_LOOKS
from tests.scenes.helpers import run_until

PLAN = Plan(iterations=60, worlds=12)
"""A small budget for every decision, so that a whole review takes a few seconds."""
SEED = 17
"""A Hofnar game of four in which the person, a jester who plays at random, made three decisions, each of which Hard
would have made otherwise and one of them clearly costly (with ``PLAN``)."""


@pytest.fixture(autouse=True)
def quick_plan(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(review_work, "plan_for", lambda title, players, decisions: PLAN)


def finished_game() -> Match:
    """Ada (a person, playing at random) and three Easy computers, to the end."""
    ruleset = TITLES.get("hofnar")
    seats = [Seat("Ada"), *(Seat(name, "computer", "easy") for name in ("Bert", "Cleo", "Dora"))]
    match = Match.start(ruleset, seats, seed=SEED)
    rng = Rng(SEED)
    while not match.state.over:
        seat = match.state.to_move
        view = match.state.view(seat)
        match.apply(rng.choice(view.legal_actions) if seat == 0 else choose_action(ruleset, view, "easy", SEED))
    return match


def fresh_app(folder: Path) -> App:
    storage = Storage(folder)
    settings = storage.load_settings()
    settings.window, settings.animation_speed = "1280x720", "instant"
    storage.save_settings(settings)
    app = App(storage=storage)
    app.open_menu()
    frames(app, 2)
    return app


def until_worked_out(app: App, done: Callable[[], bool], seconds: float = 120.0) -> None:
    """Run frames until ``done()`` holds while the thinking worker works the review out in its own process: each frame
    waits a frame's time, as the app's loop does, rather than spinning through frames the worker has no time for."""
    deadline = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < deadline, f"the review was not worked out within {seconds:.0f} s"
        app.step(FRAME, shown=False)
        time.sleep(FRAME)
    app.show()


def labelled(scene, label: str) -> Button:
    return next(widget for widget in scene.controls.widgets if getattr(widget, "label", None) == label)


def open_review(app: App, match: Match) -> ReviewScene:
    finish_match(app, match)
    frames(app, 2)
    assert isinstance(app.top, ResultsScene)
    click(app, labelled(app.top, tr("results.review")).rect.center)
    assert isinstance(app.top, ReviewScene)
    return app.top


@pytest.mark.worker
def test_results_review_lists_the_costliest_and_shows_one_lit_at_the_table(data_folder: Path):
    app = fresh_app(data_folder)
    match = finished_game()
    scene = open_review(app, match)
    assert scene.findings is None and scene.work is not None, "the review is worked out, with its progress shown"
    assert scene.work.progress < 1 and labelled(scene, tr("review.cancel"))
    until_worked_out(app, lambda: scene.findings is not None and len(scene.cards) == 3)
    cards = [widget for widget in scene.controls.widgets if isinstance(widget, FindingCard)]
    shown = costliest(scene.findings)
    assert len(cards) == 3 == len(shown), "the three costliest decisions are listed"
    assert scene.findings == review(match.record, 0, plan=PLAN), "the worker found what the coach finds"
    assert (data_folder / review_file(match.record)).exists(), "the review is kept with the game"

    click(app, cards[0].rect.center)
    replay = app.top
    assert isinstance(replay, ReviewReplayScene)
    first = shown[0]
    run_until(app, lambda: replay.table.decisions.hint == first.advice and not replay.table.busy)
    table = replay.table
    assert replay.driver.moment == first.moment and replay.driver.viewer == first.seat
    assert table.view == replay.replay.view_at(first.moment, first.seat), "the position as the person saw it"
    route = table.decisions.routes[first.advice]
    lit = route.item is not None and table.board.sprites[route.item].highlight == FOCUS
    lit = lit or (route.target is not None and table.decisions.hint_target() == route.target)
    assert lit or route.option != NO_OPTION or route.picks, "Hard's choice is lit on the table"
    assert table.hint_words(first.advice).rstrip(". ") in replay.words(), "the coach's words under the table"
    assert {mark.moment for mark in replay.bar.timeline.marks} == {f.moment for f in scene.findings if f.costly}
    assert replay.bar.timeline.marks, "the costly decision is marked on the timeline"


def test_a_kept_review_is_shown_at_once_and_cancel_keeps_nothing(data_folder: Path):
    app = fresh_app(data_folder)
    match = finished_game()
    scene = open_review(app, match)
    frames(app, 2)
    click(app, labelled(scene, tr("review.cancel")).rect.center)
    assert isinstance(app.top, ResultsScene) and scene.work.cancelled
    assert not (data_folder / review_file(match.record)).exists(), "a cancelled review is not kept"
    replay = Replay(TITLES.get("hofnar"), match.record)
    findings = tuple(review(match.record, 0, plan=PLAN))
    save_review(app.storage, match.record, KeptReview((0,), review_work.REVIEW_SEED, PLAN, findings))
    click(app, labelled(app.top, tr("results.review")).rect.center)
    again = app.top
    assert isinstance(again, ReviewScene) and again.work is None and again.findings == list(findings)
    assert load_review(app.storage, replay, (0,)).findings == findings


def test_a_damaged_kept_review_is_set_aside_with_a_notice(data_folder: Path):
    app = fresh_app(data_folder)
    match = finished_game()
    replay = Replay(TITLES.get("hofnar"), match.record)
    findings = tuple(review(match.record, 0, plan=PLAN))
    save_review(app.storage, match.record, KeptReview((0,), 36, PLAN, findings))
    path = data_folder / review_file(match.record)
    document = json.loads(path.read_text("utf-8"))
    document["review"]["findings"][0]["moment"] += 1  # no longer a decision of the record as it stands
    damaged = {
        json.dumps(document): "notice.review_damaged",
        "{not json": "notice.review_damaged",
        json.dumps({**document, "version": 99}): "notice.review_newer",
    }
    for text, notice in damaged.items():
        path.write_text(text, "utf-8")
        app.storage.take_notices()
        assert load_review(app.storage, replay, (0,)) is None
        assert [key for key, _ in app.storage.take_notices()] == [notice]
        assert not path.exists(), "set aside, so the game is reviewed again"


def test_the_review_without_a_worker_finds_the_same(data_folder: Path):
    match = finished_game()
    replay = Replay(TITLES.get("hofnar"), match.record)
    work = ReviewWork(replay, (0,), use_worker=False)
    steps = 0
    while not work.think(0.002):
        steps += 1
        assert 0 <= work.progress < 1
    assert steps > 3, "worked out in slices"
    assert work.findings == review(match.record, 0, plan=PLAN)


def test_hn18_a_game_whose_only_person_sat_as_the_king_offers_no_review():
    """The King neither wins nor loses (HN-18): a person at his seat had nothing to give up, so Review is not offered;
    a person at a jester's seat is reviewed."""
    seats = (Seat("Ada"), Seat("Bert", "computer", "easy"), Seat("Cleo", "computer", "easy"))
    record = Match.start(TITLES.get("hofnar"), seats, seed=1).record
    king_apart = Result(scores=(0, 1, 0), lines=(), ranking=((1,), (2,)))
    assert not can_review(record, king_apart)
    assert can_review(record, Result(scores=(1, 0, 0), lines=(), ranking=((0,), (1,))))
    computers = dataclasses.replace(record, seats=(Seat("Ada", "computer", "hard"), *seats[1:]))
    assert not can_review(computers, Result(scores=(1, 0, 0), lines=(), ranking=((0,), (1,))))


class FailingWorker:
    """A worker that takes every question and answers each with an error, as a worker whose review failed would."""

    def ask_review(self, record, moment, plan, seed) -> int:
        return 1

    def collect(self, ticket: int) -> dict:
        return {"version": 1, "ticket": ticket, "error": "RuntimeError: the review failed"}


def test_a_worker_that_fails_leaves_the_review_to_this_process():
    match = finished_game()
    replay = Replay(TITLES.get("hofnar"), match.record)
    work = ReviewWork(replay, (0,), worker=FailingWorker())
    while not work.think(0.01):
        pass
    assert work.findings == review(match.record, 0, plan=PLAN)


def test_a_button_as_hards_choice_is_lit_with_the_choices_the_seat_had(data_folder: Path):
    """Hard's choice taken by a button (Verräter's Done, ending the supply cards) is lit at the table: the choices the
    seat had stand as at play, the advised button glowing as a suggested place does, and nothing can be played."""
    ruleset = TITLES.get("verraeter")
    seats = [Seat("Ada"), Seat("Bert", "computer", "easy"), Seat("Cleo", "computer", "easy")]
    match = Match.start(ruleset, seats, seed=5)
    rng = Rng(5)
    while not match.state.over:
        match.apply(match.state.random_action(rng))
    replay = Replay(ruleset, match.record)
    moment, done = next(
        (moment, action)
        for moment, mover in enumerate(replay.movers)
        if mover == 0
        for action in replay.view_at(moment, 0).legal_actions
        if action.kind == "end_supply" and match.record.actions[moment].kind != "end_supply"
    )
    costly = Measure(0.2, 0.05)
    finding = Finding(moment, 0, match.record.actions[moment], done, 12, costly, costly, Measure(3.0, 1.0))
    app = fresh_app(data_folder)
    save_review(app.storage, match.record, KeptReview((0,), review_work.REVIEW_SEED, PLAN, (finding,)))
    scene = open_review(app, match)
    run_until(app, lambda: len(scene.cards) == 1)
    card = next(widget for widget in scene.controls.widgets if isinstance(widget, FindingCard))
    click(app, card.rect.center)
    shown = app.top
    assert isinstance(shown, ReviewReplayScene)
    run_until(app, lambda: shown.table.decisions.hint == done and not shown.table.busy)
    decisions = shown.table.decisions
    option = decisions.routes[done].option
    row = dict(decisions.button_row())
    assert decisions.showing and not decisions.active and decisions.hinted_step == option and option in row
    canvas = pygame.Surface((1920, 1080))
    shown.table.draw(canvas)
    rim = row[option].inflate(8, 8)
    colour = canvas.get_at((rim.centerx, rim.top + 1))[:3]
    assert colour == TARGET_LOOKS[FOCUSED][0][:3], "the advised button glows"
    others = [rect for step, rect in row.items() if step != option]
    assert all(canvas.get_at((rect.centerx, rect.top - 3))[:3] != colour for rect in others), "only the advised one"
    scale = shown.table_rect.width / 1920
    click(app, (round(row[option].centerx * scale), round(row[option].centery * scale)))
    assert match.record.actions == shown.replay.record.actions and app.top is shown, "nothing is played"


def test_the_statistics_list_offers_review_for_a_kept_game(data_folder: Path):
    """A finished game kept on the statistics screen: a click on its line watches it again, one on its Review opens
    the coach's review of it."""
    app = fresh_app(data_folder)
    match = finished_game()
    finish_match(app, match)
    app.back_to_root()
    app.push(StatisticsScene(app))
    frames(app, 2)
    scene = app.top
    row = next(row for row in scene.rows if row.review is not None)
    assert row.cells[-1][1] == tr("replay.kept.review")
    top = sum(each.gap + ROW for each in scene.rows[: scene.rows.index(row)]) + row.gap
    scene.page.scroll_by(top - scene.page.offset)
    frames(app)
    y = TEXT.y + top - scene.page.offset + ROW // 2
    click(app, (TEXT.x + WIDTH - 40, y))
    review_scene = app.top
    assert isinstance(review_scene, ReviewScene) and review_scene.replay.record.actions == match.record.actions
    review_scene.leave()
    assert app.top is scene
    click(app, (TEXT.x + 200, y))
    assert isinstance(app.top, ReplayScene) and app.top.replay.record.actions == match.record.actions


def test_a_share_of_a_win_is_never_said_to_differ_by_more_than_a_whole_win():
    """The interval of a share of a win is cut at a whole win either way, the only bound a difference of shares has;
    the points' interval is left as measured."""
    from scenes.review_words import loss_text

    wide = Measure(0.92, 0.19)
    finding = Finding(3, 0, object(), object(), 12, Measure(0.3, 0.1), wide, Measure(1.9, 2.2))
    words = loss_text(finding)
    assert "92%" in words and "(73% to 100%)" in words and "(−0.3 to 4.1)" in words
    finding = dataclasses.replace(finding, wins=Measure(-0.95, 0.2))
    assert "(−100% to −75%)" in loss_text(finding)
