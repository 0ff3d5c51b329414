"""A lesson as data: a title's guided first game, read from ``assets/lessons/<title>.json``.

A lesson is a fixed deal (the seed, the options, who sits where: exactly one person, so no curtain ever falls) and a
list of steps. Each step shows a short text (a translation key of ``lessons.json``; its ``{seat0}``, ``{seat1}`` …
name the seats) and lights parts of the table, then waits for one of three things:

- ``move``: the person makes exactly this action (as the match record writes it); any other input is refused with
  the step's ``remind`` line, which is also shown in the step's box as what to do. When the move sets off a long
  stretch the rules play by themselves (the last cards of a round, a chapter's end), the step's ``watch`` text takes
  the place of its text and reminder from the move on, so the box never asks for a move already made;
- ``moves``: the computer seats make these actions, one after another, at the table's normal pace; then "Next";
- neither: the person reads and clicks "Next".

The last step ends the lesson: instead of "Next" it offers to play on from there or to start a real game.

The lesson registry is the folder: a title has a lesson exactly when its file is there (``lesson_titles``). Reading
is strict (``LessonError`` names what is wrong): the files ship with the game and tests replay every step, so a
mistake shows in the tests, never at a person's table.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Hashable, Iterable, Mapping
from typing import Any

from game.core import COMPUTER, LEVELS, Action, GameError, Match, MatchRecord, Ruleset, Seat
from scenes.i18n import tr
from scenes.resources import asset_path

LESSON_FORMAT = "hofintrigen-lesson"
LESSON_VERSION = 1
LESSON_KEYS = frozenset({"format", "version", "title", "minutes", "seed", "options", "seats", "steps"})
STEP_KEYS = frozenset({"text", "light", "move", "remind", "watch", "moves", "box"})
LIGHT_KINDS = ("zone", "plate", "card", "sprite", "button")
"""What a step may light: a layout zone by name (the shown seat's names: ``district_self``, ``district_1`` …), a seat's
plate by seat number, a card by its id wherever it shows face up, a sprite by its board key (``["played", 4]``), or
one of the kit's buttons (``undo``, ``hint``, ``menu``)."""


class LessonError(ValueError):
    """A lesson file that is not exactly what a lesson must be."""


@dataclasses.dataclass(frozen=True)
class Light:
    """One thing a step lights: its kind (``LIGHT_KINDS``) and what names it."""

    kind: str
    name: Hashable


@dataclasses.dataclass(frozen=True)
class Step:
    """One step of a lesson (see the module's note)."""

    text: str
    lights: tuple[Light, ...] = ()
    move: Action | None = None
    remind: str | None = None
    moves: tuple[Action, ...] = ()
    box: str | None = None
    """The layout zone the step's text box stands in (None: the kit's place, over the log)."""
    watch: str | None = None
    """The text shown once the person's move is made, while what it sets off plays out (None: the step's text)."""

    @property
    def actions(self) -> tuple[Action, ...]:
        """The actions this step plays, the person's or the computers'."""
        return (self.move,) if self.move is not None else self.moves

    @property
    def reads(self) -> bool:
        """True for a step that waits for "Next" (no move of the person's)."""
        return self.move is None


@dataclasses.dataclass(frozen=True)
class Lesson:
    """A title's lesson: its fixed deal and its steps."""

    title: str
    minutes: int
    """How long it takes at normal speed, as the Learn screen tells."""
    seed: int
    options: Mapping[str, Any]
    seats: tuple[tuple[str, str | None] | None, ...]
    """Each seat: None for the person, else a computer's (name, level)."""
    steps: tuple[Step, ...]

    @property
    def person(self) -> int:
        """The seat the person plays."""
        return self.seats.index(None)

    def seat_list(self) -> tuple[Seat, ...]:
        """The match's seats: the person named as the set-up screen names a first player, the computers by name."""
        return tuple(
            Seat(tr("setup.player_name", number=index + 1)) if seat is None else Seat(seat[0], COMPUTER, seat[1])
            for index, seat in enumerate(self.seats)
        )

    def actions_before(self, index: int) -> tuple[Action, ...]:
        """Every action played before step ``index`` begins."""
        return tuple(action for step in self.steps[:index] for action in step.actions)

    def match_at(self, ruleset: Ruleset, index: int) -> Match:
        """The lesson's match as it stands when step ``index`` begins (replayed from the deal)."""
        record = MatchRecord(
            title=self.title,
            seed=self.seed,
            seats=self.seat_list(),
            options=ruleset.resolve_options(self.options),
            actions=self.actions_before(index),
        )
        return Match(ruleset, record)

    def text_keys(self) -> list[str]:
        """Every translation key the lesson's steps use."""
        return [key for step in self.steps for key in (step.text, step.remind, step.watch) if key is not None]


def lesson_path(title_id: str):
    """Where a title's lesson file lies."""
    return asset_path("lessons", f"{title_id}.json")


def lesson_titles(title_ids: Iterable[str]) -> list[str]:
    """The titles among ``title_ids`` (in their order) that have a lesson: the lesson registry."""
    return [title_id for title_id in title_ids if lesson_path(title_id).is_file()]


def load_lesson(ruleset: Ruleset) -> Lesson:
    """Read ``ruleset``'s lesson; raise LessonError naming the first thing that is wrong with it."""
    path = lesson_path(ruleset.id)
    try:
        data = json.loads(path.read_text("utf-8"))
    except (OSError, ValueError) as problem:
        raise LessonError(f"{path.name}: not readable JSON ({problem})") from None
    return read_lesson(data, ruleset, path.name)


def read_lesson(data: Any, ruleset: Ruleset, name: str) -> Lesson:
    """The lesson ``data`` describes for ``ruleset`` (see the module's note); LessonError when it is not one."""
    if not isinstance(data, dict) or data.keys() != LESSON_KEYS:
        raise LessonError(f"{name}: a lesson has exactly the keys {sorted(LESSON_KEYS)}")
    if data["format"] != LESSON_FORMAT or data["version"] != LESSON_VERSION:
        raise LessonError(f"{name}: not a lesson of version {LESSON_VERSION}")
    if data["title"] != ruleset.id:
        raise LessonError(f"{name}: a lesson of {data['title']!r}, not of {ruleset.id!r}")
    if not _whole(data["seed"]) or not _whole(data["minutes"]) or not isinstance(data["options"], dict):
        raise LessonError(f"{name}: the seed and the minutes are whole numbers, the options an object")
    seats = tuple(_seat(seat, name) for seat in _list(data["seats"], name, "seats"))
    if seats.count(None) != 1 or len(seats) not in ruleset.player_counts:
        raise LessonError(f"{name}: a lesson seats one person and computers, as many as {ruleset.name} allows")
    steps = tuple(_step(step, ruleset, name, number) for number, step in enumerate(_list(data["steps"], name, "steps")))
    if not steps or not steps[-1].reads:
        raise LessonError(f"{name}: the last step ends the lesson, so it asks no move")
    try:
        options = ruleset.resolve_options(data["options"])
    except GameError as problem:
        raise LessonError(f"{name}: {problem}") from None
    return Lesson(ruleset.id, data["minutes"], data["seed"], options, seats, steps)


def _whole(value: Any) -> bool:
    return type(value) is int and value >= 0


def _list(value: Any, name: str, what: str) -> list:
    if not isinstance(value, list):
        raise LessonError(f"{name}: {what} must be a list")
    return value


def _seat(data: Any, name: str) -> tuple[str, str | None] | None:
    """A seat: ``{"person": true}`` or ``{"name": …, "level": …}``."""
    if data == {"person": True}:
        return None
    computer = isinstance(data, dict) and data.keys() == {"name", "level"} and data["level"] in LEVELS
    if computer and isinstance(data["name"], str) and data["name"]:
        return data["name"], data["level"]
    raise LessonError(f"{name}: a seat is {{'person': true}} or a computer's name and level, not {data!r}")


def _step(data: Any, ruleset: Ruleset, name: str, number: int) -> Step:
    where = f"{name}, step {number + 1}"
    if not isinstance(data, dict) or not data.keys() <= STEP_KEYS or not isinstance(data.get("text"), str):
        raise LessonError(f"{where}: a step has a text key and only the keys {sorted(STEP_KEYS)}")
    if "move" in data and "moves" in data:
        raise LessonError(f"{where}: a step waits for the person's move or plays the computers' moves, not both")
    if ("move" in data) != isinstance(data.get("remind"), str):
        raise LessonError(f"{where}: a step with the person's move has a reminder key, and only such a step")
    box = data.get("box")
    if box is not None and not isinstance(box, str):
        raise LessonError(f"{where}: the box names a zone")
    watch = data.get("watch")
    if watch is not None and not (isinstance(watch, str) and "move" in data):
        raise LessonError(f"{where}: a watch text is a key, and only a step with the person's move has one")
    try:
        move = ruleset.action_codec.decode(data["move"]) if "move" in data else None
        moves = tuple(ruleset.action_codec.decode(each) for each in _list(data.get("moves", []), where, "moves"))
    except GameError as problem:
        raise LessonError(f"{where}: {problem}") from None
    lights = tuple(_light(light, where) for light in _list(data.get("light", []), where, "light"))
    return Step(data["text"], lights, move, data.get("remind"), moves, box, watch)


def _light(data: Any, where: str) -> Light:
    if not isinstance(data, dict) or len(data) != 1 or next(iter(data)) not in LIGHT_KINDS:
        raise LessonError(f"{where}: a light is one of {LIGHT_KINDS} with what it names, not {data!r}")
    kind, value = next(iter(data.items()))
    if kind == "sprite":
        if not (isinstance(value, list) and len(value) == 2 and isinstance(value[0], str)):
            raise LessonError(f"{where}: a sprite is named by its board key, [kind, id]")
        return Light(kind, tuple(value))
    if kind in ("plate", "card") and not _whole(value):
        raise LessonError(f"{where}: a {kind} is named by its number")
    if kind in ("zone", "button") and not isinstance(value, str):
        raise LessonError(f"{where}: a {kind} is named by its name")
    return Light(kind, value)
