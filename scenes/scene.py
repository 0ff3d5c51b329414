"""The scene interface: every screen handles one event, updates by elapsed seconds and draws to a surface.

Tests drive a scene with these three methods alone; the app's main loop only calls them for the top of its stack.
A fourth, ``idle_ms``, lets the loop sleep while nothing on screen would change: a scene that is still says how long
it can do without a frame, and the app draws nothing new and waits for input for that long.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

import pygame

from scenes.ui.backdrop import blit_panel, dim_layer
from scenes.ui.text import gilded
from scenes.ui.widget import Controls

if TYPE_CHECKING:
    from scenes.app import App


class Scene:
    """One screen on the app's stack.

    ``opaque`` scenes cover everything below them; an overlay (pause menu, dialog) sets it False and the scenes
    beneath are drawn first, frozen. Positions in events are already in logical units (``theme.LOGICAL_SIZE``).
    """

    opaque: ClassVar[bool] = True

    def __init__(self, app: App) -> None:
        self.app = app

    def handle(self, event: pygame.event.Event) -> None:
        """React to one input event."""

    def update(self, dt: float) -> None:
        """Advance animations by ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene onto the logical screen."""

    def idle_ms(self) -> int:
        """How long the app may wait for input before this scene needs another frame: 0 while anything moves, a drag
        is held, or a computer thinks. The default, 0, asks for every frame; a scene that knows when it is still
        says so."""
        return 0

    def resume(self) -> None:
        """Called when the scene is on top again after the one above it left (settings may have changed)."""


class Overlay(Scene):
    """A scene over the frozen scene beneath it (pause menu, dialog).

    Scenes below the top never update, so the overlay draws them once, dims that picture, and reuses it every
    frame: an overlay costs one opaque blit instead of redrawing the table and a full-screen veil.
    """

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self._beneath: pygame.Surface | None = None

    def beneath(self, surface: pygame.Surface) -> pygame.Surface:
        """The dimmed picture of the scenes below, drawn on first use."""
        if self._beneath is None:
            below = self.app.stack[: self.app.stack.index(self)] if self in self.app.stack else []
            first = max((index for index, scene in enumerate(below) if scene.opaque), default=0)
            for scene in below[first:]:
                scene.draw(surface)
            surface.blit(dim_layer(), (0, 0))
            self._beneath = surface.copy()
        return self._beneath

    def refresh(self) -> None:
        """Draw the scenes below again on the next frame (after the language changed, say)."""
        self._beneath = None

    def draw_panel(self, surface: pygame.Surface, panel: pygame.Rect, heading: str, size: int) -> None:
        """The scenes below dimmed, a velvet panel over them and its gilded heading: the one look of every small
        choice laid over a screen (the pause menu, which game to continue, the phone seats)."""
        surface.blit(self.beneath(surface), (0, 0))
        blit_panel(surface, panel, "velvet")
        title = gilded(heading, size)
        surface.blit(title, title.get_rect(midtop=(panel.centerx, panel.y + 44)))


class PageScene(Scene):
    """A screen of widgets over a still picture (menu, set-up, settings, rules, results, pause).

    The widgets see every event first; a key in ``leave_keys`` the widgets did not take calls ``leave``. Subclasses
    build ``picture`` (everything that does not move, drawn once per layout) and add their widgets to ``controls``.
    """

    leave_keys: ClassVar[tuple[int, ...]] = (pygame.K_ESCAPE,)

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.controls = Controls()
        self.picture = pygame.Surface((1, 1))

    def handle(self, event: pygame.event.Event) -> None:
        if self.controls.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key in self.leave_keys:
            self.leave()

    def leave(self) -> None:
        """Escape: back to the screen beneath."""
        self.app.pop()

    def update(self, dt: float) -> None:
        self.controls.update(dt)

    def idle_ms(self) -> int:
        """The picture never moves, so the page is as still as its widgets."""
        return self.controls.idle_ms()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.picture, (0, 0))
        self.controls.draw(surface)
