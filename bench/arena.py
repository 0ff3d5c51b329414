"""Computer opponents against each other: win shares with 95% confidence intervals, and decision times per level.

Usage: ``python -m bench.arena [title-id ...] [--players N ...] [--games G] [--first F] [--jobs J]
[--pairings a-b ...]`` and ``python -m bench.arena [title-id ...] --calibrate`` to measure the budgets.

A pairing "hard vs random" seats one Hard player among Random ones. Each deal is played once with the first player
at every seat that can win in turn, so no seat's luck favours it: every seat, except in Hofnar, whose King neither
wins nor loses (HN-18) and so sits at a seat of his own, chosen per deal (the ``king`` option, HN-5's offer), and
decides at the other players' level. A game's winners share it: a shared victory counts 1/k each, and the fair share
is one over the seats that can win. ``--first`` numbers the games from F, so later runs can add games to a table.

The intervals are Wilson score intervals. Decision times are CPU seconds of the deciding process (so other work on
the machine does not inflate them; on an idle core they equal wall time); they count only choices among two or more
actions, as a forced move takes no thought. Every table names the deals it was played on, so a run on deals never
used while tuning (``--first`` past them) can be told from one that was, and it prints the searching levels'
playouts per CPU second, the figure a faster playout raises.

The measured player may search with other heuristics than the rest (``Contestants.measured_heuristics``): the tuning
tools in ``lab/`` weigh candidates that way on the arena's own games.
"""

from __future__ import annotations

import argparse
import dataclasses
import math
import statistics
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor

from game.ai import Budget, Heuristics, Thinker, budget_for
from game.core import LEVELS, Action, Rng, Ruleset, State, View
from game.titles import TITLES

RANDOM = "random"
"""A player that picks uniformly among the legal actions, next to the levels of ``game.core.LEVELS``."""
PAIRINGS = (("hard", RANDOM), ("hard", "easy"), ("normal", "easy"), ("hard", "normal"))
"""(the one player, the player at every other seat) for each line of the table."""
CALIBRATION_SECONDS = 1.0
"""Hard's target time per decision; Normal gets a tenth of its iterations."""


@dataclasses.dataclass(frozen=True)
class Contestants:
    """A title and the AI's knowledge of it; None takes what the title registered."""

    ruleset: Ruleset
    heuristics: Heuristics | None = None
    budget: Budget | None = None
    scale: float = 1.0
    measured_heuristics: Heuristics | None = None
    measured_budget: Budget | None = None

    def budget_at(self, players: int, measured: bool = False) -> Budget:
        """The iterations the levels spend at ``players`` seats, scaled for quicker (or longer) runs; the measured
        player's own when it searches with other heuristics."""
        budget = (measured and self.measured_budget) or self.budget or budget_for(self.ruleset.id, players)
        return Budget(normal=max(1, round(budget.normal * self.scale)), hard=max(1, round(budget.hard * self.scale)))

    def heuristics_of(self, measured: bool) -> Heuristics | None:
        """The heuristics a player searches with: the measured player's own, if it has any, else the contestants'."""
        return (measured and self.measured_heuristics) or self.heuristics


def contestants_for(title_id: str, scale: float = 1.0) -> Contestants:
    """A registered title with its own heuristics and budgets."""
    return Contestants(TITLES.get(title_id), scale=scale)


def decide(
    contestants: Contestants, players: int, view: View, player: str, seed: int, measured: bool = False
) -> tuple[Action, int]:
    """The action ``player`` (a level or RANDOM; ``measured`` for the measured player) takes at ``view`` in a game of
    ``players``, and its playouts."""
    if player == RANDOM:
        return Rng(seed).choice(view.legal_actions), 0
    budget = contestants.budget_at(players, measured)
    heuristics = contestants.heuristics_of(measured)
    thinker = Thinker(contestants.ruleset, view, player, seed, heuristics=heuristics, budget=budget)
    thinker.advance(thinker.budget)
    return thinker.best_action(), thinker.iterations


