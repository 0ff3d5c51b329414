"""A person's hand at the Hof-Verrat table: drag a card (or click it, then a place; or Tab and Enter) onto the royal
table's upper or lower side, your district or an opponent's; choose an assassin's victim or spare everyone.

Targets are the whole upper half and the whole lower half of the royal table (a card always goes to its own family's
column, spies to the Queen's), and each district with its name plate. While a card is held, the places it may go
glow, its own column above all; a drop anywhere else snaps back with the reason.

An assassin dropped where it could strike waits at the place it will take (the cards there make room) while the
cards it may eliminate glow red: click one (or Tab to it and press Enter), click Spare (or Tab to it), or press
Escape to take the assassin back into the hand.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Collection, Hashable

import pygame

from game.core import Action, IllegalAction
from game.hofverrat.actions import PlayToTable
from game.hofverrat.board import SIDE_INDEX
from game.hofverrat.view import HofVerratView
from scenes.i18n import tr
from scenes.tables.hofverrat.board import HAND, PLAYED, Board, Key
from scenes.tables.hofverrat.geometry import Geometry
from scenes.ui.cards import FOCUS, SELECTED, VICTIM
from scenes.ui.dragdrop import DragDrop, Target

TABLE_TARGET = "table"
DISTRICT_TARGET = "district"

TargetId = tuple[str, int]


def target_of(action: Action) -> TargetId:
    """The drop target an action plays to: ("table", side) or ("district", seat)."""
    if isinstance(action, PlayToTable):
        return (TABLE_TARGET, SIDE_INDEX[action.side])
    return (DISTRICT_TARGET, action.district)


@dataclasses.dataclass
class VictimChoice:
    """An assassin waiting at its place for its player to choose a victim (or none)."""

    card: int
    actions: list[Action]
    victims: list[int]
    focus: int | None = None
    """Index into ``victims``, or len(victims) for Spare, when the keyboard picks."""

    def action_for(self, victim: int | None) -> Action:
        """The placement that eliminates ``victim`` (None: nobody)."""
        return next(action for action in self.actions if action.target == victim)


class HandPlay:
    """Turns pointer and keys into Hof-Verrat placements for the person at the screen."""

    def __init__(
        self,
        board: Board,
        submit: Callable[[Action], None],
        refuse: Callable[[str], None],
        park: Callable[[int, TargetId | None], None],
    ) -> None:
        self.board = board
        self._submit = submit
        self._refuse = refuse
        self._park = park
        self.view: HofVerratView | None = None
        self.geometry: Geometry | None = None
        self.active = False
        self.choice: VictimChoice | None = None
        self.hint: Action | None = None
        self.dragdrop = DragDrop(
            legal_targets=self.legal_targets,
            on_drop=self.dropped,
            explain=self.explain,
            on_refuse=lambda _item, reason: self._refuse(reason),
        )
        self._keys: tuple[Key, ...] | None = ()

    # What the scene tells.

    def prepare(self, view: HofVerratView, geometry: Geometry, active: bool) -> None:
        """The position changed: new legal placements, new zones; ``active`` when the person may play now."""
        self.view = view
        self.geometry = geometry
        self.active = active
        self.hint = None
        self.choice = None
        self._keys = None  # the hand's sprites are offered afresh once the table is still
        self.dragdrop.set_targets(
            [Target((TABLE_TARGET, side), geometry.table_half(side)) for side in (0, 1)]
            + [Target((DISTRICT_TARGET, seat), geometry.district_target(seat)) for seat in range(len(view.hand_sizes))]
        )

    def sync(self, ready: bool) -> None:
        """Offer the hand's sprites to the controller when the person may play and nothing moves."""
        usable = self.active and ready and self.choice is None
        keys = tuple(key for key in self.board.order() if key[0] == HAND) if usable else ()
        if keys != self._keys:
            self._keys = keys
            self.dragdrop.set_items({key: self.board.sprites[key] for key in keys})
        self.dragdrop.enabled = usable

    @property
    def busy(self) -> bool:
        """True while a card is held, picked, snapping home or waiting for its victim."""
        return self.dragdrop.busy or self.choice is not None

    # The controller's questions.

    def _legal(self, card: int) -> list[Action]:
        return [action for action in self.view.legal_actions if action.card == card] if self.view else []

    def legal_targets(self, item: Hashable) -> Collection[Hashable]:
        """The places the card ``item`` may go now."""
        return {target_of(action) for action in self._legal(item[1])}

    def explain(self, item: Hashable, target: Hashable | None) -> str:
        """Why the card ``item`` may not go to ``target``, in the player's words."""
        view = self.view
        if view is None or not self.active:
            return tr("hofverrat.refuse.not_your_turn")
        if target is None:
            return tr("hofverrat.refuse.nowhere")
        kind, where = target
        if kind == TABLE_TARGET:
            return tr("hofverrat.refuse.table_done")
        if where == view.seat:
            return tr("hofverrat.refuse.own_done")
        return tr("hofverrat.refuse.opponent_done")

    def dropped(self, item: Hashable, target: Hashable) -> None:
        """A legal drop: play it, or wait for the assassin's victim when it has any to choose from."""
        card = item[1]
        actions = [action for action in self._legal(card) if target_of(action) == target]
        victims = [action.target for action in actions if action.target is not None]
        if not victims:
            self.play(actions[0], card)
            return
        self.choice = VictimChoice(card, actions, victims)
        self._park(card, target)
        self._mark_victims()

    def play(self, action: Action, card: int) -> None:
        """Hand a placement to the match; a refusal (which the legal list should prevent) snaps the card home."""
        self.choice = None
        self.hint = None
        try:
            self._submit(action)
        except IllegalAction as refusal:
            self._refuse(str(refusal))
            self.dragdrop.snap_back((HAND, card))

    # The assassin's victim.

    def _mark_victims(self) -> None:
        choice = self.choice
        for key in self.board.sprites:
            if key[0] == PLAYED:
                self.board.sprites[key].highlight = None
        if choice is None:
            return
        for index, serial in enumerate(choice.victims):
            sprite = self.board.sprites.get((PLAYED, serial))
            if sprite is not None:
                sprite.highlight = SELECTED if index == choice.focus else VICTIM

    def choose(self, victim: int | None) -> None:
        """Eliminate ``victim`` (None spares everyone) and play the waiting assassin."""
        choice = self.choice
        if choice is None:
            return
        self.choice = None
        self._mark_victims()
        self.play(choice.action_for(victim), choice.card)

    def cancel_choice(self) -> None:
        """Take the waiting assassin back into the hand."""
        choice = self.choice
        if choice is None:
            return
        self.choice = None
        self._mark_victims()
        self._park(choice.card, None)

    def handle_choice(self, event: pygame.event.Event) -> bool:
        """Clicks and keys while an assassin waits; True when used."""
        choice = self.choice
        if choice is None:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            key = self.board.at(event.pos, PLAYED)
            if key is not None and key[1] in choice.victims:
                self.choose(key[1])
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.cancel_choice()
            return True
        if event.type == pygame.KEYDOWN:
            return self._choice_key(choice, event)
        return False

    def _choice_key(self, choice: VictimChoice, event: pygame.event.Event) -> bool:
        options = len(choice.victims) + 1
        if event.key == pygame.K_ESCAPE:
            self.cancel_choice()
        elif event.key in (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT, pygame.K_UP):
            back = event.key in (pygame.K_LEFT, pygame.K_UP) or event.mod & pygame.KMOD_SHIFT
            start = choice.focus if choice.focus is not None else (0 if back else -1)
            choice.focus = (start + (-1 if back else 1)) % options
            self._mark_victims()
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and choice.focus is not None:
            victim = choice.victims[choice.focus] if choice.focus < len(choice.victims) else None
            self.choose(victim)
        else:
            return False
        return True

    @property
    def spare_focused(self) -> bool:
        """Whether the keyboard points at Spare."""
        return self.choice is not None and self.choice.focus == len(self.choice.victims)

    # Hints.

    def show_hint(self, action: Action) -> None:
        """Mark the suggested card (and, by the status line, where it goes)."""
        self.hint = action
        sprite = self.board.sprites.get((HAND, action.card))
        if sprite is not None and not self.busy:
            sprite.highlight = FOCUS

    def hint_target(self) -> TargetId | None:
        """Where the hinted card should go."""
        return target_of(self.hint) if self.hint is not None else None
