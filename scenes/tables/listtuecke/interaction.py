"""Mit List und Tücke's affordances: which input gives which decision (the kit turns them into drag, click and keys).

- Pass, offer, give back, give in return: drag the hand card onto the other seat (its plate, stack or hand).
- Play: drag the hand card onto your stack. Swap with the middle: drag it onto the middle card.
- Heal: click the face-down card of your stack. Black Knight and Saint: click a colour of the stock.
- Choose a victim: click its stack. Witch: click the hand to look at. Inquisitor: click a character in the grid of
  all of them, then the rank's button. Every "may" has a button to decline.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.core import Action
from game.listtuecke import decisions
from game.listtuecke.actions import (
    ChooseRank,
    Decline,
    Eliminate,
    GiveCard,
    HealCard,
    LookAtHand,
    NameCharacter,
    OfferCard,
    PassCard,
    PlaceOnChapel,
    PlayCard,
    SwapWithMiddle,
    TakeTile,
)
from game.listtuecke.cards import BACK_OF, LIGHT
from game.listtuecke.view import ListTueckeView
from scenes.i18n import tr
from scenes.tables.kit.affordances import Route
from scenes.tables.kit.board import HAND, Key
from scenes.tables.listtuecke.geometry import stack_key
from scenes.ui.dragdrop import Target

if TYPE_CHECKING:
    from scenes.tables.listtuecke.scene import ListTueckeTable

PLAY = ("play",)
TO_SEAT = "to_seat"
TO_MIDDLE = "to_middle"
HEAL = "heal"
STOCK = "stock"
VICTIM = "victim"
LOOK = "look"
NAME = "name"
RANK = "rank"
DECLINE = "decline"


def is_handing(target: Hashable) -> bool:
    """Whether ``target`` is another seat a hand card is handed to (passed, offered, given)."""
    return isinstance(target, tuple) and len(target) == 2 and target[0] == TO_SEAT


def receiver(view: ListTueckeView, action: Action) -> int:
    """The seat a hand card goes to: the neighbour of the pass, the partner, the one who gave, the holder."""
    seat = view.seat
    if isinstance(action, PassCard):
        return (seat + (1 if view.pass_back == LIGHT else -1)) % view.players
    if isinstance(action, OfferCard):
        return action.partner
    if view.deciding == decisions.ANSWER and view.offer is not None:
        return view.offer[0]
    assert view.named is not None, "a card is given in return only for a named one"
    return view.named[1]


class ListTueckeAffordances:
    """The kit's ``Affordances`` for a Mit List und Tücke table."""

    def __init__(self, table: ListTueckeTable) -> None:
        self.table = table

    def route(self, action: Action) -> Route:
        """How each decision is reached (see the module's note)."""
        view = self.table.view
        if isinstance(action, (PassCard, OfferCard, GiveCard)):
            return Route(item=(HAND, action.card), target=(TO_SEAT, receiver(view, action)))
        if isinstance(action, PlayCard):
            return Route(item=(HAND, action.card), target=PLAY)
        if isinstance(action, SwapWithMiddle):
            return Route(item=(HAND, action.card), target=(TO_MIDDLE, action.slot))
        if isinstance(action, HealCard):
            return Route(target=(HEAL, action.position))
        if isinstance(action, (TakeTile, PlaceOnChapel)):
            return Route(target=(STOCK, action.colour))
        if isinstance(action, Eliminate):
            return Route(target=(VICTIM, action.seat))
        if isinstance(action, LookAtHand):
            return Route(target=(LOOK, action.seat))
        if isinstance(action, NameCharacter):
            return Route(target=(NAME, action.rank))
        if isinstance(action, ChooseRank):
            return Route(option=(RANK, action.rank))
        assert isinstance(action, Decline)
        return Route(option=DECLINE)

    def drop_targets(self) -> Sequence[Target]:
        """Your stack, every other seat, and the four middle cards."""
        table = self.table
        geometry = table.geometry
        targets = [Target(PLAY, geometry.seat_zone("stack", geometry.viewer))]
        for seat in range(table.players):
            if seat != geometry.viewer:
                area = geometry.plate(seat).union(geometry.seat_zone("stack", seat)).union(geometry.hand_rect(seat))
                targets.append(Target((TO_SEAT, seat), area))
        targets += [Target((TO_MIDDLE, slot), geometry.middle_rect(slot)) for slot in range(4)]
        return targets

    def target_rect(self, target: Hashable) -> pygame.Rect:
        """Where a click target lies."""
        table = self.table
        geometry = table.geometry
        kind = target[0] if isinstance(target, tuple) else target
        if kind == HEAL:
            card = table.shown.view.stacks[geometry.viewer][target[1]][0]
            sprite = table.board.sprites.get(stack_key(target[1], card))
            return sprite.rect if sprite is not None else geometry.stack_rect(geometry.viewer)
        if kind == STOCK:
            return geometry.zone(f"stock_{target[1]}")
        if kind == VICTIM:
            return geometry.stack_rect(target[1])
        if kind == LOOK:
            return geometry.hand_rect(target[1]).union(geometry.plate(target[1]))
        if kind == NAME:
            return table.grid_cell(target[1])
        return geometry.zone("board")

    def explain(self, item: Hashable, target: Hashable | None) -> str:
        """Why the card ``item`` may not go to ``target``, in the player's words."""
        table = self.table
        view = table.view
        if view is None or not table.runner.accepts_input:
            return tr("kit.refuse.not_your_turn")
        decision = view.deciding
        card = item[1] if isinstance(item, tuple) else None
        if decision == decisions.PASS:
            side = "left" if view.pass_back == LIGHT else "right"
            return tr(f"listtuecke.refuse.pass.{view.pass_back}.{side}")
        if decision == decisions.PLAY:
            return tr("listtuecke.refuse.play")
        if decision == decisions.SWAP_MIDDLE and card is not None:
            return tr("listtuecke.refuse.swap_back", back=tr(f"listtuecke.back.{BACK_OF[card]}"))
        if decision in (decisions.ANSWER, decisions.GIVE, decisions.OFFER):
            return tr(f"listtuecke.refuse.{decision}")
        return tr("listtuecke.refuse.nowhere")

    def option_card(self, option: Hashable) -> Hashable | None:
        """No decision here needs the kit's picker: every option is a button."""
        return None

    def option_label(self, option: Hashable) -> str:
        """ "Rank 20", "Rank 0", or the decline button of the decision at hand ("Leave them", "No swap" …)."""
        if isinstance(option, tuple) and option[0] == RANK:
            return tr("listtuecke.button.rank", rank=option[1])
        return tr(f"listtuecke.button.decline.{self.table.view.deciding}")

    def park(self, item: Key | None, target: Hashable | None) -> None:
        """Nothing waits for a follow-up on this table."""
