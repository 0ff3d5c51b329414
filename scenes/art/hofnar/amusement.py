"""Amusement cards (amusementskaarten, HN-4): the act's title, a medallion of its leading category, and three rows
of stars, one per category, each row led by the category's symbol.

The rows always show three places (empty stars in outline), so 0 to 3 stars read at a glance, and their order is
always funny, interesting, spectacle. ``star_row`` says where a row lies, so the table can light the row the King's
mood counts (or all three when he is Drunk). The title is the table's, translated; the art fits it.
"""

from __future__ import annotations

import pygame

from scenes.art import palette
from scenes.art.backs import royal_back
from scenes.art.canvas import Size, blank, cached, rounded_rect_mask, shape_mask, tinted
from scenes.art.frames import clipped, metal_frame
from scenes.art.hofnar.lettering import write
from scenes.art.hofnar.looks import MOOD_LOOKS
from scenes.art.hofnar.symbols import EMPTY_STAR, STAR
from scenes.art.patterns import lattice
from scenes.art.roundels import roundel, roundel_pad
from scenes.art.textures import parchment, vignette
from scenes.ui.cards import card_corner_radius

CATEGORY_ORDER = ("funny", "interesting", "spectacle")
LEADING = {"F": "funny", "I": "interesting", "S": "spectacle"}
"""The first letter of a card id → its leading category (the rules' table)."""
BACK_COLOUR = (34, 58, 104)


def star_row(size: Size, category: str) -> pygame.Rect:
    """Where the row of ``category``'s stars lies on a card of ``size``: symbol and three places."""
    width, height = size
    unit = width / 100
    row_height = (height - unit * 10 - _stars_top(size)) / 3
    top = _stars_top(size) + CATEGORY_ORDER.index(category) * row_height
    return pygame.Rect(round(unit * 9), round(top), round(width - unit * 18), round(row_height))


def _stars_top(size: Size) -> float:
    return size[1] * 0.585


def _title_box(size: Size) -> pygame.Rect:
    width, height = size
    unit = width / 100
    return pygame.Rect(round(unit * 12), round(unit * 9), round(width - unit * 24), round(height * 0.27))


@cached(maxsize=16)
def _blank_face(category: str, size: Size) -> pygame.Surface:
    """Everything but the title and the stars: parchment, the category's faint lattice, frame, medallion."""
    look = MOOD_LOOKS[category]
    width, height = size
    unit = width / 100
    radius = card_corner_radius(width)
    ground = parchment(size, palette.PARCHMENT, seed=31, edge=50).copy()
    ground.blit(lattice(size, look.symbol, look.deep, max(8, width // 5), 22), (0, 0))
    vignette(ground, palette.EDGE, 70, 0.55)
    face = tinted(rounded_rect_mask(size, radius), palette.EDGE)
    face.blit(clipped(ground, rounded_rect_mask(size, radius, unit * 0.6)), (0, 0))
    face.blit(metal_frame(size, unit * 3.0, radius, "gold", unit * 0.6), (0, 0))
    band = pygame.Rect(round(unit * 6), round(height * 0.56), round(width - unit * 12), max(1, round(unit * 0.8)))
    face.fill(look.deep, band)
    diameter = max(8, round(unit * 34))
    pad = roundel_pad(diameter)
    medal = roundel(diameter, look.deep, look.symbol, palette.IVORY)
    centre_y = height * 0.455
    face.blit(medal, (round(width / 2 - diameter / 2 - pad), round(centre_y - diameter / 2 - pad)))
    return face


@cached(maxsize=64)
def _star(side: int, category: str, full: bool) -> pygame.Surface:
    look = MOOD_LOOKS[category]
    mask = shape_mask(STAR if full else EMPTY_STAR, (side, side))
    star = blank((side, side))
    if full:
        star.blit(tinted(mask, palette.EDGE), (max(1, side // 24), max(1, side // 16)))
        star.blit(tinted(mask, palette.GOLD), (0, 0))
        inner = shape_mask(
            STAR, (side, side), pygame.Rect(side // 5, side // 5, side - 2 * (side // 5), side - 2 * (side // 5))
        )
        star.blit(tinted(inner, palette.GOLD_LIGHT, 150), (0, 0))
    else:
        star.blit(tinted(mask, look.deep, 150), (0, 0))
    return star


def _draw_row(face: pygame.Surface, category: str, stars: int) -> None:
    row = star_row(face.get_size(), category)
    look = MOOD_LOOKS[category]
    diameter = max(6, round(row.height * 0.92))
    pad = roundel_pad(diameter)
    badge = roundel(diameter, look.deep, look.symbol, palette.IVORY, rim_share=0.08, charge_share=0.7)
    face.blit(badge, (row.x - pad, round(row.centery - diameter / 2 - pad)))
    side = max(5, round(row.height * 0.84))
    left = row.x + diameter + (row.width - diameter - 3 * side) / 2
    step = side
    for place in range(3):
        image = _star(side, category, place < stars)
        face.blit(image, (round(left + place * step), round(row.centery - side / 2)))


@cached(maxsize=256)
def amusement_card(card: str, stars: tuple[int, int, int], title: str, size: Size) -> pygame.Surface:
    """The face of amusement card ``card`` ("F01" …) with ``stars`` (funny, interesting, spectacle) and its act's
    ``title`` in the player's language, at ``size``; cached."""
    category = LEADING[card[0]]
    face = _blank_face(category, size).copy()
    unit = size[0] / 100
    write(face, title, _title_box(size), max(9, round(unit * 13)), palette.INK)
    for row_category, count in zip(CATEGORY_ORDER, stars, strict=True):
        _draw_row(face, row_category, count)
    face.blit(rounded_rect_mask(size, card_corner_radius(size[0])), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return face


def amusement_back(size: Size) -> pygame.Surface:
    """The back of every amusement card: the collection's back in deep blue under a star; cached."""
    return royal_back(size, BACK_COLOUR, "star")
