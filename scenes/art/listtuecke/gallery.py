"""Mit List und Tücke's part of the art gallery (``scripts/art_gallery.py``): every character, both backs, the tiles,
the chapel and the start-player card, at the sizes the table uses."""

from __future__ import annotations

from typing import Protocol

import pygame

from scenes.art.listtuecke.cards import character_back, character_card
from scenes.art.listtuecke.tiles import chapel_mat, elimination_tile, influence_tile, start_player_card
from scenes.i18n import current_language, set_language, tr

BIG = (150, 210)
SMALL = (100, 140)
GAP = 14
LEFT = 40


class Sheet(Protocol):
    """What the gallery's contact sheet offers a part: a surface filled from ``top`` down, headings and labels."""

    surface: pygame.Surface
    top: int

    def section(self, title: str) -> None: ...

    def label(self, words: str, pos: tuple[int, int]) -> None: ...

    def timed(self, name: str, draw: object) -> pygame.Surface: ...


def card(rank: int, size: tuple[int, int]) -> pygame.Surface:
    """A character card with its words in the current language."""
    return character_card(rank, size, tr(f"listtuecke.character.{rank}"), tr(f"listtuecke.short.{rank}"))


def listtuecke_art(sheet: Sheet) -> None:
    """The twenty characters in English at the hand's size and in German at the stacks' size, then the pieces."""
    sheet.section("Mit List und Tücke: the twenty characters, their backs and pieces")
    language = current_language()
    set_language("en")
    for rank in range(1, 21):
        x = LEFT + (rank - 1) % 10 * (BIG[0] + GAP)
        y = sheet.top + (rank - 1) // 10 * (BIG[1] + GAP)
        sheet.surface.blit(sheet.timed(f"character {rank}", lambda r=rank: card(r, BIG)), (x, y))
    right = LEFT + 10 * (BIG[0] + GAP) + 30
    for row, back in enumerate(("light", "dark")):
        sheet.surface.blit(character_back(back, BIG), (right, sheet.top + row * (BIG[1] + GAP)))
        sheet.label(f"{back} back", (right + BIG[0] + 10, sheet.top + row * (BIG[1] + GAP) + 90))
    sheet.top += 2 * (BIG[1] + GAP) + 10
    set_language("de")
    for rank in range(1, 21):
        sheet.surface.blit(card(rank, SMALL), (LEFT + (rank - 1) * (SMALL[0] + 8), sheet.top))
    set_language(language)
    sheet.top += SMALL[1] + 20
    x = LEFT
    for colour in ("blue", "green", "yellow"):
        sheet.surface.blit(influence_tile(colour, 56), (x, sheet.top))
        sheet.surface.blit(influence_tile(colour, 30), (x + 13, sheet.top + 66))
        x += 70
    for value in (1, 3):
        sheet.surface.blit(elimination_tile(value, 56), (x, sheet.top))
        sheet.surface.blit(elimination_tile(value, 32), (x + 12, sheet.top + 70))
        x += 80
    sheet.surface.blit(sheet.timed("chapel 420×200", lambda: chapel_mat((420, 200))), (x + 20, sheet.top))
    sheet.surface.blit(start_player_card(BIG), (x + 470, sheet.top))
    sheet.surface.blit(start_player_card(SMALL), (x + 640, sheet.top))
    sheet.top += BIG[1] + 30
