"""The replay of a reviewed game: the costly decisions marked on the timeline, Hard's choice lit where one was made.

It is the replay screen (``scenes.replay_view``) with the review laid over it: each costly decision stands as a mark
above the timeline (a deeper colour for a very costly one; its words show when the pointer rests on it), and whenever
the table rests at a reviewed decision seen through the eyes of the seat that made it, the table lights Hard's choice
(``scenes.review_moment.light``) and the coach's words under the table say what the one played gave up. The table is
drawn as small as with the cards open, so that the words stand beside it and cover nothing it lights.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.ai.review import Finding
from game.core.replay import Replay
from scenes.i18n import tr
from scenes.replay_view import OPEN_TABLE, ReplayScene
from scenes.review_moment import coach_words, light
from scenes.review_words import loss_text, moment_text
from scenes.tables.kit.replay_bar import TABLE, Mark
from scenes.ui import theme
from scenes.ui.backdrop import blit_panel
from scenes.ui.text import render, wrap

if TYPE_CHECKING:
    from scenes.app import App

MARK_REACH = 14
WORDS = pygame.Rect(0, OPEN_TABLE.bottom, OPEN_TABLE.width, TABLE.bottom - OPEN_TABLE.bottom).inflate(-16, -16)
"""Where the coach's words stand: under the table."""
WORDS_SIZE = theme.SIZE_SMALL
"""How near a mark (in logical pixels along the timeline) the pointer must rest for its words to show."""


def marks(replay: Replay, findings: Sequence[Finding]) -> list[Mark]:
    """A mark on the timeline for each costly decision."""
    return [
        Mark(
            finding.moment,
            theme.ALERT if finding.very_costly else theme.GOLD_LIGHT,
            f"{moment_text(replay, finding)}: {loss_text(finding)}",
        )
        for finding in findings
        if finding.costly
    ]


class ReviewReplayScene(ReplayScene):
    """A reviewed game's replay, opened at ``start`` (a finding: its moment, through its seat's eyes) or at the
    start of the game."""

    def __init__(self, app: App, replay: Replay, findings: Sequence[Finding], start: Finding | None = None) -> None:
        self.findings = {finding.moment: finding for finding in findings}
        super().__init__(app, replay)
        if start is not None:
            self.driver.viewer = start.seat
            self.driver.moment = start.moment
            self._moved()

    def layout(self) -> None:
        """The replay's bar, with the review's marks on its timeline."""
        super().layout()
        self.bar.timeline.marks = marks(self.replay, list(self.findings.values()))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self._word_mark(event.pos)
        super().handle(event)

    def _word_mark(self, point: tuple[int, int]) -> None:
        """The timeline's tooltip: the words of the mark the pointer rests on, else the timeline's own."""
        timeline = self.bar.timeline
        near = [mark for mark in timeline.marks if abs(timeline.x_of(mark.moment) - point[0]) <= MARK_REACH]
        timeline.tooltip = near[0].words if near and timeline.rect.collidepoint(point) else tr("replay.timeline.tip")

    @property
    def table_rect(self) -> pygame.Rect:
        """Where the table is drawn: small, the coach's words under it."""
        return OPEN_TABLE

    @property
    def finding(self) -> Finding | None:
        """The reviewed decision the table shows now through the eyes of the seat that made it, if any."""
        finding = self.findings.get(self.driver.moment)
        return finding if finding is not None and self.driver.viewer == finding.seat else None

    def words(self) -> str:
        """The coach's words under the table: on the decision shown, else how to reach one."""
        finding = self.finding
        if finding is None:
            return tr("review.replay.idle")
        return f"{moment_text(self.replay, finding)}: {coach_words(self.table, finding)}"

    def update(self, dt: float) -> None:
        super().update(dt)
        finding = self.finding
        table = self.table
        if finding is None or table.offering or table.busy:
            return
        if table.decisions.hint != finding.advice:
            light(table, finding)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        blit_panel(surface, WORDS, "velvet")
        area = WORDS.inflate(-2 * theme.SPACE_M, -2 * theme.SPACE_S)
        lines = wrap(self.words(), area.width, WORDS_SIZE, theme.FACE_ITALIC)
        step = round(WORDS_SIZE * 1.2)
        y = area.centery - len(lines) * step // 2
        for line in lines:
            image = render(line, WORDS_SIZE, theme.TEXT_LIGHT, theme.FACE_ITALIC)
            surface.blit(image, image.get_rect(midtop=(area.centerx, y)))
            y += step
