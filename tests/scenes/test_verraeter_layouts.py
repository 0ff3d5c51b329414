"""The Verräter layouts load with every zone the table needs: the circle of 12 landscapes running clockwise from
12 o'clock (VR-8), a building place under each, a marker spot on each of the 12 borders, a plate per seat, the piles,
the action cards, the hand, the status line, the log and the buttons; zones lie inside the canvas and apart."""

from __future__ import annotations

import math
from itertools import combinations
from pathlib import Path

import pytest

from game.verraeter.data import CIRCLE_SIZE
from scenes.layout import Layout

LAYOUTS = Path(__file__).resolve().parents[2] / "assets" / "layouts"
CONTAINERS = {"overlay"}
"""Zones that hold others (the draft's overlay covers the middle of the circle) or frame them (plates)."""
PLATE_PARTS = ("banner", "allegiance", "action", "tokens", "stock", "played")


def verraeter_zone_names(players: int) -> set[str]:
    names = {"overlay", "tally", "draw_pile", "discard_pile", "action_aside", "action_pool"}
    names |= {"status", "hand", "prompt", "log"} | {f"button_{name}" for name in ("rules", "undo", "hint", "menu")}
    for position in range(CIRCLE_SIZE):
        names |= {f"landscape_{position}", f"building_{position}", f"border_{position}"}
    for seat in ["self", *map(str, range(1, players))]:
        names |= {f"plate_{seat}"} | {f"{part}_{seat}" for part in PLATE_PARTS}
    return names


def load(players: int) -> Layout:
    return Layout.load(LAYOUTS / f"verraeter{players}.tmx")


@pytest.mark.parametrize("players", [3, 4])
def test_verraeter_layout_names_every_zone_of_the_table(players):
    layout = load(players)
    assert set(layout.zones) == verraeter_zone_names(players)
    assert layout.properties == {"title": "verraeter", "players": players}
    assert len(layout.of_kind("landscape")) == CIRCLE_SIZE
    assert len(layout.of_kind("plate")) == players
    for position in range(CIRCLE_SIZE):
        assert layout.zone(f"landscape_{position}").properties["position"] == position
        assert layout.zone(f"border_{position}").properties["border"] == position
    assert {zone.properties["opponent"] for zone in layout.of_kind("plate")} == set(range(players))


def overlaps_allowed(first: str, second: str) -> bool:
    """A border's marker spot lies over the edges of the two landscapes it separates, nothing else; a plate frames
    its own parts."""
    for one, other in ((first, second), (second, first)):
        if one.startswith("border_"):
            border = int(one.split("_")[1])
            neighbours = {f"landscape_{border}", f"landscape_{(border + 1) % CIRCLE_SIZE}"}
            if other in neighbours:
                return True
        if one.startswith("plate_"):
            seat = one.split("_")[1]
            if other.endswith(f"_{seat}") and not other.startswith("plate_"):
                return True
    return False


@pytest.mark.parametrize("players", [3, 4])
def test_verraeter_zones_lie_inside_the_canvas_and_apart(players):
    layout = load(players)
    canvas = (0, 0, *layout.size)
    for zone in layout.zones.values():
        assert zone.rect.width > 0 and zone.rect.height > 0, zone.name
        assert zone.rect.clip(canvas) == zone.rect, f"{zone.name} leaves the canvas"
    zones = [zone for zone in layout.zones.values() if zone.name not in CONTAINERS]
    for first, second in combinations(zones, 2):
        if first.rect.colliderect(second.rect):
            assert overlaps_allowed(first.name, second.name), f"{first.name} overlaps {second.name}"


@pytest.mark.parametrize("players", [3, 4])
def test_vr8_the_landscapes_run_clockwise_round_the_middle_from_twelve_oclock(players):
    layout = load(players)
    middle = layout.zone("overlay").rect.center
    bearings = []
    for position in range(CIRCLE_SIZE):
        x, y = layout.zone(f"landscape_{position}").rect.center
        bearings.append(math.degrees(math.atan2(x - middle[0], middle[1] - y)) % 360)
    assert bearings[0] < 45 or bearings[0] > 315, "position 0 lies at 12 o'clock"
    turns = [(later - earlier) % 360 for earlier, later in zip(bearings, bearings[1:] + bearings[:1], strict=True)]
    assert all(0 < turn < 90 for turn in turns), "each next landscape lies a little further clockwise"
    assert sum(turns) == pytest.approx(360)


@pytest.mark.parametrize("players", [3, 4])
def test_every_building_place_lies_under_its_landscape_and_every_border_beside_its_two(players):
    layout = load(players)
    for position in range(CIRCLE_SIZE):
        card = layout.zone(f"landscape_{position}").rect
        place = layout.zone(f"building_{position}").rect
        assert place.top >= card.bottom and place.top - card.bottom < 12 and place.centerx == card.centerx
        spot = layout.zone(f"border_{position}").rect.center
        distances = sorted(
            (math.dist(spot, layout.zone(f"landscape_{other}").rect.center), other) for other in range(CIRCLE_SIZE)
        )
        assert {other for _, other in distances[:2]} == {position, (position + 1) % CIRCLE_SIZE}, position


def test_a_verraeter_layout_scales_uniformly_to_the_canvas():
    layout = load(4).scaled((1280, 720))
    card = layout.zone("landscape_0").rect
    assert layout.size == (1280, 720)
    assert card.width == pytest.approx(164 * 2 / 3, abs=1)
