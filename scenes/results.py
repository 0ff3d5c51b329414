"""The results screen: the final ranking, then each player's scoring lines, Play again and Menu.

Each scoring line is shown with the catalogue text of its key (``ScoreLine.key``, e.g. "hofverrat.district_card")
filled with its params; a key without a translation shows as the key with its params, never as an error.
Seats in one ranking group share their place; a seat that does not compete (Hofnar's King) stands under the ranking
with the words that it neither wins nor loses; lines about the whole table (no seat) close the sheet. A line worth
no points shows no figure (a "±0" would read as a score where the line only tells what happened).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.core import Result, ScoreLine
from scenes.i18n import tr, tr_count, translator
from scenes.scene import PageScene
from scenes.ui import theme
from scenes.ui.backdrop import blit_panel, compose, diamond
from scenes.ui.button import Button
from scenes.ui.ornaments import draw_heading, draw_hint
from scenes.ui.scroll import ScrollPanel
from scenes.ui.text import numeral, render, wrap

if TYPE_CHECKING:
    from scenes.app import App

SHEET = pygame.Rect(360, 236, 1200, 660)
TEXT = SHEET.inflate(-2 * theme.SPACE_XL, -2 * theme.SPACE_L)
MEDALS = (theme.GOLD, (196, 196, 204), (184, 120, 72))
POINTS_WIDTH = 140


def line_text(line: ScoreLine) -> str:
    """The sentence for one scoring line in the player's language (the key and params when untranslated).

    A word-like param with a catalogue entry of its own, ``<title>.<param>.<value>`` (say "hofverrat.family.stag"),
    is translated first, so a German line names the "Hirsch" rather than the rules' key "stag".
    """
    title = line.key.split(".", 1)[0]
    params = {}
    for name, value in line.params.items():
        own = f"{title}.{name}.{value}"
        params[name] = tr(own) if isinstance(value, str | bool) and translator.has(own) else value
    return tr(line.key, **params)


def total_text(points: int) -> str:
    """ "13 points", "1 point", "−2 points" in the player's language."""
    return tr_count("results.points", points, points=numeral(points))


def points_text(line: ScoreLine) -> str:
    """A line's points as the sheet prints them: "+2", "−1", and nothing for a line worth none."""
    return numeral(line.points, signed=True) if line.points else ""


def places(result: Result) -> list[tuple[int, int]]:
    """(place, seat) for every ranked seat, best first; a shared group shares the place of its first seat."""
    ranked = []
    place = 1
    for group in result.ranking:
        ranked.extend((place, seat) for seat in group)
        place += len(group)
    return ranked


def unranked(result: Result, players: int) -> list[int]:
    """The seats that do not compete (in no ranking group), in seat order."""
    ranked = {seat for group in result.ranking for seat in group}
    return [seat for seat in range(players) if seat not in ranked]


def unranked_text(result: Result, name: str) -> str:
    """A seat that does not compete, in its title's words when it has them ("hofnar.results.unranked")."""
    own = f"{result.lines[0].key.split('.', 1)[0]}.results.unranked" if result.lines else ""
    return tr(own if own and translator.has(own) else "results.unranked", name=name)


