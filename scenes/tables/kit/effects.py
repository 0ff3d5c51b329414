"""What the animation script draws besides cards: rising numbers, the strike over an eliminated card, the phase
banner and the mark on each seat's last move. The script changes them; the table's painter draws them every frame.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Hashable

import pygame

from scenes.ui import dirty, theme
from scenes.ui.text import gilded, numeral, render

POPUP_SIZE = 54
BANNER_SIZE = 44
MARK_RADIUS = 9


@dataclasses.dataclass
class Popup:
    """Points rising from a card, a mission or a seat, fading as they go; ``group`` names what they add up for."""

    points: int
    pos: tuple[float, float]
    group: Hashable = None
    alpha: float = 255.0


@dataclasses.dataclass
class Strike:
    """A red slash drawn across an eliminated card while it is struck: ``progress`` 0 to 1 draws the slash."""

    rect: pygame.Rect
    progress: float = 0.0
    alpha: float = 255.0


@dataclasses.dataclass
class Banner:
    """A phase banner ("Round 2", "Final scoring") across the middle of ``area``."""

    text: str
    area: pygame.Rect
    alpha: float = 0.0


@dataclasses.dataclass
class Effects:
    """Everything the script shows over the cards now."""

    popups: list[Popup] = dataclasses.field(default_factory=list)
    strikes: list[Strike] = dataclasses.field(default_factory=list)
    banner: Banner | None = None
    last_moves: dict[int, tuple[Hashable, ...]] = dataclasses.field(default_factory=dict)
    """Seat → the sprite keys of its last move, marked until its next move."""

    @property
    def quiet(self) -> bool:
        """True when nothing animated is shown (the marks on last moves stand still)."""
        return not self.popups and not self.strikes and self.banner is None

    def popup_for(self, group: Hashable) -> Popup | None:
        """The rising number of ``group`` still in the air, if any."""
        if group is None:
            return None
        return next((popup for popup in self.popups if popup.group == group), None)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw strikes, rising numbers and the banner."""
        for strike in self.strikes:
            draw_strike(surface, strike)
        for popup in self.popups:
            image = points_image(popup.points)
            if popup.alpha < 255:
                image = image.copy()
                image.set_alpha(max(0, round(popup.alpha)))
            place = image.get_rect(center=(round(popup.pos[0]), round(popup.pos[1])))
            surface.blit(image, place.clamp(surface.get_rect()))  # a number rising over the top row stays readable
        if self.banner is not None and self.banner.alpha > 0:
            draw_banner(surface, self.banner)


def draw_strike(surface: pygame.Surface, strike: Strike) -> None:
    """Two red strokes across the card, drawn as they grow: the card is visibly struck before it leaves."""
    rect = strike.rect
    colour = (*theme.ALERT, round(strike.alpha))
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    width = max(4, rect.width // 12)
    for start, end in (((0.12, 0.1), (0.88, 0.9)), ((0.88, 0.1), (0.12, 0.9))):
        sx, sy = start[0] * rect.width, start[1] * rect.height
        ex, ey = end[0] * rect.width, end[1] * rect.height
        t = strike.progress
        pygame.draw.line(layer, colour, (sx, sy), (sx + (ex - sx) * t, sy + (ey - sy) * t), width)
    surface.blit(layer, rect)


def draw_banner(surface: pygame.Surface, banner: Banner) -> None:
    """The banner: gilt words on a dark velvet band across the area."""
    image = banner_image(banner.text, banner.area.width)
    if banner.alpha < 255:
        image = image.copy()
        image.set_alpha(round(banner.alpha))
    surface.blit(image, image.get_rect(center=banner.area.center))


@functools.lru_cache(maxsize=16)
def banner_image(text: str, width: int) -> pygame.Surface:
    """The banner's band, drawn once per text."""
    words = gilded(text, BANNER_SIZE)
    band = pygame.Rect(0, 0, min(width, words.get_width() + 160), words.get_height() + 28)
    image = pygame.Surface(band.size, pygame.SRCALPHA)
    pygame.draw.rect(image, (*theme.WINE_DARK, 235), band, border_radius=10)
    pygame.draw.rect(image, theme.GOLD, band, 3, border_radius=10)
    image.blit(words, words.get_rect(center=band.center))
    return image


@functools.lru_cache(maxsize=32)
def points_image(points: int) -> pygame.Surface:
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


def draw_move_mark(surface: pygame.Surface, rect: pygame.Rect, colour: theme.Colour) -> None:
    """A small dot in the seat's colour at a card's top-right corner: this card was the seat's last move."""
    centre = (rect.right - MARK_RADIUS - 3, rect.y + MARK_RADIUS + 3)
    dirty.circle(surface, theme.SHADOW, (centre[0] + 1, centre[1] + 2), MARK_RADIUS)
    dirty.circle(surface, colour, centre, MARK_RADIUS)
    dirty.circle(surface, theme.GOLD_PALE, centre, MARK_RADIUS, 2)
