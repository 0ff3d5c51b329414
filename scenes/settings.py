"""The settings screen: window size or fullscreen, animation speed, waiting after each round, volume and mute,
language.

Every change applies at once and is saved at once, so leaving by Escape, Back or closing the window loses nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING

import pygame

from scenes.i18n import LANGUAGES, tr
from scenes.preferences import ANIMATION_SPEEDS, WINDOW_SIZES
from scenes.scene import PageScene
from scenes.ui import theme
from scenes.ui.backdrop import blit_panel, compose
from scenes.ui.button import Button
from scenes.ui.choice import Choice, Toggle
from scenes.ui.ornaments import draw_heading, draw_hint
from scenes.ui.slider import Slider
from scenes.ui.text import render
from scenes.ui.widget import Widget

if TYPE_CHECKING:
    from scenes.app import App

PANEL = pygame.Rect(260, 240, 1400, 600)
LABEL_X = PANEL.x + 80
CONTROL_X = PANEL.x + 480
CONTROL_WIDTH = 840
ROW_HEIGHT = 72
ROW_GAP = 20


class SettingsScene(PageScene):
    """Shows the settings as rows of a label and a control; Escape or Back returns to where it was opened."""

    leave_keys = (pygame.K_ESCAPE, pygame.K_BACKSPACE)

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.rows: list[tuple[str, Widget]] = []
        self.layout()

    def layout(self) -> None:
        """Build the rows in the current language (switching the language lays them out again)."""
        settings = self.app.settings
        self.controls.clear()
        self.rows = []
        window_labels = {"fullscreen": tr("settings.fullscreen")}
        sizes = WINDOW_SIZES if settings.window in WINDOW_SIZES else (settings.window, *WINDOW_SIZES)
        self.shown_window = settings.window
        self._row(
            "settings.window",
            lambda rect: Choice(
                rect,
                [(size, window_labels.get(size, size.replace("x", "×"))) for size in sizes],
                settings.window,
                self._set_window,
                tooltip=tr("settings.window_tip"),
            ),
        )
        self._row(
            "settings.animation",
            lambda rect: Choice(
                rect,
                [(speed, tr(f"settings.speed.{speed}")) for speed in ANIMATION_SPEEDS],
                settings.animation_speed,
                lambda value: self._change(animation_speed=value),
            ),
        )
        self._row(
            "settings.pace",
            lambda rect: Toggle(
                rect, tr("settings.wait"), settings.wait_after_round, lambda value: self._change(wait_after_round=value)
            ),
        )
        self._row(
            "settings.volume",
            lambda rect: Slider(rect, settings.volume, lambda value: self._change(volume=value)),
        )
        self._row(
            "settings.sound",
            lambda rect: Toggle(rect, tr("settings.mute"), settings.muted, lambda value: self._change(muted=value)),
        )
        self._row(
            "settings.language",
            lambda rect: Choice(rect, list(LANGUAGES.items()), settings.language, self._set_language),
        )
        back = pygame.Rect(0, 0, 360, 80)
        back.midtop = (theme.LOGICAL_SIZE[0] // 2, PANEL.bottom + 84)
        self.back_button = self.controls.add(Button(back, tr("common.back"), self.app.pop, style="secondary"))
        self.picture = compose(self._draw_still)

    def _row(self, label_key: str, build: Callable[[pygame.Rect], Widget]) -> None:
        y = PANEL.y + theme.SPACE_L + 12 + len(self.rows) * (ROW_HEIGHT + ROW_GAP)
        widget = self.controls.add(build(pygame.Rect(CONTROL_X, y, CONTROL_WIDTH, ROW_HEIGHT)))
        self.rows.append((label_key, widget))

    def _change(self, **values: object) -> None:
        for name, value in values.items():
            setattr(self.app.settings, name, value)
        self.app.save_settings()

    def _set_window(self, value: Hashable) -> None:
        self._change(window=value)
        self.app.apply_window_setting()

    def _set_language(self, value: Hashable) -> None:
        self._change(language=value)
        focus = self.controls.widgets.index(self.controls.focus) if self.controls.focus else None
        self.layout()
        if focus is not None:
            self.controls.set_focus(self.controls.widgets[focus])

    def resume(self) -> None:
        self.layout()

    def update(self, dt: float) -> None:
        """A window dragged to another size while the settings are open: name its size now."""
        if self.app.settings.window != self.shown_window:
            self.layout()
        super().update(dt)

    def _draw_still(self, surface: pygame.Surface) -> None:
        draw_heading(surface, tr("settings.title"))
        blit_panel(surface, PANEL, "velvet")
        for label_key, widget in self.rows:
            label = render(tr(label_key), theme.SIZE_LABEL + 4, theme.GOLD_LIGHT, theme.FACE_CAPS)
            surface.blit(label, label.get_rect(midleft=(LABEL_X, widget.rect.centery - 3)))
        folder = self.app.storage.folder
        note = tr("settings.saved_in", folder=str(folder)) if self.app.storage.writable else tr("settings.not_saved")
        line = render(note, theme.SIZE_SMALL, theme.TEXT_MUTED, theme.FACE_ITALIC)
        surface.blit(line, line.get_rect(midtop=(PANEL.centerx, PANEL.bottom + 26)))
        draw_hint(surface, tr("common.hint_back"))
