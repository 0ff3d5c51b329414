"""The contract every title implements: a ruleset that sets games up, and a state that plays them.

Read it like python-chess's ``Board``: ``state.to_move`` says who decides, ``state.legal_actions()`` what they may do,
``state.apply(action)`` does it and says what happened (or raises IllegalAction, with a translation key, saying why
not), ``state.view(seat)`` is all one seat may know, its ``awaiting`` what is being decided now, and
``state.result()`` scores a finished game line by line. Chance lives inside the state's own seeded ``Rng``,
so the same seed and the same actions always give the same game.
"""

from __future__ import annotations

import dataclasses
from abc import ABC, abstractmethod
from collections.abc import Mapping
from typing import Any, ClassVar

from game.core.errors import IllegalAction, SetupError
from game.core.rng import Rng
from game.core.undo import undo_refused
from game.core.values import Action, ActionCodec, Event, JsonValue


@dataclasses.dataclass(frozen=True)
class Option:
    """One set-up option of a title, as data: its key, its allowed values (the first is the default)."""

    key: str
    choices: tuple[Any, ...]

    @property
    def default(self) -> Any:
        """The value used when the player chooses nothing."""
        return self.choices[0]


@dataclasses.dataclass(frozen=True)
class ScoreLine:
    """One line of the scoring that a person would want to check.

    ``key`` names the kind of line for the front end's translations ("hofverrat.district_card"); ``params`` holds
    what the sentence needs (family, role, counts). ``seat`` is None for lines about the table as a whole (a family's
    standing), which carry no points. A seat's score is exactly the sum of its lines' points.
    """

    seat: int | None
    key: str
    points: int = 0
    params: Mapping[str, JsonValue] = dataclasses.field(default_factory=dict)


@dataclasses.dataclass(frozen=True)
class Result:
    """The outcome of a finished game.

    ``ranking`` lists groups of seats from best to worst; seats in one group share their place (a shared victory is a
    first group of several seats). Seats that do not compete (Hofnar's King) appear in no group.
    """

    scores: tuple[int, ...]
    lines: tuple[ScoreLine, ...]
    ranking: tuple[tuple[int, ...], ...]

    @property
    def winners(self) -> frozenset[int]:
        """The seats that share the first place."""
        return frozenset(self.ranking[0]) if self.ranking else frozenset()

    def lines_of(self, seat: int) -> tuple[ScoreLine, ...]:
        """The scoring lines of one seat, in the order they are scored."""
        return tuple(line for line in self.lines if line.seat == seat)


OTHERS_SUFFIX = ".others"
"""Appended to a Decision's prompt key: the key of the sentence for everyone but the person deciding."""


@dataclasses.dataclass(frozen=True)
class Decision:
    """What the seat to move is deciding now: public knowledge at the table (everyone sees who decides what).

    ``kind`` names the decision, namespaced by title ("hofverrat.place", "verraeter.conflict_site"). ``prompt`` is the
    translation key of the sentence for the person deciding ("prompt.verraeter.conflict_site"); the others' status
    line reads ``others`` (the same key plus ".others"), which may also use ``{name}``, the decider's name that the
    table fills in. ``params`` fill both sentences' placeholders and hold only public facts (a limit, a count), never
    a hidden card, so every seat's view carries the same Decision.

    ``open_table`` marks a decision that needs nothing only the decider may see, so a hot seat may ask it at the open
    table without the curtain (the decider's private cards stay face down while the whole room looks). A title sets it
    from public facts only, like everything else here; False, the default, keeps the curtain.
    """

    kind: str
    prompt: str
    params: Mapping[str, JsonValue] = dataclasses.field(default_factory=dict)
    open_table: bool = False

    @property
    def others(self) -> str:
        """The translation key of the status line the other seats read while this decision is made."""
        return f"{self.prompt}{OTHERS_SUFFIX}"

    @property
    def name(self) -> str:
        """The decision's name within its title: ``kind`` without the title's prefix ("place" of "hofverrat.place")."""
        return self.kind.partition(".")[2]


@dataclasses.dataclass(frozen=True, kw_only=True)
class View:
    """Everything one seat may know, and nothing more. Titles extend it with their own fields.

    ``legal_actions`` is filled only when this seat is to move, so the front end and the AI never need the state.
    ``awaiting`` says what the seat to move is deciding (the same for every seat); it is None exactly when the game
    is over. It is the one way, common to all titles, for a table to show a prompt.
    """

    seat: int
    to_move: int | None
    over: bool
    legal_actions: tuple[Action, ...]
    awaiting: Decision | None

    @property
    def deciding(self) -> str | None:
        """The name of the decision awaited (``Decision.name``), None once the game is over: read from ``awaiting``,
        for a table that asks which step of its title is being decided."""
        return None if self.awaiting is None else self.awaiting.name


