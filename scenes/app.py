"""The app: one window, a 60 fps main loop, a stack of scenes, and the logical screen scaled to the window.

Scenes draw onto one logical screen of ``theme.LOGICAL_SIZE`` and receive pointer positions in the same units, so no
scene knows the window's size. The app fits that screen into the window keeping its aspect ratio (bars fill the
rest), scales it down smoothly (or up, cheaply) once per frame, and maps the pointer back.

While the top scene is still (``Scene.idle_ms`` above 0: nothing moves, nothing is held, no computer thinks), the loop
draws nothing new: it sleeps until input arrives or the scene's time is up, so a player thinking costs next to no
power. Animations, drags and computer turns run at 60 frames per second as before.
"""

from __future__ import annotations

import dataclasses
import os
import threading
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING

import pygame

from scenes.audio import Audio
from scenes.i18n import set_language
from scenes.menu import MenuScene
from scenes.preferences import WindowSetting
from scenes.scene import Scene
from scenes.setup_memory import SetupMemory
from scenes.storage import Storage
from scenes.ui import theme
from scenes.ui.dirty import RecordingScreen

if TYPE_CHECKING:
    from game.core import TitleRegistry
    from scenes.profile import Outcome, Statistics
    from scenes.tables import TableFactory

FRAMES_PER_SECOND = 60
POINTER_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
FALLBACK_WINDOW = (1280, 720)
SCREEN_SHARE = 0.92
"""A window is at most this share of the screen it opens on (room for a title bar and a task bar)."""


def fitted_window(size: tuple[int, int], screen: tuple[int, int]) -> tuple[int, int]:
    """``size`` when it fits within ``SCREEN_SHARE`` of ``screen``, else the largest size of its shape that does."""
    room = (screen[0] * SCREEN_SHARE, screen[1] * SCREEN_SHARE)
    scale = min(1.0, room[0] / size[0], room[1] / size[1])
    return int(size[0] * scale), int(size[1] * scale)


IDLE_CAP_MS = 1000
"""The longest the loop sleeps at once, whatever the scene says, so that anything no event announces still shows
within a second (a resize or a click is an event: it wakes the loop at once). Each wake draws one frame, so a shorter
cap costs more: at half a second the menu took 2.8 % of a core under a busy X server, against a goal of 3 %."""
POLL_MS = 8
"""How often a sleeping loop looks for input. SDL's own wait (``pygame.event.wait``) costs about four times as much
here, with the dummy driver and under X alike (1.7–2.1 % of a core against 0.5 %), while 8 ms keeps a click's answer
within the frame it would have had."""


