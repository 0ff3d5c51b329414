"""Hofnar's court cards and tokens: the King's (or Queen's) card, the eight jester cards, the four mood cards and
their back, and the round tokens for a life, the Favourite, a beheading and a jester's attribute.

A jester card is his figure in two-coloured motley on a harlequin ground, his attribute (which hints at his effect),
his name on a plaque and his effect in words. A mood card is its symbol on a medallion over the mood's colour, its
name, and what it counts. The words are the table's, translated; the art fits them.
"""

from __future__ import annotations

import pygame

from scenes.art import palette
from scenes.art.backs import royal_back
from scenes.art.canvas import Colour, Size, blank, cached, mix, relief, rounded_rect_mask, shape_mask, tinted
from scenes.art.frames import clipped, metal_frame
from scenes.art.hofnar import symbols
from scenes.art.hofnar.lettering import write
from scenes.art.hofnar.looks import JESTER_LOOKS, KING_LOOK, MOOD_LOOKS, CourtLook
from scenes.art.paths import Shape, fill
from scenes.art.patterns import lattice
from scenes.art.roundels import roundel, roundel_pad
from scenes.art.textures import cloth, parchment, vignette
from scenes.ui import theme
from scenes.ui.cards import card_corner_radius

KING = "king"
QUEEN = "queen"
SKIN: Colour = (232, 196, 158)
HAIR: Colour = (196, 188, 178)
QUEEN_HAIR: Colour = (120, 70, 40)
ERMINE: Colour = (244, 240, 230)
MOOD_BACK: Colour = (70, 22, 56)
DIAMOND: Shape = (fill("M 50 0 L 100 50 L 50 100 L 0 50 Z"),)
"""The harlequin's diamond, woven into a jester card's ground."""


def _layer(canvas: pygame.Surface, shape: Shape, colour: Colour, depth: float) -> None:
    """Paint ``shape`` over the whole canvas in ``colour``, raised with a dark edge."""
    mask = shape_mask(shape, canvas.get_size())
    light = mix(colour, (255, 255, 255), 0.3)
    canvas.blit(relief(mask, tinted(mask, colour), light, palette.EDGE, depth), (0, 0))


