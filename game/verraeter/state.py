"""The state of one game of Verräter: its data (``fields``) under the core's contract.

The phases that change it live in ``flow``; what a seat may do now in ``legal``; what it may see in ``view``.
"""

from __future__ import annotations

from game.core import Action, Event, IllegalAction, Result, Rng, State
from game.verraeter import flow, legal, undo
from game.verraeter.fields import VerraeterFields
from game.verraeter.scoring import final_result
from game.verraeter.view import VerraeterView, view_for


class VerraeterState(VerraeterFields, State):
    """One game of Verräter as the core's contract: its fields (``fields``) and the rule steps that change them."""

    def legal_actions(self) -> tuple[Action, ...]:
        """Every action the seat to move may take now, computed once per decision."""
        if self.cached_legal is None:
            self.cached_legal = legal.legal_actions(self)
        return self.cached_legal

    def random_action(self, rng: Rng) -> Action:
        """A uniformly random legal action."""
        return rng.choice(self.legal_actions())

    def refusal(self, action: Action) -> IllegalAction:
        """Say why ``action`` is not allowed now."""
        return legal.refusal(self, action)

    def undoable_actions(self) -> int:
        """The supply cards laid so far in the supply turn at hand (see ``game.verraeter.undo``)."""
        return undo.undoable(self)

    def undo_refusal(self) -> IllegalAction:
        """Why nothing may be taken back now (see ``game.verraeter.undo``)."""
        return undo.refusal(self)

    def apply(self, action: Action) -> list[Event]:
        """Carry out ``action`` and every automatic step after it, up to the next decision."""
        choices = self.cached_legal
        if choices is None:
            choices = legal.legal_actions(self)
        if action not in choices:
            raise self.refusal(action)
        self.cached_legal = None
        events: list[Event] = []
        flow.carry_out(self, action, events)
        return events

    def view(self, seat: int) -> VerraeterView:
        """What ``seat`` may know now."""
        return view_for(self, seat, self.legal_actions() if seat == self.mover else ())

    def result(self) -> Result:
        """Every score line and the ranking; raises IllegalAction while the game is running."""
        if not self.over:
            raise IllegalAction.not_over()
        return final_result(self.points, self.lines)
