"""The replay screen: a finished game (or a game file) watched again at its title's own table, with the replay bar.

The table is the title's ``KitTable`` with a ``ReplayDriver`` in its runner's place (``scenes.tables.kit.replay``),
drawn a little smaller so that the bar (``scenes.tables.kit.replay_bar``) fits beneath and beside it. Pointer events
over the table reach it in its own units, so its log scrolls, its tooltips show and its cards light as at play.

Keys: Left / Right one step, Up / Down one turn, ``[`` / ``]`` one round (or chapter), Home / End, Space to play or
pause, Escape to leave. Clicking a line of the log jumps to the moment right after what the line tells.

Whose eyes: the table shows the game as the chosen seat saw it at that moment. "Open cards" (only for a game that
ended: ``Replay.open_views``, ``Replay.open_state``) turns every card lying face down on the table up where it lies
(``ReplayDriver.show_open``) and draws the table smaller still, every other seat's hand beside it, face up.
"""

from __future__ import annotations

from collections.abc import Hashable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.core import GameError, MatchRecord, View
from game.core.replay import Replay
from scenes.i18n import tr
from scenes.notices import show_notices
from scenes.replays import open_folder, read_game_file, save_game_file
from scenes.results import ResultsScene
from scenes.scene import Scene
from scenes.tables.kit.board import HAND
from scenes.tables.kit.replay import ReplayDriver
from scenes.tables.kit.replay_bar import TABLE, ReplayBar
from scenes.ui import theme
from scenes.ui.backdrop import blit_panel, court_backdrop
from scenes.ui.dialog import Dialog
from scenes.ui.text import render

if TYPE_CHECKING:
    from scenes.app import App
    from scenes.tables.kit.table import KitTable

OPEN_TABLE = pygame.Rect(0, 0, 1344, 756)
"""Where the table is drawn while the cards are open (0.7 of its size), the hands beside it."""
HANDS = pygame.Rect(1352, 8, 324, 929)
STEP_KEYS = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1}
TURN_KEYS = {pygame.K_UP: -1, pygame.K_DOWN: 1}
ROUND_KEYS = {pygame.K_LEFTBRACKET: -1, pygame.K_RIGHTBRACKET: 1}
POINTER = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


def open_replay(app: App, record: MatchRecord, *, replace: bool = False) -> bool:
    """Open the replay of ``record`` above the current scene (or in its place); False, with a notice queued, when
    its moves cannot be replayed or its title has no table here."""
    if record.title not in app.tables or record.title not in app.titles:
        app.storage.notices.append(("notice.game_file_damaged", {"file": record.title}))
        return False
    try:
        replay = Replay(app.titles.get(record.title), record)
    except GameError:
        app.storage.notices.append(("notice.game_file_damaged", {"file": record.title}))
        return False
    scene = ReplayScene(app, replay)
    if replace:
        app.replace(scene)
    else:
        app.push(scene)
    return True


def open_dropped(app: App, path: str) -> None:
    """A file dropped onto the window: open its replay above whatever is shown; refuse a newer or damaged file with
    a notice, changing nothing else."""
    found = read_game_file(Path(path), app.titles)
    if isinstance(found, MatchRecord):
        open_replay(app, found)
    else:
        app.storage.notices.append(found)
    show_notices(app)


def first_person(record: MatchRecord) -> int:
    """The seat a replay is first seen through: the first person's, else the first seat's."""
    return next((seat for seat, each in enumerate(record.seats) if each.is_human), 0)


