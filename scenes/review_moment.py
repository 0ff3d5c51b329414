"""A reviewed decision at its title's own table: the position as the deciding seat saw it, Hard's choice lit.

The table is the title's ``KitTable`` in replay mode (a ``ReplayDriver`` in its runner's place), so the position looks
exactly as in the replay. The choices the seat had are laid out as at play (``Decisions.show_choices``: its option
buttons and click targets drawn, nothing taking input) and Hard's is lit with the kit's hint light
(``Decisions.show_hint``): a card or a place, a button (a pass, a choice among buttons) or a multi-select with its
Confirm. The coach's words (``coach_words``) stand beside the table, where they cover nothing lit on it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ai.review import Finding
from game.core import Action
from game.core.replay import Replay
from scenes.i18n import tr
from scenes.review_words import loss_text
from scenes.tables.kit.replay import ReplayDriver
from scenes.ui import theme

if TYPE_CHECKING:
    from scenes.app import App
    from scenes.tables.kit.table import KitTable


def light(table: KitTable, finding: Finding) -> None:
    """Light Hard's choice on ``table``, which shows the decision's position, among the choices its seat had."""
    decisions = table.decisions
    decisions.show_choices(table.view)
    decisions.show_hint(finding.advice)


def action_words(table: KitTable, action: Action) -> str:
    """An action in the words of the table's hint, without a closing full stop (the coach's sentences add one)."""
    return table.hint_words(action).rstrip(". ")


def coach_words(table: KitTable, finding: Finding) -> str:
    """What the coach says at the table: Hard's choice, what was played, and what that gave up."""
    played = action_words(table, finding.played)
    if finding.agrees:
        return tr("review.table.agrees", played=played)
    advice = action_words(table, finding.advice)
    return tr("review.table.lit", advice=advice, played=played, loss=loss_text(finding))


def table_at(app: App, replay: Replay, finding: Finding) -> KitTable:
    """The title's table showing the decision of ``finding`` through its seat's eyes, at rest."""
    table = app.tables[replay.record.title](app, replay.match_at(finding.moment))
    driver = ReplayDriver(app, replay, table, finding.seat)
    table.runner = driver
    driver.moment = finding.moment
    driver.go_to(finding.moment)
    table.timeline.finish_all()
    table.extras.finish_all()
    table.update(0.0)
    return table


def picture(app: App, replay: Replay, finding: Finding, size: tuple[int, int]) -> tuple[pygame.Surface, KitTable]:
    """The position of ``finding`` as a picture of ``size`` (the whole table scaled down), and the table it was
    taken at (which words the choices)."""
    table = table_at(app, replay, finding)
    light(table, finding)
    canvas = pygame.Surface(theme.LOGICAL_SIZE).convert()
    table.draw(canvas)
    return pygame.transform.smoothscale(canvas, size), table
