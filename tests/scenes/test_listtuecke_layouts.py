"""The Mit List und Tücke layouts load with every zone the table needs, inside the canvas, apart from each other
except where a zone holds smaller ones (the chapel its fields, the middle its slots, the stock its piles)."""

from __future__ import annotations

from itertools import combinations

import pytest

from scenes.tables.listtuecke.zones import CONTAINERS, load, zone_names

PLAYERS = [3, 4]


@pytest.mark.parametrize("players", PLAYERS)
def test_the_layout_names_every_zone_of_the_table(players):
    layout = load(players)
    assert set(layout.zones) == zone_names(players)
    assert layout.properties == {"title": "listtuecke", "players": players}
    assert len(layout.of_kind("plate")) == players and len(layout.of_kind("stack")) == players


@pytest.mark.parametrize("players", PLAYERS)
def test_zones_lie_inside_the_canvas_and_apart(players):
    layout = load(players)
    canvas = (0, 0, *layout.size)
    for zone in layout.zones.values():
        assert zone.rect.width > 0 and zone.rect.height > 0, zone.name
        assert zone.rect.clip(canvas) == zone.rect, f"{zone.name} leaves the canvas"
    for container, children in CONTAINERS.items():
        outer = layout.zone(container).rect
        for child in children:
            assert outer.contains(layout.zone(child).rect), f"{child} leaves {container}"
    loose = [zone for zone in layout.zones.values() if zone.name not in CONTAINERS]
    for first, second in combinations(loose, 2):
        assert not first.rect.colliderect(second.rect), f"{first.name} overlaps {second.name}"


@pytest.mark.parametrize("players", PLAYERS)
def test_opponents_sit_clockwise_from_the_left_and_carry_their_number(players):
    layout = load(players)
    plates = [layout.zone(f"plate_{opponent}") for opponent in range(1, players)]
    assert [plate.properties["opponent"] for plate in plates] == list(range(1, players))
    assert [plate.rect.x for plate in plates] == sorted(plate.rect.x for plate in plates)
    assert layout.zone("plate_self").properties["opponent"] == 0


@pytest.mark.parametrize("players", PLAYERS)
def test_the_middle_slots_and_chapel_fields_are_numbered_and_backed(players):
    layout = load(players)
    slots = [layout.zone(f"middle_{slot}").properties for slot in range(1, 5)]
    assert [(slot["slot"], slot["back"]) for slot in slots] == [(0, "light"), (1, "light"), (2, "dark"), (3, "dark")]
    assert [layout.zone(f"chapel_field_{field}").properties["field"] for field in range(1, 5)] == [0, 1, 2, 3]
    assert [layout.zone(f"stock_{colour}").properties["colour"] for colour in ("blue", "green", "yellow")] == [
        "blue",
        "green",
        "yellow",
    ]
