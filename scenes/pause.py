"""The pause overlay on a table: Resume, Take back my last move, Rules, Settings, Save and leave. Escape resumes.

"Take back my last move" is the table's (``MatchRunner.take_back``): shown greyed, its tooltip saying why, where it
may not be used (at a hot seat of several people, before the person's first move)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.core import Match
from scenes.i18n import tr
from scenes.rules import RulesScene
from scenes.scene import Overlay, PageScene
from scenes.settings import SettingsScene
from scenes.ui import theme
from scenes.ui.button import Button

if TYPE_CHECKING:
    from scenes.app import App

BUTTON_SIZE = (480, 80)
GAP = 20


class PauseScene(PageScene, Overlay):
    """Drawn over the frozen table; the table pushes it on Escape."""

    def __init__(
        self,
        app: App,
        match: Match,
        *,
        take_back: Callable[[], None] | None = None,
        take_back_refused: str | None = None,
        phones: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(app)
        self.match = match
        self.take_back = take_back
        self.take_back_refused = take_back_refused
        """Why "Take back my last move" may not be used now (its greyed entry's tooltip), or None when it may."""
        self.phones = phones
        """Opens "Phone seats" (``scenes.phone.handback``), in a game with seats played on phones."""
        self.layout()

    def layout(self) -> None:
        """Build the buttons in the current language."""
        self.controls.clear()
        entries = [
            ("pause.resume", self.app.pop, "primary"),
            *([("pause.take_back", self._take_back, "primary")] if self.take_back is not None else []),
            *([("pause.phones", self.phones, "primary")] if self.phones is not None else []),
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
            button = self.controls.add(Button(rect, tr(key), action, style=style))
            if key == "pause.take_back":
                button.enabled = self.take_back_refused is None
                button.tooltip = self.take_back_refused or tr("pause.take_back.tip")
            y += BUTTON_SIZE[1] + GAP

    def _take_back(self) -> None:
        """Back to the table, which takes back the person's last move and the computers' answers."""
        self.app.pop()
        self.take_back()

    def save_and_leave(self) -> None:
        """Save the match (Continue will resume it) and return to the main menu."""
        self.app.storage.save_autosave(self.match.record)
        self.app.back_to_root()

    def resume(self) -> None:
        self.refresh()
        self.layout()

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_panel(surface, self.panel, tr("pause.title"), theme.SIZE_HEADING + 8)
        self.controls.draw(surface)
