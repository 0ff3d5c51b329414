"""Mit List und Tücke's character cards and their two backs.

Reading order, as on a printed card: the rank in the top-left roundel (the Inquisitor's 0 beneath its 20), a skull
in the top-right on every character that an eliminating card targets, the character's figure in the big medallion,
the influence tiles of its crest pinned under it, then its name on a plaque and a short line of its ability on a
paper panel. Light-backed characters stand on parchment in gold, dark-backed ones on midnight blue in silver: the
back shows through in brightness *and* metal, and the backs themselves differ in colour and emblem (sun or moon).

Names and ability lines are translated, so ``character_face`` draws everything but words, and ``character_card``
writes the words it is given onto a copy; both are cached per size (and per words).
"""

from __future__ import annotations

import dataclasses

import pygame

from game.listtuecke.cards import BACK_OF, COLOURS, CREST_OF, DARK, INQUISITOR, INQUISITOR_RANKS, LIGHT, MARKED_VICTIMS
from scenes.art import palette
from scenes.art.backs import royal_back
from scenes.art.canvas import Colour, Size, cached, rounded_rect_mask, tinted
from scenes.art.emblems import FLEUR_DE_LIS, emblem
from scenes.art.frames import clipped, metal_frame
from scenes.art.listtuecke.figures import FIGURES, SKULL
from scenes.art.listtuecke.numerals import numeral_shape
from scenes.art.listtuecke.tiles import influence_tile
from scenes.art.patterns import lattice
from scenes.art.roundels import roundel, roundel_pad
from scenes.art.textures import cloth, parchment, vignette
from scenes.ui import theme
from scenes.ui.cards import card_corner_radius
from scenes.ui.text import font, wrap


@dataclasses.dataclass(frozen=True)
class BackLook:
    """How the characters of one back are drawn: face ground, metal, medallion ground and figure ink, and the back."""

    ground: Colour
    metal: str
    medallion: Colour
    figure: Colour
    back: Colour
    back_emblem: str
    motif_colour: Colour
    paper: bool


LOOKS: dict[str, BackLook] = {
    LIGHT: BackLook(
        ground=palette.PARCHMENT_DARK,
        metal="gold",
        medallion=palette.IVORY,
        figure=(92, 30, 40),
        back=(176, 142, 84),
        back_emblem="sun",
        motif_colour=palette.GOLD_DARK,
        paper=True,
    ),
    DARK: BackLook(
        ground=palette.NIGHT,
        metal="silver",
        medallion=palette.NIGHT_DEEP,
        figure=palette.SILVER_LIGHT,
        back=palette.NIGHT,
        back_emblem="moon",
        motif_colour=palette.SILVER_LIGHT,
        paper=False,
    ),
}
"""Back ("light" or "dark") → its look."""

RANK_INK: Colour = (40, 20, 16)
SKULL_GROUND: Colour = (70, 14, 20)
NAME_SHARE = 0.115
"""The name's type size as a share of the card's width, before it shrinks to fit a long name."""
ABILITY_SHARE = 0.085
LEADING = 1.2
SMALLEST_TYPE = 10
"""Below this type size (in pixels) the ability line is left off: at that size nobody can read it anyway, and the
character's tooltip tells it in full."""


def _unit(size: Size) -> float:
    return size[0] / 100


def name_rect(size: Size) -> pygame.Rect:
    """Where the character's name is written on a card of ``size``: the plaque under the medallion."""
    unit = _unit(size)
    return pygame.Rect(round(unit * 9), round(unit * 80), round(unit * 82), round(unit * 14))


def ability_rect(size: Size) -> pygame.Rect:
    """Where the short line of the ability is written: the paper panel at the foot, less a margin."""
    return _panel_rect(size).inflate(-round(_unit(size) * 6), -round(_unit(size) * 4))


def _panel_rect(size: Size) -> pygame.Rect:
    unit = _unit(size)
    top = round(unit * 97)
    return pygame.Rect(round(unit * 9), top, round(unit * 82), max(4, round(size[1] - unit * 8) - top))


