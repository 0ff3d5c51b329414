"""Backgrounds and panels drawn by code: the court's wine-red walls, velvet curtains, parchment and dark wood.

Everything here is drawn once per size and cached: a frame only blits the finished surfaces. Randomness (parchment
mottling, velvet grain) is seeded, so every start looks the same. The court's wall is the first thing the executable
draws, before its menu can show (``bench/startup.py`` times that start against a bare window's), so what repeats is
drawn once and copied: a gradient is one column stretched, a lattice one tile laid side by side, a shade one quarter
mirrored.
"""

from __future__ import annotations

import functools
import itertools
import math
import random
from collections.abc import Callable

import pygame

from scenes.ui import theme
from scenes.ui.text import blend

PANEL_KINDS = ("parchment", "wood", "velvet")
SQRT_HALF = math.sqrt(0.5)
DAMASK_STEP = 16
"""How finely the colour a damask tile adds is graded, in levels of 255 (``lay_damask``)."""


def vertical_gradient(size: tuple[int, int], top: theme.Colour, bottom: theme.Colour) -> pygame.Surface:
    """An opaque surface shading from ``top`` to ``bottom``: one column of colours, stretched sideways."""
    column = pygame.Surface((1, size[1]))
    _fill_gradient(column, top, bottom)
    return pygame.transform.scale(column, size)


def _fill_gradient(surface: pygame.Surface, top: theme.Colour, bottom: theme.Colour) -> None:
    """Fill each row of ``surface`` with its colour between ``top`` and ``bottom``."""
    width, height = surface.get_size()
    for y in range(height):
        surface.fill(blend(top, bottom, y / max(height - 1, 1)), (0, y, width, 1))


def radial_shade(
    size: tuple[int, int], colour: theme.Colour, inner: float, strength: int, outward: bool = True
) -> pygame.Surface:
    """A transparent layer of ``colour`` growing towards the edges (a vignette) or, inward, a glow in the middle.

    Computed at a twentieth of the size and smoothly scaled up: cheap, and soft by construction.
    """
    return pygame.transform.smoothscale(_tinted(_shade(size, inner, strength, outward), colour), size)


