"""The core contract shared by every title: rulesets, states, views, actions, events, the Rng and match records."""

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
