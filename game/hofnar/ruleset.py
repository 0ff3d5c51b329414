"""Hofnar as a title behind the core contract: 3–9 players, one King and 2–8 jesters."""

from __future__ import annotations

from typing import Any

from game.core import Option, Rng, Ruleset, View
from game.hofnar.actions import CODEC
from game.hofnar.determinize import determinize
from game.hofnar.setup import KING_CHOICES, deal
from game.hofnar.state import HofnarState
from game.hofnar.view import HofnarView


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
        return deal(players, rng, options["king"])

    def determinize(self, view: View, rng: Rng) -> HofnarState:
        """Sample a game consistent with ``view`` (see ``determinize.py``)."""
        if not isinstance(view, HofnarView):
            raise TypeError("Hofnar samples games from Hofnar views only.")
        return determinize(view, rng)
