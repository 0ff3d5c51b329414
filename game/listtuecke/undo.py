"""What a seat of Mit List und Tücke may take back (the policy of ``game.core.undo``), read from the state.

A turn is a card played (LT-9) and then, for many characters, a choice its instruction asks of the same player (LT-11):
whom to heal, which tile, the Kurtisane's first offer, which middle card, which victim, whose hand, which chapel tile,
which character the Inquisitor names. While that choice is open, the card may still be taken back: playing it
revealed nothing the player did not know and left nothing to chance. Once the choice has brought something hidden to
light (a card handed over in a swap, the named character shown or found nowhere), or when the card was the hand's
last and played without asking, nothing of the turn may be taken back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import IllegalAction
from game.core.undo import undo_refused
from game.listtuecke import decisions

if TYPE_CHECKING:
    from game.listtuecke.fields import ListTueckeFields

AFTER_PLAY = frozenset(
    {
        decisions.HEAL,
        decisions.TAKE_TILE,
        decisions.OFFER,
        decisions.SWAP_MIDDLE,
        decisions.CHOOSE_VICTIM,
        decisions.LOOK,
        decisions.CHAPEL,
        decisions.NAME,
    }
)
"""The choices that follow directly on the deciding player's own card, before anything hidden turns up."""
SHOWN_BEFORE = frozenset({decisions.GIVE, decisions.RANK})
"""The Inquisitor's choices after the naming, which showed the named card (or that nobody else holds it)."""


def undoable(state: ListTueckeFields) -> int:
    """1 while the choice that follows the player's own card is open, else 0."""
    decision = state.decision
    if decision not in AFTER_PLAY or not state.hands[state.decider]:
        return 0
    return 0 if decision == decisions.OFFER and state.backs_swapped else 1


def refusal(state: ListTueckeFields) -> IllegalAction:
    """Why nothing may be taken back now, by what the decision at hand came after."""
    decision = state.decision
    if decision == decisions.OVER:
        return IllegalAction.game_over()
    if decision == decisions.OFFER and state.backs_swapped:
        return undo_refused("received")
    if decision in AFTER_PLAY:
        return undo_refused("forced")
    if decision in SHOWN_BEFORE:
        return undo_refused("shown")
    if decision == decisions.PASS and state.decider == state.start:
        # The first seat to pass chooses from cards just dealt (LT-8).
        return undo_refused("dealt")
    return undo_refused("nothing_yet")