def _motley(canvas: pygame.Surface, shape: Shape, look: CourtLook, depth: float) -> None:
    """Paint ``shape`` split down the middle: the left half in the first colour, the right half in the second."""
    size = canvas.get_size()
    mask = shape_mask(shape, size)
    halves = tinted(mask, look.first)
    right = tinted(mask, look.second)
    right.fill((0, 0, 0, 0), pygame.Rect(0, 0, size[0] // 2, size[1]))
    halves.blit(right, (0, 0))
    canvas.blit(relief(mask, halves, mix(look.first, (255, 255, 255), 0.3), palette.EDGE, depth), (0, 0))


@cached(maxsize=32)
def figure(who: str, size: Size) -> pygame.Surface:
    """The bust of ``who`` (a jester's key, "king" or "queen") filling ``size``; cached."""
    canvas = blank(size)
    depth = max(1.0, min(size) / 70)
    if who in (KING, QUEEN):
        _layer(canvas, symbols.KING_ROBE, KING_LOOK.first, depth)
        _layer(canvas, symbols.KING_ERMINE, ERMINE, depth)
        if who == QUEEN:
            _layer(canvas, symbols.QUEEN_HAIR, QUEEN_HAIR, depth)
            _layer(canvas, symbols.QUEEN_NECKLACE, palette.GOLD, depth)
        _layer(canvas, symbols.FACE, SKIN, depth)
        canvas.blit(tinted(shape_mask(symbols.FEATURES, size), palette.INK), (0, 0))
        if who == KING:
            _layer(canvas, symbols.KING_BEARD, HAIR, depth)
        _layer(canvas, symbols.KING_CROWN if who == KING else symbols.QUEEN_CROWN, palette.GOLD, depth)
        return canvas
    look = JESTER_LOOKS[who]
    _motley(canvas, symbols.JESTER_MOTLEY, look, depth)
    _layer(canvas, symbols.FACE, SKIN, depth)
    canvas.blit(tinted(shape_mask(symbols.FEATURES, size), palette.INK), (0, 0))
    _layer(canvas, symbols.JESTER_BELLS, palette.GOLD, depth)
    return canvas


def _court_ground(size: Size, look: CourtLook) -> pygame.Surface:
    width = size[0]
    ground = cloth(size, look.first, seed=41).copy()
    ground.blit(lattice(size, DIAMOND, look.second, max(10, width // 4), 70), (0, 0))
    vignette(ground, palette.EDGE, 140, 0.45)
    return ground


def _plaque(card: pygame.Surface, box: pygame.Rect, text: str, unit: float) -> None:
    """A dark wooden plaque with a gold rim, the ``text`` on it in light small capitals."""
    plaque = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(plaque, (*palette.WOOD_DARK, 235), plaque.get_rect(), border_radius=max(2, round(unit * 2)))
    pygame.draw.rect(
        plaque, palette.GOLD, plaque.get_rect(), max(1, round(unit * 0.7)), border_radius=max(2, round(unit * 2))
    )
    card.blit(plaque, box)
    write(
        card,
        text,
        box.inflate(-round(unit * 4), -round(unit * 1.5)),
        max(9, round(unit * 11)),
        theme.GOLD_LIGHT,
        theme.FACE_CAPS,
    )


def _paper(card: pygame.Surface, box: pygame.Rect, text: str, unit: float) -> None:
    """A parchment panel with ``text`` written on it in ink."""
    paper = parchment(box.size, palette.PARCHMENT, seed=5, edge=40)
    card.blit(clipped(paper, rounded_rect_mask(box.size, unit * 2)), box)
    write(card, text, box.inflate(-round(unit * 6), -round(unit * 4)), max(9, round(unit * 9.5)), palette.INK)


@cached(maxsize=48)
def court_card(who: str, name: str, words: str, size: Size) -> pygame.Surface:
    """The card of ``who`` (a jester's key, "king" or "queen") with ``name`` on its plaque and ``words`` (his effect,
    or the King's part) on its panel, at ``size``; cached. Small cards at a seat pass no words: the panel stays
    plain, and the table shows the words in a tooltip."""
    look = KING_LOOK if who in (KING, QUEEN) else JESTER_LOOKS[who]
    width, height = size
    unit = width / 100
    radius = card_corner_radius(width)
    card = tinted(rounded_rect_mask(size, radius), palette.EDGE)
    card.blit(clipped(_court_ground(size, look), rounded_rect_mask(size, radius, unit * 0.6)), (0, 0))
    card.blit(metal_frame(size, unit * 3.0, radius, "gold", unit * 0.6), (0, 0))
    panel = pygame.Rect(round(unit * 9), round(unit * 9), round(width - unit * 18), round(height * 0.46))
    backdrop = parchment(panel.size, palette.IVORY, seed=9, edge=90).copy()
    backdrop.blit(figure(who, (panel.height, panel.height)), ((panel.width - panel.height) // 2, round(unit * 3)))
    card.blit(clipped(backdrop, rounded_rect_mask(panel.size, unit * 3)), panel)
    card.blit(metal_frame(panel.size, max(1.0, unit * 1.2), unit * 3, "gold"), panel)
    if look.attribute is not None:
        diameter = max(8, round(unit * 30))
        pad = roundel_pad(diameter)
        badge = roundel(diameter, mix(look.first, (10, 6, 8), 0.3), look.attribute, palette.IVORY)
        card.blit(badge, (round(panel.right - diameter * 0.78 - pad), round(panel.bottom - diameter * 0.7 - pad)))
    plaque = pygame.Rect(round(unit * 7), round(panel.bottom + unit * 6), round(width - unit * 14), round(unit * 15))
    _plaque(card, plaque, name, unit)
    if words:
        paper = pygame.Rect(round(unit * 9), plaque.bottom + round(unit * 3), round(width - unit * 18), 0)
        paper.height = round(height - unit * 8) - paper.y
        _paper(card, paper, words, unit)
    card.blit(rounded_rect_mask(size, radius), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return card


@cached(maxsize=32)
def mood_card(mood: str, name: str, words: str, size: Size) -> pygame.Surface:
    """The King's mood card ``mood`` with its ``name`` and ``words`` (what it counts), at ``size``; cached."""
    look = MOOD_LOOKS[mood]
    width, height = size
    unit = width / 100
    radius = card_corner_radius(width)
    ground = cloth(size, look.field, seed=53).copy()
    ground.blit(lattice(size, look.symbol, look.light, max(10, width // 4), 46), (0, 0))
    vignette(ground, palette.EDGE, 150, 0.4)
    card = tinted(rounded_rect_mask(size, radius), palette.EDGE)
    card.blit(clipped(ground, rounded_rect_mask(size, radius, unit * 0.6)), (0, 0))
    card.blit(metal_frame(size, unit * 3.0, radius, "gold", unit * 0.6), (0, 0))
    diameter = max(8, round(unit * 66))
    pad = roundel_pad(diameter)
    medal = roundel(diameter, look.deep, look.symbol, palette.IVORY, paper=False)
    card.blit(medal, (round(width / 2 - diameter / 2 - pad), round(unit * 12 - pad)))
    plaque = pygame.Rect(round(unit * 7), round(unit * 84), round(width - unit * 14), round(unit * 17))
    _plaque(card, plaque, name, unit)
    paper = pygame.Rect(round(unit * 9), plaque.bottom + round(unit * 3), round(width - unit * 18), 0)
    paper.height = round(height - unit * 8) - paper.y
    _paper(card, paper, words, unit)
    card.blit(rounded_rect_mask(size, radius), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return card


def mood_back(size: Size) -> pygame.Surface:
    """The back of the King's mood cards: the collection's back in plum under a crown; cached."""
    return royal_back(size, MOOD_BACK, "crown")


@cached(maxsize=64)
def attribute_badge(who: str, diameter: int) -> pygame.Surface:
    """A jester's attribute on a roundel of his first colour (a King's crown for "king"): for seat plates."""
    if who in (KING, QUEEN):
        return roundel(diameter, KING_LOOK.first, symbols.KING_CROWN, palette.GOLD_LIGHT, charge_share=0.9)
    look = JESTER_LOOKS[who]
    return roundel(diameter, mix(look.first, (10, 6, 8), 0.3), look.attribute, palette.IVORY)


@cached(maxsize=16)
def mood_badge(mood: str, diameter: int) -> pygame.Surface:
    """A mood's symbol on a roundel of its colour: for the mood slot, the log and the discard pile."""
    look = MOOD_LOOKS[mood]
    return roundel(diameter, look.deep, look.symbol, palette.IVORY)


@cached(maxsize=16)
def life_token(diameter: int, alive: bool = True) -> pygame.Surface:
    """A life (HN-14): a gold bell on green; a lost one is a grey bell on grey."""
    if alive:
        return roundel(diameter, (34, 92, 62), symbols.BELL, palette.GOLD_LIGHT)
    return roundel(diameter, (70, 68, 72), symbols.BELL, (130, 126, 130), metal="silver")


@cached(maxsize=16)
def favourite_token(diameter: int) -> pygame.Surface:
    """The King's Favourite (HN-12): a heart on wine red."""
    return roundel(diameter, (150, 28, 52), symbols.HEART, palette.IVORY)


@cached(maxsize=16)
def beheaded_token(diameter: int) -> pygame.Surface:
    """A beheaded jester (HN-14): the headsman's axe on black."""
    return roundel(diameter, (24, 18, 20), symbols.AXE, palette.SILVER_LIGHT, metal="silver")
