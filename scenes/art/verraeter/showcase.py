"""Verräter's cards laid out for the rules page: the six landscapes (on alternating houses' sides, with their conflict
points and victory tables), the six action cards, both allegiance cards, the supply cards 2–8, both sides of a
building, the strategy and start-player cards and the conflict marker; so a reader sees what the text talks about.
"""

from __future__ import annotations

import functools

import pygame

from game.verraeter.data import ACTION_CARDS, BUILDING_SIDES, HOUSES, LANDSCAPE_TYPES, SUPPLY_COUNTS
from scenes.art.verraeter.cards import (
    action_card,
    allegiance_card,
    landscape_card,
    start_player_card,
    strategy_card,
    supply_card,
)
from scenes.art.verraeter.pieces import building, conflict_marker
from scenes.ui import theme

GAP = 12
ROW_GAP = 18


def _row(images: list[pygame.Surface], width: int) -> pygame.Surface:
    """Images side by side, centred in ``width``, scaled down together when they would not fit."""
    total = sum(image.get_width() for image in images) + GAP * (len(images) - 1)
    scale = min(1.0, width / total)
    if scale < 1.0:
        images = [
            pygame.transform.smoothscale(image, (round(image.get_width() * scale), round(image.get_height() * scale)))
            for image in images
        ]
        total = sum(image.get_width() for image in images) + round(GAP * scale) * (len(images) - 1)
    height = max(image.get_height() for image in images)
    row = pygame.Surface((width, height), pygame.SRCALPHA)
    x = (width - total) // 2
    for image in images:
        row.blit(image, (x, (height - image.get_height()) // 2))
        x += image.get_width() + round(GAP * scale)
    return row


@functools.lru_cache(maxsize=4)
def rules_cards(width: int, language: str) -> pygame.Surface:
    """Every kind of Verräter card and piece in three rows, ``width`` pixels wide (transparent ground); ``language``
    is part of the rules page's cache key (the action cards here carry no words)."""
    portrait = (96, 134)
    rows = [
        _row(
            [landscape_card(kind, HOUSES[index % 2], (180, 125)) for index, kind in enumerate(LANDSCAPE_TYPES)],
            width,
        ),
        _row(
            [action_card(card, portrait, words=False) for card in ACTION_CARDS]
            + [allegiance_card(house, portrait) for house in HOUSES],
            width,
        ),
        _row(
            [supply_card(value, portrait) for value in sorted(SUPPLY_COUNTS)]
            + [building(side, theme.SEAT_COLOURS[0], (100, 64)) for side in BUILDING_SIDES]
            + [strategy_card(portrait), start_player_card(portrait), conflict_marker(60)],
            width,
        ),
    ]
    height = sum(row.get_height() for row in rows) + ROW_GAP * len(rows)
    sheet = pygame.Surface((width, height), pygame.SRCALPHA)
    y = 0
    for row in rows:
        sheet.blit(row, (0, y))
        y += row.get_height() + ROW_GAP
    return sheet
