"""What the seat to move of Hofnar is deciding now, as the core's common Decision.

The agenda step on top names the decision; a window names the jester whose effect may be used now, and each effect
is a kind of its own ("hofnar.effect.hudson"), used by its owner or by Chicot copying it (HN-36). Where the sentence
depends on the side of a tie (HN-13, HN-30), the prompt key names the side.

Which decisions a hot seat may ask at the open table, with no curtain (``Decision.open_table``), by what deciding
needs, read from the rules' "Information each player may see"; only public facts decide it:

- ``mood`` (HN-8): curtained. The King chooses secretly among his unused moods, which only he sees.
- ``replace_mood`` (Hudson, HN-34): open only when the mood it replaces was revealed and no mood lies face down in
  the discard: then the new one is laid face up and his unused moods are the seven (HN-3) less the face-up discard,
  known to all. Otherwise curtained: the mood was never revealed (a final round), or his choices would show which
  moods went to the discard face down.
- ``first_jester`` (HN-9) and ``tie`` (HN-13): open. Naming the first jester weighs only the jesters, lives and
  effects everyone sees (the acts are played blind, HN-10); a tie is found only after the reveal, every card face up.
- ``play``, ``choose`` (HN-10, HN-16) and ``give_back`` (HN-33): curtained, they are made from the jester's hand.
- ``effect.armstrong`` (HN-33): curtained; a swap is weighed against the hand he would give from.
- ``effect.perkeo`` (HN-30) and ``effect.stanczyk`` (HN-35): open; they come after the scores, every card face up.
- ``effect.triboulet`` (HN-31) and ``effect.hudson`` (HN-34): open, but curtained in a final round before its
  reveal (HN-16), when the decider's own act lies face down and is what the choice is weighed against.
- ``effect.fleeman`` (HN-37): as the announcements it would cancel: curtained while one is Armstrong's swap or the
  final round's cards still lie face down, else open.

Chicot copying an effect (HN-36) decides the copied effect's kind, so he is asked as its owner would be.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import Decision
from game.hofnar.jesters import ARMSTRONG, FLEEMAN, PERKEO

if TYPE_CHECKING:
    from game.hofnar.fields import HofnarFields

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


OPEN_KINDS = frozenset({"first_jester", "tie", "effect.perkeo", "effect.stanczyk"})
"""Decision kinds always asked at the open table (see the module's note)."""
OPEN_BEFORE_FINAL_REVEAL = frozenset({"effect.triboulet", "effect.hudson", "effect.fleeman"})
"""Decision kinds asked at the open table unless a final round's cards still lie face down."""


def awaiting(state: HofnarFields) -> Decision | None:
    """The decision on top of the agenda; None once the game is over."""
    if state.seat_to_move is None:
        return None
    step = state.agenda[-1]
    effect = window_effect(step)
    kind = KINDS[step[0]] if effect is None else f"effect.{effect}"
    prompt = f"prompt.hofnar.{kind}"
    if step[0] == "tie" or effect == PERKEO:
        prompt = f"{prompt}.{state.tie_side}"
    return Decision(f"hofnar.{kind}", prompt, open_table=open_table(state, kind))


def open_table(state: HofnarFields, kind: str) -> bool:
    """Whether deciding ``kind`` now needs nothing only the decider may see (the module's note says why per kind)."""
    if kind in OPEN_KINDS:
        return True
    if kind == "replace_mood":
        return state.mood_shown and not state.mood_discard_face_down
    if kind not in OPEN_BEFORE_FINAL_REVEAL or (state.final and not state.mood_shown):
        return False
    return kind != "effect.fleeman" or all(effect != ARMSTRONG for _, effect, _ in state.pending)
