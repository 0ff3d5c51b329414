"""Render every piece of the collection's art onto one contact sheet, so people can look at it.

    .venv/bin/python -m scripts.art_gallery [output.png]

Writes ``tests/artifacts/art_gallery.png`` (git-ignored) unless told otherwise, and prints how long each part took
to draw (the first draw of each size; afterwards the art comes from the cache).
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

from scenes.art import palette
from scenes.art.backs import royal_back
from scenes.art.emblems import EMBLEMS, emblem
from scenes.art.hofnar.gallery import hofnar_cards
from scenes.art.hofverrat.cards import card_face
from scenes.art.hofverrat.families import LOOKS, ROLE_MARKS
from scenes.art.hofverrat.mats import district_mat, royal_table_mat
from scenes.art.hofverrat.missions import DARK, LIGHT, mission_card, mission_text_rect
from scenes.art.icons import ICONS, icon, mark
from scenes.art.listtuecke.gallery import listtuecke_art
from scenes.art.roundels import roundel
from scenes.art.textures import felt, parchment, wood
from scenes.art.verraeter import gallery as verraeter_gallery
from scenes.resources import asset_path
from scenes.ui import theme
from scenes.ui.cards import FOCUS, LEGAL, SELECTED, VICTIM, CardSprite

SHEET = (2400, 8000)
OUTPUT = Path(__file__).resolve().parent.parent / "tests" / "artifacts" / "art_gallery.png"
MARGIN = 40
CARD = (150, 210)
SIZES = ((60, 84), (90, 126), (120, 168), (200, 280))


class Sheet:
    """A contact sheet being filled top to bottom, with a caption over each section and a timing per part."""

    def __init__(self) -> None:
        self.surface = wood(SHEET, palette.WOOD_DARK).copy()
        self.heading = pygame.font.Font(str(asset_path("fonts", theme.FACE_CAPS)), 40)
        self.caption = pygame.font.Font(str(asset_path("fonts", theme.FACE_ITALIC)), 24)
        self.top = MARGIN
        self.timings: list[tuple[str, float]] = []

    def section(self, title: str) -> None:
        text = self.heading.render(title, True, theme.GOLD_LIGHT)
        self.surface.blit(text, (MARGIN, self.top))
        self.top += text.get_height() + 10

    def label(self, words: str, pos: tuple[int, int]) -> None:
        self.surface.blit(self.caption.render(words, True, theme.TEXT_LIGHT), pos)

    def timed(self, name: str, draw: Callable[[], pygame.Surface]) -> pygame.Surface:
        start = time.perf_counter()
        surface = draw()
        self.timings.append((name, time.perf_counter() - start))
        return surface


def card_faces(sheet: Sheet) -> None:
    sheet.section("Hof-Verrat: every family and role")
    roles = list(ROLE_MARKS)
    for column, role in enumerate(roles):
        sheet.label(role, (MARGIN + 150 + column * (CARD[0] + 16), sheet.top))
    sheet.top += 34
    for row, family in enumerate(LOOKS):
        y = sheet.top + row * (CARD[1] + 16)
        sheet.label(family, (MARGIN, y + CARD[1] // 2 - 12))
        for column, role in enumerate(roles):
            face = sheet.timed(f"face {family} {role}", lambda f=family, r=role: card_face(f, r, CARD))
            sheet.surface.blit(face, (MARGIN + 150 + column * (CARD[0] + 16), y))
    right = MARGIN + 150 + len(roles) * (CARD[0] + 16) + 40
    sheet.label("back", (right, sheet.top - 34))
    sheet.surface.blit(sheet.timed("back", lambda: royal_back(CARD)), (right, sheet.top))
    sheet.label("missions", (right + CARD[0] + 40, sheet.top - 34))
    mission_size = (170, 238)
    font = pygame.font.Font(str(asset_path("fonts", theme.FACE_REGULAR)), 20)
    samples = (
        (LIGHT, None, "At least 3 nobles in your district."),
        (LIGHT, "carp", "Fewer carp than your left neighbour."),
        (DARK, None, "At most 3 families are esteemed."),
        (DARK, "hare", "The hare is disgraced at the end."),
    )
    for index, (kind, family, words) in enumerate(samples):
        card = sheet.timed(f"mission {kind} {family}", lambda k=kind, f=family: mission_card(k, mission_size, f)).copy()
        _write(card, mission_text_rect(mission_size), words, font)
        x = right + CARD[0] + 40 + (index % 2) * (mission_size[0] + 16)
        y = sheet.top + (index // 2) * (mission_size[1] + 16)
        sheet.surface.blit(card, (x, y))
    sheet.top += len(LOOKS) * (CARD[1] + 16) + 20


def _write(card: pygame.Surface, box: pygame.Rect, words: str, font: pygame.font.Font) -> None:
    """Sample text, wrapped into the mission's text box, as a table would write it."""
    lines: list[str] = []
    for word in words.split():
        if lines and font.size(f"{lines[-1]} {word}")[0] <= box.width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    for number, text in enumerate(lines):
        rendered = font.render(text, True, palette.INK)
        card.blit(rendered, rendered.get_rect(midtop=(box.centerx, box.y + number * font.get_linesize())))


