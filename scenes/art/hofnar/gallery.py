"""Hofnar's part of the art gallery (``scripts/art_gallery.py``): every card kind at the sizes the table uses.

Words come from the catalogues in the gallery's language, as the table writes them.
"""

from __future__ import annotations

from typing import Protocol

import pygame

from game.hofnar.acts import act_key
from game.hofnar.cards import CARDS, DECK, MOODS
from game.hofnar.jesters import JESTERS
from scenes.art.hofnar.amusement import amusement_back, amusement_card
from scenes.art.hofnar.court import (
    KING,
    QUEEN,
    attribute_badge,
    beheaded_token,
    court_card,
    favourite_token,
    life_token,
    mood_back,
    mood_badge,
    mood_card,
)
from scenes.i18n import tr

COURT = (170, 238)
ACT = (150, 210)
SMALL_ACT = (110, 154)


class Sheet(Protocol):
    """The contact sheet the gallery fills (see ``scripts/art_gallery.py``)."""

    surface: pygame.Surface
    top: int

    def section(self, title: str) -> None: ...
    def label(self, words: str, pos: tuple[int, int]) -> None: ...
    def timed(self, name: str, draw: object) -> pygame.Surface: ...


def stars(card: str) -> tuple[int, int, int]:
    """A card's stars as (funny, interesting, spectacle)."""
    rated = CARDS[card]
    return rated.funny, rated.interesting, rated.spectacle


def hofnar_cards(sheet: Sheet, margin: int = 40) -> None:
    """The court, the moods and their back, a row of acts at two sizes, and the tokens."""
    sheet.section("Hofnar: the court, the King's moods, acts and tokens")
    x = margin
    for who, name, words in (
        (KING, tr("hofnar.king"), tr("hofnar.king.words")),
        (QUEEN, tr("hofnar.queen"), tr("hofnar.king.words")),
        *((jester.id, jester.name, tr(f"hofnar.jester.{jester.id}.effect")) for jester in JESTERS),
    ):
        card = sheet.timed(f"court {who}", lambda w=who, n=name, t=words: court_card(w, n, t, COURT))
        sheet.surface.blit(card, (x, sheet.top))
        x += COURT[0] + 12
    sheet.top += COURT[1] + 20
    x = margin
    for mood in MOODS:
        card = sheet.timed(
            f"mood {mood}", lambda m=mood: mood_card(m, tr(f"hofnar.mood.{m}"), tr(f"hofnar.mood.{m}.words"), COURT)
        )
        sheet.surface.blit(card, (x, sheet.top))
        x += COURT[0] + 12
    sheet.surface.blit(mood_back(COURT), (x, sheet.top))
    sheet.surface.blit(amusement_back(COURT), (x + COURT[0] + 12, sheet.top))
    x += 2 * (COURT[0] + 12) + 20
    for index, jester in enumerate(JESTERS):
        sheet.surface.blit(court_card(jester.id, jester.name, "", (96, 134)), (x + index * 104, sheet.top))
        sheet.surface.blit(attribute_badge(jester.id, 44), (x + index * 104 + 20, sheet.top + 150))
    sheet.top += COURT[1] + 20
    for size in (ACT, SMALL_ACT):
        x = margin
        for card in DECK[:: 60 // 14][:14]:
            title = tr(act_key(card.id))
            face = sheet.timed(
                f"act {card.id} {size}", lambda c=card.id, t=title, s=size: amusement_card(c, stars(c), t, s)
            )
            sheet.surface.blit(face, (x, sheet.top))
            x += size[0] + 10
        sheet.top += size[1] + 16
    x = margin
    for diameter in (56, 32):
        for token in (
            life_token(diameter),
            life_token(diameter, False),
            favourite_token(diameter),
            beheaded_token(diameter),
        ):
            sheet.surface.blit(token, (x, sheet.top))
            x += diameter + 16
        for mood in MOODS:
            sheet.surface.blit(mood_badge(mood, diameter), (x, sheet.top))
            x += diameter + 16
    sheet.label("life, lost life, Favourite, beheaded, the four moods", (x + 20, sheet.top + 10))
    sheet.top += 80
