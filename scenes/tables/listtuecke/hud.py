"""What the Mit List und Tücke table draws over its still picture besides the cards and the kit's parts: the stock
with each colour's worth, the supply, every seat's tiles, the chapel's fields, the stacks' counts, what the shown seat
knows of the middle, the progress, the lingering threats, the Inquisitor's rank, and the overlays (the grid of
characters to name, the elimination chart, "what you know").

Each function draws one thing from plain data; the scene decides what to pass.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame

from game.listtuecke.cards import COLOURS, ELIMINATION, EMPTY_FIELD, INQUISITOR
from game.listtuecke.inference import Threat
from game.listtuecke.view import ListTueckeView
from scenes.tables.kit.holders import Point
from scenes.tables.kit.hud import plaque, plaque_room
from scenes.tables.kit.labels import draw_label
from scenes.tables.listtuecke import art
from scenes.tables.listtuecke.geometry import Geometry
from scenes.tables.listtuecke.words import label
from scenes.ui import dirty, theme
from scenes.ui.backdrop import blit_panel
from scenes.ui.text import gilded, render, wrap

STOCK_LAYERS = 8
THREAT_COLOUR = theme.ALERT
THREAT_INK = (255, 214, 200)
THREAT_TEXT = 18
RIBBON_ROOM = 6
"""The room a ribbon's plaque leaves within its card, either side together (so 'Lies in wait' and 'Lauert auf:' keep
to one line)."""
OVERLAY_TEXT = 26
COUNT_TEXT = 20
"""The size of a stack's count and an Inquisitor's rank (smaller when they would not fit their card)."""
MIDDLE_TEXT = 18
"""The size of a known middle card's name (smaller, or on two lines, when it would not fit the card)."""
LABEL_INSET = 4
"""How far a name on a middle card stays in from the card's edges."""


def tile_image(kind: str, side: int) -> pygame.Surface:
    """A tile's picture: an influence colour or an elimination tile."""
    return art.face(art.tile(kind), (side, side))


