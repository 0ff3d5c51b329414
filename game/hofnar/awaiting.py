"""What the seat to move of Hofnar is deciding now, as the core's common Decision.

The agenda step on top names the decision; a window names the jester whose effect may be used now, and each effect
is a kind of its own ("hofnar.effect.hudson"), used by its owner or by Chicot copying it (HN-36). Where the sentence
depends on the side of a tie (HN-13, HN-30), the prompt key names the side.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import Decision
from game.hofnar.jesters import ARMSTRONG, FLEEMAN, PERKEO

if TYPE_CHECKING:
    from game.hofnar.state import HofnarState

WINDOW_EFFECTS = {"armstrong": ARMSTRONG, "cancel": FLEEMAN}
"""The effect of the windows whose step does not name it."""

KINDS = {
    "mood": "mood",
    "replace": "replace_mood",
    "starter": "first_jester",
    "play": "play",
    "choose": "choose",
    "give": "give_back",
    "tie": "tie",
}
"""The decision kind (after "hofnar.") of each agenda step that waits for a seat and is not an effect window."""


def window_effect(step: tuple) -> str | None:
    """The jester effect an agenda step offers, or None when the step is no effect window."""
    if step[0] == "window":
        return step[1]
    return WINDOW_EFFECTS.get(step[0])


def awaiting(state: HofnarState) -> Decision | None:
    """The decision on top of the agenda; None once the game is over."""
    if state.seat_to_move is None:
        return None
    step = state.agenda[-1]
    effect = window_effect(step)
    kind = KINDS[step[0]] if effect is None else f"effect.{effect}"
    prompt = f"prompt.hofnar.{kind}"
    if step[0] == "tie" or effect == PERKEO:
        prompt = f"{prompt}.{state.tie_side}"
    return Decision(f"hofnar.{kind}", prompt)
