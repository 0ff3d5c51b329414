"""The card sprite: which side shows, the flip's squash and timing, hover lift, glow, and cached images."""

from __future__ import annotations

import math

import pygame
import pytest

from scenes.ui import tween
from scenes.ui.cards import LEGAL, LIFT, CardSprite
from tests.scenes.toolkit_events import open_display


@pytest.fixture(autouse=True)
def headless_display() -> None:
    """A dummy display, as the app has one; the toolkit works without it but the front-end fixtures expect it."""
    open_display()


FACE_COLOUR = (200, 40, 40)
BACK_COLOUR = (40, 40, 200)
FLOOR = (0, 0, 0)


@pytest.fixture
def card() -> CardSprite:
    face = pygame.Surface((100, 140), pygame.SRCALPHA)
    face.fill((*FACE_COLOUR, 255))
    back = pygame.Surface((100, 140), pygame.SRCALPHA)
    back.fill((*BACK_COLOUR, 255))
    return CardSprite(face, back, (200, 200), face_up=False)


def near(colour: pygame.Color, expected: tuple[int, int, int]) -> bool:
    """Equal but for the rounding of smooth scaling."""
    return all(abs(a - b) <= 6 for a, b in zip(colour[:3], expected, strict=True))


def drawn(card: CardSprite) -> pygame.Surface:
    screen = pygame.Surface((400, 400))
    screen.fill(FLOOR)
    card.draw(screen)
    return screen


def test_a_face_down_card_shows_its_back_and_a_face_up_card_its_face(card: CardSprite):
    assert drawn(card).get_at((200, 200))[:3] == BACK_COLOUR
    card.face_up = True
    assert drawn(card).get_at((200, 200))[:3] == FACE_COLOUR


def test_a_flip_squashes_the_card_horizontally_and_changes_side_at_its_midpoint(card: CardSprite):
    flip = tween.flip(card, True, 0.4)
    flip.update(0.1)
    quarter = tween.ease_in_out_sine(0.25)
    assert card.squash == pytest.approx(abs(math.cos(math.pi * quarter)))
    assert card.image().get_width() == pytest.approx(100 * card.squash, abs=2)
    assert card.image().get_height() == 140
    assert not card.face_up
    flip.update(0.09)
    assert not card.face_up
    assert near(drawn(card).get_at((200, 200)), BACK_COLOUR)
    flip.update(0.02)
    assert card.face_up
    assert near(drawn(card).get_at((200, 200)), FACE_COLOUR)
    flip.update(0.17)
    assert not flip.done
    flip.update(0.02)
    assert flip.done and card.flip == 1.0 and card.squash == pytest.approx(1.0)


def test_a_flip_at_slow_speed_turns_at_twice_the_time(card: CardSprite):
    flip = tween.flip(card, True, 0.4)
    flip.update(0.39, tween.SPEEDS["slow"])
    assert not card.face_up
    flip.update(0.02, tween.SPEEDS["slow"])
    assert card.face_up


def test_an_edge_on_card_draws_nothing(card: CardSprite):
    card.flip = 0.5
    empty = pygame.Surface((400, 400))
    empty.fill(FLOOR)
    assert pygame.image.tobytes(drawn(card), "RGB") == pygame.image.tobytes(empty, "RGB")


def test_a_hovered_card_rises_and_settles_back(card: CardSprite):
    card.hovered = True
    for _ in range(60):
        card.update(1 / 60)
    assert card.lift == LIFT
    assert drawn(card).get_at((200, 200 - 140 // 2 - 5))[:3] == BACK_COLOUR
    card.hovered = False
    for _ in range(60):
        card.update(1 / 60)
    assert card.lift == 0.0


def test_a_highlighted_card_glows_beyond_its_edges(card: CardSprite):
    outside = (200 - 50 - 6, 150)
    assert drawn(card).get_at(outside)[:3] == FLOOR
    card.highlight = LEGAL
    assert drawn(card).get_at(outside)[:3] != FLOOR


def test_position_scale_and_rotation_shape_the_card(card: CardSprite):
    card.scale = 0.5
    assert card.rect == pygame.Rect(175, 165, 50, 70)
    assert card.contains((180, 170)) and not card.contains((170, 170))
    card.rotation = 90
    assert card.image().get_size() == pytest.approx((70, 50), abs=2)


def test_a_faded_card_blends_with_the_floor(card: CardSprite):
    card.alpha = 128
    assert near(drawn(card).get_at((200, 200)), (20, 20, 100)), "half of the blue back over a black floor"


def test_a_quiet_card_reuses_its_image(card: CardSprite):
    assert card.image() is card.image()
