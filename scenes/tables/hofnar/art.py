"""The card pictures a Hofnar table uses, drawn once per size and kept in the display's pixel format.

A card value is an amusement card's id ("F07"), a mood card face up ("mood:drunk"), or ``MOOD_BACK`` for a mood
card lying face down; None is the back of an amusement card. A face-down mood is thus a value of its own that names
no mood, so it can lie on the table as a sprite showing the mood cards' back without ever carrying its face.
"""

from __future__ import annotations

import functools
from collections.abc import Hashable

import pygame

from game.hofnar.cards import CARDS
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
MOOD_PREFIX = "mood:"
MOOD_BACK = "mood"
"""The value of a mood card lying face down."""


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
    if value == MOOD_BACK:
        return _converted(mood_back(size))
    rated = CARDS[value]
    stars = (rated.funny, rated.interesting, rated.spectacle)
    return _converted(amusement_card(value, stars, act_title(value), size))


@functools.cache
def back(size: Size) -> pygame.Surface:
    """The back of the amusement cards at ``size``: what a hidden act shows."""
    return _converted(amusement_back(size))


def face(card: Hashable | None, size: Size) -> pygame.Surface:
    """The face of ``card`` at ``size`` in the player's language; the amusement back for None."""
    if card is None:
        return back(size)
    return _face(str(card), size, current_language())


def _converted(image: pygame.Surface) -> pygame.Surface:
    """The picture in the display's pixel format (faster to blit), once a window exists."""
    return image.convert_alpha() if pygame.display.get_surface() is not None else image
