"""Where the follow-up picker lays its options: large cards in as few rows as keep each caption readable, the buttons
under them, all above the prompt.

One row holds every card while each is wide enough for its caption in two short lines ("Schmetterling, Ungnade");
with more options (an assassin facing eleven possible victims) the cards would shrink below that, so they take a
second row (or more), and the picker grows upwards from its area as far as the rows need, so the cards need not
shrink again to fit its height.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence

import pygame

from scenes.tables.kit.holders import Size
from scenes.ui import theme
from scenes.ui.text import width_of

PICKER_CARD: Size = (196, 274)
PICKER_GAP = 24
BUTTON_SIZE = (220, 56)
ROW_ABOVE_PROMPT = 84
"""How far above the prompt area's bottom the option buttons stand (the prompt's plaque lies under them)."""
PICKER_CAPTION = 62
"""Room under the picker's cards for their captions (two short lines), when they have any."""
CAPTION_SIZE = theme.SIZE_SMALL - 4
CAPTION_MARGIN = 16
"""A caption's plaque around its words, left and right together."""
ROW_GAP = 20
SIDES = 80
"""The area's width the cards leave free at its sides, together."""
TOP_MARGIN = 20
"""How near the window's top a grown picker may reach."""


def caption_width(caption: str) -> int:
    """The narrowest width ``caption`` takes in at most two lines (broken at its best space)."""
    words = caption.split(" ")
    if len(words) < 2:
        return width_of(caption, CAPTION_SIZE)
    return min(
        max(width_of(" ".join(words[:cut]), CAPTION_SIZE), width_of(" ".join(words[cut:]), CAPTION_SIZE))
        for cut in range(1, len(words))
    )


def readable_width(captions: Sequence[str]) -> int:
    """The narrowest card under which every caption reads in two lines (its plaque may reach into the gaps)."""
    widest = max((caption_width(caption) for caption in captions if caption), default=0)
    return widest + CAPTION_MARGIN + 4 - PICKER_GAP if widest else 0


def card_width(area: pygame.Rect, per_row: int) -> int:
    """The width of each of ``per_row`` cards side by side across ``area`` (at most the picker's full size)."""
    return min(PICKER_CARD[0], (area.width - SIDES - (per_row - 1) * PICKER_GAP) // max(1, per_row))


def rows_for(area: pygame.Rect, count: int, readable: int) -> int:
    """How many rows ``count`` cards take: the fewest in which each is at least ``readable`` wide."""
    rows = 1
    while rows < count and card_width(area, math.ceil(count / rows)) < readable:
        rows += 1
    return rows


def _height(width: int) -> int:
    return round(width * PICKER_CARD[1] / PICKER_CARD[0])


def _needed(rows: int, height: int, below: int) -> int:
    """The height a picker needs for ``rows`` rows of cards ``height`` high with ``below`` under each for the
    captions, its buttons and the prompt under them."""
    return rows * (height + below) + max(0, rows - 1) * ROW_GAP + BUTTON_SIZE[1] + ROW_ABOVE_PROMPT + 30


def grown(area: pygame.Rect, captions: Sequence[str]) -> pygame.Rect:
    """The picker's area for cards with ``captions``: ``area``, grown upwards (no higher than the window's top
    margin) when its cards take more than one row, as far as they need to stand at their readable width."""
    readable = readable_width(captions)
    rows = rows_for(area, len(captions), readable)
    if rows < 2:
        return area
    top = max(TOP_MARGIN, min(area.top, area.bottom - _needed(rows, _height(readable), PICKER_CAPTION)))
    return pygame.Rect(area.x, top, area.width, area.bottom - top)


def lay_out(
    area: pygame.Rect, cards: Sequence[Hashable], captions: Sequence[str], buttons: Sequence[tuple[Hashable, int]]
) -> list[tuple[Hashable, pygame.Rect, bool]]:
    """(option, rect, is_card) for each card option (with its caption) in rows across ``area`` and each button
    option (with its width) in one row under them."""
    below = PICKER_CAPTION if any(captions) else 0
    rows = rows_for(area, len(cards), readable_width(captions)) if cards else 0
    per_row = math.ceil(len(cards) / rows) if rows else 0
    width = card_width(area, per_row)
    size = (width, _height(width))
    room = (area.height - _needed(rows, 0, 0)) // max(1, rows) - below
    if cards and size[1] > room:
        size = (round(room * PICKER_CARD[0] / PICKER_CARD[1]), room)
    step = size[1] + below + ROW_GAP
    block = rows * step + BUTTON_SIZE[1]
    top = min(area.centery - block // 2, area.bottom - ROW_ABOVE_PROMPT - block)
    laid = []
    for row in range(rows):
        members = cards[row * per_row : (row + 1) * per_row]
        left = area.centerx - (len(members) * (size[0] + PICKER_GAP) - PICKER_GAP) // 2
        for index, option in enumerate(members):
            laid.append((option, pygame.Rect(left + index * (size[0] + PICKER_GAP), top + row * step, *size), True))
    row_width = sum(width for _, width in buttons) + (len(buttons) - 1) * PICKER_GAP
    x, y = area.centerx - row_width // 2, top + rows * step
    for option, button in buttons:
        laid.append((option, pygame.Rect(x, y, button, BUTTON_SIZE[1]), False))
        x += button + PICKER_GAP
    return laid
