"""The errors the rules models raise; each carries a sentence a player can read."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

NOT_ALLOWED = "refusal.not_allowed"
"""The refusal key of last resort: "That move is not allowed now." Every refusal the titles raise names its own."""


class GameError(Exception):
    """Base of every error the rules models raise on purpose."""


class IllegalAction(GameError):
    """An action that the rules do not allow now.

    Raised before anything changes: the state is exactly as it was. The message says why in English, in words a
    player understands ("You must play a card of your hand first."), for logs and tests. ``key`` and ``params`` say
    the same for the table to show in the player's language: ``key`` names the sentence in the translation
    catalogues ("refusal.<title>.<what>"), ``params`` fill its placeholders with public facts (a limit, a card the
    player named).
    """

    def __init__(self, message: str, key: str = NOT_ALLOWED, params: Mapping[str, Any] | None = None) -> None:
        super().__init__(message)
        self.key = key
        self.params: dict[str, Any] = dict(params or {})

    @classmethod
    def game_over(cls) -> IllegalAction:
        """The refusal of any action once the game has ended."""
        return cls("The game is over.", key="refusal.game_over")

    @classmethod
    def not_over(cls) -> IllegalAction:
        """The refusal to score a game that is still running."""
        return cls("The game is not over yet.", key="refusal.not_over")


class RecordError(GameError):
    """A match record that cannot be loaded or replayed: damaged, from a newer version, or holding an illegal action."""


class SetupError(GameError):
    """A game that cannot be set up as asked: wrong player count or an unknown option value."""
