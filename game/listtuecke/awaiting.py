"""What the seat to move of Mit List und Tücke is deciding now, as the core's common Decision.

Each decision of ``decisions`` is a kind of its own. Where the sentence depends on a back colour (which back to pass,
which back the Kurtisane asks for), the prompt key names it, so every language words it whole.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import Decision
from game.listtuecke import decisions
from game.listtuecke.cards import BACK_OF

if TYPE_CHECKING:
    from game.listtuecke.fields import ListTueckeFields


def awaiting(state: ListTueckeFields) -> Decision | None:
    """The decision at hand; None once the game is over."""
    decision = state.decision
    if decision == decisions.OVER:
        return None
    prompt = f"prompt.listtuecke.{decision}"
    if decision == decisions.PASS:
        prompt = f"{prompt}.{state.pass_back}"
    elif decision == decisions.ANSWER and state.offer is not None:
        prompt = f"{prompt}.{BACK_OF[state.offer[1]]}"
    return Decision(f"listtuecke.{decision}", prompt)
