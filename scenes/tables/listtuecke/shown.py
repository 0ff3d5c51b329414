"""The Mit List und Tücke table as the screen shows it right now: the shown seat's view, moved on event by event by
the model's own fold (``game.listtuecke.fold.advance``, kept by the kit's ``Folded``), and the few facts the drawing
derives from it.

One thing lies on the table that no view says: which seats have laid their card to pass beside their stack. A view
knows who has chosen only by whose turn it is, which the events of a move say last, and it keeps every chosen card in
its hand until the passes are revealed. So the handlers of a pass say where the card lies (``lay_aside``,
``passed_on``); at rest it is read from the view (``laid_aside``), and the two agree.
"""

from __future__ import annotations

from game.listtuecke import decisions
from game.listtuecke.fold import BACK_INDEX, advance
from game.listtuecke.view import ListTueckeView
from scenes.tables.kit.folded import Folded

Aside = dict[int, tuple[str, int | None]]
"""Seat → the back of the card it laid aside to pass, and the card itself for the shown seat's own."""


def laid_aside(view: ListTueckeView) -> Aside:
    """The cards lying beside their stacks in ``view``: every seat from the start player up to the one to move has
    chosen its card to pass."""
    aside: Aside = {}
    if view.deciding == decisions.PASS and view.pass_back is not None and view.to_move is not None:
        seat = view.start_player
        while seat != view.to_move:
            aside[seat] = (view.pass_back, view.passing if seat == view.seat else None)
            seat = (seat + 1) % view.players
    return aside


class Shown(Folded[ListTueckeView]):
    """The shown seat's view as far as the events shown so far go (the kit's ``Folded``), and the cards laid aside to
    pass."""

    def __init__(self, view: ListTueckeView, aside: Aside) -> None:
        super().__init__(view, advance)
        self.aside = aside

    @classmethod
    def of(cls, view: ListTueckeView) -> Shown:
        """The table exactly as ``view`` shows it."""
        return cls(view, laid_aside(view))

    def lay_aside(self, seat: int, back: str, card: int | None) -> None:
        """``seat`` lays the card it passes beside its stack."""
        self.aside[seat] = (back, card)

    def passed_on(self, seat: int) -> None:
        """The card ``seat`` laid aside has gone to its neighbour."""
        self.aside.pop(seat, None)

    def stamp(self) -> tuple:  # type: ignore[override]
        """The shown table as a value: equal stamps draw the same counts and cards."""
        return (self.view, tuple(sorted(self.aside.items())))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Shown) and other.stamp() == self.stamp()

    __hash__ = None  # type: ignore[assignment]

    @property
    def hand(self) -> tuple[int, ...]:
        """The shown seat's hand on the table: without a card it laid aside or offered."""
        view = self.view
        apart = [card for seat, (_, card) in self.aside.items() if seat == view.seat]
        if view.offer is not None and view.offer[0] == view.seat:
            apart.append(view.offer[3])
        return tuple(card for card in view.hand if card not in apart)

    @property
    def hand_backs(self) -> tuple[tuple[int, int], ...]:
        """Each seat's hand on the table as (light, dark) counts: without a card it laid aside or offered."""
        view = self.view
        counts = [list(backs) for backs in view.hand_backs]
        apart = [(seat, back) for seat, (back, _) in self.aside.items()]
        if view.offer is not None:
            apart.append((view.offer[0], view.offer[2]))
        for seat, back in apart:
            counts[seat][BACK_INDEX[back]] -= 1
        return tuple((light, dark) for light, dark in counts)
