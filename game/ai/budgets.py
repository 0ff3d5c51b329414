"""How many search iterations each level spends on one decision, per title and player count, as data.

Budgets count iterations, not seconds, so the same seed and the same view give the same answer on every machine.
They are calibrated so that Hard takes about one second per decision on a 2-core machine (a median over positions
of random games): ``python -m bench.arena --calibrate`` measures a title and prints its lines for this table.
Normal searches a tenth of that.
"""

from __future__ import annotations

import dataclasses

from game.core import LEVELS


@dataclasses.dataclass(frozen=True)
class Budget:
    """Search iterations per decision for the searching levels (Easy does not search)."""

    normal: int
    hard: int

    def iterations(self, level: str) -> int:
        """The iterations ``level`` spends on one decision; 0 for Easy."""
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}; the levels are {', '.join(LEVELS)}")
        return {"easy": 0, "normal": self.normal, "hard": self.hard}[level]


DEFAULT_BUDGET = Budget(normal=100, hard=1000)
"""For a title or player count not calibrated yet."""

BUDGETS: dict[str, dict[int, Budget]] = {
    "hofverrat": {
        2: Budget(normal=120, hard=1800),
        3: Budget(normal=110, hard=1700),
        4: Budget(normal=100, hard=1500),
        5: Budget(normal=100, hard=1500),
    },
    "verraeter": {
        3: Budget(normal=67, hard=670),
        4: Budget(normal=64, hard=640),
    },
    "listtuecke": {
        3: Budget(normal=100, hard=1000),
        4: Budget(normal=80, hard=800),
    },
    "hofnar": {
        3: Budget(normal=490, hard=4900),
        4: Budget(normal=330, hard=3300),
        5: Budget(normal=230, hard=2300),
        6: Budget(normal=320, hard=3200),
        7: Budget(normal=270, hard=2700),
        8: Budget(normal=180, hard=1800),
        9: Budget(normal=190, hard=1900),
    },
}
"""Title id → player count → budget, measured with each title's registered heuristics.

A heuristic that changes the cost of a playout changes these numbers: measure again after changing one. Hof-Verrat's
were then checked against the arena: positions of real four-player games cost 0.9 ms an iteration with the mission
inference (random games' positions less), so its budgets are set for a median decision of 0.9 s, not 1.1 s.
Verräter's Hard took 1.03 s in the median at 680 iterations with the draft inference, so it gets 6 % fewer.
Hof-Verrat's Hard searches by sequential halving (``game.ai.halving``), whose playouts are cheaper than the tree's
iterations: its budgets are ``--calibrate``'s for that search, while Normal keeps the tree and its budgets.
Hof-Verrat's, Verräter's and Mit List und Tücke's playouts then became 1.3–1.5 times faster without changing one
decision; their budgets were kept, so every arena figure measured before still holds and Hard now decides in about
0.7–0.85 s on this machine, which leaves room for slower computers than ours. Hofnar's three-player Hard, once its
search went flat, took a median 1.18 s in a loaded arena (deals 2500–2523); with 15 % fewer iterations it takes
0.87 s. Hof-Verrat's four-player Hard, weighing eight placements instead of four in the same 1,500 playouts, took a
median 0.82–0.89 s and at most 1.6 s in the arena (stop 24).
"""


def budget_for(title_id: str, players: int) -> Budget:
    """Return the calibrated budget of ``title_id`` at ``players`` seats, or the default when there is none."""
    return BUDGETS.get(title_id, {}).get(players, DEFAULT_BUDGET)
