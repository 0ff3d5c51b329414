"""Documents: a short text with headings and bullets laid out once into a surface (rules, score sheets).

The format is a tiny subset of Markdown that translators can keep: a line starting ``# `` is a heading, ``- `` a
bullet, an empty line ends a paragraph. Anything else is running text.
"""

from __future__ import annotations

import pygame

from scenes.ui import theme
from scenes.ui.backdrop import diamond
from scenes.ui.text import font, render, wrap

INDENT = 36


def render_document(
    text: str,
    width: int,
    ink: theme.Colour = theme.INK,
    heading: theme.Colour = theme.WINE,
    size: int = theme.SIZE_BODY,
) -> pygame.Surface:
    """Lay ``text`` out ``width`` pixels wide into one transparent surface, as tall as it needs."""
    line_step = round(font(theme.FACE_REGULAR, size).get_linesize() * 1.02)
    heading_size = round(size * 1.3)
    placed: list[tuple[pygame.Surface, tuple[int, int]]] = []
    bullets: list[tuple[int, int]] = []
    y = 0
    for block in _blocks(text):
        if block.startswith("# "):
            y += theme.SPACE_M if placed else 0
            image = render(block[2:], heading_size, heading, theme.FACE_CAPS)
            placed.append((image, (0, y)))
            y += image.get_height() + theme.SPACE_XS
            continue
        bullet = block.startswith("- ")
        body = block[2:] if bullet else block
        left = INDENT if bullet else 0
        if bullet:
            bullets.append((INDENT // 2 - 2, y + line_step // 2 + 1))
        for line in wrap(body, width - left, size):
            placed.append((render(line, size, ink), (left, y)))
            y += line_step
        y += theme.SPACE_XS if bullet else theme.SPACE_S
    surface = pygame.Surface((width, max(y, 1)), pygame.SRCALPHA)
    for image, position in placed:
        surface.blit(image, position)
    for centre in bullets:
        diamond(surface, centre, 6, theme.GOLD_DARK)
    return surface


def _blocks(text: str) -> list[str]:
    """Headings, bullets and paragraphs, each as one string (a paragraph's lines joined by spaces)."""
    blocks: list[str] = []
    paragraph: list[str] = []
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith(("# ", "- ")):
            if paragraph:
                blocks.append(" ".join(paragraph))
                paragraph = []
            if line:
                blocks.append(line)
        elif blocks and blocks[-1].startswith("- ") and not paragraph and raw.startswith("  "):
            blocks[-1] += " " + line
        else:
            paragraph.append(line)
    if paragraph:
        blocks.append(" ".join(paragraph))
    return blocks
