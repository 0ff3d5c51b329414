"""What a search gives over its own heuristic: paired replays of arena games, the search against the pure heuristic.

Usage: ``python -m lab.paired TITLE [--variant NAME ...] [--against easy|normal] [--players N] [--games G]
[--first F] [--jobs J]``.

Every game is played as the arena plays it (``bench.arena``: the same deal, seat and seeds), once with the measured
player searching as the named variant does and once with it playing the title's pure heuristic (never a random move).
Everything else being equal, the two games part only where the search chose otherwise, so the difference of the two
win shares has far less noise than either: "delta" is the variant's wins minus the heuristic's, with the standard
error of that paired difference. The variant "hard" is the registered Hard, so its win share is the arena's own figure
for the same games. A variant is tried on tuning deals (``--first`` below 5000 by this project's habit) and only its
winner is then measured by the arena on deals never used for anything else.
"""

from __future__ import annotations

import argparse
import dataclasses
import math
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import TypeVar

from bench.arena import contestants_for, play_game, seating_for, wilson_interval
from game.ai import Budget, Heuristics, Thinker, budget_for, heuristics_for
from game.ai.search import playout
from game.core import LEVELS, Action, Rng, State, View
from game.hofverrat.state import HofVerratState

Variant = Callable[[Heuristics, Budget], tuple[Heuristics, Budget]]


def more_playouts(budget: Budget, percent: int) -> Budget:
    """``budget`` with Hard's playouts at ``percent`` per cent (Normal's as they are)."""
    return Budget(normal=budget.normal, hard=budget.hard * percent // 100)


def finishing_the_tail(heuristics: Heuristics) -> Heuristics:
    """``heuristics`` whose playouts, once the hands and the pile hold no more than one playout's placements, play the
    game to its end by the policy and score it by the rules instead of judging it (Hof-Verrat's state; its policy
    draws nothing from the Rng): in the round before the last, Hard's playouts then end the game too."""
    judge = heuristics.evaluate
    assert judge is not None, "a title whose playouts are truncated"

    to_the_end = dataclasses.replace(heuristics, evaluate=None, playout_depth=0)

    def finish_or_judge(world: State) -> Sequence[float]:
        assert isinstance(world, HofVerratState)
        if world.placements_left > heuristics.playout_depth:
            return judge(world)
        return playout(world, to_the_end, Rng(0))

    return dataclasses.replace(heuristics, evaluate=finish_or_judge)


VARIANTS: dict[str, Variant] = {
    "hard": lambda heuristics, budget: (heuristics, budget),
    "halving": lambda heuristics, budget: (dataclasses.replace(heuristics, halving=True), budget),
    "halving-c1": lambda heuristics, budget: (
        dataclasses.replace(heuristics, halving=True, halving_conviction=1.0),
        budget,
    ),
    "tree": lambda heuristics, budget: (dataclasses.replace(heuristics, halving=False), budget),
    "flat": lambda heuristics, budget: (dataclasses.replace(heuristics, halving=False, tree_depth=1), budget),
    "halving-x2": lambda heuristics, budget: (
        dataclasses.replace(heuristics, halving=True),
        more_playouts(budget, 200),
    ),
    "hard-x2": lambda heuristics, budget: (heuristics, more_playouts(budget, 200)),
    "hard-x1.2": lambda heuristics, budget: (heuristics, more_playouts(budget, 120)),
    "shortlist-endgame": lambda heuristics, budget: (dataclasses.replace(heuristics, endgame=None), budget),
    **{
        f"width-{width}": lambda heuristics, budget, width=width: (
            dataclasses.replace(heuristics, halving=True, halving_width=width),
            budget,
        )
        for width in (3, 4, 6, 8)
    },
    "exact-tail": lambda heuristics, budget: (finishing_the_tail(heuristics), budget),
    "w6-exact-tail": lambda heuristics, budget: (
        dataclasses.replace(finishing_the_tail(heuristics), halving_width=6),
        budget,
    ),
}
"""Variant name → how it changes the title's registered heuristics and budget for the measured (Hard) player."""
HEURISTIC = "heuristic"
"""The baseline: the title's policy on the world Hard would sample first (``Thinker.heuristic_choice``)."""


@dataclasses.dataclass
class Replay:
    """One game as played with the measured player: its share of the victory, its timed decisions, and how many of
    them differed from the heuristic's choice."""

    share: float
    seconds: list[float]
    differed: int


def replay(title_id: str, players: int, against: str, game: int, variant: str) -> Replay:
    """Play arena game ``game`` of "hard vs ``against``" with the measured player as ``variant`` (or the heuristic)."""
    contestants = contestants_for(title_id)
    ruleset = contestants.ruleset
    heuristics, budget = (None, None)
    if variant != HEURISTIC:
        heuristics, budget = VARIANTS[variant](heuristics_for(title_id), budget_for(title_id, players))
    differed = 0

    def measured(view: View, seed: int) -> tuple[Action, int]:
        nonlocal differed
        if len(view.legal_actions) == 1:
            return view.legal_actions[0], 0
        if variant == HEURISTIC:
            # Every level samples the same first world for a seed; Easy's Thinker just sets up no search for it.
            return Thinker(ruleset, view, "easy", seed).heuristic_choice(), 0
        thinker = Thinker(ruleset, view, "hard", seed, heuristics=heuristics, budget=budget)
        thinker.advance(thinker.budget)
        action = thinker.best_action()
        differed += action != thinker.heuristic_choice()
        return action, thinker.iterations

    outcome = play_game(contestants, players, ("hard", against), game, first_decides=measured)
    seconds = outcome.times["hard"] if variant != HEURISTIC else []
    return Replay(outcome.share, seconds, differed)


def _replay(task: tuple[str, int, str, int, str]) -> Replay:
    return replay(*task)


Task = TypeVar("Task", bound=tuple)
Outcome = TypeVar("Outcome")


def add_replay_options(parser: argparse.ArgumentParser) -> None:
    """The options every replay of arena games takes: the opponents, the table's size, the games and the processes."""
    parser.add_argument("--against", default="easy", choices=[level for level in LEVELS if level != "hard"])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=48)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=1)


