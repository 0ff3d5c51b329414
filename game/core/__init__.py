"""The core contract shared by every title: rulesets, states, views, actions, events, the Rng and match records.

Every title package is laid out on the same floor plan, with no import circle inside ``game/`` (type-only imports
included; ``tests/test_floor_plan.py`` walks them): ``fields`` at the bottom holds a game's plain data and the queries
that read nothing else; the rule steps above it (flow, legal choices, refusals, scoring, the view, undo) take that
data class and change or read it; ``state`` on top composes them into this contract's ``State``, and the ruleset,
determinization, fold and AI stand on the state. So a step can be read, changed and tested with the data alone, and
the order in which the interpreter meets the modules never decides what is defined.
"""

from game.core.contract import Decision, Option, Result, Ruleset, ScoreLine, State, View
from game.core.errors import GameError, IllegalAction, RecordError, Refusals, SetupError
from game.core.match import Match
from game.core.record import COMPUTER, HUMAN, LEVELS, PHONE, MatchRecord, Seat
from game.core.registry import TitleRegistry
from game.core.rng import Rng
from game.core.values import Action, ActionCodec, Event, JsonValue, redact, to_json

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
