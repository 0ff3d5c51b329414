"""Actions and events: small immutable values that turn into JSON and back.

Every title declares its actions and events as frozen dataclasses with a class-level ``kind``. Their fields hold
JSON-like values only (int, str, bool, None, and tuples of those), so a value, its JSON and its hash agree, and the
AI can use actions as dictionary keys across sampled worlds.
"""

from __future__ import annotations

import dataclasses
import enum
import reprlib
import typing
from collections.abc import Collection, Iterable
from typing import Any, ClassVar

from game.core.errors import RecordError
from game.core.plain_json import INTEGER_LIMIT, JsonValue, fits, json_problem, parse_json

__all__ = [
    "INTEGER_LIMIT",
    "Action",
    "ActionCodec",
    "Event",
    "JsonValue",
    "fits",
    "json_problem",
    "parse_json",
    "redact",
    "to_json",
]
"""What this module offers, with the plain JSON reading it hands on from ``game.core.plain_json``."""


@dataclasses.dataclass(frozen=True, slots=True)
class Action:
    """Base of every title's actions: a decision of the seat to move."""

    kind: ClassVar[str] = "action"


@dataclasses.dataclass(frozen=True, slots=True)
class Event:
    """Base of every title's events: something that happened, as the full truth.

    ``for_seat`` gives the event as one seat may see it: the same event when it is public, a copy with hidden fields
    blanked when the seat may only see part of it (a spy's move shows as a face-down card), or None when the seat
    learns nothing from it at all.
    """

    kind: ClassVar[str] = "event"

    def for_seat(self, seat: int) -> Event | None:
        """Return this event as ``seat`` may see it (public by default)."""
        return self

    def shown_only_to(self, seat: int, insiders: Collection[int], **blanks: None) -> Event:
        """This event for the ``insiders``; for any other seat a copy with the ``blanks`` fields emptied.

        The usual ``for_seat`` of a private event: ``return self.shown_only_to(seat, (self.seat,), cards=None)``.
        """
        return self if seat in insiders else dataclasses.replace(self, **blanks)


def redact(events: Iterable[Event], seat: int) -> list[Event]:
    """Return the events as ``seat`` may see them, in order, leaving out those it learns nothing from."""
    seen = (event.for_seat(seat) for event in events)
    return [event for event in seen if event is not None]


def to_json(value: Any) -> JsonValue:
    """Turn a value built from dataclasses, tuples, sets, enums and plain values into JSON-ready data.

    Dataclasses with a ``kind`` get it as their first key, so actions and events can be read back by kind.
    Sets become sorted lists, so equal values always give equal JSON.
    """
    kind = type(value)
    if kind in _PLAIN:
        return value
    layout = _LAYOUTS.get(kind)
    if layout is None:
        layout = _LAYOUTS[kind] = _layout(kind)
    if layout is not _NOT_A_RECORD:
        name, fields = layout
        data: dict[str, JsonValue] = {"kind": name} if name is not None else {}
        for field in fields:
            data[field] = to_json(getattr(value, field))
        return data
    if kind is tuple or kind is list:
        return [to_json(item) for item in value]
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, enum.Enum):
        return to_json(value.value)
    if isinstance(value, (list, tuple)):
        return [to_json(item) for item in value]
    if isinstance(value, (set, frozenset)):
        return sorted((to_json(item) for item in value), key=repr)
    if isinstance(value, dict):
        return {str(key): to_json(item) for key, item in value.items()}
    raise TypeError(f"{type(value).__name__} cannot be written as JSON")


_PLAIN = frozenset({type(None), bool, int, float, str})
"""The types written as they are, told by their exact type (the quick way, as most values are these)."""
_NOT_A_RECORD = (None, ())
_LAYOUTS: dict[type, tuple[str | None, tuple[str, ...]]] = {}
"""Each dataclass's ``kind`` (None without one) and field names, looked up once per class: a game's autosave, its
views for the phones and the tests' round trips write thousands of records a move."""


def _layout(kind: type) -> tuple[str | None, tuple[str, ...]]:
    if not dataclasses.is_dataclass(kind):
        return _NOT_A_RECORD
    name = getattr(kind, "kind", None)
    return (name if isinstance(name, str) else None), tuple(field.name for field in dataclasses.fields(kind))


def _as_tuples(value: JsonValue) -> Any:
    """JSON lists become tuples again, as action fields hold tuples."""
    if isinstance(value, list):
        return tuple(_as_tuples(item) for item in value)
    return value


class ActionCodec:
    """Reads a title's actions back from JSON by their ``kind``."""

    def __init__(self, *action_types: type[Action]) -> None:
        self._types = {action_type.kind: action_type for action_type in action_types}
        if len(self._types) != len(action_types):
            raise ValueError("two action types share a kind")
        self._fields = {
            kind: {field.name: hints[field.name] for field in dataclasses.fields(action_type)}
            for kind, action_type in self._types.items()
            for hints in (typing.get_type_hints(action_type),)
        }
        for hints in self._fields.values():
            for hint in hints.values():
                fits(None, hint)  # an unsupported declaration fails here, at import, not on a player's file

    def decode(self, data: JsonValue) -> Action:
        """Return the action that ``data`` describes, or raise RecordError naming what is wrong."""
        if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
            raise RecordError(f"An action must be an object with a 'kind', not {reprlib.repr(data)}.")
        kind = data["kind"]
        action_type = self._types.get(kind)
        if action_type is None:
            raise RecordError(f"Unknown kind of action: {reprlib.repr(kind)}.")
        given = frozenset(data) - {"kind"}
        hints = self._fields[kind]
        if given != hints.keys():
            raise RecordError(f"The action {kind!r} has the wrong fields: {reprlib.repr(sorted(given))}.")
        values = {name: _as_tuples(data[name]) for name in given}
        for name, value in values.items():
            if not fits(value, hints[name]):
                raise RecordError(
                    f"The action {kind!r} holds {reprlib.repr(value)} as its {name!r}, which is not a {hints[name]}."
                )
        return action_type(**values)
