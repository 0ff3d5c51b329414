"""The heuristics of every title, by title id.

Each title adds its own module ``game/ai/policies/<title_id>.py`` that builds ``HEURISTICS = Heuristics(policy=...)``
from ``game.ai.policy``, imports it here and registers it with one entry: ``"hofverrat": hofverrat_worlds.HEURISTICS,``.
A title without an entry plays with uniformly random playouts, and its Easy level plays at random.
"""

from __future__ import annotations

from game.ai.policies import hofnar, hofverrat_worlds, listtuecke, verraeter
from game.ai.policy import RANDOM, Heuristics

HEURISTICS: dict[str, Heuristics] = {
    "hofnar": hofnar.HEURISTICS,
    "hofverrat": hofverrat_worlds.HEURISTICS,
    "listtuecke": listtuecke.HEURISTICS,
    "verraeter": verraeter.HEURISTICS,
}
"""Title id → that title's heuristics."""


def heuristics_for(title_id: str) -> Heuristics:
    """Return the heuristics registered for ``title_id``, or uniformly random play when it has none yet."""
    return HEURISTICS.get(title_id, RANDOM)
