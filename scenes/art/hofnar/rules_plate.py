"""The picture above Hofnar's rules page: the King's four moods, an amusement card, and the eight jesters.

It shows at a glance what the rules text then explains: each mood's symbol is the symbol of the stars it counts.
"""

from __future__ import annotations

import functools

import pygame

from game.hofnar.acts import act_key
from game.hofnar.cards import CARDS, MOODS
from game.hofnar.jesters import JESTERS
from scenes.art.hofnar.amusement import amusement_card
from scenes.art.hofnar.court import KING, court_card, mood_card
from scenes.i18n import tr
from scenes.ui import theme
from scenes.ui.text import render

MOOD = (120, 168)
JESTER = (112, 157)
GAP = 16
SAMPLE = "F07"
"""The amusement card shown: three funny stars, two interesting, one spectacle."""


@functools.lru_cache(maxsize=8)
def rules_picture(width: int, language: str) -> pygame.Surface:
    """The cards of Hofnar laid out across ``width`` pixels, with their words in ``language`` (the language in use:
    it is part of the cache key)."""
    height = MOOD[1] + JESTER[1] + 3 * GAP + 30
    picture = pygame.Surface((width, height), pygame.SRCALPHA)
    row = [mood_card(mood, tr(f"hofnar.mood.{mood}"), tr(f"hofnar.mood.{mood}.words"), MOOD) for mood in MOODS]
    rated = CARDS[SAMPLE]
    title = tr(act_key(SAMPLE))
    row.append(amusement_card(SAMPLE, (rated.funny, rated.interesting, rated.spectacle), title, MOOD))
    row.append(court_card(KING, tr("hofnar.king"), "", MOOD))
    _centred_row(picture, row, 0, width)
    jesters = [court_card(jester.id, jester.name, "", JESTER) for jester in JESTERS]
    top = MOOD[1] + 2 * GAP
    _centred_row(picture, jesters, top, width)
    caption = render(tr("hofnar.rules.caption"), theme.SIZE_SMALL - 4, theme.INK_SOFT, theme.FACE_ITALIC)
    picture.blit(caption, caption.get_rect(midtop=(width // 2, top + JESTER[1] + GAP // 2)))
    return picture


def _centred_row(picture: pygame.Surface, cards: list[pygame.Surface], top: int, width: int) -> None:
    total = sum(card.get_width() for card in cards) + GAP * (len(cards) - 1)
    step = GAP if total <= width else GAP - (total - width) / max(1, len(cards) - 1)
    x = (width - min(total, width)) / 2
    for card in cards:
        picture.blit(card, (round(x), top))
        x += card.get_width() + step
