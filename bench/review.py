"""How long the coach takes to review a whole game, per title and player count.

Usage: ``python -m bench.review [title-id ...] [--players N ...] [--games G] [--person easy|normal]``.

Each game is played to its end with one person at the first seat (stood in for by a computer level, Easy unless
``--person`` says otherwise, since a person strays as Easy does) and Normal computers at the others, and then reviewed
whole as the results screen's Review does (``game.ai.review.review``, the plan shared over that person's decisions).
"cpu s" is this process's CPU time for the review, the time the thinking worker spends on the machine's second core,
so it means "on one core" even while other work shares the machine; "wall s" is the time on the clock, which on a
busy machine is longer. The target is a minute at most, on a 2-core machine.
"""

from __future__ import annotations

import argparse
import statistics
import time

from game.ai import choose_action
from game.ai.review import costliest, decisions, plan_for, review
from game.core import Match, Seat
from game.core.replay import Replay
from game.titles import TITLES

PLAYERS = {"hofverrat": (2, 4, 5), "verraeter": (3, 4), "listtuecke": (3, 4), "hofnar": (3, 5, 9)}
"""The player counts measured unless ``--players`` names others: each title's fewest and most, and a middle one."""


def finished_game(title_id: str, players: int, seed: int, person: str) -> Match:
    """A game played to its end: a person at seat 0 (played by the ``person`` level), Normal computers elsewhere."""
    ruleset = TITLES.get(title_id)
    seats = [Seat("Person")] + [Seat(f"Computer {seat}", "computer", "normal") for seat in range(1, players)]
    match = Match.start(ruleset, seats, seed=seed)
    step = 0
    while not match.state.over:
        seat = match.state.to_move
        level = person if seat == 0 else "normal"
        match.apply(choose_action(ruleset, match.state.view(seat), level, seed * 1000 + step))
        step += 1
    return match


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("titles", nargs="*", help="title ids (default: all)")
    parser.add_argument("--players", type=int, nargs="*", help="player counts (default: PLAYERS)")
    parser.add_argument("--games", type=int, default=2, help="games per title and player count")
    parser.add_argument("--first", type=int, default=1, help="the seed of the first game")
    parser.add_argument("--person", default="easy", choices=("easy", "normal"), help="the level standing in")
    arguments = parser.parse_args()
    print(
        f"{'title':<11} {'pl':>2} {'game':>5} {'decisions':>9} {'iterations':>10} {'worlds':>6} "
        f"{'cpu s':>6} {'wall s':>6} {'agreed':>6} {'costly':>6}  costliest (value lost)"
    )
    for ruleset in TITLES:
        if arguments.titles and ruleset.id not in arguments.titles:
            continue
        counts = arguments.players or PLAYERS.get(ruleset.id, tuple(ruleset.player_counts))
        for players in counts:
            if players not in ruleset.player_counts:
                continue
            seconds = []
            for seed in range(arguments.first, arguments.first + arguments.games):
                record = finished_game(ruleset.id, players, seed, arguments.person).record
                moments = decisions(Replay(ruleset, record), [0])
                plan = plan_for(ruleset.id, players, len(moments))
                cpu, wall = time.process_time(), time.perf_counter()
                findings = review(record, 0)
                cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
                seconds.append(cpu)
                worst = ", ".join(f"{finding.value.mean:+.2f}" for finding in costliest(findings))
                print(
                    f"{ruleset.id:<11} {players:>2} {seed:>5} {len(moments):>9} {plan.iterations:>10} "
                    f"{plan.worlds:>6} {cpu:>6.1f} {wall:>6.1f} {sum(f.agrees for f in findings):>6} "
                    f"{sum(f.costly for f in findings):>6}  {worst}",
                    flush=True,
                )
            print(f"{ruleset.id:<11} {players:>2}  mean {statistics.mean(seconds):.1f} cpu s, most {max(seconds):.1f}")


if __name__ == "__main__":
    main()
