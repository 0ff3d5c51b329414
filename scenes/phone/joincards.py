"""What the shared screen shows of the phones: a join card per seat whose phone has not joined (its QR code, its link
and its name), and, while the game waits for a phone, whose it waits for.

The QR code is made by ``segno`` and drawn module by module, scaled by a whole number so a camera reads it sharp.
"""

from __future__ import annotations

import functools

import pygame
import segno

from scenes.i18n import tr
from scenes.phone.seats import PhoneSeats
from scenes.ui import theme
from scenes.ui.backdrop import blit_panel
from scenes.ui.text import render, width_of

CARD_SIZE = (340, 430)
QR_SIZE = 260
GAP = 24
BANNER_HEIGHT = 64


@functools.lru_cache(maxsize=16)
def qr_picture(link: str, size: int) -> pygame.Surface:
    """The QR code of ``link``, dark on white with its quiet zone, at most ``size`` pixels square."""
    code = segno.make(link, error="m", micro=False)
    rows = list(code.matrix_iter(scale=1, border=4))
    modules = pygame.Surface((len(rows[0]), len(rows)))
    modules.fill((255, 255, 255))
    for y, row in enumerate(rows):
        for x, dark in enumerate(row):
            if dark:
                modules.set_at((x, y), (0, 0, 0))
    scale = max(1, size // len(rows))
    return pygame.transform.scale(modules, (len(rows[0]) * scale, len(rows) * scale))


def draw_phones(surface: pygame.Surface, phones: PhoneSeats) -> None:
    """The join cards of the seats whose phones are away, in a row across the middle, and the waiting banner."""
    names = [seat.name for seat in phones.match.seats]
    away = [seat for seat in phones.seats if seat not in phones.joined]
    if away:
        width = len(away) * CARD_SIZE[0] + (len(away) - 1) * GAP
        scale = min(1.0, (surface.get_width() - 2 * GAP) / width)
        size = (round(CARD_SIZE[0] * scale), round(CARD_SIZE[1] * scale))
        left = (surface.get_width() - round(width * scale)) // 2
        top = (surface.get_height() - size[1]) // 2
        for number, seat in enumerate(away):
            rect = pygame.Rect(left + number * round((CARD_SIZE[0] + GAP) * scale), top, *size)
            _join_card(surface, rect, seat, names[seat], phones.link(seat))
    waiting = phones.waiting_for()
    if waiting is not None:
        words = tr("phone.table.waiting", name=names[waiting])
        text = render(words, theme.SIZE_LABEL, theme.GOLD_LIGHT, theme.FACE_CAPS)
        band = pygame.Rect(0, 0, text.get_width() + 2 * GAP, BANNER_HEIGHT)
        band.midtop = (surface.get_width() // 2, GAP)
        pygame.draw.rect(surface, theme.WINE, band, border_radius=theme.RADIUS)
        pygame.draw.rect(surface, theme.GOLD, band, 2, border_radius=theme.RADIUS)
        surface.blit(text, text.get_rect(center=band.center))


def _join_card(surface: pygame.Surface, rect: pygame.Rect, seat: int, name: str, link: str) -> None:
    """One seat's join card: its colour, its name, the code to scan and the link to type."""
    blit_panel(surface, rect, "parchment")
    colour = theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]
    pygame.draw.rect(surface, colour, (rect.x + 12, rect.y + 12, rect.width - 24, 10), border_radius=4)
    words = tr("phone.table.join", name=name)
    size = _fitting(words, theme.SIZE_SMALL, rect.width - 28, theme.FACE_CAPS)
    heading = render(words, size, theme.INK, theme.FACE_CAPS)
    surface.blit(heading, heading.get_rect(midtop=(rect.centerx, rect.y + 30)))
    code = qr_picture(link, min(QR_SIZE, rect.width - 60))
    code_rect = surface.blit(code, code.get_rect(midtop=(rect.centerx, rect.y + 30 + heading.get_height() + 8)))
    address = link.split("://", 1)[-1]
    line = render(address, _fitting(address, theme.SIZE_SMALL - 6, rect.width - 28), theme.INK_SOFT)
    surface.blit(line, line.get_rect(midtop=(rect.centerx, code_rect.bottom + 10)))


def _fitting(text: str, size: int, width: int, face: str = theme.FACE_REGULAR) -> int:
    """The largest text size up to ``size`` at which ``text`` fits ``width`` (at least 10)."""
    while size > 10 and width_of(text, size, face) > width:
        size -= 1
    return size