def render_sheet(result: Result, names: Sequence[str], width: int) -> pygame.Surface:
    """The score sheet as one surface: the ranking (place, name, total) at a glance, then each player's lines, so
    the winner's long list never hides who came second."""
    parts: list[tuple[pygame.Surface, tuple[int, int]]] = []
    medals: list[tuple[tuple[int, int], theme.Colour]] = []
    y = 0
    text_width = width - POINTS_WIDTH - 60

    def add_line(text: str, points: str, indent: int, size: int, colour: theme.Colour, face: str) -> None:
        nonlocal y
        for number, part in enumerate(wrap(text, text_width - indent, size, face)):
            parts.append((render(part, size, colour, face), (indent, y)))
            if number == 0 and points:
                image = render(points, size, colour, face)
                parts.append((image, (width - image.get_width(), y)))
            y += round(size * 1.22)

    for place, seat in places(result):
        medals.append(((20, y + 26), MEDALS[place - 1] if place <= len(MEDALS) else theme.PARCHMENT_EDGE))
        add_line(
            f"{tr(f'results.place.{place}')}  {names[seat]}",
            total_text(result.scores[seat]),
            52,
            theme.SIZE_LABEL + 6,
            theme.WINE,
            theme.FACE_CAPS,
        )
    for seat in unranked(result, len(names)):
        add_line(unranked_text(result, names[seat]), "", 52, theme.SIZE_LABEL + 2, theme.INK_SOFT, theme.FACE_ITALIC)
    y += theme.SPACE_M
    divider = y
    y += theme.SPACE_L
    for _, seat in places(result):
        add_line(
            names[seat],
            total_text(result.scores[seat]),
            36,
            theme.SIZE_LABEL,
            theme.WINE,
            theme.FACE_CAPS,
        )
        for line in result.lines_of(seat):
            add_line(line_text(line), points_text(line), 72, theme.SIZE_BODY, theme.INK, theme.FACE_REGULAR)
        y += theme.SPACE_M
    table_lines = [line for line in result.lines if line.seat is None]
    if table_lines:
        add_line(tr("results.table"), "", 0, theme.SIZE_LABEL + 6, theme.WINE, theme.FACE_CAPS)
        for line in table_lines:
            add_line(line_text(line), "", 36, theme.SIZE_BODY, theme.INK_SOFT, theme.FACE_ITALIC)
    sheet = pygame.Surface((width, max(y, 1)), pygame.SRCALPHA)
    for image, position in parts:
        sheet.blit(image, position)
    for centre, colour in medals:
        diamond(sheet, centre, 16, colour)
    pygame.draw.line(sheet, theme.PARCHMENT_EDGE, (0, divider), (width, divider), 2)
    return sheet


class ResultsScene(PageScene):
    """Shows a finished game's result; Play again starts the same seats anew, Menu (or Escape) goes back."""

    def __init__(
        self,
        app: App,
        title_name: str,
        result: Result,
        names: Sequence[str],
        play_again: Callable[[], None] | None = None,
        *,
        watch_again: Callable[[], None] | None = None,
        review: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(app)
        self.title_name = title_name
        self.result = result
        self.names = list(names)
        self.play_again = play_again
        self.watch_again = watch_again
        """Opens the game's replay (``scenes.replay_view``), when it can be watched again."""
        self.review = review
        """Opens the coach's review of the game (``scenes.review``), when a person played it."""
        self.layout()

    def layout(self) -> None:
        """Build the sheet and the buttons in the current language."""
        self.controls.clear()
        sheet = render_sheet(self.result, self.names, TEXT.width - 30)
        self.sheet = self.controls.add(ScrollPanel(TEXT, sheet, theme.PARCHMENT))
        buttons = [("results.menu", self.app.back_to_root, "secondary")]
        if self.watch_again is not None:
            buttons.append(("results.watch_again", self.watch_again, "secondary"))
        if self.review is not None:
            buttons.append(("results.review", self.review, "secondary"))
        if self.play_again is not None:
            buttons.append(("results.play_again", self.play_again, "primary"))
        width, gap = 360, 2 * theme.SPACE_S
        x = (theme.LOGICAL_SIZE[0] - len(buttons) * (width + gap) + gap) // 2
        for key, action, style in buttons:
            rect = pygame.Rect(x, theme.LOGICAL_SIZE[1] - 140, width, 84)
            self.controls.add(Button(rect, tr(key), action, style=style))
            x += width + gap
        self.picture = compose(self._draw_still)

    def resume(self) -> None:
        self.layout()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self.sheet.handle(event)
        else:
            super().handle(event)

    def leave(self) -> None:
        """The game is over: Escape goes to the main menu."""
        self.app.back_to_root()

    def _draw_still(self, surface: pygame.Surface) -> None:
        draw_heading(surface, tr("results.title"), self.title_name, y=24)
        blit_panel(surface, SHEET, "parchment")
        draw_hint(surface, tr("results.hint"))
