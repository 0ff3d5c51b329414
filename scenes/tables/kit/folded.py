"""A table as shown between two events, kept as the shown seat's view moved on by its title's fold.

The screen animates a move event by event, and between two steps it must show the position after the first (the
pile one card shorter, the hand one card smaller). The title's pure ``advance(view, event)`` (``game.core.fold``)
already says how each event changes what a seat knows, so the table keeps that view instead of a copy of its own:
``Folded`` holds it and folds each event in as the step that shows it starts. After each move the kit rebuilds it
from the runner's view, which it equals (the contract's fold check, and the kit's drift test).

At a hot seat, while others may look, the move is shown from its events as they tell nobody (its animation and its
log keep every secret), but the view kept is still the shown seat's, which such an event does not fit (a card it was
passed unseen, then played). The kit then hands ``follow`` the seat's own events beside them, and each step folds
those in instead, so the view stays the seat's at every step.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Generic, TypeVar

from game.core import Event, View
from game.core.fold import Advance

V = TypeVar("V", bound=View)


class Folded(Generic[V]):
    """The shown seat's ``view`` as the table has shown it so far; ``advance`` folds the next event in (the rules'
    ``apply`` is the rules' alone)."""

    def __init__(self, view: V, advance: Advance) -> None:
        self.view = view
        self._advance = advance
        self._own: list[tuple[Event, Event | None]] = []

    def follow(self, own: Sequence[tuple[Event, Event | None]]) -> None:
        """The move about to be shown, as pairs of the seat's own event and that event as it tells nobody (None: it
        tells nobody anything): ``advance`` is then called with the second and folds the first."""
        self._own = list(own)

    def advance(self, event: Event) -> None:
        """Move the shown table on by one event, as its seat saw it (see ``follow``)."""
        if not self._own:
            self.view = self._advance(self.view, event)  # type: ignore[assignment]
            return
        while self._own:
            own, told = self._own.pop(0)
            self.view = self._advance(self.view, own)  # type: ignore[assignment]
            if told == event:
                return

    def stamp(self) -> V:
        """The shown table as a value (views are values): equal stamps draw the same table."""
        return self.view

    @property
    def to_move(self) -> int | None:
        """The seat whose plate glows: the one the shown view waits for."""
        return self.view.to_move

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Folded) and other.view == self.view

    __hash__ = None  # type: ignore[assignment]
