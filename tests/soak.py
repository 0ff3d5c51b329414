"""How big the long-running tests are: small in the default run, large under ``HYPOTHESIS_PROFILE=soak``.

The default run keeps every check (each rule, crash and leak test still runs) but plays fewer games, rests on fewer
points and feeds fewer random events, so the README's test command stays within two minutes on a 2-core machine; the
soak profile runs the long versions (and hypothesis's thousands of examples) for a night's search.
"""

from __future__ import annotations

import os
from collections.abc import Iterable

SOAK = os.environ.get("HYPOTHESIS_PROFILE") == "soak"
"""True under the soak profile."""


def sized(default: int, soak: int) -> int:
    """``default`` in the default run, ``soak`` under the soak profile."""
    return soak if SOAK else default


def spread(counts: Iterable[int]) -> list[int]:
    """Every player count under the soak profile; in the default run the fewest, the most and the middle one. A table
    lays out and plays differently with the number of seats, and these three span it: a front-end test at each of
    Hofnar's seven counts would cost as much as the rest of its title's tests. The rules' own tests play every count."""
    counts = list(counts)
    if SOAK or len(counts) <= 3:
        return counts
    return [counts[0], counts[len(counts) // 2], counts[-1]]
