"""The search every lesson's seed script shares: try seeds, keep the deals that tell the lesson's story, best first.

A title's script (``scripts/<title>_lesson_seed.py``) knows only its story: how a seed becomes a deal and whether a
deal fits, with a plan of the lesson's moves and a score (higher is better) when it does. This module tries the
seeds and prints what fits, so a person can choose the seed and copy the plan into ``assets/lessons/<title>.json``.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from typing import Any

from game.core import State

DEFAULT_TRIES = 200_000


def search(deal: Callable[[int], State], fits: Callable[[State], dict[str, Any] | None], tries: int) -> None:
    """Print each seed below ``tries`` whose deal ``fits``, the highest ``score`` of its plan first, then the count."""
    found = []
    for seed in range(tries):
        plan = fits(deal(seed))
        if plan is not None:
            found.append((-plan["score"], seed, plan))
    for _, seed, plan in sorted(found, key=lambda each: each[:2]):
        print(f"seed {seed}: {json.dumps(plan, ensure_ascii=False)}")
    print(f"{len(found)} of {tries} seeds fit")


def tries_asked(default: int = DEFAULT_TRIES) -> int:
    """How many seeds the command line asks to try (its first argument), else ``default``."""
    return int(sys.argv[1]) if len(sys.argv) > 1 else default
