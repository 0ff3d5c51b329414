"""Searches judged decision by decision: what each one's choices are worth in the true game, against its real opponents.

Usage: ``python -m lab.decisions TITLE [--variant NAME ...] [--against easy|normal] [--players N] [--games G]
[--first F] [--every K] [--rollouts R] [--jobs J]``.

Whole games tell two searches apart slowly: two Hards that choose otherwise in a third of their decisions part in 40
of 96 games, and the luck of those games hides a gain of two points until some 2,000 games are played. This tool asks
less of luck. It plays arena games with the measured seat on its pure heuristic, and at every ``every``-th of that
seat's decisions it lets every variant choose from the seat's view (with the same seed, so they share their worlds).
Each choice is then valued in the true game: ``rollouts`` playouts to the end from the true state after it, the
measured seat on its heuristic and the others as the opponents play (Easy: the heuristic, and a random legal action a
quarter of the time; Normal: the heuristic its short search seldom leaves, straying a tenth of the time, since the
heuristic alone is one game however often it is played out). Every choice of one decision is played out on the same
rollout seeds, so their differences keep little of the dice.

A position's value of a choice is its rollouts' mean share of the victory, so a variant's score is what its choices win
on average over the positions, and "delta" is its paired difference from the registered Hard's, in points of win share
per decision, with its standard error. The true state is drawn from the same games as the view, so a search that does
better here chooses better against these opponents, up to the rest of the game being played by the heuristic. A
variant "clairvoyant" (Hard whose worlds hold the true hidden facts, as ``lab.clairvoyant`` builds them) shows how
much a perfect reading would gain at the same scale.
"""

from __future__ import annotations

import argparse
import dataclasses
import math
import statistics
from collections.abc import Sequence

from bench.arena import contestants_for, play_game
from game.ai import Heuristics, Thinker, budget_for, heuristics_for
from game.ai.policy import Policy
from game.ai.thinker import EASY_RANDOM_PERCENT
from game.core import Action, Rng, State, View
from game.hofverrat.missions import DARK_MISSIONS, LIGHT_MISSIONS
from game.hofverrat.state import HofVerratState
from lab.clairvoyant import REVEALS, Clairvoyant
from lab.paired import VARIANTS, replay_all

HEURISTIC = "heuristic"
"""The measured seat's pure heuristic: the baseline every game of positions is played with."""
CLAIRVOYANT = "clairvoyant"
"""Hard whose worlds hold every hidden fact the title can reveal (a diagnostic that cheats)."""
READERS = {f"reader-{percent}": percent for percent in (30, 60)}
"""Hof-Verrat's Hard whose worlds, after its inference, hold each of the others' missions at its true value this often,
in percent (the others as drawn): how much a sharper but unsure reading of the missions could gain (a diagnostic that
cheats)."""
OPPONENT_STRAY = {"easy": EASY_RANDOM_PERCENT, "normal": 10}
"""How often, in percent, the opponents play a random legal action in the rollouts."""


@dataclasses.dataclass
class Position:
    """One decision of the measured seat: the values of the choices the variants made there, by variant."""

    game: int
    step: int
    values: dict[str, float]


def choose(title_id: str, players: int, variant: str, view: View, seed: int, truth: State) -> Action:
    """What ``variant`` chooses at ``view`` with ``seed``; the clairvoyant reads ``truth``."""
    contestants = contestants_for(title_id)
    ruleset = contestants.ruleset
    if variant == HEURISTIC:
        return Thinker(ruleset, view, "easy", seed).heuristic_choice()
    heuristics = heuristics_for(title_id)
    reveals = list(REVEALS.get(title_id, {}).values())
    if variant == CLAIRVOYANT:
        seer = Clairvoyant(ruleset, lambda: truth, reveals)
        thinker = Thinker(seer, view, "hard", seed, heuristics=dataclasses.replace(heuristics, infer=None))  # type: ignore[arg-type]
    elif variant in READERS:
        thinker = Thinker(ruleset, view, "hard", seed, heuristics=reading(heuristics, truth, READERS[variant]))
    else:
        heuristics, budget = VARIANTS[variant](heuristics_for(title_id), budget_for(title_id, players))
        thinker = Thinker(ruleset, view, "hard", seed, heuristics=heuristics, budget=budget)
    thinker.advance(thinker.budget)
    return thinker.best_action()


def reading(heuristics: Heuristics, truth: State, percent: int) -> Heuristics:
    """Hof-Verrat's ``heuristics`` whose inference is followed, for each mission another seat holds, by the true one in
    ``percent`` of the draws; the seat that held it in the world gets the one it replaces, so the deal stays whole."""
    assert isinstance(truth, HofVerratState)
    infer = heuristics.infer

    def infer_then_read(world: State, view: View, rng: Rng) -> None:
        assert isinstance(world, HofVerratState)
        if infer is not None:
            infer(world, view, rng)
        dealt = [list(missions) for missions in world.missions]
        for seat, missions in enumerate(view.missions):
            if missions is not None:
                continue
            for kind in (0, 1):
                true = truth.missions[seat][kind]
                if rng.below(100) >= percent or dealt[seat][kind] == true:
                    continue
                for other in range(len(dealt)):
                    if dealt[other][kind] == true:
                        dealt[other][kind] = dealt[seat][kind]
                dealt[seat][kind] = true
        world.missions = tuple((light, dark) for light, dark in dealt)
        held = {mission for missions in dealt for mission in missions}
        world.unused_missions = tuple(mission for mission in (*LIGHT_MISSIONS, *DARK_MISSIONS) if mission not in held)

    return dataclasses.replace(heuristics, infer=infer_then_read)


