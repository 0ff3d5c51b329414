"""What reading a hidden fact could be worth to Hard: arena games replayed with Hard's worlds holding the truth.

Usage: ``python -m lab.clairvoyant TITLE --reveal FACT [FACT ...] [--against easy|normal] [--players N]
[--games G] [--first F] [--jobs J]``.

Every game is played as the arena plays it (``bench.arena``: the same deal, seat and seeds), once with the registered
Hard in the measured seat and once with a clairvoyant Hard: every world it samples has the named facts copied from
the true game, and the title's inference, which only guesses at them, is left out. Everything else is the registered
search. The paired difference bounds what any inference of those facts can gain, so it says where weighing worlds is
worth the work before anyone builds it. The clairvoyant Hard cheats: it is a diagnostic, never a player, and it lives
here, outside ``game/``, where the fair AI cannot reach it.
"""

from __future__ import annotations

import argparse
import dataclasses
from collections.abc import Callable, Sequence

from bench.arena import contestants_for, play_game, seating_for
from game.ai import Thinker, heuristics_for
from game.core import Action, Rng, Ruleset, State, View
from game.hofnar.cards import CARD_IDS
from game.hofnar.state import HofnarState
from game.hofverrat.state import HofVerratState
from lab.paired import add_replay_options, delta_cells, replay_all, share_cells

Reveal = Callable[[State, State, int], None]
"""Copy one kind of hidden fact from the true game (second) into a world sampled for a seat (third), in place."""


def hofnar_hands(world: State, truth: State, seat: int) -> None:
    """Hofnar: the other jesters' hands and the cards chosen face down for a final round; the stock keeps the rest."""
    assert isinstance(world, HofnarState) and isinstance(truth, HofnarState)
    for other, hand in enumerate(truth.hands):
        if other != seat:
            world.hands[other] = list(hand)
    world.table = list(truth.table)
    placed = {card for hand in world.hands for card in hand} | {card for _, card in world.table} | set(world.discard)
    world.stock = [card for card in CARD_IDS if card not in placed]


def hofnar_mood(world: State, truth: State, seat: int) -> None:
    """Hofnar: the King's face-down mood, his unused mood cards and the moods discarded face down."""
    assert isinstance(world, HofnarState) and isinstance(truth, HofnarState)
    world.mood = truth.mood
    world.moods = list(truth.moods)
    world.mood_discard_face_down = list(truth.mood_discard_face_down)


def hofverrat_missions(world: State, truth: State, seat: int) -> None:
    """Hof-Verrat: every seat's missions and the ones nobody holds (HV-7)."""
    assert isinstance(world, HofVerratState) and isinstance(truth, HofVerratState)
    world.missions = truth.missions
    world.unused_missions = truth.unused_missions


REVEALS: dict[str, dict[str, Reveal]] = {
    "hofnar": {"hands": hofnar_hands, "mood": hofnar_mood},
    "hofverrat": {"missions": hofverrat_missions},
}
"""Title id → the hidden facts this diagnostic can reveal, by name."""


class Clairvoyant:
    """A title's ruleset for one searching seat whose every sampled world is corrected by ``reveals`` from the true
    game, read through ``truth`` when the world is sampled. Only ``id`` and ``determinize`` are ever asked of it."""

    def __init__(self, ruleset: Ruleset, truth: Callable[[], State], reveals: Sequence[Reveal]) -> None:
        self.id = ruleset.id
        self._ruleset = ruleset
        self._truth = truth
        self._reveals = reveals

    def determinize(self, view: View, rng: Rng) -> State:
        """A world sampled from ``view`` as the title samples it, then the revealed facts made true."""
        world = self._ruleset.determinize(view, rng)
        for reveal in self._reveals:
            reveal(world, self._truth(), view.seat)
        return world


def replay(title_id: str, players: int, against: str, game: int, facts: tuple[str, ...]) -> float:
    """The measured player's share of arena game ``game`` of "hard vs ``against``": the registered Hard without
    ``facts``, else a Hard whose worlds hold those facts from the true game."""
    contestants = contestants_for(title_id)
    if not facts:
        return play_game(contestants, players, ("hard", against), game).share
    ruleset = contestants.ruleset
    live: list[State] = []
    seer = Clairvoyant(ruleset, lambda: live[0], [REVEALS[title_id][fact] for fact in facts])
    heuristics = dataclasses.replace(heuristics_for(title_id), infer=None)

    def measured(view: View, seed: int) -> tuple[Action, int]:
        thinker = Thinker(seer, view, "hard", seed, heuristics=heuristics)  # type: ignore[arg-type]
        thinker.advance(thinker.budget)
        return thinker.best_action(), thinker.iterations

    return play_game(contestants, players, ("hard", against), game, first_decides=measured, on_deal=live.append).share


def _replay(task: tuple[str, int, str, int, tuple[str, ...]]) -> float:
    return replay(*task)


def tell_share(task: tuple[str, int, str, int, tuple[str, ...]], share: float) -> str:
    """What one game gave the measured player, for the progress log."""
    _, _, _, game, seen = task
    return f"{'+'.join(seen) or 'hard'} game {game}, share {share:g}"


def main(arguments: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("title", choices=sorted(REVEALS), help="title id")
    parser.add_argument("--reveal", nargs="+", required=True, help="the hidden facts Hard's worlds get right")
    add_replay_options(parser)
    options = parser.parse_args(arguments)
    unknown = sorted(set(options.reveal) - set(REVEALS[options.title]))
    if unknown:
        parser.error(f"{options.title} can reveal {', '.join(sorted(REVEALS[options.title]))}, not {unknown[0]}")
    facts = tuple(options.reveal)
    games = range(options.first, options.first + options.games)
    tasks = [(options.title, options.players, options.against, game, seen) for seen in ((), facts) for game in games]
    shares = replay_all(_replay, tasks, options.jobs, tell_share)
    fair, clairvoyant = shares[: len(games)], shares[len(games) :]
    _, losing = seating_for(options.title)
    print(
        f"{options.title}, {options.players} players, Hard against {options.against}: games {games.start}–"
        f"{games.stop - 1} ({len(games)}); fair share {100 / (options.players - losing):.1f}%"
    )
    print(f"  {'Hard':<24} {'win share':>9}  {'95% CI':<10} {'delta':>7} {'± SE':>5}")
    print(share_cells("registered", fair, 24))
    print(share_cells(f"seeing {'+'.join(facts)}", clairvoyant, 24) + delta_cells(clairvoyant, fair))


if __name__ == "__main__":
    main()