class State(ABC):
    """One game in progress of one title. Only ``apply`` changes it."""

    players: int

    opening_events: tuple[Event, ...] = ()
    """What happened while the game was set up (cards dealt, who starts), as the full truth, redacted per seat like
    the events of ``apply``. Set by the title's ``setup`` for the table to show; copies made by ``clone`` and
    ``determinize`` need not carry it."""

    @property
    @abstractmethod
    def to_move(self) -> int | None:
        """The seat that must decide now, or None when the game is over."""

    @abstractmethod
    def legal_actions(self) -> tuple[Action, ...]:
        """Every action the seat to move may take now; empty when the game is over."""

    @abstractmethod
    def apply(self, action: Action) -> list[Event]:
        """Carry out ``action`` for the seat to move and return what happened, as the full truth.

        Raises IllegalAction, leaving the state unchanged, when the action is not one of ``legal_actions()``.
        Steps with nothing to decide (drawing, scoring a round) run inside the same call and add their events.
        """

    @abstractmethod
    def view(self, seat: int) -> View:
        """Return what ``seat`` may know now."""

    @property
    @abstractmethod
    def over(self) -> bool:
        """True once the game has ended."""

    @abstractmethod
    def result(self) -> Result:
        """Score the finished game; raises IllegalAction while it is still running."""

    @abstractmethod
    def clone(self) -> State:
        """Return an independent copy: applying actions to one never changes the other."""

    @abstractmethod
    def snapshot(self) -> JsonValue:
        """Return the complete state, hidden facts and the Rng included, as fresh JSON-ready data.

        The data shares nothing with the state, so later actions do not change it; tests compare snapshots.
        """

    @abstractmethod
    def invariant_violations(self) -> list[str]:
        """Describe every broken invariant (a card lost or duplicated, a count out of range); empty when sound.

        The property tests call it after every action of thousands of random games.
        """

    def course(self) -> dict[str, JsonValue]:
        """Public facts of the course of play that the title's views keep besides who decides what, by the views'
        field names: the bookkeeping of a title whose rules run as an agenda of steps (Hofnar's), which no single event
        states. ``game.core.fold.Awaiting`` carries them at the end of every step's events so that a view folds them
        in; empty for a title whose events say everything its views hold."""
        return {}

    def random_action(self, rng: Rng) -> Action:
        """Return a uniformly random legal action; titles may override it with a faster way to the same choice."""
        return rng.choice(self.legal_actions())

    def undoable_actions(self) -> int:
        """How many of the last actions the seat to move may take back (``game.core.undo``'s policy): all made by that
        seat in its current turn or multi-step choice, with nothing hidden revealed and no chance since the first.

        Hof-Verrat, for example, allows taking back the first placements of a turn until its third card is played.
        """
        return 0

    def undo_refusal(self) -> IllegalAction:
        """Why the seat to move may take nothing back now, read when ``undoable_actions`` is 0: a reason of
        ``game.core.undo`` ("Hidden cards have been revealed since"), or the game's end once it is over."""
        if self.over:
            return IllegalAction.game_over()
        return undo_refused("nothing_yet")

    def require_legal(self, action: Action) -> None:
        """Raise IllegalAction unless ``action`` is legal now; a helper for titles that check by membership."""
        if self.over:
            raise IllegalAction.game_over()
        if action not in self.legal_actions():
            raise self.refusal(action)

    def refusal(self, action: Action) -> IllegalAction:
        """The IllegalAction that says why ``action`` is not allowed now; titles override it with their own reasons."""
        return IllegalAction.not_allowed()

    def explain_illegal(self, action: Action) -> str:
        """Say in English why ``action`` is not allowed now (the message of ``refusal``), for logs and tests."""
        return str(self.refusal(action))


class Ruleset(ABC):
    """A title's rules: who may play, which options exist, how a game starts, how the AI samples hidden facts."""

    id: ClassVar[str]
    name: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    options: ClassVar[tuple[Option, ...]] = ()
    action_codec: ClassVar[ActionCodec]

    @property
    def player_counts(self) -> range:
        """Every allowed number of players."""
        return range(self.min_players, self.max_players + 1)

    def resolve_options(self, options: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """Return the full options, defaults filled in; raise SetupError on an unknown key or value."""
        given = dict(options or {})
        resolved = {}
        for option in self.options:
            value = given.pop(option.key, option.default)
            if value not in option.choices:
                raise SetupError(f"{self.name}: {value!r} is not a choice for the option {option.key!r}.")
            resolved[option.key] = value
        if given:
            raise SetupError(f"{self.name} has no option {sorted(given)[0]!r}.")
        return resolved

    def new_state(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> State:
        """Set up a new game for ``players`` seats; the same arguments always give the same game."""
        if players not in self.player_counts:
            raise SetupError(
                f"{self.name} is played by {self.min_players} to {self.max_players} players, not {players}."
            )
        return self.setup(players, Rng(seed), self.resolve_options(options))

    @abstractmethod
    def setup(self, players: int, rng: Rng, options: dict[str, Any]) -> State:
        """Deal and prepare a game; called by ``new_state`` with checked arguments."""

    @abstractmethod
    def determinize(self, view: View, rng: Rng) -> State:
        """Sample a complete state that agrees with everything ``view`` shows.

        Unknown facts (hands, piles, hidden choices) are drawn at random among those the seat cannot rule out, and the
        returned state's own Rng is drawn from ``rng``, so future chance is unknown too. ``determinize(v).view(v.seat)``
        equals ``v``. The AI uses it to search without ever seeing the true state.
        """
