"""Every title's lesson, taken through the real app with real events: from the menu's Learn entry to its end in
every language, a wrong move refused with the step's reminder (the game unchanged), leaving and taking it up again at
the same step, and every lesson's data checked (each move legal at its step and made by the right seat, every text in
every language; as each step is taken, its box fits its zone and covers nothing it lights).

A lesson joins these tests by being in the lesson registry (a file in ``assets/lessons``). Animations run at instant
speed: the pace is not what is tested here. With ``HYPOTHESIS_PROFILE=soak``, screenshots of every step land in
``tests/artifacts`` (1280×720 and 1920×1080, English and German) for people to look at.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pygame
import pytest

from game.core import Action
from game.titles import TITLES
from scenes import lesson_walk as walk
from scenes.app import App
from scenes.drive import app_on, click, drag, frames, press
from scenes.i18n import LANGUAGES, placeholders, tr
from scenes.learn import LearnScene
from scenes.lesson_walk import make_move, open_from_menu
from scenes.profile import LessonProgress, Lessons
from scenes.resources import asset_path
from scenes.setup import SetupScene
from scenes.storage import LESSONS_FILE, Storage
from scenes.tables import TABLES
from scenes.tables.kit.affordances import TAKE_BACK
from scenes.tables.kit.lesson import lesson_titles, load_lesson
from scenes.tables.kit.lesson_run import WATCH, LessonRun
from scenes.tables.kit.table import KitTable
from tests.scenes.helpers import screenshot
from tests.soak import SOAK

LESSONS = lesson_titles(ruleset.id for ruleset in TITLES)
PATIENCE = 600
"""Frames a lesson may take to become ready for the next input at instant speed."""


def lesson_app(folder: Path, language: str = "en", window: str = "1280x720") -> App:
    """The real app on ``folder``, in ``language``, animations instant, its menu open."""
    app = app_on(folder, window=window, animation_speed="instant", language=language)
    frames(app, 2)
    return app


def looks_right(app: App, run: LessonRun) -> None:
    """The step's box fits its zone and the screen, every light names something at the table, and the box covers
    none of them."""
    panel, where = run.panel, f"{run.lesson.title} step {run.index + 1}"
    lit = panel.lit()
    assert panel.fits, f"{where}: the text fits its box"
    assert pygame.Rect((0, 0), app.screen.get_size()).contains(panel.rect), f"{where}: the box is on the screen"
    assert len(lit) >= len(run.step.lights), f"{where}: every light names something at the table"
    assert not any(panel.rect.colliderect(rect) for rect in lit), f"{where}: the box hides nothing it lights"


def take_lesson(app: App, title: str, shots: str | None = None) -> LessonRun:
    """Take the whole lesson from the menu to its last step, checking each step's looks; a screenshot of every step
    when ``shots`` names them."""

    def check(run: LessonRun) -> None:
        looks_right(app, run)
        if shots is not None:
            screenshot(app, f"{shots}-{run.index + 1:02d}")

    return walk.take_lesson(app, title, PATIENCE, check)


def ready(app: App, run: LessonRun) -> None:
    """Run frames until the step waits for the person (at instant speed)."""
    walk.ready(app, run, PATIENCE)


def take_step(app: App, run: LessonRun) -> None:
    """Do what the step asks and wait for the next one (at instant speed)."""
    walk.take_step(app, run, PATIENCE)


WALKS = [
    (title, language)
    for index, title in enumerate(LESSONS)
    for language in (LANGUAGES if SOAK else [list(LANGUAGES)[index % len(LANGUAGES)]])
]
"""Each lesson walked to its end in every language under the soak profile; in the default run each in one, the
languages taking turns, so that every language is walked (the texts of every step are checked in every language
by ``test_every_lesson_is_sound``)."""


@pytest.mark.parametrize(("title", "language"), WALKS)
def test_a_lesson_is_taken_from_the_menu_to_its_end(data_folder: Path, title: str, language: str):
    app = lesson_app(data_folder, language)
    run = take_lesson(app, title)
    assert run.table.runner.match.record.actions == run.lesson.actions_before(run.index)
    assert app.storage.load_lessons().of(title).done, "the Learn screen marks the lesson finished"
    assert app.storage.load_autosave(app.titles, title) is None, "a lesson never writes the autosave"
    click(app, run.panel.buttons["new_game"].rect.center)
    setup = app.top
    assert isinstance(setup, SetupScene) and setup.ruleset.id == title, "a real game of the title is set up"
    press(app, pygame.K_ESCAPE)
    learn_button = app.top.buttons["learn"]
    click(app, learn_button.rect.center)
    assert tr("learn.done") in [row[2] for row in app.top.rows]


@pytest.mark.skipif(os.environ.get("HYPOTHESIS_PROFILE") != "soak", reason="a screenshot of every step: slow")
@pytest.mark.parametrize("title", LESSONS)
@pytest.mark.parametrize("window", ["1280x720", "1920x1080"])
@pytest.mark.parametrize("language", ["en", "de"])
def test_every_step_is_pictured(data_folder: Path, title: str, window: str, language: str):
    app = lesson_app(data_folder, language, window)
    take_lesson(app, title, f"lesson-{title}-{language}")


@pytest.mark.parametrize("title", LESSONS)
def test_at_its_end_a_lesson_plays_on_as_a_normal_game(data_folder: Path, title: str):
    app = lesson_app(data_folder)
    run = take_lesson(app, title)
    table = run.table
    click(app, run.panel.buttons["play_on"].rect.center)
    assert table.lesson is None and table.runner.lesson is None, "the computers think for themselves now"
    frames(app, 3)
    saved = app.storage.load_autosave(app.titles, title)
    assert saved is not None and saved.actions[: len(run.lesson.actions_before(run.index))] == (
        run.lesson.actions_before(run.index)
    ), "the same match goes on, autosaved"


@pytest.mark.parametrize("title", LESSONS)
def test_a_wrong_move_is_refused_with_the_steps_reminder_and_changes_nothing(data_folder: Path, title: str):
    app = lesson_app(data_folder)
    run = open_from_menu(app, title)
    while run.step.move is None:
        ready(app, run)
        take_step(app, run)
    ready(app, run)
    table = run.table
    match = table.runner.match
    before = (match.record, json.dumps(match.state.snapshot(), sort_keys=True))
    wrong = next(action for action in table.view.legal_actions if action != run.step.move)
    make_move(app, table, wrong)
    frames(app, 5)
    assert (match.record, json.dumps(match.state.snapshot(), sort_keys=True)) == before, "nothing changed"
    assert table.prompt() == (run.words(run.step.remind), True), "the refusal repeats what to do"
    step = run.index
    click(app, table.buttons["undo"].rect.center)
    assert run.index == step and match.record == before[0]
    make_move(app, table, run.step.move)
    frames(app, 10)
    assert run.index == step + 1, "the step's own move goes through"


def shared_route(table: KitTable, action: Action) -> bool:
    """Whether ``action`` is chosen in a follow-up: other legal actions share its card and place."""
    routes = table.decisions.routes
    route = routes[action]
    return any(
        other != action and each.item == route.item and each.target == route.target and not each.picks
        for other, each in routes.items()
    )


@pytest.mark.parametrize("title", LESSONS)
def test_a_wrong_follow_up_choice_sends_the_card_back_to_the_hand(data_folder: Path, title: str):
    app = lesson_app(data_folder)
    run = open_from_menu(app, title)
    while True:
        ready(app, run)
        if run.last:
            pytest.skip("no step of this lesson asks for a choice after a drop")
        if run.step.move is not None and shared_route(run.table, run.step.move):
            break
        take_step(app, run)
    table, step = run.table, run.index
    route = table.decisions.routes[run.step.move]
    home = table.board.sprites[route.item].rect.center
    target = table.hint_glow(route.target, route.item) or table.decisions.target_rect(route.target)
    drag(app, home, target.center)
    assert table.decisions.followup is not None, "the choice waits in the picker"
    laid = table.decisions.picker_layout(table.decisions.picker_area())
    assert next(rect for option, rect, _ in laid if option == route.option) in run.panel.lit(), "the choice is lit"
    click(app, next(rect for option, rect, _ in laid if option not in (route.option, TAKE_BACK)).center)
    frames(app, 30)
    assert run.index == step and table.prompt() == (run.words(run.step.remind), True)
    card = table.board.sprites[route.item]
    assert card.rect.center == home, "the card is back in the hand"
    make_move(app, table, run.step.move)
    frames(app, 10)
    assert run.index == step + 1
    assert card.rect.center != home, "the right choice plays the card: it stays where it went"


@pytest.mark.parametrize("title", LESSONS)
def test_a_lesson_left_is_taken_up_again_at_the_same_step(data_folder: Path, title: str):
    app = lesson_app(data_folder)
    run = open_from_menu(app, title)
    middle = len(run.lesson.steps) // 2
    while run.index < middle:
        ready(app, run)
        take_step(app, run)
    ready(app, run)
    press(app, pygame.K_ESCAPE)
    pause = app.top
    leave = next(button for button in pause.controls.widgets if button.label == tr("pause.save_and_leave"))
    click(app, leave.rect.center)
    learn = app.top
    assert isinstance(learn, LearnScene), "leaving goes back to where the lesson was opened"
    assert tr("learn.left_at", number=middle + 1, count=len(run.lesson.steps)) in [row[2] for row in learn.rows]
    app = lesson_app(data_folder)
    again = open_from_menu(app, title)
    assert again.index == middle
    before, actions = run.lesson.actions_before(middle), again.table.runner.match.record.actions
    assert actions[: len(before)] == before, "the match stands where the step begins"
    assert len(actions) <= len(before) + len(again.step.moves), "only the step's own computer moves may have begun"
    ready(app, again)
    click(app, again.panel.buttons["leave"].rect.center)
    assert isinstance(app.top, LearnScene)


def watched(title: str) -> list[int]:
    """The steps of ``title``'s lesson with a watch text."""
    ruleset = next(ruleset for ruleset in TITLES if ruleset.id == title)
    return [index for index, step in enumerate(load_lesson(ruleset).steps) if step.watch is not None]


