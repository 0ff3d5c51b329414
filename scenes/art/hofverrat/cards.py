"""Hof-Verrat card faces: the family's field and symbol, role marks in the corners, and a gold frame.

Reading order, as on a published card: the big central medallion says the family (colour *and* symbol); the corner
indices repeat family and role so a fanned hand or an overlapped district still shows them; a badge pinned under
the medallion shows the role's mark; nobles also wear a crown over the medallion, since they weigh double. There is
no text, so the cards need no translation.
"""

from __future__ import annotations

import pygame

from scenes.art import palette
from scenes.art.canvas import Size, blank, cached, rounded_rect_mask, tinted
from scenes.art.emblems import FLEUR_DE_LIS, emblem
from scenes.art.frames import clipped, metal_frame
from scenes.art.hofverrat.families import LOOKS, ROLE_MARKS, FamilyLook
from scenes.art.icons import mark
from scenes.art.patterns import lattice
from scenes.art.roundels import roundel, roundel_pad
from scenes.art.textures import cloth, vignette
from scenes.ui.cards import card_corner_radius

NOBLE = "noble"
MEDALLION_HEIGHT = 0.455
"""The medallion's centre, as a share of the card's height from the top."""


def card_ground(size: Size, look: FamilyLook) -> pygame.Surface:
    """The card's field: the family's cloth with a faint damask of fleurs-de-lis, darker toward the edges."""
    ground = cloth(size, look.field, seed=7).copy()
    ground.blit(lattice(size, FLEUR_DE_LIS, look.light, max(8, size[0] // 6), 46), (0, 0))
    vignette(ground, palette.EDGE, 120, 0.5)
    return ground


@cached(maxsize=192)
def card_face(family: str, role: str, size: Size) -> pygame.Surface:
    """The face of a Hof-Verrat card of ``family`` and ``role`` ("plain", "noble", "spy", "assassin", "guard"),
    drawn at ``size`` (portrait; any size); cached per size."""
    look = LOOKS[family]
    role_mark = ROLE_MARKS[role]
    width = size[0]
    unit = width / 100
    radius = card_corner_radius(width)
    shape = rounded_rect_mask(size, radius)
    face = tinted(shape, palette.EDGE)
    face.blit(clipped(card_ground(size, look), rounded_rect_mask(size, radius, unit * 0.6)), (0, 0))
    face.blit(metal_frame(size, unit * 3.4, radius, "gold", unit * 0.6), (0, 0))
    face.blit(metal_frame(size, max(1.0, unit * 0.7), radius, "gold", unit * 6.2), (0, 0))
    _draw_medallion(face, look, role, unit)
    _draw_corner_indices(face, look, role_mark, unit)
    _draw_role_badge(face, look, role_mark, unit)
    face.blit(shape, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return face


def _draw_medallion(face: pygame.Surface, look: FamilyLook, role: str, unit: float) -> None:
    width, height = face.get_size()
    diameter = max(8, round(unit * 62))
    pad = roundel_pad(diameter)
    centre = (width / 2, height * MEDALLION_HEIGHT)
    medal = roundel(diameter, palette.IVORY, look.symbol, look.deep, paper=True)
    face.blit(medal, (round(centre[0] - diameter / 2 - pad), round(centre[1] - diameter / 2 - pad)))
    if role == NOBLE:
        crown_size = (max(4, round(unit * 30)), max(4, round(unit * 24)))
        crown = emblem("crown", crown_size)
        face.blit(crown, (round(centre[0] - crown_size[0] / 2), round(centre[1] - diameter / 2 - crown_size[1] * 0.72)))


def _draw_corner_indices(face: pygame.Surface, look: FamilyLook, role_mark: str | None, unit: float) -> None:
    """Family roundel and role mark in the top-left corner, and the same turned over in the bottom-right."""
    width, height = face.get_size()
    diameter = max(6, round(unit * 21))
    index = blank((round(unit * 24), round(unit * 46)))
    centre_x = index.get_width() / 2
    badge = roundel(diameter, look.deep, look.symbol, palette.IVORY, rim_share=0.09, charge_share=0.72)
    index.blit(badge, (round(centre_x - diameter / 2 - roundel_pad(diameter)), round(unit - roundel_pad(diameter))))
    if role_mark is not None:
        side = max(4, round(unit * 19))
        index.blit(mark(role_mark, (side, side)), (round(centre_x - side / 2), round(unit * 23.5)))
    corner = (round(unit * 3.2), round(unit * 3.2))
    face.blit(index, corner)
    turned = pygame.transform.rotate(index, 180)
    face.blit(turned, (width - corner[0] - turned.get_width(), height - corner[1] - turned.get_height()))


def _draw_role_badge(face: pygame.Surface, look: FamilyLook, role_mark: str | None, unit: float) -> None:
    """The role's mark on a roundel pinned under the medallion; plain courtiers get a small fleur-de-lis instead."""
    width, height = face.get_size()
    centre_y = height * MEDALLION_HEIGHT + unit * 37
    if role_mark is None:
        side = max(4, round(unit * 13))
        ornament = emblem("fleur_de_lis", (side, side))
        face.blit(ornament, (round(width / 2 - side / 2), round(centre_y - side / 2 + unit * 6)))
        return
    diameter = max(8, round(unit * 27))
    pad = roundel_pad(diameter)
    board = roundel(diameter, look.deep, (), palette.IVORY, rim_share=0.09)
    face.blit(board, (round(width / 2 - diameter / 2 - pad), round(centre_y - diameter / 2 - pad)))
    side = max(4, round(diameter * 0.72))
    face.blit(mark(role_mark, (side, side)), (round(width / 2 - side / 2), round(centre_y - side / 2)))
