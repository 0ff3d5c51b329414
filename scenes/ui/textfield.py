"""Text fields: a short name typed in place (a seat's name on the setup screen)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.ui import theme
from scenes.ui.text import render, width_of
from scenes.ui.widget import STILL_MS, Widget, milliseconds_until

BLINK = 0.53
PADDING = 16


class TextField(Widget):
    """One line of text. Click (or Enter) to type; Enter, Tab or a click elsewhere ends typing, Escape undoes it.

    An emptied field gets its previous text back when typing ends, so a seat always has a name.
    """

    def __init__(
        self,
        rect: pygame.Rect,
        text: str,
        on_change: Callable[[str], None],
        *,
        max_length: int = 20,
        text_size: int = theme.SIZE_BODY,
        tooltip: str | None = None,
    ) -> None:
        super().__init__(rect, tooltip=tooltip)
        self.text = text
        self.on_change = on_change
        self.max_length = max_length
        self.text_size = text_size
        self._editing = False
        self._before = text
        self._blink = 0.0

    @property
    def editing(self) -> bool:
        return self._editing

    def start_editing(self) -> None:
        """Begin typing into the field."""
        if not self._editing:
            self._editing = True
            self._before = self.text
            self._blink = 0.0
            pygame.key.start_text_input()

    def stop_editing(self) -> None:
        if self._editing:
            self._editing = False
            pygame.key.stop_text_input()
            if not self.text.strip():
                self.text = self._before
            self.text = self.text.strip()
            self.on_change(self.text)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.start_editing()
        elif event.type == pygame.TEXTINPUT and self._editing:
            self.text = (self.text + event.text)[: self.max_length]
            self._blink = 0.0
        elif event.type == pygame.KEYDOWN and self._editing:
            if event.key == pygame.K_BACKSPACE:
                self.text = self.text[:-1]
                self._blink = 0.0
            elif event.key == pygame.K_ESCAPE:
                self.text = self._before
                self.stop_editing()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB):
                self.stop_editing()

    def activate(self) -> None:
        self.start_editing()

    def update(self, dt: float) -> None:
        self._blink = (self._blink + dt) % (2 * BLINK)

    def idle_ms(self) -> int:
        """While typing, until the caret next blinks on or off; else still."""
        return milliseconds_until(BLINK - self._blink % BLINK) if self._editing else STILL_MS

    def draw(self, surface: pygame.Surface) -> None:
        lit = self._editing or self.hovered or self.focused
        pygame.draw.rect(
            surface, theme.PARCHMENT if self._editing else theme.PARCHMENT_DARK, self.rect, border_radius=8
        )
        pygame.draw.rect(surface, theme.GOLD_PALE if lit else theme.GOLD_DARK, self.rect, 2, border_radius=8)
        text = render(self.text, self.text_size, theme.INK)
        surface.blit(text, text.get_rect(midleft=(self.rect.x + PADDING, self.rect.centery - 2)))
        if self._editing and self._blink < BLINK:
            x = self.rect.x + PADDING + width_of(self.text, self.text_size) + 2
            pygame.draw.line(surface, theme.INK, (x, self.rect.y + 10), (x, self.rect.bottom - 10), 2)
