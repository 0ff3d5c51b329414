"""How many search iterations each level spends on one decision; each title's table of them is in its record.

Budgets count iterations, not seconds, so the same seed and the same view give the same answer on every machine.
They are calibrated so that Hard takes about one second per decision on a 2-core machine (a median over positions
of random games): ``python -m bench.arena --calibrate`` measures a title and prints the lines of its ``BUDGETS``
(in the title's AI module, ``game.title.Title.ai``). Normal searches a tenth of that. A heuristic that changes the cost
of a playout changes them: measure again after changing one.
"""

from __future__ import annotations

import dataclasses

from game.core import LEVELS
from game.titles import BY_ID


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


def budget_for(title_id: str, players: int) -> Budget:
    """Return the calibrated budget of ``title_id`` at ``players`` seats (its record's ``budgets``), or the default
    when there is none."""
    title = BY_ID.get(title_id)
    return title.budgets.get(players, DEFAULT_BUDGET) if title is not None else DEFAULT_BUDGET
