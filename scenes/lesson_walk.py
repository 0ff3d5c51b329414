"""Taking a lesson as a person does, by real input: open it from the menu's Learn entry, wait at each step until it
waits for the person, make the step's move by the route the table offers it (drag or click, then a follow-up's
option, an option's button, or picks and Confirm) or click Next, to the lesson's last step.

The lesson tests walk every lesson this way in every language, and ``bench.lessons`` walks them at the default speed
to time them; both see what a person would, since the input goes through SDL's queue like a player's.
"""

from __future__ import annotations

from collections.abc import Callable

from game.core import Action
from scenes.app import App
from scenes.drive import click, drag, until
from scenes.learn import LearnScene
from scenes.menu import MenuScene
from scenes.tables.kit.lesson_run import LessonRun
from scenes.tables.kit.table import KitTable


class LessonStuck(AssertionError):
    """A step that never became ready for the person, or did not go on after its move."""


def open_from_menu(app: App, title: str) -> LessonRun:
    """Menu → Learn → the title's lesson, by clicks; the lesson's run at its table."""
    menu = app.top
    if not isinstance(menu, MenuScene):
        raise LessonStuck("a lesson is opened from the menu")
    click(app, menu.buttons["learn"].rect.center)
    learn = app.top
    if not isinstance(learn, LearnScene):
        raise LessonStuck("the menu's Learn entry opens the Learn screen")
    click(app, learn.buttons[title].rect.center)
    table = app.top
    if not isinstance(table, KitTable) or table.lesson is None:
        raise LessonStuck("the lesson opens at the title's own table")
    return table.lesson


def ready(app: App, run: LessonRun, patience: int) -> None:
    """Run frames (at most ``patience``) until the step waits for the person: its move can be made, or Next (or the
    end's buttons) clicked."""
    if until(app, lambda: run.last or run.can_go_on or waits_for_move(run), patience, at_least=1):
        return
    raise LessonStuck(f"step {run.index + 1} of the {run.lesson.title} lesson never became ready")


def waits_for_move(run: LessonRun) -> bool:
    """Whether the step's move can be made now: the table offers the person a decision and shows no move."""
    table = run.table
    return run.expected() is not None and table.decisions.active and not table.busy


def make_move(app: App, table: KitTable, action: Action) -> None:
    """Make ``action`` as a person does, by the route the title's affordances give it: drag (or click) and then the
    follow-up's option, an option's button, or picks and Confirm."""
    decisions = table.decisions
    route = decisions.affordances.route(action)
    if route.picks:
        for key in route.picks:
            click(app, table.board.sprites[key].rect.center)
        confirm = next(rect for step, rect in decisions.button_row() if step not in decisions.options())
        click(app, confirm.center)
        return
    if route.item is None and route.target is None:
        click(app, next(rect for step, rect in decisions.button_row() if step == route.option).center)
        return
    if route.item is not None:
        target = table.hint_glow(route.target, route.item) or decisions.target_rect(route.target)
        drag(app, table.board.sprites[route.item].rect.center, target.center)
    else:
        click(app, decisions.target_rect(route.target).center)
    if decisions.followup is not None:
        laid = decisions.picker_layout(decisions.picker_area())
        click(app, next(rect for option, rect, _ in laid if option == route.option).center)


def take_step(app: App, run: LessonRun, patience: int) -> None:
    """Do what the step asks: its move, or Next; then wait (at most ``patience`` frames) for the next step."""
    index = run.index
    if run.step.move is not None:
        make_move(app, run.table, run.step.move)
    else:
        click(app, run.panel.buttons["next"].rect.center)
    if until(app, lambda: run.index > index, patience):
        return
    raise LessonStuck(f"step {index + 1} of the {run.lesson.title} lesson did not go on")


def take_lesson(app: App, title: str, patience: int, at_each_step: Callable[[LessonRun], None]) -> LessonRun:
    """Take the whole lesson from the menu to its last step; ``at_each_step`` sees each step once it is ready."""
    run = open_from_menu(app, title)
    while True:
        ready(app, run, patience)
        at_each_step(run)
        if run.last:
            return run
        take_step(app, run, patience)
