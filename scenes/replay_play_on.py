"""Play on from here: a new game continuing from a moment of a replay, each seat chosen again.

The new game is the replay's record up to that moment with the seats chosen here (a person at this screen, or the
computer at a level), marked as played on from a replay (``game.core.replay.played_on``), so the statistics count it
apart. From then on it is a game like any other: its title's game in progress, autosaved after every move; starting
it asks first when it would replace a game of that title in progress.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core import COMPUTER, HUMAN, LEVELS, Match, Seat
from game.core.replay import Replay, played_on
from scenes.i18n import tr
from scenes.play import open_table
from scenes.scene import Overlay, PageScene
from scenes.ui import theme
from scenes.ui.backdrop import blit_panel
from scenes.ui.button import Button
from scenes.ui.choice import Choice
from scenes.ui.dialog import Dialog
from scenes.ui.text import numeral, render

if TYPE_CHECKING:
    from scenes.app import App

PERSON = "person"
ROW = 70
PANEL_WIDTH = 1100


def seat_choice(seat: Seat) -> str:
    """The choice that keeps ``seat`` as it was: a person, or the computer at its level."""
    return seat.level if seat.controller == COMPUTER and seat.level in LEVELS else PERSON


def chosen_seat(name: str, choice: str) -> Seat:
    """The seat a choice makes, under the same name."""
    return Seat(name, HUMAN) if choice == PERSON else Seat(name, COMPUTER, choice)


class PlayOnScene(PageScene, Overlay):
    """Over the replay: one choice per seat, then Play on (or Cancel)."""

    def __init__(self, app: App, replay: Replay, moment: int) -> None:
        super().__init__(app)
        self.replay = replay
        self.moment = moment
        self.choices = [seat_choice(seat) for seat in replay.seats]
        self.layout()

    def layout(self) -> None:
        """Build the choices and the buttons in the current language."""
        self.controls.clear()
        height = 260 + len(self.choices) * ROW + 110
        self.panel = pygame.Rect(0, 0, PANEL_WIDTH, height)
        self.panel.center = (theme.LOGICAL_SIZE[0] // 2, theme.LOGICAL_SIZE[1] // 2)
        options = [(PERSON, tr("setup.human"))] + [(level, tr(f"setup.level.{level}")) for level in LEVELS]
        y = self.panel.y + 190
        for seat, choice in enumerate(self.choices):
            rect = pygame.Rect(self.panel.x + 420, y, PANEL_WIDTH - 480, ROW - 14)
            setter = lambda value, seat=seat: self._choose(seat, value)  # noqa: E731
            self.controls.add(Choice(rect, options, choice, setter, text_size=theme.SIZE_SMALL))
            y += ROW
        go = pygame.Rect(0, self.panel.bottom - 110, 340, 76)
        go.right = self.panel.centerx - theme.SPACE_S
        self.controls.add(Button(go, tr("replay.play_on.start"), self.start))
        cancel = pygame.Rect(self.panel.centerx + theme.SPACE_S, go.y, 340, 76)
        self.controls.add(Button(cancel, tr("common.cancel"), self.app.pop, style="secondary"))

    def _choose(self, seat: int, value: object) -> None:
        self.choices[seat] = str(value)

    @property
    def seats(self) -> tuple[Seat, ...]:
        """The seats as chosen."""
        return tuple(
            chosen_seat(seat.name, choice) for seat, choice in zip(self.replay.seats, self.choices, strict=True)
        )

    def start(self) -> None:
        """Start the new game (asking first when it replaces a game of this title in progress)."""
        title = self.replay.record.title
        if self.app.storage.load_autosave(self.app.titles, title) is None:
            self._start()
            return
        question = tr("setup.replace_save", title=self.app.titles.get(title).name)
        buttons = [(tr("replay.play_on.start"), self._start), (tr("common.cancel"), None)]
        self.app.push(Dialog(self.app, tr("setup.replace_title"), question, buttons))

    def _start(self) -> None:
        record = played_on(self.replay.prefix(self.moment, self.seats), self.moment)
        match = Match(self.replay.ruleset, record)
        self.app.storage.save_autosave(match.record)
        self.app.back_to_root()
        open_table(self.app, match, replace=False)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.beneath(surface), (0, 0))
        blit_panel(surface, self.panel, "parchment")
        title = render(tr("replay.play_on.title"), theme.SIZE_HEADING, theme.WINE, theme.FACE_CAPS)
        surface.blit(title, title.get_rect(midtop=(self.panel.centerx, self.panel.y + 36)))
        where = tr("replay.play_on.where", step=numeral(self.moment), round=numeral(self.replay.round_of(self.moment)))
        line = render(where, theme.SIZE_BODY - 4, theme.INK_SOFT, theme.FACE_ITALIC)
        surface.blit(line, line.get_rect(midtop=(self.panel.centerx, self.panel.y + 110)))
        y = self.panel.y + 190
        for seat in self.replay.seats:
            name = render(seat.name, theme.SIZE_BODY, theme.INK, theme.FACE_CAPS)
            surface.blit(name, name.get_rect(midleft=(self.panel.x + 60, y + (ROW - 14) // 2)))
            y += ROW
        self.controls.draw(surface)
