"""A seat's view kept up to date by the events it sees: the fold each title provides beside its rules.

The rules' ``apply`` says what happened as events, redacted per seat; a title's ``advance(view, event)`` says how one
such event changes what that seat knows, so whoever holds a view (a table, a phone, a replay) can follow the game by
events alone. The promise, checked by ``tests/contract.py`` for every title, player count and seat: folding each event
the seat saw of an action into its view before the action gives exactly the view the state gives after it; and a title
that deals its game in opening events says what a seat sees before the deal (``Fold.before_deal``), into which the
opening events fold to give the first view.

Who decides what next is told by no title's own events: ``Match`` ends the events of every action, and the opening,
with ``Awaiting``, which every title's advance folds the same way (``folding`` builds an advance that does).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Mapping
from typing import Any, ClassVar, TypeVar

from game.core.contract import Decision, State, View
from game.core.values import Action, Event, JsonValue

V = TypeVar("V", bound=View)

Advance = Callable[[View, Event], View]
"""How one event, as the view's seat saw it, changes the view; pure: the view given is never changed."""

BeforeDeal = Callable[[int, int, Mapping[str, Any]], View]
"""The view of ``seat`` (second) at a table of ``players`` (first) with these options, before the opening events."""


@dataclasses.dataclass(frozen=True, slots=True)
class Awaiting(Event):
    """The table now waits for ``to_move`` to decide ``awaiting`` (both None once the game is over).

    Every seat sees who decides what, as every view says; only the decider's copy lists its ``legal_actions``.
    ``course`` holds the title's public bookkeeping of the course of play (``State.course``), as (view field, value)
    pairs.
    """

    kind: ClassVar[str] = "awaiting"
    to_move: int | None
    awaiting: Decision | None
    legal_actions: tuple[Action, ...]
    course: tuple[tuple[str, JsonValue], ...] = ()

    @classmethod
    def of(cls, state: State) -> Awaiting:
        """What ``state`` waits for now."""
        awaiting = state.view(state.to_move or 0).awaiting
        return cls(state.to_move, awaiting, state.legal_actions(), tuple(state.course().items()))

    def for_seat(self, seat: int) -> Event:
        return self if seat == self.to_move else dataclasses.replace(self, legal_actions=())


def told(events: Iterable[Event], state: State) -> list[Event]:
    """The events of one step as the tables and the fold get them: what happened, then what ``state`` waits for."""
    return [*events, Awaiting.of(state)]


def folding(changes: Mapping[type[Event], Callable[[Any, Any], View]], quiet: Iterable[type[Event]] = ()) -> Advance:
    """A title's ``advance`` from its ``changes``, one per event type (a subclass finds its base's), and the ``quiet``
    event types, which change nothing a view holds; ``Awaiting`` is folded by ``awaited`` unless ``changes`` says
    otherwise.

    An event of any other type raises TypeError: a title's event that its fold forgot is a mistake, not a no-op.
    """
    table: dict[type[Event], Callable[[Any, Any], View]] = {Awaiting: awaited, **changes}
    table.update((kind, _unchanged) for kind in quiet)

    def advance(view: View, event: Event) -> View:
        for kind in type(event).__mro__:
            change = table.get(kind)
            if change is not None:
                return change(view, event)
        raise TypeError(f"the fold of {type(view).__name__} does not know the event {type(event).__name__}")

    return advance


def awaited(view: V, event: Awaiting) -> V:
    """``view`` waiting for what ``event`` says: the fold of ``Awaiting`` every title shares (a title that keeps more
    about the decision folds it with this first)."""
    return dataclasses.replace(
        view,
        to_move=event.to_move,
        over=event.awaiting is None,
        awaiting=event.awaiting,
        legal_actions=event.legal_actions if event.to_move == view.seat else (),
        **dict(event.course),
    )


def _unchanged(view: V, event: Event) -> V:
    return view


def put(values: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    """``values`` with the one at ``index`` replaced by ``value``: a view's tuples change one item at a time."""
    return (*values[:index], value, *values[index + 1 :])


def added(counts: tuple[int, ...], index: int, change: int) -> tuple[int, ...]:
    """``counts`` with ``change`` added to the one at ``index``."""
    return put(counts, index, counts[index] + change)


@dataclasses.dataclass(frozen=True)
class Fold:
    """A title's fold: ``advance`` for each event, and ``before_deal`` when the title deals its game in opening
    events (None when its first view is already the table before anyone decided, as in Verräter)."""

    advance: Advance
    before_deal: BeforeDeal | None = None

    def fold(self, view: V, events: Iterable[Event]) -> V:
        """``view`` moved on by every one of ``events``, in order."""
        for event in events:
            view = self.advance(view, event)
        return view
