"""The statistics screen: for every title, games played, won, the share won and the best score, per computer level
faced, and the last few results; with a reset that asks first.

One parchment page scrolls through the titles in the registry's order. Keys: Up/Down/Page Up/Page Down scroll,
Escape goes back.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.core import Ruleset
from scenes.i18n import tr, tr_count
from scenes.notices import show_notices
from scenes.profile import OPPONENTS, Outcome, Statistics, Tally, TitleStatistics
from scenes.replays import KeptGame, kept_games
from scenes.scene import PageScene
from scenes.ui import theme
from scenes.ui.backdrop import blit_panel, compose
from scenes.ui.button import Button
from scenes.ui.dialog import Dialog
from scenes.ui.ornaments import draw_heading, draw_hint
from scenes.ui.scroll import ScrollPanel
from scenes.ui.text import numeral, render, width_of

if TYPE_CHECKING:
    from scenes.app import App

PAGE = pygame.Rect(300, 200, 1320, 700)
TEXT = PAGE.inflate(-2 * theme.SPACE_XL, -2 * theme.SPACE_L)
WIDTH = TEXT.width - 40
COLUMNS = (("played", 580), ("won", 760), ("share", 940), ("best", WIDTH))
"""Each number column and the right edge its figures align to; the opposition's name takes the left."""
ROW = 46
REVIEW_REACH = 220
"""How far left of the page's right edge a click on a kept game's line opens its review rather than its replay."""
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
    watch: Callable[[], None] | None = None
    """What a click on the line does: a kept game's opens its replay."""
    review: Callable[[], None] | None = None
    """What a click on its last cell (``REVIEW_REACH``) does: a kept game a person played opens its review."""