def rollout_value(
    truth: State, action: Action, seat: int, stray: int, rollouts: int, seed: int, policy: Policy
) -> float:
    """The mean share of the victory ``seat`` wins after ``action`` in the true game, over ``rollouts`` playouts:
    everyone on ``policy``, the others straying ``stray`` per cent of the time. Rollout r uses the same seed for
    every action, so two actions' values differ by their consequences more than by the dice."""
    total = 0.0
    for rollout in range(rollouts):
        rng = Rng((seed << 12) + rollout)
        state = truth.clone()
        state.apply(action)
        while not state.over:
            legal = state.legal_actions()
            if len(legal) == 1:
                state.apply(legal[0])
            elif state.to_move != seat and rng.below(100) < stray:
                state.apply(rng.choice(legal))
            else:
                state.apply(policy(state, rng))
        winners = state.result().winners
        total += 1 / len(winners) if seat in winners else 0.0
    return total / rollouts


def judge_game(task: tuple[str, int, str, int, int, int, tuple[str, ...]]) -> list[Position]:
    """Play game ``game`` with the measured seat on its heuristic and judge the variants at every ``every``-th of its
    decisions (see the module)."""
    title_id, players, against, game, every, rollouts, variants = task
    contestants = contestants_for(title_id)
    policy = heuristics_for(title_id).policy
    live: list[State] = []
    positions: list[Position] = []
    decisions = 0

    def measured(view: View, seed: int) -> tuple[Action, int]:
        nonlocal decisions
        heuristic = choose(title_id, players, HEURISTIC, view, seed, live[0])
        if len(view.legal_actions) == 1:
            return heuristic, 0
        decisions += 1
        if (decisions + game) % every:
            return heuristic, 0
        truth = live[0].clone()
        chosen = {variant: choose(title_id, players, variant, view, seed, truth) for variant in variants}
        chosen[HEURISTIC] = heuristic
        value_of = {
            action: rollout_value(truth, action, view.seat, OPPONENT_STRAY[against], rollouts, seed, policy)
            for action in dict.fromkeys(chosen.values())
        }
        positions.append(
            Position(game, seed & 0xFFFFF, {variant: value_of[action] for variant, action in chosen.items()})
        )
        return heuristic, 0

    play_game(contestants, players, ("hard", against), game, first_decides=measured, on_deal=live.append)
    return positions


def paired_delta(values: Sequence[float], baseline: Sequence[float]) -> tuple[float, float, int]:
    """The mean of ``values`` minus ``baseline`` in points, its standard error, and how many positions parted."""
    differences = [mine - theirs for mine, theirs in zip(values, baseline, strict=True)]
    error = statistics.stdev(differences) / math.sqrt(len(differences)) if len(differences) > 1 else 0.0
    return 100 * statistics.fmean(differences), 100 * error, sum(1 for difference in differences if difference)


def main(arguments: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("title", help="title id")
    parser.add_argument("--variant", nargs="*", default=["hard"], choices=sorted([*VARIANTS, CLAIRVOYANT, *READERS]))
    parser.add_argument("--against", default="easy", choices=sorted(OPPONENT_STRAY))
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=12)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--every", type=int, default=3, help="judge every k-th decision of the measured seat")
    parser.add_argument("--rollouts", type=int, default=200)
    parser.add_argument("--jobs", type=int, default=1)
    options = parser.parse_args(arguments)
    variants = tuple(dict.fromkeys(["hard", *options.variant]))
    games = range(options.first, options.first + options.games)
    tasks = [
        (options.title, options.players, options.against, game, options.every, options.rollouts, variants)
        for game in games
    ]
    judged = replay_all(judge_game, tasks, options.jobs, lambda task, found: _tell(task[3], found))
    positions = [position for found in judged for position in found]
    print(
        f"{options.title}, {options.players} players, against {options.against}: games {games.start}–"
        f"{games.stop - 1}, {len(positions)} decisions, {options.rollouts} rollouts each"
    )
    print(f"  {'variant':<14} {'value':>7} {'vs hard':>8} {'± SE':>6} {'parted':>7} {'vs heur.':>9} {'± SE':>6}")
    hard = [position.values["hard"] for position in positions]
    heuristic = [position.values[HEURISTIC] for position in positions]
    for variant in (HEURISTIC, *variants):
        values = [position.values[variant] for position in positions]
        versus_hard, hard_error, parted = paired_delta(values, hard)
        versus_heuristic, heuristic_error, _ = paired_delta(values, heuristic)
        print(
            f"  {variant:<14} {100 * statistics.fmean(values):>6.2f}% {versus_hard:>+8.3f} {hard_error:>6.3f} "
            f"{parted:>7} {versus_heuristic:>+9.3f} {heuristic_error:>6.3f}"
        )


def _tell(game: int, found: list[Position]) -> str:
    values = "; ".join(
        " ".join(f"{variant}={value:.4f}" for variant, value in position.values.items()) for position in found
    )
    return f"game {game}: {values}"


if __name__ == "__main__":
    main()
