"""What happens in Hof-Verrat, as events the table scene animates; each says how one seat may see it.

Events state the full truth. ``for_seat`` hides what a seat may not know: a spy's identity from everyone until the
end, even from the player who played it (HV-13), and a drawn hand from everyone but its owner. A spy killed by an
assassin is never revealed (HV-14).
"""

from __future__ import annotations

import dataclasses
from typing import ClassVar

from game.core import Event
from game.core import events as shared


@dataclasses.dataclass(frozen=True, slots=True)
class PlayedToTable(Event):
    """``seat`` played ``card`` from its hand to the royal table; it now has the public number ``serial``.

    ``column`` is the family's column, or the Queen's column for a spy, which lies face down there. ``remembered``
    is set in the player's own copy of a face-down spy only: the card that left its hand, which it may keep in mind
    (HV-13 forbids looking at a played spy again, not remembering it); ``card`` stays None even there, as the spy
    lies face down before its player too.
    """

    kind: ClassVar[str] = "played_to_table"
    seat: int
    serial: int
    card: int | None
    column: int
    side: str
    face_down: bool
    remembered: int | None = None

    def for_seat(self, seat: int) -> Event:
        return face_down_for(self, seat)


@dataclasses.dataclass(frozen=True, slots=True)
class PlayedToDistrict(Event):
    """``seat`` played ``card`` from its hand into the district of ``district``, face down if it is a spy;
    ``remembered`` as for ``PlayedToTable``."""

    kind: ClassVar[str] = "played_to_district"
    seat: int
    serial: int
    card: int | None
    district: int
    face_down: bool
    remembered: int | None = None

    def for_seat(self, seat: int) -> Event:
        return face_down_for(self, seat)


def face_down_for(event: PlayedToTable | PlayedToDistrict, seat: int) -> Event:
    """A placement as ``seat`` sees it: a spy face down to everyone, its face kept in mind by its player only."""
    if not event.face_down:
        return event
    return dataclasses.replace(event, card=None, remembered=event.card if seat == event.seat else None)


@dataclasses.dataclass(frozen=True, slots=True)
class MissionsDealt(Event):
    """``seat`` was dealt its light and its dark mission (HV-7); only that seat learns which."""

    kind: ClassVar[str] = "missions_dealt"
    seat: int
    missions: tuple[str, ...]

    def for_seat(self, seat: int) -> Event | None:
        return self if seat == self.seat else None


@dataclasses.dataclass(frozen=True, slots=True)
class CardEliminated(Event):
    """The assassin ``assassin`` (a serial) that ``seat`` just played eliminated the card ``target`` for good.

    ``card`` is what was eliminated; a face-down spy stays unknown to everyone, for good.
    """

    kind: ClassVar[str] = "eliminated"
    seat: int
    assassin: int
    target: int
    card: int | None
    face_down: bool

    def for_seat(self, seat: int) -> Event:
        return dataclasses.replace(self, card=None) if self.face_down else self


@dataclasses.dataclass(frozen=True, slots=True)
class CardsDrawn(shared.CardsDrawn):
    """``seat`` drew ``count`` cards from the pile (HV-6, HV-10); only that seat sees which; ``pile_left`` remain."""

    pile_left: int


@dataclasses.dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    """It is now ``seat``'s turn: the next player clockwise who still holds cards (HV-8, HV-10)."""

    kind: ClassVar[str] = "turn"
    seat: int


@dataclasses.dataclass(frozen=True, slots=True)
class SpyRevealed(Event):
    """At the end a spy turns face up where it lies (HV-16); the scoring then counts it for its family."""

    kind: ClassVar[str] = "spy_revealed"
    serial: int
    card: int


@dataclasses.dataclass(frozen=True, slots=True)
class MissionsRevealed(Event):
    """At the end ``seat`` shows its secret missions (HV-19)."""

    kind: ClassVar[str] = "missions_revealed"
    seat: int
    missions: tuple[str, ...]


@dataclasses.dataclass(frozen=True, slots=True)
class GameEnded(shared.GameEnded):
    """The pile is empty and nobody holds a card (HV-11): the final ``scores`` and the ``winners`` (HV-20)."""
