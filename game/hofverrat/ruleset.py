"""Hof-Verrat behind the core contract: 2–5 players, no options."""

from __future__ import annotations

from typing import Any, ClassVar

from game.core import ActionCodec, Rng, Ruleset, View
from game.hofverrat.actions import ACTION_CODEC
from game.hofverrat.determinize import determinize
from game.hofverrat.setup import deal
from game.hofverrat.state import HofVerratState
from game.hofverrat.view import HofVerratView


class HofVerrat(Ruleset):
    """Place courtiers at the royal table and in districts; nobles weigh double, spies hide, assassins strike."""

    id: ClassVar[str] = "hofverrat"
    name: ClassVar[str] = "Hof-Verrat"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 5
    action_codec: ClassVar[ActionCodec] = ACTION_CODEC

    def setup(self, players: int, rng: Rng, options: dict[str, Any]) -> HofVerratState:
        """Deal a new game (HV-5..HV-8)."""
        return deal(players, rng)

    def determinize(self, view: View, rng: Rng) -> HofVerratState:
        """Sample a full state consistent with a Hof-Verrat view."""
        if not isinstance(view, HofVerratView):
            raise TypeError(f"Hof-Verrat cannot sample a world from a {type(view).__name__}")
        return determinize(view, rng)