@pytest.mark.parametrize("title", [title for title in LESSONS if watched(title)])
def test_a_watch_text_stands_from_the_move_until_what_it_set_off_has_played_out(data_folder: Path, title: str):
    index = watched(title)[0]
    storage = Storage(data_folder)
    lessons = storage.load_lessons()
    lessons.titles[title] = LessonProgress(index, False)
    storage.save_lessons(lessons)
    settings = storage.load_settings()
    settings.window, settings.animation_speed = "1280x720", "normal"
    storage.save_settings(settings)
    app = App(storage=storage)
    app.open_menu()
    run = open_from_menu(app, title)
    ready(app, run)
    assert run.panel.shown == run.step.text and not run.watching
    make_move(app, run.table, run.step.move)
    frames(app, 2)
    assert run.index == index and run.table.busy, "what the move set off is still playing out"
    assert run.watching and run.panel.shown == run.step.watch, "the box tells what is happening, not the move made"
    assert run.reminder() == tr(WATCH), "a stray click is asked to watch"
    app.settings.animation_speed = "instant"  # the rest of the stretch at once: its pace is not what is tested
    for _ in range(PATIENCE):
        if run.index > index:
            break
        frames(app)
    assert run.index == index + 1, "the lesson goes on by itself once it has played out"


def test_the_setup_screen_offers_a_lesson_for_a_title_never_played(data_folder: Path):
    app = lesson_app(data_folder)
    click(app, app.top.buttons["new_game"].rect.center)
    setup = app.top
    for ruleset in TITLES:
        setup.choose_title(ruleset)
        label = tr("setup.learn_first")
        offered = [widget for widget in setup.controls.widgets if getattr(widget, "label", "") == label]
        assert bool(offered) == (ruleset.id in LESSONS)
        if offered:
            click(app, offered[0].rect.center)
            assert isinstance(app.top, KitTable) and app.top.lesson is not None
            press(app, pygame.K_ESCAPE)
            click(app, app.top.controls.widgets[-1].rect.center)
            assert app.top is setup, "leaving the lesson comes back to the set-up screen"


