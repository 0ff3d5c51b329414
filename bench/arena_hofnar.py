"""Hofnar's arena: the measured player is always a jester, never the King, who neither wins nor loses (HN-18).

Usage: ``python -m bench.arena_hofnar [--players N ...] [--games G] [--jobs J] [--scale S] [--pairings a-b ...]``

``bench.arena`` rotates the measured player over every seat, so in a quarter of its 4-player games he would be the
King and could not win. Here each deal has its King at a fixed seat (``king`` option, HN-5's offer), and the deal is
played once with the measured player at every jester seat; the King's decisions (moods, the first jester, ties) are
made by the level of the other players. The fair share is therefore 1 / jesters. Everything else (the players, the
statistics, the decision times, the table) is the arena's own.
"""

from __future__ import annotations

import argparse
import time
from concurrent.futures import ProcessPoolExecutor

from bench.arena import PAIRINGS, RANDOM, Contestants, GameOutcome, contestants_for, decide, report
from game.core import LEVELS

TITLE = "hofnar"


def deal_king_and_seat(game: int, players: int) -> tuple[int, int, int]:
    """Game number ``game`` plays deal ``game // jesters`` with the King at seat ``deal % players`` and the measured
    player at each jester seat in turn: (deal, King's seat, measured player's seat)."""
    deal, turn = divmod(game, players - 1)
    king = deal % players
    jester_seats = [seat for seat in range(players) if seat != king]
    return deal, king, jester_seats[turn]


def play_game(contestants: Contestants, players: int, pairing: tuple[str, str], game: int) -> GameOutcome:
    """Play game number ``game`` of a pairing (see ``deal_king_and_seat``); time every real choice of a level."""
    deal, king, first_seat = deal_king_and_seat(game, players)
    first, other = pairing
    seating = [first if seat == first_seat else other for seat in range(players)]
    state = contestants.ruleset.new_state(players, seed=deal, options={"king": king})
    times: dict[str, list[float]] = {level: [] for level in LEVELS}
    step = 0
    while not state.over:
        seat = state.to_move
        view = state.view(seat)
        started = time.process_time()
        action = decide(contestants, players, view, seating[seat], seed=(game << 20) + step)
        if seating[seat] != RANDOM and len(view.legal_actions) > 1:
            times[seating[seat]].append(time.process_time() - started)
        state.apply(action)
        step += 1
    winners = state.result().winners
    return GameOutcome(1 / len(winners) if first_seat in winners else 0.0, times)


def _play(scale: float, players: int, pairing: tuple[str, str], game: int) -> GameOutcome:
    return play_game(contestants_for(TITLE, scale), players, pairing, game)


def run_pairings(
    scale: float, players: int, games: int, jobs: int, pairings: tuple[tuple[str, str], ...] = PAIRINGS
) -> dict[tuple[str, str], list[GameOutcome]]:
    """Play ``games`` games of every pairing, on ``jobs`` processes."""
    tasks = [(scale, players, pairing, game) for pairing in pairings for game in range(games)]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            outcomes = list(pool.map(_play, *zip(*tasks, strict=True), chunksize=1))
    else:
        outcomes = [_play(*task) for task in tasks]
    by_pairing: dict[tuple[str, str], list[GameOutcome]] = {pairing: [] for pairing in pairings}
    for task, outcome in zip(tasks, outcomes, strict=True):
        by_pairing[task[2]].append(outcome)
    return by_pairing


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, nargs="*", default=[4], help="player counts (default 4)")
    parser.add_argument("--games", type=int, default=30, help="games per pairing, a multiple of the jesters")
    parser.add_argument("--jobs", type=int, default=1, help="processes playing games at once (default 1)")
    parser.add_argument("--scale", type=float, default=1.0, help="multiply every search budget, for quick looks")
    parser.add_argument("--pairings", nargs="*", help="pairings as first-other, e.g. hard-random (default: all)")
    options = parser.parse_args()
    pairings = PAIRINGS
    if options.pairings:
        pairings = tuple(tuple(name.split("-", 1)) for name in options.pairings)
    for players in options.players:
        by_pairing = run_pairings(options.scale, players, options.games, options.jobs, pairings)
        lines = report("Hofnar", players, by_pairing, options.scale)
        lines[0] = lines[0].replace(f"fair share {100 / players:.1f}%", f"fair share {100 / (players - 1):.1f}%")
        lines[0] += "; the measured player is always a jester"
        print("\n".join(lines), flush=True)


if __name__ == "__main__":
    main()
