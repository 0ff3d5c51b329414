"""The state of a game of Mit List und Tücke: its data (``fields``) under the core's contract, which knows whose
decision it is and carries it out.

Seats sit clockwise in seat order: a seat's left neighbour is the next seat, its right neighbour the previous one.
Hands are kept sorted, so legal actions come in the same order in every sampled world.
"""

from __future__ import annotations

from collections.abc import Callable

from game.core import Action, Event, IllegalAction, Result, Rng, State
from game.listtuecke import decisions, undo
from game.listtuecke.abilities import HANDLERS, play_card
from game.listtuecke.actions import PLAY
from game.listtuecke.choices import LEGAL
from game.listtuecke.fields import ListTueckeFields
from game.listtuecke.flow import choose_pass
from game.listtuecke.invariants import violations
from game.listtuecke.refusals import refusal
from game.listtuecke.scoring import result
from game.listtuecke.view import ListTueckeView, view_of

_APPLY: dict[str, Callable[..., None]] = {decisions.PASS: choose_pass, decisions.PLAY: play_card, **HANDLERS}
"""What carries out the action awaited by each decision; ``apply`` has already checked that it is legal."""


class ListTueckeState(ListTueckeFields, State):
    """One game in progress as the core's contract: its fields (``fields``) and the rule steps that change them."""

    __slots__ = ()

    def legal_actions(self) -> tuple[Action, ...]:
        """Every action the seat to move may take now, worked out once per decision."""
        legal = self._legal
        if legal is None:
            legal = self._legal = LEGAL[self.decision](self)
        return legal

    def apply(self, action: Action) -> list[Event]:
        """Carry out ``action`` and everything that follows without a decision; refuse it unchanged if illegal.

        Every hand's last card (in the fourth round) is played without asking, as there is nothing to choose.
        """
        legal = self._legal
        if legal is None:
            legal = LEGAL[self.decision](self)  # not kept: the decision changes now
        for candidate in legal:
            # The policies hand back the very objects of the legal list (``actions``' tables), so looking for the same
            # object first spares the dataclass comparisons that ``in`` makes before it reaches a later match.
            if candidate is action:
                break
        else:
            if action not in legal:
                raise refusal(self, action)
        self._legal = None
        events: list[Event] = []
        _APPLY[self.decision](self, action, events)
        while self.decision == decisions.PLAY and len(self.hands[self.decider]) == 1:
            # The last card of a hand has nothing to decide: it is played at once.
            play_card(self, PLAY[self.hands[self.decider][0]], events, forced=True)
        return events

    def refusal(self, action: Action) -> IllegalAction:
        """Why ``action`` is not allowed now."""
        return refusal(self, action)

    def undoable_actions(self) -> int:
        """1 while the choice that follows the mover's own card is open (see ``game.listtuecke.undo``)."""
        return undo.undoable(self)

    def undo_refusal(self) -> IllegalAction:
        """Why nothing may be taken back now (see ``game.listtuecke.undo``)."""
        return undo.refusal(self)

    def random_action(self, rng: Rng) -> Action:
        """A uniformly random legal action, from the cached list."""
        legal = self._legal
        if legal is None:
            legal = self.legal_actions()
        return legal[rng.below(len(legal))]

    def view(self, seat: int) -> ListTueckeView:
        """What ``seat`` may know now."""
        return view_of(self, seat, self.legal_actions() if seat == self.to_move else ())

    def result(self) -> Result:
        """Every scoring line of the finished game (LT-21..LT-23)."""
        if not self.over:
            raise IllegalAction.not_over()
        return result(self)

    def invariant_violations(self) -> list[str]:
        """Every card and tile accounted for once, every count in range, every piece of knowledge true."""
        return violations(self)
