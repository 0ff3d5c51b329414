"""Plain JSON as a file of ours holds it: reading it safely, and values of exactly a declared type.

Apart from the actions and events (``game.core.values``, which hands these on), so that the front end reads its
settings before its menu shows without their classes (issue 37 §7).
"""

from __future__ import annotations

import json
import math
import types
import typing
from typing import Any

JsonValue = Any
"""What ``json.dumps`` accepts: dict, list, str, int, float, bool, None."""

INTEGER_LIMIT = 1 << 64
"""No number in a file of ours comes near this; a larger one is damage (and would slow every sum it enters)."""


def _refuse_constant(name: str) -> None:
    raise ValueError(f"{name} is not a number a file of ours holds")


def parse_json(text: str, max_depth: int) -> JsonValue:
    """Read JSON that a file of ours could hold, or raise ValueError saying why not.

    Python's own reader accepts ``NaN``, ``Infinity``, numbers of thousands of digits, lone surrogates and nesting
    deep enough to exhaust the stack of whatever walks the data later; each of those is refused here, so the data
    that comes back is safe to walk, hash, write and show. The check itself walks without recursion.
    """
    try:
        data = json.loads(text, parse_constant=_refuse_constant)
    except RecursionError:
        raise ValueError("it is nested too deeply") from None
    problem = json_problem(data, max_depth)
    if problem is not None:
        raise ValueError(problem)
    return data


def json_problem(data: JsonValue, max_depth: int) -> str | None:
    """What makes ``data`` unfit to be a file's content (see ``parse_json``), or None when it is fit."""
    waiting: list[tuple[JsonValue, int]] = [(data, 1)]
    while waiting:
        value, depth = waiting.pop()
        if isinstance(value, dict):
            if depth > max_depth:
                return "it is nested too deeply"
            waiting.extend((key, depth) for key in value)
            waiting.extend((item, depth + 1) for item in value.values())
        elif isinstance(value, list):
            if depth > max_depth:
                return "it is nested too deeply"
            waiting.extend((item, depth + 1) for item in value)
        elif isinstance(value, bool) or value is None:
            continue
        elif isinstance(value, int):
            if not -INTEGER_LIMIT < value < INTEGER_LIMIT:
                return "it holds a number far too large"
        elif isinstance(value, float):
            if not math.isfinite(value):
                return "it holds a number that is not finite"
        elif isinstance(value, str):
            try:
                value.encode("utf-8")
            except UnicodeEncodeError:
                return "it holds text that is not valid Unicode"
        else:
            return f"it holds a {type(value).__name__}"
    return None


def fits(value: Any, hint: Any) -> bool:
    """True when ``value`` is exactly of the declared type ``hint``: int, str, bool, None, unions and tuples of
    those. Exactly: a bool is no int here and 3.0 is no 3, as JSON would otherwise let either through."""
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        return any(fits(value, option) for option in typing.get_args(hint))
    if origin is tuple:
        arguments = typing.get_args(hint)
        if not isinstance(value, tuple):
            return False
        if len(arguments) == 2 and arguments[1] is Ellipsis:
            return all(fits(item, arguments[0]) for item in value)
        return len(value) == len(arguments) and all(map(fits, value, arguments))
    if hint is None or hint is type(None):
        return value is None
    if hint is int:
        return type(value) is int and -INTEGER_LIMIT < value < INTEGER_LIMIT
    if hint in (str, bool):
        return type(value) is hint
    raise TypeError(f"an action field cannot be declared as {hint!r}")
