"""The card pictures a Verräter table uses (the kit's ``CardArt``), at the few sizes it shows them, drawn once.

A card on the board is a small tuple naming what it shows: ("landscape", type, house), ("supply", value),
("action", card), ("allegiance", house), ("building", side, seat), ("strategy",), ("start",), ("marker",); the
builder's picker shows ("side", side, seat), a building's side with its name. None is a back.

Verräter has two decks with different backs (action cards, supply cards), and each deck is drawn at its own sizes, so
a back is told by its size: ``back(size)`` is the action back at an action card's size and the supply back otherwise.
Action cards large enough for words (the draft) carry their name and effect in the player's language.
"""

from __future__ import annotations

import functools
from collections.abc import Hashable

import pygame

from game.verraeter.data import ACTION_CARDS, BUILDING_SIDES, HOUSES, LANDSCAPE_TYPES, SUPPLY_COUNTS
from scenes.art import palette
from scenes.art.verraeter.cards import (
    action_card,
    action_text_rect,
    allegiance_card,
    landscape_card,
    start_player_card,
    strategy_card,
    supply_card,
)
from scenes.art.verraeter.pieces import action_back, building, conflict_marker, supply_back
from scenes.i18n import current_language, tr
from scenes.tables.kit.plates import seat_colour
from scenes.ui import theme
from scenes.ui.text import render, wrap

Size = tuple[int, int]
Card = tuple

LANDSCAPE: Size = (164, 114)
BUILDING: Size = (72, 44)
TOKEN: Size = (44, 30)
"""A building in a seat's stock, on its plate."""
HAND: Size = (112, 157)
PLAYED: Size = (60, 84)
PILE: Size = (100, 140)
ACTION: Size = (62, 88)
ACTION_SELF: Size = (94, 132)
ACTION_BIG: Size = (196, 274)
"""The kit's picker size: the draft shows the offered cards this large, with their words."""
ALLEGIANCE: Size = (64, 90)
ALLEGIANCE_SELF: Size = (96, 134)
TOKEN_CARD: Size = (46, 64)
"""The strategy and start-player cards on a plate."""
MARKER = 44

ACTION_SIZES = frozenset({ACTION, ACTION_SELF, ACTION_BIG})
"""The sizes action cards are drawn at; no supply card is drawn at any of them, so the back is told by the size."""
WORDS_WIDTH = 150
"""Action cards at least this wide carry their name and effect."""


def face(card: Hashable | None, size: Size) -> pygame.Surface:
    """The picture of ``card`` at ``size``; the back (by size) for None."""
    if card is None:
        return back(size)
    if card[0] == "action" and size[0] >= WORDS_WIDTH:
        return _worded_action(card[1], size, current_language())
    if card[0] == "side":
        return _side_card(card[1], card[2], size, current_language())
    return _face(card, size)


@functools.cache
def back(size: Size) -> pygame.Surface:
    """A face-down card at ``size``: an action card's back at an action size, else a supply card's."""
    return _converted(action_back(size) if size in ACTION_SIZES else supply_back(size))


@functools.cache
def _face(card: Card, size: Size) -> pygame.Surface:
    kind = card[0]
    if kind == "landscape":
        image = landscape_card(card[1], card[2], size)
    elif kind == "supply":
        image = supply_card(card[1], size)
    elif kind == "action":
        image = action_card(card[1], size, words=False)
    elif kind == "allegiance":
        image = allegiance_card(card[1], size)
    elif kind == "building":
        image = building(card[1], seat_colour(card[2]), size)
    elif kind == "strategy":
        image = strategy_card(size)
    elif kind == "start":
        image = start_player_card(size)
    else:
        image = pygame.transform.smoothscale(conflict_marker(min(size)), size)
    return _converted(image)


@functools.lru_cache(maxsize=32)
def _worded_action(key: str, size: Size, language: str) -> pygame.Surface:
    """An action card with its name and effect written in, in ``language`` (part of the cache key)."""
    del language
    card = action_card(key, size, words=True).copy()
    box = action_text_rect(size)
    title_size = max(12, round(size[0] * 0.11))
    text_size = max(11, round(size[0] * 0.085))
    title = render(tr(f"verraeter.action.{key}"), title_size, palette.INK, theme.FACE_CAPS)
    card.blit(title, title.get_rect(midtop=(box.centerx, box.y)))
    y = box.y + title.get_height()
    for line in wrap(tr(f"verraeter.effect.{key}"), box.width, text_size):
        text = render(line, text_size, palette.INK)
        card.blit(text, text.get_rect(midtop=(box.centerx, y)))
        y += round(text.get_height() * 0.9)
    return _converted(card)


@functools.lru_cache(maxsize=16)
def _side_card(side: str, seat: int, size: Size, language: str) -> pygame.Surface:
    """A choice of a building's side for the builder's picker: the building large on parchment, its name below."""
    del language
    card = pygame.Surface(size, pygame.SRCALPHA)
    body = pygame.Rect((0, 0), size)
    pygame.draw.rect(card, palette.PARCHMENT, body, border_radius=14)
    pygame.draw.rect(card, palette.GOLD_DARK, body, 4, border_radius=14)
    piece_size = (size[0] - 30, round((size[0] - 30) * BUILDING[1] / BUILDING[0]))
    piece = building(side, seat_colour(seat), piece_size)
    card.blit(piece, piece.get_rect(center=(size[0] // 2, round(size[1] * 0.4))))
    name = render(tr(f"verraeter.button.{side}"), max(14, size[0] // 8), palette.INK, theme.FACE_CAPS)
    card.blit(name, name.get_rect(center=(size[0] // 2, round(size[1] * 0.78))))
    return _converted(card)


def prepare(players: int) -> None:
    """Draw every picture at every size the table uses, so play never waits on drawing."""
    for kind in LANDSCAPE_TYPES:
        for house in HOUSES:
            _face(("landscape", kind, house), LANDSCAPE)
    for value in SUPPLY_COUNTS:
        for size in (HAND, PLAYED, PILE):
            _face(("supply", value), size)
    for card in ACTION_CARDS:
        for size in (ACTION, ACTION_SELF):
            _face(("action", card), size)
    for house in HOUSES:
        for size in (ALLEGIANCE, ALLEGIANCE_SELF):
            _face(("allegiance", house), size)
    for seat in range(players):
        for side in BUILDING_SIDES:
            for size in (BUILDING, TOKEN):
                _face(("building", side, seat), size)
    for size in (HAND, PLAYED, PILE, ACTION, ACTION_SELF, ACTION_BIG):
        back(size)
    _face(("strategy",), TOKEN_CARD)
    _face(("start",), TOKEN_CARD)
    _face(("marker",), (MARKER, MARKER))


def _converted(image: pygame.Surface) -> pygame.Surface:
    """The picture in the display's pixel format (faster to blit), once a window exists."""
    return image.convert_alpha() if pygame.display.get_surface() is not None else image
