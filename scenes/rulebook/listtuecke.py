"""Mit List und Tücke's rules page: the aim, a chapter, eliminations (the skull, the characters that keep watch),
influence and the chapel, the twenty characters each beside its card, an elimination, and the end (LT-1..LT-31)."""

from __future__ import annotations

import pygame

from game.listtuecke.cards import ASSASSIN, COURTESAN, KING
from scenes.art.listtuecke.cards import character_back, character_card
from scenes.art.listtuecke.tiles import chapel_mat, elimination_tile, influence_tile, start_player_card
from scenes.i18n import tr
from scenes.rulebook.page import Card, Gloss, Page, Picture, Section, Size, Term, label
from scenes.ui import theme

CHARACTER = (216, 302)
TILE = 90
COLOURS = ("blue", "green", "yellow")


def _character(rank: int, size: Size) -> pygame.Surface:
    return character_card(rank, size, tr(f"listtuecke.character.{rank}"), "")


def _gloss(rank: int) -> Card:
    return Card(
        lambda size: _character(rank, size),
        CHARACTER,
        name_key=f"listtuecke.character.{rank}",
        words_key=f"listtuecke.ability.{rank}",
    )


def _arrow(picture: pygame.Surface, left: int, right: int, y: int) -> None:
    pygame.draw.line(picture, theme.WINE, (left, y), (right - 18, y), 8)
    pygame.draw.polygon(picture, theme.WINE, ((right, y), (right - 26, y - 18), (right - 26, y + 18)))


def elimination(width: int) -> pygame.Surface:
    """Ben's stack shows the King; Anna plays the Assassin onto hers: Ben's stack turns face down and Anna takes an
    elimination tile."""
    size = CHARACTER
    gap = theme.SPACE_M
    picture = pygame.Surface((width, size[1] + 80), pygame.SRCALPHA)
    columns = [width * share // 100 for share in (4, 24, 60, 80)]
    top = 50
    heads = (
        "rulebook.listtuecke.example.ben",
        "rulebook.listtuecke.example.anna",
        "rulebook.listtuecke.example.ben_after",
        "rulebook.listtuecke.example.anna_after",
    )
    for x, key in zip(columns, heads, strict=True):
        picture.blit(label(tr(key)), (x, 0))
    picture.blit(_character(COURTESAN, size), (columns[0] + 20, top + 20))
    picture.blit(_character(KING, size), (columns[0], top))
    picture.blit(_character(ASSASSIN, size), (columns[1], top))
    _arrow(picture, columns[1] + size[0] + gap, columns[2] - gap, top + size[1] // 2)
    picture.blit(character_back("light", size), (columns[2] + 20, top + 20))
    picture.blit(character_back("light", size), (columns[2], top))
    picture.blit(_character(ASSASSIN, size), (columns[3], top))
    picture.blit(elimination_tile(1, 80), (columns[3] + size[0] - 40, top + size[1] - 50))
    return picture


PAGE = Page(
    sections=(
        Section("aim", "rulebook.listtuecke.aim"),
        Section(
            "turn",
            "rulebook.listtuecke.chapter",
            (
                Gloss(
                    (
                        Card(
                            lambda size: character_back("light", size),
                            (120, 168),
                            name_key="rulebook.listtuecke.light",
                            words_key="rulebook.listtuecke.light.words",
                        ),
                        Card(
                            lambda size: character_back("dark", size),
                            (120, 168),
                            name_key="rulebook.listtuecke.dark",
                            words_key="rulebook.listtuecke.dark.words",
                        ),
                        Card(
                            lambda size: start_player_card(size),
                            (120, 168),
                            name_key="rulebook.listtuecke.start_player",
                            words_key="rulebook.listtuecke.start_player.words",
                        ),
                    )
                ),
            ),
        ),
        Section(
            "special",
            "rulebook.listtuecke.eliminations",
            (
                Gloss(
                    (
                        Card(
                            lambda size: elimination_tile(1, size[0]),
                            (TILE, TILE),
                            name_key="rulebook.listtuecke.tile",
                            words_key="rulebook.listtuecke.tile.words",
                        ),
                    )
                ),
            ),
        ),
        Section(
            "special",
            "rulebook.listtuecke.influence",
            (
                Gloss(
                    (
                        *(
                            Card(
                                lambda size, c=colour: influence_tile(c, size[0]),
                                (TILE, TILE),
                                name_key=f"rulebook.listtuecke.influence.{colour}",
                                words_key=f"rulebook.listtuecke.influence.{colour}.words",
                            )
                            for colour in COLOURS
                        ),
                        Card(
                            lambda size: chapel_mat(size),
                            (300, 150),
                            name_key="rulebook.listtuecke.chapel",
                            words_key="rulebook.listtuecke.chapel.words",
                        ),
                    )
                ),
            ),
        ),
        Section("special", "rulebook.listtuecke.characters", (Gloss(tuple(_gloss(rank) for rank in range(1, 21))),)),
        Section(
            "example", "rulebook.listtuecke.example", (Picture(elimination, "rulebook.listtuecke.example.caption"),)
        ),
        Section("end", "rulebook.listtuecke.end"),
    ),
    terms=(
        Term("rulebook.listtuecke.term.stack", "rulebook.listtuecke.chapter"),
        Term("rulebook.listtuecke.term.chapter", "rulebook.listtuecke.aim"),
        Term("rulebook.listtuecke.term.eliminate", "rulebook.listtuecke.eliminations"),
        Term("rulebook.listtuecke.term.skull", "rulebook.listtuecke.eliminations"),
        Term("rulebook.listtuecke.term.linger", "rulebook.listtuecke.eliminations"),
        Term("rulebook.listtuecke.term.crest", "rulebook.listtuecke.influence"),
        Term("rulebook.listtuecke.term.chapel", "rulebook.listtuecke.influence"),
    ),
)
