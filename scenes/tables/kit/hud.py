"""What every table draws over its cards: plaques, the status line, the one prompt, glowing targets, the light on
the seat to move, and the final ranking. Each function draws one thing from plain data; text comes from the render
cache, so a quiet frame only blits.
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
from scenes.tables.kit.plates import seat_badge
from scenes.ui import dirty, theme
from scenes.ui.backdrop import blit_panel
from scenes.ui.text import font, gilded, render, render_lines, width_of, wrap

PROMPT_WIDTH = 1100
NO_BREAK = "\u00a0"
PLAQUE_CORNER = 11
"""The largest corner radius of a plaque, and so the most room it takes either side of its words."""
RANKING_WIDTH = 760
RANKING_MARGIN = 40
RANKING_HEADING_SIZES = (theme.SIZE_HEADING - 6, theme.SIZE_HEADING - 12, theme.SIZE_LABEL)
"""The ranking heading's sizes, largest first; a heading too long for the smallest is wrapped."""
RANKING_HEADING_ROOM = 50
"""The height the ranking leaves its heading before the first place; a wrapped heading pushes the places down."""


def plaque(surface: pygame.Surface, text: str, centre: tuple[float, float], size: int, colour: theme.Colour) -> None:
    """A number or word on a small dark rounded plaque with a gold rim."""
    image = plaque_image(text, size, colour)
    surface.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1]) + 1)))


@functools.lru_cache(maxsize=256)
def plaque_image(text: str, size: int, colour: theme.Colour) -> pygame.Surface:
    """The plaque of ``plaque``, drawn once per text. Its words stand a corner radius in from either end, so the first
    and last capitals clear the rounded rim (padded by less, they sat on the curve and looked cut off)."""
    label = render(text, size, colour, theme.FACE_CAPS)
    height = _plaque_height(label.get_height(), size)
    radius = _plaque_radius(height)
    plate = pygame.Rect(0, 0, label.get_width() + 2 * radius, height)
    image = pygame.Surface((plate.width + 1, plate.height + 2), pygame.SRCALPHA)
    pygame.draw.rect(image, theme.SHADOW, plate.move(1, 2), border_radius=radius)
    pygame.draw.rect(image, theme.WOOD_DARK, plate, border_radius=radius)
    pygame.draw.rect(image, theme.GOLD_DARK, plate, 2, border_radius=radius)
    image.blit(label, label.get_rect(center=(plate.centerx, plate.centery - 1)))
    return image


def plaque_room(size: int) -> int:
    """What a plaque adds to the width of its words at ``size``: a corner radius either side (below size 18 a tall
    glyph, an accent or a Σ, may make the plaque a little taller and so its ends a pixel wider)."""
    return 2 * _plaque_radius(_plaque_height(font(theme.FACE_CAPS, size).get_height(), size))


def _plaque_height(label_height: int, size: int) -> int:
    """A plaque's height: its words' and a little, at least ``size`` and a little."""
    return max(label_height + 2, size + 4)


