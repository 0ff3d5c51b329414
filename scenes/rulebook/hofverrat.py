"""Hof-Verrat's rules page: the aim, a turn, the five roles (with the Queen's column), the two kinds of mission, a
district scored, and the end (HV-1..HV-20)."""

from __future__ import annotations

import pygame

from game.hofverrat.cards import ASSASSIN, FAMILIES, GUARD, NOBLE, PLAIN, SPY
from scenes.art.hofverrat.cards import card_face
from scenes.art.hofverrat.missions import DARK, LIGHT, mission_card
from scenes.i18n import tr
from scenes.rulebook.page import Card, Gloss, Page, Picture, Section, Term, label
from scenes.ui import theme
from scenes.ui.text import numeral

CARD = (150, 210)
FAMILY_CARD = (110, 154)
ROLES = (PLAIN, NOBLE, SPY, ASSASSIN, GUARD)

DISTRICT = (
    ("stag", NOBLE, 2),
    ("stag", PLAIN, 1),
    ("toad", GUARD, 1),
    ("nightingale", NOBLE, -2),
    ("nightingale", PLAIN, -1),
    ("carp", ASSASSIN, 0),
)
"""The district scored on the page: each card's family, role and points (stag and toad esteemed, nightingale
disgraced, carp neutral)."""


def _family(key: str) -> Card:
    return Card(lambda size: card_face(key, PLAIN, size), FAMILY_CARD, name_key=f"hofverrat.family.{key}")


def _role(role: str) -> Card:
    return Card(
        lambda size: card_face("stag", role, size),
        CARD,
        name_key=f"rulebook.hofverrat.role.{role}",
        words_key=f"rulebook.hofverrat.role.{role}.words",
    )


def _mission(kind: str) -> Card:
    return Card(
        lambda size: mission_card(kind, size),
        CARD,
        name_key=f"rulebook.hofverrat.mission.{kind}",
        words_key=f"rulebook.hofverrat.mission.{kind}.words",
    )


def district_scored(width: int) -> pygame.Surface:
    """Six cards of one district, each with the points it scores, and the district's total."""
    size = (130, 182)
    gap = theme.SPACE_M
    row = len(DISTRICT) * size[0] + (len(DISTRICT) - 1) * gap
    picture = pygame.Surface((min(width, row), size[1] + 110), pygame.SRCALPHA)
    left = (picture.get_width() - row) // 2
    for index, (family, role, points) in enumerate(DISTRICT):
        x = left + index * (size[0] + gap)
        picture.blit(card_face(family, role, size), (x, 0))
        colour = theme.SUCCESS if points > 0 else theme.ALERT if points < 0 else theme.INK_SOFT
        value = label(numeral(points, signed=True), theme.SIZE_HEADING, colour)
        picture.blit(value, value.get_rect(midtop=(x + size[0] // 2, size[1] + 4)))
        standing = label(tr(f"rulebook.hofverrat.example.{family}"))
        picture.blit(standing, standing.get_rect(midtop=(x + size[0] // 2, size[1] + 66)))
    return picture


PAGE = Page(
    sections=(
        Section("aim", "rulebook.hofverrat.aim", (Gloss(tuple(_family(family.key) for family in FAMILIES), 3),)),
        Section("turn", "rulebook.hofverrat.turn"),
        Section(
            "special",
            "rulebook.hofverrat.roles",
            (Gloss(tuple(_role(role) for role in ROLES)),),
        ),
        Section("special", "rulebook.hofverrat.missions", (Gloss((_mission(LIGHT), _mission(DARK))),)),
        Section(
            "example", "rulebook.hofverrat.example", (Picture(district_scored, "rulebook.hofverrat.example.caption"),)
        ),
        Section("end", "rulebook.hofverrat.end"),
    ),
    terms=(
        Term("rulebook.hofverrat.term.royal_table", "rulebook.hofverrat.aim"),
        Term("rulebook.hofverrat.term.district", "rulebook.hofverrat.aim"),
        Term("rulebook.hofverrat.term.esteemed", "rulebook.hofverrat.aim"),
        Term("rulebook.hofverrat.term.disgraced", "rulebook.hofverrat.aim"),
        Term("rulebook.hofverrat.term.queens_column", "rulebook.hofverrat.roles"),
        Term("rulebook.hofverrat.term.noble", "rulebook.hofverrat.roles"),
        Term("rulebook.hofverrat.term.sun", "rulebook.hofverrat.missions"),
        Term("rulebook.hofverrat.term.moon", "rulebook.hofverrat.missions"),
    ),
)