def sizes(sheet: Sheet) -> None:
    sheet.section("Any size: faces and backs drawn at the size shown")
    x = MARGIN
    for size in SIZES:
        face = sheet.timed(f"face at {size}", lambda s=size: card_face("nightingale", "noble", s))
        sheet.surface.blit(face, (x, sheet.top))
        sheet.surface.blit(sheet.timed(f"back at {size}", lambda s=size: royal_back(s)), (x + size[0] + 10, sheet.top))
        sheet.label(f"{size[0]}×{size[1]}", (x, sheet.top + size[1] + 4))
        x += 2 * size[0] + 50
    blue = sheet.timed("blue back", lambda: royal_back(SIZES[-1], palette.ROYAL_BLUE, "fleur_de_lis"))
    sheet.surface.blit(blue, (x, sheet.top))
    sheet.label("another title's back", (x, sheet.top + SIZES[-1][1] + 4))
    sheet.top += SIZES[-1][1] + 50


def mats(sheet: Sheet) -> None:
    sheet.section("Royal table and districts (at their 1920×1080 layout sizes)")
    table = sheet.timed("royal table 1244×462", lambda: royal_table_mat((1244, 462)))
    sheet.surface.blit(table, (MARGIN, sheet.top))
    for column, (family, role) in enumerate((("stag", "noble"), ("toad", "guard"), ("butterfly", "plain"))):
        sheet.surface.blit(card_face(family, role, (120, 168)), (MARGIN + 25 + 21 + column * 172, sheet.top + 62))
    sheet.surface.blit(royal_back((120, 168)), (MARGIN + 25 + 21 + 3 * 172, sheet.top + 270))
    right = MARGIN + 1244 + 40
    own = sheet.timed("district 800×290", lambda: district_mat((800, 290), theme.SEAT_COLOURS[1]))
    sheet.surface.blit(own, (right, sheet.top))
    other = sheet.timed("district 450×190", lambda: district_mat((450, 190), theme.SEAT_COLOURS[0], "silver"))
    sheet.surface.blit(other, (right, sheet.top + 310))
    for column, (family, role) in enumerate((("carp", "assassin"), ("hare", "spy"), ("nightingale", "plain"))):
        sheet.surface.blit(card_face(family, role, (90, 126)), (right + 20 + column * 70, sheet.top + 310 + 40))
    sheet.top += 462 + 40


