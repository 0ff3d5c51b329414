"""The art toolkit: every drawing comes back at the asked size, is the same on every draw, and is cached; the
family and role art keeps the rules' promises (HV-1: a colour *and* a symbol per family; HV-2: a mark per role)."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.hofverrat.cards import FAMILIES, ROLE_COUNTS
from scenes.art import canvas, paths
from scenes.art.backs import royal_back
from scenes.art.emblems import EMBLEMS, emblem
from scenes.art.frames import metal_frame, ornate_frame
from scenes.art.hofverrat.cards import card_face
from scenes.art.hofverrat.families import LOOKS, ROLE_MARKS
from scenes.art.hofverrat.mats import COLUMN_ORDER, default_columns, district_mat, royal_table_mat
from scenes.art.hofverrat.missions import DARK, LIGHT, mission_card, mission_text_rect
from scenes.art.icons import ICONS, icon, mark
from scenes.art.roundels import roundel
from scenes.art.textures import felt, parchment, wood
from tests.scenes.toolkit_events import open_display


@pytest.fixture(autouse=True)
def headless_display() -> None:
    """A dummy display, as the app has one; the toolkit works without it but the front-end fixtures expect it."""
    open_display()


FAMILY_KEYS = [family.key for family in FAMILIES]
ROLES = [role for role, _ in ROLE_COUNTS]
SMALL_CARD = (50, 70)


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def drawn_twice(draw) -> tuple[bytes, bytes]:
    """The pixels of a drawing, and of the same drawing made again from scratch."""
    first = pixels(draw())
    canvas.clear_caches()
    return first, pixels(draw())


@pytest.mark.parametrize(("family", "role"), list(itertools.product(FAMILY_KEYS, ROLES)))
def test_every_card_face_is_drawn_at_the_asked_size(family, role):
    assert card_face(family, role, SMALL_CARD).get_size() == SMALL_CARD


@pytest.mark.parametrize("size", [(37, 52), (120, 168), (211, 300), (168, 120)])
def test_a_card_face_comes_at_any_size_even_odd_or_landscape(size):
    assert card_face("hare", "noble", size).get_size() == size


def test_card_art_is_the_same_on_every_draw():
    first, again = drawn_twice(lambda: card_face("carp", "assassin", (90, 126)))
    assert first == again
    first, again = drawn_twice(lambda: royal_back((90, 126)))
    assert first == again
    first, again = drawn_twice(lambda: mission_card(DARK, (90, 126), "stag"))
    assert first == again


def test_art_is_cached_per_size():
    assert card_face("toad", "spy", (80, 112)) is card_face("toad", "spy", (80, 112))
    assert card_face("toad", "spy", (80, 112)) is not card_face("toad", "spy", (81, 113))


def test_a_kept_mask_comes_to_each_caller_as_its_own_copy_and_a_large_one_is_painted_anew():
    """A caller may paint on the mask it was given (a hole, a tint): the next caller still gets the mask as painted."""
    first = canvas.rounded_rect_mask((60, 84), 6)
    untouched = pixels(first)
    first.fill((0, 0, 0, 0))
    again = canvas.rounded_rect_mask((60, 84), 6)
    assert again is not first and pixels(again) == untouched
    assert pixels(canvas.shape_mask(ICONS["crown"], (40, 40), pygame.Rect(4, 4, 32, 32))) == pixels(
        canvas.shape_mask(ICONS["crown"], (40, 40), pygame.Rect(4, 4, 32, 32))
    )
    side = int(canvas.LARGE_AREA**0.5) + 2
    kept = len(canvas._masks)
    canvas.rounded_rect_mask((side, side), 12)
    assert len(canvas._masks) == kept, "a mask larger than LARGE_AREA is not kept"


def test_a_card_has_rounded_transparent_corners_and_an_opaque_middle():
    face = card_face("stag", "plain", (120, 168))
    assert face.get_at((0, 0)).a == 0
    assert face.get_at((60, 84)).a == 255


def test_hv1_every_family_has_its_own_colour_and_its_own_symbol():
    assert set(LOOKS) == set(FAMILY_KEYS)
    colours = [look.field for look in LOOKS.values()]
    assert len(set(colours)) == len(colours)
    masks = {key: pixels(canvas.shape_mask(look.symbol, (48, 48))) for key, look in LOOKS.items()}
    assert len(set(masks.values())) == len(masks), "no two families may share a symbol"


def test_hv1_family_faces_differ_even_when_colour_is_taken_away():
    greys = {key: pixels(pygame.transform.grayscale(card_face(key, "plain", (60, 84)))) for key in FAMILY_KEYS}
    assert len(set(greys.values())) == len(FAMILY_KEYS)


def test_hv2_every_role_but_the_plain_courtier_has_its_own_corner_mark():
    assert set(ROLE_MARKS) == set(ROLES)
    marks = [ROLE_MARKS[role] for role in ROLES if role != "plain"]
    assert ROLE_MARKS["plain"] is None
    assert len(set(marks)) == len(marks) == 4
    assert all(name in ICONS for name in marks)
    faces = {pixels(card_face("butterfly", role, (60, 84))) for role in ROLES}
    assert len(faces) == len(ROLES)


def test_mission_cards_of_both_kinds_leave_room_for_text_inside_the_card():
    size = (170, 238)
    for kind, family in ((LIGHT, None), (LIGHT, "carp"), (DARK, None), (DARK, "hare")):
        assert mission_card(kind, size, family).get_size() == size
    text = mission_text_rect(size)
    assert pygame.Rect((0, 0), size).contains(text)
    assert text.width > size[0] * 0.6 and text.height > size[1] * 0.3


def test_mission_kinds_look_different():
    assert pixels(mission_card(LIGHT, (80, 112))) != pixels(mission_card(DARK, (80, 112)))


def test_the_royal_table_has_seven_columns_inside_the_mat_with_the_queen_in_the_middle():
    size = (622, 231)
    columns = default_columns(size)
    assert [key for key, *_ in columns] == list(COLUMN_ORDER)
    assert COLUMN_ORDER[3] == "queen"
    bounds = pygame.Rect((0, 0), size)
    for _, head, upper, lower in columns:
        assert all(bounds.contains(pygame.Rect(box)) for box in (head, upper, lower))
        assert pygame.Rect(upper).bottom <= pygame.Rect(lower).top
    assert royal_table_mat(size).get_size() == size


def test_the_royal_table_mat_follows_columns_given_by_a_layout():
    size = (400, 200)
    columns = (("stag", (10, 5, 50, 20), (10, 30, 50, 80), (10, 115, 50, 80)),)
    assert royal_table_mat(size, columns).get_size() == size
    assert pixels(royal_table_mat(size, columns)) != pixels(royal_table_mat(size))


def test_district_mats_come_at_the_asked_size():
    assert district_mat((450, 190), (196, 72, 64), "silver").get_size() == (450, 190)
    assert district_mat((800, 290)).get_size() == (800, 290)


@pytest.mark.parametrize("name", list(ICONS))
def test_every_icon_and_mark_is_drawn_at_the_asked_size(name):
    assert icon(name, (24, 24)).get_size() == (24, 24)
    assert mark(name, (31, 40)).get_size() == (31, 40)
    assert icon(name, (24, 24)).get_bounding_rect().width > 0


@pytest.mark.parametrize("name", list(EMBLEMS))
def test_every_emblem_is_drawn_at_the_asked_size_in_both_metals(name):
    assert emblem(name, (40, 40)).get_size() == (40, 40)
    assert pixels(emblem(name, (40, 40), "gold")) != pixels(emblem(name, (40, 40), "silver"))


def test_textures_and_frames_are_drawn_at_the_asked_size_and_the_same_every_time():
    for draw in (lambda: felt((130, 70)), lambda: wood((130, 70)), lambda: parchment((130, 70))):
        first, again = drawn_twice(draw)
        assert draw().get_size() == (130, 70)
        assert first == again
    assert metal_frame((90, 60), 4, 6).get_size() == (90, 60)
    assert ornate_frame((200, 120), 5, 8, "silver").get_size() == (200, 120)


def test_a_roundel_reaches_beyond_its_disc_only_by_its_shadow():
    badge = roundel(56, (40, 40, 90), LOOKS["stag"].symbol, (240, 230, 210))
    assert badge.get_width() == badge.get_height() == 56 + 2 * (56 // 14)


def test_paths_read_every_command_and_refuse_nonsense():
    polylines = paths.polylines("M 0 0 L 10 0 Q 20 0 20 10 C 20 20 10 20 0 20 Z O 50 50 10 E 50 50 10 5", 4)
    assert [closed for _, closed in polylines] == [True, True, True]
    with pytest.raises(ValueError):
        paths.parse("M 0 L 1 1")
    with pytest.raises(ValueError):
        paths.parse("X 1 2")


def test_a_placed_shape_lands_in_its_new_box_and_can_become_a_cut():
    square = (paths.fill("M 0 0 L 100 0 L 100 100 L 0 100 Z"),)
    moved = paths.placed(square, 25, 25, 0.5, as_cut=True)
    assert moved[0].kind == paths.CUT
    points, _ = paths.polylines(moved[0].path, 1)[0]
    assert points[0] == (25.0, 25.0) and points[2] == (75.0, 75.0)


def test_a_mirrored_layer_is_drawn_on_both_sides():
    half = (paths.fill("M 0 0 L 20 0 L 20 100 L 0 100 Z", mirror=True),)
    mask = canvas.shape_mask(half, (100, 100))
    assert mask.get_at((5, 50)).a == 255 and mask.get_at((95, 50)).a == 255 and mask.get_at((50, 50)).a == 0
