"""The last set-up of each title, remembered across restarts, so that New game starts where the player left off.

The set-ups live in ``setups.json`` in the data folder, a versioned JSON document read and written through the
storage's own helpers: a damaged file is set aside and reported like the settings, and a folder that cannot be
written turns saving off. Reading is forgiving part by part: a remembered player count the title does not allow
drops that title's entry, an option value the rules no longer offer takes its default, an odd seat becomes a default
seat; nothing else is lost.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.core import COMPUTER, HUMAN, LEVELS, PHONE, Seat
from scenes.storage import Storage

if TYPE_CHECKING:  # the app holds its memory of set-ups before any title's rules are imported (issue 37 §7)
    from game.core import Ruleset

SETUPS_FILE = "setups.json"
FIELD = "setups"
SETUPS_VERSION = 1
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


class SetupMemory:
    """Every title's last set-up, and which title was played last."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage
        document = storage.read_document(SETUPS_FILE, FIELD, SETUPS_VERSION)
        data = document[0] if document is not None and isinstance(document[0], dict) else {}
        self.last_title = data.get("last_title") if isinstance(data.get("last_title"), str) else None
        titles = data.get("titles")
        self.titles: dict[str, Any] = dict(titles) if isinstance(titles, dict) else {}

    def recall(self, ruleset: Ruleset, default_seat: Callable[[int], SeatPlan]) -> TitleSetup | None:
        """The set-up last started for ``ruleset``, fitted to its rules (``default_seat`` fills a seat that cannot be
        read), or None when there is none."""
        return read_setup(ruleset, self.titles.get(ruleset.id), default_seat)

    def remember(self, title_id: str, setup: TitleSetup) -> None:
        """Keep ``setup`` as the last one of ``title_id`` and save at once (the game may end the session)."""
        self.last_title = title_id
        self.titles[title_id] = setup.to_json()
        content = {"last_title": self.last_title, "titles": self.titles}
        self.storage.write_document(SETUPS_FILE, FIELD, SETUPS_VERSION, content)
