"""Repeating ornament over a ground: a damask lattice of small motifs."""

from __future__ import annotations

import pygame

from scenes.art.canvas import Colour, Size, blank, cached, shape_mask, tinted
from scenes.art.paths import Shape


@cached(maxsize=32)
def lattice(size: Size, motif: Shape, colour: Colour, spacing: int, alpha: int) -> pygame.Surface:
    """``motif`` repeated on a diagonal lattice ``spacing`` pixels apart, in ``colour`` at ``alpha``: a damask."""
    spacing = max(6, spacing)
    side = max(3, round(spacing * 0.55))
    stamp = tinted(shape_mask(motif, (side, side)), colour, alpha)
    surface = blank(size, colour)
    for row, y in enumerate(range(-spacing, size[1] + spacing, spacing // 2 + spacing // 4)):
        shift = spacing // 2 if row % 2 else 0
        for x in range(-spacing + shift, size[0] + spacing, spacing):
            surface.blit(stamp, (x - side // 2, y - side // 2))
    return surface
