"""Continue which game: with games of several titles in progress, one button for each (the one saved last first).

The menu's Continue opens a single game in progress directly; this overlay only appears when there is a choice.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.core import MatchRecord
from scenes.i18n import tr
from scenes.play import continue_match
from scenes.scene import Overlay, PageScene
from scenes.ui import theme
from scenes.ui.button import Button

if TYPE_CHECKING:
    from scenes.app import App

BUTTON_SIZE = (560, 76)
GAP = 18


class ContinueChoiceScene(PageScene, Overlay):
    """A button per game in progress, and Back; choosing one opens its table in place of this overlay."""

    def __init__(self, app: App, records: Sequence[MatchRecord]) -> None:
        super().__init__(app)
        self.records = list(records)
        self.layout()

    def layout(self) -> None:
        """Build the buttons in the current language."""
        self.controls.clear()
        entries = [
            (game_label(self.app, record), lambda title=record.title: self._open(title), "primary")
            for record in self.records
        ]
        entries.append((tr("common.back"), self.app.pop, "secondary"))
        height = len(entries) * (BUTTON_SIZE[1] + GAP) - GAP
        self.panel = pygame.Rect(0, 0, BUTTON_SIZE[0] + 2 * theme.SPACE_XL, height + 190)
        self.panel.center = (theme.LOGICAL_SIZE[0] // 2, theme.LOGICAL_SIZE[1] // 2)
        y = self.panel.y + 150
        for label, action, style in entries:
            rect = pygame.Rect(0, y, *BUTTON_SIZE)
            rect.centerx = self.panel.centerx
            self.controls.add(Button(rect, label, action, style=style))
            y += BUTTON_SIZE[1] + GAP

    def _open(self, title: str) -> None:
        """Close the choice and open ``title``'s game above the menu (the menu says why when it cannot be)."""
        self.app.pop()
        if not continue_match(self.app, title):
            self.app.top.resume()

    def resume(self) -> None:
        self.refresh()
        self.layout()

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_panel(surface, self.panel, tr("menu.continue_choose"), theme.SIZE_HEADING + 8)
        self.controls.draw(surface)


def game_label(app: App, record: MatchRecord) -> str:
    """A game in progress on its button: its title and how many play."""
    return tr("menu.continue_game", title=app.titles.get(record.title).name, players=len(record.seats))
