"""A rules page as data, and its layout into one tall surface.

A page is a list of sections in the order a newcomer reads them: the aim, then a turn (or round), then the special
cases, then at least one worked example with its picture, then the end. A section's words are one catalogue text in
the document format of ``scenes.ui.document``; below them it may show cards, each card's picture with its name and
what it does beside it (a gloss), or a worked example's picture with its caption. Everything is drawn at the size it
is shown (nothing is scaled afterwards), so the sizes chosen here are the sizes a reader sees.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from scenes.i18n import tr
from scenes.ui import theme
from scenes.ui.document import render_document
from scenes.ui.text import render, render_lines, wrap

PARTS = ("aim", "turn", "special", "example", "end")
"""The kinds of section, in the order they must come on a page."""

NAME_SIZE = theme.SIZE_LABEL
WORDS_SIZE = 28
CAPTION_SIZE = theme.SIZE_SMALL
GLOSS_GAP = theme.SPACE_M
ROW_GAP = theme.SPACE_M

Size = tuple[int, int]


@dataclass(frozen=True)
class Card:
    """One card picture on a page: how to draw it (at ``size``), its name and what it does, both translated.

    ``name_key`` is a catalogue key; a card named by a proper name that every language shares (a historical jester)
    gives it as ``proper_name`` instead.
    """

    draw: Callable[[Size], pygame.Surface]
    size: Size
    name_key: str | None = None
    words_key: str | None = None
    proper_name: str | None = None

    def name(self) -> str:
        """The card's name in the current language."""
        return self.proper_name if self.proper_name is not None else tr(str(self.name_key))

    def words(self) -> str:
        """What the card does, in the current language ("" when the name says it all)."""
        return tr(self.words_key) if self.words_key else ""


@dataclass(frozen=True)
class Gloss:
    """Cards in ``columns`` columns, each card's picture with its name and words beside it."""

    cards: tuple[Card, ...]
    columns: int = 2


@dataclass(frozen=True)
class Picture:
    """A worked example drawn with the titles' art, ``width`` pixels wide, with a caption under it."""

    draw: Callable[[int], pygame.Surface]
    caption_key: str


@dataclass(frozen=True)
class Section:
    """One part of a page (one of ``PARTS``): its words, then its figures."""

    part: str
    text_key: str
    figures: tuple[Gloss | Picture, ...] = ()


@dataclass(frozen=True)
class Term:
    """A special word of a title (``word_key`` holds it as the page writes it), defined in section ``defined_in``."""

    word_key: str
    defined_in: str


@dataclass(frozen=True)
class Page:
    """A title's rules page: its sections and the special terms it defines."""

    sections: tuple[Section, ...]
    terms: tuple[Term, ...] = ()

    def cards(self) -> list[Card]:
        """Every card picture on the page."""
        return [
            card
            for section in self.sections
            for figure in section.figures
            if isinstance(figure, Gloss)
            for card in figure.cards
        ]

    def texts(self) -> list[tuple[str, str]]:
        """Every text the page shows, in reading order, each with the key of the section it is in."""
        texts = []
        for section in self.sections:
            texts.append((section.text_key, tr(section.text_key)))
            for figure in section.figures:
                if isinstance(figure, Picture):
                    texts.append((section.text_key, tr(figure.caption_key)))
                    continue
                texts += [(section.text_key, f"{card.name()} {card.words()}") for card in figure.cards]
        return texts


def render_page(page: Page, width: int) -> pygame.Surface:
    """Lay ``page`` out ``width`` pixels wide, in the current language, into one transparent surface."""
    parts: list[pygame.Surface] = []
    for section in page.sections:
        parts.append(render_document(tr(section.text_key), width))
        for figure in section.figures:
            parts.append(render_gloss(figure, width) if isinstance(figure, Gloss) else render_picture(figure, width))
    height = sum(part.get_height() for part in parts) + theme.SPACE_M * (len(parts) - 1)
    surface = pygame.Surface((width, max(1, height)), pygame.SRCALPHA)
    y = 0
    for part in parts:
        surface.blit(part, (0, y))
        y += part.get_height() + theme.SPACE_M
    return surface


def render_gloss(gloss: Gloss, width: int) -> pygame.Surface:
    """The gloss's cards in rows: each picture, and beside it the name in capitals over the words."""
    column = (width - GLOSS_GAP * (gloss.columns - 1)) // gloss.columns
    entries = [_entry(card, column) for card in gloss.cards]
    rows = [entries[start : start + gloss.columns] for start in range(0, len(entries), gloss.columns)]
    height = sum(max(entry.get_height() for entry in row) for row in rows) + ROW_GAP * (len(rows) - 1)
    surface = pygame.Surface((width, max(1, height)), pygame.SRCALPHA)
    y = 0
    for row in rows:
        for index, entry in enumerate(row):
            surface.blit(entry, (index * (column + GLOSS_GAP), y))
        y += max(entry.get_height() for entry in row) + ROW_GAP
    return surface


def _entry(card: Card, width: int) -> pygame.Surface:
    picture = card.draw(card.size)
    text_left = picture.get_width() + theme.SPACE_M
    room = max(80, width - text_left)
    name_lines = wrap(card.name(), room, NAME_SIZE, theme.FACE_CAPS)
    name = render_lines(name_lines, NAME_SIZE, theme.WINE, theme.FACE_CAPS, spacing=1.1)
    words = card.words()
    body = render_lines(wrap(words, room, WORDS_SIZE), WORDS_SIZE, theme.INK, spacing=1.2) if words else None
    text_height = name.get_height() + (theme.SPACE_XS + body.get_height() if body else 0)
    entry = pygame.Surface((width, max(picture.get_height(), text_height)), pygame.SRCALPHA)
    entry.blit(picture, (0, 0))
    entry.blit(name, (text_left, 0))
    if body is not None:
        entry.blit(body, (text_left, name.get_height() + theme.SPACE_XS))
    return entry


def render_picture(picture: Picture, width: int) -> pygame.Surface:
    """A worked example's picture, centred, with its caption in italics under it."""
    image = picture.draw(width)
    lines = wrap(tr(picture.caption_key), width - 2 * theme.SPACE_L, CAPTION_SIZE, theme.FACE_ITALIC)
    caption = render_lines(lines, CAPTION_SIZE, theme.INK_SOFT, theme.FACE_ITALIC, align="center", spacing=1.25)
    surface = pygame.Surface((width, image.get_height() + theme.SPACE_S + caption.get_height()), pygame.SRCALPHA)
    surface.blit(image, ((width - image.get_width()) // 2, 0))
    surface.blit(caption, ((width - caption.get_width()) // 2, image.get_height() + theme.SPACE_S))
    return surface


def label(text: str, size: int = CAPTION_SIZE, colour: theme.Colour = theme.INK) -> pygame.Surface:
    """A short label for a worked example's picture (a score, a total), in the page's ink."""
    return render(text, size, colour, theme.FACE_CAPS)
