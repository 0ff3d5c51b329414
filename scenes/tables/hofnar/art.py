"""The card pictures a Hofnar table uses, drawn once per size and kept in the display's pixel format.

A card value is an amusement card's id ("F07") or a mood card ("mood:drunk"); None is a back. The kit gives every
sprite of one size one back, so mood cards come in sizes of their own (``MOOD_SIZES``) whose back is the mood cards'
back: a face-down mood is a sprite of a mood size carrying no face at all.
"""

from __future__ import annotations

import functools
from collections.abc import Hashable

import pygame

from game.hofnar.cards import CARDS, MOODS
from scenes.art.hofnar.amusement import amusement_back, amusement_card
from scenes.art.hofnar.court import mood_back, mood_card
from scenes.i18n import current_language, tr
from scenes.tables.hofnar.words import act_title

Size = tuple[int, int]

HAND: Size = (150, 210)
"""An act in the hand of the person at the screen (and the King's mood cards in his)."""
TABLE: Size = (112, 157)
"""An act played this round, at a jester's place."""
MOOD: Size = (124, 174)
"""The round's mood card in the middle of the table."""
KING_HAND: Size = (148, 207)
"""The King's mood cards in his hand (a hair smaller than an act in a hand, so its back is the mood back)."""
MOOD_SIZES = (MOOD, KING_HAND)
MOOD_PREFIX = "mood:"


def mood_value(mood: str) -> str:
    """The card value of a mood card face up."""
    return MOOD_PREFIX + mood


def mood_of(value: Hashable) -> str | None:
    """The mood a card value shows, or None when it is no mood card face up."""
    return value[len(MOOD_PREFIX) :] if isinstance(value, str) and value.startswith(MOOD_PREFIX) else None


@functools.cache
def _face(value: str, size: Size, language: str) -> pygame.Surface:
    mood = mood_of(value)
    if mood is not None:
        return _converted(mood_card(mood, tr(f"hofnar.mood.{mood}"), tr(f"hofnar.mood.{mood}.words"), size))
    rated = CARDS[value]
    stars = (rated.funny, rated.interesting, rated.spectacle)
    return _converted(amusement_card(value, stars, act_title(value), size))


@functools.cache
def back(size: Size) -> pygame.Surface:
    """The back at ``size``: the mood cards' for their sizes, else the amusement cards' (a hidden act)."""
    return _converted(mood_back(size) if size in MOOD_SIZES else amusement_back(size))


def face(card: Hashable | None, size: Size) -> pygame.Surface:
    """The face of ``card`` at ``size`` in the player's language; the amusement back for None."""
    if card is None:
        return back(size)
    return _face(str(card), size, current_language())


def prepare() -> None:
    """Draw every act at the sizes the table shows them, and the moods at theirs, in the language in use, so play
    never waits on drawing a card for the first time (a first draw costs a few milliseconds, a frame's share)."""
    language = current_language()
    for card in CARDS:
        for size in (TABLE, HAND):
            _face(card, size, language)
    for mood in MOODS:
        for size in MOOD_SIZES:
            _face(mood_value(mood), size, language)
    for size in (TABLE, HAND, *MOOD_SIZES):
        back(size)


def _converted(image: pygame.Surface) -> pygame.Surface:
    """The picture in the display's pixel format (faster to blit), once a window exists."""
    return image.convert_alpha() if pygame.display.get_surface() is not None else image
