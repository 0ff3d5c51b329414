"""Hofnar's Tiled layouts (issue 18 part 1): every player count loads with every zone the table needs, inside the
canvas and apart; the ring shows each jester once, the person at the screen in slot 0."""

from __future__ import annotations

from itertools import combinations

import pytest

from scenes.layout import Layout
from scenes.tables.hofnar.zones import layout_path, ring_order, slot_of, zone_names

PLAYERS = range(3, 10)


@pytest.mark.parametrize("players", PLAYERS)
def test_every_hofnar_layout_names_every_zone_of_the_table(players):
    layout = Layout.load(layout_path(players))
    assert set(layout.zones) == zone_names(players)
    assert layout.properties == {"title": "hofnar", "players": players}
    assert len(layout.of_kind("plate")) == len(layout.of_kind("play")) == players - 1
    assert {zone.properties["slot"] for zone in layout.of_kind("plate")} == set(range(players - 1))


@pytest.mark.parametrize("players", PLAYERS)
def test_hofnar_zones_lie_inside_the_canvas_and_apart(players):
    layout = Layout.load(layout_path(players))
    canvas = (0, 0, *layout.size)
    for zone in layout.zones.values():
        assert zone.rect.width > 0 and zone.rect.height > 0, zone.name
        assert zone.rect.clip(canvas) == zone.rect, f"{zone.name} leaves the canvas"
    for first, second in combinations(layout.zones.values(), 2):
        assert not first.rect.colliderect(second.rect), f"{first.name} overlaps {second.name}"


@pytest.mark.parametrize("players", PLAYERS)
def test_a_jester_at_the_screen_sits_in_slot_0_by_the_hand_and_the_ring_goes_clockwise(players):
    layout = Layout.load(layout_path(players))
    hand = layout.zone("hand").rect
    assert layout.zone("plate_0").rect.bottom <= hand.top and layout.zone("plate_0").rect.centerx > hand.left
    for king in range(players):
        for viewer in range(players):
            order = ring_order(players, king, viewer)
            assert sorted(order) == [seat for seat in range(players) if seat != king]
            if viewer != king:
                assert order[0] == viewer and slot_of(players, king, viewer)[viewer] == 0
            else:
                assert order[0] == (king + 1) % players
            following = [(seat - order[0]) % players for seat in order]
            assert following == sorted(following), "clockwise"


def test_the_ring_goes_up_the_left_side_and_down_the_right():
    layout = Layout.load(layout_path(9))
    centres = [layout.zone(f"plate_{slot}").rect.center for slot in range(8)]
    assert all(x < 960 for x, _ in centres[1:5]) and all(x > 960 for x, _ in centres[5:])
    assert [y for _, y in centres[1:5]] == sorted((y for _, y in centres[1:5]), reverse=True)
    assert [y for _, y in centres[5:]] == sorted(y for _, y in centres[5:])