@dataclasses.dataclass
class GameOutcome:
    """What one arena game tells: its deal, the first player's share of the victory, every timed decision and the
    playouts each level ran in them."""

    deal: int
    share: float
    times: dict[str, list[float]]
    playouts: dict[str, int] = dataclasses.field(default_factory=dict)


@dataclasses.dataclass(frozen=True)
class Seating:
    """One arena game's deal, its options and the seat of the measured (first) player."""

    deal: int
    options: dict[str, object]
    first_seat: int


def seat_anywhere(game: int, players: int) -> Seating:
    """Game number ``game`` plays deal ``game // players`` with the first player at seat ``game % players``."""
    deal, first_seat = divmod(game, players)
    return Seating(deal, {}, first_seat)


def seat_among_jesters(game: int, players: int) -> Seating:
    """Hofnar: deal ``game // (players - 1)`` has its King at seat ``deal % players``; the first player takes each
    jester seat in turn."""
    deal, turn = divmod(game, players - 1)
    king = deal % players
    return Seating(deal, {"king": king}, [seat for seat in range(players) if seat != king][turn])


SEATINGS = {"hofnar": (seat_among_jesters, 1)}
"""Title id → how its arena games are seated, and how many seats can never win (which the fair share leaves out)."""


def seating_for(title_id: str) -> tuple[Callable[[int, int], Seating], int]:
    """How ``title_id``'s arena games are seated, and how many of its seats never win."""
    return SEATINGS.get(title_id, (seat_anywhere, 0))


Decider = Callable[[View, int], tuple[Action, int]]
"""A player's choice at a view for a seed, with the playouts it ran."""


def play_game(
    contestants: Contestants,
    players: int,
    pairing: tuple[str, str],
    game: int,
    first_decides: Decider | None = None,
    on_deal: Callable[[State], None] | None = None,
) -> GameOutcome:
    """Play game number ``game`` of a pairing (see ``Seating``); ``first_decides``, when given, chooses for the first
    player instead of its level (timed as that level), so other searches can replay the arena's games. ``on_deal``,
    when given, receives the true game as dealt, which then plays on in place: for diagnostics that may see it."""
    seat_game, _ = seating_for(contestants.ruleset.id)
    seating = seat_game(game, players)
    first_seat = seating.first_seat
    first, other = pairing
    players_at = [first if seat == first_seat else other for seat in range(players)]
    state = contestants.ruleset.new_state(players, seed=seating.deal, options=seating.options)
    if on_deal is not None:
        on_deal(state)
    times: dict[str, list[float]] = {level: [] for level in LEVELS}
    playouts = dict.fromkeys(LEVELS, 0)
    step = 0
    while not state.over:
        seat = state.to_move
        view = state.view(seat)
        started = time.process_time()
        measured = seat == first_seat
        seed = (game << 20) + step
        if measured and first_decides is not None:
            action, iterations = first_decides(view, seed)
        else:
            action, iterations = decide(contestants, players, view, players_at[seat], seed, measured)
        if players_at[seat] != RANDOM and len(view.legal_actions) > 1:
            times[players_at[seat]].append(time.process_time() - started)
            playouts[players_at[seat]] += iterations
        state.apply(action)
        step += 1
    winners = state.result().winners
    return GameOutcome(seating.deal, 1 / len(winners) if first_seat in winners else 0.0, times, playouts)


