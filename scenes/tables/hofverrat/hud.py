"""What the table draws over its still picture besides the cards: counts, name-plate marks, the pile, the status
line, the turn's three areas, and the scoring show's numbers, ribbons and ranking.

Each function draws one thing from plain data; the scene decides what to pass. Text comes from the render cache, so a
quiet frame only blits.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence

import pygame

from game.core import Result
from scenes.art.icons import mark
from scenes.i18n import tr
from scenes.results import places, total_text
from scenes.tables.hofverrat import art
from scenes.tables.hofverrat.geometry import HIDDEN_GROUP, Geometry, Group
from scenes.tables.hofverrat.knowledge import ColumnCount
from scenes.tables.hofverrat.scoring import Popup
from scenes.tables.hofverrat.still import seat_colour
from scenes.ui import theme
from scenes.ui.backdrop import blit_panel, diamond
from scenes.ui.text import gilded, numeral, render, render_lines, wrap

MINI_BACK = (22, 31)
PILE_LAYERS = 6
STANDING_COLOURS = {"esteemed": theme.GOLD_LIGHT, "disgraced": theme.ALERT, "neutral": theme.TEXT_MUTED}
AREA_KEYS = ("table", "own", "opponent")
PROMPT_WIDTH = 1100
POPUP_SIZE = 54


def _plaque(surface: pygame.Surface, text: str, centre: tuple[float, float], size: int, colour: theme.Colour) -> None:
    """A number or word on a small dark rounded plaque with a gold rim."""
    image = plaque_image(text, size, colour)
    surface.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1]) + 1)))


@functools.lru_cache(maxsize=256)
def plaque_image(text: str, size: int, colour: theme.Colour) -> pygame.Surface:
    """The plaque of ``_plaque``, drawn once per text."""
    label = render(text, size, colour, theme.FACE_CAPS)
    plate = pygame.Rect(0, 0, label.get_width() + 16, max(label.get_height() + 2, size + 4))
    image = pygame.Surface((plate.width + 1, plate.height + 2), pygame.SRCALPHA)
    radius = plate.height // 2
    pygame.draw.rect(image, theme.SHADOW, plate.move(1, 2), border_radius=radius)
    pygame.draw.rect(image, theme.WOOD_DARK, plate, border_radius=radius)
    pygame.draw.rect(image, theme.GOLD_DARK, plate, 2, border_radius=radius)
    image.blit(label, label.get_rect(center=(plate.centerx, plate.centery - 1)))
    return image


# Name plates.


def draw_hand_sizes(surface: pygame.Surface, geometry: Geometry, hand_sizes: Sequence[int]) -> None:
    """On every other seat's name plate, its hand size as little backs and a number."""
    for seat, count in enumerate(hand_sizes):
        if seat != geometry.viewer:
            plate = geometry.banner(seat)
            _draw_hand_size(surface, plate, count, plate.right - 12)


def draw_totals(surface: pygame.Surface, geometry: Geometry, totals: Sequence[int]) -> None:
    """During the scoring, each seat's running total on its name plate."""
    for seat, total in enumerate(totals):
        plate = geometry.banner(seat)
        _plaque(surface, total_text(total), (plate.right - 62, plate.centery), 24, theme.GOLD_PALE)


def draw_turn_glow(surface: pygame.Surface, plate: pygame.Rect, pulse: float) -> None:
    """A slowly breathing light around the name plate of the seat to move, and a bright rim."""
    halo = ring_glow(plate.size, theme.GOLD, 8)
    halo.set_alpha(round(150 + 90 * math.sin(pulse)))
    blit_ring(surface, halo, plate.center, 8)
    pygame.draw.rect(surface, theme.GOLD_LIGHT, plate.inflate(0, -2), 3, border_radius=8)


