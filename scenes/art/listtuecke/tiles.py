"""Mit List und Tücke's pieces: influence tiles in three colours, elimination tiles, the chapel and the start-player
card.

An influence tile is a square enamel plaque in a gold rim bearing its colour's symbol (crown, cross, star), so the
three colours tell apart without colour; an elimination tile is round, dark red, with a skull and its worth.
"""

from __future__ import annotations

import pygame

from game.listtuecke.cards import BLUE, GREEN, YELLOW
from scenes.art import palette
from scenes.art.canvas import (
    CLEAR,
    WHITE,
    Colour,
    Size,
    blank,
    cached,
    filled,
    gradient,
    kept_mask,
    relief,
    rounded_rect_mask,
    shape_mask,
    supersampled,
    tinted,
)
from scenes.art.emblems import CREST, METALS
from scenes.art.frames import clipped, metal_frame, ornate_frame
from scenes.art.listtuecke.figures import CHURCH_CROSS, COLOUR_SYMBOLS, SKULL, TRUMPET
from scenes.art.listtuecke.numerals import numeral_shape
from scenes.art.paths import Shape, cut, fill
from scenes.art.roundels import roundel, roundel_pad
from scenes.art.textures import cloth, parchment, vignette
from scenes.ui.cards import card_corner_radius

ENAMELS: dict[str, Colour] = {BLUE: (36, 66, 150), GREEN: (34, 112, 62), YELLOW: (214, 162, 36)}
"""Influence colour → its enamel."""
SYMBOL_INKS: dict[str, Colour] = {BLUE: palette.IVORY, GREEN: palette.IVORY, YELLOW: (70, 36, 10)}
"""The symbol on each enamel: ivory on the deep ones, dark brown on yellow, where ivory would fade."""
ELIMINATION_GROUND: Colour = (84, 16, 24)
STONE: Colour = (150, 140, 124)
"""The chapel's limestone."""
NICHE_SHADE: tuple[Colour, Colour] = ((30, 22, 22), (64, 52, 46))


@cached(maxsize=96)
def influence_tile(colour: str, side: int) -> pygame.Surface:
    """An influence tile of ``colour`` ("blue", "green", "yellow"), ``side`` pixels square; cached."""
    size = (side, side)
    radius = side * 0.18
    tile = blank(size)
    enamel = cloth(size, ENAMELS[colour], seed=side).copy()
    vignette(enamel, palette.EDGE, 90, 0.35)
    tile.blit(clipped(enamel, rounded_rect_mask(size, radius)), (0, 0))
    inset = round(side * 0.17)
    box = pygame.Rect(inset, inset, side - 2 * inset, side - 2 * inset)
    symbol = shape_mask(COLOUR_SYMBOLS[colour], size, box)
    ink = SYMBOL_INKS[colour]
    light = (min(255, ink[0] + 50), min(255, ink[1] + 50), min(255, ink[2] + 50))
    tile.blit(relief(symbol, tinted(symbol, ink), light, palette.EDGE, max(1.0, side / 40)), (0, 0))
    tile.blit(metal_frame(size, max(1.0, side * 0.07), radius), (0, 0))
    return tile


@cached(maxsize=32)
def elimination_tile(value: int, diameter: int) -> pygame.Surface:
    """An elimination tile worth ``value`` (1 or 3): a dark red disc with a skull, its worth on a gold pip below.

    The surface is larger than the disc by its shadow (``roundels.roundel_pad``)."""
    disc = roundel(diameter, ELIMINATION_GROUND, SKULL, palette.IVORY, charge_share=0.56).copy()
    pad = roundel_pad(diameter)
    pip = max(6, round(diameter * 0.5))
    pip_pad = roundel_pad(pip)
    left = pad + diameter - pip * 0.78
    top = pad + diameter - pip * 0.78
    worth = roundel(pip, palette.IVORY, numeral_shape(str(value)), palette.INK, rim_share=0.1, charge_share=0.64)
    grown = blank((disc.get_width() + pip, disc.get_height() + pip))
    grown.blit(disc, (0, 0))
    grown.blit(worth, (round(left - pip_pad), round(top - pip_pad)))
    return grown.subsurface(grown.get_bounding_rect()).copy()


GABLE: Shape = (
    fill("M 6 100 L 6 44 L 50 10 L 94 44 L 94 100 Z"),
    cut("O 50 52 14"),
    fill("O 50 52 9"),
    cut("O 50 52 5"),
    cut("M 40 100 L 40 82 C 40 74 44 70 50 70 C 56 70 60 74 60 82 L 60 100 Z"),
)
"""The chapel's front: a gable with a rose window over its door."""


def default_fields(size: Size) -> tuple[tuple[int, int, int, int], ...]:
    """The chapel's four fields in a row under its gable, as (x, y, w, h) within a mat of ``size``."""
    width, height = size
    side = min(round(width * 0.19), round(height * 0.42))
    gap = (width - 4 * side) / 5
    top = round(height - side * 1.18 - height * 0.06)
    return tuple((round(gap + index * (side + gap)), top, side, round(side * 1.18)) for index in range(4))


@cached(maxsize=8)
def chapel_mat(size: Size, fields: tuple[tuple[int, int, int, int], ...] | None = None) -> pygame.Surface:
    """The chapel (Kapelle): a limestone wall under a gable with a cross, and four arched niches, one filled per
    chapter (LT-4). ``fields`` are the niches' boxes within the mat (``default_fields`` when None), so a layout can
    place them; the gable stands in the room above the highest niche."""
    width, height = size
    unit = min(width, height) / 100
    radius = unit * 4
    niches = fields or default_fields(size)
    mat = tinted(rounded_rect_mask(size, radius), palette.EDGE)
    stone = parchment(size, STONE, seed=53, edge=80).copy()
    _draw_masonry(stone, unit)
    mat.blit(clipped(stone, rounded_rect_mask(size, radius, 1)), (0, 0))
    room = min(box[1] for box in niches)
    if room > unit * 14:
        _draw_gable(mat, pygame.Rect(0, round(unit * 3), width, round(room - unit * 4)))
    mat.blit(ornate_frame(size, max(2.0, unit * 2.4), radius), (0, 0))
    for box in niches:
        _draw_niche(mat, pygame.Rect(box), unit)
    return mat


