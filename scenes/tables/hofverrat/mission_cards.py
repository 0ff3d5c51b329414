"""Mission cards on the table: the art with the mission's words written in, and a verdict stamped on.

During play the shown seat's two missions lie face up in the mission zones (face down at a hot seat while it is not
that person's turn), each with a small seal saying whether it would be met if the game ended now. At the end every
player's missions turn over and get a tick or a cross (``scoring``).
"""

from __future__ import annotations

import functools

import pygame

from game.hofverrat.cards import FAMILIES
from game.hofverrat.missions import MISSION_BY_ID
from scenes.art import palette
from scenes.art.backs import royal_back
from scenes.art.hofverrat.missions import DARK, LIGHT, mission_card, mission_text_rect
from scenes.art.icons import mark
from scenes.i18n import tr
from scenes.ui import dirty, theme
from scenes.ui.text import font, render, width_of, wrap

TEXT_SIZES = (24, 22, 20, 18, 16, 14, 12)
SEAL_SHARE = 0.3


def mission_text(mission: str) -> str:
    """The words of a mission in the player's language."""
    return tr(f"hofverrat.mission.{mission}")


@functools.lru_cache(maxsize=64)
def written_card(mission: str, size: tuple[int, int], language: str) -> pygame.Surface:
    """The face of ``mission``'s card at ``size`` with its words written into the paper panel; cached per language."""
    details = MISSION_BY_ID[mission]
    family = FAMILIES[details.family].key if details.family is not None else None
    card = mission_card(LIGHT if details.light else DARK, size, family).copy()
    box = mission_text_rect(size)
    text = mission_text(mission)
    for text_size in TEXT_SIZES:
        lines = hyphen_wrap(text, box.width, text_size)
        step = round(font(theme.FACE_REGULAR, text_size).get_linesize() * 0.92)
        fits = step * len(lines) <= box.height and all(width_of(line, text_size) <= box.width for line in lines)
        if fits or text_size == TEXT_SIZES[-1]:
            break
    top = box.centery - step * len(lines) / 2
    for number, line in enumerate(lines):
        image = render(line, text_size, palette.INK)
        card.blit(image, image.get_rect(midtop=(box.centerx, round(top + number * step))))
    return card


@functools.lru_cache(maxsize=8)
def mission_back(size: tuple[int, int]) -> pygame.Surface:
    """The back of a mission card: the collection's back in midnight blue under a moon."""
    return royal_back(size, palette.NIGHT, "moon", "silver")


def hyphen_wrap(text: str, width: int, size: int) -> list[str]:
    """Lines no wider than ``width``, breaking at spaces and, where a word is too long, after its hyphens
    ("Schmetterling-|Karten"), as German and Dutch compounds need."""
    lines = wrap(text, width, size)
    if all(width_of(line, size) <= width for line in lines):
        return lines
    pieces = text.replace("-", "-\n").split("\n")
    out: list[str] = []
    line = ""
    for piece in pieces:
        for number, word in enumerate(piece.split(" ")):
            glue = "" if number == 0 and line.endswith("-") else " "
            candidate = f"{line}{glue}{word}" if line else word
            if line and width_of(candidate, size) > width:
                out.append(line)
                line = word
            else:
                line = candidate
    out.append(line)
    return out


def seal(fulfilled: bool, diameter: int) -> pygame.Surface:
    """A round wax seal with a tick (met) or a cross (not met): shape and colour both tell."""
    return _seal(fulfilled, diameter)


@functools.lru_cache(maxsize=16)
def _seal(fulfilled: bool, diameter: int) -> pygame.Surface:
    image = pygame.Surface((diameter, diameter), pygame.SRCALPHA)
    centre = (diameter // 2, diameter // 2)
    wax = theme.SUCCESS if fulfilled else theme.ALERT
    pygame.draw.circle(image, theme.SHADOW, (centre[0] + 1, centre[1] + 2), diameter // 2 - 1)
    pygame.draw.circle(image, wax, centre, diameter // 2 - 2)
    pygame.draw.circle(image, theme.GOLD, centre, diameter // 2 - 2, 2)
    side = round(diameter * 0.62)
    symbol = mark("tick" if fulfilled else "cross", (side, side))
    image.blit(symbol, symbol.get_rect(center=centre))
    return image


def draw_mission(
    surface: pygame.Surface,
    rect: pygame.Rect,
    mission: str | None,
    language: str,
    *,
    flip: float = 1.0,
    verdict: bool | None = None,
    note: str | None = None,
) -> None:
    """A mission card filling ``rect``: its face (or back while ``flip`` < 0.5, or when the mission is unknown),
    squashed by the flip, with a seal for ``verdict`` and a small ``note`` under the seal."""
    size = rect.size
    face_up = mission is not None and flip >= 0.5
    image = written_card(mission, size, language) if face_up else mission_back(size)
    squash = abs(1 - 2 * flip) if mission is not None else 1.0
    width = max(1, round(size[0] * squash))
    if width != size[0]:
        image = pygame.transform.smoothscale(image, (width, size[1]))
    surface.blit(image, image.get_rect(center=rect.center))
    if face_up and verdict is not None and squash > 0.98:
        diameter = max(24, round(size[0] * SEAL_SHARE))
        stamp = seal(verdict, diameter)
        spot = stamp.get_rect(center=(rect.right - diameter // 2 + 4, rect.bottom - diameter // 2 + 4))
        surface.blit(stamp, spot)
        if note:
            label = render(note, theme.SIZE_SMALL - 6, theme.TEXT_LIGHT, theme.FACE_ITALIC)
            plate = label.get_rect(midright=(spot.left - 4, spot.centery + 6)).inflate(12, 2)
            dirty.rect(surface, theme.WOOD_DARK, plate, border_radius=8)
            dirty.rect(surface, theme.GOLD_DARK, plate, 1, border_radius=8)
            surface.blit(label, label.get_rect(center=plate.center))
