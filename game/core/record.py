"""The match record: title, options, seed, seats and actions, as versioned JSON.

One record serves as the save file, the undo (replay without the last actions), the game log and the replay.
Replaying it through the title's rules rebuilds the exact state, so nothing else about a game needs storing.
A checksum over the content makes a truncated or edited file fail loudly instead of replaying a different game.

Reading is strict: a file is refused with a RecordError unless it has exactly the shape written here, every value of
exactly its type (a seed of ``3.0`` or ``"3"`` is refused, not converted), a title this build knows, options and a
player count its rules allow, and actions its codec reads. So nothing a file holds can crash the app that reads it,
the table that shows it, or the next autosave that writes it again.
"""

from __future__ import annotations

import dataclasses
import json
import reprlib
import unicodedata
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from game.core.errors import GameError, IllegalAction, RecordError
from game.core.values import INTEGER_LIMIT, Action, JsonValue, fits, parse_json, to_json

if TYPE_CHECKING:  # a record names its rules only in type hints: reading settings needs no rules (issue 37 §7)
    from game.core.contract import Ruleset, State
    from game.core.registry import TitleRegistry

RECORD_FORMAT = "hofintrigen-record"
RECORD_VERSION = 2
"""Version 2 added the seat played on a phone (``PHONE``); a record without one is still written as version 1, so
builds before it read it, and they refuse a phone seat as newer instead of as damage."""
PLAIN_VERSION = 1
BODY_KEYS = ("title", "options", "seed", "seats", "actions", "meta")
RECORD_KEYS = frozenset({"format", "version", *BODY_KEYS, "checksum"})
SEAT_KEYS = frozenset({"name", "controller", "level"})
MAX_DEPTH = 8
"""How deep a record's JSON may nest: its actions nest four deep, ``meta`` gets the rest."""
MAX_NAME_LENGTH = 40
"""Longer than any name the set-up screen lets a player type."""

TAKE_BACKS = "take_backs"
"""The note in ``meta`` that counts a game's take-backs (``MatchRecord.take_backs``)."""

HUMAN = "human"
COMPUTER = "computer"
PHONE = "phone"
"""A person who holds their seat on a phone's browser instead of at the PC's screen."""
LEVELS = ("easy", "normal", "hard")


class NewerRecord(RecordError):
    """A record written by a newer Hofintrigen: not damaged, only unreadable here until the player updates."""


def name_problem(name: object) -> str | None:
    """Why ``name`` cannot be shown on a seat's name plate, or None when it can."""
    if not isinstance(name, str):
        return f"a seat's name must be text, not {reprlib.repr(name)}"
    if len(name) > MAX_NAME_LENGTH:
        return f"a seat's name has at most {MAX_NAME_LENGTH} characters"
    if any(unicodedata.category(letter) in ("Cc", "Cs") for letter in name):
        return f"the seat's name {reprlib.repr(name)} holds a control character"
    return None


@dataclasses.dataclass(frozen=True)
class Seat:
    """Who sits at one seat: a person (at the PC or on a phone) or the computer at a level, and the name shown at the
    table."""

    name: str
    controller: str = HUMAN
    level: str | None = None

    def __post_init__(self) -> None:
        problem = name_problem(self.name)
        if problem is not None:
            raise RecordError(problem[0].upper() + problem[1:] + ".")
        if self.controller not in (HUMAN, COMPUTER, PHONE):
            raise RecordError(
                f"A seat is played by a human, on a phone or by the computer, not {reprlib.repr(self.controller)}."
            )
        if self.controller == COMPUTER and self.level not in LEVELS:
            raise RecordError(f"A computer seat needs a level ({', '.join(LEVELS)}), not {reprlib.repr(self.level)}.")
        if self.controller != COMPUTER and self.level is not None:
            raise RecordError(f"A seat a person plays has no level, not {reprlib.repr(self.level)}.")

    @property
    def is_human(self) -> bool:
        """True for a seat a person plays, at the PC or on a phone."""
        return self.controller != COMPUTER

    @property
    def on_phone(self) -> bool:
        """True for a seat a person plays on a phone."""
        return self.controller == PHONE


