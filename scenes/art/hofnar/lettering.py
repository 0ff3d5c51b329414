"""Words written on Hofnar's cards: wrapped and shrunk until they fit their box, centred, in ink or gold.

The words come translated from the table (act titles, jesters' effects, mood names); the art only fits them.
"""

from __future__ import annotations

import pygame

from scenes.art.canvas import Colour
from scenes.ui import theme
from scenes.ui.text import font, render, wrap


def fitted(
    text: str, box: pygame.Rect, largest: int, face: str = theme.FACE_REGULAR, smallest: int = 9
) -> tuple[list[str], int, int]:
    """The lines, font size and line step at which ``text`` fits ``box``, trying sizes from ``largest`` down."""
    size = max(smallest, largest)
    while True:
        lines = wrap(text, box.width, size, face)
        step = round(font(face, size).get_linesize() * 0.88)
        widest = max(font(face, size).size(line)[0] for line in lines)
        if (step * len(lines) <= box.height and widest <= box.width) or size <= smallest:
            return lines, size, step
        size -= 1


def write(
    surface: pygame.Surface,
    text: str,
    box: pygame.Rect,
    largest: int,
    colour: Colour,
    face: str = theme.FACE_REGULAR,
) -> None:
    """Write ``text`` centred in ``box`` on ``surface``, as large as fits up to ``largest``; words that do not fit
    even at the smallest size are cut off at the box's edge rather than spill over the card."""
    lines, size, step = fitted(text, box, largest, face)
    top = box.centery - step * len(lines) / 2
    clip = surface.get_clip()
    surface.set_clip(box)
    for number, line in enumerate(lines):
        image = render(line, size, colour, face)
        surface.blit(image, image.get_rect(midtop=(box.centerx, round(top + number * step))))
    surface.set_clip(clip)
