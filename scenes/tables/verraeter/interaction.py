"""Verräter's affordances: which input gives which decision (the kit turns them into drag, click and keys).

- Set-up: drag the building from your stock to the place under a free landscape (VR-9).
- Phase 1: click a glowing border between two landscapes of different houses (VR-12).
- Phase 2: click one of the offered cards, shown large in the middle of the circle to you alone (VR-13).
- Phase 3: drag a hand card to your play area (or click it, then the area), one at a time; "Done" ends (VR-14).
- Phase 7: drag a building from your stock to a free place, then choose its side; drag a placed building to another
  free place to move it; click the turn mark beside it to turn it over; or "Build nothing". A drop or a turn that
  breaks a rule (an occupied landscape, a third Kontor) is refused with the rule's reason (VR-18).
- Phase 10 and the end: click the cards to discard (or to keep), then Confirm; or keep all and draw fewer (VR-21,
  VR-25).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.core import Action
from game.verraeter.actions import (
    ChooseConflictSite,
    DiscardBeforeDrawing,
    EndSupply,
    KeepForBonus,
    MoveBuilding,
    PlaceBuilding,
    PlaceEstate,
    PlaySupplyCard,
    SkipBuilding,
    TakeActionCard,
    TurnBuilding,
)
from game.verraeter.circle import site_positions
from game.verraeter.data import CIRCLE_SIZE, ESTATE, TRADING_HOUSE
from game.verraeter.view import VerraeterView
from scenes.i18n import tr
from scenes.tables.kit.affordances import CONFIRM, Route
from scenes.tables.kit.board import HAND, Key
from scenes.tables.kit.holders import Home
from scenes.tables.verraeter import art
from scenes.tables.verraeter.words import Listing, Term, action, landscape, side, values
from scenes.ui.dragdrop import Target

if TYPE_CHECKING:
    from scenes.tables.verraeter.scene import VerraeterTable

PLACE = "place"
"""A building place: ("place", position)."""
BORDER = "border"
"""A border of the circle: ("border", border)."""
TURN = "turn"
"""The turn mark beside a building of the builder: ("turn", position)."""
PLAY = ("play", 0)
"""The shown seat's play area for supply cards."""
DONE = "done"
SKIP = "skip"
FEWER = "fewer"
PARK_SECONDS = 0.3
BUTTON_WORDS = {DONE: "done", SKIP: "skip", FEWER: "draw_fewer"}
"""Option → its button's catalogue key (after "verraeter.button."); a building side is its own key."""


def value_keys(values: Iterable[int]) -> frozenset[Key]:
    """The hand sprites that stand for these values: the first of equal cards first (as ``hand_keys`` names them)."""
    seen: dict[int, int] = {}
    keys = set()
    for value in values:
        keys.add((HAND, (value, seen.get(value, 0))))
        seen[value] = seen.get(value, 0) + 1
    return frozenset(keys)


