"""The main menu: New game, Learn (the lessons), Continue (greyed out without an autosave), Rules, Statistics,
Settings, Quit."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes import __version__
from scenes.i18n import current_language, tr
from scenes.notices import show_notices
from scenes.scene import PageScene
from scenes.ui import theme
from scenes.ui.backdrop import blit_panel, compose
from scenes.ui.button import Button
from scenes.ui.dialog import Dialog
from scenes.ui.ornaments import crown, draw_hint, flourish
from scenes.ui.text import gilded, render

if TYPE_CHECKING:
    from game.core import MatchRecord
    from scenes.app import App

BUTTON_SIZE = (520, 62)
BUTTON_GAP = 12


class MenuScene(PageScene):
    """The first screen, and where Escape from any other screen eventually leads."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.buttons: dict[str, Button] = {}
        self.picture_language: str | None = None
        self.layout()

    def resume(self) -> None:
        """Lay the buttons out again (language or autosave may have changed) and show waiting notices."""
        self.layout()
        show_notices(self.app)

    def layout(self) -> None:
        """Build the buttons in the current language; Continue is enabled only when there is a game to continue.

        The still picture (crown, title, tagline, panel) is composed again only when the language has changed: the
        menu lays itself out on every return to it, and twice as the executable starts, before it can show.
        """
        self.controls.clear()
        continue_tip = self._continue_blocked()
        entries = [
            ("new_game", lambda: self._open("new_game"), None),
            ("learn", self._learn, None),
            ("continue", self._continue, continue_tip),
            ("rules", lambda: self._open("rules"), None),
            ("statistics", lambda: self._open("statistics"), None),
            ("settings", lambda: self._open("settings"), None),
            ("quit", self.app.quit, None),
        ]
        self.panel = pygame.Rect(0, 0, BUTTON_SIZE[0] + 2 * theme.SPACE_XL, 0)
        self.panel.height = len(entries) * (BUTTON_SIZE[1] + BUTTON_GAP) - BUTTON_GAP + 2 * theme.SPACE_L + 10
        self.panel.midtop = (theme.LOGICAL_SIZE[0] // 2, 404)
        y = self.panel.y + theme.SPACE_L + 5
        for key, action, tip in entries:
            rect = pygame.Rect(0, y, *BUTTON_SIZE)
            rect.centerx = self.panel.centerx
            style = "secondary" if key == "quit" else "primary"
            button = Button(rect, tr(f"menu.{key}"), action, style=style, tooltip=tip, enabled=tip is None)
            self.buttons[key] = self.controls.add(button)
            y += BUTTON_SIZE[1] + BUTTON_GAP
        if self.picture_language != current_language():
            self.picture = compose(self._draw_still)
            self.picture_language = current_language()

    def _continue_blocked(self) -> str | None:
        """Why Continue is greyed out, or None when there is a game to continue. The games in progress are known by
        their files' headers alone (``Storage.autosave_titles``): reading one whole imports its title's rules, which
        waits until Continue is chosen (issue 37 §7); a game found damaged then is reported as at any other time."""
        found = self.app.storage.autosave_titles()
        if any(title in self.app.tables for title in found):
            return None
        registered = [title for title in found if title in self.app.titles]  # seldom: a game of a title without a table
        if registered:
            return tr("menu.continue_no_table", title=self.app.titles.get(registered[0]).name)
        return tr("menu.continue_none")

    def _open(self, screen: str) -> None:
        """Open one of the menu's screens, imported when first chosen, so that the menu shows before any of them and
        what they import (issue 37 §7)."""
        from scenes.rules import RulesScene
        from scenes.settings import SettingsScene
        from scenes.setup import SetupScene
        from scenes.statistics import StatisticsScene

        screens = {
            "new_game": SetupScene,
            "rules": RulesScene,
            "statistics": StatisticsScene,
            "settings": SettingsScene,
        }
        self.app.push(screens[screen](self.app))

    def _learn(self) -> None:
        from scenes.learn import LearnScene  # the table kit loads with the first lesson or table (issue 37 §7)

        self.app.push(LearnScene(self.app))

    def _playable(self, records: list[MatchRecord]) -> list[MatchRecord]:
        return [record for record in records if record.title in self.app.tables]

    def _continue(self) -> None:
        """The one game in progress opens at once; with games of several titles in progress, the person chooses."""
        from scenes.continue_choice import ContinueChoiceScene
        from scenes.play import continue_match

        records = self._playable(self.app.storage.load_autosaves(self.app.titles))
        if len(records) > 1:
            self.app.push(ContinueChoiceScene(self.app, records))
        elif not records or not continue_match(self.app, records[0].title):
            self.resume()

    def leave(self) -> None:
        """Escape on the first screen asks whether to quit (and says so when the running game could not be saved)."""
        question = "notice.quit_unsaved" if self.app.storage.failing else "menu.quit_question"
        self.app.push(
            Dialog(
                self.app,
                tr("menu.quit_title"),
                tr(question),
                [(tr("menu.quit"), self.app.quit), (tr("common.stay"), None)],
            )
        )

    def _draw_still(self, surface: pygame.Surface) -> None:
        centre = theme.LOGICAL_SIZE[0] // 2
        emblem = crown(150)
        surface.blit(emblem, emblem.get_rect(midtop=(centre, 56)))
        title = gilded("Hofintrigen", theme.SIZE_DISPLAY)
        surface.blit(title, title.get_rect(midtop=(centre, 136)))
        rule = flourish(760)
        surface.blit(rule, rule.get_rect(midtop=(centre, 304)))
        tagline = render(tr("menu.tagline"), theme.SIZE_HEADING - 10, theme.GOLD_PALE, theme.FACE_ITALIC)
        surface.blit(tagline, tagline.get_rect(midtop=(centre, 338)))
        blit_panel(surface, self.panel, "velvet")
        version = render(f"v{__version__}", theme.SIZE_SMALL, theme.TEXT_MUTED, theme.FACE_ITALIC)
        surface.blit(version, version.get_rect(bottomleft=(theme.SPACE_L, theme.LOGICAL_SIZE[1] - 24)))
        draw_hint(surface, tr("menu.hint"))
