"""The errors the rules models raise; each carries a sentence a player can read, and a refusal also the key that
translates it."""

from __future__ import annotations

import dataclasses
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
    def not_allowed(cls) -> IllegalAction:
        """The refusal of last resort, when nothing more specific can be said."""
        return cls("That move is not allowed now.")

    @classmethod
    def game_over(cls) -> IllegalAction:
        """The refusal of any action once the game has ended."""
        return cls("The game is over.", key="refusal.game_over")

    @classmethod
    def not_over(cls) -> IllegalAction:
        """The refusal to score a game that is still running."""
        return cls("The game is not over yet.", key="refusal.not_over")


@dataclasses.dataclass(frozen=True)
class Refusals:
    """One title's refusals as data: each one's name and its English sentence, a template over its params.

    Calling it builds the IllegalAction to raise: ``raise refused("guard")`` gives the message of "guard" and the
    key "refusal.<title>.guard", whose texts in the catalogues say the same in each language. Keeping the names and
    sentences in one table lets a test prove that every refusal a title can raise is translated.
    """

    title: str
    messages: Mapping[str, str]

    def __call__(self, what: str, **params: Any) -> IllegalAction:
        """The refusal ``what``, its sentence filled with ``params`` (public facts only)."""
        return IllegalAction(self.messages[what].format(**params), key=self.key(what), params=params)

    def key(self, what: str) -> str:
        """The translation key of the refusal ``what``."""
        return f"refusal.{self.title}.{what}"


class RecordError(GameError):
    """A match record that cannot be loaded or replayed: damaged, from a newer version, or holding an illegal action."""


class SetupError(GameError):
    """A game that cannot be set up as asked: wrong player count or an unknown option value."""
