"""Shared by the fuzz tests: the registered tables, watched so a test can compare the game in memory with its
autosave without knowing how any table keeps its match."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING

from game.core import Match
from scenes.tables import TableFactory

if TYPE_CHECKING:
    from scenes.app import App
    from scenes.scene import Scene


class WatchedTables(Mapping[str, TableFactory]):
    """The tables of ``tables``, each noting the match it is opened with in ``matches`` (newest last)."""

    def __init__(self, tables: Mapping[str, TableFactory]) -> None:
        self.tables = tables
        self.matches: list[Match] = []

    def __getitem__(self, title_id: str) -> TableFactory:
        factory = self.tables[title_id]

        def opened(app: App, match: Match) -> Scene:
            self.matches.append(match)
            return factory(app, match)

        return opened

    def __iter__(self) -> Iterator[str]:
        return iter(self.tables)

    def __len__(self) -> int:
        return len(self.tables)