@dataclasses.dataclass(frozen=True)
class MatchRecord:
    """Everything needed to rebuild one game: replay ``actions`` on ``new_state(len(seats), seed, options)``.

    ``meta`` carries the front end's own notes (when it was saved, say) untouched; the rules never read it. One note
    is read here: ``TAKE_BACKS``, how often a person took back moves the computers had answered (``take_backs``).
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

    @property
    def take_backs(self) -> int:
        """How often a person took back a move and the computers' answers to it (0 for a note that is no count): such
        a game is marked "with take-backs" in the statistics. Older records, without the note, hold none."""
        count = self.meta.get(TAKE_BACKS, 0)
        return count if fits(count, int) and count > 0 else 0

    def with_take_back(self) -> MatchRecord:
        """Return the record with one more take-back noted."""
        return dataclasses.replace(self, meta={**self.meta, TAKE_BACKS: self.take_backs + 1})

    def new_state(self, ruleset: Ruleset) -> State:
        """Set up the game this record starts from, before any action."""
        return ruleset.new_state(len(self.seats), self.seed, self.options)

    def replay(self, ruleset: Ruleset, movers: list[int] | None = None) -> State:
        """Rebuild the state after every action; raise RecordError naming the first action the rules refuse.

        ``movers``, when given, receives the seat that made each action, in order.
        """
        if ruleset.id != self.title:
            raise RecordError(f"This record is a game of {self.title!r}, not of {ruleset.id!r}.")
        state = self.new_state(ruleset)
        for number, action in enumerate(self.actions, start=1):
            if movers is not None:
                movers.append(state.to_move)
            try:
                state.apply(action)
            except IllegalAction as refusal:
                raise RecordError(f"Move {number} of the saved game is not allowed: {refusal}") from None
        return state

    def to_json_text(self) -> str:
        """Write the record as versioned JSON with a checksum."""
        body = self._body()
        version = RECORD_VERSION if any(seat.on_phone for seat in self.seats) else PLAIN_VERSION
        return json.dumps(
            {"format": RECORD_FORMAT, "version": version, **body, "checksum": record_checksum(body)},
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
        """Read a record written by ``to_json_text``; raise RecordError saying what is wrong with it.

        A record from a newer version raises ``NewerRecord``, so the player is asked to update rather than told the
        file is damaged.
        """
        data = _record_document(text)
        body = {key: data[key] for key in BODY_KEYS}
        if data["checksum"] != record_checksum(body):
            raise RecordError("The saved game is damaged or was edited: its checksum does not match.")
        try:
            return cls._from_body(body, titles)
        except RecordError:
            raise
        except GameError as damage:
            raise RecordError(f"The saved game is damaged: {damage}") from None

    @classmethod
    def _from_body(cls, body: dict[str, JsonValue], titles: TitleRegistry) -> MatchRecord:
        """Build the record from its checked JSON, refusing any value not of exactly the shape ``_body`` writes."""
        title, options, seed, seats, actions, meta = (body[key] for key in BODY_KEYS)
        if not isinstance(title, str):
            raise RecordError(f"The saved game is damaged: its title is {reprlib.repr(title)}.")
        ruleset = titles.get(title)
        if not fits(seed, int) or not 0 <= seed < INTEGER_LIMIT:
            raise RecordError(f"The saved game is damaged: its seed is {reprlib.repr(seed)}.")
        if not isinstance(seats, list) or len(seats) not in ruleset.player_counts:
            raise RecordError(f"The saved game is damaged: {ruleset.name} is not played by these seats.")
        if not all(isinstance(seat, dict) and seat.keys() == SEAT_KEYS for seat in seats):
            raise RecordError("The saved game is damaged: a seat is not a name, a controller and a level.")
        if not isinstance(options, dict) or not _exact_options(ruleset, options):
            raise RecordError(f"The saved game is damaged: {reprlib.repr(options)} are not options of {ruleset.name}.")
        if not isinstance(actions, list) or not isinstance(meta, dict):
            raise RecordError("The saved game is damaged: its actions or its notes are not what they should be.")
        return cls(
            title=title,
            seed=seed,
            seats=tuple(Seat(**seat) for seat in seats),
            options=options,
            actions=tuple(ruleset.action_codec.decode(action) for action in actions),
            meta=meta,
        )


def record_title(text: str) -> str:
    """The title of the record in ``text``, from what can be checked without the title's rules: readable JSON of the
    record's format and a version this one reads, with every key, naming its title. The front end offers to continue
    a game from this alone, before any title's rules are imported (issue 37 §7), and reads it whole when asked to.
    Raises RecordError (``NewerRecord`` for a newer version's record) as ``MatchRecord.from_json_text`` would."""
    title = _record_document(text)["title"]
    if not isinstance(title, str):
        raise RecordError(f"The saved game is damaged: its title is {reprlib.repr(title)}.")
    return title


def _record_document(text: str) -> dict[str, JsonValue]:
    """The record's JSON document, its format, version and keys checked (not yet its checksum or its body)."""
    try:
        data = parse_json(text, MAX_DEPTH)
    except ValueError as damage:
        raise RecordError(f"The saved game is damaged: it is not readable JSON ({damage}).") from None
    if not isinstance(data, dict) or data.get("format") != RECORD_FORMAT:
        raise RecordError("This file is not a Hofintrigen saved game.")
    version = data.get("version")
    if not fits(version, int) or version < 1:
        raise RecordError("The saved game is damaged: it has no version number.")
    if version > RECORD_VERSION:
        raise NewerRecord(
            f"This game was saved by a newer version of Hofintrigen (record version {version}); "
            f"this version reads up to version {RECORD_VERSION}. Please update."
        )
    if data.keys() != RECORD_KEYS:
        missing, unknown = sorted(RECORD_KEYS - data.keys()), sorted(data.keys() - RECORD_KEYS)
        raise RecordError(f"The saved game is damaged: missing {missing}, unknown {reprlib.repr(unknown)}.")
    return data


def _exact_options(ruleset: Ruleset, options: dict[str, JsonValue]) -> bool:
    """True when ``options`` name every option of ``ruleset`` once, each with one of its choices of the same type
    (``true`` is not the choice ``1``, though Python finds them equal)."""
    return options.keys() == {option.key for option in ruleset.options} and all(
        any(type(choice) is type(options[option.key]) and choice == options[option.key] for choice in option.choices)
        for option in ruleset.options
    )


def record_checksum(body: Mapping[str, JsonValue]) -> str:
    """The SHA-256 of a record's content in canonical JSON: any edit changes it."""
    import hashlib  # loads the system's crypto library: only once a record is read or written, not before the menu

    canonical = json.dumps(body, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()