def draw_stock(
    surface: pygame.Surface, geometry: Geometry, view: ListTueckeView, worth: Sequence[int], words: dict
) -> None:
    """Each colour's pile of tiles, higher the more it holds, its count and its worth now; the supply beside."""
    for index, colour in enumerate(COLOURS):
        zone = geometry.zone(f"stock_{colour}")
        count = view.stock[index]
        image = tile_image(colour, art.STOCK_TILE)
        base = (zone.centerx - art.STOCK_TILE // 2, zone.y + 110)
        for layer in range(min(STOCK_LAYERS, count)):
            surface.blit(image, (base[0], base[1] - layer * 7))
        if not count:
            outline = pygame.Rect(base, (art.STOCK_TILE, art.STOCK_TILE))
            dirty.rect(surface, theme.GOLD_DARK, outline, 2, border_radius=8)
        plaque(surface, words["left"].format(count=count), (zone.centerx, zone.y + 22), 22, theme.GOLD_LIGHT)
        plaque(
            surface, words["worth"].format(worth=worth[index]), (zone.centerx, zone.bottom - 26), 22, theme.GOLD_PALE
        )
    supply = geometry.zone("supply")
    image = tile_image(ELIMINATION, art.STOCK_TILE)
    for layer in range(3):
        surface.blit(image, (supply.centerx - image.get_width() // 2, supply.y + 110 - layer * 8))
    plaque(surface, "∞", (supply.centerx, supply.y + 22), 22, theme.GOLD_LIGHT)
    plaque(surface, words["supply"], (supply.centerx, supply.bottom - 26), 22, theme.GOLD_PALE)


def draw_seat_tiles(surface: pygame.Surface, zone: pygame.Rect, tiles: Sequence[int], eliminations: int) -> None:
    """A seat's influence tiles by colour and its elimination tiles, each as a tile with its count."""
    kinds = [*COLOURS, ELIMINATION]
    counts = [*tiles, eliminations]
    side = min(art.STOCK_TILE - 8, zone.height // 2)
    step = zone.width / len(kinds)
    for index, (kind, count) in enumerate(zip(kinds, counts, strict=True)):
        centre_x = zone.x + step * (index + 0.5)
        image = tile_image(kind, side)
        if not count:
            image = image.copy()
            image.set_alpha(70)
        surface.blit(image, image.get_rect(center=(round(centre_x), zone.centery - 12)))
        plaque(surface, f"×{count}", (centre_x, zone.centery + side // 2 + 4), 22, theme.GOLD_PALE)


def draw_chapel(surface: pygame.Surface, geometry: Geometry, chapel: Sequence[str]) -> None:
    """The tiles lying on the chapel's fields; a field the Saint left empty shows a faint halo."""
    for field, tile in enumerate(chapel):
        rect = geometry.zone(f"chapel_field_{field + 1}")
        centre = (rect.centerx, rect.bottom - rect.width // 2 - 4)
        if tile == EMPTY_FIELD:
            dirty.circle(surface, theme.GOLD_LIGHT, centre, rect.width // 3, 2)
            continue
        image = tile_image(tile, round(rect.width * 0.62))
        surface.blit(image, image.get_rect(center=centre))


def stack_count_place(geometry: Geometry, seat: int, count: int) -> tuple[Point, int]:
    """Where the count under a stack of ``count`` cards stands (its centre, under the middle of the stack's cards)
    and how wide it may be: no wider than the stack's top card."""
    centres = geometry.stack_centres(seat, count)
    middle = (centres[0][0] + centres[-1][0]) / 2
    return (middle, geometry.seat_zone("stack", seat).bottom - 14), geometry.stack_size(seat)[0]


def draw_stack_counts(
    surface: pygame.Surface, geometry: Geometry, view: ListTueckeView, label: Callable[[int, int], str]
) -> None:
    """Under each stack, how many of its cards this chapter are still face up (``label(cards, up)``)."""
    for seat in range(view.players):
        stack = view.stacks[seat]
        if not stack:
            continue
        up = sum(1 for _, face_up in stack if face_up)
        centre, room = stack_count_place(geometry, seat, len(stack))
        draw_label(surface, label(len(stack), up), room, COUNT_TEXT, theme.GOLD_PALE, center=centre)


def middle_label_place(geometry: Geometry, slot: int) -> tuple[Point, int]:
    """Where the name of a middle card the shown seat knows stands (the middle of its foot, on the card, for there
    is no room under it for a name of two lines) and how wide it may be: within the card."""
    rect = geometry.middle_rect(slot)
    return (rect.centerx, rect.bottom - LABEL_INSET), rect.width - 2 * LABEL_INSET


def draw_middle_known(surface: pygame.Surface, geometry: Geometry, seen: Sequence[int | None]) -> None:
    """On each middle card the shown seat knows, its name."""
    for slot, card in enumerate(seen):
        if card is not None:
            foot, room = middle_label_place(geometry, slot)
            draw_label(surface, label(card), room, MIDDLE_TEXT, theme.GOLD_LIGHT, midbottom=foot)


def draw_progress(surface: pygame.Surface, zone: pygame.Rect, text: str) -> None:
    """Chapter c of 4 · Round r of 4."""
    label = render(text, theme.SIZE_SMALL, theme.GOLD_LIGHT, theme.FACE_CAPS)
    surface.blit(label, label.get_rect(center=zone.center))


def draw_threats(
    surface: pygame.Surface, geometry: Geometry, found: Sequence[tuple[Threat, str]], pulse: float
) -> None:
    """Each lingering card on top of a stack glows red, breathing, with a ribbon over its foot naming whom it
    strikes (the words are the caller's)."""
    for threat, words in found:
        rect = geometry.stack_rect(threat.seat)
        alpha = round(150 + 80 * math.sin(pulse))
        glow = pygame.Surface(rect.inflate(16, 16).size, pygame.SRCALPHA)
        pygame.draw.rect(glow, (*THREAT_COLOUR, alpha), glow.get_rect(), 5, border_radius=12)
        surface.blit(glow, rect.inflate(16, 16).topleft)
        lines = threat_lines(words, rect.width)
        top = rect.bottom - 12 - 22 * len(lines)
        for number, line in enumerate(lines):
            plaque(surface, line, (rect.centerx, top + number * 22 + 11), THREAT_TEXT, THREAT_INK)


def threat_lines(words: str, width: int) -> list[str]:
    """The ribbon's words broken into lines whose plaques (their capitals and rims) stay within a card ``width``
    wide, so no letter runs past the card's edge or into a neighbour's tiles."""
    return wrap(words, width - plaque_room(THREAT_TEXT) - RIBBON_ROOM, THREAT_TEXT, theme.FACE_CAPS)


def draw_landing(surface: pygame.Surface, place: pygame.Rect, card: pygame.Rect, back: str, pulse: float) -> None:
    """Where a card handed to another seat goes: its ``place`` washed in breathing gold (the kit rims it), and a pale
    card of ``back`` where the card will lie."""
    wash = pygame.Surface(place.size, pygame.SRCALPHA)
    pygame.draw.rect(wash, (*theme.GOLD_LIGHT, round(50 + 30 * math.sin(pulse))), wash.get_rect(), border_radius=10)
    surface.blit(wash, place)
    ghost = art.face(back, card.size).copy()
    ghost.set_alpha(round(150 + 60 * math.sin(pulse)))
    surface.blit(ghost, card)


def rank_place(geometry: Geometry, seat: int) -> tuple[Point, int]:
    """Where the rank an Inquisitor counts as stands (its centre, on the foot of the card) and how wide it may be:
    no wider than the card."""
    rect = geometry.stack_rect(seat)
    return (rect.centerx, rect.bottom), rect.width


def draw_inquisitor_rank(surface: pygame.Surface, geometry: Geometry, view: ListTueckeView, words: str) -> None:
    """Under an Inquisitor on top of a stack that counts as rank 0, that rank (20 is what its card shows)."""
    for seat in range(view.players):
        stack = view.stacks[seat]
        if stack and stack[-1] == (INQUISITOR, True) and view.inquisitor_rank == 0:
            centre, room = rank_place(geometry, seat)
            draw_label(
                surface, words.format(rank=view.inquisitor_rank), room, COUNT_TEXT, theme.GOLD_PALE, center=centre
            )


def draw_overlay(
    surface: pygame.Surface, area: pygame.Rect, title: str, rows: Sequence[tuple[str, str]], hint: str
) -> None:
    """A velvet panel over ``area`` with a gilt title and rows of (heading, text), and how to close it."""
    blit_panel(surface, area, "velvet")
    heading = gilded(title, theme.SIZE_HEADING - 10)
    surface.blit(heading, heading.get_rect(midtop=(area.centerx, area.y + 14)))
    y = area.y + 26 + heading.get_height()
    width = area.width - 80
    for row_heading, text in rows:
        if row_heading:
            label = render(row_heading, OVERLAY_TEXT, theme.GOLD_LIGHT, theme.FACE_CAPS)
            surface.blit(label, (area.x + 40, y))
            y += 32
        for line in wrap(text, width, OVERLAY_TEXT - 2):
            surface.blit(render(line, OVERLAY_TEXT - 2, theme.TEXT_LIGHT), (area.x + 40, y))
            y += 28
        y += 6
    note = render(hint, theme.SIZE_SMALL - 4, theme.TEXT_MUTED, theme.FACE_ITALIC)
    surface.blit(note, note.get_rect(midbottom=(area.centerx, area.bottom - 10)))


def draw_grid(
    surface: pygame.Surface, area: pygame.Rect, cells: Sequence[tuple[int, pygame.Rect, bool]], title: str
) -> None:
    """The Inquisitor's grid: every character of the game on a velvet panel; one it may not name is dimmed."""
    blit_panel(surface, area, "velvet")
    heading = render(title, theme.SIZE_LABEL, theme.GOLD_LIGHT, theme.FACE_CAPS)
    surface.blit(heading, heading.get_rect(midtop=(area.centerx, area.y + 8)))
    for card, rect, allowed in cells:
        image = art.face(card, rect.size)
        if not allowed:
            image = image.copy()
            image.set_alpha(90)
        surface.blit(image, rect)
