"""A card on screen: face and back art, position, scale, rotation, fade, flip, hover lift and highlight glow.

The sprite knows nothing of any title: a table gives it two surfaces (best drawn at the size the card is shown, see
``scenes.art``) and moves it around, usually through ``scenes.ui.tween``. Drawing costs one blit per card on a quiet
frame: the transformed image, the glow and the shadow are cached and only rebuilt when what they show changes.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache
from typing import Any

import pygame

from scenes.ui import theme

Point = tuple[float, float]

LEGAL = "legal"
SELECTED = "selected"
FOCUS = "focus"
VICTIM = "victim"
HIGHLIGHTS: dict[str, tuple[int, int, int]] = {
    LEGAL: theme.GOLD_LIGHT,
    SELECTED: (255, 246, 214),
    FOCUS: (150, 200, 255),
    VICTIM: theme.ALERT,
}
"""Glow colours by meaning. A glow always comes with a shape change too (lift, outline), never colour alone."""

LIFT = 14.0
"""How far a hovered or held card rises, in logical pixels at scale 1."""
LIFT_RATE = 14.0
"""How quickly the lift follows the pointer (per second); real time, so hover feels the same at every speed."""
GLOW_SPREAD = 14
PULSE_RATE = 2.4
STEADY_GLOW = 225
"""The glow's strength on a card that does not pulse (a pulsing one runs from 125 to 255)."""
CORNER_RADIUS_SHARE = 0.06
"""Card corners are rounded by this share of the card's width (the art in ``scenes.art`` uses the same)."""
_IMAGE_CACHE_LIMIT = 12


def card_corner_radius(width: int) -> int:
    """The corner radius of a card ``width`` pixels wide, shared by art, glow and shadow."""
    return max(2, round(width * CORNER_RADIUS_SHARE))


