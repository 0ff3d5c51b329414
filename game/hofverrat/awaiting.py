"""What the seat to move of Hof-Verrat is deciding now, as the core's common Decision."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import Decision

if TYPE_CHECKING:
    from game.hofverrat.fields import HofVerratFields

ASSASSIN_TARGET = Decision("hofverrat.assassin_target", "prompt.hofverrat.assassin_target")
"""The second half of placing an assassin (HV-14): which card it eliminates, or none. The rules take the placement
and its target as one action, so a state never awaits this; a table shows it while the person picks the victim."""


def awaiting(state: HofVerratFields) -> Decision | None:
    """The mover places one hand card (HV-9); ``left`` counts the cards still to place this turn."""
    if state.seat is None:
        return None
    return Decision("hofverrat.place", "prompt.hofverrat.place", {"left": len(state.hands[state.seat])})
