"""How often Hof-Verrat's worlds hold the others' true missions: the registered inference measured offline.

Usage: ``python -m lab.mission_reading [--players N] [--games G] [--first F] [--worlds W] [--random-percent R]``.

Games are played by the heuristic with ``R`` per cent random moves at every seat (25, Easy's share, by default; 0 for
players who always follow the heuristic). After every twelfth placement one seat, in turn, samples ``W`` worlds from
its view as Hard does (``determinize``, then the title's ``infer``); the table gives how often a world hands an unseen
seat its true light and its true dark mission, next to the uniform draw of ``determinize`` alone. ``lab.clairvoyant
hofverrat --reveal missions`` gives what a world always right would be worth to Hard; this tool says how far the
inference is from that, in seconds instead of hours of arena games.
"""

from __future__ import annotations

import argparse
import dataclasses

from game.ai import heuristics_for
from game.ai.policy import mixed_policy
from game.core import Rng
from game.hofverrat.state import HofVerratState
from game.hofverrat.view import HofVerratView
from game.titles import TITLES

PLACEMENTS_BETWEEN_LOOKS = 12
"""Placements between two positions of a game that are read: one round of four players' turns."""


@dataclasses.dataclass
class Reading:
    """Worlds that held an unseen seat's true light and dark mission, out of ``draws`` for each."""

    light: int = 0
    dark: int = 0
    draws: int = 0

    def add(self, other: Reading) -> None:
        self.light += other.light
        self.dark += other.dark
        self.draws += other.draws


def read_position(
    view: HofVerratView, truth: tuple[tuple[str, str], ...], worlds: int, seed: int, infer: bool
) -> Reading:
    """How many of ``worlds`` worlds sampled from ``view`` (with the inference when ``infer``) hold the true
    missions of the seats ``view`` cannot see."""
    ruleset = TITLES.get("hofverrat")
    heuristics = heuristics_for("hofverrat")
    rng = Rng(seed)
    unseen = [seat for seat, missions in enumerate(view.missions) if missions is None]
    reading = Reading()
    for _ in range(worlds):
        world = ruleset.determinize(view, rng)
        if infer and heuristics.infer is not None:
            heuristics.infer(world, view, rng)
        assert isinstance(world, HofVerratState)
        for seat in unseen:
            light, dark = world.missions[seat]
            reading.light += light == truth[seat][0]
            reading.dark += dark == truth[seat][1]
            reading.draws += 1
    return reading


def read_game(game: int, players: int, worlds: int, random_percent: int) -> tuple[Reading, Reading]:
    """(the inference's reading, the uniform draw's) over the looked-at positions of game ``game``."""
    ruleset = TITLES.get("hofverrat")
    policy = mixed_policy(heuristics_for("hofverrat").policy, random_percent)
    state = ruleset.new_state(players, seed=game)
    assert isinstance(state, HofVerratState)
    rng = Rng(game)
    inferred, uniform = Reading(), Reading()
    placements = 0
    while not state.over:
        state.apply(policy(state, rng))
        placements += 1
        if placements % PLACEMENTS_BETWEEN_LOOKS == 0 and not state.over:
            view = state.view((game + placements // PLACEMENTS_BETWEEN_LOOKS) % players)
            seed = (game << 16) + placements
            inferred.add(read_position(view, state.missions, worlds, seed, infer=True))
            uniform.add(read_position(view, state.missions, worlds, seed, infer=False))
    return inferred, uniform


def main(arguments: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--worlds", type=int, default=20)
    parser.add_argument("--random-percent", type=int, default=25)
    options = parser.parse_args(arguments)
    inferred, uniform = Reading(), Reading()
    for game in range(options.first, options.first + options.games):
        mine, theirs = read_game(game, options.players, options.worlds, options.random_percent)
        inferred.add(mine)
        uniform.add(theirs)
    print(
        f"Hof-Verrat, {options.players} players, games {options.first}–{options.first + options.games - 1} played "
        f"with {options.random_percent}% random moves; {inferred.draws} (seat, world) draws"
    )
    print(f"  {'worlds':<28} {'true light':>10} {'true dark':>10}")
    for name, reading in (("inferred (as Hard samples)", inferred), ("uniform (determinize)", uniform)):
        draws = max(1, reading.draws)
        print(f"  {name:<28} {100 * reading.light / draws:>9.1f}% {100 * reading.dark / draws:>9.1f}%")


if __name__ == "__main__":
    main()
