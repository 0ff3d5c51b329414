"""The game log of a table: one line per thing that happened, as the shown seat saw it, in a scroll panel.

Lines are made from the redacted events by the title's ``describe`` (event → ``Entry`` or None), so the log tells
exactly what its reader may know. The log keeps the events and words them when drawn, so a change of language
rewords the whole log. Each entry names the sprites it is about (``cards``): hovering its line lights them up.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable, Hashable, Iterable

import pygame

from game.core import Event
from scenes.tables.kit.plates import seat_colour
from scenes.ui import theme
from scenes.ui.backdrop import diamond
from scenes.ui.scroll import ScrollPanel
from scenes.ui.text import render, wrap

TEXT_SIZE = 23
LINE_STEP = 27
"""Pixels from one line of the log to the next."""
ENTRY_GAP = 5
INDENT = 22
PAGE_MARGIN = 4
"""Room above the first line and below the last."""
SHEET_HEIGHT = 512
"""The height a log's sheet starts with; it doubles when full (a table opens with a new log, and clearing a taller
sheet each time cost more than the few times a long game doubles it)."""

Describe = Callable[[Event], "Entry | None"]
"""A title's wording of one event (None: the log leaves it out)."""


@dataclasses.dataclass(frozen=True)
class Entry:
    """One line of the log: who it is about (for the colour mark), its words, whether it opens a turn, and the
    cards it names, lit while the pointer rests on the line: their sprites' keys, or what the table's
    ``log_lights`` turns into the keys of where they lie by then."""

    seat: int | None
    text: str
    heading: bool = False
    cards: tuple[Hashable, ...] = ()


class GameLog:
    """The events so far, worded and drawn as one tall parchment-coloured page for a scroll panel.

    Each event is worded once, in order (a title's wording may carry what it read in earlier lines along, as
    Verräter's landscapes do), and each line drawn once: a whole game's log of some 400 lines would otherwise be
    worded and drawn again for every move. The words are read afresh after ``reset`` and ``reword``.
    """

    def __init__(self, describe: Describe) -> None:
        self.describe = describe
        self.events: list[Event] = []
        self.spans: list[tuple[int, int, Entry]] = []
        """Where each entry lies on the last page drawn: (top, bottom, entry)."""
        self._worded: list[Entry | None] = []
        """The words of ``events[:len(_worded)]``, in order (None: an event the log leaves out)."""
        self._wording = 0
        """Counts the times the log was worded afresh, so the page knows its lines are out of date."""
        self._sheet: pygame.Surface | None = None
        """The page drawn so far, taller than its lines so new lines can be added below them."""
        self._sheet_wording = -1

    def reset(self, events: Iterable[Event]) -> None:
        """Start again from these events (after an undo, a restart, a new person at the screen)."""
        self.events = list(events)
        self.reword()

    def reword(self) -> None:
        """Word every line afresh (a new language)."""
        self._worded = []
        self._wording += 1

    def add(self, event: Event) -> None:
        """Note one more event."""
        self.events.append(event)

    def entries(self) -> list[Entry]:
        """Every line of the log, oldest first."""
        self._worded.extend(self.describe(event) for event in self.events[len(self._worded) :])
        return [entry for entry in self._worded if entry is not None]

    def page(self, width: int) -> pygame.Surface:
        """The whole log drawn ``width`` pixels wide, oldest line at the top: the lines already drawn stay on the
        sheet and only new ones are added; the sheet is drawn afresh when the log was worded afresh or it is full."""
        entries = self.entries()
        if self._sheet is None or self._sheet.get_width() != width or self._sheet_wording != self._wording:
            self._start_sheet(width, self._sheet.get_height() if self._sheet is not None else 0)
        for entry in entries[len(self.spans) :]:
            image = line_image(*looks(entry), width)
            top = self.spans[-1][1] if self.spans else PAGE_MARGIN
            bottom = top + image.get_height()
            if bottom + PAGE_MARGIN > self._sheet.get_height():
                self._start_sheet(width, 2 * bottom)
                return self.page(width)
            self._sheet.blit(image, (0, top))
            self.spans.append((top, bottom, entry))
        return self._used_part()

    def _start_sheet(self, width: int, height: int) -> None:
        self._sheet = pygame.Surface((width, max(SHEET_HEIGHT, height)), pygame.SRCALPHA)
        self._sheet_wording = self._wording
        self.spans = []

    def _used_part(self) -> pygame.Surface:
        assert self._sheet is not None
        bottom = self.spans[-1][1] if self.spans else PAGE_MARGIN
        return self._sheet.subsurface((0, 0, self._sheet.get_width(), max(1, bottom + PAGE_MARGIN)))

    def entry_at(self, y: float) -> Entry | None:
        """The entry at height ``y`` of the page."""
        return next((entry for top, bottom, entry in self.spans if top <= y < bottom), None)


def looks(entry: Entry) -> tuple[int | None, str, bool]:
    """What of an entry shows on the page (the cards it names only light up under the pointer)."""
    return entry.seat, entry.text, entry.heading


@functools.lru_cache(maxsize=1024)
def line_image(seat: int | None, text: str, heading: bool, width: int) -> pygame.Surface:
    """A lozenge in the seat's colour, then the words; a turn's heading in small capitals with a little room above
    it."""
    face = theme.FACE_CAPS if heading else theme.FACE_REGULAR
    colour = theme.WINE if heading else theme.INK
    lines = without_orphan(wrap(text, width - INDENT - 4, TEXT_SIZE, face))
    top = ENTRY_GAP if heading else 0
    height = top + len(lines) * LINE_STEP + (ENTRY_GAP if heading else 2)
    image = pygame.Surface((width, height), pygame.SRCALPHA)
    for number, line in enumerate(lines):
        image.blit(render(line, TEXT_SIZE, colour, face), (INDENT, top + number * LINE_STEP))
    mark = seat_colour(seat) if seat is not None else theme.GOLD
    diamond(image, (9, top + LINE_STEP // 2), 7 if heading else 4, mark)
    return image


class LogPanel(ScrollPanel):
    """The log's scroll panel: it takes the wheel and its bar like any panel, but is painted with the table's quiet
    layer (it changes only when the log or its scroll does), not with the buttons every frame."""

    def draw(self, surface: pygame.Surface) -> None:
        """Painted by the table's quiet layer instead."""

    def paint(self, surface: pygame.Surface) -> None:
        """Draw the panel."""
        super().draw(surface)

    def page_y(self, point: tuple[int, int]) -> float | None:
        """The height on the page under ``point``, or None when the point is not over the panel."""
        if not self.rect.collidepoint(point):
            return None
        return point[1] - self.rect.y + self.offset


ORPHAN = 3
"""A last line this short ("5.", "an.") is pulled together with the word before it."""


def without_orphan(lines: list[str]) -> list[str]:
    """Wrapped lines with a lone short word on the last line ("Runde" ⏎ "5.") joined to the word before it, which
    moves down with it (the line it leaves only gets shorter, so it still fits)."""
    if len(lines) < 2 or " " in lines[-1] or len(lines[-1]) > ORPHAN or " " not in lines[-2]:
        return lines
    rest, word = lines[-2].rsplit(" ", 1)
    return [*lines[:-2], rest, f"{word} {lines[-1]}"]
