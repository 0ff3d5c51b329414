"""Candidate playout heuristics weighed against each other at equal thinking time, on the arena's games.

Usage: ``python -m lab.playouts TITLE [--candidates NAME ...] [--players N ...] [--games G] [--first F] [--jobs J]
[--pairings a-b ...] [--scale S]``.

Each title's candidates are its registered heuristics ("registered"), the same with a quarter of random moves in the
playouts ("mixed-25"), and for some titles playouts cut at a depth and judged by the title's evaluation ("depth-12").
The measured player searches with each candidate in turn, at the iterations that take it the same second (measured
first, as ``bench.arena --calibrate`` does), while every other seat keeps the registered heuristics. The candidate that
wins most on tuning deals is then measured by ``bench.arena`` on deals never used for anything else, and only if it
is clearly stronger there does it replace the registered heuristics in the title's ``ai`` module.
"""

from __future__ import annotations

import argparse
import dataclasses
import functools
from collections.abc import Iterable

from bench.arena import PAIRINGS, RANDOM, Contestants, calibrate, contestants_for, report, run_pairings, seating_for
from game.ai import Budget, Heuristics
from game.ai.policy import Evaluation, mixed_policy
from game.core import LEVELS
from game.listtuecke.ai import evaluate as listtuecke_evaluate
from game.titles import BY_ID

REGISTERED = "registered"


def variants(registered: Heuristics, **truncations: tuple[Evaluation | None, int]) -> dict[str, Heuristics]:
    """The ``registered`` heuristics, the same with a quarter of random moves in the playouts ("mixed-25"), and the
    named truncations (an evaluation and a depth; ``depth_6`` is called "depth-6")."""
    found = {
        REGISTERED: registered,
        "mixed-25": dataclasses.replace(registered, policy=mixed_policy(registered.policy, 25)),
    }
    for name, (evaluate, depth) in truncations.items():
        found[name.replace("_", "-")] = dataclasses.replace(registered, evaluate=evaluate, playout_depth=depth)
    return found


def candidates(title_id: str) -> dict[str, Heuristics]:
    """A title's candidate playouts by name."""
    registered = BY_ID[title_id].heuristics
    if title_id == "hofverrat":
        return variants(registered, depth_6=(registered.evaluate, 6), depth_24=(registered.evaluate, 24))
    if title_id == "listtuecke":
        return variants(registered, depth_12=(listtuecke_evaluate, 12), depth_24=(listtuecke_evaluate, 24))
    return variants(registered)


def with_candidate(name: str, budget: Budget, title_id: str, scale: float) -> Contestants:
    """The title's contestants with the measured player searching with candidate ``name`` at ``budget`` (a
    module-level function, so the arena's playing processes can build it themselves)."""
    return dataclasses.replace(
        contestants_for(title_id, scale), measured_heuristics=candidates(title_id)[name], measured_budget=budget
    )


def main(arguments: Iterable[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("title", choices=sorted(BY_ID))
    parser.add_argument("--candidates", nargs="*", help="candidate names (default: every one of the title)")
    parser.add_argument("--players", type=int, nargs="*", help="player counts (default: all the title allows)")
    parser.add_argument("--games", type=int, default=20, help="games per pairing and player count (default 20)")
    parser.add_argument("--first", type=int, default=0, help="number of the first game (tuning deals: below 5000)")
    parser.add_argument("--jobs", type=int, default=1, help="processes playing games at once (default 1)")
    parser.add_argument("--pairings", nargs="*", help="pairings as first-other, e.g. hard-easy (default: all)")
    parser.add_argument("--scale", type=float, default=1.0, help="multiply every search budget, for quick looks")
    options = parser.parse_args(None if arguments is None else list(arguments))
    known = candidates(options.title)
    names = options.candidates or list(known)
    if set(names) - set(known):
        parser.error(f"{options.title}'s candidates are {', '.join(known)}")
    pairings = tuple(tuple(name.split("-", 1)) for name in options.pairings) if options.pairings else PAIRINGS
    if {player for pairing in pairings for player in pairing} - {*LEVELS, RANDOM}:
        parser.error(f"a pairing is two of {', '.join((*LEVELS, RANDOM))} joined by '-', e.g. hard-easy")
    contestants = contestants_for(options.title, options.scale)
    counts = [n for n in contestants.ruleset.player_counts if not options.players or n in options.players]
    _, losing_seats = seating_for(options.title)
    games = range(options.first, options.first + options.games)
    for players in counts:
        for name in names:
            budget = calibrate(dataclasses.replace(contestants, heuristics=known[name]), players)
            gather = functools.partial(with_candidate, name, budget)
            outcomes = run_pairings(options.title, options.scale, players, games, options.jobs, pairings, gather)
            named = f"{name} at {budget.hard} iterations"
            lines = report(contestants.ruleset.name, players, outcomes, options.scale, losing_seats, named)
            print("\n".join(lines), flush=True)


if __name__ == "__main__":
    main()
