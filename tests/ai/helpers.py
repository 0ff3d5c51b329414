"""Checks of the AI that hold for any title: each takes a ruleset, so a new title is one more parameter.

The toy title brings its heuristics from ``tests/ai/toy_heuristics.py``; registered titles bring their own from
their records (``game.title.Title``). Budgets here are tiny: the checks prove behaviour, not strength, and stay fast.
"""

from __future__ import annotations

import dataclasses
import json

from game.ai import Budget, Heuristics, Thinker, choose_action
from game.ai.policy import Policy
from game.core import LEVELS, Action, Rng, Ruleset, State, View, to_json
from game.titles import TITLES
from tests.ai.toy_heuristics import HIGH_CARD_AI
from tests.toy_title import HIGH_CARD

RULESETS = [HIGH_CARD, *TITLES]
CASES = [(ruleset, players) for ruleset in RULESETS for players in ruleset.player_counts]
CASE_IDS = [f"{ruleset.id}-{players}p" for ruleset, players in CASES]
TEST_BUDGET = Budget(normal=6, hard=12)


KING_APART = {"hofnar": "king"}
"""Title id → the option that seats a player who can never win (Hofnar's King, HN-18), kept apart from the measured
player in the matches below."""


@dataclasses.dataclass(frozen=True)
class Contestants:
    """A ruleset, the heuristics its AI searches with (None: the title's registered ones) and a budget."""

    ruleset: Ruleset
    heuristics: Heuristics | None
    budget: Budget


def contestants(ruleset: Ruleset, budget: Budget = TEST_BUDGET) -> Contestants:
    """The ruleset with its heuristics (the toy title's from ``toy_heuristics``), searching ``budget`` iterations."""
    return Contestants(ruleset, HIGH_CARD_AI if ruleset is HIGH_CARD else None, budget)


def decide(kit: Contestants, view: View, level: str, seed: int) -> Action:
    return choose_action(kit.ruleset, view, level, seed, heuristics=kit.heuristics, budget=kit.budget)


def thinker(kit: Contestants, view: View, level: str, seed: int) -> Thinker:
    return Thinker(kit.ruleset, view, level, seed, heuristics=kit.heuristics, budget=kit.budget)


def positions(ruleset: Ruleset, players: int, count: int = 3, seed: int = 11) -> list[State]:
    """Positions of random games where the seat to move has a choice, spread over the game (or games) they fill."""
    rng = Rng(seed)
    choices: list[State] = []
    for game in range(seed, seed + 50):
        if len(choices) >= count:
            break
        state = ruleset.new_state(players, seed=game)
        while not state.over:
            if len(state.legal_actions()) > 1:
                choices.append(state.clone())
            state.apply(state.random_action(rng))
    found = choices[:: max(1, len(choices) // count)][:count]
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
    """Hard's mean share of the victory against Random at every other seat, each deal played from every seat that
    can win; every decision's seed is the game's number and the step (Random picks by it too)."""
    kit = contestants(ruleset, budget)
    games = list(seatings(ruleset, players, deals))
    won = 0.0
    for game, (deal, options, first_seat) in enumerate(games):
        state = ruleset.new_state(players, seed=deal, options=options)
        step = 0
        while not state.over:
            view, seed = state.view(state.to_move), (game << 20) + step
            mine = state.to_move == first_seat
            state.apply(decide(kit, view, "hard", seed) if mine else Rng(seed).choice(view.legal_actions))
            step += 1
        winners = state.result().winners
        won += 1 / len(winners) if first_seat in winners else 0.0
    return won / len(games)


def mixed_positions(ruleset: Ruleset, players: int, policy: Policy, games: int, seed: int = 0, options=None):
    """Every position of games where ``policy`` and random play take turns at random, so positions vary widely."""
    rng = Rng(seed)
    for game in range(games):
        state = ruleset.new_state(players, seed=seed + game, options=options)
        while not state.over:
            yield state
            state.apply(policy(state, rng) if rng.below(2) else state.random_action(rng))


def seatings(ruleset: Ruleset, players: int, deals: int):
    """(deal, options, the measured seat) for each game: every deal played with the measured player at every seat
    that can win in turn (a Hofnar deal seats its King at a seat of its own, ``deal % players``)."""
    option = KING_APART.get(ruleset.id)
    for deal in range(deals):
        if option is None:
            yield from ((deal, {}, seat) for seat in range(players))
        else:
            apart = deal % players
            yield from ((deal, {option: apart}, seat) for seat in range(players) if seat != apart)


def policy_share_against_random(ruleset: Ruleset, policy: Policy, players: int, deals: int) -> float:
    """``policy``'s mean share of the victory against random play, each deal played with it at every seat that can
    win."""
    games = list(seatings(ruleset, players, deals))
    won = 0.0
    for game, (deal, options, first_seat) in enumerate(games):
        state = ruleset.new_state(players, seed=deal, options=options)
        rng = Rng(game)
        while not state.over:
            mine = state.to_move == first_seat
            state.apply(policy(state, rng) if mine else state.random_action(rng))
        winners = state.result().winners
        won += 1 / len(winners) if first_seat in winners else 0.0
    return won / len(games)
