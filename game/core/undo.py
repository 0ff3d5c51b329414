"""Why nothing may be taken back now: the reasons every title gives when ``undoable_actions`` is 0.

One policy for every title (Board Game Arena's): within a person's own turn or multi-step choice, any step may be taken
back until something hidden is revealed or chance decides. A title's state says how many of the last actions that
allows (``State.undoable_actions``) and, when none, which of these reasons stands in the way (``State.undo_refusal``),
so the table can grey its Undo button with the reason and say it when Undo is pressed anyway.
"""

from __future__ import annotations

from game.core.errors import Refusals

undo_refused = Refusals(
    "undo",
    {
        "nothing_yet": "You have done nothing yet this turn that could be taken back.",
        "answered": "Another player has answered since: only your own steps can be taken back.",
        "revealed": "Hidden cards have been revealed since: they cannot be hidden again.",
        "drawn": "A card has been drawn since: it cannot go back unseen.",
        "dealt": "Cards have been shuffled and dealt since: chance has decided.",
        "received": "A card has been handed to you since: it cannot go back unseen.",
        "shown": "Something hidden has been shown since: what was seen cannot be unseen.",
        "forced": "Your last card was played for you: there was nothing to choose.",
    },
)
"""The reasons, by name: ``undo_refused("revealed")`` is the IllegalAction a title's ``undo_refusal`` returns."""
