"""Why an action is refused: one sentence a player understands, for the decision at hand."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import Action
from game.hofnar.actions import BreakTie, ChooseMood, DeclineEffect, GiveCard, NameStarter, PlayCard, UseEffect
from game.hofnar.jesters import ARMSTRONG, BY_ID, PERKEO, SOMMERS

if TYPE_CHECKING:
    from game.hofnar.state import HofnarState

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


def refusal(state: HofnarState, action: Action) -> str:
    """The reason ``action`` is not among the legal actions now."""
    if state.hofnar is not None:
        return "The game is over."
    wanted_type, wanted = WANTED[state.agenda[-1][0]]
    if not isinstance(action, wanted_type):
        return f"Not now: {wanted}."
    if isinstance(action, ChooseMood):
        return f"The King has no unused mood card {action.mood!r}."
    if isinstance(action, NameStarter):
        return "Only a jester still in the game can start."
    if isinstance(action, PlayCard):
        return "You can only play a card from your own hand."
    if isinstance(action, GiveCard):
        return "You can only give a card from your own hand."
    if isinstance(action, BreakTie):
        return "The King can only choose one of the tied jesters."
    return effect_refusal(state, action)


def effect_refusal(state: HofnarState, action: UseEffect | DeclineEffect) -> str:
    """Why this use of an effect is not allowed now."""
    jester = BY_ID.get(action.effect)
    if jester is None:
        return f"There is no jester effect called {action.effect!r}."
    target = getattr(action, "target", None)
    if action.effect == PERKEO and target in state.tied:
        return "William Sommers is immune: Perkeo cannot make him the loser."
    if action.effect == ARMSTRONG and target == state.seat_of.get(SOMMERS):
        return "William Sommers is immune: nobody can draw a card from his hand."
    return f"{jester.name}'s effect cannot be used like that now."
