"""The Learn screen: each title's lesson, how long it takes, and how far the person got (a mark once finished).

A title is listed when it has a lesson (``scenes.tables.kit.lesson.lesson_titles``, the lesson registry) and a table.
Choosing one opens the lesson at the step where it was left, or from its start. Escape goes back to the menu.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes.art.icons import mark
from scenes.i18n import tr
from scenes.scene import PageScene
from scenes.tables.kit.lesson import lesson_titles, load_lesson
from scenes.tables.kit.lesson_run import open_lesson
from scenes.ui import theme
from scenes.ui.backdrop import blit_panel, compose
from scenes.ui.button import Button
from scenes.ui.ornaments import draw_heading, draw_hint
from scenes.ui.text import render

if TYPE_CHECKING:
    from scenes.app import App

PAGE = pygame.Rect(360, 230, 1200, 620)
ROW = 112
BUTTON_SIZE = (440, 80)
MARK_SIZE = (40, 40)
BACK = pygame.Rect(PAGE.x, 900, 360, 80)


class LearnScene(PageScene):
    """The lessons, one row each: the title's button, then its length and the person's progress."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.buttons: dict[str, Button] = {}
        self.rows: list[tuple[str, pygame.Rect, str, bool]] = []
        self.layout()

    def resume(self) -> None:
        """Back from a lesson: its progress (or the language) may have changed."""
        self.layout()

    def layout(self) -> None:
        """A row per lesson, in the registry's order, with the progress saved so far."""
        self.controls.clear()
        self.buttons, self.rows = {}, []
        progress = self.app.storage.load_lessons()
        titles = [
            title for title in lesson_titles(ruleset.id for ruleset in self.app.titles) if title in self.app.tables
        ]
        y = PAGE.y + theme.SPACE_L
        for title in titles:
            ruleset = self.app.titles.get(title)
            lesson = load_lesson(ruleset)
            rect = pygame.Rect(PAGE.x + theme.SPACE_L, y, *BUTTON_SIZE)
            self.buttons[title] = self.controls.add(Button(rect, ruleset.name, self._opener(title)))
            steps, reached = len(lesson.steps), progress.of(title)
            length = tr("learn.length", minutes=lesson.minutes, steps=steps)
            if 0 < reached.step < steps - 1:
                state = tr("learn.left_at", number=reached.step + 1, count=steps)
            else:
                state = tr("learn.done" if reached.done else "learn.new")
            self.rows.append((length, rect, state, reached.done))
            y += ROW
        self.controls.add(Button(BACK, tr("common.back"), self.app.pop, style="secondary"))
        self.picture = compose(self._draw_still)

    def _opener(self, title: str):
        return lambda: open_lesson(self.app, title)

    def _draw_still(self, surface: pygame.Surface) -> None:
        draw_heading(surface, tr("learn.title"), tr("learn.subtitle"), y=40)
        blit_panel(surface, PAGE, "parchment")
        for length, rect, state, done in self.rows:
            x = rect.right + theme.SPACE_M
            line = render(length, theme.SIZE_BODY, theme.INK, theme.FACE_REGULAR)
            surface.blit(line, (x, rect.y + 2))
            if done:
                tick = mark("tick", MARK_SIZE)
                surface.blit(tick, (x, rect.bottom - MARK_SIZE[1] + 2))
                x += MARK_SIZE[0] + theme.SPACE_XS
            note = render(state, theme.SIZE_BODY, theme.INK_SOFT, theme.FACE_ITALIC)
            surface.blit(note, (x, rect.bottom - note.get_height()))
        draw_hint(surface, tr("common.hint_back"))