@lru_cache(maxsize=64)
def glow_surface(size: tuple[int, int], colour: tuple[int, int, int], spread: int = GLOW_SPREAD) -> pygame.Surface:
    """A soft halo around a card-shaped rectangle of ``size``, ``spread`` pixels wide on each side; cached."""
    width, height = size[0] + 2 * spread, size[1] + 2 * spread
    halo = pygame.Surface((width, height), pygame.SRCALPHA)
    halo.fill((*colour, 0))
    inner = pygame.Rect(spread // 2, spread // 2, size[0] + spread, size[1] + spread)
    pygame.draw.rect(halo, (*colour, 230), inner, border_radius=card_corner_radius(min(size)) + spread // 2)
    halo = pygame.transform.gaussian_blur(halo, max(1, spread // 2))
    edge = pygame.Rect(spread - 2, spread - 2, size[0] + 4, size[1] + 4)
    pygame.draw.rect(halo, (*colour, 255), edge, width=3, border_radius=card_corner_radius(min(size)) + 2)
    return halo


@lru_cache(maxsize=512)
def shadow_surface(size: tuple[int, int], blur: int, alpha: int = 150) -> pygame.Surface:
    """A soft dark shadow the shape of a card of ``size``, its strength ``alpha`` baked in (blitting with a surface
    alpha costs several times more, and a table draws dozens of shadows a frame); cached for 512 of them, as cards
    flying, flipping and growing pass through many sizes, and blurring one again costs about 2 ms."""
    pad = blur * 2
    shade = pygame.Surface((size[0] + 2 * pad, size[1] + 2 * pad), pygame.SRCALPHA)
    shade.fill((*theme.SHADOW, 0))
    pygame.draw.rect(shade, (*theme.SHADOW, alpha), (pad, pad, *size), border_radius=card_corner_radius(size[0]))
    return pygame.transform.gaussian_blur(shade, max(1, blur))


class CardSprite:
    """One card on the table. ``pos`` is its centre in logical pixels; ``flip`` runs from 0 (back) to 1 (face).

    Tweens animate ``pos``, ``scale``, ``rotation`` (degrees, anticlockwise), ``alpha`` and ``flip`` directly.
    A flip squashes the card horizontally to nothing at its midpoint, where the shown side changes.
    """

    def __init__(
        self,
        face: pygame.Surface,
        back: pygame.Surface,
        pos: Point = (0.0, 0.0),
        *,
        face_up: bool = True,
        scale: float = 1.0,
        rotation: float = 0.0,
    ) -> None:
        self.face = face
        self.back = back
        self.pos: Point = (float(pos[0]), float(pos[1]))
        self.scale = scale
        self.rotation = rotation
        self.alpha = 255.0
        self.flip = 1.0 if face_up else 0.0
        self.highlight: str | None = None
        self.hovered = False
        self.lift = 0.0
        self._pulse = 0.0
        self._images: dict[tuple, Any] = {}

    def set_art(self, face: pygame.Surface, back: pygame.Surface) -> None:
        """Give the card new art (another size, or a face it may now show), forgetting pictures drawn from the old."""
        if face is not self.face or back is not self.back:
            self.face = face
            self.back = back
            self._images.clear()

    @property
    def face_up(self) -> bool:
        """Whether the face is the side shown (past the midpoint of a flip)."""
        return self.flip >= 0.5

    @face_up.setter
    def face_up(self, value: bool) -> None:
        self.flip = 1.0 if value else 0.0

    @property
    def squash(self) -> float:
        """The horizontal scale the flip applies now: 1 at rest, 0 edge-on at the middle of a flip."""
        return abs(math.cos(math.pi * self.flip))

    @property
    def size(self) -> tuple[int, int]:
        """The card's size on screen at its current scale, before flip squash and rotation."""
        width, height = self.face.get_size()
        return round(width * self.scale), round(height * self.scale)

    @property
    def rect(self) -> pygame.Rect:
        """Where the card lies (ignoring lift and rotation): what the pointer must be over to touch it."""
        rect = pygame.Rect((0, 0), self.size)
        rect.center = (round(self.pos[0]), round(self.pos[1]))
        return rect

    def contains(self, point: Point) -> bool:
        """Whether ``point`` (logical pixels) is on the card."""
        return self.rect.collidepoint(point)

    def update(self, dt: float) -> None:
        """Ease the hover lift toward its goal and run the glow's pulse; ``dt`` in real seconds."""
        goal = LIFT if self.hovered else 0.0
        self.lift += (goal - self.lift) * min(1.0, dt * LIFT_RATE)
        if abs(goal - self.lift) < 0.05:
            self.lift = goal
        self._pulse = (self._pulse + dt * PULSE_RATE) % (2 * math.pi)

    def _key(self) -> tuple:
        return (
            self.face_up,
            round(self.scale * 200),
            round(self.squash * 48),
            round(self.rotation * 2),
            round(self.alpha),
        )

    def image(self) -> pygame.Surface:
        """The card as it looks now (side, scale, squash, rotation, alpha), from a small per-sprite cache."""
        return self._cached(("card", *self._key()), self._render)

    def _cached(self, key: tuple, make: Callable[[], Any]) -> Any:
        value = self._images.get(key)
        if value is None:
            if len(self._images) >= _IMAGE_CACHE_LIMIT:
                self._images.clear()
            value = self._images[key] = make()
        return value

    def _render(self) -> pygame.Surface:
        art = self.face if self.face_up else self.back
        width, height = self.size
        squashed = (max(1, round(width * round(self.squash * 48) / 48)), max(1, height))
        image = art if squashed == art.get_size() else pygame.transform.smoothscale(art, squashed)
        if self.rotation:
            image = pygame.transform.rotozoom(image, self.rotation, 1.0)
        if self.alpha < 255:
            image = image.copy()
            image.set_alpha(max(0, round(self.alpha)))
        return image

    @property
    def lifted(self) -> int:
        """How many pixels the hover lift raises the card as drawn now."""
        return round(self.lift * self.scale)

    def draw(self, surface: pygame.Surface, steady: bool = False) -> None:
        """Draw glow, shadow and card at the card's place; nothing when fully faded or edge-on.

        An opaque card and its shadow are drawn as one cached picture per lift step, so a quiet card costs one blit.
        A ``steady`` card's glow keeps one strength instead of pulsing: a table's quiet layer is drawn again only when
        what its cards show changes, so a pulse drawn into it would stay at whatever strength it had then.
        """
        if self.alpha <= 0 or self.squash < 0.02:
            return
        lift = self.lifted
        x, y = round(self.pos[0]), round(self.pos[1])
        if self.highlight is not None and self.squash > 0.98:
            self._draw_glow(surface, (x, y - lift), STEADY_GLOW if steady else 190 + 65 * math.sin(self._pulse))
        if self.alpha >= 255:
            picture, corner = self._cached(("composed", lift, *self._key()), lambda: self._compose(lift))
            surface.blit(picture, (x + corner[0], y + corner[1]))
            return
        # A fading card is drawn in two blits: blending it onto a transparent picture first would darken it.
        shade, shade_rect = self._shadow(lift)
        surface.blit(shade, shade_rect.move(x, y))
        card = self.image()
        surface.blit(card, card.get_rect(center=(x, y - lift)))

    def _shadow(self, lift: int) -> tuple[pygame.Surface, pygame.Rect]:
        """The soft shadow under the card lifted ``lift`` pixels, and where it lies relative to the card's centre."""
        width, height = self.size
        strength = self.alpha / 255 * (0.55 + 0.25 * lift / (LIFT * max(self.scale, 0.01)))
        # Squash in sixteenths and strength in steps of 8, so a flip or a fade reuses a handful of cached shadows.
        squashed = (max(1, round(width * round(self.squash * 16) / 16)), height)
        shade = shadow_surface(squashed, 4 + round(lift / 3), min(255, round(strength * 150 / 8) * 8))
        offset = 3 + lift * 0.6
        return shade, shade.get_rect(center=(round(offset * 0.4), round(offset)))

    def _compose(self, lift: int) -> tuple[pygame.Surface, tuple[int, int]]:
        """The card lifted by ``lift`` pixels over its shadow as one surface, and its corner relative to the centre."""
        shade, shade_rect = self._shadow(lift)
        card = self.image()
        card_rect = card.get_rect(center=(0, -lift))
        bounds = shade_rect.union(card_rect)
        picture = pygame.Surface(bounds.size, pygame.SRCALPHA)
        picture.blit(shade, shade_rect.move(-bounds.x, -bounds.y))
        picture.blit(card, card_rect.move(-bounds.x, -bounds.y))
        return picture, bounds.topleft

    def _draw_glow(self, surface: pygame.Surface, centre: Point, strength: float) -> None:
        width, height = self.size
        halo = glow_surface((width, height), HIGHLIGHTS[self.highlight])
        # Shared cached surface: its alpha is set right before each blit.
        halo.set_alpha(round(self.alpha / 255 * strength))
        surface.blit(halo, halo.get_rect(center=(round(centre[0]), round(centre[1]))))
