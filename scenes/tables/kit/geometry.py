"""The zones of a table's Tiled layout for one shown seat: what every title's geometry starts from.

Layouts name a seat's zones from the shown seat's side: ``_self`` for the person at the screen and the distance
clockwise (``_1``, ``_2`` …) for the others, so one layout serves whichever seat is shown. A title's geometry extends
``SeatGeometry`` with the homes of its cards, and maps the few zone names the kit asks for (``zone_names``) to its own.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping

import pygame

from scenes.layout import Layout
from scenes.resources import asset_path
from scenes.ui import theme

RANKING_ZONE = "ranking"
"""The kit's name for the area its final ranking stands over; each title maps it to a zone of its own."""


class SeatGeometry:
    """The zones of one table for one shown seat, in logical pixels."""

    zone_names: Mapping[str, str] = {}
    """The kit's names for shared places mapped to this layout's (e.g. where the final ranking stands)."""

    def __init__(self, title_id: str, players: int, viewer: int) -> None:
        self.layout = _tiled_layout(title_id, players).scaled(theme.LOGICAL_SIZE)
        self.players = players
        self.viewer = viewer

    def zone(self, name: str) -> pygame.Rect:
        """The rectangle of the zone ``name``."""
        return self.layout.zone(self.zone_names.get(name, name)).rect

    def suffix(self, seat: int) -> str:
        """The layout's name for ``seat``'s zones: "self" for the shown seat, its distance clockwise otherwise."""
        return "self" if seat == self.viewer else str((seat - self.viewer) % self.players)


@functools.cache
def _tiled_layout(title_id: str, players: int) -> Layout:
    """A title's layout for a player count as its Tiled map says, read once: a geometry is made for every seat a hot
    seat shows and for every phone's page, and reading the map costs a few milliseconds. Each geometry scales its
    own copy, so none can change another's zones."""
    return Layout.load(asset_path("layouts", f"{title_id}{players}.tmx"))
