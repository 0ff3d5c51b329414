"""The statistics screen: for every title, games played, won, the share won and the best score, per computer level
faced, and the last few results; with a reset that asks first.

One parchment page scrolls through the titles in the registry's order. Keys: Up/Down/Page Up/Page Down scroll,
Escape goes back.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

import pygame

from game.core import Ruleset
from scenes.i18n import tr
from scenes.profile import OPPONENTS, Outcome, Statistics, Tally, TitleStatistics
from scenes.scene import PageScene
from scenes.ui import theme
from scenes.ui.backdrop import blit_panel, compose
from scenes.ui.button import Button
from scenes.ui.dialog import Dialog
from scenes.ui.ornaments import draw_heading, draw_hint
from scenes.ui.scroll import ScrollPanel
from scenes.ui.text import numeral, render

if TYPE_CHECKING:
    from scenes.app import App

PAGE = pygame.Rect(300, 200, 1320, 700)
TEXT = PAGE.inflate(-2 * theme.SPACE_XL, -2 * theme.SPACE_L)
WIDTH = TEXT.width - 40
COLUMNS = (("played", 580), ("won", 760), ("share", 940), ("best", WIDTH))
"""Each number column and the right edge its figures align to; the opposition's name takes the left."""
ROW = 46
SCROLL_KEYS = {pygame.K_UP: -70, pygame.K_DOWN: 70}
PAGE_KEYS = {pygame.K_PAGEUP: -1, pygame.K_PAGEDOWN: 1}
BUTTON_SIZE = (360, 80)


@dataclasses.dataclass(frozen=True)
class Row:
    """One line of the page: its cells (x, text, True when the text ends at x, as figures do), its style (a key of
    ``STYLES``) and the space above it."""

    cells: tuple[tuple[int, str, bool], ...]
    style: str
    gap: int = 0


STYLES: dict[str, tuple[int, theme.Colour, str]] = {
    "heading": (theme.SIZE_HEADING - 8, theme.WINE, theme.FACE_CAPS),
    "label": (theme.SIZE_SMALL, theme.INK_SOFT, theme.FACE_CAPS),
    "figures": (theme.SIZE_BODY, theme.INK, theme.FACE_REGULAR),
    "note": (theme.SIZE_BODY, theme.INK_SOFT, theme.FACE_ITALIC),
    "result": (theme.SIZE_BODY - 4, theme.INK, theme.FACE_ITALIC),
}
"""How each kind of line is set: size, colour, face."""


def share_text(tally: Tally) -> str:
    """The share of games won, as a whole percentage in the language's way of writing it."""
    share = tally.share
    return tr("statistics.no_value") if share is None else tr("statistics.share", percent=round(share * 100))


def result_text(outcome: Outcome) -> str:
    """One recent result: the day, won or lost (with the best score a person made), against whom, and "with
    take-backs" when the person took back moves the computers had answered."""
    won = "won" if outcome.won else "lost"
    opponents = tr(f"statistics.opponents.{outcome.opponents}")
    if outcome.score is None:
        text = tr(f"statistics.result.{won}_no_score", day=outcome.day, opponents=opponents)
    else:
        text = tr(f"statistics.result.{won}", day=outcome.day, score=numeral(outcome.score), opponents=opponents)
    return tr("statistics.take_backs", result=text) if outcome.take_backs else text


def title_rows(ruleset: Ruleset, entry: TitleStatistics | None, first: bool) -> list[Row]:
    """One title's section: its name, a line per opposition faced, and the last results."""
    rows = [Row(((0, ruleset.name, False),), "heading", 0 if first else theme.SPACE_L)]
    if entry is None or not entry.played:
        return [*rows, Row(((0, tr("statistics.none"), False),), "note")]
    header = [(0, tr("statistics.column.opponents"), False)]
    header += [(right, tr(f"statistics.column.{name}"), True) for name, right in COLUMNS]
    rows.append(Row(tuple(header), "label", theme.SPACE_S))
    for opponents in OPPONENTS:
        tally = entry.tallies.get(opponents)
        if tally is None:
            continue
        best = tr("statistics.no_value") if tally.best is None else numeral(tally.best)
        figures = {"played": str(tally.played), "won": str(tally.won), "share": share_text(tally), "best": best}
        cells = [(0, tr(f"statistics.opponents.{opponents}"), False)]
        cells += [(right, figures[name], True) for name, right in COLUMNS]
        rows.append(Row(tuple(cells), "figures"))
    if entry.recent:
        rows.append(Row(((0, tr("statistics.recent"), False),), "label", theme.SPACE_S))
        rows += [Row(((24, result_text(outcome), False),), "result") for outcome in entry.recent]
    return rows


