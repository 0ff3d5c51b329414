"""Events that several titles share: the same happening, told the same way, so a table animates it with one handler.

Each title subclasses the ones it emits in its own ``events`` module, so that module still lists every event of the
title with the rules it follows; a subclass may add fields (Verräter's open deal, Hof-Verrat's pile count) but keeps
the kind, the fields and the redaction of its base, so one handler of the kit understands it in every title. Only
events that titles really repeat live here: what differs between titles (a turn, a phase, a round, a chapter) stays
with its title.
"""

from __future__ import annotations

import dataclasses
from typing import ClassVar

from game.core.values import Event, JsonValue


@dataclasses.dataclass(frozen=True, slots=True)
class HandCardsEvent(Event):
    """Base of events that put cards into one seat's hand: everyone sees how many, only ``seat`` sees which."""

    seat: int
    count: int
    cards: tuple[JsonValue, ...] | None
    """The card ids (a title's own ints or strings); None in the copy every other seat gets."""

    def for_seat(self, seat: int) -> Event | None:
        return self.shown_only_to(seat, (self.seat,), cards=None)


@dataclasses.dataclass(frozen=True, slots=True)
class CardsDealt(HandCardsEvent):
    """``seat`` was dealt ``count`` cards while the game or a part of it was set up."""

    kind: ClassVar[str] = "cards_dealt"


@dataclasses.dataclass(frozen=True, slots=True)
class CardsDrawn(HandCardsEvent):
    """``seat`` drew ``count`` cards from the draw pile."""

    kind: ClassVar[str] = "cards_drawn"


@dataclasses.dataclass(frozen=True, slots=True)
class GameEnded(Event):
    """The game is over: every seat's final score, and the seats that share the victory, in seat order."""

    kind: ClassVar[str] = "game_ended"
    scores: tuple[int, ...]
    winners: tuple[int, ...]
