"""Labels that fit their card: a word or a few on a plaque no wider than the card (or zone) it names.

A label is first tried on one line, from its size down to ``SMALLEST``; a label still too wide (or one whose
translation breaks it with newlines) is broken into lines, at its newlines and spaces and, inside a word too long for
a line, at the soft hyphens its translation marks (``SOFT_HYPHEN``, shown as a hyphen where the word breaks and not
at all elsewhere). One line looks like the kit's ``plaque``; several
stand on one plaque with rounded corners.
"""

from __future__ import annotations

import functools

import pygame

from scenes.tables.kit.hud import plaque_image
from scenes.ui import theme
from scenes.ui.text import render_lines, width_of

SMALLEST = 16
"""The smallest text a table's label shrinks to: at 1280×720 it is drawn about 11 pixels high, still read at a
glance; a label that does not fit at this size is broken into lines instead."""
SOFT_HYPHEN = "\u00ad"
"""Where a translation allows a long word to break (Scharf\u00adrichter): a hyphen at a break, nothing elsewhere."""
PADDING = 8
"""The room either side of a label's lines on a plaque of several lines."""
LEADING = 1.0


def plain(text: str) -> str:
    """``text`` as read on one line: without its soft hyphens."""
    return text.replace(SOFT_HYPHEN, "")


def break_lines(text: str, room: int, size: int) -> list[str]:
    """``text`` in lines no wider than ``room`` at ``size`` where it can break: at its newlines (always), its spaces,
    and inside a word at its soft hyphens (a line ending there ends with a hyphen). A part with no break left may
    still be wider."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            candidate = f"{line} {word}" if line else word
            if not line or _width(candidate, size) <= room:
                line = candidate
                continue
            lines.append(line)
            line = word
        lines.append(line)
    return [part for each in lines for part in _hyphenated(each, room, size)]


def _hyphenated(line: str, room: int, size: int) -> list[str]:
    """One line broken at its soft hyphens, as few lines as fit ``room``, each broken line ending in a hyphen: in two
    lines as even as can be when two will do (Ber-serker, not Berserk-er), else filling each line in turn."""
    parts = line.split(SOFT_HYPHEN)
    if _width(line, size) <= room or len(parts) == 1:
        return [line]
    halves = [(SOFT_HYPHEN.join(parts[:cut]) + "-", SOFT_HYPHEN.join(parts[cut:])) for cut in range(1, len(parts))]
    fitting = [pair for pair in halves if all(_width(half, size) <= room for half in pair)]
    if fitting:
        return list(min(fitting, key=lambda pair: max(_width(half, size) for half in pair)))
    lines: list[str] = []
    current = parts[0]
    for part in parts[1:]:
        if _width(current + part, size) <= room:
            current += part
        else:
            lines.append(current + "-")
            current = part
    lines.append(current)
    return lines


def _width(text: str, size: int) -> int:
    return width_of(plain(text), size, theme.FACE_CAPS)


def fit(text: str, room: int, size: int) -> tuple[int, list[str]]:
    """The size and lines of a label of ``text`` on a plaque no wider than ``room``: one line at the largest size
    from ``size`` down to ``SMALLEST`` at which it fits, else lines broken at the largest size at which every line
    fits (``SMALLEST`` at the least)."""
    sizes = range(size, min(size, SMALLEST) - 1, -1)
    for step in sizes if "\n" not in text else ():
        if plaque_image(plain(text), step, theme.GOLD_PALE).get_width() <= room:
            return step, [plain(text)]
    for step in sizes:
        lines = [plain(line) for line in break_lines(text, room - 2 * PADDING, step)]
        if all(_width(line, step) <= room - 2 * PADDING for line in lines):
            return step, lines
    return sizes[-1], [plain(line) for line in break_lines(text, room - 2 * PADDING, sizes[-1])]


@functools.lru_cache(maxsize=256)
def label_image(text: str, room: int, size: int, colour: theme.Colour) -> pygame.Surface:
    """The plaque of a label of ``text`` no wider than ``room`` (see ``fit``), drawn once per text and room."""
    step, lines = fit(text, room, size)
    if len(lines) == 1:
        return plaque_image(lines[0], step, colour)
    body = render_lines(lines, step, colour, theme.FACE_CAPS, align="center", spacing=LEADING)
    plate = pygame.Rect(0, 0, body.get_width() + 2 * PADDING, body.get_height() + PADDING)
    image = pygame.Surface((plate.width + 1, plate.height + 2), pygame.SRCALPHA)
    pygame.draw.rect(image, theme.SHADOW, plate.move(1, 2), border_radius=PADDING)
    pygame.draw.rect(image, theme.WOOD_DARK, plate, border_radius=PADDING)
    pygame.draw.rect(image, theme.GOLD_DARK, plate, 2, border_radius=PADDING)
    image.blit(body, body.get_rect(center=plate.center))
    return image


def label_rect(text: str, room: int, size: int, **anchor: tuple[float, float]) -> pygame.Rect:
    """Where a label of ``text`` no wider than ``room`` lies, placed by one anchor (``center=``, ``midbottom=`` …)."""
    image = label_image(text, room, size, theme.GOLD_PALE)
    (name, point), *_ = anchor.items()
    return image.get_rect(**{name: (round(point[0]), round(point[1]))})


def draw_label(surface: pygame.Surface, text: str, room: int, size: int, colour: theme.Colour, **anchor) -> None:
    """A label of ``text`` no wider than ``room`` at ``size`` or smaller, placed by one anchor (see ``label_rect``)."""
    rect = label_rect(text, room, size, **anchor)
    surface.blit(label_image(text, room, size, colour), rect)
