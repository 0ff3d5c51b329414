"""Hofnar as a title behind the core contract: 3–9 players, one King and 2–8 jesters.

The ruleset module imports only the title's actions at its top, and the state, the deal and the sampling of worlds
inside the methods that use them: the menu, the setup screen and a record being read need the title's name,
player counts and options, not its rules model (see ``game.title``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core import Option, Rng, Ruleset, View
from game.hofnar.actions import CODEC
from game.hofnar.cards import KING_CHOICES

if TYPE_CHECKING:
    from game.hofnar.state import HofnarState


class Hofnar(Ruleset):
    """Jesters amuse a moody King; the worst act loses a life; the last jester standing is the Hofnar."""

    id = "hofnar"
    name = "Hofnar"
    min_players = 3
    max_players = 9
    options = (Option("king", KING_CHOICES),)
    action_codec = CODEC

    def setup(self, players: int, rng: Rng, options: dict[str, Any]) -> HofnarState:
        """Deal roles, amusement cards and lives (HN-5..HN-7) and open round 1."""
        from game.hofnar.setup import deal

        return deal(players, rng, options["king"])

    def determinize(self, view: View, rng: Rng) -> HofnarState:
        """Sample a game consistent with ``view`` (see ``determinize.py``)."""
        from game.hofnar.determinize import determinize
        from game.hofnar.view import HofnarView

        if not isinstance(view, HofnarView):
            raise TypeError("Hofnar samples games from Hofnar views only.")
        return determinize(view, rng)
