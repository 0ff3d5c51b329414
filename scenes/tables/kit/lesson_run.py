"""A lesson being taken at a title's real table: which step it is at, what the table and the runner may do, and the
ways out (leave, play on, start a real game).

``open_lesson`` builds the title's own table (its ``KitTable`` subclass, so its layout, art and animations are the
real ones) on the lesson's match as it stands at the step to take up, and sets the ``LessonRun`` as the ``lesson`` of
both the table and its runner. From then on:

- the runner plays a computer seat's move only when the step scripts it (``scripted``), at the table's normal pace,
  and saves no autosave: a lesson never replaces the person's running game;
- the table hands every move of the person to ``check`` first: only the step's move passes; anything else is refused
  with the step's reminder and changes nothing; the Hint button shows that move;
- the run goes on by itself once the person's move has been played out, and by "Next" after a step to read.

Progress is saved at every step (``Storage.save_lessons``: the step and whether the lesson was finished), and the
match at a step is rebuilt by replaying the steps before it, so taking a lesson up again needs nothing else. At the
last step the person may play on from there against the computers (the lesson lets go of the table, which becomes a
normal, autosaved game) or start a real game of the title on the set-up screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core import Action, IllegalAction
from scenes.i18n import tr
from scenes.pause import PauseScene
from scenes.profile import LessonProgress
from scenes.tables.kit.lesson import Lesson, Step, load_lesson
from scenes.tables.kit.lesson_panel import LessonPanel
from scenes.ui.dialog import Dialog

if TYPE_CHECKING:
    from scenes.app import App
    from scenes.tables.kit.table import KitTable

READ = "lesson.refuse.read"
"""The reminder while a step is to be read."""
WATCH = "lesson.refuse.watch"
"""The reminder while the computers play a step's moves."""
END = "lesson.refuse.end"
"""The reminder at the last step: choose how to go on."""


def open_lesson(app: App, title_id: str) -> LessonRun:
    """Open ``title_id``'s lesson above the current scene, at the step where it was left (else at its start)."""
    ruleset = app.titles.get(title_id)
    lesson = load_lesson(ruleset)
    step = app.storage.load_lessons().of(title_id).step
    index = step if 0 < step < len(lesson.steps) - 1 else 0
    table = app.tables[title_id](app, lesson.match_at(ruleset, index))
    run = LessonRun(app, lesson, table, index)
    app.push(table)
    return run


