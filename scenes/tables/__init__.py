"""The table scenes, one per title: where a title's front end is registered.

``TABLES`` maps a title id to a factory that builds the table scene for a match. A title without an entry can be
chosen on the setup screen, but its Start stays disabled with a "table coming soon" note. Adding a table is one
line here, beside the title's line in ``game/titles.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.core import Match
from scenes.tables.hofnar import HofnarTable
from scenes.tables.hofverrat import HofVerratTable
from scenes.tables.listtuecke import ListTueckeTable
from scenes.tables.verraeter import VerraeterTable

if TYPE_CHECKING:
    from scenes.app import App
    from scenes.scene import Scene

TableFactory = Callable[["App", Match], "Scene"]
"""Builds a title's table scene for a match (new or continued); the table saves, plays and ends it."""

TABLES: dict[str, TableFactory] = {
    "hofverrat": HofVerratTable,
    "verraeter": VerraeterTable,
    "listtuecke": ListTueckeTable,
    "hofnar": HofnarTable,
}
