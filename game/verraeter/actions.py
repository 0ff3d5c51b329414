"""The decisions of Verräter, one seat at a time, as small JSON-ready values."""

from __future__ import annotations

import dataclasses
from typing import ClassVar

from game.core import Action, ActionCodec


@dataclasses.dataclass(frozen=True, slots=True)
class PlaceEstate(Action):
    """Set-up: place one's first building, Gutshof side up, under the free landscape at ``position`` (VR-9)."""

    kind: ClassVar[str] = "place_estate"
    position: int


@dataclasses.dataclass(frozen=True, slots=True)
class ChooseConflictSite(Action):
    """Phase 1: put the conflict marker on ``border``, between positions ``border`` and ``border + 1`` (VR-12)."""

    kind: ClassVar[str] = "choose_conflict_site"
    border: int


@dataclasses.dataclass(frozen=True, slots=True)
class TakeActionCard(Action):
    """Phase 2: secretly take one of the action cards on offer and pass the rest on (VR-13)."""

    kind: ClassVar[str] = "take_action_card"
    card: str


@dataclasses.dataclass(frozen=True, slots=True)
class PlaySupplyCard(Action):
    """Phase 3: play one supply card of this value from hand, face up (VR-14)."""

    kind: ClassVar[str] = "play_supply_card"
    value: int


@dataclasses.dataclass(frozen=True, slots=True)
class EndSupply(Action):
    """Phase 3: play no more supply cards this round."""

    kind: ClassVar[str] = "end_supply"


@dataclasses.dataclass(frozen=True, slots=True)
class PlaceBuilding(Action):
    """Phase 7, builder: place a building from stock, ``side`` up, under the free landscape at ``position``."""

    kind: ClassVar[str] = "place_building"
    position: int
    side: str


@dataclasses.dataclass(frozen=True, slots=True)
class MoveBuilding(Action):
    """Phase 7, builder: move one's building from ``origin`` to the free landscape at ``target``, unturned."""

    kind: ClassVar[str] = "move_building"
    origin: int
    target: int


@dataclasses.dataclass(frozen=True, slots=True)
class TurnBuilding(Action):
    """Phase 7, builder: turn one's building at ``position`` over (Gutshof ↔ Kontor)."""

    kind: ClassVar[str] = "turn_building"
    position: int


@dataclasses.dataclass(frozen=True, slots=True)
class SkipBuilding(Action):
    """Phase 7, builder: build nothing this round."""

    kind: ClassVar[str] = "skip_building"


@dataclasses.dataclass(frozen=True, slots=True)
class DiscardBeforeDrawing(Action):
    """Phase 10, at the hand limit: discard ``cards`` (values, ascending), then draw up to exactly 5 in hand.

    Every card not discarded is one card fewer drawn, so ``cards=()`` means "draw fewer, discard nothing".
    """

    kind: ClassVar[str] = "discard_before_drawing"
    cards: tuple[int, ...]


@dataclasses.dataclass(frozen=True, slots=True)
class KeepForBonus(Action):
    """End of the game: keep these 3 hand cards (values, ascending) for the Kontor bonus, discard the rest (VR-25)."""

    kind: ClassVar[str] = "keep_for_bonus"
    cards: tuple[int, ...]


ACTION_CODEC = ActionCodec(
    PlaceEstate,
    ChooseConflictSite,
    TakeActionCard,
    PlaySupplyCard,
    EndSupply,
    PlaceBuilding,
    MoveBuilding,
    TurnBuilding,
    SkipBuilding,
    DiscardBeforeDrawing,
    KeepForBonus,
)