def replay_all(
    replay_one: Callable[[Task], Outcome], tasks: list[Task], jobs: int, tell: Callable[[Task, Outcome], str]
) -> list[Outcome]:
    """Every task's outcome in order, on ``jobs`` processes, telling on stderr what each game gave (``tell``) as it
    ends: a run stopped early can still be counted from its log."""
    started = time.monotonic()
    outcomes = []
    with ProcessPoolExecutor(jobs) as pool:
        ended = zip(tasks, pool.map(replay_one, tasks, chunksize=1), strict=True)
        for done, (task, outcome) in enumerate(ended, start=1):
            outcomes.append(outcome)
            print(
                f"  {done}/{len(tasks)} games, {time.monotonic() - started:.0f} s: {tell(task, outcome)}",
                file=sys.stderr,
                flush=True,
            )
    return outcomes


def share_cells(name: str, shares: Sequence[float], width: int) -> str:
    """A table row's first cells: the player named in ``width`` characters, its win share and the share's 95 %
    interval."""
    low, high = wilson_interval(sum(shares), len(shares))
    return f"  {name:<{width}} {100 * sum(shares) / len(shares):>8.1f}%  {f'[{100 * low:.0f}, {100 * high:.0f}]':<10}"


def delta_cells(shares: Sequence[float], baseline: Sequence[float]) -> str:
    """The games ``shares`` won more than ``baseline`` on the same games, with the standard error of that paired
    difference."""
    differences = [mine - theirs for mine, theirs in zip(shares, baseline, strict=True)]
    error = math.sqrt(len(differences)) * statistics.stdev(differences) if len(differences) > 1 else 0.0
    return f" {sum(differences):>+7.1f} {error:>5.1f}"


def main(arguments: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("title", help="title id")
    parser.add_argument("--variant", nargs="*", default=["hard"], choices=sorted(VARIANTS), help="searches to weigh")
    add_replay_options(parser)
    options = parser.parse_args(arguments)
    games = range(options.first, options.first + options.games)
    names = [HEURISTIC, *options.variant]
    tasks = [(options.title, options.players, options.against, game, name) for name in names for game in games]
    outcomes = replay_all(
        _replay,
        tasks,
        options.jobs,
        lambda task, outcome: f"{task[4]} game {task[3]}, share {outcome.share:g}, {outcome.differed} changed",
    )
    by_name = {name: outcomes[index * len(games) : (index + 1) * len(games)] for index, name in enumerate(names)}
    _, losing = seating_for(options.title)
    fair = 100 / (options.players - losing)
    print(
        f"{options.title}, {options.players} players, the measured player against {options.against}: games "
        f"{games.start}–{games.stop - 1} ({len(games)}), paired with the pure heuristic; fair share {fair:.1f}%"
    )
    print(f"  {'player':<12} {'win share':>9}  {'95% CI':<10} {'delta':>7} {'± SE':>5} {'changed':>13} {'median s':>8}")
    baseline = [outcome.share for outcome in by_name[HEURISTIC]]
    for name in names:
        shares = [outcome.share for outcome in by_name[name]]
        line = share_cells(name, shares, 12)
        if name != HEURISTIC:
            seconds = [second for outcome in by_name[name] for second in outcome.seconds]
            changed = f"{sum(outcome.differed for outcome in by_name[name])}/{len(seconds)}"
            median = statistics.median(seconds) if seconds else 0.0
            line += f"{delta_cells(shares, baseline)} {changed:>13} {median:>8.3f}"
        print(line)


if __name__ == "__main__":
    main()