class VerraeterAffordances:
    """The kit's ``Affordances`` for a Verräter table."""

    def __init__(self, table: VerraeterTable) -> None:
        self.table = table

    def stock_item(self) -> Key:
        """The building the shown seat drags out of its stock: the top one of its heap."""
        seat = self.table.view.seat
        return ("stock", (seat, self.table.shown.view.stock[seat] - 1))

    def route(self, action: Action) -> Route:
        """How each decision of the model is reached (see the module's note)."""
        if isinstance(action, PlaceEstate):
            return Route(item=self.stock_item(), target=(PLACE, action.position))
        if isinstance(action, ChooseConflictSite):
            return Route(target=(BORDER, action.border))
        if isinstance(action, TakeActionCard):
            return Route(target=("offered", action.card))
        if isinstance(action, PlaySupplyCard):
            return Route(item=(HAND, (action.value, 0)), target=PLAY)
        if isinstance(action, EndSupply):
            return Route(option=DONE)
        if isinstance(action, PlaceBuilding):
            return Route(item=self.stock_item(), target=(PLACE, action.position), option=action.side)
        if isinstance(action, MoveBuilding):
            return Route(item=("building", action.origin), target=(PLACE, action.target))
        if isinstance(action, TurnBuilding):
            return Route(target=(TURN, action.position))
        if isinstance(action, SkipBuilding):
            return Route(option=SKIP)
        if isinstance(action, DiscardBeforeDrawing):
            return Route(picks=value_keys(action.cards)) if action.cards else Route(option=FEWER)
        assert isinstance(action, KeepForBonus)
        return Route(picks=value_keys(action.cards))

    def drop_targets(self) -> Sequence[Target]:
        """Every building place, and the play area (with the hand's own zone left out)."""
        geometry = self.table.geometry
        places = [Target((PLACE, position), geometry.building(position)) for position in range(CIRCLE_SIZE)]
        return [*places, Target(PLAY, geometry.part("played", geometry.viewer))]

    def target_rect(self, target: Hashable) -> pygame.Rect:
        """A border's marker spot; the picker stands over the middle of the circle."""
        geometry = self.table.geometry
        if isinstance(target, tuple) and target[0] == BORDER:
            return geometry.border(target[1])
        if isinstance(target, tuple) and target[0] == TURN:
            return geometry.turn_mark(target[1])
        return geometry.zone("overlay")

    def explain(self, item: Hashable, target: Hashable | None) -> str:
        """Why ``item`` may not go to ``target``, in the player's words (the rules' own reasons where they apply)."""
        table = self.table
        view = table.view
        if view is None or not table.runner.accepts_input:
            return tr("kit.refuse.not_your_turn")
        if target == CONFIRM:
            return self._explain_selection()
        if item is None or target is None or not isinstance(item, tuple):
            return tr("verraeter.refuse.nowhere")
        if item[0] == HAND:
            return tr("verraeter.refuse.play_area")
        if not isinstance(target, tuple) or target[0] != PLACE:
            return tr("verraeter.refuse.under_landscape")
        if table.shown.view.building_owners[target[1]] is not None:
            return tr("refusal.verraeter.occupied")
        return tr("verraeter.refuse.not_now")

    def _explain_selection(self) -> str:
        view = self.table.view
        if view.awaiting is not None and view.awaiting.kind == "verraeter.kontor_keep":
            return tr("verraeter.refuse.keep", keep=dict(view.awaiting.params).get("keep", 3))
        params = dict(view.awaiting.params) if view.awaiting is not None else {}
        return tr("verraeter.refuse.discard", most=params.get("discard", 0))

    def option_card(self, option: Hashable) -> Hashable | None:
        """A building's two sides are shown as cards (the building large, its side's name under it); the rest are
        buttons."""
        if option in (ESTATE, TRADING_HOUSE):
            return ("side", option, self.table.view.seat)
        return None

    def option_label(self, option: Hashable) -> str:
        """The words on an option's button."""
        return tr(f"verraeter.button.{BUTTON_WORDS.get(option, option)}")

    def park(self, item: Key | None, target: Hashable | None) -> None:
        """A building waiting for its side stands at its place already (or goes back into the stock)."""
        table = self.table
        places = table.homes()
        if item is not None and target is not None:
            seat = table.view.seat
            places[item] = Home(table.geometry.building(target[1]).center, art.BUILDING, ("building", ESTATE, seat))
        table.spawn(table.board.settle(places, PARK_SECONDS))


def hint_term(move: Action, view: VerraeterView) -> Term:
    """A hinted action in words (beside the inputs that make it)."""

    def at(position: int) -> Term:
        return landscape(view.landscapes[position], view.houses[position])

    if isinstance(move, PlaceEstate):
        return Term("verraeter.hint.estate", {"landscape": at(move.position)})
    if isinstance(move, ChooseConflictSite):
        eagle, rose = site_positions(view.houses, move.border)
        return Term("verraeter.hint.site", {"eagle": at(eagle), "rose": at(rose)})
    if isinstance(move, TakeActionCard):
        return Term("verraeter.hint.take", {"card": action(move.card)})
    if isinstance(move, PlaySupplyCard):
        return Term("verraeter.hint.play", {"value": move.value})
    if isinstance(move, EndSupply):
        return Term("verraeter.hint.done")
    if isinstance(move, PlaceBuilding):
        return Term("verraeter.hint.place", {"side": side(move.side), "landscape": at(move.position)})
    if isinstance(move, MoveBuilding):
        return Term("verraeter.hint.move", {"origin": at(move.origin), "target": at(move.target)})
    if isinstance(move, TurnBuilding):
        return Term("verraeter.hint.turn", {"landscape": at(move.position)})
    if isinstance(move, SkipBuilding):
        return Term("verraeter.hint.skip")
    if isinstance(move, DiscardBeforeDrawing):
        if not move.cards:
            return Term("verraeter.hint.fewer")
        return Term("verraeter.hint.discard", {"cards": Listing(values(move.cards))})
    assert isinstance(move, KeepForBonus)
    return Term("verraeter.hint.keep", {"cards": Listing(values(move.cards))})