def statistics_rows(rulesets: list[Ruleset], statistics: Statistics) -> list[Row]:
    """The whole page's lines, every title in the registry's order."""
    return [
        row
        for index, ruleset in enumerate(rulesets)
        for row in title_rows(ruleset, statistics.titles.get(ruleset.id), index == 0)
    ]


def render_page(rows: list[Row]) -> pygame.Surface:
    """Set the lines on one tall transparent page, each cell on the row's baseline."""
    page = pygame.Surface((WIDTH, max(1, sum(ROW + row.gap for row in rows))), pygame.SRCALPHA)
    y = 0
    for row in rows:
        y += row.gap
        size, colour, face = STYLES[row.style]
        for x, text, right in row.cells:
            surface = render(text, size, colour, face)
            foot = (x, y + ROW - 8)
            page.blit(surface, surface.get_rect(bottomright=foot) if right else surface.get_rect(bottomleft=foot))
        y += ROW
    return page


class StatisticsScene(PageScene):
    """The page of statistics over Back and Reset; Reset asks before it forgets anything."""

    leave_keys = (pygame.K_ESCAPE, pygame.K_BACKSPACE)

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.layout()

    def layout(self) -> None:
        """Build the page and the buttons in the current language."""
        self.controls.clear()
        self.rows = statistics_rows(list(self.app.titles), self.app.statistics)
        content = render_page(self.rows)
        self.page = self.controls.add(ScrollPanel(TEXT, content, theme.PARCHMENT))
        y = theme.LOGICAL_SIZE[1] - 50 - BUTTON_SIZE[1]
        back = pygame.Rect(0, y, *BUTTON_SIZE)
        back.right = theme.LOGICAL_SIZE[0] // 2 - theme.SPACE_S
        self.controls.add(Button(back, tr("common.back"), self.app.pop, style="primary"))
        reset = pygame.Rect(theme.LOGICAL_SIZE[0] // 2 + theme.SPACE_S, y, *BUTTON_SIZE)
        counted = any(entry.played for entry in self.app.statistics.titles.values())
        self.controls.add(Button(reset, tr("statistics.reset"), self.ask_reset, style="secondary", enabled=counted))
        self.picture = compose(self._draw_still)

    def ask_reset(self) -> None:
        """Ask before forgetting every game counted."""
        choices = [(tr("statistics.reset_confirm"), self.reset), (tr("common.cancel"), None)]
        self.app.push(Dialog(self.app, tr("statistics.reset_title"), tr("statistics.reset_question"), choices))

    def reset(self) -> None:
        """Forget every game counted, and save that."""
        self.app.statistics = Statistics()
        self.app.storage.save_statistics(self.app.statistics)
        self.layout()

    def resume(self) -> None:
        self.layout()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self.page.handle(event)
        elif event.type == pygame.KEYDOWN and event.key in SCROLL_KEYS:
            self.page.scroll_by(SCROLL_KEYS[event.key])
        elif event.type == pygame.KEYDOWN and event.key in PAGE_KEYS:
            self.page.page(PAGE_KEYS[event.key])
        else:
            super().handle(event)

    def _draw_still(self, surface: pygame.Surface) -> None:
        draw_heading(surface, tr("statistics.title"), y=40)
        blit_panel(surface, PAGE, "parchment")
        draw_hint(surface, tr("statistics.hint"))