def _draw_masonry(stone: pygame.Surface, unit: float) -> None:
    """Faint courses of ashlar: a mortar line every few rows, the joints staggered."""
    width, height = stone.get_size()
    course = max(6, round(unit * 9))
    lines = blank((width, height), palette.WOOD_DARK)
    mortar = (*palette.WOOD_DARK, 38)
    for row, y in enumerate(range(course, height, course)):
        pygame.draw.line(lines, mortar, (0, y), (width, y))
        shift = course if row % 2 else 0
        for x in range(shift, width, course * 2):
            pygame.draw.line(lines, mortar, (x, y - course), (x, y))
    stone.blit(lines, (0, 0))


def _draw_gable(mat: pygame.Surface, area: pygame.Rect) -> None:
    """The gable in the middle of ``area``, a small gold cross on its apex."""
    side = round(min(area.width, area.height) * 0.84)
    box = pygame.Rect(0, 0, side, side)
    box.midbottom = area.midbottom
    mask = shape_mask(GABLE, mat.get_size(), box)
    face = filled(mask, gradient(mat.get_size(), ((196, 186, 166), (150, 140, 122))))
    mat.blit(relief(mask, face, (226, 218, 200), palette.EDGE, max(1.0, side / 60)), (0, 0))
    cross_side = max(4, round(area.height - side + side * 0.14))
    cross_box = pygame.Rect(0, 0, cross_side, cross_side)
    cross_box.midbottom = (box.centerx, box.y + round(side * 0.14))
    cross = shape_mask(CHURCH_CROSS, mat.get_size(), cross_box)
    ramp = METALS["gold"]
    mat.blit(relief(cross, filled(cross, gradient(mat.get_size(), ramp)), ramp[3], palette.EDGE, 1), (0, 0))


def _draw_niche(mat: pygame.Surface, box: pygame.Rect, unit: float) -> None:
    """A field: a dark recess under a round arch, rimmed in gold."""
    niche = filled(_arch_mask(box.size, 0, None), gradient(box.size, NICHE_SHADE))
    ring = _arch_mask(box.size, 0, max(1.0, unit * 1.4))
    ramp = METALS["gold"]
    niche.blit(relief(ring, filled(ring, gradient(box.size, ramp)), ramp[3], palette.EDGE, 1), (0, 0))
    mat.blit(niche, box.topleft)


@kept_mask
def _arch_mask(size: Size, inset: float, rim: float | None) -> pygame.Surface:
    """A mask of an upright rectangle with a semicircular top, ``inset`` pixels in from ``size``'s edges; only its
    border ``rim`` pixels wide when ``rim`` is given."""

    def arch(surface: pygame.Surface, margin: float, colour: tuple[int, int, int, int]) -> None:
        width, height = surface.get_size()
        radius = width / 2 - margin
        body = pygame.Rect(margin, margin + radius, width - 2 * margin, max(1, height - 2 * margin - radius))
        surface.fill(colour, body)
        pygame.draw.circle(surface, colour, (width / 2, margin + radius), radius)

    def painter(surface: pygame.Surface, factor: float) -> None:
        arch(surface, inset * factor, WHITE)
        if rim is not None:
            arch(surface, (inset + rim) * factor, CLEAR)

    return supersampled(size, painter)


def field_rect(box: pygame.Rect) -> pygame.Rect:
    """Where a tile lies in a chapel niche of ``box``: a square in the niche's lower part."""
    side = round(box.width * 0.62)
    rect = pygame.Rect(0, 0, side, side)
    rect.midbottom = (box.centerx, box.bottom - round(box.width * 0.16))
    return rect


@cached(maxsize=8)
def start_player_card(size: Size) -> pygame.Surface:
    """The start-player card (Startspielerkarte): wine cloth in an ornate gold frame, a herald's trumpet on a roundel,
    the crest beneath."""
    width, height = size
    unit = width / 100
    radius = card_corner_radius(width)
    ground = cloth(size, palette.WINE, seed=59).copy()
    vignette(ground, palette.EDGE, 140, 0.4)
    card = tinted(rounded_rect_mask(size, radius), palette.EDGE)
    card.blit(clipped(ground, rounded_rect_mask(size, radius, unit * 0.6)), (0, 0))
    card.blit(ornate_frame(size, unit * 3.2, radius), (0, 0))
    diameter = max(8, round(unit * 64))
    pad = roundel_pad(diameter)
    centre = (width / 2, height * 0.42)
    medal = roundel(diameter, palette.IVORY, TRUMPET, palette.WINE_DEEP, paper=True, charge_share=0.7)
    card.blit(medal, (round(centre[0] - diameter / 2 - pad), round(centre[1] - diameter / 2 - pad)))
    side = max(4, round(unit * 26))
    ramp = METALS["gold"]
    crest = shape_mask(CREST, (side, side))
    crest_face = filled(crest, gradient((side, side), ramp))
    card.blit(
        relief(crest, crest_face, ramp[3], palette.EDGE, 1),
        (round(width / 2 - side / 2), round(height - unit * 10 - side)),
    )
    card.blit(rounded_rect_mask(size, radius), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return card
