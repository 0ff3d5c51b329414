"""The replay's controls: a timeline to drag with the rounds marked, the step buttons, whose eyes, and the way out.

The bar lies under and beside the table (which the replay screen draws smaller, ``TABLE``): the timeline and the step
buttons along the bottom, the seats to look through, "Open cards", "Play on from here", "Save game file" and "Close"
in the column at the right. It changes nothing itself: every control calls the ``ReplayDriver`` or the screen.

``TimelineStrip.marks`` are moments to point out (``Mark``: a place on the timeline with its colour and words), drawn
above the groove; nothing sets them yet: they are the place where a review of the game shows its costly decisions.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from scenes.i18n import tr
from scenes.ui import theme
from scenes.ui.backdrop import diamond
from scenes.ui.button import Button
from scenes.ui.text import numeral, render
from scenes.ui.widget import Controls, Widget

if TYPE_CHECKING:
    from scenes.tables.kit.replay import ReplayDriver

TABLE = pygame.Rect(0, 0, 1680, 945)
"""Where the table is drawn, at ``TABLE.width / 1920`` of its size."""
COLUMN = pygame.Rect(1692, 12, 216, 921)
STRIP = pygame.Rect(40, 952, 1840, 48)
ROW_Y = 1010
ROW_HEIGHT = 58
STEP_WIDTH = 140
GAP = 8
SEAT_HEIGHT = 50
KNOB = 14
STEPS = (
    ("start", lambda driver: driver.go_to(0)),
    ("round_back", lambda driver: driver.round(-1)),
    ("turn_back", lambda driver: driver.turn(-1)),
    ("step_back", lambda driver: driver.step(-1)),
    ("play", lambda driver: driver.toggle_play()),
    ("step_on", lambda driver: driver.step(1)),
    ("turn_on", lambda driver: driver.turn(1)),
    ("round_on", lambda driver: driver.round(1)),
    ("end", lambda driver: driver.go_to(driver.replay.length)),
)
"""The step buttons, left to right, and what each asks of the driver."""


@dataclasses.dataclass(frozen=True)
class Mark:
    """A moment pointed out on the timeline: where, in which colour, and what it says (its tooltip)."""

    moment: int
    colour: theme.Colour
    words: str


class TimelineStrip(Widget):
    """The record from its first moment to its last: click or drag to go there; the rounds stand as ticks."""

    def __init__(self, rect: pygame.Rect, driver: ReplayDriver) -> None:
        super().__init__(rect, tooltip=tr("replay.timeline.tip"))
        self.driver = driver
        self.dragging = False
        self.marks: list[Mark] = []

    @property
    def groove(self) -> pygame.Rect:
        """The line the knob runs along."""
        return pygame.Rect(self.rect.x + KNOB, self.rect.bottom - 20, self.rect.width - 2 * KNOB, 8)

    def x_of(self, moment: int) -> int:
        """Where ``moment`` lies on the groove."""
        groove, length = self.groove, max(1, self.driver.replay.length)
        return groove.x + round(groove.width * moment / length)

    def moment_at(self, x: int) -> int:
        """The moment nearest to ``x``."""
        groove, length = self.groove, self.driver.replay.length
        return max(0, min(length, round((x - groove.x) / groove.width * length)))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.dragging = True
        elif event.type == pygame.MOUSEBUTTONUP:
            self.dragging = False
            return
        if self.dragging and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION):
            moment = self.moment_at(event.pos[0])
            if moment != self.driver.moment:
                self.driver.playing = False
                self.driver.go_to(moment)

    def draw(self, surface: pygame.Surface) -> None:
        groove = self.groove
        pygame.draw.rect(surface, theme.WOOD_DARK, groove.inflate(6, 6), border_radius=6)
        done = groove.copy()
        done.width = self.x_of(self.driver.moment) - groove.x
        if done.width > 0:
            pygame.draw.rect(surface, theme.GOLD_DARK, done, border_radius=4)
        pygame.draw.rect(surface, theme.GOLD_DARK, groove.inflate(6, 6), 2, border_radius=6)
        rounds = self.driver.replay.rounds
        every = max(1, round(len(rounds) * 44 / groove.width))
        for number, start in enumerate(rounds, start=1):
            x = self.x_of(start)
            pygame.draw.line(surface, theme.GOLD_LIGHT, (x, groove.y - 8), (x, groove.bottom + 2), 2)
            if (number - 1) % every == 0:
                label = render(numeral(number), theme.SIZE_SMALL - 6, theme.TEXT_LIGHT, theme.FACE_CAPS)
                surface.blit(label, label.get_rect(midbottom=(x + 1, groove.y - 8)))
        for mark in self.marks:
            diamond(surface, (self.x_of(mark.moment), groove.y - 16), 8, mark.colour)
        knob = (self.x_of(self.driver.moment), groove.centery)
        lit = self.hovered or self.dragging
        pygame.draw.circle(surface, theme.SHADOW, (knob[0] + 1, knob[1] + 3), KNOB)
        pygame.draw.circle(surface, theme.GOLD_LIGHT if lit else theme.GOLD, knob, KNOB)
        pygame.draw.circle(surface, theme.GOLD_DARK, knob, KNOB, 2)
        pygame.draw.circle(surface, theme.WINE, knob, 5)


class ReplayBar:
    """Every control of the replay (see the module's note); ``refresh`` keeps them in step with the driver."""

    def __init__(
        self,
        driver: ReplayDriver,
        names: Sequence[str],
        actions: Sequence[tuple[str, Callable[[], None]]],
        open_cards: Callable[[], None],
        look: Callable[[int], None],
    ) -> None:
        self.driver = driver
        self.controls = Controls()
        self.timeline = self.controls.add(TimelineStrip(STRIP, driver))
        self.steps: dict[str, Button] = {}
        x = STRIP.x
        for name, call in STEPS:
            rect = pygame.Rect(x, ROW_Y, STEP_WIDTH, ROW_HEIGHT - GAP)
            button = Button(
                rect,
                tr(f"replay.step.{name}"),
                lambda call=call: call(driver),
                style="secondary",
                text_size=theme.SIZE_SMALL,
                tooltip=tr(f"replay.step.{name}.tip"),
            )
            self.steps[name] = self.controls.add(button)
            x += STEP_WIDTH + GAP
        self.where = pygame.Rect(x + GAP, ROW_Y, STRIP.right - x - GAP, ROW_HEIGHT - GAP)
        self.seats: list[Button] = []
        y = COLUMN.y + 44
        for seat, name in enumerate(names):
            rect = pygame.Rect(COLUMN.x, y, COLUMN.width, SEAT_HEIGHT)
            button = Button(rect, name, lambda seat=seat: look(seat), text_size=theme.SIZE_SMALL)
            button.tooltip = tr("replay.eyes.tip", name=name)
            self.seats.append(self.controls.add(button))
            y += SEAT_HEIGHT + GAP
        rect = pygame.Rect(COLUMN.x, y, COLUMN.width, SEAT_HEIGHT)
        self.open = self.controls.add(Button(rect, tr("replay.open"), open_cards, text_size=theme.SIZE_SMALL))
        self.actions: dict[str, Button] = {}
        y = COLUMN.bottom - len(actions) * (SEAT_HEIGHT + GAP) + GAP
        for name, call in actions:
            rect = pygame.Rect(COLUMN.x, y, COLUMN.width, SEAT_HEIGHT)
            button = Button(rect, tr(f"replay.{name}"), call, style="secondary", text_size=theme.SIZE_SMALL)
            button.tooltip = tr(f"replay.{name}.tip")
            self.actions[name] = self.controls.add(button)
            y += SEAT_HEIGHT + GAP

    def refresh(self, showing_open: bool) -> None:
        """Light the eyes shown and the play button's word; open cards only for a game that ended."""
        driver = self.driver
        for seat, button in enumerate(self.seats):
            button.style = "primary" if seat == driver.viewer and not showing_open else "secondary"
        self.open.style = "primary" if showing_open else "secondary"
        self.open.enabled = driver.replay.ended
        self.open.tooltip = tr("replay.open.tip" if driver.replay.ended else "replay.open.refused")
        self.steps["play"].label = tr("replay.step.pause" if driver.playing else "replay.step.play")

    def where_text(self) -> str:
        """Where the replay stands: the step of all steps and the round."""
        driver = self.driver
        replay = driver.replay
        return tr(
            "replay.where",
            step=numeral(driver.moment),
            steps=numeral(replay.length),
            round=numeral(replay.round_of(driver.moment)),
        )

    def draw(self, surface: pygame.Surface) -> None:
        """The controls and where the replay stands."""
        self.controls.draw(surface)
        label = render(self.where_text(), theme.SIZE_SMALL, theme.TEXT_LIGHT, theme.FACE_ITALIC)
        surface.blit(label, label.get_rect(midright=(self.where.right, self.where.centery)))
        heading = render(tr("replay.eyes"), theme.SIZE_SMALL - 2, theme.GOLD_LIGHT, theme.FACE_CAPS)
        surface.blit(heading, heading.get_rect(midtop=(COLUMN.centerx, COLUMN.y + 4)))
