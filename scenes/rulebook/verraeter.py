"""Verräter's rules page: the aim, a round with the landscapes and the cards it uses, the six actions (the Farmer
included) and the buildings, a conflict tallied, and the end (VR-1..VR-27)."""

from __future__ import annotations

import pygame

from game.verraeter.data import (
    ACTION_CARDS,
    BUILDING_SIDES,
    CITY,
    DIPLOMAT_5,
    EAGLE,
    HOUSES,
    LANDSCAPE_TYPES,
    RIVER,
    ROSE,
)
from scenes.art.verraeter.cards import (
    action_card,
    allegiance_card,
    landscape_card,
    start_player_card,
    strategy_card,
    supply_card,
)
from scenes.art.verraeter.pieces import building, conflict_marker
from scenes.i18n import tr
from scenes.rulebook.page import Card, Gloss, Page, Picture, Section, Term, label
from scenes.ui import theme

LANDSCAPE = (220, 154)
PORTRAIT = (140, 196)
BUILDING = (130, 86)
MARKER = 90

EAGLE_SUPPLY = (2, 4, 6, 4)
ROSE_SUPPLY = (3,)
"""The conflict tallied on the page, the rulebook's first round: the Eagle's River (5) against the Rose's City (15);
the Eagle's players throw in 2, 4, 6 and 4, the Rose's 3 and a Diplomat +5 (VR-16)."""


def _landscape(kind: str, index: int) -> Card:
    return Card(
        lambda size: landscape_card(kind, HOUSES[index % 2], size),
        LANDSCAPE,
        name_key=f"verraeter.landscape.{kind}",
        words_key=f"rulebook.verraeter.landscape.{kind}",
    )


def _action(key: str) -> Card:
    return Card(
        lambda size: action_card(key, size, words=False),
        PORTRAIT,
        name_key=f"verraeter.action.{key}",
        words_key=f"verraeter.effect.{key}",
    )


def _building(side: str) -> Card:
    return Card(
        lambda size: building(side, theme.SEAT_COLOURS[0], size),
        BUILDING,
        name_key=f"rulebook.verraeter.building.{side}",
        words_key=f"rulebook.verraeter.building.{side}.words",
    )


def conflict_tallied(width: int) -> pygame.Surface:
    """Each house's landscape, the supply cards and diplomat on its side, and its total."""
    land = (200, 140)
    small = (100, 140)
    gap = theme.SPACE_S
    sides = (
        (EAGLE, RIVER, EAGLE_SUPPLY, False, 21),
        (ROSE, CITY, ROSE_SUPPLY, True, 23),
    )
    column = (width - theme.SPACE_L) // 2
    picture = pygame.Surface((width, land[1] + small[1] + 130), pygame.SRCALPHA)
    for index, (house, landscape, supply, diplomat, total) in enumerate(sides):
        left = index * (column + theme.SPACE_L)
        name = label(tr(f"verraeter.house.{house}"), theme.SIZE_LABEL, theme.WINE)
        picture.blit(name, name.get_rect(midtop=(left + column // 2, 0)))
        picture.blit(landscape_card(landscape, house, land), (left + (column - land[0]) // 2, 44))
        cards = [supply_card(value, small) for value in supply]
        if diplomat:
            cards.append(action_card(DIPLOMAT_5, small, words=False))
        row = len(cards) * small[0] + (len(cards) - 1) * gap
        for number, card in enumerate(cards):
            picture.blit(card, (left + (column - row) // 2 + number * (small[0] + gap), 56 + land[1]))
        sum_words = tr(f"rulebook.verraeter.example.sum.{house}", total=total)
        line = label(sum_words, theme.SIZE_BODY, theme.INK)
        picture.blit(line, line.get_rect(midtop=(left + column // 2, 70 + land[1] + small[1])))
    return picture


PAGE = Page(
    sections=(
        Section(
            "aim",
            "rulebook.verraeter.aim",
            (
                Gloss(
                    tuple(
                        Card(
                            lambda size, h=house: allegiance_card(h, size),
                            PORTRAIT,
                            name_key=f"rulebook.verraeter.allegiance.{house}",
                            words_key="rulebook.verraeter.allegiance.words",
                        )
                        for house in HOUSES
                    )
                ),
            ),
        ),
        Section(
            "turn",
            "rulebook.verraeter.round",
            (
                Gloss(
                    (
                        Card(
                            lambda size: strategy_card(size),
                            PORTRAIT,
                            name_key="rulebook.verraeter.strategy",
                            words_key="rulebook.verraeter.strategy.words",
                        ),
                        Card(
                            lambda size: conflict_marker(size[0]),
                            (MARKER, MARKER),
                            name_key="rulebook.verraeter.marker",
                            words_key="rulebook.verraeter.marker.words",
                        ),
                        Card(
                            lambda size: supply_card(5, size),
                            PORTRAIT,
                            name_key="rulebook.verraeter.supply",
                            words_key="rulebook.verraeter.supply.words",
                        ),
                        Card(
                            lambda size: start_player_card(size),
                            PORTRAIT,
                            name_key="rulebook.verraeter.start_player",
                            words_key="rulebook.verraeter.start_player.words",
                        ),
                    )
                ),
                Gloss(tuple(_landscape(kind, index) for index, kind in enumerate(LANDSCAPE_TYPES))),
                Gloss(tuple(_building(side) for side in BUILDING_SIDES)),
            ),
        ),
        Section("special", "rulebook.verraeter.actions", (Gloss(tuple(_action(key) for key in ACTION_CARDS)),)),
        Section("special", "rulebook.verraeter.special"),
        Section(
            "example", "rulebook.verraeter.example", (Picture(conflict_tallied, "rulebook.verraeter.example.caption"),)
        ),
        Section("end", "rulebook.verraeter.end"),
    ),
    terms=(
        Term("rulebook.verraeter.term.allegiance", "rulebook.verraeter.aim"),
        Term("rulebook.verraeter.term.conflict", "rulebook.verraeter.round"),
        Term("rulebook.verraeter.term.supply", "rulebook.verraeter.round"),
        Term("rulebook.verraeter.term.strategy", "rulebook.verraeter.round"),
        Term("rulebook.verraeter.term.estate", "rulebook.verraeter.round"),
        Term("rulebook.verraeter.term.trading_house", "rulebook.verraeter.round"),
    ),
)
