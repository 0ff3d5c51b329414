"""A game being played: the state and its record, kept in step.

The front end and the AI runner play through a Match, so every action lands in the record that is saved, replayed
and undone. Undo replays the record without the last actions, which is exact by construction.

Two ways back: ``undo`` takes back what the rules allow (a person's own steps, until something hidden is revealed or
chance decides: ``game.core.undo``); ``take_back`` takes a seat's last decision back with everything after it, the
other seats' answers too, and notes it in the record, for a person who plays alone against computers.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Any

from game.core.contract import Ruleset, State, View
from game.core.errors import IllegalAction
from game.core.fold import told
from game.core.record import MatchRecord, Seat
from game.core.values import Action, Event, redact


class Match:
    """A live game: apply actions, take back what the rules allow, and always have the record to save."""

    def __init__(self, ruleset: Ruleset, record: MatchRecord) -> None:
        self.ruleset = ruleset
        self._record = record
        self._movers: list[int] = []
        """The seat that made each action of the record, in order."""
        self._state = record.replay(ruleset, self._movers)

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
        """What ``seat`` saw happen while the game was set up (its deal, who starts), ending with what the table
        waits for first (``game.core.fold.Awaiting``)."""
        start = self._record.new_state(self.ruleset) if self._record.actions else self._state
        return redact(told(start.opening_events, start), seat)

    def apply(self, action: Action) -> list[Event]:
        """Apply ``action`` for the seat to move and record it; raises IllegalAction and changes nothing if refused.

        The events end with what the table waits for next (``game.core.fold.Awaiting``), so a view folds from them
        alone."""
        seat = self._state.to_move
        events = self._state.apply(action)
        self._record = self._record.with_action(action)
        self._movers.append(seat)
        return told(events, self._state)

    def reseat(self, index: int, seat: Seat) -> None:
        """Let ``seat`` play seat ``index`` from now on (a phone's seat handed back to the PC or the computer); the
        game itself does not change."""
        seats = list(self._record.seats)
        seats[index] = seat
        self._record = dataclasses.replace(self._record, seats=tuple(seats))

    def undo(self, count: int = 1) -> None:
        """Take back the last ``count`` actions, if the rules allow it without revealing anything hidden; otherwise
        raise the state's reason (``undo_refusal``) and change nothing."""
        allowed = self._state.undoable_actions()
        if allowed == 0:
            raise self._state.undo_refusal()
        if count < 1 or count > allowed:
            raise IllegalAction("There is nothing you may take back now.", key="refusal.nothing_to_undo")
        self._rewind(count)

    def decisions_since(self, seat: int) -> int | None:
        """How many of the last actions reach back to ``seat``'s last decision, that one included; None before its
        first."""
        for back, mover in enumerate(reversed(self._movers), start=1):
            if mover == seat:
                return back
        return None

    def take_back(self, seat: int) -> int:
        """Take back ``seat``'s last decision and every action after it (the others' answers), even past what the
        rules' undo allows, and note the take-back in the record; return how many actions went. Raise IllegalAction
        (changing nothing) when the seat has made no decision yet."""
        count = self.decisions_since(seat)
        if count is None:
            raise IllegalAction("You have made no move yet to take back.", key="refusal.nothing_to_take_back")
        self._rewind(count)
        self._record = self._record.with_take_back()
        return count

    def _rewind(self, count: int) -> None:
        """Rebuild the game without its last ``count`` actions."""
        record = self._record.without_last(count)
        self._state = record.replay(self.ruleset)
        self._record = record
        del self._movers[len(self._movers) - count :]
