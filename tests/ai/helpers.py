"""Checks of the AI that hold for any title: each takes a ruleset, so a new title is one more parameter.

The toy title brings its heuristics from ``tests/ai/toy_heuristics.py``; registered titles bring their own from
their records (``game.title.Title``). Budgets here are tiny: the checks prove behaviour, not strength, and stay fast.
"""

from __future__ import annotations

import dataclasses
import json

from bench.arena import Contestants, contestants_for, play_game, sample_positions, seating_for
from game.ai import Budget, Thinker, choose_action
from game.ai.policy import Policy
from game.core import LEVELS, Action, Rng, Ruleset, State, View, to_json
from game.titles import TITLES
from tests.toy_title import HIGH_CARD

RULESETS = [HIGH_CARD, *TITLES]
CASES = [(ruleset, players) for ruleset in RULESETS for players in ruleset.player_counts]
CASE_IDS = [f"{ruleset.id}-{players}p" for ruleset, players in CASES]
TEST_BUDGET = Budget(normal=6, hard=12)


def contestants(ruleset: Ruleset, budget: Budget = TEST_BUDGET) -> Contestants:
    """The ruleset with its heuristics, searching only ``budget`` iterations."""
    return dataclasses.replace(contestants_for(ruleset.id), budget=budget)


def decide(kit: Contestants, view: View, level: str, seed: int) -> Action:
    return choose_action(kit.ruleset, view, level, seed, heuristics=kit.heuristics, budget=kit.budget)


def thinker(kit: Contestants, view: View, level: str, seed: int) -> Thinker:
    return Thinker(kit.ruleset, view, level, seed, heuristics=kit.heuristics, budget=kit.budget)


def positions(ruleset: Ruleset, players: int, count: int = 3, seed: int = 11) -> list[State]:
    """Positions of random games where the seat to move has a choice."""
    found = sample_positions(ruleset, players, seed, count)
    assert found, f"{ruleset.id}: no position with a choice in random games"
    return found


def check_levels_choose_legal_actions(ruleset: Ruleset, players: int) -> None:
    """Every level answers with one of the legal actions, and the true state accepts it."""
    kit = contestants(ruleset)
    for number, state in enumerate(positions(ruleset, players)):
        view = state.view(state.to_move)
        for level in LEVELS:
            action = decide(kit, view, level, seed=number)
            assert action in state.legal_actions(), f"{ruleset.id}: {level} chose the illegal {action}"
            state.clone().apply(action)


def hidden_twin(ruleset: Ruleset, state: State, seat: int) -> State | None:
    """Another true state that ``seat`` cannot tell from ``state``: same view, different hidden facts."""
    view = to_json(state.view(seat))
    truth = json.dumps(state.snapshot(), sort_keys=True)
    for seed in range(8):
        twin = ruleset.determinize(state.view(seat), Rng(seed))
        if json.dumps(twin.snapshot(), sort_keys=True) != truth:
            assert to_json(twin.view(seat)) == view, f"{ruleset.id}: a twin state shows another view"
            return twin
    return None


def check_cannot_cheat(ruleset: Ruleset, players: int) -> int:
    """Two true states with the same view for the seat to move get the same action at every level and seed.

    Returns how many positions had a twin with other hidden facts, so the caller can insist that some did.
    """
    kit = contestants(ruleset)
    compared = 0
    for number, state in enumerate(positions(ruleset, players)):
        seat = state.to_move
        twin = hidden_twin(ruleset, state, seat)
        if twin is None:
            continue
        compared += 1
        for level in LEVELS:
            for seed in (number, number + 100):
                mine, theirs = (decide(kit, world.view(seat), level, seed) for world in (state, twin))
                assert mine == theirs, f"{ruleset.id}: {level} decides differently on hidden facts it cannot know"
    return compared


def check_same_seed_same_action(ruleset: Ruleset, players: int) -> None:
    """Same view and seed, same action; thinking in slices, and peeking meanwhile, gives the one run's answer."""
    kit = contestants(ruleset)
    for number, state in enumerate(positions(ruleset, players)):
        view = state.view(state.to_move)
        for level in LEVELS:
            whole = decide(kit, view, level, seed=number)
            assert decide(kit, view, level, seed=number) == whole, f"{ruleset.id}: {level} is not repeatable"
            sliced = thinker(kit, view, level, seed=number)
            size = 1
            while not sliced.done:
                sliced.advance(size)
                sliced.best_action()
                size += 1
            assert sliced.best_action() == whole, f"{ruleset.id}: {level} in slices chose another action"


def hard_share_against_random(ruleset: Ruleset, players: int, deals: int, budget: Budget) -> float:
    """Hard's mean share of the victory against Random at every other seat, each deal played from every seat."""
    kit = contestants(ruleset, budget)
    games = range(deals * players)
    return sum(play_game(kit, players, ("hard", "random"), game).share for game in games) / len(games)


def mixed_positions(ruleset: Ruleset, players: int, policy: Policy, games: int, seed: int = 0, options=None):
    """Every position of games where ``policy`` and random play take turns at random, so positions vary widely."""
    rng = Rng(seed)
    for game in range(games):
        state = ruleset.new_state(players, seed=seed + game, options=options)
        while not state.over:
            yield state
            state.apply(policy(state, rng) if rng.below(2) else state.random_action(rng))


def policy_share_against_random(ruleset: Ruleset, policy: Policy, players: int, deals: int) -> float:
    """``policy``'s mean share of the victory against random play, each deal played with it at every seat that can
    win (seated as in ``bench.arena``: Hofnar's King apart)."""
    seat_game, losing_seats = seating_for(ruleset.id)
    games = range(deals * (players - losing_seats))
    won = 0.0
    for game in games:
        seating = seat_game(game, players)
        state = ruleset.new_state(players, seed=seating.deal, options=seating.options)
        rng = Rng(game)
        while not state.over:
            mine = state.to_move == seating.first_seat
            state.apply(policy(state, rng) if mine else state.random_action(rng))
        winners = state.result().winners
        won += 1 / len(winners) if seating.first_seat in winners else 0.0
    return won / len(games)
