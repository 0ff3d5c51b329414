"""Verräter's part of the art gallery (``python -m scripts.art_gallery``): every card and piece, at the sizes the
table draws them and at the tooltip's size, so people can look at them together.

``draw`` fills the gallery's sheet from its current top (the sheet is duck-typed: ``section``, ``label``, ``timed``,
``surface`` and ``top``, as ``scripts.art_gallery.Sheet`` has them).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.verraeter.data import ACTION_CARDS, BUILDING_SIDES, HOUSES, LANDSCAPE_TYPES, SUPPLY_COUNTS
from scenes.art import palette
from scenes.art.textures import felt
from scenes.art.verraeter.cards import (
    action_card,
    action_text_rect,
    allegiance_card,
    landscape_card,
    start_player_card,
    strategy_card,
    supply_card,
)
from scenes.art.verraeter.pieces import action_back, building, conflict_marker, supply_back
from scenes.ui import theme
from scenes.ui.text import render, wrap

MARGIN = 40
TABLE_LANDSCAPE = (164, 114)
BIG_LANDSCAPE = (246, 171)
PORTRAIT = (112, 157)
BIG_ACTION = (200, 280)
SAMPLE_EFFECTS = {
    "traitor": ("Traitor", "Turn your allegiance card over at once. +1 point."),
    "diplomat_2": ("Diplomat +2", "+2 for your house in the conflict. Draw 1 more card."),
    "diplomat_5": ("Diplomat +5", "+5 for your house in the conflict."),
    "builder": ("Builder", "Place, move or turn one building."),
    "strategist": ("Strategist", "+2 points. Take the strategy card."),
    "farmer": ("Farmer", "Draw exactly 3 cards, first."),
}
"""English sample words, as the table would write them from the catalogue."""


def draw(sheet: Any) -> None:
    """Every Verräter card and piece on the sheet."""
    _landscapes(sheet)
    _portraits(sheet)
    _actions(sheet)
    _pieces(sheet)


def _landscapes(sheet: Any) -> None:
    sheet.section("Verräter: the landscapes, both houses (table size, and tooltip size)")
    for row, house in enumerate(HOUSES):
        y = sheet.top + row * (TABLE_LANDSCAPE[1] + 20)
        for column, landscape in enumerate(LANDSCAPE_TYPES):
            face = sheet.timed(
                f"landscape {landscape} {house}", lambda lk=landscape, h=house: landscape_card(lk, h, TABLE_LANDSCAPE)
            )
            sheet.surface.blit(face, (MARGIN + column * (TABLE_LANDSCAPE[0] + 18), y))
    right = MARGIN + len(LANDSCAPE_TYPES) * (TABLE_LANDSCAPE[0] + 18) + 20
    sheet.surface.blit(landscape_card("city", "eagle", BIG_LANDSCAPE), (right, sheet.top))
    sheet.surface.blit(landscape_card("pasture", "rose", BIG_LANDSCAPE), (right + BIG_LANDSCAPE[0] + 20, sheet.top))
    small = (110, 76)
    sheet.label("at 1280×720", (right + 2 * BIG_LANDSCAPE[0] + 40, sheet.top))
    sheet.surface.blit(landscape_card("forest", "rose", small), (right + 2 * BIG_LANDSCAPE[0] + 40, sheet.top + 34))
    sheet.top += max(2 * (TABLE_LANDSCAPE[1] + 20), BIG_LANDSCAPE[1] + 20) + 10


def _portraits(sheet: Any) -> None:
    sheet.section("Verräter: allegiance, supply 2–8, strategy, start player, backs")
    x = MARGIN
    for house in HOUSES:
        sheet.surface.blit(
            sheet.timed(f"allegiance {house}", lambda h=house: allegiance_card(h, PORTRAIT)), (x, sheet.top)
        )
        x += PORTRAIT[0] + 16
    x += 20
    for value in sorted(SUPPLY_COUNTS):
        sheet.surface.blit(sheet.timed(f"supply {value}", lambda v=value: supply_card(v, PORTRAIT)), (x, sheet.top))
        x += PORTRAIT[0] + 16
    x += 20
    for name, draw_card in (
        ("strategy", strategy_card),
        ("start player", start_player_card),
        ("action back", action_back),
        ("supply back", supply_back),
    ):
        sheet.surface.blit(sheet.timed(name, lambda d=draw_card: d(PORTRAIT)), (x, sheet.top))
        x += PORTRAIT[0] + 16
    small = (60, 84)
    y = sheet.top + PORTRAIT[1] + 16
    sheet.label("played and on the plates:", (MARGIN, y + 24))
    x = MARGIN + 300
    for value in sorted(SUPPLY_COUNTS):
        sheet.surface.blit(supply_card(value, small), (x, y))
        x += small[0] + 8
    for house in HOUSES:
        sheet.surface.blit(allegiance_card(house, small), (x + 20, y))
        x += small[0] + 8
    sheet.top += PORTRAIT[1] + small[1] + 50


def _actions(sheet: Any) -> None:
    sheet.section("Verräter: the six action cards (the table writes name and effect)")
    for index, key in enumerate(ACTION_CARDS):
        face = sheet.timed(f"action {key}", lambda k=key: action_card(k, BIG_ACTION)).copy()
        _write_effect(face, key)
        x = MARGIN + index * (BIG_ACTION[0] + 18)
        sheet.surface.blit(face, (x, sheet.top))
        sheet.surface.blit(action_card(key, (80, 112), words=False), (x + 60, sheet.top + BIG_ACTION[1] + 12))
    sheet.top += BIG_ACTION[1] + 112 + 40


def _write_effect(face: pygame.Surface, key: str) -> None:
    box = action_text_rect(face.get_size())
    name, effect = SAMPLE_EFFECTS[key]
    title = render(name, 22, palette.INK, theme.FACE_CAPS)
    face.blit(title, title.get_rect(midtop=(box.centerx, box.y)))
    y = box.y + title.get_height()
    for line in wrap(effect, box.width, 18):
        text = render(line, 18, palette.INK)
        face.blit(text, text.get_rect(midtop=(box.centerx, y)))
        y += text.get_height() - 2


def _pieces(sheet: Any) -> None:
    sheet.section("Verräter: buildings in each seat's colour, Gutshof and Kontor; the conflict marker")
    strip = felt((1600, 150))
    sheet.surface.blit(strip, (MARGIN, sheet.top))
    x = MARGIN + 20
    for seat in range(4):
        colour = theme.SEAT_COLOURS[seat]
        for row, side in enumerate(BUILDING_SIDES):
            sheet.surface.blit(
                sheet.timed(f"building {side} {seat}", lambda s=side, c=colour: building(s, c, (84, 56))),
                (x, sheet.top + 10 + row * 66),
            )
        x += 100
    sheet.surface.blit(building("trading_house", theme.SEAT_COLOURS[0], (140, 94)), (x + 10, sheet.top + 20))
    sheet.surface.blit(sheet.timed("conflict marker", lambda: conflict_marker(64)), (x + 180, sheet.top + 30))
    sheet.surface.blit(conflict_marker(40), (x + 270, sheet.top + 40))
    sheet.top += 170
