"""The decisions of Hof-Verrat: a turn is three placements, one into each area, in any order (HV-9).

Both kinds name a card of the mover's own hand by its id (the mover knows it) and an optional assassin target by the
target's public serial number (HV-14), never by its identity: a face-down spy has no id anyone may know.
"""

from __future__ import annotations

import dataclasses
from typing import ClassVar

from game.core import Action, ActionCodec


@dataclasses.dataclass(frozen=True, slots=True)
class PlayToTable(Action):
    """Play ``card`` to the royal table on ``side`` ("upper" or "lower") of its family's column.

    A spy goes to the Queen's column instead, face down (HV-13). An assassin may name in ``target`` the serial of
    one other card already anywhere at the royal table, the Queen's column included (HV-14).
    """

    kind: ClassVar[str] = "table"
    card: int
    side: str
    target: int | None = None


@dataclasses.dataclass(frozen=True, slots=True)
class PlayToDistrict(Action):
    """Play ``card`` into the district (Bezirk) of seat ``district``: the mover's own, or one opponent's.

    A spy lies there face down (HV-13). An assassin may name in ``target`` the serial of one other card already in
    that same district (HV-14).
    """

    kind: ClassVar[str] = "district"
    card: int
    district: int
    target: int | None = None


ACTION_CODEC = ActionCodec(PlayToTable, PlayToDistrict)