STYLES: dict[str, tuple[int, theme.Colour, str]] = {
    "heading": (theme.SIZE_HEADING - 8, theme.WINE, theme.FACE_CAPS),
    "label": (theme.SIZE_SMALL, theme.INK_SOFT, theme.FACE_CAPS),
    "figures": (theme.SIZE_BODY, theme.INK, theme.FACE_REGULAR),
    "note": (theme.SIZE_BODY, theme.INK_SOFT, theme.FACE_ITALIC),
    "result": (theme.SIZE_BODY - 4, theme.INK, theme.FACE_ITALIC),
    "kept": (theme.SIZE_BODY - 6, theme.WINE, theme.FACE_REGULAR),
    "link": (theme.SIZE_SMALL, theme.GOLD_DARK, theme.FACE_CAPS),
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
    if not outcome.ranked:
        text = tr("statistics.result.unranked", day=outcome.day, opponents=opponents)
    elif outcome.score is None:
        text = tr(f"statistics.result.{won}_no_score", day=outcome.day, opponents=opponents)
    else:
        text = tr(f"statistics.result.{won}", day=outcome.day, score=numeral(outcome.score), opponents=opponents)
    text = tr("statistics.take_backs", result=text) if outcome.take_backs else text
    return tr("replay.statistics.played_on", result=text) if outcome.played_on else text


def title_rows(ruleset: Ruleset, entry: TitleStatistics | None, first: bool) -> list[Row]:
    """One title's section: its name, a line per opposition faced, the games a person only judged (as Hofnar's King,
    who neither wins nor loses, HN-18), and the last results."""
    rows = [Row(((0, ruleset.name, False),), "heading", 0 if first else theme.SPACE_L)]
    if entry is None or not (entry.played or entry.unranked):
        return [*rows, Row(((0, tr("statistics.none"), False),), "note")]
    if not entry.played:
        return [*rows, unranked_row(entry), *recent_rows(entry)]
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
    if entry.unranked:
        rows.append(unranked_row(entry))
    return rows + recent_rows(entry)


def unranked_row(entry: TitleStatistics) -> Row:
    """How many games a person only judged, counted apart from those won and lost."""
    return Row(((0, tr_count("statistics.unranked", entry.unranked, count=entry.unranked), False),), "note")


def recent_rows(entry: TitleStatistics) -> list[Row]:
    """The last results under their label (none before the first)."""
    if not entry.recent:
        return []
    rows = [Row(((0, tr("statistics.recent"), False),), "label", theme.SPACE_S)]
    return rows + [Row(((24, result_text(outcome), False),), "result") for outcome in entry.recent]


def statistics_rows(rulesets: list[Ruleset], statistics: Statistics) -> list[Row]:
    """The whole page's lines, every title in the registry's order."""
    return [
        row
        for index, ruleset in enumerate(rulesets)
        for row in title_rows(ruleset, statistics.titles.get(ruleset.id), index == 0)
    ]


def kept_rows(app: App) -> list[Row]:
    """The finished games kept to be watched again (``scenes.replays``), newest first under each title's name, each
    with when it ended, who sat at the table and how it came out; a click on one opens its replay, on its "Review"
    (for a game a person played) the coach's review."""
    rows = [Row(((0, tr("replay.kept.heading"), False),), "heading", theme.SPACE_L)]
    for ruleset in app.titles:
        games = kept_games(app.storage, app.titles, ruleset.id)
        if games:
            rows.append(Row(((0, ruleset.name, False),), "label", theme.SPACE_S))
            rows += [kept_row(app, game) for game in games]
    if len(rows) == 1:
        return [*rows, Row(((0, tr("replay.kept.none"), False),), "note")]
    return [rows[0], Row(((0, tr("replay.kept.how"), False),), "result"), *rows[1:]]


def kept_row(app: App, game: KeptGame) -> Row:
    """One kept game's line: a click watches it; its last cell, for a game a person played, reviews it."""
    watching = functools.partial(watch, app, game)
    if not any(seat.is_human for seat in game.record.seats):
        return Row(((24, kept_text(game, WIDTH - 24), False),), "kept", 0, watching)
    cells = ((24, kept_text(game, WIDTH - 24 - REVIEW_REACH), False), (WIDTH, tr("replay.kept.review"), True))
    return Row(cells, "kept", 0, watching, functools.partial(review, app, game))


def kept_text(game: KeptGame, room: int) -> str:
    """One kept game in a line of at most ``room`` wide: when it ended, each seat with its score, and who won (the
    scores left out of a line too long)."""
    seats = game.record.seats
    winners = ", ".join(seats[seat].name for seat in sorted(game.winners))
    scores = " · ".join(f"{seat.name} {numeral(score)}" for seat, score in zip(seats, game.scores, strict=True))
    text = tr("replay.kept.line", ended=game.ended, seats=scores, winners=winners)
    if width_of(text, STYLES["kept"][0], STYLES["kept"][2]) > room:
        names = ", ".join(seat.name for seat in seats)
        text = tr("replay.kept.line", ended=game.ended, seats=names, winners=winners)
    return text


def watch(app: App, game: KeptGame) -> None:
    """Open a kept game's replay."""
    from scenes.replay_view import open_replay  # the replay's table is loaded only when one is watched

    open_replay(app, game.record)


def review(app: App, game: KeptGame) -> None:
    """Open a kept game's review (worked out first, unless one is kept with it)."""
    from scenes.review import open_review  # the coach and the tables it draws are loaded only when asked for

    open_review(app, game.record)


def render_page(rows: list[Row]) -> pygame.Surface:
    """Set the lines on one tall transparent page, each cell on the row's baseline (a kept game's Review as a
    link)."""
    page = pygame.Surface((WIDTH, max(1, sum(ROW + row.gap for row in rows))), pygame.SRCALPHA)
    y = 0
    for row in rows:
        y += row.gap
        for index, (x, text, right) in enumerate(row.cells):
            link = row.review is not None and index == len(row.cells) - 1
            size, colour, face = STYLES["link" if link else row.style]
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
        self.page: ScrollPanel | None = None
        self.layout()

    def layout(self) -> None:
        """Build the page and the buttons in the current language, the page scrolled as far as it was."""
        offset = self.page.offset if self.page is not None else 0.0
        self.controls.clear()
        self.rows = statistics_rows(list(self.app.titles), self.app.statistics) + kept_rows(self.app)
        content = render_page(self.rows)
        self.page = self.controls.add(ScrollPanel(TEXT, content, theme.PARCHMENT))
        self.page.scroll_by(offset)
        y = theme.LOGICAL_SIZE[1] - 50 - BUTTON_SIZE[1]
        back = pygame.Rect(0, y, *BUTTON_SIZE)
        back.right = theme.LOGICAL_SIZE[0] // 2 - theme.SPACE_S
        self.controls.add(Button(back, tr("common.back"), self.app.pop, style="primary"))
        reset = pygame.Rect(theme.LOGICAL_SIZE[0] // 2 + theme.SPACE_S, y, *BUTTON_SIZE)
        counted = any(entry.played or entry.unranked for entry in self.app.statistics.titles.values())
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

    def update(self, dt: float) -> None:
        if not show_notices(self.app):
            super().update(dt)

    def row_at(self, point: tuple[int, int]) -> Row | None:
        """The line of the page under ``point``, if any."""
        if not TEXT.collidepoint(point):
            return None
        y, top = point[1] - TEXT.y + self.page.offset, 0
        for row in self.rows:
            top += row.gap
            if top <= y < top + ROW:
                return row
            top += ROW
        return None

    def handle(self, event: pygame.event.Event) -> None:
        row = self.row_at(event.pos) if event.type == pygame.MOUSEBUTTONUP and event.button == 1 else None
        if row is not None and row.watch is not None:
            super().handle(event)
            if row.review is not None and event.pos[0] >= TEXT.x + WIDTH - REVIEW_REACH:
                row.review()
            else:
                row.watch()
        elif event.type == pygame.MOUSEWHEEL:
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
