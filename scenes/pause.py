"""The pause overlay on a table: Resume, Rules, Settings, Save and leave. Escape resumes."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core import Match
from scenes.i18n import tr
from scenes.rules import RulesScene
from scenes.scene import Overlay, PageScene
from scenes.settings import SettingsScene
from scenes.ui import theme
from scenes.ui.backdrop import blit_panel
from scenes.ui.button import Button
from scenes.ui.text import gilded

if TYPE_CHECKING:
    from scenes.app import App

BUTTON_SIZE = (480, 80)
GAP = 20


class PauseScene(PageScene, Overlay):
    """Drawn over the frozen table; the table pushes it on Escape."""

    def __init__(self, app: App, match: Match) -> None:
        super().__init__(app)
        self.match = match
        self.layout()

    def layout(self) -> None:
        """Build the buttons in the current language."""
        self.controls.clear()
        entries = [
            ("pause.resume", self.app.pop, "primary"),
            ("pause.rules", lambda: self.app.push(RulesScene(self.app, self.match.record.title)), "primary"),
            ("pause.settings", lambda: self.app.push(SettingsScene(self.app)), "primary"),
            ("pause.save_and_leave", self.save_and_leave, "secondary"),
        ]
        height = len(entries) * (BUTTON_SIZE[1] + GAP) - GAP
        self.panel = pygame.Rect(0, 0, BUTTON_SIZE[0] + 2 * theme.SPACE_XL, height + 190)
        self.panel.center = (theme.LOGICAL_SIZE[0] // 2, theme.LOGICAL_SIZE[1] // 2)
        y = self.panel.y + 150
        for key, action, style in entries:
            rect = pygame.Rect(0, y, *BUTTON_SIZE)
            rect.centerx = self.panel.centerx
            self.controls.add(Button(rect, tr(key), action, style=style))
            y += BUTTON_SIZE[1] + GAP

    def save_and_leave(self) -> None:
        """Save the match (Continue will resume it) and return to the main menu."""
        self.app.storage.save_autosave(self.match.record)
        self.app.back_to_root()

    def resume(self) -> None:
        self.refresh()
        self.layout()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.beneath(surface), (0, 0))
        blit_panel(surface, self.panel, "velvet")
        title = gilded(tr("pause.title"), theme.SIZE_HEADING + 8)
        surface.blit(title, title.get_rect(midtop=(self.panel.centerx, self.panel.y + 44)))
        self.controls.draw(surface)