def _shade(size: tuple[int, int], inner: float, strength: int, outward: bool = True) -> pygame.Surface:
    """A radial shade's opacity on a grid of a twentieth of ``size`` (white, so a tint gives it its colour): none
    within ``inner`` of the centre, growing to ``strength`` at the corners (outward), or ``strength`` at the centre
    fading to none at ``inner`` (inward). The shade is the same in each quarter, so one quarter is computed and
    mirrored."""
    small = (max(size[0] // 20, 2) // 2 * 2, max(size[1] // 20, 2) // 2 * 2)
    half = (small[0] // 2, small[1] // 2)
    across = [((x + 0.5) / small[0] * 2 - 1) ** 2 for x in range(half[0])]
    opacities = bytearray()
    for y in range(half[1]):
        down = ((y + 0.5) / small[1] * 2 - 1) ** 2
        for sideways in across:
            distance = math.sqrt(sideways + down) * SQRT_HALF
            amount = (distance - inner) / (1 - inner) if outward else 1 - distance / inner
            opacities.append(0 if amount <= 0 else min(255, round(strength * amount**1.5)))
    pixels = bytearray(b"\xff\xff\xff\x00" * len(opacities))
    pixels[3::4] = opacities
    quarter = pygame.image.frombytes(bytes(pixels), half, "RGBA")
    grid = pygame.Surface(small, pygame.SRCALPHA)
    for flip_x, flip_y in ((False, False), (True, False), (False, True), (True, True)):
        mirrored = pygame.transform.flip(quarter, flip_x, flip_y)
        grid.blit(mirrored, (half[0] * flip_x, half[1] * flip_y), special_flags=pygame.BLEND_RGBA_MAX)
    return grid


def _tinted(shade: pygame.Surface, colour: theme.Colour) -> pygame.Surface:
    """The white ``shade`` in ``colour``."""
    tinted = shade.copy()
    tinted.fill((*colour, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return tinted


def _court_light(size: tuple[int, int]) -> pygame.Surface:
    """The court's warm light from above under its vignette, as one layer of premultiplied colour on the small grid
    of ``_shade``: the glow (centred a third of the height above the middle) and the vignette laid one over the
    other."""
    glow = _tinted(_shade(size, 0.75, 120, outward=False), theme.BURGUNDY_LIGHT).premul_alpha()
    vignette = _tinted(_shade(size, 0.25, 235), theme.SHADOW).premul_alpha()
    light = pygame.Surface(vignette.get_size(), pygame.SRCALPHA)
    light.blit(glow, (0, -glow.get_height() // 3))
    light.blit(vignette, (0, 0), special_flags=pygame.BLEND_PREMULTIPLIED)
    return light


def lay_damask(
    surface: pygame.Surface, damask: tuple[theme.Colour, int, int], wine: pygame.Surface, light: pygame.Surface
) -> None:
    """Lay a faint damask-like diamond lattice, with a small quatrefoil in every diamond, over ``surface`` (its colour,
    opacity and spacing), as it shows under ``light``: laid over ``wine`` first, a line of it adds its opacity ×
    (colour − wine), of which ``light`` then leaves (1 − the light's opacity). ``wine`` and ``light`` (premultiplied)
    are on ``_shade``'s small grid, read at the cell under each tile's centre.

    The lattice repeats every ``spacing`` pixels both ways, so one tile of it is drawn and added side by side (a tenth
    of the drawing a whole screen of lines and circles would take); each tile adds its colour, in steps of
    ``DAMASK_STEP`` (a line adds a few levels of 255 at most), which is twice as quick as blending it.
    """
    colour, alpha, spacing = damask
    cover = _lattice_cover(alpha, spacing, -surface.get_height() % spacing)
    width, height = surface.get_size()
    columns, rows = wine.get_size()
    under, opacity = pygame.image.tobytes(wine, "RGB"), pygame.image.tobytes(light, "RGBA")[3::4]
    half = spacing // 2
    by_colour: dict[tuple[int, int, int], list[tuple[int, int]]] = {}
    for y in range(0, height, spacing):
        for x in range(0, width, spacing):
            cell = min((y + half) * rows // height, rows - 1) * columns + min(
                (x + half) * columns // width, columns - 1
            )
            through = 1 - opacity[cell] / 255
            added = [max(0, colour[channel] - under[3 * cell + channel]) * through for channel in range(3)]
            step = tuple(min(255, round(amount / DAMASK_STEP) * DAMASK_STEP) for amount in added)
            by_colour.setdefault(step, []).append((x, y))
    tinted = cover.copy()  # tinted afresh for each colour: one surface rather than one a colour
    for step, places in by_colour.items():
        tinted.blit(cover, (0, 0))
        tinted.fill(step, special_flags=pygame.BLEND_RGB_MULT)
        surface.blits([(tinted, place, None, pygame.BLEND_RGB_ADD) for place in places], doreturn=False)


@functools.cache
def _lattice_cover(alpha: int, spacing: int, phase: int) -> pygame.Surface:
    """One tile of the lattice as its opacity in each colour channel (0 to 255): a tile in white laid on black, to be
    tinted by what it adds."""
    cover = pygame.Surface((spacing, spacing))
    cover.blit(_lattice_tile((255, 255, 255), alpha, spacing, phase), (0, 0))
    return cover


@functools.cache
def _lattice_tile(colour: theme.Colour, alpha: int, spacing: int, phase: int) -> pygame.Surface:
    """One ``spacing``-square tile of the lattice: its rising lines meet the top edge ``phase`` pixels further left
    than the falling ones. Drawn in the middle of a three-by-three block, so that what crosses its edges from the
    neighbouring tiles is drawn too, and cut out."""
    block = 3 * spacing
    layer = pygame.Surface((block, block), pygame.SRCALPHA)
    line = (*colour, alpha)
    motif = (*colour, alpha + 6)
    for start in range(-block, 2 * block, spacing):
        pygame.draw.aaline(layer, line, (start + phase, 0), (start + phase + block, block))
        pygame.draw.aaline(layer, line, (start, block), (start + block, 0))
    half = spacing // 2
    for row, y in enumerate(range(0, block + half, half)):
        for x in range((row % 2) * half, block + half, spacing):
            for angle in range(4):
                petal_x = x + round(math.cos(angle * math.pi / 2) * 7)
                petal_y = y + round(math.sin(angle * math.pi / 2) * 7)
                pygame.draw.circle(layer, motif, (petal_x, petal_y), 5, 1)
            pygame.draw.circle(layer, motif, (x, y), 2)
    return layer.subsurface((spacing, spacing, spacing, spacing)).copy()


@functools.cache
def court_backdrop(size: tuple[int, int] = theme.LOGICAL_SIZE) -> pygame.Surface:
    """The court's wall (``draw_court``) on a surface of its own, in the display's format."""
    surface = pygame.Surface(size, 0, pygame.display.get_surface())
    draw_court(surface)
    return surface


def draw_court(surface: pygame.Surface) -> None:
    """Fill ``surface`` with the court's wall: deep wine shading to near black, a faint gold damask, a warm light
    from above, a vignette (``lay_lit_wine``)."""
    lay_lit_wine(surface, _court_light(surface.get_size()), (theme.GOLD, 14, 96))


def lay_lit_wine(surface: pygame.Surface, light: pygame.Surface, damask: tuple[theme.Colour, int, int]) -> None:
    """Fill ``surface`` with wine shading to near black under a gold damask (its colour, opacity and spacing) and
    ``light``, a premultiplied layer on ``_shade``'s small grid laid over both.

    The court's wall is the first thing the executable draws, so this goes over the surface twice only. The wine with
    its light is worked out on the small grid (both are smooth) and scaled up once; the damask is then added over it,
    each tile only as strong as it shows through the light (``lay_damask``): the look of the wine, the damask and the
    light laid in turn.
    """
    grid = pygame.Surface(light.get_size(), 0, surface)
    _fill_gradient(grid, theme.WINE, theme.WINE_DEEP)
    wine = grid.copy()
    grid.blit(light, (0, 0), special_flags=pygame.BLEND_PREMULTIPLIED)
    pygame.transform.smoothscale(grid, surface.get_size(), surface)
    lay_damask(surface, damask, wine, light)


@functools.cache
def velvet_curtain(size: tuple[int, int] = theme.LOGICAL_SIZE) -> pygame.Surface:
    """A closed stage curtain of red velvet with deep folds, a gold-fringed valance and a shadowed floor line."""
    width, height = size
    surface = pygame.Surface(size)
    folds = 13
    for x in range(width):
        phase = x / width * folds * math.tau
        light = 0.5 + 0.5 * math.sin(phase) ** 3 * 0.9 + 0.08 * math.sin(phase * 3.1)
        top = blend(theme.WINE_DEEP, theme.BURGUNDY_LIGHT, max(0.0, min(1.0, light)))
        surface.fill(top, (x, 0, 1, height))
    shade = vertical_gradient((1, height), (255, 255, 255), (120, 110, 110))
    surface.blit(pygame.transform.scale(shade, size), (0, 0), special_flags=pygame.BLEND_MULT)
    valance_height = height // 7
    valance = pygame.Surface((width, valance_height))
    for x in range(width):
        swag = 0.5 + 0.5 * math.cos(x / width * 6 * math.tau)
        valance.fill(blend(theme.WINE_DARK, theme.BURGUNDY, swag * 0.7), (x, 0, 1, valance_height))
    surface.blit(valance, (0, 0))
    for x in range(0, width, 9):
        pygame.draw.line(surface, theme.GOLD_DARK, (x, valance_height), (x + 2, valance_height + 26), 3)
        pygame.draw.line(surface, theme.GOLD, (x, valance_height), (x + 2, valance_height + 22), 1)
    pygame.draw.rect(surface, theme.GOLD_DARK, (0, valance_height - 10, width, 12))
    pygame.draw.rect(surface, theme.GOLD_LIGHT, (0, valance_height - 8, width, 2))
    surface.blit(radial_shade(size, theme.SHADOW, 0.3, 200), (0, 0))
    return surface.convert()


def _lay_texture(surface: pygame.Surface, kind: str) -> None:
    """Fill ``surface`` with a panel's texture: mottled parchment, grained dark wood, or velvet."""
    size = surface.get_size()
    rng = random.Random(f"{kind}{size}")
    width, height = size
    if kind == "parchment":
        surface.blit(vertical_gradient(size, theme.PARCHMENT, theme.PARCHMENT_DARK), (0, 0))
        mottle = pygame.Surface((max(width // 24, 2), max(height // 24, 2)), pygame.SRCALPHA)
        for y in range(mottle.get_height()):
            for x in range(mottle.get_width()):
                mottle.set_at((x, y), (*theme.PARCHMENT_EDGE, rng.randrange(0, 46)))
        surface.blit(pygame.transform.smoothscale(mottle, size), (0, 0))
        surface.blit(radial_shade(size, theme.PARCHMENT_EDGE, 0.45, 170), (0, 0))
    elif kind == "wood":
        surface.blit(vertical_gradient(size, theme.WOOD, theme.WOOD_DARK), (0, 0))
        for _ in range(height // 3):
            y = rng.randrange(height)
            shade = blend(theme.WOOD_DARK, theme.WOOD_LIGHT, rng.random() * 0.6)
            pygame.draw.line(surface, shade, (0, y), (width, y + rng.randrange(-3, 4)), 1)
        surface.blit(radial_shade(size, theme.SHADOW, 0.4, 150), (0, 0))
    else:
        lay_lit_wine(surface, _tinted(_shade(size, 0.35, 170), theme.SHADOW).premul_alpha(), (theme.GOLD, 10, 64))


def _round_corners(surface: pygame.Surface, radius: int) -> None:
    """Make ``surface``'s corners outside a rounded rectangle of ``radius`` transparent: the corners of a small
    rounded square laid on each (the same pixels as a rounded rectangle the surface's size, at a sliver of the cost)."""
    side = radius + 1
    corners = pygame.Surface((2 * side, 2 * side), pygame.SRCALPHA)
    pygame.draw.rect(corners, (255, 255, 255, 255), corners.get_rect(), border_radius=radius)
    width, height = surface.get_size()
    for x, y, to_x, to_y in ((0, 0, 0, 0), (side, 0, width - side, 0), (0, side, 0, height - side)):
        surface.blit(corners, (to_x, to_y), (x, y, side, side), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(corners, (width - side, height - side), (side, side, side, side), special_flags=pygame.BLEND_RGBA_MIN)


def gold_frame(surface: pygame.Surface, rect: pygame.Rect, radius: int = theme.RADIUS, inset: int = 9) -> None:
    """A double gold rule around ``rect`` with small diamonds at the corners."""
    pygame.draw.rect(surface, theme.GOLD_DARK, rect, theme.FRAME_WIDTH + 1, border_radius=radius)
    pygame.draw.rect(surface, theme.GOLD, rect.inflate(-2, -2), 1, border_radius=radius)
    inner = rect.inflate(-2 * inset, -2 * inset)
    pygame.draw.rect(surface, theme.GOLD, inner, 1, border_radius=max(radius - inset // 2, 2))
    for corner in (inner.topleft, inner.topright, inner.bottomleft, inner.bottomright):
        diamond(surface, corner, 6)


def diamond(surface: pygame.Surface, centre: tuple[int, int], radius: int, colour: theme.Colour = theme.GOLD) -> None:
    """A small gold lozenge with a dark outline, the collection's ornament."""
    x, y = centre
    points = [(x, y - radius), (x + radius, y), (x, y + radius), (x - radius, y)]
    pygame.draw.polygon(surface, colour, points)
    pygame.draw.polygon(surface, theme.GOLD_DARK, points, 1)


@functools.cache
def panel(size: tuple[int, int], kind: str = "parchment", framed: bool = True) -> pygame.Surface:
    """A rounded panel of ``kind`` (parchment, wood or velvet) with a soft drop shadow and a gold frame.

    The shadow is blurred in place and the texture drawn straight into the body, its corners then cut round, so that
    a panel takes two surfaces of its size rather than six (the menu's panel is drawn before the executable's menu can
    show).
    """
    width, height = size
    margin = 14
    result = pygame.Surface((width + margin * 2, height + margin * 2), pygame.SRCALPHA)
    pygame.draw.rect(result, (*theme.SHADOW, 150), (margin, margin + 6, width, height), border_radius=theme.RADIUS + 6)
    small = pygame.transform.smoothscale(result, (result.get_width() // 8, result.get_height() // 8))
    pygame.transform.smoothscale(small, result.get_size(), result)
    body = pygame.Surface(size, pygame.SRCALPHA)
    _lay_texture(body, kind)
    _round_corners(body, theme.RADIUS)
    result.blit(body, (margin, margin))
    if framed:
        gold_frame(result, pygame.Rect(margin, margin, width, height))
    return result


def blit_panel(surface: pygame.Surface, rect: pygame.Rect, kind: str = "parchment", framed: bool = True) -> None:
    """Draw a cached panel of ``kind`` filling ``rect``."""
    surface.blit(panel(rect.size, kind, framed), (rect.x - 14, rect.y - 14))


def compose(painter: Callable[[pygame.Surface], None], base: pygame.Surface | None = None) -> pygame.Surface:
    """A scene's still picture: ``base`` (the court's wall by default) with ``painter``'s static parts drawn on.

    Scenes compose it when they lay out and blit it whole every frame, so a frame draws only what moves. The first
    picture of a run (the menu at the start) has the court's wall drawn straight onto it: a wall kept to copy from
    would cost the start one more screen of fresh memory and the copy. Every later one copies the kept wall, a third
    of the drawing's cost, as menus and dialogs lay out again and again.
    """
    if base is not None:
        surface = base.copy()
    elif next(_walls_laid):
        surface = court_backdrop().copy()
    else:
        surface = pygame.Surface(theme.LOGICAL_SIZE, 0, pygame.display.get_surface())
        draw_court(surface)
    painter(surface)
    return surface


_walls_laid = itertools.count()
"""How many pictures had the court's wall laid under them (``compose``)."""


@functools.cache
def dim_layer(size: tuple[int, int] = theme.LOGICAL_SIZE, alpha: int = 170) -> pygame.Surface:
    """A dark veil laid over a scene beneath an overlay (pause menu, dialog)."""
    layer = pygame.Surface(size, pygame.SRCALPHA)
    layer.fill((*theme.SHADOW, alpha))
    return layer