def _plaque_radius(height: int) -> int:
    """The rounding of a plaque's ends: a small plaque's are round, a taller one's no rounder than
    ``PLAQUE_CORNER``, so no plaque grows by more than that either side of its words."""
    return min(height // 2, PLAQUE_CORNER)


def fitted(text: str, width: int, colour: theme.Colour, face: str) -> pygame.Surface:
    """``text`` in the largest of a few sizes that fits ``width``."""
    for size in (theme.SIZE_SMALL, 23, 20, 18):
        image = render(text, size, colour, face)
        if image.get_width() <= width:
            return image
    return image


def draw_status(surface: pygame.Surface, zone: pygame.Rect, text: str) -> None:
    """The short line that says whose turn it is and what is being decided now."""
    dirty.rect(surface, theme.WOOD_DARK, zone, border_radius=8)
    dirty.rect(surface, theme.GOLD_DARK, zone, 2, border_radius=8)
    label = fitted(text, zone.width - 24, theme.TEXT_LIGHT, theme.FACE_ITALIC)
    surface.blit(label, label.get_rect(center=(zone.centerx, zone.centery - 2)))


def fits_status(zone: pygame.Rect, text: str) -> bool:
    """Whether ``text`` fits the status line ``zone`` on one line (at its smallest size)."""
    return fitted(text, zone.width - 24, theme.TEXT_LIGHT, theme.FACE_ITALIC).get_width() <= zone.width - 24


def draw_caption(surface: pygame.Surface, text: str, midtop: tuple[int, int], width: int) -> None:
    """A few words on a dark plaque under a card (where a picker's victim lies), wrapped to ``width``."""
    lines = wrap(text, width - 16, theme.SIZE_SMALL - 4)
    body = render_lines(lines, theme.SIZE_SMALL - 4, theme.GOLD_PALE, align="center")
    plate = pygame.Rect(0, 0, body.get_width() + 16, body.get_height() + 8)
    plate.midtop = midtop
    dirty.rect(surface, theme.WOOD_DARK, plate, border_radius=8)
    dirty.rect(surface, theme.GOLD_DARK, plate, 2, border_radius=8)
    surface.blit(body, body.get_rect(center=plate.center))


def prompt_rect(text: str, alert: bool, area: pygame.Rect) -> pygame.Rect:
    """Where the prompt plaque for ``text`` lies: at the bottom of ``area``, inside it."""
    body = _prompt_body(text, alert, area.width)
    plate = pygame.Rect(0, 0, body.get_width() + (96 if alert else 56), body.get_height() + 22)
    plate.midbottom = (area.centerx, area.bottom)
    return plate


@functools.lru_cache(maxsize=32)
def _prompt_body(text: str, alert: bool, width: int) -> pygame.Surface:
    lines = wrap(text, min(PROMPT_WIDTH, width) - 100, theme.SIZE_SMALL + 2)
    colour = theme.GOLD_PALE if alert else theme.TEXT_LIGHT
    return render_lines(lines, theme.SIZE_SMALL + 2, colour, align="center")


def draw_prompt(surface: pygame.Surface, area: pygame.Rect, text: str, alert: bool) -> pygame.Rect:
    """The one prompt: a plaque with something to read now (a refusal, a choice to make, a hint) at the bottom of
    ``area``; a refusal has a red rim and a cross, so it reads as one without its colour. Returns where it lies."""
    body = _prompt_body(text, alert, area.width)
    plate = prompt_rect(text, alert, area)
    dirty.rect(surface, theme.SHADOW, plate.move(3, 5), border_radius=12)
    dirty.rect(surface, theme.WINE_DARK if alert else theme.WOOD_DARK, plate, border_radius=12)
    dirty.rect(surface, theme.ALERT if alert else theme.GOLD, plate, 3, border_radius=12)
    dirty.rect(surface, theme.GOLD_DARK, plate.inflate(-10, -10), 1, border_radius=9)
    if alert:
        cross = mark("cross", (30, 30))
        surface.blit(cross, cross.get_rect(midleft=(plate.x + 22, plate.centery)))
    surface.blit(body, body.get_rect(center=(plate.centerx + (20 if alert else 0), plate.centery + 2)))
    return plate


@functools.lru_cache(maxsize=256)
def ring_glow(size: tuple[int, int], colour: theme.Colour, spread: int = 14) -> pygame.Surface:
    """A soft light around the rim of a rectangle of ``size``, leaving its inside clear (a place that may be
    dropped on keeps its look; only its edge shines). Cached for some 250 sizes: the four tables and their lessons
    light rings of about 140, and blurring one again costs up to 10 ms."""
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
    dirty.rect(surface, colour, rect, width, border_radius=10)


def draw_turn_glow(surface: pygame.Surface, plate: pygame.Rect, pulse: float) -> None:
    """A slowly breathing light around the name plate of the seat to move, and a bright rim."""
    halo = ring_glow(plate.size, theme.GOLD, 8)
    halo.set_alpha(round(150 + 90 * math.sin(pulse)))
    blit_ring(surface, halo, plate.center, 8)
    dirty.rect(surface, theme.GOLD_LIGHT, plate.inflate(0, -2), 3, border_radius=8)


def draw_ranking(surface: pygame.Surface, area: pygame.Rect, result: Result, names: Sequence[str]) -> pygame.Rect:
    """The final ranking over ``area``: who won, every place with its points, and what a click does. Returns its
    panel."""
    winners = sorted(result.winners)
    rows = places(result)
    if len(winners) == 1:
        title = tr("kit.winner", name=names[winners[0]])
    else:
        # A name is never broken over two lines of a wrapped heading: its spaces do not break.
        title = tr("kit.shared", names=", ".join(names[seat].replace(" ", NO_BREAK) for seat in winners))
    heading = ranking_heading(title, RANKING_WIDTH - 2 * RANKING_MARGIN)
    below = heading.get_height() - RANKING_HEADING_ROOM
    panel = pygame.Rect(0, 0, RANKING_WIDTH, 190 + max(0, below) + 48 * len(rows))
    panel.center = area.center
    blit_panel(surface, panel, "velvet")
    surface.blit(heading, heading.get_rect(midtop=(panel.centerx, panel.y + 28)))
    y = panel.y + 110 + max(0, below)
    for place, seat in rows:
        badge = seat_badge(seat, 22)
        surface.blit(badge, badge.get_rect(center=(panel.x + 70, y + 18)))
        rank = render(tr(f"results.place.{place}"), theme.SIZE_LABEL, theme.GOLD_LIGHT, theme.FACE_CAPS)
        surface.blit(rank, (panel.x + 96, y))
        name = render(names[seat], theme.SIZE_LABEL, theme.TEXT_LIGHT, theme.FACE_REGULAR)
        surface.blit(name, (panel.x + 190, y))
        points = render(total_text(result.scores[seat]), theme.SIZE_LABEL, theme.GOLD_PALE, theme.FACE_CAPS)
        surface.blit(points, points.get_rect(topright=(panel.right - 60, y)))
        y += 48
    hint = fitted(tr("kit.to_results"), RANKING_WIDTH - 2 * RANKING_MARGIN, theme.TEXT_MUTED, theme.FACE_ITALIC)
    surface.blit(hint, hint.get_rect(midbottom=(panel.centerx, panel.bottom - 22)))
    return panel


@functools.lru_cache(maxsize=16)
def ranking_heading(title: str, width: int) -> pygame.Surface:
    """The ranking's heading in gold within ``width``: one line in the largest size that fits, else (a shared victory
    of long names: "Geteilter Sieg: Markgräfin Mathilde, Baronin Kunigunde") wrapped and centred, in the fewest lines
    and then the largest size whose every line fits (a name too long for any line is never cut)."""
    for size in RANKING_HEADING_SIZES:
        image = gilded(title, size)
        if image.get_width() <= width:
            return image
    wrapped = [wrap(title, width, size, theme.FACE_CAPS) for size in RANKING_HEADING_SIZES]
    fitting = [
        (len(lines), index)
        for index, lines in enumerate(wrapped)
        if all(width_of(line, RANKING_HEADING_SIZES[index], theme.FACE_CAPS) <= width for line in lines)
    ]
    index = min(fitting)[1] if fitting else len(RANKING_HEADING_SIZES) - 1
    lines = [gilded(line, RANKING_HEADING_SIZES[index]) for line in wrapped[index]]
    size = (max(line.get_width() for line in lines), sum(line.get_height() for line in lines))
    image = pygame.Surface(size, pygame.SRCALPHA)
    y = 0
    for line in lines:
        image.blit(line, line.get_rect(midtop=(image.get_width() // 2, y)))
        y += line.get_height()
    return image


def avoid(tip: pygame.Rect, keep_clear: Sequence[pygame.Rect], screen: pygame.Rect) -> pygame.Rect:
    """Move a tooltip's rectangle so it covers none of ``keep_clear`` (a prompt, a refusal, option buttons): above
    or below them, else beside, always on the screen."""
    rect = tip.clamp(screen)
    for _ in range(4):
        blocking = [area for area in keep_clear if rect.colliderect(area)]
        if not blocking:
            return rect
        block = blocking[0].unionall(blocking[1:])
        candidates = [
            rect.move(0, block.top - 10 - rect.bottom),
            rect.move(0, block.bottom + 10 - rect.top),
            rect.move(block.left - 10 - rect.right, 0),
            rect.move(block.right + 10 - rect.left, 0),
        ]
        inside = [candidate for candidate in candidates if screen.contains(candidate)] or candidates
        rect = min(inside, key=lambda candidate: abs(candidate.y - tip.y) + abs(candidate.x - tip.x))
    return rect
