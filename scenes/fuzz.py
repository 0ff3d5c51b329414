"""Random input through the real app, for the UI fuzz test (``tests/scenes/test_ui_fuzz.py``) and its long run
(``python -m bench.ui_fuzz``); not part of the game: nothing the program runs imports it.

A ``UiFuzzer`` starts games of one title with people and computers mixed, then feeds the app random mouse motion,
clicks, drags, wheel turns, keys (Escape, Tab, arrows, Enter, Space, U, H, F11) and window resizes from 320×200 to
2560×1440, a few events per main-loop frame, through SDL's event queue as a player's input goes. Whatever the input
leads to is followed: the pause menu, the rules, the settings, Save and leave (the next game then comes from
Continue), the set-up screen, a quit (the next game then comes from a fresh app on the same folder), the results.

After every move, and every so often besides, it checks that the autosave equals the game in memory; every so often
it checks that a computer to move does move (nothing is stuck). An exception escapes to the caller; a failed check
names the seed and the event. Computers think in slices of real time, so a run is reproducible in its input, not to
the frame in which each computer move lands.
"""

from __future__ import annotations

import collections
import dataclasses
import random
import weakref
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.core import COMPUTER, HUMAN, Match, Ruleset, Seat
from game.titles import TITLES
from scenes.app import App
from scenes.drive import FRAME
from scenes.play import continue_match, new_match, open_table
from scenes.storage import Storage
from scenes.tables import TABLES, TableFactory

if TYPE_CHECKING:
    from scenes.scene import Scene

KEYS = {
    pygame.K_TAB: 4,
    pygame.K_LEFT: 1,
    pygame.K_RIGHT: 2,
    pygame.K_UP: 1,
    pygame.K_DOWN: 2,
    pygame.K_RETURN: 4,
    pygame.K_SPACE: 2,
    pygame.K_ESCAPE: 1.2,
    pygame.K_u: 0.5,
    pygame.K_h: 0.5,
    pygame.K_F11: 0.15,
}
"""The keys pressed, with their weights: the keys that play (choose, confirm) most, so games move on and end, and
Escape often enough that a visit to the pause menu, the rules or the settings does not take most of a run."""
SMALLEST, LARGEST = (320, 200), (2560, 1440)
LIVENESS_EVERY = 50
"""Frames between checks that a computer to move does move."""
AUTOSAVE_EVERY = 25
"""Frames between comparisons of the autosave with the game in memory when no move was made (after a move: always)."""
MOST_PER_FRAME = 4
"""A frame takes up to this many input events, as a real frame may."""
LIVENESS_FRAMES = 1800
"""Frames a computer seat may take to move, with no input, before the table counts as stuck (30 s at 60 fps)."""
KEPT = 4
"""How many of the latest tables are watched: the one open, and the games just before it."""
LEVELS_FACED = ("easy", "easy", "normal")
"""The computer levels seated: mostly easy, so games finish within a fuzz run."""


class WatchedTables(Mapping[str, TableFactory]):
    """The tables of ``tables``, each noting the match and scene it opens in ``opened`` (the newest few, newest last:
    older ones, long left, would only hold their pictures in memory through a long run)."""

    def __init__(self, tables: Mapping[str, TableFactory]) -> None:
        self.tables = tables
        self.opened: collections.deque[tuple[Match, Scene]] = collections.deque(maxlen=KEPT)

    @property
    def matches(self) -> list[Match]:
        """Every match a table was opened with, newest last."""
        return [match for match, _ in self.opened]

    def __getitem__(self, title_id: str) -> TableFactory:
        factory = self.tables[title_id]

        def opened(app: App, match: Match) -> Scene:
            scene = factory(app, match)
            self.opened.append((match, scene))
            return scene

        return opened

    def __iter__(self) -> Iterator[str]:
        return iter(self.tables)

    def __len__(self) -> int:
        return len(self.tables)


@dataclasses.dataclass
class Figures:
    """What a fuzz run did."""

    events: int = 0
    frames: int = 0
    games_started: int = 0
    games_finished: int = 0
    continued: int = 0
    restarts: int = 0
    resizes: int = 0
    autosave_checks: int = 0
    liveness_checks: int = 0


