"""The core contract shared by every title: rulesets, states, views, actions, events, the Rng and match records.

Every title package is laid out on the same floor plan, with no import circle inside ``game/`` (type-only imports
included; ``tests/test_floor_plan.py`` walks them): ``fields`` at the bottom holds a game's plain data and the queries
that read nothing else; the rule steps above it (flow, legal choices, refusals, scoring, the view, undo) take that
data class and change or read it; ``state`` on top composes them into this contract's ``State``, and the ruleset,
determinization, fold and AI stand on the state. So a step can be read, changed and tested with the data alone, and
the order in which the interpreter meets the modules never decides what is defined.

Each name below is imported from its module when first asked for (``from game.core import Match`` imports
``game.core.match`` then), not with the package: importing any module under ``game.core`` runs this file first, and
the front end reads its settings and records with ``game.core.values`` and ``game.core.record`` alone before its menu
shows, without the contract, the match and the fold (issue 37 §7).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.core.contract import Decision, Option, Result, Ruleset, ScoreLine, State, View
    from game.core.errors import GameError, IllegalAction, RecordError, Refusals, SetupError
    from game.core.match import Match
    from game.core.record import COMPUTER, HUMAN, LEVELS, PHONE, MatchRecord, Seat
    from game.core.registry import TitleRegistry
    from game.core.rng import Rng
    from game.core.values import Action, ActionCodec, Event, JsonValue, redact, to_json

MODULES = {
    "contract": ("Decision", "Option", "Result", "Ruleset", "ScoreLine", "State", "View"),
    "errors": ("GameError", "IllegalAction", "RecordError", "Refusals", "SetupError"),
    "match": ("Match",),
    "record": ("COMPUTER", "HUMAN", "LEVELS", "PHONE", "MatchRecord", "Seat"),
    "registry": ("TitleRegistry",),
    "rng": ("Rng",),
    "values": ("Action", "ActionCodec", "Event", "JsonValue", "redact", "to_json"),
}
"""The module under ``game.core`` that defines each name the package offers."""

_HOMES = {name: module for module, names in MODULES.items() for name in names}


def __getattr__(name: str) -> Any:
    """Import the module that defines ``name`` and keep the name here, so it is looked up once."""
    module = _HOMES.get(name)
    if module is None:
        raise AttributeError(f"module 'game.core' has no attribute {name!r}")
    value = getattr(importlib.import_module(f"game.core.{module}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_HOMES})


__all__ = [
    "COMPUTER",
    "HUMAN",
    "LEVELS",
    "PHONE",
    "Action",
    "ActionCodec",
    "Decision",
    "Event",
    "GameError",
    "IllegalAction",
    "JsonValue",
    "Match",
    "MatchRecord",
    "Option",
    "RecordError",
    "Refusals",
    "Result",
    "Rng",
    "Ruleset",
    "ScoreLine",
    "Seat",
    "SetupError",
    "State",
    "TitleRegistry",
    "View",
    "redact",
    "to_json",
]
