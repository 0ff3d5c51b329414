"""Why an action of Mit List und Tücke is refused: each refusal's name and English sentence, and the choice of the
refusal that fits an action at the decision at hand."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import Action, IllegalAction, Refusals
from game.listtuecke import decisions
from game.listtuecke.actions import Decline, Eliminate, GiveCard, OfferCard, PassCard, PlayCard, SwapWithMiddle
from game.listtuecke.cards import CHARACTERS, IS_LIGHT

if TYPE_CHECKING:
    from game.listtuecke.fields import ListTueckeFields

PROMPTS = {
    decisions.PASS: "choose the card to pass",
    decisions.PLAY: "play a card",
    decisions.HEAL: "choose a face-down card of their stack to turn face up, or none",
    decisions.TAKE_TILE: "choose an influence tile to take from the stock, or none",
    decisions.OFFER: "choose a hand card and a partner to swap with, or no swap",
    decisions.ANSWER: "give back a hand card of the same back colour",
    decisions.SWAP_MIDDLE: "choose a hand card and a middle card of the same back to swap, or none",
    decisions.CHOOSE_VICTIM: "choose which of the two victims to eliminate",
    decisions.LOOK: "choose whose hand to look at",
    decisions.CHAPEL: "choose the influence tile to put on the chapel",
    decisions.NAME: "name a character",
    decisions.GIVE: "choose the hand card to give in return",
    decisions.RANK: "choose rank 20 or 0 for the Inquisitor",
}
"""What the seat to move must do at each decision, as the end of the sentence "Now seat 2 must …"."""

refused = Refusals(
    "listtuecke",
    {
        **{f"not_now.{decision}": f"Now seat {{seat}} must {task}." for decision, task in PROMPTS.items()},
        "not_in_hand": "That character is not in your hand.",
        "no_such_card": "There is no such card.",
        "pass_back.light": "Now you pass a light card.",
        "pass_back.dark": "Now you pass a dark card.",
        "second_swap": "The second swap must use the other back colour.",
        "partner_lacks_back": "That partner has no hand card of that back colour.",
        "same_back": "The cards swapped must have the same back colour.",
        "victim": "Only a victim lying face up on top of another player's stack can be eliminated.",
        "must_carry_out": "This instruction must be carried out.",
    },
)
"""Every refusal of the title; "not_now.<decision>" says what the decision at hand asks of whom."""

HAND_CARD_ACTIONS = (PlayCard, PassCard, GiveCard, OfferCard, SwapWithMiddle)
"""Actions that name a card of the mover's hand."""


def refusal(state: ListTueckeFields, action: Action) -> IllegalAction:
    """The IllegalAction saying why ``action`` is not allowed now, as specific as the rules allow."""
    decision = state.decision
    if decision == decisions.OVER:
        return IllegalAction.game_over()
    if isinstance(action, HAND_CARD_ACTIONS) and action.card not in state.hands[state.decider]:
        known = isinstance(action.card, int) and 1 <= action.card <= len(CHARACTERS)
        return refused("not_in_hand", card=action.card) if known else refused("no_such_card")
    if decision == decisions.PASS and isinstance(action, PassCard):
        return refused(f"pass_back.{state.pass_back}")
    if decision == decisions.OFFER and isinstance(action, OfferCard):
        if IS_LIGHT[action.card] in state.backs_swapped:
            return refused("second_swap")
        return refused("partner_lacks_back")
    if decision in (decisions.ANSWER, decisions.SWAP_MIDDLE) and isinstance(action, (GiveCard, SwapWithMiddle)):
        return refused("same_back")
    if decision == decisions.CHOOSE_VICTIM and isinstance(action, Eliminate):
        return refused("victim")
    if isinstance(action, Decline) and decision in (decisions.ANSWER, decisions.CHOOSE_VICTIM, decisions.GIVE):
        return refused("must_carry_out")
    return refused(f"not_now.{decision}", seat=state.decider + 1)
