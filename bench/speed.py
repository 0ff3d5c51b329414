"""Complete random games per second, per title and player count, on one core.

Usage: ``python -m bench.speed [title-id ...] [--seconds S]``. Each game is set up from a new seed and played to
the end with ``random_action`` and ``apply`` (which checks every action), as the AI's playouts do. Time is this
process's CPU time, so the figure means "on one core" even while other work shares the machine.
"""

from __future__ import annotations

import argparse
import time

from game.core import Rng, Ruleset
from game.titles import TITLES


def games_per_second(ruleset: Ruleset, players: int, seconds: float) -> tuple[float, float]:
    """Play random games for about ``seconds``; return (games per second, mean actions per game)."""
    rng = Rng(players)
    games = actions = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        state = ruleset.new_state(players, seed=games)
        while not state.over:
            state.apply(state.random_action(rng))
            actions += 1
        games += 1
    elapsed = time.process_time() - start
    return games / elapsed, actions / games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("titles", nargs="*", help="title ids (default: all)")
    parser.add_argument("--seconds", type=float, default=3.0, help="time per title and player count")
    arguments = parser.parse_args()
    chosen = [ruleset for ruleset in TITLES if not arguments.titles or ruleset.id in arguments.titles]
    print(f"{'title':<12} {'players':>7} {'games/s':>10} {'actions/game':>13}")
    for ruleset in chosen:
        for players in ruleset.player_counts:
            rate, length = games_per_second(ruleset, players, arguments.seconds)
            print(f"{ruleset.id:<12} {players:>7} {rate:>10.0f} {length:>13.1f}")


if __name__ == "__main__":
    main()
