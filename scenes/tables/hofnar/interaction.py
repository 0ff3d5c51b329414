"""Hofnar's affordances: which input gives which decision (the kit turns them into drag, click and keys).

- The King lays a mood (or Hudson's new one) by dragging a mood card from his hand onto the mood's place.
- A jester plays an act by dragging it from his hand onto his own place in the ring (face down in a final round).
- The King names the first jester, and breaks a tie, by clicking a jester's plate.
- An effect's window is the offer bar under the mood: its Use and Not now are click targets; an effect that names
  a jester (Perkeo's choice in a tie, Armstrong's swap) is used by clicking that jester's plate instead of Use.
- Armstrong's card to give is dragged onto the plate of the jester he swaps with.

Every one of them is a drag or a click target, so Tab/arrows and Enter reach them all.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.core import Action
from game.hofnar.actions import BreakTie, ChooseMood, DeclineEffect, GiveCard, NameStarter, PlayCard, UseEffect
from scenes.i18n import tr
from scenes.tables.kit.affordances import Route
from scenes.tables.kit.board import HAND, Key
from scenes.ui.dragdrop import Target

if TYPE_CHECKING:
    from scenes.tables.hofnar.scene import HofnarTable

MOOD_SLOT = ("slot", "mood")
PLAY = "play"
PLATE = "plate"
USE = ("offer", "use")
DECLINE = ("offer", "decline")
OFFER_BUTTON = (190, 46)


def mood_hand_key(mood: str, index: int) -> Key:
    """The sprite key of the King's ``index``-th mood card of kind ``mood`` in his hand."""
    return (HAND, f"mood:{mood}#{index}")


class HofnarAffordances:
    """The kit's ``Affordances`` for a Hofnar table."""

    def __init__(self, table: HofnarTable) -> None:
        self.table = table

    def route(self, action: Action) -> Route:
        """How one decision is reached (see the module's note)."""
        if isinstance(action, ChooseMood):
            return Route(item=mood_hand_key(action.mood, 0), target=MOOD_SLOT)
        if isinstance(action, PlayCard):
            return Route(item=(HAND, action.card), target=(PLAY, self.table.view.seat))
        if isinstance(action, GiveCard):
            return Route(item=(HAND, action.card), target=(PLATE, self.table.view.swap[1]))
        if isinstance(action, NameStarter | BreakTie):
            return Route(target=(PLATE, action.jester))
        if isinstance(action, UseEffect):
            return Route(target=USE if action.target is None else (PLATE, action.target))
        if isinstance(action, DeclineEffect):
            return Route(target=DECLINE)
        raise TypeError(f"no route for {action!r}")

    def drop_targets(self) -> Sequence[Target]:
        """The mood's place, every jester's place in the ring and every plate."""
        geometry = self.table.geometry
        jesters = geometry.ring
        targets = [Target(MOOD_SLOT, geometry.zone("mood"))]
        targets += [Target((PLAY, seat), geometry.play(seat)) for seat in jesters]
        targets += [Target((PLATE, seat), geometry.plate(seat)) for seat in jesters]
        return targets

    def target_rect(self, target: Hashable) -> pygame.Rect:
        """Where a click target lies: a plate, an offer button; the picker over the middle of the table."""
        geometry = self.table.geometry
        if target in (USE, DECLINE):
            return offer_buttons(geometry.zone("offer"))[target[1]]
        if isinstance(target, tuple) and target[0] == PLATE:
            return geometry.plate(target[1])
        if isinstance(target, tuple) and target[0] == PLAY:
            return geometry.play(target[1])
        if target == MOOD_SLOT:
            return geometry.zone("mood")
        return geometry.middle()

    def explain(self, item: Hashable, target: Hashable | None) -> str:
        """Why ``item`` may not go to ``target``, in the player's words."""
        view = self.table.view
        if view is None or not self.table.runner.accepts_input:
            return tr("kit.refuse.not_your_turn")
        decision = view.deciding
        if decision in ("mood", "replace_mood"):
            return tr("hofnar.refuse.mood_here")
        if decision == "give_back":
            return tr("hofnar.refuse.give_here")
        if decision in ("play", "choose"):
            return tr("hofnar.refuse.play_here")
        return tr("hofnar.refuse.not_now")

    def option_card(self, option: Hashable) -> Hashable | None:
        """Hofnar has no follow-up picker: every decision is one drag or one click."""
        return None

    def option_label(self, option: Hashable) -> str:
        """No follow-up options (see ``option_card``)."""
        return ""

    def park(self, item: Key | None, target: Hashable | None) -> None:
        """No item ever waits for a follow-up."""


def offer_buttons(zone: pygame.Rect) -> dict[str, pygame.Rect]:
    """The offer bar's two buttons, Use above Not now, at its right end."""
    width, height = OFFER_BUTTON
    left = zone.right - 10 - width
    use = pygame.Rect(left, zone.centery - height - 3, width, height)
    decline = pygame.Rect(left, zone.centery + 3, width, height)
    return {"use": use, "decline": decline}


def offer_text_box(zone: pygame.Rect) -> pygame.Rect:
    """Where the offer's sentence is written: the bar left of its buttons."""
    return pygame.Rect(zone.x + 16, zone.y + 8, zone.width - OFFER_BUTTON[0] - 44, zone.height - 16)
