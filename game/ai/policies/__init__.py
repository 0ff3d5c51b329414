"""The heuristics of every title, by title id.

Each title adds its own module ``game/ai/policies/<title_id>.py`` that builds ``HEURISTICS = Heuristics(policy=...)``
from ``game.ai.policy``, imports it here and registers it with one entry: ``"verraeter": verraeter.HEURISTICS,``.
(Hof-Verrat's inference lives in a module of its own, ``hofverrat_worlds``, which registers the whole.) A title
without an entry plays with uniformly random playouts, and its Easy level plays at random.
"""

from __future__ import annotations

import dataclasses

from game.ai.policies import hofnar, hofverrat_worlds, listtuecke, verraeter
from game.ai.policy import RANDOM, Evaluation, Heuristics, mixed_policy

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


def _playout_variants(registered: Heuristics, **truncations: tuple[Evaluation | None, int]) -> dict[str, Heuristics]:
    """The registered heuristics, the same with a quarter of random moves in the playouts, and the named truncations
    (an evaluation and a depth)."""
    variants = {
        "registered": registered,
        "mixed-25": dataclasses.replace(registered, policy=mixed_policy(registered.policy, 25)),
    }
    for name, (evaluate, depth) in truncations.items():
        variants[name.replace("_", "-")] = dataclasses.replace(registered, evaluate=evaluate, playout_depth=depth)
    return variants


PLAYOUTS: dict[str, dict[str, Heuristics]] = {
    "hofnar": _playout_variants(HEURISTICS["hofnar"]),
    "hofverrat": _playout_variants(
        HEURISTICS["hofverrat"],
        depth_6=(HEURISTICS["hofverrat"].evaluate, 6),
        depth_24=(HEURISTICS["hofverrat"].evaluate, 24),
    ),
    "listtuecke": _playout_variants(
        HEURISTICS["listtuecke"], depth_12=(listtuecke.evaluate, 12), depth_24=(listtuecke.evaluate, 24)
    ),
    "verraeter": _playout_variants(HEURISTICS["verraeter"]),
}
"""Title id → candidate playout heuristics by name, for ``python -m bench.arena --playouts`` to weigh against each
other at equal thinking time; "registered" is what ``HEURISTICS`` holds. A candidate the arena finds clearly stronger
on deals not used for anything else replaces it there."""
