"""The table scenes, one per title: where a title's front end is registered.

``TABLES`` maps a title id to a factory that builds the table scene for a match. A title without an entry can be
chosen on the setup screen, but its Start stays disabled with a "table coming soon" note. Adding a table is one
line here, beside the title's line in ``game/titles.py``.

Each entry names its table class by module path, as ``game.title.Title`` names its computer players, and imports it
when first called: a table package with its art, words and motion takes a fifth of a second to import, and the menu,
the setup screen and the rules screen need only to know that a table exists, so the executable shows its menu without
importing any of the four. ``build.spec`` bundles the modules named here.
"""

from __future__ import annotations

import dataclasses
import functools
import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.core import Match
    from scenes.app import App
    from scenes.scene import Scene

TableFactory = Callable[["App", "Match"], "Scene"]
"""Builds a title's table scene for a match (new or continued); the table saves, plays and ends it."""


@dataclasses.dataclass(frozen=True)
class TableEntry:
    """A table class named by its module and class name, imported on first use; called, it builds the table, and it
    stands for the class where a class is asked for (``isinstance``, its class attributes)."""

    module: str
    name: str

    @functools.cached_property
    def table(self) -> type[Scene]:
        """The table class, imported now if it was not yet."""
        return getattr(importlib.import_module(self.module), self.name)

    def __call__(self, app: App, match: Match) -> Scene:
        return self.table(app, match)

    def __instancecheck__(self, instance: object) -> bool:
        return isinstance(instance, self.table)

    def __getattr__(self, attribute: str) -> Any:
        if attribute.startswith("__"):
            raise AttributeError(attribute)
        return getattr(self.table, attribute)


TABLES: dict[str, TableFactory] = {
    "hofverrat": TableEntry("scenes.tables.hofverrat", "HofVerratTable"),
    "verraeter": TableEntry("scenes.tables.verraeter", "VerraeterTable"),
    "listtuecke": TableEntry("scenes.tables.listtuecke", "ListTueckeTable"),
    "hofnar": TableEntry("scenes.tables.hofnar", "HofnarTable"),
}
