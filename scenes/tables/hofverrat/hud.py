"""What the Hof-Verrat table draws over its still picture besides the cards and the kit's parts (the name plates with
the hand sizes, ``markers``): the pile, the royal table's counts and standings, district group counts, the turn's
three areas, and the scoring show's column lights and ribbons.

Each function draws one thing from plain data; the scene decides what to pass.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.hofverrat.knowledge import ColumnCount
from scenes.i18n import tr
from scenes.tables.hofverrat import art
from scenes.tables.hofverrat.geometry import HIDDEN_GROUP, Geometry
from scenes.tables.kit.holders import Group
from scenes.tables.kit.hud import blit_ring, plaque, plaque_image, ring_glow
from scenes.ui import dirty, theme
from scenes.ui.text import render, width_of

PILE_LAYERS = 6
STANDING_COLOURS = {"esteemed": theme.GOLD_LIGHT, "disgraced": theme.ALERT, "neutral": theme.TEXT_MUTED}
AREA_KEYS = ("table", "own", "opponent")


# The pile.


def draw_pile(surface: pygame.Surface, zone: pygame.Rect, count: int) -> None:
    """The draw pile as a little stack of backs, higher the more it holds, and its count."""
    back = art.back(art.SMALL)
    centre = (zone.centerx, zone.centery - 16)
    layers = min(PILE_LAYERS, math.ceil(count / 10))
    for layer in range(layers):
        rect = back.get_rect(center=(centre[0] - layer * 2, centre[1] - layer * 3))
        dirty.rect(surface, theme.SHADOW, rect.move(3, 4), border_radius=6)
        surface.blit(back, rect)
    if not layers:
        outline = back.get_rect(center=centre)
        dirty.rect(surface, theme.GOLD_DARK, outline, 2, border_radius=6)
    text = tr("hofverrat.pile", count=count) if count else tr("hofverrat.pile_empty")
    plaque(surface, text, (zone.centerx, zone.bottom - 26), theme.SIZE_SMALL - 4, theme.GOLD_LIGHT)


# The royal table.


def draw_column_counts(surface: pygame.Surface, geometry: Geometry, counts: Sequence[ColumnCount]) -> None:
    """Each side's weighted count in its corner, and each family's standing so far as a mark on its head."""
    for column, count in enumerate(counts):
        for side, value in enumerate((count.upper, count.lower)):
            if value:
                rect = geometry.side(column, side)
                half = plaque_image(str(value), 22, theme.GOLD_PALE).get_width() / 2  # two digits stay inside too
                plaque(surface, str(value), (rect.right - 2 - half, rect.y + 16), 22, theme.GOLD_PALE)
        if column < len(counts) - 1 and (count.upper or count.lower):
            head = geometry.header(column)
            draw_standing_mark(surface, (head.right - 22, head.centery), count.standing, 9)


def draw_standing_mark(surface: pygame.Surface, centre: tuple[float, float], standing: str, size: int) -> None:
    """A triangle up (esteemed), down (disgraced) or a level bar (neutral): the shape tells, the colour helps."""
    x, y = centre
    colour = STANDING_COLOURS[standing]
    if standing == "esteemed":
        points = [(x, y - size), (x + size, y + size * 0.7), (x - size, y + size * 0.7)]
    elif standing == "disgraced":
        points = [(x, y + size), (x + size, y - size * 0.7), (x - size, y - size * 0.7)]
    else:
        points = [(x - size, y - 3), (x + size, y - 3), (x + size, y + 3), (x - size, y + 3)]
    dirty.polygon(surface, theme.SHADOW, [(px + 1, py + 2) for px, py in points])
    dirty.polygon(surface, colour, points)
    dirty.polygon(surface, theme.WOOD_DARK, points, 1)


def draw_column_glow(surface: pygame.Surface, geometry: Geometry, column: int, standing: str) -> None:
    """A light around a column whose standing has just been told."""
    whole = geometry.column_rect(column)
    halo = ring_glow(whole.size, STANDING_COLOURS[standing], 18)
    halo.set_alpha(230)
    blit_ring(surface, halo, whole.center, 18)


def draw_standing_ribbon(surface: pygame.Surface, geometry: Geometry, column: int, shown: tuple[str, int, int]) -> None:
    """At the end: a ribbon across the column's middle with the family's standing and its upper : lower counts."""
    standing, upper, lower = shown
    whole = geometry.column_rect(column)
    middle = (geometry.side(column, 0).bottom + geometry.side(column, 1).top) // 2
    ribbon = pygame.Rect(whole.x - 4, middle - 30, whole.width + 8, 60)
    fill = {"esteemed": theme.WINE, "disgraced": theme.WOOD_DARK, "neutral": theme.WOOD}[standing]
    dirty.rect(surface, theme.SHADOW, ribbon.move(2, 3), border_radius=6)
    dirty.rect(surface, fill, ribbon, border_radius=6)
    dirty.rect(surface, STANDING_COLOURS[standing], ribbon, 2, border_radius=6)
    word = render(tr(f"hofverrat.standing.{standing}"), 22, STANDING_COLOURS[standing], theme.FACE_CAPS)
    surface.blit(word, word.get_rect(midtop=(ribbon.centerx, ribbon.y + 3)))
    score = render(f"{upper} : {lower}", 24, theme.TEXT_LIGHT, theme.FACE_REGULAR)
    surface.blit(score, score.get_rect(midbottom=(ribbon.centerx + 10, ribbon.bottom - 2)))
    draw_standing_mark(surface, (ribbon.centerx - score.get_width() // 2 - 8, ribbon.bottom - 15), standing, 7)


# Districts.


def draw_group_badges(surface: pygame.Surface, groups: Sequence[Group], size: tuple[int, int]) -> None:
    """Under each family group of a district, how many cards it holds."""
    for group in groups:
        text = f"?×{group.count}" if group.key == HIDDEN_GROUP else f"×{group.count}"
        centre_x = group.span.x + min(group.span.width, size[0]) / 2
        plaque(surface, text, (centre_x, group.span.bottom + 16), 20, theme.GOLD_PALE)


# The turn's areas.


AREA_SIZES = (theme.SIZE_SMALL, 23, 20, 18)
"""The sizes the turn's area names may take, largest first."""


