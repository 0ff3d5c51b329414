"""The Verräter ruleset: its options, the set-up of a new game (VR-7..VR-11), and sampling for the AI.

The ruleset module imports only the title's actions at its top, and the state, the deal and the sampling of worlds
inside the methods that use them: the menu, the setup screen and a record being read need the title's name,
player counts and options, not its rules model (see ``game.title``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core import Option, Rng, Ruleset, View
from game.verraeter.actions import ACTION_CODEC
from game.verraeter.data import EAGLE, HOUSES, INTRODUCTORY_CIRCLE, LANDSCAPE_TYPES, ROSE

if TYPE_CHECKING:
    from game.verraeter.state import VerraeterState

RANDOM = "random"
INTRODUCTORY = "introductory"
EQUAL_START = "equal_start"


class Verraeter(Ruleset):
    """Verräter for 3 or 4 players. Options: ``circle`` random or the rulebook's introductory circle (VR-8);
    ``hands`` random or "equal start", where everyone begins with 3, 4 and 5 (VR-10)."""

    id = "verraeter"
    name = "Verräter"
    min_players = 3
    max_players = 4
    options = (Option("circle", (RANDOM, INTRODUCTORY)), Option("hands", (RANDOM, EQUAL_START)))
    action_codec = ACTION_CODEC

    def setup(self, players: int, rng: Rng, options: dict[str, Any]) -> VerraeterState:
        """A random start player takes Adler and allegiances alternate clockwise (VR-7); the circle is laid out
        (VR-8); the player left of the start player takes the strategy card (VR-11); then the first Gutshöfe are
        placed (VR-9) and the hands dealt (VR-10)."""
        from game.verraeter.flow import begin_setup
        from game.verraeter.state import VerraeterState

        if options["circle"] == INTRODUCTORY:
            circle = list(INTRODUCTORY_CIRCLE)
        else:
            circle = rng.shuffled([(landscape, house) for house in HOUSES for landscape in LANDSCAPE_TYPES])
        state = VerraeterState(
            players, rng, tuple(landscape for landscape, _ in circle), options["hands"] == EQUAL_START
        )
        state.houses = [house for _, house in circle]
        state.start = rng.below(players)
        state.allegiance = [EAGLE if (seat - state.start) % players % 2 == 0 else ROSE for seat in range(players)]
        state.strategy_holder = (state.start + 1) % players
        begin_setup(state)
        return state

    def determinize(self, view: View, rng: Rng) -> VerraeterState:
        """A full state consistent with ``view``; see ``game.verraeter.determinize``."""
        from game.verraeter.determinize import determinize
        from game.verraeter.view import VerraeterView

        if not isinstance(view, VerraeterView):
            raise TypeError("Verräter samples worlds from Verräter views only.")
        return determinize(view, rng)