class LessonRun:
    """One lesson at one table (see the module's note)."""

    def __init__(self, app: App, lesson: Lesson, table: KitTable, index: int) -> None:
        self.app = app
        self.lesson = lesson
        self.table = table
        self.index = index
        self.names = {f"seat{seat}": name for seat, name in enumerate(table.names)}
        self._before = [len(lesson.actions_before(number)) for number in range(len(lesson.steps))]
        self.panel = LessonPanel(self)
        table.lesson = self
        table.runner.lesson = self
        self._save()

    # Where the lesson stands.

    @property
    def step(self) -> Step:
        """The step being taken."""
        return self.lesson.steps[self.index]

    @property
    def last(self) -> bool:
        """True at the last step, which ends the lesson."""
        return self.index == len(self.lesson.steps) - 1

    def played(self) -> int:
        """How many of the step's actions have been played so far."""
        return len(self.table.runner.match.record.actions) - self._before[self.index]

    def expected(self) -> Action | None:
        """The move the person is to make now, if any."""
        step = self.step
        return step.move if step.move is not None and self.played() == 0 else None

    @property
    def watching(self) -> bool:
        """True once the person's move is made at a step with a ``watch`` text, while what it set off plays out."""
        step = self.step
        return step.watch is not None and step.move is not None and self.played() > 0

    @property
    def can_go_on(self) -> bool:
        """True when "Next" may be pressed: a step to read whose moves (if any) have been played and shown."""
        step = self.step
        return step.reads and not self.last and self.played() >= len(step.moves) and not self.table.busy

    @property
    def box(self) -> pygame.Rect:
        """Where the step's box stands (tooltips keep off it)."""
        return self.panel.rect

    def words(self, key: str) -> str:
        """A lesson text, the seats' names filled in (``{seat0}``, ``{seat1}`` …)."""
        return tr(key, **self.names)

    def reminder(self) -> str:
        """What to do now, in a line: the step's reminder, or to read on, or to watch the computers play."""
        return self.words(self._reminder_key())

    def _reminder_key(self) -> str:
        step = self.step
        if self.expected() is not None:
            return step.remind
        if self.played() < len(step.moves) or self.watching:
            return WATCH
        return END if self.last else READ

    # The runner's side.

    def scripted(self, seat: int) -> Action | None:
        """The computer's move the step scripts now, or None: the computer waits for the lesson."""
        step, played = self.step, self.played()
        return step.moves[played] if played < len(step.moves) else None

    def pause(self) -> None:
        """Escape or Menu: the pause menu, whose "Save and leave" leaves the lesson where it stands."""
        self.app.push(LessonPause(self.app, self))

    # The table's side.

    def check(self, action: Action) -> None:
        """Let the person's ``action`` through only when it is the step's move; else refuse it with the reminder."""
        if action != self.expected():
            raise IllegalAction("That is not this step's move.", key=self._reminder_key(), params=self.names)

    def handle(self, event: pygame.event.Event) -> bool:
        """The box's buttons and keys; True when the box used the event."""
        return self.panel.handle(event)

    def update(self, dt: float) -> None:
        """Go on by itself once the person's move has been played and shown."""
        if self.step.move is not None and self.played() > 0 and not self.table.busy:
            self._advance()
        self.panel.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """The step's lights and its box, over the table."""
        self.panel.draw(surface)

    # Going on and out.

    def next(self) -> None:
        """Go on to the following step ("Next"), when the step allows it."""
        if self.can_go_on:
            self._advance()

    def _advance(self) -> None:
        self.index += 1
        self._save()

    def _save(self) -> None:
        """Keep the step reached (and, at the last step, that the lesson was finished)."""
        storage = self.app.storage
        lessons = storage.load_lessons()
        done = lessons.of(self.lesson.title).done or self.last
        lessons.titles[self.lesson.title] = LessonProgress(self.index, done)
        storage.save_lessons(lessons)

    def leave(self) -> None:
        """Leave the lesson where it stands, back to the screen it was opened from."""
        self._save()
        stack = self.app.stack
        if self.table in stack:
            del stack[stack.index(self.table) :]
            self.app.top.resume()

    def play_on(self) -> None:
        """Play on from here against the computers, as a normal game (asking first when it replaces a saved one)."""
        saved = self.app.storage.load_autosave(self.app.titles, self.lesson.title)
        if saved is None:
            self._play_on()
            return
        question = tr("setup.replace_save", title=self.app.titles.get(saved.title).name)
        buttons = [(tr("lesson.button.play_on"), self._play_on), (tr("common.cancel"), None)]
        self.app.push(Dialog(self.app, tr("setup.replace_title"), question, buttons))

    def _play_on(self) -> None:
        table = self.table
        table.lesson = None
        table.runner.lesson = None
        self.app.storage.save_autosave(table.runner.match.record)

    def new_game(self) -> None:
        """Start a real game of the title: the set-up screen, with the title chosen, above the main menu."""
        from scenes.setup import SetupScene  # the set-up screen offers lessons, so it is imported when needed

        self.app.back_to_root()
        setup = SetupScene(self.app)
        setup.choose_title(self.app.titles.get(self.lesson.title))
        self.app.push(setup)


class LessonPause(PauseScene):
    """The pause menu over a lesson: the same, but leaving keeps the lesson's step, never the autosave."""

    def __init__(self, app: App, run: LessonRun) -> None:
        self.run = run
        super().__init__(app, run.table.runner.match)

    def save_and_leave(self) -> None:
        """Leave the lesson at its step (no autosave is written: the lesson is no game of the person's)."""
        self.run.leave()
