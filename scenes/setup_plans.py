"""A set-up as the setup screen holds it: its seats (``SeatPlan``) and a title's whole set-up (``TitleSetup``), with
JSON in and out, read forgivingly part by part: a remembered player count the title does not allow drops that
title's entry, an option value the rules no longer offer takes its default, an odd seat becomes a default seat;
nothing else is lost. The remembered set-ups themselves are ``scenes.setup_memory``'s.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.core import COMPUTER, HUMAN, LEVELS, PHONE, Seat

if TYPE_CHECKING:
    from game.core import Ruleset

NAME_LENGTH = 18
"""The longest seat name the set-up screen accepts."""


@dataclasses.dataclass
class SeatPlan:
    """One seat as chosen so far: its name, a person or the computer, the computer's level, and whether the player
    typed the name (an untyped name follows the seat's kind and the language)."""

    name: str
    controller: str = HUMAN
    level: str = "normal"
    renamed: bool = False

    def to_seat(self) -> Seat:
        """The seat of the match record."""
        return Seat(self.name, self.controller, self.level if self.controller == COMPUTER else None)

    @classmethod
    def from_json(cls, data: Any) -> SeatPlan | None:
        """A remembered seat, or None when it does not make sense."""
        if not isinstance(data, dict):
            return None
        name, controller, level, renamed = (data.get(key) for key in ("name", "controller", "level", "renamed"))
        if not isinstance(name, str) or not name.strip() or controller not in (HUMAN, PHONE, COMPUTER):
            return None
        return cls(
            name.strip()[:NAME_LENGTH],
            controller,
            level if level in LEVELS else "normal",
            renamed if isinstance(renamed, bool) else False,
        )


@dataclasses.dataclass
class TitleSetup:
    """One title's set-up: how many play, its options, and every seat in order."""

    players: int
    options: dict[str, Any]
    seats: list[SeatPlan]

    def to_json(self) -> dict[str, Any]:
        """The set-up as JSON-ready data."""
        return {
            "players": self.players,
            "options": dict(self.options),
            "seats": [dataclasses.asdict(seat) for seat in self.seats],
        }


def same_value(value: Any, choices: tuple[Any, ...]) -> bool:
    """True when ``value`` is one of ``choices`` of the same type (JSON's 1 is not the option value True)."""
    return any(value == choice and type(value) is type(choice) for choice in choices)


def read_setup(ruleset: Ruleset, data: Any, default_seat: Callable[[int], SeatPlan]) -> TitleSetup | None:
    """A remembered set-up made to fit ``ruleset``, or None when its player count does not; a seat that cannot be
    read, or is missing, is ``default_seat`` of its index."""
    if not isinstance(data, dict):
        return None
    players = data.get("players")
    if not isinstance(players, int) or isinstance(players, bool) or players not in ruleset.player_counts:
        return None
    stored = data.get("options") if isinstance(data.get("options"), dict) else {}
    options = {
        option.key: stored[option.key] if same_value(stored.get(option.key), option.choices) else option.default
        for option in ruleset.options
    }
    stored_seats = data.get("seats") if isinstance(data.get("seats"), list) else []
    seats = [SeatPlan.from_json(seat) for seat in stored_seats[:players]]
    seats += [None] * (players - len(seats))
    return TitleSetup(players, options, [seat or default_seat(index) for index, seat in enumerate(seats)])
