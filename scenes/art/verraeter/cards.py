"""Verräter's cards: the landscapes (landscape format), and the allegiance, supply, action, strategy and start-player
cards (portrait), each at any size and cached per size.

Numbers are part of the art (they need no translation): a landscape's conflict points in the square at its top right
and its victory table I–IV along its foot, a supply card's value. Words are not: the action cards' names and effects
are the table's to write into ``action_text_rect``.
"""

from __future__ import annotations

import pygame

from game.verraeter.data import CONFLICT_POINTS, DIPLOMAT_BONUS, VICTORY_POINTS
from scenes.art import palette
from scenes.art.canvas import Colour, Size, cached, gradient, mix, rounded_rect_mask, shape_mask, tinted
from scenes.art.frames import clipped, metal_frame
from scenes.art.patterns import lattice
from scenes.art.roundels import roundel, roundel_pad
from scenes.art.textures import cloth, parchment, vignette
from scenes.art.verraeter.looks import (
    ACTIONS,
    HOUSES,
    LANDSCAPES,
    START_FIELD,
    STRATEGY_FIELD,
    SUPPLY_FIELD,
)
from scenes.art.verraeter.symbols import BANNER, CROSSED_SWORDS, FARMER
from scenes.ui import theme
from scenes.ui.cards import card_corner_radius
from scenes.ui.text import font


def _blank_card(size: Size, ground: pygame.Surface, metal: str = "gold") -> pygame.Surface:
    """A card of ``size``: a dark edge, ``ground`` inside it, a polished frame and a fine inner rule."""
    unit = min(size) / 100
    radius = card_corner_radius(min(size))
    card = tinted(rounded_rect_mask(size, radius), palette.EDGE)
    card.blit(clipped(ground, rounded_rect_mask(size, radius, unit * 0.6)), (0, 0))
    card.blit(metal_frame(size, unit * 3.4, radius, metal, unit * 0.6), (0, 0))
    card.blit(metal_frame(size, max(1.0, unit * 0.7), radius, metal, unit * 6.2), (0, 0))
    return card