@cached(maxsize=96)
def character_face(rank: int, size: Size) -> pygame.Surface:
    """The face of the character of ``rank`` at ``size``, with every part but its words; cached per size."""
    look = LOOKS[BACK_OF[rank]]
    width = size[0]
    unit = width / 100
    radius = card_corner_radius(width)
    ground = (parchment(size, look.ground, seed=31, edge=90) if look.paper else cloth(size, look.ground, 31)).copy()
    ground.blit(lattice(size, FLEUR_DE_LIS, look.motif_colour, max(8, width // 7), 30), (0, 0))
    vignette(ground, palette.EDGE, 120, 0.45)
    face = tinted(rounded_rect_mask(size, radius), palette.EDGE)
    face.blit(clipped(ground, rounded_rect_mask(size, radius, unit * 0.6)), (0, 0))
    face.blit(metal_frame(size, unit * 3.4, radius, look.metal, unit * 0.6), (0, 0))
    face.blit(metal_frame(size, max(1.0, unit * 0.7), radius, look.metal, unit * 6.2), (0, 0))
    _draw_medallion(face, rank, look, unit)
    _draw_crest(face, rank, unit)
    _draw_plaque(face, look, unit)
    _draw_panel(face, look, unit)
    _draw_rank(face, rank, look, unit)
    if rank in MARKED_VICTIMS:
        _draw_skull(face, look, unit)
    face.blit(rounded_rect_mask(size, radius), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return face


def _draw_medallion(face: pygame.Surface, rank: int, look: BackLook, unit: float) -> None:
    diameter = max(8, round(unit * 56))
    pad = roundel_pad(diameter)
    centre = (face.get_width() / 2, unit * 43)
    medal = roundel(
        diameter, look.medallion, FIGURES[rank], look.figure, look.metal, charge_share=0.7, paper=look.paper
    )
    face.blit(medal, (round(centre[0] - diameter / 2 - pad), round(centre[1] - diameter / 2 - pad)))


def _draw_crest(face: pygame.Surface, rank: int, unit: float) -> None:
    """The crest's influence tiles in a row, pinned over the medallion's foot."""
    tiles = [colour for colour, count in zip(COLOURS, CREST_OF[rank], strict=True) for _ in range(count)]
    if not tiles:
        return
    side = max(4, round(unit * 15))
    gap = round(unit * 2)
    left = round(face.get_width() / 2 - (len(tiles) * side + (len(tiles) - 1) * gap) / 2)
    for index, colour in enumerate(tiles):
        face.blit(influence_tile(colour, side), (left + index * (side + gap), round(unit * 64)))


def _draw_plaque(face: pygame.Surface, look: BackLook, unit: float) -> None:
    box = name_rect(face.get_size())
    radius = box.height / 2
    paper = parchment(box.size, palette.PARCHMENT, seed=37, edge=50)
    face.blit(clipped(paper, rounded_rect_mask(box.size, radius)), box.topleft)
    face.blit(metal_frame(box.size, max(1.0, unit * 1.0), radius, look.metal), box.topleft)


def _draw_panel(face: pygame.Surface, look: BackLook, unit: float) -> None:
    panel = _panel_rect(face.get_size())
    radius = unit * 3
    paper = parchment(panel.size, palette.PARCHMENT, seed=41, edge=60)
    face.blit(clipped(paper, rounded_rect_mask(panel.size, radius)), panel.topleft)
    face.blit(metal_frame(panel.size, max(1.0, unit * 0.9), radius, look.metal), panel.topleft)


def _draw_rank(face: pygame.Surface, rank: int, look: BackLook, unit: float) -> None:
    """The rank on an ivory roundel in the top-left corner; the Inquisitor's other rank, 0, on a small one below."""
    ranks = INQUISITOR_RANKS if rank == INQUISITOR else (rank,)
    diameter = max(8, round(unit * 24))
    _numeral_roundel(face, str(ranks[0]), diameter, (unit * 5, unit * 5), look)
    if len(ranks) > 1:
        small = max(6, round(unit * 14))
        _numeral_roundel(face, str(ranks[1]), small, (unit * 5 + (diameter - small) / 2, unit * 5 + diameter), look)


def _numeral_roundel(
    face: pygame.Surface, numeral: str, diameter: int, corner: tuple[float, float], look: BackLook
) -> None:
    pad = roundel_pad(diameter)
    share = 0.5 if len(numeral) == 1 else 0.66
    badge = roundel(
        diameter, palette.IVORY, numeral_shape(numeral), RANK_INK, look.metal, charge_share=share, paper=True
    )
    face.blit(badge, (round(corner[0] - pad), round(corner[1] - pad)))


def _draw_skull(face: pygame.Surface, look: BackLook, unit: float) -> None:
    diameter = max(8, round(unit * 21))
    pad = roundel_pad(diameter)
    badge = roundel(diameter, SKULL_GROUND, SKULL, palette.IVORY, look.metal, rim_share=0.09, charge_share=0.72)
    face.blit(badge, (round(face.get_width() - unit * 5 - diameter - pad), round(unit * 5 - pad)))


@cached(maxsize=160)
def character_card(rank: int, size: Size, name: str, ability: str) -> pygame.Surface:
    """The character's face with its ``name`` on the plaque and its ``ability`` line on the panel (translated words,
    given by the caller); a long name shrinks to fit, and the ability is left off when too small to read."""
    card = character_face(rank, size).copy()
    _write_name(card, name)
    _write_ability(card, ability)
    return card


def _write_name(card: pygame.Surface, name: str) -> None:
    box = name_rect(card.get_size())
    type_size = max(6, round(card.get_width() * NAME_SHARE))
    while type_size > 6 and font(theme.FACE_CAPS, type_size).size(name)[0] > box.width - box.height * 0.6:
        type_size -= 1
    text = font(theme.FACE_CAPS, type_size).render(name, True, palette.INK)
    card.blit(text, text.get_rect(center=(box.centerx, box.centery + 1)))


def ability_lines(size: Size, ability: str) -> tuple[int, list[str]] | None:
    """The type size and lines the ability takes on a card of ``size``, or None when it cannot be read there."""
    box = ability_rect(size)
    type_size = round(size[0] * ABILITY_SHARE)
    while type_size >= SMALLEST_TYPE:
        lines = wrap(ability, box.width, type_size, theme.FACE_ITALIC)
        # The typeface's own line height is its type size, which leaves ascenders and descenders touching.
        if len(lines) * type_size * LEADING <= box.height:
            return type_size, lines
        type_size -= 1
    return None


def _write_ability(card: pygame.Surface, ability: str) -> None:
    layout = ability_lines(card.get_size(), ability)
    if layout is None:
        _draw_ornament(card)
        return
    type_size, lines = layout
    box = ability_rect(card.get_size())
    step = type_size * LEADING
    top = box.centery - len(lines) * step / 2 + type_size * 0.08
    for number, words in enumerate(lines):
        text = font(theme.FACE_ITALIC, type_size).render(words, True, palette.INK)
        card.blit(text, text.get_rect(midtop=(box.centerx, round(top + number * step))))


def _draw_ornament(card: pygame.Surface) -> None:
    """A small fleur-de-lis where the ability would be, on cards too small to read it."""
    box = ability_rect(card.get_size())
    side = max(4, round(box.height * 0.7))
    card.blit(emblem("fleur_de_lis", (side, side)), (box.centerx - side // 2, box.centery - side // 2))


@cached(maxsize=16)
def character_back(back: str, size: Size) -> pygame.Surface:
    """The back of a ``back`` ("light" or "dark") character at ``size``: warm gold under a sun, or midnight under a
    silver moon."""
    look = LOOKS[back]
    return royal_back(size, look.back, look.back_emblem, look.metal)
