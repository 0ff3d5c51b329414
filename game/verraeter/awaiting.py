"""What the seat to move of Verräter is deciding now, as the core's common Decision: one kind per deciding phase."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import Decision, JsonValue
from game.verraeter.data import (
    ACTIONS,
    BONUS_HAND,
    BUILDING,
    CONFLICT_SITE,
    DRAWING,
    HAND_LIMIT,
    KONTOR_BONUS,
    MAX_PLAYED_SUPPLY,
    SETUP,
    SUPPLY,
)

if TYPE_CHECKING:
    from game.verraeter.fields import VerraeterFields

KINDS = {
    SETUP: "setup_estate",
    CONFLICT_SITE: "conflict_site",
    ACTIONS: "action_draft",
    SUPPLY: "supply",
    BUILDING: "builder",
    DRAWING: "hand_limit",
    KONTOR_BONUS: "kontor_keep",
}
"""The decision kind (after "verraeter.") of each phase that waits for a seat (VR-9, VR-12..VR-14, VR-18, VR-21,
VR-25)."""


def awaiting(state: VerraeterFields) -> Decision | None:
    """The decision of the current phase, with the public counts its sentence names."""
    if state.mover is None:
        return None
    kind = KINDS[state.phase]
    return Decision(f"verraeter.{kind}", f"prompt.verraeter.{kind}", _params(state))


def _params(state: VerraeterFields) -> dict[str, JsonValue]:
    seat = state.mover
    if state.phase == SUPPLY:
        return {"played": len(state.played[seat]), "most": MAX_PLAYED_SUPPLY}
    if state.phase == DRAWING:
        entitled = state.entitled[seat]
        return {"limit": HAND_LIMIT, "draw": entitled, "discard": len(state.hands[seat]) + entitled - HAND_LIMIT}
    if state.phase == KONTOR_BONUS:
        return {"keep": BONUS_HAND}
    return {}
