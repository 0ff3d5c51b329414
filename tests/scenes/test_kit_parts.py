"""The kit's parts on their own: card holders, seat badges, and the script's primitives."""

from __future__ import annotations

import itertools
import math

import pygame
import pytest

from scenes.tables.kit import holders, script
from scenes.tables.kit.board import PLAYED, Board
from scenes.tables.kit.effects import Effects
from scenes.tables.kit.holders import Home
from scenes.tables.kit.plates import SYMBOLS, seat_badge
from scenes.ui import tween

CARD = (100, 140)
ZONE = pygame.Rect(100, 100, 600, 200)


def test_a_row_fits_its_zone_overlapping_only_when_it_must():
    roomy = holders.row(ZONE, 3, CARD, 20)
    assert [round(b[0] - a[0]) for a, b in itertools.pairwise(roomy)] == [120, 120]
    tight = holders.row(ZONE, 9, CARD, 20)
    assert tight[0][0] - CARD[0] / 2 >= ZONE.x - 0.5 and tight[-1][0] + CARD[0] / 2 <= ZONE.right + 0.5


def test_a_cascade_keeps_every_card_inside_its_zone():
    for count in range(1, 12):
        for x, y in holders.cascade(ZONE, count, (60, 84)):
            assert ZONE.inflate(2, 2).contains(pygame.Rect(x - 30, y - 42, 60, 84))


def test_slots_ring_and_heap_place_every_piece_where_asked():
    places = holders.slots(ZONE, 4, CARD)
    assert len(places) == 4 and places[0][0] == ZONE.x + CARD[0] / 2 and places[-1][0] == ZONE.right - CARD[0] / 2
    ring = holders.ring((400, 400), 200, 7)
    assert all(math.isclose(math.dist(point, (400, 400)), 200) for point in ring)
    assert ring[0] == pytest.approx((400, 200)), "the first place is at the top"
    heap = holders.heap(ZONE, 25, (30, 30))
    assert heap == holders.heap(ZONE, 25, (30, 30)), "the same heap every time"
    assert all(ZONE.inflate(8, 8).collidepoint(point) for point in heap)
    assert holders.stack(ZONE, CARD)[0] == ZONE.centerx


def test_every_seat_has_its_own_symbol_beside_its_colour():
    pygame.display.set_mode((16, 16))
    shapes = set()
    for seat in range(len(SYMBOLS)):
        mask = pygame.mask.from_surface(seat_badge(seat, 30), 128)
        shapes.add(tuple(mask.get_at((x, y)) for x in range(34) for y in range(34)))
    assert len(shapes) == len(SYMBOLS), "the badges differ in shape, not only in colour"


class FlatArt:
    """Blank cards."""

    def face(self, card, size) -> pygame.Surface:
        return pygame.Surface(size)

    def back(self, size) -> pygame.Surface:
        return pygame.Surface(size)


class Stage:
    """A stand-in for a table: a board, effects, and whatever the primitives spawn or play."""

    def __init__(self) -> None:
        self.board = Board(FlatArt())
        self.effects = Effects()
        self.shown = None
        self.private = True
        self.spawned = tween.Timeline()
        self.sounds: list[str] = []
        self.places: dict = {}

    def homes(self) -> dict:
        return self.places

    def note(self, event) -> None:
        pass

    def spawn(self, animation: tween.Animation) -> None:
        self.spawned.add(animation)

    def sound(self, cue: str) -> None:
        self.sounds.append(cue)


def test_rising_numbers_of_one_group_add_up_instead_of_piling():
    stage = Stage()
    script.rise(stage, 2, (100, 100), group="north")
    script.rise(stage, -1, (140, 100), group="north")
    script.rise(stage, 3, (500, 100), group="south")
    assert sorted((popup.group, popup.points) for popup in stage.effects.popups) == [("north", 1), ("south", 3)]
    assert stage.sounds.count(script.TICK) == 3
    stage.spawned.update(5.0)
    assert not stage.effects.popups, "they fade and go"


def test_an_eliminated_card_is_struck_then_leaves_and_never_just_vanishes():
    stage = Stage()
    key = (PLAYED, 7)
    stage.board.add(key, 7, CARD, (300, 300))
    gone: list[bool] = []
    animation = script.eliminate(stage, key, None, lambda: gone.append(True))
    alphas = []
    for _ in range(80):
        animation.update(1 / 60)
        sprite = stage.board.sprites.get(key)
        alphas.append(sprite.alpha if sprite is not None else None)
    assert stage.sounds == [script.ELIMINATE]
    assert alphas[0] == 255 and any(alpha is not None and 0 < alpha < 255 for alpha in alphas)
    assert alphas[-1] is None and gone == [True] and not stage.effects.strikes


def test_a_banner_fades_in_and_out_and_a_shake_returns_home():
    stage = Stage()
    banner = script.banner(stage, "Round 2", pygame.Rect(0, 0, 800, 200))
    banner.update(0.3)
    assert stage.effects.banner is not None and stage.effects.banner.alpha > 0
    banner.update(2.0)
    assert stage.effects.banner is None
    sprite = stage.board.add((PLAYED, 1), 1, CARD, (50, 60))
    shake = script.shake(sprite)
    shake.update(0.1)
    assert sprite.pos != (50, 60)
    shake.update(1.0)
    assert sprite.pos == (50, 60)


def test_a_move_mark_replaces_the_seats_last_one_or_adds_within_a_turn():
    stage = Stage()
    script.mark_move(stage, 1, [(PLAYED, 1)])
    script.mark_move(stage, 1, [(PLAYED, 2)], adding=True)
    assert stage.effects.last_moves[1] == ((PLAYED, 1), (PLAYED, 2))
    script.mark_move(stage, 1, [(PLAYED, 3)])
    assert stage.effects.last_moves[1] == ((PLAYED, 3),)


def test_fly_slides_and_lands_audibly():
    stage = Stage()
    key = (PLAYED, 4)
    stage.board.add(key, 4, CARD, (0, 0))
    stage.places = {key: Home((400, 300), CARD, 4)}
    flight = script.fly(stage, key)
    flight.update(2.0)
    assert stage.board.sprites[key].pos == (400, 300)
    assert stage.sounds == [script.SLIDE, script.PLACE]
