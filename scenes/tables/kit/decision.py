"""What is being decided now, and why an action was refused, in the player's language: the kit's words for
``game.core``'s ``Decision`` (``view.awaiting``) and ``IllegalAction`` (its translation key and parameters).
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core import IllegalAction, View
from scenes.i18n import tr


def status_text(view: View, names: Sequence[str], shown_seat: int) -> str:
    """The status line: what the person deciding decides (``prompt``), or, for everyone else, who decides what
    (``prompt.others`` with the decider's ``name``)."""
    decision = view.awaiting
    if decision is None or view.to_move is None:
        return ""
    if view.to_move == shown_seat:
        return tr(decision.prompt, **decision.params)
    return tr(decision.others, **{"name": names[view.to_move], **decision.params})


def refusal_text(error: IllegalAction) -> str:
    """A refusal in the player's language."""
    return tr(error.key, **error.params)
