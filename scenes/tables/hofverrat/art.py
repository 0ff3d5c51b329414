"""The card pictures a Hof-Verrat table uses, at the two sizes it shows cards in, drawn once when the table loads.

Cards are big in the hand and in the player's own district (``BIG``) and smaller at the royal table and in the
opponents' districts (``SMALL``). A card flying between the two is drawn from the destination's picture, scaled, so
the table never draws a face at a new size mid-game (a first draw costs 7–11 ms, most of a frame).

Each face carries its role's word ("assassin", "Wache") at its foot, in the player's language, so a role never has
to be told by its mark alone; the faces are kept per language.
"""

from __future__ import annotations

import functools

import pygame

from game.hofverrat.cards import FAMILIES, FAMILY_OF, ROLE_COUNTS, ROLE_OF
from scenes.art.backs import royal_back
from scenes.art.hofverrat.cards import card_face
from scenes.i18n import current_language, tr
from scenes.ui import theme
from scenes.ui.text import render

Size = tuple[int, int]

BIG: Size = (140, 196)
SMALL: Size = (96, 134)
SIZES: tuple[Size, ...] = (BIG, SMALL)


@functools.cache
def _face(family: str, role: str, size: Size, language: str) -> pygame.Surface:
    face = card_face(family, role, size).copy()
    _write_role(face, tr(f"hofverrat.role.{role}"))
    return _converted(face)


def _write_role(face: pygame.Surface, word: str) -> None:
    """The role's word in ivory small capitals on a dark band at the card's foot, between its corner indices."""
    width, height = face.get_size()
    unit = width / 100
    room = round(width - 2 * unit * 30)
    text_size = max(9, round(unit * 12))
    label = render(word, text_size, theme.GOLD_PALE, theme.FACE_CAPS)
    while label.get_width() > room and text_size > 9:
        text_size -= 1
        label = render(word, text_size, theme.GOLD_PALE, theme.FACE_CAPS)
    band = pygame.Rect(0, 0, min(room, label.get_width() + round(unit * 8)), label.get_height() + 2)
    band.midbottom = (width // 2, round(height - unit * 8))
    pygame.draw.rect(face, theme.WOOD_DARK, band, border_radius=band.height // 2)
    pygame.draw.rect(face, theme.GOLD_DARK, band, 1, border_radius=band.height // 2)
    face.blit(label, label.get_rect(center=(band.centerx, band.centery)))


@functools.cache
def back(size: Size) -> pygame.Surface:
    """The card back at ``size``: what face-down spies, other hands and the pile show."""
    return _converted(royal_back(size))


def face(card: int | None, size: Size) -> pygame.Surface:
    """The face of ``card`` at ``size``; the back for a card nobody may see (None)."""
    if card is None:
        return back(size)
    return _face(FAMILIES[FAMILY_OF[card]].key, ROLE_OF[card], size, current_language())


def prepare() -> None:
    """Draw every face and back at every size the table uses, so play never waits on drawing."""
    for size in SIZES:
        back(size)
        for family in FAMILIES:
            for role, _ in ROLE_COUNTS:
                _face(family.key, role, size, current_language())


def _converted(image: pygame.Surface) -> pygame.Surface:
    """The picture in the display's pixel format (faster to blit), once a window exists."""
    return image.convert_alpha() if pygame.display.get_surface() is not None else image
