"""The match record: title, options, seed, seats and actions, as versioned JSON.

One record serves as the save file, the undo (replay without the last actions), the game log and the replay.
Replaying it through the title's rules rebuilds the exact state, so nothing else about a game needs storing.
A checksum over the content makes a truncated or edited file fail loudly instead of replaying a different game.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from collections.abc import Mapping
from typing import Any

from game.core.contract import Ruleset, State
from game.core.errors import GameError, IllegalAction, RecordError
from game.core.registry import TitleRegistry
from game.core.values import Action, JsonValue, to_json

RECORD_FORMAT = "hofintrigen-record"
RECORD_VERSION = 1

HUMAN = "human"
COMPUTER = "computer"
LEVELS = ("easy", "normal", "hard")


@dataclasses.dataclass(frozen=True)
class Seat:
    """Who sits at one seat: a person or the computer at a level, and the name shown at the table."""

    name: str
    controller: str = HUMAN
    level: str | None = None

    def __post_init__(self) -> None:
        if self.controller not in (HUMAN, COMPUTER):
            raise RecordError(f"A seat is played by a human or the computer, not {self.controller!r}.")
        if self.controller == COMPUTER and self.level not in LEVELS:
            raise RecordError(f"A computer seat needs a level ({', '.join(LEVELS)}), not {self.level!r}.")

    @property
    def is_human(self) -> bool:
        """True for a seat a person plays."""
        return self.controller == HUMAN


@dataclasses.dataclass(frozen=True)
class MatchRecord:
    """Everything needed to rebuild one game: replay ``actions`` on ``new_state(len(seats), seed, options)``.

    ``meta`` carries the front end's own notes (when it was saved, say) untouched; the rules never read it.
    """

    title: str
    seed: int
    seats: tuple[Seat, ...]
    options: Mapping[str, Any] = dataclasses.field(default_factory=dict)
    actions: tuple[Action, ...] = ()
    meta: Mapping[str, JsonValue] = dataclasses.field(default_factory=dict)

    def with_action(self, action: Action) -> MatchRecord:
        """Return the record with one more action at the end."""
        return dataclasses.replace(self, actions=(*self.actions, action))

    def without_last(self, count: int = 1) -> MatchRecord:
        """Return the record with the last ``count`` actions taken back."""
        return dataclasses.replace(self, actions=self.actions[: len(self.actions) - count])

    def new_state(self, ruleset: Ruleset) -> State:
        """Set up the game this record starts from, before any action."""
        return ruleset.new_state(len(self.seats), self.seed, self.options)

    def replay(self, ruleset: Ruleset) -> State:
        """Rebuild the state after every action; raise RecordError naming the first action the rules refuse."""
        if ruleset.id != self.title:
            raise RecordError(f"This record is a game of {self.title!r}, not of {ruleset.id!r}.")
        state = self.new_state(ruleset)
        for number, action in enumerate(self.actions, start=1):
            try:
                state.apply(action)
            except IllegalAction as refusal:
                raise RecordError(f"Move {number} of the saved game is not allowed: {refusal}") from None
        return state

    def to_json_text(self) -> str:
        """Write the record as versioned JSON with a checksum."""
        body = self._body()
        return json.dumps(
            {"format": RECORD_FORMAT, "version": RECORD_VERSION, **body, "checksum": record_checksum(body)},
            ensure_ascii=False,
            indent=1,
        )

    def _body(self) -> dict[str, JsonValue]:
        return {
            "title": self.title,
            "options": to_json(dict(self.options)),
            "seed": self.seed,
            "seats": [to_json(seat) for seat in self.seats],
            "actions": [to_json(action) for action in self.actions],
            "meta": to_json(dict(self.meta)),
        }

    @classmethod
    def from_json_text(cls, text: str, titles: TitleRegistry) -> MatchRecord:
        """Read a record written by ``to_json_text``; raise RecordError saying what is wrong with it."""
        try:
            data = json.loads(text)
        except (json.JSONDecodeError, UnicodeDecodeError) as damage:
            raise RecordError(f"The saved game is damaged: it is not readable JSON ({damage}).") from None
        if not isinstance(data, dict) or data.get("format") != RECORD_FORMAT:
            raise RecordError("This file is not a Hofintrigen saved game.")
        version = data.get("version")
        if not isinstance(version, int):
            raise RecordError("The saved game is damaged: it has no version number.")
        if version > RECORD_VERSION:
            raise RecordError(
                f"This game was saved by a newer version of Hofintrigen (record version {version}); "
                f"this version reads up to version {RECORD_VERSION}. Please update."
            )
        body = {key: data.get(key) for key in ("title", "options", "seed", "seats", "actions", "meta")}
        missing = [key for key, value in body.items() if value is None]
        if missing:
            raise RecordError(f"The saved game is damaged: {', '.join(missing)} missing.")
        if data.get("checksum") != record_checksum(body):
            raise RecordError("The saved game is damaged or was edited: its checksum does not match.")
        try:
            ruleset = titles.get(body["title"])
            return cls(
                title=body["title"],
                seed=int(body["seed"]),
                seats=tuple(Seat(**seat) for seat in body["seats"]),
                options=dict(body["options"]),
                actions=tuple(ruleset.action_codec.decode(action) for action in body["actions"]),
                meta=dict(body["meta"]),
            )
        except RecordError:
            raise
        except (GameError, TypeError, ValueError) as damage:
            raise RecordError(f"The saved game is damaged: {damage}") from None


def record_checksum(body: Mapping[str, JsonValue]) -> str:
    """The SHA-256 of a record's content in canonical JSON: any edit changes it."""
    canonical = json.dumps(body, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()
