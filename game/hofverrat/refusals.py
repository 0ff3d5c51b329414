"""Why a placement of Hof-Verrat is refused (HV-9, HV-14, HV-15): each refusal's name and English sentence."""

from __future__ import annotations

from game.core import Refusals

refused = Refusals(
    "hofverrat",
    {
        "foreign": "That is not a move of Hof-Verrat.",
        "not_in_hand": "That card is not in your hand.",
        "table_used": "You have already played a card to the royal table this turn.",
        "own_used": "You have already played a card into your own district this turn.",
        "opponent_used": "You have already played a card into an opponent's district this turn.",
        "no_side": "A card goes on the upper or the lower side of the royal table.",
        "no_district": "There is no such district at this table.",
        "not_assassin": "Only an assassin can eliminate a card.",
        "no_target": "There is no such card in play.",
        "target_elsewhere": "An assassin can only eliminate a card in the area where it is played.",
        "guard": "A guard cannot be eliminated.",
    },
)
