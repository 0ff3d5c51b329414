"""What a phone may say to the app, read as strictly as a save file, and the shapes of what the app says back.

A phone sends JSON text messages, each an object of exactly one of these shapes:

- ``{"type": "hello", "language": "de"}`` — the page's language (one of the app's languages);
- ``{"type": "act", "turn": 12, "action": {...}}`` — play ``action`` (an action of the title, as the match record
  writes it) in the decision numbered ``turn`` (the record's length when it was offered, so a stale tap is refused).

Anything else is refused before it reaches the game: a message longer than ``MAX_MESSAGE`` characters, binary
frames, JSON that a file of ours could not hold (``parse_json``: no NaN, no huge numbers, no deep nesting), an unknown
type, missing or extra keys, a value of the wrong type. The action itself is decoded by the title's own codec, which
refuses any field of the wrong type; the rules then judge whether it is legal.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from game.core import RecordError, Ruleset
from game.core.values import INTEGER_LIMIT, Action, parse_json
from scenes.i18n import LANGUAGES

MAX_MESSAGE = 4096
"""The longest message a phone may send, in characters: the largest action of any title is a few hundred."""
MAX_DEPTH = 5
"""How deep a message may nest: the message, its action, a tuple field, a tuple of tuples, one spare."""
HELLO_KEYS = frozenset({"type", "language"})
ACT_KEYS = frozenset({"type", "turn", "action"})


class BadMessage(ValueError):
    """A message refused before it reached the game; its text says why (for logs and tests, not the player)."""


@dataclasses.dataclass(frozen=True)
class Hello:
    """The page says which language it shows."""

    language: str


@dataclasses.dataclass(frozen=True)
class Act:
    """The phone's person plays ``action`` in decision number ``turn``."""

    turn: int
    action: Action


def read_message(text: Any, ruleset: Ruleset) -> Hello | Act:
    """The message ``text`` holds, or BadMessage saying why it is refused."""
    if not isinstance(text, str):
        raise BadMessage("a message is text, not binary")
    if len(text) > MAX_MESSAGE:
        raise BadMessage(f"a message has at most {MAX_MESSAGE} characters")
    try:
        data = parse_json(text, MAX_DEPTH)
    except ValueError as damage:
        raise BadMessage(f"not readable JSON: {damage}") from None
    if not isinstance(data, dict):
        raise BadMessage("a message is a JSON object")
    kind = data.get("type")
    if kind == "hello" and data.keys() == HELLO_KEYS:
        language = data["language"]
        if not isinstance(language, str) or language not in LANGUAGES:
            raise BadMessage("hello names one of the app's languages")
        return Hello(language)
    if kind == "act" and data.keys() == ACT_KEYS:
        turn = data["turn"]
        if type(turn) is not int or not 0 <= turn < INTEGER_LIMIT:
            raise BadMessage("act's turn is a whole number")
        try:
            action = ruleset.action_codec.decode(data["action"])
        except RecordError as damage:
            raise BadMessage(str(damage)) from None
        return Act(turn, action)
    raise BadMessage("a message is a hello or an act, with exactly their keys")
