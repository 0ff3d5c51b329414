"""Hof-Verrat's computer players: the heuristics the search plays with and the budgets.

``playing`` is the policy and the evaluation, ``reading`` reads the others' missions from their turns, ``shortlist``
ranks the placements Hard's halving weighs, and ``worlds`` puts them together as ``HEURISTICS``.
"""

from game.ai.budgets import Budget
from game.hofverrat.ai.worlds import HEURISTICS

BUDGETS = {
    2: Budget(normal=120, hard=1800),
    3: Budget(normal=110, hard=1700),
    4: Budget(normal=100, hard=1500),
    5: Budget(normal=100, hard=1500),
}
"""Player count → search iterations per decision. Hard searches by sequential halving (``game.ai.halving``), whose
playouts are cheaper than the tree's iterations, so its budgets are ``bench.arena --calibrate``'s for that search;
positions of real games cost more than random games' (the mission reading), so they are set for a median decision of
about 0.9 s on a 2-core machine."""

__all__ = ["BUDGETS", "HEURISTICS"]
