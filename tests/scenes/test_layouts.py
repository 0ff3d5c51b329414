"""The Tiled layouts load with every zone a table needs, inside the canvas, without zones on top of each other."""

from __future__ import annotations

from itertools import combinations
from pathlib import Path

import pytest

from scenes.layout import Layout

LAYOUTS = Path(__file__).resolve().parents[2] / "assets" / "layouts"
COLUMNS = ("stag", "toad", "butterfly", "queen", "carp", "nightingale", "hare")
CONTAINERS = {"royal_table"}


def hofverrat_zone_names(players: int) -> set[str]:
    names = {"pile", "mission_1", "mission_2", "royal_table", "banner_self", "district_self", "status", "hand", "log"}
    names |= {f"button_{name}" for name in ("undo", "hint", "menu")}
    names |= {f"{column}_{side}" for column in COLUMNS for side in ("upper", "lower")}
    names |= {f"header_{column}" for column in COLUMNS}
    for opponent in range(1, players):
        names |= {f"banner_{opponent}", f"district_{opponent}"}
    return names


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_hofverrat_layout_names_every_zone_of_the_table(players):
    layout = Layout.load(LAYOUTS / f"hofverrat{players}.tmx")
    assert set(layout.zones) == hofverrat_zone_names(players)
    assert layout.properties == {"title": "hofverrat", "players": players}
    assert len(layout.of_kind("district")) == players


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_hofverrat_zones_lie_inside_the_canvas_and_apart(players):
    layout = Layout.load(LAYOUTS / f"hofverrat{players}.tmx")
    canvas = (0, 0, *layout.size)
    zones = [zone for zone in layout.zones.values() if zone.name not in CONTAINERS]
    for zone in layout.zones.values():
        assert zone.rect.width > 0 and zone.rect.height > 0, zone.name
        assert zone.rect.clip(canvas) == zone.rect, f"{zone.name} leaves the canvas"
    for first, second in combinations(zones, 2):
        assert not first.rect.colliderect(second.rect), f"{first.name} overlaps {second.name}"


def test_a_layout_scales_uniformly_to_the_canvas():
    layout = Layout.load(LAYOUTS / "hofverrat4.tmx").scaled((1280, 720))
    hand = layout.zone("hand").rect
    assert layout.size == (1280, 720)
    assert (hand.x, hand.y) == (round(1056 * 2 / 3), round(786 * 2 / 3))
    with pytest.raises(KeyError, match="no zone 'district_9'"):
        layout.zone("district_9")