class UiFuzzer:
    """Feeds one title's games random input through a real app on ``folder`` (see the module)."""

    def __init__(self, title_id: str, folder: Path, seed: int) -> None:
        self.ruleset: Ruleset = TITLES.get(title_id)
        self.folder = folder
        self.seed = seed
        self.rng = random.Random(seed)
        self.figures = Figures()
        self.tables = WatchedTables({title_id: TABLES[title_id]})
        self.app = self._start_app()
        self.finished: weakref.WeakSet[Match] = weakref.WeakSet()
        self.counted = 0
        self._last_seen: tuple[int, int] | None = None

    # Running.

    def run(self, events: int) -> Figures:
        """Feed about ``events`` random input events, a few per frame, checking after each frame; raise
        AssertionError naming the seed and the event on a failure."""
        while self.figures.events < events:
            self.figures.frames += 1
            frames = self.figures.frames
            where = f"seed {self.seed}, event {self.figures.events}"
            self._ensure_game()
            for _ in range(self.rng.randint(1, MOST_PER_FRAME)):
                self._one_input()
            if self.app.running:
                self.app.step(FRAME)
            if self._moved() or frames % AUTOSAVE_EVERY == 0:
                self._check_autosave(where)
            if frames % LIVENESS_EVERY == 0:
                self._check_liveness(where)
        self._count_finished()
        return self.figures

    def _start_app(self) -> App:
        storage = Storage(self.folder)
        settings = storage.load_settings()
        settings.animation_speed = self.rng.choice(("fast", "instant", "instant"))
        storage.save_settings(settings)
        app = App(titles=TITLES, tables=self.tables, storage=storage)
        app.open_menu()
        return app

    def _ensure_game(self) -> None:
        """Keep a game going: after a quit a fresh app; at the menu Continue, else a new game."""
        self._count_finished()
        if not self.app.running:
            self.app.storage.flush()
            self.app = self._start_app()
            self.figures.restarts += 1
        if self._table_in_stack() is not None or len(self.app.stack) > 1:
            return
        if continue_match(self.app):
            self.figures.continued += 1
            return
        match = new_match(self.app, self.ruleset, self._seats(), {})
        open_table(self.app, match, replace=False)
        self.figures.games_started += 1

    def _seats(self) -> list[Seat]:
        """A person at seat 0, a computer at the last seat, and every seat between a person or a computer at random
        (so a table of three or more may pass the screen between people)."""
        players = self.rng.choice(list(self.ruleset.player_counts))
        seats = [Seat("Ada")]
        for number in range(1, players):
            if number < players - 1 and self.rng.random() < 0.4:
                seats.append(Seat(f"Person {number}", HUMAN))
            else:
                seats.append(Seat(f"Computer {number}", COMPUTER, self.rng.choice(LEVELS_FACED)))
        return seats

    # The input.

    def _one_input(self) -> None:
        """Post one random input: a motion, a click, a drag, a wheel turn, a key, or a window resize."""
        roll = self.rng.random()
        if roll < 0.25:
            self._post(pygame.MOUSEMOTION, pos=self._point(), rel=(0, 0), buttons=(0, 0, 0))
        elif roll < 0.40:
            point = self._point()
            self._post(pygame.MOUSEBUTTONDOWN, pos=point, button=1)
            self._post(pygame.MOUSEBUTTONUP, pos=point, button=1)
        elif roll < 0.46:
            self._drag()
        elif roll < 0.49:
            self._post(pygame.MOUSEWHEEL, x=0, y=self.rng.choice((-3, -1, 1, 3)), flipped=False)
        elif roll < 0.99:
            key = self.rng.choices(list(KEYS), weights=list(KEYS.values()))[0]
            self._post(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
            self._post(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)
        else:
            self._resize()

    def _point(self) -> tuple[int, int]:
        width, height = self.app.window.get_size()
        return self.rng.randrange(width), self.rng.randrange(height)

    def _drag(self) -> None:
        """Press, move in a few frames' steps with the button held, release."""
        start, end = self._point(), self._point()
        self._post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        steps = self.rng.randint(1, 6)
        for step in range(1, steps + 1):
            point = (start[0] + (end[0] - start[0]) * step // steps, start[1] + (end[1] - start[1]) * step // steps)
            self._post(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(1, 0, 0))
            if self.app.running and step < steps:
                self.app.step(FRAME)
        self._post(pygame.MOUSEBUTTONUP, pos=end, button=1)

    def _resize(self) -> None:
        size = (self.rng.randint(SMALLEST[0], LARGEST[0]), self.rng.randint(SMALLEST[1], LARGEST[1]))
        pygame.display.set_mode(size, pygame.RESIZABLE)
        self._post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
        self.figures.resizes += 1

    def _post(self, kind: int, **attributes: object) -> None:
        pygame.event.post(pygame.event.Event(kind, attributes))
        self.figures.events += 1

    # The checks.

    def _table_in_stack(self) -> tuple[Match, Scene] | None:
        """The newest table still on the app's stack, with its match."""
        for match, scene in reversed(self.tables.opened):
            if scene in self.app.stack:
                return match, scene
        return None

    def _count_finished(self) -> None:
        """Count a game that reached its results: the statistics counted one more (the newest game that is over)."""
        entry = self.app.statistics.titles.get(self.ruleset.id)
        counted = entry.played if entry is not None else 0
        if counted > self.counted:
            self.counted = counted
            self.figures.games_finished += 1
            ended = [match for match in self.tables.matches if match.state.over]
            self.finished.add(ended[-1])

    def _moved(self) -> bool:
        """True when the game in memory changed since the last look (a move, an undo, another game)."""
        showing = self._table_in_stack()
        now = (id(showing[0]), len(showing[0].record.actions)) if showing is not None else None
        moved, self._last_seen = now != self._last_seen, now
        return moved

    def _check_autosave(self, where: str) -> None:
        """The autosave holds the game in memory: the open table's match, or none once the newest game ended."""
        if not self.tables.opened:
            return
        self._count_finished()
        self.app.storage.flush()
        saved = self.app.storage.load_autosave(TITLES)
        self.figures.autosave_checks += 1
        showing = self._table_in_stack()
        match = showing[0] if showing is not None else self.tables.opened[-1][0]
        if match in self.finished:
            assert saved is None, f"{where}: a finished game stayed as the autosave"
        else:
            assert saved == match.record, f"{where}: the autosave is not the game in memory"

    def _check_liveness(self, where: str) -> None:
        """A computer to move at the table on top moves within ``LIVENESS_FRAMES`` frames with no input."""
        showing = self._table_in_stack()
        if showing is None or self.app.top is not showing[1]:
            return
        match = showing[0]
        seat = match.state.to_move
        if seat is None or match.seats[seat].is_human:
            return
        self.figures.liveness_checks += 1
        moves = len(match.record.actions)
        for _ in range(LIVENESS_FRAMES):
            self.app.step(FRAME)
            if len(match.record.actions) > moves or self.app.top is not showing[1]:
                return
        raise AssertionError(f"{where}: the computer at seat {seat} did not move in {LIVENESS_FRAMES} frames")
