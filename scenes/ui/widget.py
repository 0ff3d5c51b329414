"""The widget base and ``Controls``, the group that routes input to widgets, moves keyboard focus and shows tooltips.

Keyboard: Tab or Down moves the focus on, Shift+Tab or Up moves it back, Enter or Space activates, Left and Right
change a choice or a slider. The focus ring shows only once the keyboard has been used, as players expect.
"""

from __future__ import annotations

import math
from typing import ClassVar

import pygame

from scenes.ui import theme
from scenes.ui.tooltip import draw_tooltip

ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
NEXT_KEYS = (pygame.K_TAB, pygame.K_DOWN)
PREVIOUS_KEYS = (pygame.K_UP,)
STILL_MS = 60_000
"""What ``idle_ms`` answers for something with nothing to animate: it needs no frame for as long as anyone waits."""


def milliseconds_until(seconds: float) -> int:
    """``seconds`` from now in whole milliseconds, rounded up (so the wait ends after the moment, never before),
    and at least 1 (0 would mean "draw every frame")."""
    return max(1, math.ceil(seconds * 1000))


class Widget:
    """Something on screen a player can point at: a rectangle in logical units, maybe enabled, maybe focused."""

    focusable: ClassVar[bool] = True

    def __init__(self, rect: pygame.Rect, *, tooltip: str | None = None, enabled: bool = True) -> None:
        self.rect = pygame.Rect(rect)
        self.tooltip = tooltip
        self.enabled = enabled
        self.visible = True
        self.hovered = False
        self.focused = False
        self.pointer: tuple[int, int] | None = None

    @property
    def editing(self) -> bool:
        """True while the widget takes every key (a text field being typed in)."""
        return False

    def handle(self, event: pygame.event.Event) -> None:
        """React to a pointer event aimed at this widget (pressed on it, or moving while it holds the pointer)."""

    def activate(self) -> None:
        """Do what a click does, from the keyboard."""

    def nudge(self, step: int) -> None:
        """Move a choice or a value by ``step`` (Left is -1, Right is +1)."""

    def stop_editing(self) -> None:
        """End typing (a click elsewhere, or the scene closing)."""

    def update(self, dt: float) -> None:
        """Advance the widget's own animation by ``dt`` seconds."""

    def idle_ms(self) -> int:
        """How long the widget may go without a frame before its look changes by itself: 0 while it moves."""
        return STILL_MS

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the widget at its rectangle."""


class Controls:
    """The widgets of one scene: pointer routing, keyboard focus and tooltips in one place."""

    def __init__(self) -> None:
        self.widgets: list[Widget] = []
        self._focus: Widget | None = None
        self._held: Widget | None = None
        self._hovered: Widget | None = None
        self._hover_time = 0.0
        self._focus_time = 0.0
        self._keyboard = False

    def add(self, widget: Widget) -> Widget:
        """Add ``widget`` in focus order and return it."""
        self.widgets.append(widget)
        return widget

    def clear(self) -> None:
        """Forget every widget (the scene lays itself out again)."""
        for widget in self.widgets:
            widget.stop_editing()
        self.widgets.clear()
        self._focus = self._held = self._hovered = None

    @property
    def focus(self) -> Widget | None:
        """The widget that keyboard activation reaches."""
        return self._focus

    def set_focus(self, widget: Widget | None) -> None:
        """Move the keyboard focus to ``widget``."""
        if widget is not self._focus:
            self._focus_time = 0.0
        self._focus = widget
        for each in self.widgets:
            each.focused = each is widget and self._keyboard

    def handle(self, event: pygame.event.Event) -> bool:
        """Route one event; True when a widget used it, so the scene does not act on it too."""
        if self._focus is not None and self._focus.editing and event.type in (pygame.KEYDOWN, pygame.TEXTINPUT):
            self._focus.handle(event)
            return True
        if event.type == pygame.MOUSEMOTION:
            self._hover(event.pos)
            if self._held is not None:
                self._held.handle(event)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._press(event)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._held is not None:
            held, self._held = self._held, None
            held.handle(event)
            return True
        if event.type == pygame.MOUSEWHEEL and self._hovered is not None:
            self._hovered.handle(event)
            return False
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _press(self, event: pygame.event.Event) -> bool:
        target = self.widget_at(event.pos)
        if self._focus is not None and self._focus is not target:
            self._focus.stop_editing()
        if target is None:
            return False
        self._keyboard = False
        self.set_focus(target if target.focusable else None)
        self._held = target
        target.handle(event)
        return True

    def _key(self, event: pygame.event.Event) -> bool:
        focusable = [widget for widget in self.widgets if widget.visible and widget.enabled and widget.focusable]
        if event.key in NEXT_KEYS or event.key in PREVIOUS_KEYS:
            if not focusable:
                return False
            step = -1 if event.key in PREVIOUS_KEYS or event.mod & pygame.KMOD_SHIFT else 1
            if self._keyboard and self._focus in focusable:
                target = focusable[(focusable.index(self._focus) + step) % len(focusable)]
            elif self._focus in focusable:
                target = self._focus
            else:
                target = focusable[0 if step > 0 else -1]
            self._keyboard = True
            self.set_focus(target)
            return True
        if self._focus is None or self._focus not in focusable:
            return False
        if event.key in ACTIVATE_KEYS:
            self._focus.activate()
            return True
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self._focus.nudge(-1 if event.key == pygame.K_LEFT else 1)
            return True
        return False

    def widget_at(self, position: tuple[int, int]) -> Widget | None:
        """The topmost enabled, visible widget under ``position``."""
        for widget in reversed(self.widgets):
            if widget.visible and widget.enabled and widget.rect.collidepoint(position):
                return widget
        return None

    def _hover(self, position: tuple[int, int]) -> None:
        hovered = None
        for widget in reversed(self.widgets):
            if widget.visible and widget.rect.collidepoint(position) and hovered is None:
                hovered = widget
            widget.hovered = widget is hovered and widget.enabled
            widget.pointer = position if widget.hovered else None
        if hovered is not self._hovered:
            self._hovered = hovered
            self._hover_time = 0.0

    def update(self, dt: float) -> None:
        """Advance widget animations and the tooltip delay."""
        self._hover_time += dt
        self._focus_time += dt
        for widget in self.widgets:
            widget.update(dt)

    def idle_ms(self) -> int:
        """How long these widgets may go without a frame: 0 while one is held (a press or a drag), else until the
        first widget changes by itself or the tooltip of the one the pointer rests on is due."""
        if self._held is not None:
            return 0
        waits = [widget.idle_ms() for widget in self.widgets if widget.visible]
        tipped = self._tipped()
        if tipped is not None and tipped[1] < theme.TOOLTIP_DELAY:
            waits.append(milliseconds_until(theme.TOOLTIP_DELAY - tipped[1]))
        return min(waits, default=STILL_MS)

    def draw(self, surface: pygame.Surface, *, tooltip: bool = True) -> None:
        """Draw every visible widget, then (unless ``tooltip`` is False) the tooltip of the one the pointer has rested
        on; a scene that draws more over its widgets draws that tooltip last itself (``due_tooltip``)."""
        for widget in self.widgets:
            if widget.visible:
                widget.draw(surface)
        due = self.due_tooltip() if tooltip else None
        if due is not None:
            draw_tooltip(surface, *due)

    def due_tooltip(self) -> tuple[str, pygame.Rect] | None:
        """The tooltip to show now and the widget's rectangle, once the pointer has rested on a widget that has one
        (enabled or greyed: a greyed one's tooltip may say why), or the keyboard's focus has stayed on one."""
        tipped = self._tipped()
        if tipped is not None and tipped[1] >= theme.TOOLTIP_DELAY:
            return tipped[0].tooltip or "", tipped[0].rect
        return None

    def _tipped(self) -> tuple[Widget, float] | None:
        """The widget whose tooltip is due or coming and how long it has been waited for: the one the pointer rests
        on, else the one Tab has focused (a keyboard player reads the same explanations as a mouse player)."""
        hovered = self._hovered
        if hovered is not None and hovered.tooltip and hovered.visible:
            return hovered, self._hover_time
        focus = self._focus
        if self._keyboard and focus is not None and focus.tooltip and focus.visible:
            return focus, self._focus_time
        return None
