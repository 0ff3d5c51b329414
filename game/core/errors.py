"""The errors the rules models raise; each carries a sentence a player can read."""


class GameError(Exception):
    """Base of every error the rules models raise on purpose."""


class IllegalAction(GameError):
    """An action that the rules do not allow now.

    Raised before anything changes: the state is exactly as it was. The message says why, in words a player
    understands ("You must play a card of your hand first."), so the front end can show it as it is.
    """


class RecordError(GameError):
    """A match record that cannot be loaded or replayed: damaged, from a newer version, or holding an illegal action."""


class SetupError(GameError):
    """A game that cannot be set up as asked: wrong player count or an unknown option value."""
