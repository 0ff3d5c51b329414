"""The card pictures a Hof-Verrat table uses, at the two sizes it shows cards in, drawn once when the table loads.

Cards are big in the hand and in the player's own district (``BIG``) and smaller at the royal table and in the
opponents' districts (``SMALL``). A card flying between the two is drawn from the destination's picture, scaled, so
the table never draws a face at a new size mid-game (a first draw costs 7–11 ms, most of a frame).
"""

from __future__ import annotations

import functools

import pygame

from game.hofverrat.cards import FAMILIES, FAMILY_OF, ROLE_COUNTS, ROLE_OF
from scenes.art.backs import royal_back
from scenes.art.hofverrat.cards import card_face

Size = tuple[int, int]

BIG: Size = (140, 196)
SMALL: Size = (96, 134)
SIZES: tuple[Size, ...] = (BIG, SMALL)


@functools.cache
def _face(family: str, role: str, size: Size) -> pygame.Surface:
    return _converted(card_face(family, role, size))


@functools.cache
def back(size: Size) -> pygame.Surface:
    """The card back at ``size``: what face-down spies, other hands and the pile show."""
    return _converted(royal_back(size))


def face(card: int | None, size: Size) -> pygame.Surface:
    """The face of ``card`` at ``size``; the back for a card nobody may see (None)."""
    if card is None:
        return back(size)
    return _face(FAMILIES[FAMILY_OF[card]].key, ROLE_OF[card], size)


def prepare() -> None:
    """Draw every face and back at every size the table uses, so play never waits on drawing."""
    for size in SIZES:
        back(size)
        for family in FAMILIES:
            for role, _ in ROLE_COUNTS:
                _face(family.key, role, size)


def _converted(image: pygame.Surface) -> pygame.Surface:
    """The picture in the display's pixel format (faster to blit), once a window exists."""
    return image.convert_alpha() if pygame.display.get_surface() is not None else image