class ReplayScene(Scene):
    """One replay on screen (see the module's note)."""

    def __init__(self, app: App, replay: Replay) -> None:
        super().__init__(app)
        self.replay = replay
        self.title_name = app.titles.get(replay.record.title).name
        self.table: KitTable = app.tables[replay.record.title](app, replay.match_at(0))
        self.driver = ReplayDriver(app, replay, self.table, first_person(replay.record))
        self.table.runner = self.driver
        self.driver.on_finish = self.results
        self.driver.on_leave = self.leave
        self.driver.on_moved = self._moved
        self.showing_open = False
        self.canvas = pygame.Surface(theme.LOGICAL_SIZE).convert()
        self.backdrop = court_backdrop()
        self.hands: tuple[int, pygame.Surface] | None = None
        self.layout()

    def layout(self) -> None:
        """Build the bar in the current language."""
        actions = [("play_on", self.play_on), ("save_file", self.save_file), ("close", self.leave)]
        names = [seat.name for seat in self.replay.seats]
        self.bar = ReplayBar(self.driver, names, actions, self.toggle_open, self.look)
        self._moved()

    @property
    def table_rect(self) -> pygame.Rect:
        """Where the table is drawn now."""
        return OPEN_TABLE if self.showing_open else TABLE

    # What the controls ask.

    def look(self, seat: int) -> None:
        """See the table through ``seat``'s eyes."""
        self.showing_open = False
        self.driver.show_open(False)
        self.driver.look_through(seat)
        self._moved()

    def toggle_open(self) -> None:
        """Show every hand open, or back to the chosen seat's eyes; open only for a game that ended."""
        if not self.replay.ended:
            return
        self.showing_open = not self.showing_open
        self.hands = None
        self.driver.show_open(self.showing_open)
        self._moved()

    def play_on(self) -> None:
        """Start a game of its own from this moment, each seat chosen again."""
        from scenes.replay_play_on import PlayOnScene  # it opens the table, which this screen's module need not know

        self.driver.playing = False
        self.app.push(PlayOnScene(self.app, self.replay, self.driver.moment))

    def save_file(self) -> None:
        """Write the game as a file to share, and say where it is (with a way to open that folder)."""
        path = save_game_file(self.app.storage, self.replay.record, self.title_name)
        if path is None:
            show_notices(self.app)
            return
        buttons = [(tr("replay.saved.open_folder"), lambda: open_folder(path.parent)), (tr("common.ok"), None)]
        self.app.push(Dialog(self.app, tr("replay.saved.title"), tr("replay.saved.where", path=str(path)), buttons))

    def results(self) -> None:
        """The scoring has been shown: the results, from which Watch again starts the replay over (and Review, for a
        game a person played, opens the coach's review)."""
        from scenes.review import can_review, open_review  # the review opens replays itself: imported when asked

        result = self.replay.final.result()
        names = [seat.name for seat in self.replay.seats]
        record = self.replay.record
        review = (lambda: open_review(self.app, record)) if can_review(record, result) else None
        self.app.push(ResultsScene(self.app, self.title_name, result, names, watch_again=self._again, review=review))

    def _again(self) -> None:
        self.app.pop()
        self.driver.go_to(0)

    def leave(self) -> None:
        """Back to the screen the replay was opened from."""
        if self in self.app.stack:
            del self.app.stack[self.app.stack.index(self) :]
            self.app.top.resume()

    def _moved(self) -> None:
        self.bar.refresh(self.showing_open)
        at_end = self.driver.moment == self.replay.length and self.replay.ended
        self.bar.actions["play_on"].enabled = not at_end
        self.bar.actions["play_on"].tooltip = tr("replay.play_on.over" if at_end else "replay.play_on.tip")

    # The scene interface.

    def resume(self) -> None:
        self.table.relabel()
        self.layout()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and self._key(event):
            return
        if event.type in POINTER:
            if event.type == pygame.MOUSEBUTTONUP and self._log_click(event.pos):
                return
            used = self.bar.controls.handle(event)
            if event.type == pygame.MOUSEMOTION or (not used and self.table_rect.collidepoint(event.pos)):
                self.table.handle(self._in_table(event))
            return
        self.table.handle(event)

    def _key(self, event: pygame.event.Event) -> bool:
        driver, key = self.driver, event.key
        if key in STEP_KEYS:
            driver.step(STEP_KEYS[key])
        elif key in TURN_KEYS:
            driver.turn(TURN_KEYS[key])
        elif key in ROUND_KEYS:
            driver.round(ROUND_KEYS[key])
        elif key == pygame.K_HOME:
            driver.playing = False
            driver.go_to(0)
        elif key == pygame.K_END:
            driver.playing = False
            driver.go_to(self.replay.length)
        elif key == pygame.K_SPACE:
            driver.toggle_play()
        elif key == pygame.K_ESCAPE:
            self.leave()
        else:
            return False
        return True

    def _in_table(self, event: pygame.event.Event) -> pygame.event.Event:
        """The pointer event in the table's own units."""
        rect = self.table_rect
        scale = rect.width / theme.LOGICAL_SIZE[0]
        attributes = dict(event.dict)
        attributes["pos"] = (round((event.pos[0] - rect.x) / scale), round((event.pos[1] - rect.y) / scale))
        return pygame.event.Event(event.type, attributes)

    def _log_click(self, point: tuple[int, int]) -> bool:
        """A click on a line of the log: jump to the moment right after what it tells. True when it was one."""
        panel = self.table.log_panel
        if panel is None or not self.table_rect.collidepoint(point):
            return False
        y = panel.page_y(self._in_table(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=point)).pos)
        log = self.table.log
        if y is None:
            return False
        line = next((index for index, (top, bottom, _) in enumerate(log.spans) if top <= y < bottom), None)
        if line is None:
            return False
        worded = [index for index, event in enumerate(log.events) if log.describe(event) is not None]
        if line >= len(worded):
            return False
        self.driver.playing = False
        self.driver.go_to(self.driver.moment_of_event(worded[line]))
        return True

    def update(self, dt: float) -> None:
        self.table.update(dt)
        self.bar.controls.update(dt)

    def idle_ms(self) -> int:
        if self.driver.playing:
            return 0
        return min(self.table.idle_ms(), self.bar.controls.idle_ms())

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.backdrop, (0, 0))
        self.table.draw(self.canvas)
        rect = self.table_rect
        surface.blit(pygame.transform.smoothscale(self.canvas, rect.size), rect)
        if self.showing_open:
            surface.blit(self._hands(), HANDS)
        self.bar.draw(surface)

    # Open cards.

    def _hands(self) -> pygame.Surface:
        """Every seat's hand at this moment, face up, one row each (drawn again when the moment changes)."""
        if self.hands is None or self.hands[0] != self.driver.moment:
            self.hands = (self.driver.moment, self._draw_hands(self.replay.open_views(self.driver.moment)))
        return self.hands[1]

    def _draw_hands(self, views: tuple[View, ...]) -> pygame.Surface:
        panel = pygame.Surface(HANDS.size, pygame.SRCALPHA)
        blit_panel(panel, panel.get_rect(), "velvet")
        heading = render(tr("replay.hands"), theme.SIZE_SMALL, theme.GOLD_LIGHT, theme.FACE_CAPS)
        panel.blit(heading, heading.get_rect(midtop=(HANDS.width // 2, 18)))
        row = min(190, (HANDS.height - 70) // len(views))
        for seat, view in enumerate(views):
            top = 60 + seat * row
            name = render(self.replay.seats[seat].name, theme.SIZE_SMALL - 4, theme.TEXT_LIGHT, theme.FACE_CAPS)
            panel.blit(name, (24, top))
            cards = hand_faces(self.table, view)
            height = row - name.get_height() - 10
            width = round(height * cards[0][1][0] / cards[0][1][1]) if cards else 0
            room = HANDS.width - 48
            step = min(width + 4, (room - width) / max(1, len(cards) - 1)) if cards else 0
            for index, (card, _) in enumerate(cards):
                face = self.table.art.face(card, (width, height))
                panel.blit(face, (24 + round(index * step), top + name.get_height() + 4))
        return panel


def hand_faces(table: KitTable, view: View) -> list[tuple[Hashable, tuple[int, int]]]:
    """The faces of ``view``'s hand as its title's table draws them (its own card values for its art, and their
    size there), in the order the table lays them out; asked of the table with that view shown privately, then put
    back."""
    kept = table.shown, table.private
    table.shown, table.private = table.make_shown(view), True
    try:
        homes = table.homes()
    finally:
        table.shown, table.private = kept
    hand = sorted((home.centre[0], str(key)) for key, home in homes.items() if key[0] == HAND and home.card is not None)
    by_name = {str(key): (home.card, home.size) for key, home in homes.items()}
    return [by_name[name] for _, name in hand]
