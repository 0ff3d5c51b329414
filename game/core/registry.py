"""A registry of titles, as data: adding a title is one entry in ``game/titles.py``."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from game.core.contract import Ruleset
from game.core.errors import SetupError


class TitleRegistry:
    """The titles a build knows, by id, in the order they were registered."""

    def __init__(self, rulesets: Iterable[Ruleset]) -> None:
        self._by_id: dict[str, Ruleset] = {}
        for ruleset in rulesets:
            if ruleset.id in self._by_id:
                raise ValueError(f"two titles share the id {ruleset.id!r}")
            self._by_id[ruleset.id] = ruleset

    def get(self, title_id: str) -> Ruleset:
        """Return the ruleset of ``title_id``; raise SetupError naming it when this build does not have it."""
        try:
            return self._by_id[title_id]
        except KeyError:
            raise SetupError(f"This version of Hofintrigen does not know the game {title_id!r}.") from None

    def __contains__(self, title_id: object) -> bool:
        return title_id in self._by_id

    def __iter__(self) -> Iterator[Ruleset]:
        return iter(self._by_id.values())

    def __len__(self) -> int:
        return len(self._by_id)
