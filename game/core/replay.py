"""Looking back at a game: any moment of a record, as the true state, as each seat saw it, or with every card open.

A moment is a count of actions played: 0 is the table as dealt, before anyone decided; ``length`` is the position
after the last action. ``Replay`` plays the record through once, keeping what happened at each action (the full
truth, which every seat's copy is redacted from) and a copy of the state every ``CHECKPOINT`` actions, so that any
moment is rebuilt from the nearest copy instead of from the deal.

The moments where a turn or a round begins are public facts of the course of play (who moves, and the round or
chapter every view shows), so a replay can step by them and a timeline can mark them.

Open cards: ``open_views`` gives every seat's view of one moment at once, which together hold every card some seat
knew, and ``open_state`` the true state, which holds the rest too (a card set aside unseen, one dealt face down to
the middle). They are given only for a game that has ended (``ended``), so a replay never shows the secrets of a
game still being played; for any other they raise IllegalAction, and nothing else here shows more than one seat's
view.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from game.core.contract import Ruleset, State, View
from game.core.errors import IllegalAction, RecordError
from game.core.fold import told
from game.core.match import Match
from game.core.record import MatchRecord, Seat
from game.core.values import Event, JsonValue, fits, redact

CHECKPOINT = 16
"""Every how many actions a copy of the state is kept: a jump replays at most this many actions."""
ROUND_FIELDS = ("chapter", "round")
"""The public fields of a view that count the course of play, coarsest first; a title whose views have neither has
a round begin whenever the seat that opened the game begins a turn again."""
PLAYED_ON = "played_on"
"""The note in ``meta`` that marks a game played on from a moment of a replay (``played_on_from``)."""
PLAYED_ON_VERSION = 1


class Replay:
    """A record seen moment by moment (see the module's note)."""

    def __init__(self, ruleset: Ruleset, record: MatchRecord) -> None:
        if ruleset.id != record.title:
            raise RecordError(f"This record is a game of {record.title!r}, not of {ruleset.id!r}.")
        self.ruleset = ruleset
        self.record = record
        start = record.new_state(ruleset)
        self.opening: list[Event] = told(start.opening_events, start)
        """What happened while the game was set up, the full truth, ending with what the table waited for first."""
        self.steps: list[list[Event]] = []
        """Each action's events, the full truth, ending with what the table waited for after it."""
        self.movers: list[int] = []
        """The seat that made each action."""
        self._checkpoints: dict[int, State] = {0: start.clone()}
        rounds = [_round_key(start)]
        state = start
        for number, action in enumerate(record.actions, start=1):
            self.movers.append(state.to_move)
            try:
                self.steps.append(told(state.apply(action), state))
            except IllegalAction as refusal:
                raise RecordError(f"Move {number} of the saved game is not allowed: {refusal}") from None
            if number % CHECKPOINT == 0:
                self._checkpoints[number] = state.clone()
            rounds.append(_round_key(state))
        self.final = state
        self.turns: tuple[int, ...] = tuple(
            moment for moment in range(self.length) if moment == 0 or self.movers[moment] != self.movers[moment - 1]
        )
        """The moments at which a seat begins a turn (a run of its own actions)."""
        self.rounds: tuple[int, ...] = self._round_starts(rounds)
        """The moments at which a round (or a chapter) begins, 0 first."""

    @property
    def length(self) -> int:
        """How many actions the record holds: the last moment."""
        return len(self.record.actions)

    @property
    def ended(self) -> bool:
        """True when the game the record holds has ended: only then may its cards be shown open."""
        return self.final.over

    @property
    def seats(self) -> tuple[Seat, ...]:
        """Who played each seat."""
        return self.record.seats

    def state_at(self, moment: int) -> State:
        """The true state at ``moment``, a fresh copy of its own."""
        moment = self._check(moment)
        base = max(number for number in self._checkpoints if number <= moment)
        state = self._checkpoints[base].clone()
        for action in self.record.actions[base:moment]:
            state.apply(action)
        return state

    def view_at(self, moment: int, seat: int) -> View:
        """What ``seat`` knew at ``moment``."""
        return self.state_at(moment).view(seat)

    def open_views(self, moment: int) -> tuple[View, ...]:
        """Every seat's view at ``moment``, which together show every card: only for a game that has ended; raise
        IllegalAction for any other (its secrets are still being played for)."""
        state = self.open_state(moment)
        return tuple(state.view(seat) for seat in range(len(self.seats)))

    def open_state(self, moment: int) -> State:
        """The true state at ``moment``, every card in it: only for a game that has ended; raise IllegalAction for
        any other (its secrets are still being played for)."""
        if not self.ended:
            raise IllegalAction("Cards are shown open only once the game has ended.", key="refusal.replay.open")
        return self.state_at(moment)

    def seen(self, moment: int, seat: int) -> tuple[list[Event], list[list[Event]]]:
        """What ``seat`` saw up to ``moment``: the opening, then each action's events, as redacted for it."""
        moment = self._check(moment)
        return redact(self.opening, seat), [redact(events, seat) for events in self.steps[:moment]]

    def mover(self, moment: int) -> int:
        """The seat that made the action leading to ``moment`` (1 or later)."""
        return self.movers[self._check(moment) - 1]

    def round_of(self, moment: int) -> int:
        """Which round (1 first) ``moment`` lies in."""
        return sum(start <= moment for start in self.rounds)

    def match_at(self, moment: int, seats: tuple[Seat, ...] | None = None) -> Match:
        """A match continuing from ``moment`` (``prefix``), for ``seats`` when given (the same number)."""
        return Match(self.ruleset, self.prefix(moment, seats))

    def prefix(self, moment: int, seats: tuple[Seat, ...] | None = None) -> MatchRecord:
        """The record up to ``moment``, for ``seats`` when given: the game as it stood then."""
        moment = self._check(moment)
        if seats is not None and len(seats) != len(self.seats):
            raise RecordError(f"This game is played by {len(self.seats)} seats, not {len(seats)}.")
        return dataclasses.replace(
            self.record, actions=self.record.actions[:moment], seats=self.seats if seats is None else tuple(seats)
        )

    def _check(self, moment: int) -> int:
        if not 0 <= moment <= self.length:
            raise ValueError(f"moment {moment} lies outside 0..{self.length}")
        return moment

    def _round_starts(self, keys: list[Any]) -> tuple[int, ...]:
        if keys[0] is not None:
            return tuple(moment for moment, key in enumerate(keys) if moment == 0 or key != keys[moment - 1])
        opener = self.movers[0] if self.movers else None
        return tuple(moment for moment in self.turns if moment == 0 or self.movers[moment] == opener)


def _round_key(state: State) -> tuple[JsonValue, ...] | None:
    """The public count of the course of play at ``state`` (chapter and round, or round), None when the title's views
    count neither."""
    view = state.view(0)
    found = tuple(getattr(view, name) for name in ROUND_FIELDS if hasattr(view, name))
    return found or None


def played_on(record: MatchRecord, moment: int) -> MatchRecord:
    """The record of a new game played on from ``moment`` of ``record``'s game: marked so in its ``meta`` (a
    versioned note the statistics read: ``played_on_from``), none of the first game's other notes carried over (its
    take-backs were made in another game)."""
    return dataclasses.replace(record, meta={PLAYED_ON: {"version": PLAYED_ON_VERSION, "moment": moment}})


def played_on_from(record: MatchRecord) -> int | None:
    """The moment of a replay this game was played on from, or None for a game begun at its deal (or a note of a
    shape this build does not read, from a newer version)."""
    note = record.meta.get(PLAYED_ON)
    if not isinstance(note, dict) or note.keys() != {"version", "moment"}:
        return None
    if not fits(note["version"], int) or note["version"] != PLAYED_ON_VERSION:
        return None
    moment = note["moment"]
    return moment if fits(moment, int) and 0 <= moment <= len(record.actions) else None
