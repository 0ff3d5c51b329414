"""Mit List und Tücke behind the core contract: players, options, set-up and sampling for the AI.

The ruleset module imports only the title's actions at its top, and the state, the deal and the sampling of worlds
inside the methods that use them: the menu, the setup screen and a record being read need the title's name,
player counts and options, not its rules model (see ``game.title``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from game.core import ActionCodec, Event, Option, Rng, Ruleset, View
from game.listtuecke.actions import ACTION_CODEC

if TYPE_CHECKING:
    from game.listtuecke.state import ListTueckeState

VARIANT = "set_aside_variant"
"""Option: with 3 players keep all 20 characters and set 2 light and 2 dark aside unseen each chapter (LT-6).

It only changes 3-player games; with 4 players every character is dealt anyway.
"""


class ListTuecke(Ruleset):
    """Mit List und Tücke, 3–4 players, four chapters."""

    id: ClassVar[str] = "listtuecke"
    name: ClassVar[str] = "Mit List und Tücke"
    min_players: ClassVar[int] = 3
    max_players: ClassVar[int] = 4
    options: ClassVar[tuple[Option, ...]] = (Option(VARIANT, (False, True)),)
    action_codec: ClassVar[ActionCodec] = ACTION_CODEC

    def setup(self, players: int, rng: Rng, options: dict[str, Any]) -> ListTueckeState:
        """A random player takes the start-player card (LT-7); the first chapter is dealt (LT-8)."""
        from game.listtuecke.flow import begin_chapter
        from game.listtuecke.state import ListTueckeState

        state = ListTueckeState(players, options[VARIANT], rng)
        state.start = rng.below(players)
        opening: list[Event] = []
        begin_chapter(state, opening)
        state.opening_events = tuple(opening)
        return state

    def determinize(self, view: View, rng: Rng) -> ListTueckeState:
        """A state consistent with ``view``; see ``game.listtuecke.determinize``."""
        from game.listtuecke.determinize import determinize
        from game.listtuecke.view import ListTueckeView

        assert isinstance(view, ListTueckeView)
        return determinize(view, rng)
