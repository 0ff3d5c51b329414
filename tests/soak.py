"""How big the long-running tests are: small in the default run, large under ``HYPOTHESIS_PROFILE=soak``.

The default run keeps every check (each rule, crash and leak test still runs) but plays fewer games, rests on fewer
points and feeds fewer random events, so the README's test command stays within two minutes on a 2-core machine; the
soak profile runs the long versions (and hypothesis's thousands of examples) for a night's search.
"""

from __future__ import annotations

import os

SOAK = os.environ.get("HYPOTHESIS_PROFILE") == "soak"
"""True under the soak profile."""


def sized(default: int, soak: int) -> int:
    """``default`` in the default run, ``soak`` under the soak profile."""
    return soak if SOAK else default