@dataclasses.dataclass(frozen=True)
class Viewport:
    """Where the logical screen lies in the window: its top-left corner and its scale."""

    offset: tuple[int, int]
    scale: float

    @classmethod
    def fit(cls, window: tuple[int, int]) -> Viewport:
        """The largest placement of the logical screen inside ``window`` that keeps its aspect ratio, centred."""
        width, height = theme.LOGICAL_SIZE
        scale = min(window[0] / width, window[1] / height)
        size = (round(width * scale), round(height * scale))
        return cls(((window[0] - size[0]) // 2, (window[1] - size[1]) // 2), scale)

    @property
    def size(self) -> tuple[int, int]:
        """The logical screen's size in window pixels."""
        return round(theme.LOGICAL_SIZE[0] * self.scale), round(theme.LOGICAL_SIZE[1] * self.scale)

    def to_logical(self, position: tuple[int, int]) -> tuple[int, int]:
        """Map a window pixel to logical units."""
        return (
            round((position[0] - self.offset[0]) / self.scale),
            round((position[1] - self.offset[1]) / self.scale),
        )

    def to_window(self, position: tuple[float, float]) -> tuple[int, int]:
        """Map logical units to a window pixel (tests use it to click where a widget is)."""
        return round(position[0] * self.scale + self.offset[0]), round(position[1] * self.scale + self.offset[1])


class App:
    """The running collection: window, settings, storage, audio and the scene stack."""

    presenting = True
    """Whether each frame is scaled into the window and flipped. The front-end tests, where nobody looks at the
    window, turn it off: a frame is still drawn in full on the logical screen, which is what they check, and the
    scaling into a small window was over a third of their time; a screenshot presents its frame itself."""
    _woken: threading.Event | None = None
    """Set by another thread to end the loop's sleep (``waker``); None until one is asked for."""

    def __init__(
        self,
        *,
        titles: TitleRegistry | None = None,
        tables: Mapping[str, TableFactory] | None = None,
        storage: Storage | None = None,
    ) -> None:
        pygame.init()
        self._titles = titles
        self._tables = tables
        self.storage = storage if storage is not None else Storage()
        self.settings = self.storage.load_settings()
        self._statistics: Statistics | None = None
        self.setups = SetupMemory(self.storage)
        self.audio = Audio()
        self.audio.set_volume(self.settings.volume, self.settings.muted)
        set_language(self.settings.language)
        pygame.display.set_caption("Hofintrigen")
        self.window = self._open_window()
        self.screen = RecordingScreen(theme.LOGICAL_SIZE, 0, self.window)  # the display's format, without a copy
        self._fit()
        self.stack: list[Scene] = []
        self.pointer = (-1, -1)
        self.running = True
        self.clock = pygame.time.Clock()

    @property
    def titles(self) -> TitleRegistry:
        """The titles' rules (``game.titles.TITLES`` unless others were given), imported when first asked for: the
        menu shows before any of them (issue 37 §7)."""
        if self._titles is None:
            from game.titles import TITLES

            self._titles = TITLES
        return self._titles

    @property
    def tables(self) -> Mapping[str, TableFactory]:
        """The titles' tables (``scenes.tables.TABLES`` unless others were given), imported when first asked for."""
        if self._tables is None:
            from scenes.tables import TABLES

            self._tables = TABLES
        return self._tables

    @tables.setter
    def tables(self, tables: Mapping[str, TableFactory]) -> None:
        self._tables = tables

    @property
    def statistics(self) -> Statistics:
        """The player's statistics, read when first asked for (after the menu shows: their classes are not needed
        before it, issue 37 §7); a damaged file's notice then shows as notices do, on the menu or at the table."""
        if self._statistics is None:
            self._statistics = self.storage.load_statistics()
        return self._statistics

    @statistics.setter
    def statistics(self, statistics: Statistics) -> None:
        self._statistics = statistics

    def open_menu(self) -> None:
        """Show the main menu as the bottom of the stack, with any notices about the player's files above it."""
        self.stack = [MenuScene(self)]
        self.top.resume()

    # The scene stack.

    @property
    def top(self) -> Scene:
        """The scene that receives input."""
        return self.stack[-1]

    def push(self, scene: Scene) -> None:
        """Show ``scene`` above the current one."""
        self.stack.append(scene)

    def pop(self) -> None:
        """Leave the top scene and go back to the one below; leaving the last one quits."""
        self.stack.pop()
        if self.stack:
            self.top.resume()
        else:
            self.quit()

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for ``scene`` (setup → table, table → results)."""
        self.stack[-1] = scene

    def back_to_root(self) -> None:
        """Drop every scene above the first (the main menu) and resume it."""
        del self.stack[1:]
        self.top.resume()

    def quit(self) -> None:
        """End the main loop after this frame."""
        self.running = False

    # Settings that touch the app itself.

    def save_settings(self) -> None:
        """Apply the settings (language, volume, window) and save them."""
        set_language(self.settings.language)
        self.audio.set_volume(self.settings.volume, self.settings.muted)
        self.storage.save_settings(self.settings)

    def apply_window_setting(self) -> None:
        """Reopen the window at the size chosen in the settings, or fullscreen."""
        self.window = self._open_window()
        self._fit()

    def toggle_fullscreen(self) -> None:
        """F11: fullscreen ↔ window, remembered in the settings."""
        if self.settings.window == "fullscreen":
            self.settings.window = f"{FALLBACK_WINDOW[0]}x{FALLBACK_WINDOW[1]}"
        else:
            self.settings.window = "fullscreen"
        self.apply_window_setting()
        self.save_settings()

    def record_finished_game(self, title_id: str, outcome: Outcome) -> None:
        """Count a finished game in the statistics and forget its title's game in progress."""
        self.statistics.record_game(title_id, outcome)
        self.storage.save_statistics(self.statistics)
        self.storage.clear_autosave(title_id)

    # The loop.

    def run(self) -> None:
        """Run the main loop until the player quits, then close."""
        while self.running:
            self.frame()
        self.close()

    def frame(self) -> None:
        """One turn of the loop: sleep while the top scene is still, then step at most 60 times a second."""
        woken_by = self.wait_while_still()
        self.step(self.clock.tick(FRAMES_PER_SECOND) / 1000, woken_by)

    def wait_while_still(self) -> list[pygame.event.Event]:
        """While the top scene is still, sleep until input arrives or its idle time (at most ``IDLE_CAP_MS``) is up;
        return the events that woke the loop (none when the time ran out or the scene is not still)."""
        idle = min(self.top.idle_ms(), IDLE_CAP_MS)
        if idle <= 0:
            return []
        deadline = pygame.time.get_ticks() + idle
        while True:
            events = pygame.event.get()
            left = deadline - pygame.time.get_ticks()
            if events or left <= 0:
                return events
            if self._woken is None:
                pygame.time.wait(min(POLL_MS, left))
            elif self._woken.wait(min(POLL_MS, left) / 1000):
                self._woken.clear()
                return []

    def waker(self) -> Callable[[], None]:
        """A function another thread calls to wake the loop at once (the phone server, when a phone sent something):
        from then on the loop sleeps on it between its looks for input, rather than in SDL's wait, which only time
        ends (a phone's move waited up to ``POLL_MS`` for the loop to notice it)."""
        if self._woken is None:
            self._woken = threading.Event()
        return self._woken.set

    def close(self) -> None:
        """Wait for the last autosave to reach the disk, then close the window."""
        self.storage.flush()
        pygame.quit()

    def step(self, dt: float, woken_by: Sequence[pygame.event.Event] = (), shown: bool = True) -> None:
        """One frame: handle the events that woke the loop and those waiting, update the top scene, draw and show.

        A frame not ``shown`` is run but not drawn: one a driver runs through on its way to a moment (``drive.until``),
        which nobody looks at. Nothing the scenes do depends on being drawn; the next frame drawn shows the moment.
        """
        for event in [*woken_by, *pygame.event.get()]:
            self.dispatch(event)
            if not self.running:
                return
        self.top.update(dt)
        if shown:
            self.show()

    def show(self) -> None:
        """Draw the visible scenes and, when presenting, put them in the window."""
        self.draw()
        if self.presenting:
            self.present()

    def dispatch(self, event: pygame.event.Event) -> None:
        """Handle one window event: quit, resize, F11, a game file dropped onto the window (its replay), else map
        the pointer and pass it to the top scene."""
        if event.type == pygame.QUIT:
            self.quit()
        elif event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._fit()
            self._remember_size()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
        elif event.type == pygame.DROPFILE:
            from scenes.replay_view import open_dropped  # the table kit loads with the first table (issue 37 §7)

            open_dropped(self, event.file)
        else:
            if event.type in POINTER_EVENTS:
                event = self._to_logical(event)
                self.pointer = event.pos
            self.top.handle(event)

    def draw(self) -> None:
        """Draw the visible scenes, from the topmost opaque one up, onto the logical screen. When more than one drew,
        the screen holds no scene's own frame (a table's next frame must not patch this one: ``RecordingScreen``)."""
        first = max((index for index, scene in enumerate(self.stack) if scene.opaque), default=0)
        for scene in self.stack[first:]:
            scene.draw(self.screen)
        if len(self.stack) - first > 1:
            self.screen.holder = None

    def present(self) -> None:
        """Scale the logical screen into the window and flip: straight into its place in the window, with no
        window-sized surface between (one more screen of fresh memory at the start, and one more copy a frame)."""
        size = self.viewport.size
        if size == theme.LOGICAL_SIZE:
            self.window.blit(self.screen, self.viewport.offset)
        else:
            place = self.window.subsurface(pygame.Rect(self.viewport.offset, size))
            if size[0] < theme.LOGICAL_SIZE[0]:
                pygame.transform.smoothscale(self.screen, size, place)
            else:
                pygame.transform.scale(self.screen, size, place)
        pygame.display.flip()

    def _open_window(self) -> pygame.Surface:
        """Open the window at the settings' size, centred on the screen and no larger than it (a size chosen on a
        smaller screen would otherwise leave part of the window off it), or fullscreen."""
        size = self.settings.window_size
        if size is None:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        os.environ["SDL_VIDEO_CENTERED"] = "1"
        if pygame.display.get_driver() != "dummy":
            size = fitted_window(size, pygame.display.get_desktop_sizes()[0])
        return pygame.display.set_mode(size, pygame.RESIZABLE)

    def _remember_size(self) -> None:
        """A window dragged to a new size keeps it: the settings (and their screen) name the size it has now."""
        if self.settings.window == "fullscreen":
            return
        width, height = self.window.get_size()
        size = f"{width}x{height}"
        if size != self.settings.window and size in WindowSetting():
            self.settings.window = size
            self.storage.save_settings(self.settings)

    def _fit(self) -> None:
        self.window = pygame.display.get_surface()
        self.viewport = Viewport.fit(self.window.get_size())
        self.window.fill(theme.LETTERBOX)

    def _to_logical(self, event: pygame.event.Event) -> pygame.event.Event:
        attributes = dict(event.dict)
        attributes["pos"] = self.viewport.to_logical(event.pos)
        if "rel" in attributes:
            attributes["rel"] = (event.rel[0] / self.viewport.scale, event.rel[1] / self.viewport.scale)
        return pygame.event.Event(event.type, attributes)