def draw_turn_areas(surface: pygame.Surface, zone: pygame.Rect, done: Sequence[str]) -> None:
    """The turn's three areas as chips: the royal table, your district, an opponent's; ticked once played into. The
    three names share one size (the smallest any of them needs), so none looks smaller than its neighbours."""
    width = (zone.width - 2 * 8) // 3
    names = {area: tr(f"hofverrat.area.{area}") for area in AREA_KEYS}
    room = width - 38
    size = next(
        (size for size in AREA_SIZES if all(width_of(words, size) <= room for words in names.values())),
        AREA_SIZES[-1],
    )
    for index, area in enumerate(AREA_KEYS):
        chip = pygame.Rect(zone.x + index * (width + 8), zone.y + 2, width, zone.height - 4)
        played = area in done
        dirty.rect(surface, theme.WINE if played else theme.WOOD_DARK, chip, border_radius=chip.height // 2)
        dirty.rect(surface, theme.GOLD if played else theme.GOLD_DARK, chip, 2, border_radius=chip.height // 2)
        label = render(names[area], size, theme.GOLD_PALE if played else theme.TEXT_LIGHT, theme.FACE_REGULAR)
        surface.blit(label, label.get_rect(midleft=(chip.x + 30, chip.centery - 2)))
        _check_box(surface, (chip.x + 16, chip.centery), played)


def _check_box(surface: pygame.Surface, centre: tuple[int, int], ticked: bool) -> None:
    box = pygame.Rect(0, 0, 14, 14)
    box.center = centre
    dirty.rect(surface, theme.GOLD_DARK, box, 2, border_radius=3)
    if ticked:
        pygame.draw.lines(
            surface,
            theme.GOLD_PALE,
            False,
            [(box.x + 2, box.centery), (box.centerx - 1, box.bottom - 2), (box.right + 3, box.y - 3)],
            3,
        )