def _draw_hand_size(surface: pygame.Surface, plate: pygame.Rect, count: int, right: int) -> None:
    back = art.back(MINI_BACK)
    label = render(str(count), theme.SIZE_SMALL - 2, theme.GOLD_LIGHT, theme.FACE_CAPS)
    surface.blit(label, label.get_rect(midright=(right, plate.centery - 2)))
    x = right - label.get_width() - 8 - MINI_BACK[0]
    for index in range(count):
        surface.blit(back, (x - index * 12, plate.centery - MINI_BACK[1] // 2))


# The pile.


def draw_pile(surface: pygame.Surface, zone: pygame.Rect, count: int) -> None:
    """The draw pile as a little stack of backs, higher the more it holds, and its count."""
    back = art.back(art.SMALL)
    centre = (zone.centerx, zone.centery - 16)
    layers = min(PILE_LAYERS, math.ceil(count / 10))
    for layer in range(layers):
        rect = back.get_rect(center=(centre[0] - layer * 2, centre[1] - layer * 3))
        pygame.draw.rect(surface, theme.SHADOW, rect.move(3, 4), border_radius=6)
        surface.blit(back, rect)
    if not layers:
        outline = back.get_rect(center=centre)
        pygame.draw.rect(surface, theme.GOLD_DARK, outline, 2, border_radius=6)
    text = tr("hofverrat.pile", count=count) if count else tr("hofverrat.pile_empty")
    _plaque(surface, text, (zone.centerx, zone.bottom - 26), theme.SIZE_SMALL - 4, theme.GOLD_LIGHT)


# The royal table.


def draw_column_counts(surface: pygame.Surface, geometry: Geometry, counts: Sequence[ColumnCount]) -> None:
    """Each side's weighted count in its corner, and each family's standing so far as a mark on its head."""
    for column, count in enumerate(counts):
        for side, value in enumerate((count.upper, count.lower)):
            if value:
                rect = geometry.side(column, side)
                _plaque(surface, str(value), (rect.right - 18, rect.y + 16), 22, theme.GOLD_PALE)
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
    pygame.draw.polygon(surface, theme.SHADOW, [(px + 1, py + 2) for px, py in points])
    pygame.draw.polygon(surface, colour, points)
    pygame.draw.polygon(surface, theme.WOOD_DARK, points, 1)


@functools.lru_cache(maxsize=64)
def ring_glow(size: tuple[int, int], colour: theme.Colour, spread: int = 14) -> pygame.Surface:
    """A soft light around the rim of a rectangle of ``size``, leaving its inside clear (a place that may be
    dropped on keeps its look; only its edge shines)."""
    halo = pygame.Surface((size[0] + 2 * spread, size[1] + 2 * spread), pygame.SRCALPHA)
    halo.fill((*colour, 0))
    rim = pygame.Rect(spread - 4, spread - 4, size[0] + 8, size[1] + 8)
    pygame.draw.rect(halo, (*colour, 235), rim, width=spread // 2 + 4, border_radius=12)
    return pygame.transform.gaussian_blur(halo, max(1, spread // 2))


def blit_ring(surface: pygame.Surface, halo: pygame.Surface, centre: tuple[int, int], spread: int) -> None:
    """Blit a ring glow by its four rim strips only: its clear inside costs nothing."""
    rect = halo.get_rect(center=centre)
    band = 2 * spread + 4
    width, height = rect.size
    for area in (
        pygame.Rect(0, 0, width, band),
        pygame.Rect(0, height - band, width, band),
        pygame.Rect(0, band, band, height - 2 * band),
        pygame.Rect(width - band, band, band, height - 2 * band),
    ):
        surface.blit(halo, (rect.x + area.x, rect.y + area.y), area)


def draw_target(surface: pygame.Surface, rect: pygame.Rect, colour: theme.Colour, width: int, strong: bool) -> None:
    """A place a held card may go (or is refused at): a glowing rim, brighter under the pointer, and an outline
    whose width tells the states apart without colour."""
    spread = 14 if strong else 8
    blit_ring(surface, ring_glow(rect.size, colour, spread), rect.center, spread)
    pygame.draw.rect(surface, colour, rect, width, border_radius=10)


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
    pygame.draw.rect(surface, theme.SHADOW, ribbon.move(2, 3), border_radius=6)
    pygame.draw.rect(surface, fill, ribbon, border_radius=6)
    pygame.draw.rect(surface, STANDING_COLOURS[standing], ribbon, 2, border_radius=6)
    word = render(tr(f"hofverrat.standing.{standing}"), 22, STANDING_COLOURS[standing], theme.FACE_CAPS)
    surface.blit(word, word.get_rect(midtop=(ribbon.centerx, ribbon.y + 3)))
    score = render(f"{upper} : {lower}", 24, theme.TEXT_LIGHT, theme.FACE_REGULAR)
    surface.blit(score, score.get_rect(midbottom=(ribbon.centerx + 10, ribbon.bottom - 2)))
    draw_standing_mark(surface, (ribbon.centerx - score.get_width() // 2 - 8, ribbon.bottom - 15), standing, 7)


# Districts.


def draw_group_badges(surface: pygame.Surface, groups: Sequence[Group], size: art.Size) -> None:
    """Under each family group of a district, how many cards it holds."""
    for group in groups:
        text = f"?×{group.count}" if group.family == HIDDEN_GROUP else f"×{group.count}"
        centre_x = group.span.x + min(group.span.width, size[0]) / 2
        _plaque(surface, text, (centre_x, group.span.bottom + 16), 20, theme.GOLD_PALE)


# The status line and the turn's areas.


def draw_status(surface: pygame.Surface, zone: pygame.Rect, text: str) -> None:
    """The short line that says whose turn it is or what happens now."""
    pygame.draw.rect(surface, theme.WOOD_DARK, zone, border_radius=8)
    pygame.draw.rect(surface, theme.GOLD_DARK, zone, 2, border_radius=8)
    label = _fitted(text, zone.width - 24, theme.TEXT_LIGHT, theme.FACE_ITALIC)
    surface.blit(label, label.get_rect(center=(zone.centerx, zone.centery - 2)))


def _fitted(text: str, width: int, colour: theme.Colour, face: str) -> pygame.Surface:
    for size in (theme.SIZE_SMALL, 23, 20, 18):
        image = render(text, size, colour, face)
        if image.get_width() <= width:
            return image
    return image


def draw_prompt(surface: pygame.Surface, anchor: tuple[int, int], text: str, alert: bool) -> None:
    """A plaque with something to read now (a refusal, the assassin's choice, a hint), centred on ``anchor``; a
    refusal has a red rim and a cross, so it reads as one without its colour."""
    lines = wrap(text, PROMPT_WIDTH - 80, theme.SIZE_SMALL + 2)
    body = render_lines(lines, theme.SIZE_SMALL + 2, theme.GOLD_PALE if alert else theme.TEXT_LIGHT, align="center")
    plate = pygame.Rect(0, 0, body.get_width() + (96 if alert else 56), body.get_height() + 22)
    plate.center = anchor
    pygame.draw.rect(surface, theme.SHADOW, plate.move(3, 5), border_radius=12)
    pygame.draw.rect(surface, theme.WINE_DARK if alert else theme.WOOD_DARK, plate, border_radius=12)
    pygame.draw.rect(surface, theme.ALERT if alert else theme.GOLD, plate, 3, border_radius=12)
    pygame.draw.rect(surface, theme.GOLD_DARK, plate.inflate(-10, -10), 1, border_radius=9)
    if alert:
        cross = mark("cross", (30, 30))
        surface.blit(cross, cross.get_rect(midleft=(plate.x + 22, plate.centery)))
    surface.blit(body, body.get_rect(center=(plate.centerx + (20 if alert else 0), plate.centery + 2)))


def draw_turn_areas(surface: pygame.Surface, zone: pygame.Rect, done: Sequence[str]) -> None:
    """The turn's three areas as chips: the royal table, your district, an opponent's; ticked once played into."""
    width = (zone.width - 2 * 8) // 3
    for index, area in enumerate(AREA_KEYS):
        chip = pygame.Rect(zone.x + index * (width + 8), zone.y + 2, width, zone.height - 4)
        played = area in done
        pygame.draw.rect(surface, theme.WINE if played else theme.WOOD_DARK, chip, border_radius=chip.height // 2)
        pygame.draw.rect(surface, theme.GOLD if played else theme.GOLD_DARK, chip, 2, border_radius=chip.height // 2)
        words = tr(f"hofverrat.area.{area}")
        label = _fitted(words, width - 38, theme.GOLD_PALE if played else theme.TEXT_LIGHT, theme.FACE_REGULAR)
        surface.blit(label, label.get_rect(midleft=(chip.x + 30, chip.centery - 2)))
        _check_box(surface, (chip.x + 16, chip.centery), played)


def _check_box(surface: pygame.Surface, centre: tuple[int, int], ticked: bool) -> None:
    box = pygame.Rect(0, 0, 14, 14)
    box.center = centre
    pygame.draw.rect(surface, theme.GOLD_DARK, box, 2, border_radius=3)
    if ticked:
        pygame.draw.lines(
            surface,
            theme.GOLD_PALE,
            False,
            [(box.x + 2, box.centery), (box.centerx - 1, box.bottom - 2), (box.right + 3, box.y - 3)],
            3,
        )


# The scoring show.


def draw_popups(surface: pygame.Surface, popups: Sequence[Popup]) -> None:
    """Points rising from the cards and missions being scored."""
    for popup in popups:
        image = _points_image(popup.points)
        if popup.alpha < 255:
            image = image.copy()
            image.set_alpha(max(0, round(popup.alpha)))
        surface.blit(image, image.get_rect(center=(round(popup.pos[0]), round(popup.pos[1]))))


@functools.lru_cache(maxsize=16)
def _points_image(points: int) -> pygame.Surface:
    """ "+2" in gold leaf, "−1" in red, "±0" in grey, each on a dark outline so it reads over any card."""
    if points > 0:
        label = gilded(numeral(points, signed=True), POPUP_SIZE)
    else:
        colour = (236, 104, 88) if points < 0 else theme.TEXT_MUTED
        label = render(numeral(points, signed=True), POPUP_SIZE, colour, theme.FACE_CAPS)
    outline = label.copy()
    outline.fill((*theme.SHADOW, 255), special_flags=pygame.BLEND_RGBA_MIN)
    image = pygame.Surface((label.get_width() + 8, label.get_height() + 8), pygame.SRCALPHA)
    for dx, dy in ((0, 4), (8, 4), (4, 0), (4, 8), (1, 1), (7, 7), (1, 7), (7, 1)):
        image.blit(outline, (dx, dy))
    image.blit(label, (4, 4))
    return image


def draw_ranking(surface: pygame.Surface, area: pygame.Rect, result: Result, names: Sequence[str]) -> None:
    """The final ranking over the royal table: who won, every place with its points, and what a click does."""
    winners = sorted(result.winners)
    rows = places(result)
    panel = pygame.Rect(0, 0, 760, 190 + 48 * len(rows))
    panel.center = area.center
    blit_panel(surface, panel, "velvet")
    if len(winners) == 1:
        title = tr("hofverrat.winner", name=names[winners[0]])
    else:
        title = tr("hofverrat.shared", names=", ".join(names[seat] for seat in winners))
    heading = gilded(title, theme.SIZE_HEADING - 6)
    surface.blit(heading, heading.get_rect(midtop=(panel.centerx, panel.y + 28)))
    y = panel.y + 110
    for place, seat in rows:
        diamond(surface, (panel.x + 70, y + 18), 11, seat_colour(seat))
        rank = render(tr(f"results.place.{place}"), theme.SIZE_LABEL, theme.GOLD_LIGHT, theme.FACE_CAPS)
        surface.blit(rank, (panel.x + 96, y))
        name = render(names[seat], theme.SIZE_LABEL, theme.TEXT_LIGHT, theme.FACE_REGULAR)
        surface.blit(name, (panel.x + 190, y))
        points = render(total_text(result.scores[seat]), theme.SIZE_LABEL, theme.GOLD_PALE, theme.FACE_CAPS)
        surface.blit(points, points.get_rect(topright=(panel.right - 60, y)))
        y += 48
    hint = render(tr("hofverrat.to_results"), theme.SIZE_SMALL, theme.TEXT_MUTED, theme.FACE_ITALIC)
    surface.blit(hint, hint.get_rect(midbottom=(panel.centerx, panel.bottom - 22)))
