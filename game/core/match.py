"""A game being played: the state and its record, kept in step.

The front end and the AI runner play through a Match, so every action lands in the record that is saved, replayed
and undone. Undo replays the record without the last actions, which is exact by construction.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Any

from game.core.contract import Ruleset, State, View
from game.core.errors import IllegalAction
from game.core.record import MatchRecord, Seat
from game.core.values import Action, Event, redact


class Match:
    """A live game: apply actions, take back what the rules allow, and always have the record to save."""

    def __init__(self, ruleset: Ruleset, record: MatchRecord) -> None:
        self.ruleset = ruleset
        self._record = record
        self._state = record.replay(ruleset)

    @classmethod
    def start(
        cls, ruleset: Ruleset, seats: Sequence[Seat], seed: int, options: Mapping[str, Any] | None = None
    ) -> Match:
        """Begin a new game of ``ruleset`` for ``seats``."""
        resolved = ruleset.resolve_options(options)
        return cls(ruleset, MatchRecord(title=ruleset.id, seed=seed, seats=tuple(seats), options=resolved))

    @property
    def record(self) -> MatchRecord:
        """The record of every action so far."""
        return self._record

    @property
    def seats(self) -> tuple[Seat, ...]:
        """Who plays each seat."""
        return self._record.seats

    @property
    def state(self) -> State:
        """The true state. Only the match runner and tests read it; players and the AI get views."""
        return self._state

    def view(self, seat: int) -> View:
        """What ``seat`` may know now."""
        return self._state.view(seat)

    def opening_events(self, seat: int) -> list[Event]:
        """What ``seat`` saw happen while the game was set up (its deal, who starts)."""
        return redact(self._state.opening_events, seat)

    def apply(self, action: Action) -> list[Event]:
        """Apply ``action`` for the seat to move and record it; raises IllegalAction and changes nothing if refused."""
        events = self._state.apply(action)
        self._record = self._record.with_action(action)
        return events

    def reseat(self, index: int, seat: Seat) -> None:
        """Let ``seat`` play seat ``index`` from now on (a phone's seat handed back to the PC or the computer); the
        game itself does not change."""
        seats = list(self._record.seats)
        seats[index] = seat
        self._record = dataclasses.replace(self._record, seats=tuple(seats))

    def undo(self, count: int = 1) -> None:
        """Take back the last ``count`` actions, if the rules allow it without revealing anything hidden."""
        if count < 1 or count > self._state.undoable_actions():
            raise IllegalAction("There is nothing you may take back now.", key="refusal.nothing_to_undo")
        record = self._record.without_last(count)
        self._state = record.replay(self.ruleset)
        self._record = record
