"""Small drawn ornaments shared by the screens: a crown, a flourished rule, a screen heading."""

from __future__ import annotations

import functools

import pygame

from scenes.ui import theme
from scenes.ui.backdrop import diamond
from scenes.ui.text import gilded, render


@functools.cache
def crown(width: int) -> pygame.Surface:
    """A gold crown with five points and jewels, ``width`` pixels wide."""
    height = round(width * 0.62)
    image = pygame.Surface((width + 8, height + 8), pygame.SRCALPHA)
    base_top = round(height * 0.62)
    points = [(4, base_top), (4, round(height * 0.22))]
    peaks = 5
    for index in range(1, peaks * 2):
        x = 4 + round(width * index / (peaks * 2))
        y = round(height * 0.05) if index % 2 else round(height * 0.42)
        if index in (1, peaks * 2 - 1):
            y = round(height * 0.22)
        points.append((x, y))
    points += [(width + 4, round(height * 0.22)), (width + 4, base_top)]
    shadow = [(x + 3, y + 4) for x, y in points]
    pygame.draw.polygon(image, (*theme.SHADOW, 160), shadow)
    pygame.draw.polygon(image, theme.GOLD, points)
    pygame.draw.polygon(image, theme.GOLD_DARK, points, 3)
    band = pygame.Rect(4, base_top - 2, width, height - base_top)
    pygame.draw.rect(image, theme.GOLD_DARK, band.move(2, 3), border_radius=4)
    pygame.draw.rect(image, theme.GOLD_LIGHT, band, border_radius=4)
    pygame.draw.rect(image, theme.GOLD_DARK, band, 2, border_radius=4)
    for index in range(1, peaks * 2, 2):
        x = 4 + round(width * index / (peaks * 2))
        tip = (x, round(height * 0.05) + width // 40)
        pygame.draw.circle(image, theme.GOLD_DARK, tip, max(4, width // 28))
        pygame.draw.circle(image, theme.GOLD_PALE, tip, max(3, width // 28) - 1)
    for index, colour in enumerate((theme.BURGUNDY_LIGHT, (72, 118, 176), theme.BURGUNDY_LIGHT)):
        centre = (4 + round(width * (index + 1) / 4), band.centery)
        pygame.draw.circle(image, colour, centre, max(4, width // 26))
        pygame.draw.circle(image, theme.GOLD_DARK, centre, max(4, width // 26), 1)
    return image


@functools.cache
def flourish(width: int) -> pygame.Surface:
    """A thin gold rule that thins towards both ends, with a lozenge in the middle."""
    image = pygame.Surface((width, 24), pygame.SRCALPHA)
    middle = width // 2
    for x in range(width):
        distance = abs(x - middle) / middle
        alpha = round(255 * (1 - distance**2))
        image.fill((*theme.GOLD, alpha), (x, 11, 1, 2))
    for offset in (-34, 34):
        diamond(image, (middle + offset, 12), 4, theme.GOLD_DARK)
    diamond(image, (middle, 12), 9)
    return image


def draw_heading(surface: pygame.Surface, text: str, subtitle: str | None = None, y: int = 64) -> None:
    """A screen's gilded heading with its flourish, and an optional italic line below."""
    title = gilded(text, theme.SIZE_TITLE)
    centre = theme.LOGICAL_SIZE[0] // 2
    surface.blit(title, title.get_rect(midtop=(centre, y)))
    rule = flourish(620)
    rule_y = y + title.get_height() + 2
    surface.blit(rule, rule.get_rect(midtop=(centre, rule_y)))
    if subtitle:
        line = render(subtitle, theme.SIZE_LABEL, theme.TEXT_MUTED, theme.FACE_ITALIC)
        surface.blit(line, line.get_rect(midtop=(centre, rule_y + 30)))


def draw_hint(surface: pygame.Surface, text: str) -> None:
    """A quiet keyboard hint at the bottom right of the screen."""
    hint = render(text, theme.SIZE_SMALL, theme.TEXT_MUTED, theme.FACE_ITALIC)
    surface.blit(hint, hint.get_rect(bottomright=(theme.LOGICAL_SIZE[0] - theme.SPACE_L, theme.LOGICAL_SIZE[1] - 24)))
