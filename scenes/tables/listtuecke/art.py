"""The pictures a Mit List und Tücke table shows, as the kit's ``CardArt``, drawn once per size and language.

A card value is a character's rank (its face), ``START`` (the start-player card) or a tile (``("tile", colour)``);
a hidden card is None, as everywhere in the kit, and shows its back: ``"light"`` or ``"dark"`` (the back of every card
is public), which the table's board asks for by the sprite's key (``geometry.back_of``).
"""

from __future__ import annotations

import functools
from collections.abc import Hashable

import pygame

from game.listtuecke.cards import DARK, LIGHT
from scenes.art.listtuecke.cards import character_back, character_card
from scenes.art.listtuecke.tiles import elimination_tile, influence_tile, start_player_card
from scenes.i18n import current_language
from scenes.tables.listtuecke.words import character, short_ability

Size = tuple[int, int]

HAND: Size = (160, 224)
OWN_STACK: Size = (150, 210)
STACK: Size = (130, 182)
MIDDLE: Size = (104, 146)
MINI: Size = (56, 78)
START_CARD: Size = (68, 96)
PICK: Size = (128, 179)
SIZES: tuple[Size, ...] = (HAND, OWN_STACK, STACK, MIDDLE, MINI, PICK)
TILE = 30
STOCK_TILE = 52
ELIMINATION = "elimination"
START = "start"
BACKS = (LIGHT, DARK)


def tile(kind: str) -> tuple[str, str]:
    """The card value of a tile flying across the table: an influence colour or "elimination"."""
    return ("tile", kind)


def face(card: Hashable | None, size: Size) -> pygame.Surface:
    """The picture of ``card`` at ``size``: a character's face with its words, a back, the start-player card or a
    tile. None (which this table never deals out) shows a light back."""
    if card is None or card in BACKS:
        return _back(card or LIGHT, size)
    if card == START:
        return _converted(start_player_card(size))
    if isinstance(card, tuple):
        return _tile(card[1], size[0])
    assert isinstance(card, int)
    return _character(card, size, current_language())


def back(size: Size) -> pygame.Surface:
    """What the kit shows of a card it knows nothing about: a light back (each card here carries its own back)."""
    return _back(LIGHT, size)


@functools.cache
def _back(back_name: str, size: Size) -> pygame.Surface:
    return _converted(character_back(back_name, size))


@functools.lru_cache(maxsize=256)
def _character(rank: int, size: Size, language: str) -> pygame.Surface:
    del language  # part of the cache key: the words below depend on it
    return _converted(character_card(rank, size, character(rank), short_ability(rank)))


@functools.lru_cache(maxsize=16)
def _tile(kind: str, side: int) -> pygame.Surface:
    if kind == ELIMINATION:
        return _converted(elimination_tile(1, side))
    return _converted(influence_tile(kind, side))


def prepare(characters: tuple[int, ...]) -> None:
    """Draw every picture the table will show, so play never waits on drawing (a first draw costs several ms)."""
    language = current_language()
    for size in SIZES:
        for back_name in BACKS:
            _back(back_name, size)
        for rank in characters:
            if size != MINI:
                _character(rank, size, language)
    face(START, START_CARD)


def _converted(image: pygame.Surface) -> pygame.Surface:
    """The picture in the display's pixel format (faster to blit), once a window exists."""
    return image.convert_alpha() if pygame.display.get_surface() is not None else image
