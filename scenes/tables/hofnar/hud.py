"""What a Hofnar table draws over its picture: the seat plates (jester, lives, Favourite, effect spent, hand), the
King's throne and mood piles, the discard, the round's marker, the offer bar, the lit stars and the acts' scores.
Each function draws one thing from plain data.
"""

from __future__ import annotations

import pygame

from game.hofnar.cards import CATEGORIES, DRUNK
from game.hofnar.jesters import BY_ID
from game.hofnar.view import HofnarView
from scenes.art.hofnar.amusement import star_row
from scenes.art.hofnar.court import (
    KING,
    attribute_badge,
    beheaded_token,
    favourite_token,
    life_token,
    mood_back,
    mood_badge,
)
from scenes.art.hofnar.looks import MOOD_LOOKS
from scenes.art.icons import mark
from scenes.i18n import tr
from scenes.tables.hofnar import art
from scenes.tables.hofnar.interaction import offer_buttons, offer_text_box
from scenes.tables.hofnar.words import jester_name, round_label
from scenes.tables.kit.hud import plaque
from scenes.tables.kit.labels import draw_label, label_rect
from scenes.tables.kit.plates import MINI_BACK, seat_badge
from scenes.ui import dirty, theme
from scenes.ui.button import Button
from scenes.ui.text import render, render_lines, wrap

NAME_SIZE = 26
NOTICE_SIZE = 26
SMALL_SIZE = 20
BADGE = 50
LIFE = 24
DIM = (18, 12, 10, 150)
PLATE_SHADOW = (2, 3)
"""How far a plate's shadow falls, right and down."""


def _fit(text: str, width: int, size: int, colour: theme.Colour, face: str) -> pygame.Surface:
    """``text`` at ``size`` or smaller until it fits ``width``."""
    for step in range(size, 13, -2):
        image = render(text, step, colour, face)
        if image.get_width() <= width:
            return image
    return image


