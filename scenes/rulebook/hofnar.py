"""Hofnar's rules page: the aim, lives and hand size, a round with the moods and the stars, the final rounds, every
jester's trick beside his card, a round judged, and the end (HN-1..HN-37)."""

from __future__ import annotations

import pygame

from game.hofnar.acts import act_key
from game.hofnar.cards import CARDS, MOODS
from game.hofnar.jesters import JESTERS
from scenes.art.hofnar.amusement import amusement_card
from scenes.art.hofnar.court import KING, beheaded_token, court_card, favourite_token, life_token, mood_card
from scenes.i18n import tr
from scenes.rulebook.page import Card, Gloss, Page, Picture, Section, Size, Term, label
from scenes.ui import theme

COURT = (180, 252)
TOKEN = 96
SAMPLE = "F07"
"""The amusement card shown beside the words on the stars: three funny, two interesting, one spectacle."""

EXAMPLE = (("Perkeo van Heidelberg", "F07"), ("Triboulet", "S13"), ("Chicot", "I05"))
"""The round judged on the page: the King is Funny; three jesters play these acts (3, 2 and 0 funny stars)."""


def stars(card: str) -> tuple[int, int, int]:
    """An amusement card's stars as (funny, interesting, spectacle)."""
    rated = CARDS[card]
    return rated.funny, rated.interesting, rated.spectacle


def _act(card: str, size: Size) -> pygame.Surface:
    return amusement_card(card, stars(card), tr(act_key(card)), size)


def _mood(mood: str, size: Size) -> pygame.Surface:
    return mood_card(mood, tr(f"hofnar.mood.{mood}"), "", size)


def _court(who: str) -> Card:
    jester = next(jester for jester in JESTERS if jester.id == who)
    return Card(
        lambda size: court_card(who, "", "", size),
        COURT,
        proper_name=jester.name,
        words_key=f"hofnar.jester.{who}.effect",
    )


def round_judged(width: int) -> pygame.Surface:
    """The King's mood (Funny) and three acts: the most funny stars win, the fewest lose a life."""
    size = COURT
    gap = theme.SPACE_L
    picture = pygame.Surface((min(width, 4 * size[0] + 3 * gap), size[1] + 150), pygame.SRCALPHA)
    left = (picture.get_width() - (4 * size[0] + 3 * gap)) // 2
    mood = _mood("funny", size)
    picture.blit(label(tr("rulebook.hofnar.example.mood")), (left, 0))
    picture.blit(mood, (left, 40))
    outcomes = {0: (favourite_token, "rulebook.hofnar.example.best"), 2: (life_token, "rulebook.hofnar.example.worst")}
    for index, (name, card) in enumerate(EXAMPLE):
        x = left + (index + 1) * (size[0] + gap)
        picture.blit(label(name.split()[0]), (x, 0))
        picture.blit(_act(card, size), (x, 40))
        count = label(tr("rulebook.hofnar.example.stars", count=stars(card)[0]), theme.SIZE_BODY, theme.WINE)
        picture.blit(count, (x, 50 + size[1]))
        if index in outcomes:
            token, key = outcomes[index]
            image = token(44) if token is favourite_token else token(44, False)
            picture.blit(image, (x, 96 + size[1]))
            picture.blit(label(tr(key)), (x + 56, 104 + size[1]))
    return picture


PAGE = Page(
    sections=(
        Section("aim", "rulebook.hofnar.aim"),
        Section(
            "turn",
            "rulebook.hofnar.round",
            (
                Gloss(
                    (
                        Card(
                            lambda size: court_card(KING, tr("hofnar.king"), "", size),
                            COURT,
                            name_key="hofnar.king",
                            words_key="hofnar.king.words",
                        ),
                        Card(
                            lambda size: _act(SAMPLE, size),
                            COURT,
                            name_key="rulebook.hofnar.act",
                            words_key="rulebook.hofnar.act.words",
                        ),
                        *(
                            Card(
                                lambda size, m=mood: _mood(m, size),
                                COURT,
                                name_key=f"hofnar.mood.{mood}",
                                words_key=f"rulebook.hofnar.mood.{mood}",
                            )
                            for mood in MOODS
                        ),
                        Card(
                            lambda size: favourite_token(size[0]),
                            (TOKEN, TOKEN),
                            name_key="rulebook.hofnar.favourite",
                            words_key="rulebook.hofnar.favourite.words",
                        ),
                        Card(
                            lambda size: life_token(size[0]),
                            (TOKEN, TOKEN),
                            name_key="rulebook.hofnar.life",
                            words_key="rulebook.hofnar.life.words",
                        ),
                    )
                ),
            ),
        ),
        Section(
            "special",
            "rulebook.hofnar.tricks",
            (
                Gloss(tuple(_court(jester.id) for jester in JESTERS)),
                Gloss(
                    (
                        Card(
                            lambda size: beheaded_token(size[0]),
                            (TOKEN, TOKEN),
                            name_key="rulebook.hofnar.beheaded",
                            words_key="rulebook.hofnar.beheaded.words",
                        ),
                    )
                ),
            ),
        ),
        Section("example", "rulebook.hofnar.example", (Picture(round_judged, "rulebook.hofnar.example.caption"),)),
        Section("end", "rulebook.hofnar.end"),
    ),
    terms=(
        Term("rulebook.hofnar.term.mood", "rulebook.hofnar.round"),
        Term("rulebook.hofnar.term.favourite", "rulebook.hofnar.round"),
        Term("rulebook.hofnar.term.final_round", "rulebook.hofnar.round"),
        Term("rulebook.hofnar.term.drunk", "rulebook.hofnar.round"),
        Term("rulebook.hofnar.term.lives", "rulebook.hofnar.aim"),
    ),
)