def _finish(card: pygame.Surface) -> pygame.Surface:
    """Cut the card's rounded corners clean."""
    size = card.get_size()
    card.blit(rounded_rect_mask(size, card_corner_radius(min(size))), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return card


def _write(
    surface: pygame.Surface,
    text: str,
    centre: tuple[float, float],
    px: int,
    colour: Colour,
    face: str = theme.FACE_CAPS,
) -> None:
    """``text`` centred on ``centre``, ``px`` pixels high, with a faint light edge below so it reads as engraved."""
    px = max(6, px)
    shadow = font(face, px).render(text, True, mix(colour, (255, 244, 220), 0.75))
    ink = font(face, px).render(text, True, colour)
    rect = ink.get_rect(center=(round(centre[0]), round(centre[1])))
    surface.blit(shadow, rect.move(0, max(1, px // 18)))
    surface.blit(ink, rect)


def _badge(
    surface: pygame.Surface, diameter: int, centre: tuple[float, float], ground: Colour, charge, ink: Colour, **style
) -> None:
    """A roundel centred on ``centre``."""
    pad = roundel_pad(diameter)
    disc = roundel(diameter, ground, charge, ink, **style)
    surface.blit(disc, (round(centre[0] - diameter / 2 - pad), round(centre[1] - diameter / 2 - pad)))


def _panel(surface: pygame.Surface, box: pygame.Rect, radius: float, seed: int = 29) -> None:
    """A parchment panel with a thin gold frame, for numbers and words."""
    paper = parchment(box.size, palette.PARCHMENT, seed=seed, edge=50)
    surface.blit(clipped(paper, rounded_rect_mask(box.size, radius)), box.topleft)
    surface.blit(metal_frame(box.size, max(1.0, min(box.size) / 22), radius), box.topleft)


# Landscapes -----------------------------------------------------------------------------------------------------


def landscape_layout(size: Size) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """Where a landscape card of ``size`` shows its picture, its conflict-point square and its victory table."""
    width, height = size
    unit = height / 100
    margin = unit * 12
    strip = pygame.Rect(round(margin), round(height - unit * 38), round(width - 2 * margin), round(unit * 27))
    picture = pygame.Rect(round(margin), round(margin), round(width - 2 * margin), strip.y - round(margin + unit * 4))
    side = round(unit * 38)
    square = pygame.Rect(round(width - unit * 7 - side), round(unit * 5), side, side)
    return picture, square, strip


@cached(maxsize=64)
def landscape_card(landscape: str, house: str, size: Size) -> pygame.Surface:
    """The landscape ``landscape`` showing ``house``'s side, at ``size`` (landscape format; any size).

    The card's broad border is the house's colour, its roundel at the top left carries the house's emblem and its
    victory strip is washed in the house's colour; the picture says the landscape; the square at the top right its
    conflict points; the strip along the foot what each winner scores when one, two, three or four players share the
    win (VR-3): dice pips count the winners, so no Roman I is mistaken for the figure 1.
    """
    look = LANDSCAPES[landscape]
    house_look = HOUSES[house]
    unit = size[1] / 100
    ground = cloth(size, house_look.field, seed=31).copy()
    ground.blit(lattice(size, house_look.emblem, house_look.light, max(8, round(unit * 22)), 40), (0, 0))
    vignette(ground, palette.EDGE, 110, 0.5)
    card = _blank_card(size, ground)
    picture, square, strip = landscape_layout(size)
    _draw_picture(card, picture, look, unit)
    _draw_conflict_square(card, square, landscape, unit)
    _draw_victory_strip(card, strip, landscape, house_look.light, house_look.deep, unit)
    diameter = max(8, round(unit * 46))
    _badge(
        card,
        diameter,
        (unit * 5 + diameter / 2, unit * 4 + diameter / 2),
        house_look.deep,
        house_look.emblem,
        house_look.ink,
        charge_share=0.78,
    )
    return _finish(card)


def _draw_picture(card: pygame.Surface, box: pygame.Rect, look, unit: float) -> None:
    scene = gradient(box.size, (look.sky, mix(look.sky, look.ground, 0.5), look.ground))
    side = round(min(box.width * 0.5, box.height * 0.92))
    symbol = tinted(shape_mask(look.picture, (side, side)), look.ink)
    scene.blit(symbol, (round(box.width * 0.52 - side / 2), round((box.height - side) / 2)))
    radius = unit * 4
    card.blit(clipped(scene, rounded_rect_mask(box.size, radius)), box.topleft)
    card.blit(metal_frame(box.size, max(1.0, unit * 1.2), radius), box.topleft)


def _draw_conflict_square(card: pygame.Surface, box: pygame.Rect, landscape: str, unit: float) -> None:
    _panel(card, box, unit * 3, seed=37)
    _write(
        card, str(CONFLICT_POINTS[landscape]), (box.centerx, box.centery + unit), round(box.height * 0.72), palette.INK
    )


PIPS = (
    ((0.5, 0.5),),
    ((0.25, 0.25), (0.75, 0.75)),
    ((0.2, 0.2), (0.5, 0.5), (0.8, 0.8)),
    ((0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)),
)
"""Where the dice pips for one to four winners lie in their square."""


def _draw_victory_strip(
    card: pygame.Surface, box: pygame.Rect, landscape: str, wash: Colour, house_ink: Colour, unit: float
) -> None:
    paper = parchment(box.size, mix(palette.PARCHMENT, wash, 0.45), seed=41, edge=50)
    radius = unit * 3
    card.blit(clipped(paper, rounded_rect_mask(box.size, radius)), box.topleft)
    card.blit(metal_frame(box.size, max(1.0, min(box.size) / 22), radius), box.topleft)
    cell = box.width / len(PIPS)
    pip_box = box.height * 0.62
    for index, (pips, points) in enumerate(zip(PIPS, VICTORY_POINTS[landscape], strict=True)):
        left = box.x + index * cell
        if index:
            pygame.draw.line(card, palette.PARCHMENT_EDGE, (round(left), box.y + 3), (round(left), box.bottom - 4))
        corner = (left + cell * 0.29 - pip_box / 2, box.centery - pip_box / 2)
        for x, y in pips:
            pygame.draw.circle(
                card, house_ink, (corner[0] + x * pip_box, corner[1] + y * pip_box), max(1.0, pip_box * 0.15)
            )
        _write(card, str(points), (left + cell * 0.7, box.centery + unit), round(box.height * 0.8), palette.INK)


# Portrait cards -------------------------------------------------------------------------------------------------


@cached(maxsize=16)
def allegiance_card(house: str, size: Size) -> pygame.Surface:
    """An allegiance card (Gesinnung) showing ``house``: the house's field, damask and emblem (VR-2)."""
    look = HOUSES[house]
    unit = size[0] / 100
    ground = cloth(size, look.field, seed=19).copy()
    ground.blit(lattice(size, look.emblem, look.light, max(8, round(unit * 18)), 46), (0, 0))
    vignette(ground, palette.EDGE, 130, 0.45)
    card = _blank_card(size, ground)
    _badge(
        card, max(8, round(unit * 74)), (size[0] / 2, size[1] / 2), look.deep, look.emblem, look.ink, charge_share=0.8
    )
    return _finish(card)


@cached(maxsize=32)
def supply_card(value: int, size: Size) -> pygame.Surface:
    """A supply card (Versorgungskarte) worth ``value`` conflict points: the value big in a paper medallion and in
    two corners, a sheaf under it (VR-4)."""
    unit = size[0] / 100
    ground = cloth(size, SUPPLY_FIELD, seed=53).copy()
    ground.blit(lattice(size, FARMER, mix(SUPPLY_FIELD, palette.IVORY, 0.3), max(8, round(unit * 20)), 40), (0, 0))
    vignette(ground, palette.EDGE, 120, 0.45)
    card = _blank_card(size, ground)
    width, height = size
    diameter = max(8, round(unit * 64))
    centre = (width / 2, height * 0.46)
    _badge(card, diameter, centre, palette.IVORY, (), palette.INK, paper=True)
    _write(card, str(value), (centre[0], centre[1] + unit * 2), round(diameter * 0.78), palette.INK)
    corner = max(6, round(unit * 30))
    for x, y in ((unit * 17, unit * 19), (width - unit * 17, height - unit * 19)):
        _write(card, str(value), (x, y), corner, palette.GOLD_PALE)
    side = max(4, round(unit * 22))
    sheaf = tinted(shape_mask(FARMER, (side, side)), palette.GOLD_LIGHT)
    card.blit(sheaf, (round(width / 2 - side / 2), round(height * 0.46 + diameter / 2 + unit * 5)))
    return _finish(card)


def action_text_rect(size: Size) -> pygame.Rect:
    """Where the table writes an action card's name and effect, on a card of ``size``."""
    width, height = size
    unit = width / 100
    top = round(height * 0.5)
    return pygame.Rect(round(unit * 11), top, round(width - unit * 22), round(height - unit * 11 - top))


@cached(maxsize=48)
def action_card(card_key: str, size: Size, words: bool = True) -> pygame.Surface:
    """An action card face at ``size``: its field and charge in a big roundel, the diplomat's +2 or +5 beside it,
    and (when ``words``) a paper panel below for its name and effect (VR-5). Without words, as on a seat's plate,
    the roundel fills the card."""
    field, charge = ACTIONS[card_key]
    width, height = size
    unit = width / 100
    ground = cloth(size, field, seed=59).copy()
    ground.blit(lattice(size, charge, mix(field, palette.IVORY, 0.25), max(8, round(unit * 18)), 34), (0, 0))
    vignette(ground, palette.EDGE, 130, 0.45)
    card = _blank_card(size, ground)
    diameter = max(8, round(unit * (58 if words else 76)))
    centre = (width / 2, unit * 10 + diameter / 2) if words else (width / 2, height * 0.44)
    _badge(card, diameter, centre, palette.IVORY, charge, mix(field, (10, 6, 8), 0.3), paper=True)
    bonus = DIPLOMAT_BONUS.get(card_key)
    if bonus is not None:
        small = max(6, round(unit * 30))
        spot = (width / 2 + diameter * 0.46, centre[1] + diameter * 0.36)
        _badge(card, small, spot, palette.WINE_DEEP, (), palette.IVORY, rim_share=0.1)
        _write(card, f"+{bonus}", (spot[0], spot[1] + unit), round(small * 0.62), palette.GOLD_PALE)
    if words:
        _panel(card, action_text_rect(size).inflate(round(unit * 8), round(unit * 6)), unit * 3, seed=61)
    return _finish(card)


def _token_card(size: Size, field: Colour, charge, seed: int) -> pygame.Surface:
    unit = size[0] / 100
    ground = cloth(size, field, seed=seed).copy()
    ground.blit(lattice(size, charge, mix(field, palette.IVORY, 0.25), max(8, round(unit * 20)), 40), (0, 0))
    vignette(ground, palette.EDGE, 130, 0.45)
    card = _blank_card(size, ground)
    _badge(
        card,
        max(8, round(unit * 70)),
        (size[0] / 2, size[1] / 2),
        mix(field, (10, 6, 8), 0.35),
        charge,
        palette.GOLD_LIGHT,
        charge_share=0.72,
    )
    return _finish(card)


@cached(maxsize=16)
def strategy_card(size: Size) -> pygame.Surface:
    """The strategy card: its holder puts the conflict marker down (crossed swords on green, VR-6)."""
    return _token_card(size, STRATEGY_FIELD, CROSSED_SWORDS, 67)


@cached(maxsize=16)
def start_player_card(size: Size) -> pygame.Surface:
    """The start-player card: a standard on ochre (VR-6)."""
    return _token_card(size, START_FIELD, BANNER, 71)
