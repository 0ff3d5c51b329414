"""What is being decided now, and why an action was refused, in the player's language: the one adapter between the
kit and ``game.core``'s ``Decision`` (``view.awaiting``) and ``IllegalAction``'s translation key.

Until every view carries ``awaiting`` the kit words a plain "X's turn"; once it does, the view's decision is used
as it is. Either way the status line is ``status_text``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Any

from game.core import IllegalAction, View
from scenes.i18n import tr


@dataclasses.dataclass(frozen=True)
class Decision:
    """What the seat to move decides now: its kind, the translation key of its prompt, and the prompt's parameters
    (the same shape as ``game.core.Decision``)."""

    kind: str
    prompt: str
    params: Mapping[str, Any] = dataclasses.field(default_factory=dict)


def awaiting(view: View) -> Any:
    """The view's decision now (None once the game is over)."""
    if hasattr(view, "awaiting"):
        return view.awaiting
    if view.over or view.to_move is None:
        return None
    return Decision("turn", "kit.status.turn", {})


def status_text(view: View, names: Sequence[str], shown_seat: int) -> str:
    """The status line: what the person deciding decides, or whose turn it is and what they decide for everyone
    else (``<prompt>.others``)."""
    decision = awaiting(view)
    if decision is None or view.to_move is None:
        return ""
    params = dict(decision.params)
    if view.to_move == shown_seat:
        return tr(decision.prompt, **params)
    params.setdefault("name", names[view.to_move])
    return tr(decision.prompt + ".others", **params)


def refusal_text(error: IllegalAction) -> str:
    """A refusal in the player's language (its English sentence when it carries no translation key yet)."""
    key = getattr(error, "key", None)
    if not key:
        return str(error)
    return tr(key, **dict(getattr(error, "params", None) or {}))