@pytest.mark.parametrize("title", LESSONS)
def test_every_lesson_is_sound(title: str):
    """Each step's moves are legal when it comes and made by the right seat (the person's by the person, scripted ones
    by computers); every text exists in every language with no placeholder but the seats' names."""
    ruleset = next(ruleset for ruleset in TITLES if ruleset.id == title)
    lesson = load_lesson(ruleset)
    match = lesson.match_at(ruleset, 0)
    for number, step in enumerate(lesson.steps, start=1):
        for action in step.actions:
            seat = match.state.to_move
            assert seat is not None and action in match.state.legal_actions(), f"step {number}: {action} is legal"
            assert (seat == lesson.person) == (step.move is not None), f"step {number}: the right seat moves"
            match.apply(action)
    names = {f"seat{seat}" for seat in range(len(lesson.seats))}
    for language in LANGUAGES:
        catalogue = json.loads(asset_path("i18n", language, "lessons.json").read_text("utf-8"))
        for key in lesson.text_keys():
            assert key in catalogue, f"{key} is written in {language}"
            assert placeholders(catalogue[key]) <= names, f"{key} in {language} names only seats"


def test_the_lesson_registry_is_the_folder():
    files = sorted(path.stem for path in asset_path("lessons").glob("*.json"))
    assert sorted(LESSONS) == files and all(title in TABLES for title in LESSONS)


def test_odd_lesson_progress_is_left_out_and_the_rest_kept(data_folder: Path):
    good = {"step": 4, "done": False}
    content = {"titles": {"hofverrat": good, "verraeter": {"step": -1, "done": True}, "hofnar": {"step": 2}}}
    lessons, refused = Lessons.from_json(content)
    assert refused == 2 and lessons.of("hofverrat").step == 4 and lessons.of("verraeter").step == 0
    data_folder.mkdir(parents=True, exist_ok=True)
    (data_folder / LESSONS_FILE).write_text("{not json", "utf-8")
    storage = Storage(data_folder)
    assert storage.load_lessons().titles == {} and storage.take_notices(), "a damaged file is set aside, and said"