def draw_plate_base(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The wooden plate under a seat's name and marks."""
    dirty.rect(surface, theme.SHADOW, rect.move(*PLATE_SHADOW), border_radius=10)
    dirty.rect(surface, theme.WOOD_DARK, rect, border_radius=10)
    dirty.rect(surface, theme.GOLD_DARK, rect, 2, border_radius=10)


def draw_jester_seat(
    surface: pygame.Surface, rect: pygame.Rect, shown: HofnarView, seat: int, name: str, hand: bool = True
) -> None:
    """A jester's plate on its wooden base."""
    draw_plate_base(surface, rect)
    draw_jester_plate(surface, rect, shown, seat, name, hand)


def draw_jester_plate(
    surface: pygame.Surface, rect: pygame.Rect, shown: HofnarView, seat: int, name: str, hand: bool = True
) -> None:
    """A jester's plate: his attribute (dimmed and ticked once his effect is spent), his name and his jester's,
    his lives as bells, his hand as little backs (unless ``hand`` is False: once the game is over his points stand
    there), the Favourite's heart; once beheaded, dimmed in his place with his name struck through and the axe where
    his bells were."""
    jester = shown.jesters[seat]
    badge = attribute_badge(jester, BADGE)
    pad = (badge.get_width() - BADGE) // 2
    spot = (rect.x + 8 - pad, rect.y + 8 - pad)
    surface.blit(badge, spot)
    spent = jester in shown.spent and not BY_ID[jester].lasting
    if spent:
        veil = pygame.Surface((BADGE, BADGE), pygame.SRCALPHA)
        pygame.draw.circle(veil, DIM, (BADGE // 2, BADGE // 2), BADGE // 2)
        surface.blit(veil, (rect.x + 8, rect.y + 8))
        tick = mark("tick", (22, 22))
        surface.blit(tick, (rect.x + 8 + BADGE - 18, rect.y + 8 + BADGE - 20))
    seat_mark = seat_badge(seat, 18)
    surface.blit(seat_mark, (rect.x + 66, rect.y + 9))
    room = rect.width - (126 if shown.favourite == seat else 96)
    label = _fit(name, room, NAME_SIZE, theme.GOLD_LIGHT, theme.FACE_CAPS)
    surface.blit(label, (rect.x + 90, rect.y + 4))
    title = _fit(jester_name(jester), rect.width - 72, SMALL_SIZE, theme.TEXT_MUTED, theme.FACE_ITALIC)
    surface.blit(title, (rect.x + 66, rect.y + 34))
    if shown.lives[seat] == 0:
        veil = pygame.Surface(rect.size, pygame.SRCALPHA)
        veil.fill(DIM)
        surface.blit(veil, rect)
        middle = rect.y + 4 + label.get_height() // 2
        dirty.line(surface, theme.ALERT, (rect.x + 86, middle), (rect.x + 94 + label.get_width(), middle), 3)
        axe = beheaded_token(40)
        surface.blit(axe, axe.get_rect(midleft=(rect.x + 62, rect.bottom - 26)))
        return
    for index in range(shown.max_lives):
        token = life_token(LIFE, index < shown.lives[seat])
        surface.blit(token, (rect.x + 64 + index * (LIFE + 4), rect.bottom - LIFE - 12))
    if shown.favourite == seat:
        heart = favourite_token(30)
        surface.blit(heart, heart.get_rect(center=(rect.right - 16, rect.y + 14)))
    if not hand:
        return
    count = shown.hand_sizes[seat]
    small_back = art.back(MINI_BACK)
    right = rect.right - 12
    number = render(str(count), SMALL_SIZE + 2, theme.GOLD_LIGHT, theme.FACE_CAPS)
    surface.blit(number, number.get_rect(bottomright=(right, rect.bottom - 10)))
    for index in range(min(count, 4)):
        surface.blit(small_back, (right - number.get_width() - 6 - MINI_BACK[0] - index * 8, rect.bottom - 44))


def notice_rect(band: pygame.Rect, text: str) -> pygame.Rect:
    """Where the open table's notice stands: in the middle of its ``band``, no wider."""
    return label_rect(text, band.width, NOTICE_SIZE, center=band.center)


def draw_notice(surface: pygame.Surface, band: pygame.Rect, text: str) -> None:
    """The word that a decision is asked at the open table (why the decider's own cards lie face down), on a plaque
    in ``band``, its lines as its translation breaks them."""
    draw_label(surface, text, band.width, NOTICE_SIZE, theme.GOLD_PALE, center=band.center)


def draw_throne(surface: pygame.Surface, rect: pygame.Rect, name: str) -> None:
    """The King's plate: his crown, his name and title."""
    badge = attribute_badge(KING, BADGE + 8)
    surface.blit(badge, badge.get_rect(midleft=(rect.x + 6, rect.centery)))
    label = _fit(name, rect.width - 90, NAME_SIZE + 2, theme.GOLD_LIGHT, theme.FACE_CAPS)
    surface.blit(label, (rect.x + 78, rect.y + 16))
    title = render(tr("hofnar.king.title"), SMALL_SIZE + 2, theme.TEXT_MUTED, theme.FACE_ITALIC)
    surface.blit(title, (rect.x + 78, rect.y + 56))


def draw_mood_piles(surface: pygame.Surface, unused: pygame.Rect, used: pygame.Rect, shown: HofnarView) -> None:
    """The King's unused moods as a face-down stack with its count; his used ones as their badges (face down as
    backs)."""
    size = (68, 95)
    if shown.mood_count:
        back = mood_back(size)
        for index in range(min(shown.mood_count, 3)):
            surface.blit(back, (unused.x + 8 + index * 3, unused.y + 6 + index * 2))
    plaque(surface, str(shown.mood_count), (unused.right - 22, unused.bottom - 18), 24, theme.GOLD_PALE)
    badges = [mood_badge(mood, 40) for mood in shown.mood_discard]
    small = mood_back((30, 42))
    x, y = used.x + 4, used.y + 6
    for index, badge in enumerate(badges):
        surface.blit(badge, (x + (index % 4) * 46, y + (index // 4) * 50))
    for index in range(len(shown.mood_discard_face_down)):
        spot = len(badges) + index
        surface.blit(small, (x + 6 + (spot % 4) * 46, y + 2 + (spot // 4) * 50))


def draw_discard(surface: pygame.Surface, zone: pygame.Rect, count: int) -> None:
    """The discarded acts: a back and how many."""
    if count:
        back = art.back(art.TABLE)
        surface.blit(back, back.get_rect(center=(zone.centerx, zone.centery - 8)))
    plaque(surface, str(count), (zone.centerx, zone.bottom - 16), 24, theme.GOLD_PALE)


def draw_round(surface: pygame.Surface, zone: pygame.Rect, number: int, final: bool) -> None:
    """The round's number (none while the acts are dealt); a final round in red with an axe, so it reads as one
    without its colour."""
    colour = theme.BURGUNDY if final else theme.WOOD_DARK
    dirty.rect(surface, colour, zone, border_radius=10)
    dirty.rect(surface, theme.GOLD, zone, 2, border_radius=10)
    if not number:
        return
    label = _fit(
        round_label(number, final), zone.width - (70 if final else 24), NAME_SIZE, theme.GOLD_LIGHT, theme.FACE_CAPS
    )
    surface.blit(label, label.get_rect(center=(zone.centerx + (18 if final else 0), zone.centery)))
    if final:
        axe = beheaded_token(40)
        surface.blit(axe, axe.get_rect(midleft=(zone.x + 8, zone.centery)))


def draw_offer(
    surface: pygame.Surface,
    zone: pygame.Rect,
    text: str,
    with_use: bool,
    pointer: tuple[int, int],
    focused: str | None = None,
) -> None:
    """The interrupt bar: what the effect would do now, with Use (when it names nobody) and Not now; ``focused``
    names the button the keyboard is on ("use" or "decline"), drawn with its focus rim over the bar."""
    dirty.rect(surface, theme.SHADOW, zone.move(3, 5), border_radius=12)
    dirty.rect(surface, theme.WINE_DARK, zone, border_radius=12)
    dirty.rect(surface, theme.GOLD, zone, 3, border_radius=12)
    box = offer_text_box(zone)
    for size in (26, 24, 22, 20, 18):
        lines = wrap(text, box.width, size, theme.FACE_REGULAR)
        if len(lines) * size * 1.15 <= box.height:
            break
    body = render_lines(lines, size, theme.TEXT_LIGHT, theme.FACE_REGULAR, spacing=1.15)
    surface.blit(body, body.get_rect(midleft=(box.x, box.centery)))
    buttons = offer_buttons(zone)
    for key, label in (("use", "hofnar.use"), ("decline", "hofnar.not_now")):
        if key == "use" and not with_use:
            continue
        button = Button(
            buttons[key], tr(label), lambda: None, style="primary" if key == "use" else "secondary", text_size=26
        )
        button.hovered = buttons[key].collidepoint(pointer)
        button.focused = key == focused
        button.draw(surface)


def draw_challenge(surface: pygame.Surface, zone: pygame.Rect, title: str, text: str) -> None:
    """A tie's challenge among people (HN-13): a parchment bar with the heading and what the tied jesters do."""
    dirty.rect(surface, theme.SHADOW, zone.move(3, 5), border_radius=12)
    dirty.rect(surface, theme.PARCHMENT, zone, border_radius=12)
    dirty.rect(surface, theme.GOLD_DARK, zone, 3, border_radius=12)
    heading = _fit(title, zone.width - 32, NAME_SIZE, theme.WINE, theme.FACE_CAPS)
    surface.blit(heading, heading.get_rect(midtop=(zone.centerx, zone.y + 8)))
    lines = wrap(text, zone.width - 40, SMALL_SIZE + 4, theme.FACE_ITALIC)
    body = render_lines(lines, SMALL_SIZE + 4, theme.INK, theme.FACE_ITALIC, align="center", spacing=1.1)
    surface.blit(body, body.get_rect(midtop=(zone.centerx, zone.y + 14 + heading.get_height())))


def draw_star_light(surface: pygame.Surface, card: pygame.Rect, mood: str, light: float) -> None:
    """The rows of stars the mood counts, lit on a card lying at ``card`` (every row when the King is drunk)."""
    if light <= 0:
        return
    categories = CATEGORIES if mood == DRUNK else (mood,)
    look = MOOD_LOOKS[mood]
    for category in categories:
        row = star_row(card.size, category).move(card.topleft).inflate(6, 4)
        glow = pygame.Surface(row.size, pygame.SRCALPHA)
        glow.fill((*look.light, round(90 * light)))
        surface.blit(glow, row)
        dirty.rect(surface, (*theme.GOLD_LIGHT, round(255 * light)), row, 2, border_radius=6)


SCORE_OFFSET = 14
"""How far beside its card an act's score stands (its plaque's half width: it touches the card's edge)."""


def draw_score(
    surface: pygame.Surface, card: pygame.Rect, plate: pygame.Rect, mood: str, score: int, best: bool, worst: bool
) -> None:
    """An act's score just outside the card, beside the row of stars it counts (the middle row when the King is
    drunk), on the side away from its jester's ``plate``; below it, the round's winner crowned, its loser marked with
    a cross (shape, not colour). There they cover neither the act's title, which fills the card's top from side to
    side, nor its stars, nor the plate."""
    category = CATEGORIES[len(CATEGORIES) // 2] if mood == DRUNK else mood
    row = star_row(card.size, category).move(card.topleft)
    x = card.right + SCORE_OFFSET if plate.centerx < card.x else card.x - SCORE_OFFSET
    plaque(surface, str(score), (x, row.centery), 24, theme.GOLD_PALE)
    below = (x, row.centery + 30)
    if best:
        crown = mark("crown", (40, 32))
        surface.blit(crown, crown.get_rect(center=below))
    if worst:
        cross = mark("cross", (30, 30))
        surface.blit(cross, cross.get_rect(center=below))
