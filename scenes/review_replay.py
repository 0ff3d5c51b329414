"""The replay of a reviewed game: the costly decisions marked on the timeline, Hard's choice lit where one was made.

It is the replay screen (``scenes.replay_view``) with the review laid over it: each costly decision stands as a mark
above the timeline (a deeper colour for a very costly one; its words show when the pointer rests on it), and whenever
the table rests at a reviewed decision seen through the eyes of the seat that made it, the table lights Hard's choice
and says what the one played gave up (``scenes.review_moment.light``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.ai.review import Finding
from game.core.replay import Replay
from scenes.i18n import tr
from scenes.replay_view import ReplayScene
from scenes.review_moment import light
from scenes.review_words import loss_text, moment_text
from scenes.tables.kit.replay_bar import Mark
from scenes.ui import theme

if TYPE_CHECKING:
    from scenes.app import App

MARK_REACH = 14
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

    def update(self, dt: float) -> None:
        super().update(dt)
        finding = self.findings.get(self.driver.moment)
        table = self.table
        if finding is None or self.driver.viewer != finding.seat or table.offering or table.busy:
            return
        if table.decisions.hint != finding.advice or table.hint_text is None:
            light(table, finding)
