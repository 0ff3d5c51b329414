"""Hof-Verrat behind the core contract: 2–5 players, no options.

The ruleset module imports only the title's actions at its top, and the state, the deal and the sampling of worlds
inside the methods that use them: the menu, the setup screen and a record being read need the title's name,
player counts and options, not its rules model (see ``game.title``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from game.core import ActionCodec, Rng, Ruleset, View
from game.hofverrat.actions import ACTION_CODEC

if TYPE_CHECKING:
    from game.hofverrat.state import HofVerratState


class HofVerrat(Ruleset):
    """Place courtiers at the royal table and in districts; nobles weigh double, spies hide, assassins strike."""

    id: ClassVar[str] = "hofverrat"
    name: ClassVar[str] = "Hof-Verrat"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 5
    action_codec: ClassVar[ActionCodec] = ACTION_CODEC

    def setup(self, players: int, rng: Rng, options: dict[str, Any]) -> HofVerratState:
        """Deal a new game (HV-5..HV-8)."""
        from game.hofverrat.setup import deal

        return deal(players, rng)

    def determinize(self, view: View, rng: Rng) -> HofVerratState:
        """Sample a full state consistent with a Hof-Verrat view."""
        from game.hofverrat.determinize import determinize
        from game.hofverrat.view import HofVerratView

        if not isinstance(view, HofVerratView):
            raise TypeError(f"Hof-Verrat cannot sample a world from a {type(view).__name__}")
        return determinize(view, rng)
