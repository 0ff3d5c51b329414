"""Flat Monte Carlo over the root's actions with sequential halving on common worlds: the search of titles whose
heuristic plays better than a shared tree's guesses about the others.

Each round samples worlds from the view (``ruleset.determinize``, then the title's ``infer``) and plays every action
still in the running once on each of them, each followed by the policy's playout. The worse half of the actions then
drops out (Karnin, Koren & Somekh 2013), so the budget goes to the close calls. Because every surviving action is
played on the same worlds, the luck of a world cancels out of their differences: a few dozen worlds tell two moves
apart that a tree's independent playouts would need hundreds for. The others move only in the playouts, as the policy
would, never as if they saw the sampled world.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from game.ai.policy import Heuristics
from game.ai.search import playout, require_decision
from game.core import Action, Rng, Ruleset, State, View


class SequentialHalving:
    """An anytime search over the root's actions for the seat to move in ``view``, planned for ``budget`` playouts.

    ``advance`` plays the next playouts of the plan, ``ranking`` and ``best`` answer at any time. The plan, the worlds
    and the playouts depend only on the view, the Rng and the budget, so the answer does not depend on the slicing.
    The favourite (the heuristic's own choice) is played first and never halved away, and it wins a tie: the answer is
    the surviving action of the best mean, unless it beats the favourite by less than ``conviction`` standard errors
    of their paired difference (for titles of much luck, where a lucky run of worlds would trade a sound move away).
    ``candidates`` are the legal actions to weigh (default: all of them).
    """

    def __init__(
        self,
        ruleset: Ruleset,
        view: View,
        rng: Rng,
        heuristics: Heuristics,
        budget: int,
        favourite: Action | None = None,
        conviction: float = 0.0,
        candidates: Sequence[Action] | None = None,
    ) -> None:
        require_decision(view)
        self._ruleset = ruleset
        self._view = view
        self._rng = rng
        self._heuristics = heuristics
        self._favourite = favourite
        self._conviction = conviction
        legal = list(view.legal_actions if candidates is None else candidates)
        if favourite in legal:
            legal.remove(favourite)
            legal.insert(0, favourite)
        self._running: list[Action] = legal[: max(1, min(len(legal), budget))]
        self._rewards: dict[Action, list[float]] = {action: [] for action in self._running}
        self._budget = budget
        self._rounds_left = max(1, math.ceil(math.log2(len(self._running))))
        self._round_playouts = 0
        self._played_before_round = 0
        self._plan_round()
        self._world: State | None = None
        self._next = 0
        self.iterations = 0

    def advance(self, iterations: int) -> None:
        """Play ``iterations`` more playouts of the plan (fewer once the budget is spent)."""
        for _ in range(max(0, min(iterations, self._budget - self.iterations))):
            self._play_next()
            self.iterations += 1

    def ranking(self) -> list[tuple[Action, int, float]]:
        """The actions played so far with their playouts and mean reward: the ones still running first, the better
        mean first."""
        played = [
            (action, len(scores), sum(scores) / len(scores)) for action, scores in self._rewards.items() if scores
        ]
        running = set(self._running)
        return sorted(played, key=lambda entry: (entry[0] not in running, -entry[2]))

    def best(self) -> Action:
        """The running action of the best mean so far; the favourite when it ties or is not clearly beaten."""
        ranking = self.ranking()
        if not ranking:
            return self._running[0]
        best, _, mean = ranking[0]
        favourite = [entry for entry in ranking if entry[0] == self._favourite and entry[2] == mean]
        if favourite:
            return favourite[0][0]
        if self._conviction and self._favourite in self._running and not self._clearly_better(best):
            return self._favourite
        return best

    def _clearly_better(self, action: Action) -> bool:
        """True when ``action`` beats the favourite by ``conviction`` standard errors of their paired difference."""
        # Both ran in every round, so they share their worlds (all but one a slice may have left half played).
        mine, theirs = self._rewards[action], self._rewards[self._favourite]
        differences = [mine[world] - theirs[world] for world in range(min(len(mine), len(theirs)))]
        if len(differences) < 2:
            return False
        mean = sum(differences) / len(differences)
        spread = math.sqrt(sum((difference - mean) ** 2 for difference in differences) / (len(differences) - 1))
        return mean > self._conviction * spread / math.sqrt(len(differences))

    def _plan_round(self) -> None:
        """Share what is left of the budget evenly among the rounds to come."""
        self._round_playouts = (self._budget - sum(map(len, self._rewards.values()))) // self._rounds_left

    def _play_next(self) -> None:
        if self._next == 0:
            if self._rounds_left > 1 and self._round_full():
                self._halve()
            self._world = self._sample()
        assert self._world is not None
        action = self._running[self._next]
        world = self._world.clone()
        world.apply(action)
        self._rewards[action].append(playout(world, self._heuristics, self._rng)[self._view.seat])
        self._next = (self._next + 1) % len(self._running)

    def _round_full(self) -> bool:
        """True when a new world would take this round past its share of the budget."""
        played = len(self._rewards[self._running[0]])
        worlds = max(1, self._round_playouts // len(self._running))
        return played >= self._played_before_round + worlds

    def _halve(self) -> None:
        """Keep the better half of the running actions (the favourite always), then plan the next round."""
        keep = math.ceil(len(self._running) / 2)
        means = {action: sum(self._rewards[action]) / len(self._rewards[action]) for action in self._running}
        order = sorted(self._running, key=lambda action: -means[action])
        kept = order[:keep]
        if self._favourite in self._running and self._favourite not in kept:
            kept[-1] = self._favourite
        self._running = [action for action in self._running if action in kept]
        self._rounds_left -= 1
        self._played_before_round = len(self._rewards[self._running[0]])
        self._plan_round()

    def _sample(self) -> State:
        world = self._ruleset.determinize(self._view, self._rng)
        if self._heuristics.infer is not None:
            self._heuristics.infer(world, self._view, self._rng)
        return world
