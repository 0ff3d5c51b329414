"""Table layouts from Tiled maps: named zones, in logical pixels, scaled to the canvas.

Each table is laid out in a Tiled map (``assets/layouts/<title><players>.tmx``) whose object layer ``zones`` names
every area of the table (hands, districts, table columns, piles, buttons). Keeping the geometry in data lets a
layout be moved in Tiled without touching code, and every table reads its zones the same way.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pygame
import pytmx

ZONE_LAYER = "zones"


@dataclasses.dataclass(frozen=True)
class Zone:
    """One named area of a table: its kind (``district``, ``table_side`` …), its rectangle and its properties."""

    name: str
    kind: str
    rect: pygame.Rect
    properties: Mapping[str, Any]


@dataclasses.dataclass(frozen=True)
class Layout:
    """The zones of one table at one size, by name."""

    size: tuple[int, int]
    zones: Mapping[str, Zone]
    properties: Mapping[str, Any]

    @classmethod
    def load(cls, path: Path) -> Layout:
        """Read the ``zones`` object layer of a Tiled map; raise ValueError naming the file if it has none."""
        tiled = pytmx.TiledMap(str(path))
        try:
            layer = tiled.get_layer_by_name(ZONE_LAYER)
        except ValueError:
            raise ValueError(f"{path.name} has no object layer named {ZONE_LAYER!r}") from None
        zones = {}
        for obj in layer:
            if obj.name in zones:
                raise ValueError(f"{path.name} names the zone {obj.name!r} twice")
            rect = pygame.Rect(round(obj.x), round(obj.y), round(obj.width), round(obj.height))
            zones[obj.name] = Zone(obj.name, obj.type or "", rect, dict(obj.properties))
        size = (tiled.width * tiled.tilewidth, tiled.height * tiled.tileheight)
        return cls(size, zones, dict(tiled.properties))

    def scaled(self, size: tuple[int, int]) -> Layout:
        """Return the layout stretched to ``size`` (the canvas keeps the aspect ratio, so this is a uniform zoom)."""
        sx, sy = size[0] / self.size[0], size[1] / self.size[1]

        def scale(rect: pygame.Rect) -> pygame.Rect:
            left, top = round(rect.x * sx), round(rect.y * sy)
            return pygame.Rect(left, top, round(rect.right * sx) - left, round(rect.bottom * sy) - top)

        zones = {name: dataclasses.replace(zone, rect=scale(zone.rect)) for name, zone in self.zones.items()}
        return Layout(size, zones, self.properties)

    def zone(self, name: str) -> Zone:
        """The zone called ``name``; raise KeyError naming the missing zone."""
        try:
            return self.zones[name]
        except KeyError:
            raise KeyError(f"the layout has no zone {name!r}") from None

    def of_kind(self, kind: str) -> list[Zone]:
        """Every zone of one kind, in the map's order."""
        return [zone for zone in self.zones.values() if zone.kind == kind]
