"""Dialogs: a parchment notice over the dimmed scene, with one to three buttons. Escape picks the last button."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from scenes.scene import Overlay
from scenes.ui import theme
from scenes.ui.backdrop import blit_panel
from scenes.ui.button import Button
from scenes.ui.text import render, render_lines, wrap
from scenes.ui.widget import Controls

if TYPE_CHECKING:
    from scenes.app import App

WIDTH = 980
BUTTON_SIZE = (300, 76)

DialogButton = tuple[str, Callable[[], None] | None]


class Dialog(Overlay):
    """A modal question or notice. Each button closes the dialog, then runs its action (if any)."""

    def __init__(self, app: App, title: str, message: str, buttons: Sequence[DialogButton]) -> None:
        super().__init__(app)
        self.title = title
        self.buttons = list(buttons)
        self.body = render_lines(wrap(message, WIDTH - 2 * theme.SPACE_XL, theme.SIZE_BODY), colour=theme.INK)
        height = 150 + self.body.get_height() + BUTTON_SIZE[1] + theme.SPACE_L
        self.rect = pygame.Rect(0, 0, WIDTH, height)
        self.rect.center = (theme.LOGICAL_SIZE[0] // 2, theme.LOGICAL_SIZE[1] // 2)
        self.controls = Controls()
        gap = theme.SPACE_M
        row = len(self.buttons) * BUTTON_SIZE[0] + (len(self.buttons) - 1) * gap
        x = self.rect.centerx - row // 2
        for index, (label, _) in enumerate(self.buttons):
            rect = pygame.Rect(x + index * (BUTTON_SIZE[0] + gap), self.rect.bottom - 116, *BUTTON_SIZE)
            style = "primary" if index == 0 else "secondary"
            self.controls.add(Button(rect, label, lambda index=index: self.choose(index), style=style))
        self.controls.set_focus(self.controls.widgets[0])

    def choose(self, index: int) -> None:
        """Close the dialog and run the action of button ``index``."""
        self.app.pop()
        action = self.buttons[index][1]
        if action is not None:
            action()

    def handle(self, event: pygame.event.Event) -> None:
        if self.controls.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.choose(len(self.buttons) - 1)

    def update(self, dt: float) -> None:
        self.controls.update(dt)

    def idle_ms(self) -> int:
        """The scenes beneath are a frozen picture: the dialog is as still as its buttons."""
        return self.controls.idle_ms()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.beneath(surface), (0, 0))
        blit_panel(surface, self.rect, "parchment")
        title = render(self.title, theme.SIZE_HEADING, theme.WINE, theme.FACE_CAPS)
        surface.blit(title, title.get_rect(midtop=(self.rect.centerx, self.rect.y + theme.SPACE_L)))
        surface.blit(self.body, (self.rect.x + theme.SPACE_XL, self.rect.y + 128))
        self.controls.draw(surface)
