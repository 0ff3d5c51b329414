"""What the shared screen shows of the phones: a join card per seat whose phone has not joined (its QR code, its link
and its name), and, while the game waits for a phone, whose it waits for.

A seat can be handed back at any moment, so the card itself offers it under the code: "Play here instead" (the person
plays at the PC) and "Give to a computer", for the room that finds a phone flat or a friend gone; the pause menu's
"Phone seats" does the same for a seat whose phone has joined. ``hand_back_at`` tells the table which of them a click
hit, from the same layout the cards are drawn by.

The QR code is made by ``segno`` and drawn module by module, scaled by a whole number so a camera reads it sharp.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator

import pygame
import segno

from game.core import COMPUTER, HUMAN
from scenes.i18n import tr
from scenes.phone.seats import PhoneSeats
from scenes.ui import dirty, theme
from scenes.ui.backdrop import blit_panel
from scenes.ui.button import button_image
from scenes.ui.text import render, width_of

CARD_SIZE = (340, 490)
QR_SIZE = 260
GAP = 24
BANNER_HEIGHT = 64
MOST_ROWS = 3
"""Join cards are laid in as many rows (up to this) as draws them largest: nine cards in one row would be too small
to scan from a sofa."""
HAND_BACK = (("phone.table.here", HUMAN), ("phone.table.computer", COMPUTER))
"""The card's two ways to hand its seat back, top to bottom: its label's key and whom the seat goes to."""
BUTTON_HEIGHT = 46
BUTTON_TEXT = theme.SIZE_SMALL - 2


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


def card_rects(size: tuple[int, int], count: int) -> list[pygame.Rect]:
    """Where ``count`` join cards lie on a screen of ``size``: centred below the waiting banner, in the number of rows
    that draws them largest (no card larger than ``CARD_SIZE``)."""
    if not count:
        return []
    width, height = CARD_SIZE
    above = BANNER_HEIGHT + 2 * GAP
    room = (size[0] - 2 * GAP, size[1] - above - GAP)

    def scale(rows: int) -> float:
        across = -(-count // rows)
        return min(
            1.0,
            room[0] / (across * width + (across - 1) * GAP),
            room[1] / (rows * height + (rows - 1) * GAP),
        )

    rows = max(range(1, min(MOST_ROWS, count) + 1), key=lambda rows: (scale(rows), -rows))
    factor, across = scale(rows), -(-count // rows)
    card = (round(width * factor), round(height * factor))
    step = (round((width + GAP) * factor), round((height + GAP) * factor))
    top = above + (room[1] - (rows * step[1] - round(GAP * factor))) // 2
    rects = []
    for number in range(count):
        row, place = divmod(number, across)
        in_row = min(across, count - row * across)
        left = (size[0] - (in_row * step[0] - round(GAP * factor))) // 2
        rects.append(pygame.Rect(left + place * step[0], top + row * step[1], *card))
    return rects


def _away(phones: PhoneSeats) -> list[int]:
    return [seat for seat in phones.seats if seat not in phones.joined]


def hand_back_buttons(card: pygame.Rect) -> Iterator[tuple[pygame.Rect, str, str]]:
    """A card's hand-back buttons at the foot of ``card``: their rects, labels' keys and controllers."""
    factor = card.width / CARD_SIZE[0]
    height, gap = round(BUTTON_HEIGHT * factor), round(theme.SPACE_XS * factor)
    bottom = card.bottom - round(16 * factor)
    for number, (key, controller) in enumerate(reversed(HAND_BACK)):
        rect = pygame.Rect(0, 0, card.width - round(32 * factor), height)
        rect.midbottom = (card.centerx, bottom - number * (height + gap))
        yield rect, key, controller


def hand_back_at(point: tuple[int, int], size: tuple[int, int], phones: PhoneSeats) -> tuple[int, str] | None:
    """The seat and controller of the join card's button under ``point`` (a screen of ``size``), if any."""
    away = _away(phones)
    for seat, card in zip(away, card_rects(size, len(away)), strict=True):
        for rect, _key, controller in hand_back_buttons(card):
            if rect.collidepoint(point):
                return seat, controller
    return None


def draw_phones(surface: pygame.Surface, phones: PhoneSeats) -> None:
    """The join cards of the seats whose phones are away, and the waiting banner."""
    names = [seat.name for seat in phones.match.seats]
    away = _away(phones)
    for seat, rect in zip(away, card_rects(surface.get_size(), len(away)), strict=True):
        _join_card(surface, rect, seat, names[seat], phones.link(seat))
    waiting = phones.waiting_for()
    if waiting is not None:
        words = tr("phone.table.waiting", name=names[waiting])
        text = render(words, theme.SIZE_LABEL, theme.GOLD_LIGHT, theme.FACE_CAPS)
        band = pygame.Rect(0, 0, text.get_width() + 2 * GAP, BANNER_HEIGHT)
        band.midtop = (surface.get_width() // 2, GAP)
        dirty.rect(surface, theme.WINE, band, border_radius=theme.RADIUS)
        dirty.rect(surface, theme.GOLD, band, 2, border_radius=theme.RADIUS)
        surface.blit(text, text.get_rect(center=band.center))


def _join_card(surface: pygame.Surface, rect: pygame.Rect, seat: int, name: str, link: str) -> None:
    """One seat's join card: its colour, its name, the code to scan, the link to type and the hand-back buttons."""
    blit_panel(surface, rect, "parchment")
    colour = theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]
    dirty.rect(surface, colour, (rect.x + 12, rect.y + 12, rect.width - 24, 10), border_radius=4)
    words = tr("phone.table.join", name=name)
    size = _fitting(words, theme.SIZE_SMALL, rect.width - 28, theme.FACE_CAPS)
    heading = render(words, size, theme.INK, theme.FACE_CAPS)
    surface.blit(heading, heading.get_rect(midtop=(rect.centerx, rect.y + 30)))
    code = qr_picture(link, min(QR_SIZE, rect.width - 60))
    code_rect = surface.blit(code, code.get_rect(midtop=(rect.centerx, rect.y + 30 + heading.get_height() + 8)))
    address = link.split("://", 1)[-1]
    line = render(address, _fitting(address, theme.SIZE_SMALL - 6, rect.width - 28), theme.INK_SOFT)
    surface.blit(line, line.get_rect(midtop=(rect.centerx, code_rect.bottom + 10)))
    text_size = max(12, round(BUTTON_TEXT * rect.width / CARD_SIZE[0]))
    for button, key, _controller in hand_back_buttons(rect):
        surface.blit(button_image(button.size, tr(key), "secondary", "normal", text_size), button)


def _fitting(text: str, size: int, width: int, face: str = theme.FACE_REGULAR) -> int:
    """The largest text size up to ``size`` at which ``text`` fits ``width`` (at least 10)."""
    while size > 10 and width_of(text, size, face) > width:
        size -= 1
    return size