def symbols_and_icons(sheet: Sheet) -> None:
    sheet.section("Family roundels, emblems, role marks and icons")
    x = MARGIN
    for look in LOOKS.values():
        for diameter in (120, 48, 28):
            badge = sheet.timed(
                f"roundel {look.key} {diameter}",
                lambda lk=look, d=diameter: roundel(d, lk.deep, lk.symbol, palette.IVORY),
            )
            sheet.surface.blit(badge, (x, sheet.top + (0 if diameter == 120 else 130 if diameter == 48 else 190)))
        x += 150
    sheet.top += 240
    x = MARGIN
    for name in EMBLEMS:
        sheet.surface.blit(emblem(name, (110, 110)), (x, sheet.top))
        sheet.surface.blit(emblem(name, (40, 40), "silver"), (x + 120, sheet.top + 70))
        x += 180
    sheet.top += 130
    strip = parchment((SHEET[0] - 2 * MARGIN, 120), palette.PARCHMENT, seed=3, edge=40)
    sheet.surface.blit(strip, (MARGIN, sheet.top + 110))
    for index, name in enumerate(ICONS):
        x = MARGIN + index * 160
        sheet.surface.blit(mark(name, (80, 80)), (x, sheet.top))
        sheet.surface.blit(mark(name, (24, 24)), (x + 90, sheet.top + 56))
        sheet.surface.blit(icon(name, (64, 64)), (x, sheet.top + 120))
        sheet.surface.blit(icon(name, (20, 20), palette.INK_SOFT), (x + 90, sheet.top + 160))
        sheet.label(name, (x, sheet.top + 236))
    sheet.top += 280


def textures(sheet: Sheet) -> None:
    sheet.section("Textures")
    swatch = (540, 220)
    for index, (name, draw) in enumerate(
        (
            ("felt", lambda: felt(swatch)),
            ("wine felt", lambda: felt(swatch, palette.FELT_WINE)),
            ("wood", lambda: wood(swatch)),
            ("parchment", lambda: parchment(swatch)),
        )
    ):
        x = MARGIN + index * (swatch[0] + 20)
        sheet.surface.blit(sheet.timed(name, draw), (x, sheet.top))
        sheet.label(name, (x + 10, sheet.top + swatch[1] - 34))
    sheet.top += swatch[1] + 20


def sprite_states(sheet: Sheet) -> None:
    sheet.section("Card sprites on the table: resting, hovered, glowing, mid-flip")
    felt_strip = felt((SHEET[0] - 2 * MARGIN, 300))
    sheet.surface.blit(felt_strip, (MARGIN, sheet.top))
    states = (
        ("resting", {}),
        ("hovered", {"hovered": True}),
        ("legal target", {"highlight": LEGAL}),
        ("selected", {"highlight": SELECTED, "hovered": True}),
        ("keyboard focus", {"highlight": FOCUS}),
        ("victim", {"highlight": VICTIM}),
        ("flip ¼", {"flip": 0.3}),
        ("flip ¾", {"flip": 0.7}),
        ("faded", {"alpha": 120.0}),
        ("tilted", {"rotation": 8.0}),
    )
    for index, (name, changes) in enumerate(states):
        centre = (MARGIN + 120 + index * 220, sheet.top + 150)
        sprite = CardSprite(card_face("carp", "guard", (120, 168)), royal_back((120, 168)), centre)
        for attribute, value in changes.items():
            setattr(sprite, attribute, value)
        for _ in range(30):
            sprite.update(1 / 60)
        sprite.draw(sheet.surface)
        sheet.label(name, (centre[0] - 60, sheet.top + 262))
    sheet.top += 320


def render() -> Sheet:
    """Draw the whole contact sheet."""
    pygame.font.init()
    sheet = Sheet()
    parts = (card_faces, sizes, sprite_states, mats, symbols_and_icons, textures)
    for part in (*parts, verraeter_gallery.draw, listtuecke_art, hofnar_cards):
        part(sheet)
    return sheet


def main(argv: list[str]) -> int:
    output = Path(argv[0]) if argv else OUTPUT
    started = time.perf_counter()
    sheet = render()
    output.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet.surface.subsurface((0, 0, SHEET[0], min(SHEET[1], sheet.top + MARGIN))), str(output))
    slowest = sorted(sheet.timings, key=lambda entry: -entry[1])[:8]
    print(f"wrote {output} in {time.perf_counter() - started:.2f} s; slowest first draws:")
    for name, seconds in slowest:
        print(f"  {seconds * 1000:7.1f} ms  {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
