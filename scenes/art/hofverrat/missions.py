"""Hof-Verrat's secret mission cards: light ones on parchment under a gold sun, dark ones on midnight blue under a
silver moon, each with a paper panel for the mission's text and three stars for its three points (HV-3).

The text is the table's to write (it is translated), into ``mission_text_rect``; it reads in ``palette.INK`` on
both kinds. A family mission (L1–L6, D1–D6) shows its family's roundel on either side of the header.
"""

from __future__ import annotations

import pygame

from scenes.art import palette
from scenes.art.canvas import Size, cached, rounded_rect_mask, tinted
from scenes.art.emblems import MOON, STAR, SUN, emblem
from scenes.art.frames import clipped, metal_frame, ornate_frame
from scenes.art.hofverrat.families import LOOKS
from scenes.art.patterns import lattice
from scenes.art.roundels import roundel, roundel_pad
from scenes.art.textures import cloth, parchment, vignette
from scenes.ui.cards import card_corner_radius

LIGHT = "light"
DARK = "dark"
DAY_SKY = (56, 92, 146)
KINDS = {
    LIGHT: {
        "ground": palette.PARCHMENT_DARK,
        "metal": "gold",
        "emblem": SUN,
        "roundel": DAY_SKY,
        "charge": palette.GOLD_LIGHT,
        "motif": SUN,
        "motif_colour": palette.GOLD_DARK,
        "motif_alpha": 40,
    },
    DARK: {
        "ground": palette.NIGHT,
        "metal": "silver",
        "emblem": MOON,
        "roundel": palette.NIGHT_DEEP,
        "charge": palette.SILVER_LIGHT,
        "motif": STAR,
        "motif_colour": palette.SILVER_LIGHT,
        "motif_alpha": 34,
    },
}
"""Everything that tells a light mission from a dark one: ground, metal, emblem, pattern (never colour alone)."""


def mission_text_rect(size: Size) -> pygame.Rect:
    """Where the mission's text goes on a mission card of ``size`` (the paper panel less a margin)."""
    return _panel_rect(size).inflate(-round(size[0] * 0.08), -round(size[0] * 0.06))


def _panel_rect(size: Size) -> pygame.Rect:
    width, height = size
    unit = width / 100
    top = round(height * 0.30)
    bottom = round(height - unit * 21)
    return pygame.Rect(round(unit * 10), top, round(width - unit * 20), bottom - top)


@cached(maxsize=48)
def mission_card(kind: str, size: Size, family: str | None = None) -> pygame.Surface:
    """A mission card face of ``kind`` ("light" or "dark") at ``size``, for ``family``'s mission if given."""
    style = KINDS[kind]
    width = size[0]
    unit = width / 100
    radius = card_corner_radius(width)
    ground = (cloth(size, style["ground"], seed=23) if kind == DARK else parchment(size, style["ground"], 23)).copy()
    ground.blit(lattice(size, style["motif"], style["motif_colour"], max(8, width // 7), style["motif_alpha"]), (0, 0))
    vignette(ground, palette.EDGE, 130, 0.45)
    card = tinted(rounded_rect_mask(size, radius), palette.EDGE)
    card.blit(clipped(ground, rounded_rect_mask(size, radius, unit * 0.6)), (0, 0))
    card.blit(ornate_frame(size, unit * 3.2, radius, style["metal"]), (0, 0))
    _draw_panel(card, style["metal"], unit)
    _draw_header(card, kind, family, unit)
    _draw_points(card, style["metal"], unit)
    card.blit(rounded_rect_mask(size, radius), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return card


def _draw_panel(card: pygame.Surface, metal: str, unit: float) -> None:
    panel = _panel_rect(card.get_size())
    radius = unit * 3
    paper = parchment(panel.size, palette.PARCHMENT, seed=29, edge=60)
    card.blit(clipped(paper, rounded_rect_mask(panel.size, radius)), panel.topleft)
    card.blit(metal_frame(panel.size, max(1.0, unit * 1.1), radius, metal), panel.topleft)


def _draw_header(card: pygame.Surface, kind: str, family: str | None, unit: float) -> None:
    style = KINDS[kind]
    width = card.get_width()
    diameter = max(8, round(unit * 34))
    pad = roundel_pad(diameter)
    centre_y = unit * 8 + diameter / 2
    badge = roundel(
        diameter,
        style["roundel"],
        style["emblem"],
        palette.GOLD if kind == LIGHT else palette.SILVER_LIGHT,
        style["metal"],
        charge_share=0.8,
        paper=kind == LIGHT,
    )
    card.blit(badge, (round(width / 2 - diameter / 2 - pad), round(centre_y - diameter / 2 - pad)))
    if family is None:
        return
    look = LOOKS[family]
    small = max(6, round(unit * 20))
    small_pad = roundel_pad(small)
    crest = roundel(small, look.deep, look.symbol, palette.IVORY, style["metal"], rim_share=0.09, charge_share=0.72)
    for centre_x in (width / 2 - unit * 30, width / 2 + unit * 30):
        card.blit(crest, (round(centre_x - small / 2 - small_pad), round(centre_y - small / 2 - small_pad)))


def _draw_points(card: pygame.Surface, metal: str, unit: float) -> None:
    """Three stars at the foot: a fulfilled mission is worth three points."""
    width, height = card.get_size()
    side = max(4, round(unit * 11))
    star = emblem("star", (side, side), metal)
    top = round(height - unit * 17.5)
    for offset in (-1, 0, 1):
        card.blit(star, (round(width / 2 + offset * side * 1.15 - side / 2), top))
