"""The Verräter table as the screen shows it between two events: the shown seat's view, moved on one event at a time
by the model's own fold (``game.verraeter.fold``), so each step of a move's animation starts from the position after
the step before; and the few facts for drawing it, derived from that view here and nowhere else.

The view keeps no place for the face-down action cards of the draft (the set-aside card and the stack passing round
are nobody's knowledge): where they lie between two events is the table's own ``Draft``, moved by the handlers that
animate them (``draft``) and read off the view when the table is laid out afresh.
"""

from __future__ import annotations

import dataclasses

from game.verraeter.data import ACTION_CARDS, ACTIONS
from game.verraeter.fold import advance
from game.verraeter.view import VerraeterView
from scenes.tables.kit.folded import Folded

HIDDEN = "hidden"
"""Another seat's action card, face down."""


@dataclasses.dataclass(frozen=True)
class Draft:
    """Where the face-down action cards lie: whether one is set aside, and whose place the offered stack lies at
    (None outside the draft and once what nobody took went back to the middle)."""

    aside: bool = False
    offer_at: int | None = None

    @classmethod
    def of(cls, view: VerraeterView) -> Draft:
        """The action cards as they lie whenever ``view``'s seat is asked to decide: one is aside from the draft to
        the end of the round (while the conflict marker lies), the stack lies with the seat choosing from it."""
        return cls(view.conflict_border is not None, view.to_move if view.phase == ACTIONS else None)


class Shown(Folded[VerraeterView]):
    """What the screen shows of one seat's table between two events: the kit's folded view (which also follows a
    seat's own events while a move is shown as nobody sees it) and where the draft's face-down cards lie."""

    def __init__(self, view: VerraeterView, draft: Draft) -> None:
        super().__init__(view, advance)
        self.draft = draft

    @classmethod
    def from_view(cls, view: VerraeterView) -> Shown:
        """The table exactly as ``view`` shows it."""
        return cls(view, Draft.of(view))

    def stamp(self) -> tuple:
        """The shown table as a value: equal stamps look the same."""
        return (self.view, self.draft)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Shown) and other.stamp() == self.stamp()

    __hash__ = None  # type: ignore[assignment]

    @property
    def players(self) -> int:
        """How many seats play."""
        return len(self.view.hand_sizes)

    @property
    def revealed(self) -> bool:
        """True from the reveal to the end of the round: every action card taken lies face up."""
        return bool(self.view.revealed_actions)

    @property
    def picks(self) -> list[str | None]:
        """Each seat's action card this round: a card when the shown seat may see it, ``HIDDEN``, or None."""
        view = self.view
        if view.revealed_actions:
            return list(view.revealed_actions)
        picks: list[str | None] = [None] * self.players
        for step in range(view.actions_taken):
            seat = (view.start_player + step) % self.players
            picks[seat] = (view.my_action if seat == view.seat else None) or HIDDEN
        return picks

    @property
    def offer_count(self) -> int:
        """Action cards in the stack passing round: all but the one aside and those taken."""
        return len(ACTION_CARDS) - 1 - self.view.actions_taken if self.draft.offer_at is not None else 0

    @property
    def pool(self) -> int:
        """Action cards in the middle, face down."""
        return len(ACTION_CARDS) - self.view.actions_taken - self.draft.aside - self.offer_count

    @property
    def offered(self) -> tuple[str, ...]:
        """The cards the shown seat chooses from while the stack lies with it (face up only to it)."""
        view = self.view
        return view.offered if self.draft.offer_at == view.seat and view.my_action is None else ()
