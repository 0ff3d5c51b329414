"""Why an action is refused: one sentence a player understands, for the decision at hand."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import Action, IllegalAction, Refusals
from game.hofnar.actions import BreakTie, ChooseMood, DeclineEffect, GiveCard, NameStarter, PlayCard, UseEffect
from game.hofnar.jesters import ARMSTRONG, BY_ID, PERKEO, SOMMERS

if TYPE_CHECKING:
    from game.hofnar.fields import HofnarFields

EFFECT_ACTIONS = (UseEffect, DeclineEffect)
WANTED = {
    "mood": (ChooseMood, "the King must lay a mood card face down"),
    "replace": (ChooseMood, "the King must choose the new mood card"),
    "starter": (NameStarter, "the King must name the jester who starts"),
    "play": (PlayCard, "a jester must play an amusement card"),
    "choose": (PlayCard, "a jester must choose an amusement card face down"),
    "armstrong": (EFFECT_ACTIONS, "Archibald Armstrong's swap may be used before the card is played"),
    "window": (EFFECT_ACTIONS, "a jester's effect may be used"),
    "cancel": (EFFECT_ACTIONS, "Jamie Fleeman's effect may cancel the effect just announced"),
    "give": (GiveCard, "the card given in Armstrong's swap must be chosen before the draw"),
    "tie": (BreakTie, "the King must break the tie"),
}
"""For each decision step: the actions it takes, and what it asks, as the end of the sentence "Not now: …"."""

refused = Refusals(
    "hofnar",
    {
        **{f"not_now.{step}": f"Not now: {wanted}." for step, (_, wanted) in WANTED.items()},
        "no_mood": "The King has no unused mood card {mood!r}.",
        "not_in_game": "Only a jester still in the game can start.",
        "not_in_hand": "You can only play a card from your own hand.",
        "give_back": "You must give back one of the cards you held before the draw.",
        "not_tied": "The King can only choose one of the tied jesters.",
        "no_effect": "There is no jester effect called {effect!r}.",
        "sommers_perkeo": "William Sommers is immune: Perkeo cannot make him the loser.",
        "sommers_armstrong": "William Sommers is immune: nobody can draw a card from his hand.",
        "effect_misused": "{jester}'s effect cannot be used like that now.",
    },
)
"""Every refusal of Hofnar; "not_now.<step>" says what the decision step on top of the agenda asks."""


def refusal(state: HofnarFields, action: Action) -> IllegalAction:
    """The reason ``action`` is not among the legal actions now."""
    if state.hofnar is not None:
        return IllegalAction.game_over()
    step = state.agenda[-1][0]
    wanted_type, _ = WANTED[step]
    if not isinstance(action, wanted_type):
        return refused(f"not_now.{step}")
    if isinstance(action, ChooseMood):
        return refused("no_mood", mood=action.mood)
    if isinstance(action, NameStarter):
        return refused("not_in_game")
    if isinstance(action, PlayCard):
        return refused("not_in_hand")
    if isinstance(action, GiveCard):
        return refused("give_back")
    if isinstance(action, BreakTie):
        return refused("not_tied")
    return effect_refusal(state, action)


def effect_refusal(state: HofnarFields, action: UseEffect | DeclineEffect) -> IllegalAction:
    """Why this use of an effect is not allowed now."""
    jester = BY_ID.get(action.effect)
    if jester is None:
        return refused("no_effect", effect=action.effect)
    target = getattr(action, "target", None)
    if action.effect == PERKEO and target in state.tied:
        return refused("sommers_perkeo")
    if action.effect == ARMSTRONG and target == state.seat_of.get(SOMMERS):
        return refused("sommers_armstrong")
    return refused("effect_misused", jester=jester.name)
