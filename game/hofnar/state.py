"""The state of a game of Hofnar: the table, the hands, the King's moods, and the steps still to come.

The course of a round is an agenda: a stack of small steps (tuples of public facts) that ``flow.py`` and
``effects.py`` carry out. A step either runs by itself (the reveal, the scoring) or waits for one seat's decision
(a mood, a card, "use the effect now?"). Keeping the course as data lets ``clone`` copy a game in microseconds and
lets ``determinize`` rebuild a game from a view.
"""

from __future__ import annotations

from typing import Any

from game.core import Action, Event, IllegalAction, Rng, State
from game.core.undo import undo_refused
from game.hofnar import effects, flow, undo
from game.hofnar.fields import HofnarFields
from game.hofnar.refusals import refusal
from game.hofnar.scoring import HofnarResult, game_result
from game.hofnar.view import HofnarView, course_of, view_of

DECISIONS = {**flow.DECISIONS, **effects.DECISIONS}
"""Steps that wait for a seat: kind → (who may do what, or None to skip; how the chosen action is carried out)."""
AUTOMATIC = {**flow.AUTOMATIC, **effects.AUTOMATIC}
"""Steps with nothing to decide: kind → what they do."""


class HofnarState(HofnarFields, State):
    """One game of Hofnar as the core's contract: its fields (``fields``) and the agenda's steps that change them."""

    # The contract.

    def legal_actions(self) -> tuple[Action, ...]:
        """What the seat to move may do now, computed once per decision."""
        return self.legal

    def random_action(self, rng: Rng) -> Action:
        """A uniformly random legal action, straight from the cached choices."""
        return self.legal[rng.below(len(self.legal))]

    def apply(self, action: Action) -> list[Event]:
        """Carry out the decision on top of the agenda, then every step that follows until the next decision."""
        if self.hofnar is not None:
            raise IllegalAction.game_over()
        if action not in self.legal:
            raise refusal(self, action)
        step = self.agenda.pop()
        events: list[Event] = []
        seat = self.seat_to_move
        DECISIONS[step[0]][1](self, step, seat, action, events)
        self.advance(events)
        self.undo = undo.after(self.undo, seat, self.seat_to_move, events)
        return events

    def advance(self, events: list[Event]) -> None:
        """Run the agenda until a step waits for a seat, or the game ends."""
        agenda = self.agenda
        while agenda:
            step = agenda[-1]
            kind = step[0]
            automatic = AUTOMATIC.get(kind)
            if automatic is not None:
                agenda.pop()
                automatic(self, step, events)
                continue
            decision = DECISIONS[kind][0](self, step)
            if decision is not None:
                self.seat_to_move, self.legal = decision
                return
            agenda.pop()
        self.seat_to_move = None
        self.legal = ()

    def refusal(self, action: Action) -> IllegalAction:
        """Say, in a player's words, why ``action`` does not fit the decision at hand."""
        return refusal(self, action)

    def course(self) -> dict[str, Any]:
        """The round's public bookkeeping the views keep (``game.hofnar.view.COURSE``): the agenda and what its steps
        noted, which the events' last carries to every seat's fold."""
        return course_of(self)

    def undoable_actions(self) -> int:
        """The steps the seat to move made in a row with nothing hidden turning up (see ``game.hofnar.undo``)."""
        return 0 if self.hofnar is not None else self.undo[0]

    def undo_refusal(self) -> IllegalAction:
        """Why nothing may be taken back now (see ``game.hofnar.undo``)."""
        return IllegalAction.game_over() if self.hofnar is not None else undo_refused(self.undo[1])

    def view(self, seat: int) -> HofnarView:
        """What ``seat`` may know now."""
        return view_of(self, seat)

    def result(self) -> HofnarResult:
        """The Hofnar, the order of the fallen, and who won and lost each round and why."""
        if self.hofnar is None:
            raise IllegalAction.not_over()
        return game_result(self)
