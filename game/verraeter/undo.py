"""What a seat of Verräter may take back (the policy of ``game.core.undo``), read from the state as it stands.

Only the supply phase (VR-14) is a choice made in steps: a player lays supply cards face up one at a time, then says
"done". Every card laid so far in that turn may be taken back, since nothing hidden turns up and nothing is left to
chance until the turn ends. Every other decision is one action, after which the round runs on (the next player's
offer, the reveal, the draw), so nothing of it can be taken back; the reason names what came between.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import IllegalAction
from game.core.undo import undo_refused
from game.verraeter.data import ACTIONS, CONFLICT_SITE, SETUP, SUPPLY

if TYPE_CHECKING:
    from game.verraeter.fields import VerraeterFields


def undoable(state: VerraeterFields) -> int:
    """The supply cards the player to move has laid in this supply turn; 0 in every other phase."""
    if state.phase == SUPPLY and state.mover is not None:
        return len(state.played[state.mover])
    return 0


def refusal(state: VerraeterFields) -> IllegalAction:
    """Why nothing may be taken back now, by what the phase at hand came after."""
    if state.over:
        return IllegalAction.game_over()
    phase = state.phase
    if phase in (SETUP, SUPPLY) or (phase == ACTIONS and state.picks_made):
        return undo_refused("nothing_yet")
    if phase == ACTIONS or (phase == CONFLICT_SITE and state.round == 1):
        # The action cards were just shuffled and one set aside (VR-13), or the supply cards dealt (VR-10).
        return undo_refused("dealt")
    # Building, drawing, the next conflict site and the Kontor bonus all come after the reveal (VR-15).
    return undo_refused("revealed")