def wilson_interval(successes: float, trials: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a success rate (95% for z = 1.96); fractional successes are allowed."""
    if trials == 0:
        return 0.0, 1.0
    rate = successes / trials
    denominator = 1 + z * z / trials
    centre = (rate + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(rate * (1 - rate) / trials + z * z / (4 * trials * trials)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(values: Sequence[float], share: float) -> float:
    """The nearest-rank percentile of non-empty ``values`` (share 0.95 for the 95th)."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(share * len(ordered)) - 1)]


def sample_positions(ruleset: Ruleset, players: int, seed: int, count: int) -> list[State]:
    """Up to ``count`` positions, spread over random games from ``seed`` on, where the seat to move has a choice."""
    rng = Rng(seed)
    candidates: list[State] = []
    game = seed
    while len(candidates) < count and game < seed + 50:
        state = ruleset.new_state(players, seed=game)
        while not state.over:
            if len(state.legal_actions()) > 1:
                candidates.append(state.clone())
            state.apply(state.random_action(rng))
        game += 1
    stride = max(1, len(candidates) // max(count, 1))
    return candidates[::stride][:count]


Gather = Callable[[str, float], Contestants]
"""Builds a title's contestants at a budget scale in each playing process (``contestants_for``, or a module-level
function or partial of one, so the processes can be handed it)."""


def _play(
    title_id: str, scale: float, players: int, pairing: tuple[str, str], game: int, gather: Gather
) -> GameOutcome:
    return play_game(gather(title_id, scale), players, pairing, game)


def run_pairings(
    title_id: str,
    scale: float,
    players: int,
    games: range,
    jobs: int,
    pairings: Sequence[tuple[str, str]] = PAIRINGS,
    gather: Gather = contestants_for,
) -> dict[tuple[str, str], list[GameOutcome]]:
    """Play the games numbered ``games`` of every pairing, on ``jobs`` processes, with the contestants ``gather``
    builds (the registered title unless told)."""
    tasks = [(title_id, scale, players, pairing, game, gather) for pairing in pairings for game in games]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            outcomes = list(_with_progress(pool.map(_play, *zip(*tasks, strict=True), chunksize=1), len(tasks)))
    else:
        outcomes = list(_with_progress((_play(*task) for task in tasks), len(tasks)))
    by_pairing: dict[tuple[str, str], list[GameOutcome]] = {pairing: [] for pairing in pairings}
    for task, outcome in zip(tasks, outcomes, strict=True):
        by_pairing[task[3]].append(outcome)
    return by_pairing


def _with_progress(outcomes: Iterable[GameOutcome], total: int) -> Iterable[GameOutcome]:
    """Pass ``outcomes`` through, telling on stderr how many of ``total`` games are done and what each gave the first
    player, as a table takes hours: a run stopped early can still be counted from its log."""
    started = time.monotonic()
    for done, outcome in enumerate(outcomes, start=1):
        print(
            f"  {done}/{total} games, {time.monotonic() - started:.0f} s: deal {outcome.deal}, share {outcome.share:g}",
            file=sys.stderr,
            flush=True,
        )
        yield outcome


def report(
    title: str,
    players: int,
    by_pairing: dict[tuple[str, str], list[GameOutcome]],
    scale: float = 1.0,
    losing_seats: int = 0,
    playouts: str = "",
) -> list[str]:
    """The table of one title and player count; ``losing_seats`` is how many seats can never win; ``playouts`` names
    the measured player's candidate playouts, if any."""
    games = len(next(iter(by_pairing.values())))
    budgets = "" if scale == 1 else f"; budgets scaled by {scale:g}"
    budgets += f"; the first player's playouts: {playouts}" if playouts else ""
    deals = sorted({outcome.deal for outcomes in by_pairing.values() for outcome in outcomes})
    lines = [
        f"{title}, {players} players: {games} games per pairing on deals {deals_named(deals)}, seats rotated; "
        f"fair share {100 / (players - losing_seats):.1f}%{budgets}",
        f"  {'pairing':<18} {'win share':>9}  {'95% CI':<16}",
    ]
    for (first, other), outcomes in by_pairing.items():
        won = sum(outcome.share for outcome in outcomes)
        low, high = wilson_interval(won, len(outcomes))
        lines.append(
            f"  {first + ' vs ' + other:<18} {100 * won / len(outcomes):>8.1f}%  [{100 * low:.1f}%, {100 * high:.1f}%]"
        )
    lines.append(f"  {'level':<8} {'decisions':>9} {'median s':>9} {'p95 s':>8} {'max s':>8} {'playouts/s':>10}")
    for level in LEVELS:
        everyone = [outcome for outcomes in by_pairing.values() for outcome in outcomes]
        times = [t for outcome in everyone for t in outcome.times[level]]
        if times:
            playouts = sum(outcome.playouts.get(level, 0) for outcome in everyone)
            rate = f"{playouts / sum(times):>10.0f}" if playouts and sum(times) else f"{'-':>10}"
            lines.append(
                f"  {level:<8} {len(times):>9} {statistics.median(times):>9.3f} "
                f"{percentile(times, 0.95):>8.3f} {max(times):>8.3f} {rate}"
            )
    return lines


def deals_named(deals: Sequence[int]) -> str:
    """Name sorted deal numbers briefly: runs of consecutive deals as "first–last", separated by commas."""
    runs: list[list[int]] = []
    for deal in deals:
        if runs and deal == runs[-1][-1] + 1:
            runs[-1].append(deal)
        else:
            runs.append([deal])
    return ", ".join(str(run[0]) if len(run) == 1 else f"{run[0]}–{run[-1]}" for run in runs)


def calibrate(contestants: Contestants, players: int, probe: int = 200, positions: int = 12) -> Budget:
    """Measure Hard's iteration cost over positions of random games; return the budget for one second's search."""
    ruleset = contestants.ruleset
    costs = []
    for number, state in enumerate(sample_positions(ruleset, players, seed=1, count=positions)):
        thinker = Thinker(
            ruleset,
            state.view(state.to_move),
            "hard",
            seed=number,
            heuristics=contestants.heuristics,
            budget=Budget(normal=probe // 10, hard=probe),
        )
        started = time.process_time()
        thinker.advance(probe)
        costs.append((time.process_time() - started) / probe)
    hard = _two_figures(CALIBRATION_SECONDS / statistics.median(costs))
    return Budget(normal=max(1, hard // 10), hard=hard)


def _two_figures(value: float) -> int:
    """Round to two significant figures, so a budget reads as what it is: a measurement."""
    unit = 10 ** max(0, int(math.log10(value)) - 1)
    return max(1, round(value / unit) * unit)


def main(arguments: Iterable[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("titles", nargs="*", help="title ids (default: every registered title)")
    parser.add_argument("--players", type=int, nargs="*", help="player counts (default: all the title allows)")
    parser.add_argument("--games", type=int, default=20, help="games per pairing and player count (default 20)")
    parser.add_argument("--first", type=int, default=0, help="number of the first game, to add games to a table")
    parser.add_argument("--jobs", type=int, default=1, help="processes playing games at once (default 1)")
    parser.add_argument("--pairings", nargs="*", help="pairings as first-other, e.g. hard-random (default: all)")
    parser.add_argument("--scale", type=float, default=1.0, help="multiply every search budget, for quick looks")
    parser.add_argument("--calibrate", action="store_true", help="measure a title's BUDGETS (game/<title>/ai) instead")
    options = parser.parse_args(None if arguments is None else list(arguments))
    pairings = tuple(tuple(name.split("-", 1)) for name in options.pairings) if options.pairings else PAIRINGS
    unknown = {player for pairing in pairings for player in pairing} - {*LEVELS, RANDOM}
    if unknown or any(len(pairing) != 2 for pairing in pairings):
        parser.error(f"a pairing is two of {', '.join((*LEVELS, RANDOM))} joined by '-', e.g. hard-random")
    title_ids = options.titles or [ruleset.id for ruleset in TITLES]
    for title_id in title_ids:
        contestants = contestants_for(title_id, options.scale)
        counts = [n for n in contestants.ruleset.player_counts if not options.players or n in options.players]
        if options.calibrate:
            print(f"    {title_id!r}: {{")
            for players in counts:
                budget = calibrate(contestants, players)
                print(f"        {players}: {budget},  # was {contestants.budget_at(players)}")
            print("    },")
            continue
        _, losing_seats = seating_for(title_id)
        games = range(options.first, options.first + options.games)
        for players in counts:
            outcomes = run_pairings(title_id, options.scale, players, games, options.jobs, pairings)
            lines = report(contestants.ruleset.name, players, outcomes, options.scale, losing_seats)
            print("\n".join(lines), flush=True)


if __name__ == "__main__":
    main()
