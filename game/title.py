"""One title's game side as one record: its rules, how a seat's view follows the events, and its computer players.

A title package exports ``TITLE = Title(...)`` from its ``__init__``; ``game/titles.py`` registers it with one line.
The fold of events and the computer players are named by module and loaded when first asked for, and the ruleset's
module imports its rules model only inside the methods that start or sample a game, so whoever needs only a title's
name, player counts and options (the menu, the setup and rules screens, a record being listed) imports neither its
state nor its fold nor its AI, and the executable shows its menu as fast as a bare window. ``game.ai``, which finds
a title's heuristics and budgets here, is imported by no title package (only by the AI modules this record names).
"""

from __future__ import annotations

import dataclasses
import functools
import importlib
from types import ModuleType
from typing import TYPE_CHECKING, Any

from game.core import Ruleset

if TYPE_CHECKING:
    from game.core.fold import Fold


@dataclasses.dataclass(frozen=True)
class Title:
    """A title's ruleset, the module of its fold of events into views (its ``FOLD``, a ``game.core.fold.Fold``) and
    the module of its computer players.

    ``ai`` names a module that holds ``HEURISTICS`` (the search's game knowledge) and ``BUDGETS`` (player count → the
    levels' search iterations, calibrated with those heuristics).
    """

    ruleset: Ruleset
    fold_module: str
    ai: str

    @property
    def id(self) -> str:
        """The title's id, as its ruleset and every record name it."""
        return self.ruleset.id

    @functools.cached_property
    def fold(self) -> Fold:
        """How a seat's view follows the events (``game.core.fold``), imported on first use."""
        return importlib.import_module(self.fold_module).FOLD

    @functools.cached_property
    def _ai_module(self) -> ModuleType:
        return importlib.import_module(self.ai)

    @property
    def heuristics(self) -> Any:
        """The game knowledge the search and the Easy level play with (a ``game.ai.policy.Heuristics``)."""
        return self._ai_module.HEURISTICS

    @property
    def budgets(self) -> Any:
        """Player count → the search iterations of Normal and Hard (``game.ai.budgets.Budget``), for the counts
        calibrated so far."""
        return self._ai_module.BUDGETS
