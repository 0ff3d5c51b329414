"""Hof-Verrat's affordances: which input gives which placement (the kit turns them into drag, click and keys).

A hand card is dragged (or clicked, then its place; or Tab and Enter) onto one side of **its own family's column**
(spies: the Queen's), onto your district or an opponent's. While a card is held only its column's sides and the
districts it may still go to glow, and the side under the pointer glows most; a drop on another family's column, or
anywhere else, snaps back with the reason.

An assassin dropped where it could strike waits at the place it will take (the cards there make room) while its
possible victims are shown large in the kit's picker, with "Spare all"; Escape takes it back into the hand.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.core import Action
from game.hofverrat.actions import PlayToTable
from game.hofverrat.board import COLUMN_OF, COLUMNS, SIDE_INDEX
from scenes.i18n import tr
from scenes.tables.hofverrat import words
from scenes.tables.hofverrat.geometry import card_of
from scenes.tables.kit.affordances import FACE_DOWN, Route
from scenes.tables.kit.board import HAND, Key
from scenes.ui.dragdrop import Target

if TYPE_CHECKING:
    from scenes.tables.hofverrat.scene import HofVerratTable

TABLE_TARGET = "table"
DISTRICT_TARGET = "district"
SPARE = "spare"
"""The option of an assassin that eliminates nobody."""

TargetId = tuple


def target_of(action: Action) -> TargetId:
    """The drop target an action plays to: ("table", column, side) or ("district", seat)."""
    if isinstance(action, PlayToTable):
        return (TABLE_TARGET, COLUMN_OF[action.card], SIDE_INDEX[action.side])
    return (DISTRICT_TARGET, action.district)


class HofVerratAffordances:
    """The kit's ``Affordances`` for a Hof-Verrat table."""

    def __init__(self, table: HofVerratTable) -> None:
        self.table = table

    def route(self, action: Action) -> Route:
        """A placement: drag its hand card to its place; its assassin's victim (or Spare) is the follow-up."""
        option = action.target if action.target is not None else SPARE
        return Route(item=(HAND, action.card), target=target_of(action), option=option)

    def drop_targets(self) -> Sequence[Target]:
        """Every column side and every district (with its name plate)."""
        geometry = self.table.geometry
        sides = [
            Target((TABLE_TARGET, column, side), geometry.side(column, side))
            for column in range(COLUMNS)
            for side in (0, 1)
        ]
        districts = [
            Target((DISTRICT_TARGET, seat), geometry.district_target(seat)) for seat in range(self.table.players)
        ]
        return sides + districts

    def target_rect(self, target: Hashable) -> pygame.Rect:
        """The picker stands over the royal table."""
        return self.table.geometry.zone("royal_table")

    def explain(self, item: Hashable, target: Hashable | None) -> str:
        """Why the card ``item`` may not go to ``target``, in the player's words."""
        table = self.table
        view = table.view
        if view is None or not table.runner.accepts_input:
            return tr("kit.refuse.not_your_turn")
        if target is None or item is None:
            return tr("hofverrat.refuse.nowhere")
        if target[0] == TABLE_TARGET:
            if target[1] != COLUMN_OF[item[1]]:
                return tr("hofverrat.refuse.own_column")
            return tr("hofverrat.refuse.table_done")
        if target[1] == view.seat:
            return tr("hofverrat.refuse.own_done")
        return tr("hofverrat.refuse.opponent_done")

    def option_card(self, option: Hashable) -> Hashable | None:
        """A victim shows as its card (face down when it is a hidden spy); Spare is a button."""
        if option == SPARE:
            return None
        card = card_of(self.table.shown.view, option)
        return FACE_DOWN if card is None else card

    def option_caption(self, option: Hashable) -> str:
        """Under a victim's card: where it lies (a column and side, or a district), so two alike cards are told
        apart."""
        if option == SPARE:
            return ""
        return words.where_text(self.table.shown.view, option, self.table.names)

    def option_label(self, option: Hashable) -> str:
        """Spare's words."""
        return tr("hofverrat.button.spare")

    def park(self, item: Key | None, target: Hashable | None) -> None:
        """The waiting assassin shows at its place (or goes back into the hand)."""
        self.table.park(item, target)
