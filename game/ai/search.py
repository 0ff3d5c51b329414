"""Information-set Monte Carlo tree search from one seat's view (SO-ISMCTS; Cowling, Powley & Whitehouse 2012).

The search never sees the true state. Each iteration samples a world consistent with the view
(``ruleset.determinize``, then weighed by the title's ``infer`` when it has one), walks the one shared tree choosing
only among the actions legal in that world, adds one node (the policy's own choice first, so that even a short search
weighs what the heuristic would play), plays the world on with the title's policy, and backs up each seat's reward.
Every node holds the reward of the seat that took the action leading to it, so each seat plays for itself (max-n).
Because an action is available in only some worlds, the exploration term counts how often a node was available, not
how often its parent was visited.

The tree holds actions, never states: the sampled world is the only state of an iteration and it is played on in
place, so an iteration costs one ``determinize`` and no clone. No view is built inside the loop.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from game.ai.policy import Heuristics
from game.ai.reward import rewards
from game.core import Action, Rng, Ruleset, State, View

EXPLORATION = 0.7
"""The UCB exploration constant for rewards between 0 and 1 (0.7 as in Cowling et al.)."""
HEURISTIC_BIAS = 1.0
"""The head start of the heuristic's choice at the root: a bonus of HEURISTIC_BIAS / (visits + 1) to its UCB score.

Progressive bias (Chaslot et al. 2008): a short search leans on the heuristic until its own evidence outweighs it, so
Normal does not throw away a good heuristic move on a few noisy playouts; the bonus fades as visits grow.
"""


def require_decision(view: View) -> None:
    """Refuse a view in which its seat has nothing to decide: every search and level starts from a decision."""
    if view.to_move != view.seat or not view.legal_actions:
        raise ValueError(f"seat {view.seat} has nothing to decide in this view")


class Node:
    """One action in the shared tree, with the statistics of the seat that took it."""

    __slots__ = ("available", "children", "total", "visits")

    def __init__(self) -> None:
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.total = 0.0
        self.available = 0


class InformationSetSearch:
    """An anytime search for the seat to move in ``view``: ``advance`` in slices, ask ``ranking`` at any time.

    Everything random comes from ``rng`` and an iteration does not depend on how the iterations were sliced, so the
    same view and the same Rng give the same tree after the same number of iterations.
    """

    def __init__(
        self, ruleset: Ruleset, view: View, rng: Rng, heuristics: Heuristics, favourite: Action | None = None
    ) -> None:
        require_decision(view)
        self._ruleset = ruleset
        self._view = view
        self._rng = rng
        self._heuristics = heuristics
        self._favourite = favourite
        self._root = Node()
        self.iterations = 0

    def advance(self, iterations: int) -> None:
        """Run ``iterations`` more iterations."""
        for _ in range(iterations):
            self._iterate()
        self.iterations += max(iterations, 0)

    def ranking(self) -> list[tuple[Action, int, float]]:
        """The root's actions with their visits and mean reward, most visited first, then the better mean first."""
        children = self._root.children
        visited = [
            (action, children[action].visits, children[action].total / children[action].visits)
            for action in self._view.legal_actions
            if action in children
        ]
        return sorted(visited, key=lambda entry: (-entry[1], -entry[2]))

    def _iterate(self) -> None:
        rng = self._rng
        world = self._ruleset.determinize(self._view, rng)
        if self._heuristics.infer is not None:
            self._heuristics.infer(world, self._view, rng)
        node = self._root
        path: list[tuple[Node, int]] = []
        expanded = False
        depth = self._heuristics.tree_depth or math.inf
        while not expanded and not world.over and len(path) < depth:
            mover = world.to_move
            legal = world.legal_actions()
            children = node.children
            untried = [action for action in legal if action not in children]
            expanded = bool(untried)
            if expanded:
                action = self._first_to_try(world, untried)
                children[action] = Node()
                node = self._count_available(children, legal, action)
            else:
                action, node = self._select(children, legal, self._favourite if node is self._root else None)
            world.apply(action)
            path.append((node, mover))
        reward = playout(world, self._heuristics, rng)
        for visited, mover in path:
            visited.visits += 1
            visited.total += reward[mover]

    def _first_to_try(self, world: State, untried: list[Action]) -> Action:
        """The policy's own choice when it is untried, else one at random: a short search weighs the heuristic first."""
        suggestion = self._heuristics.policy(world, self._rng)
        return suggestion if suggestion in untried else untried[self._rng.below(len(untried))]

    @staticmethod
    def _count_available(children: dict[Action, Node], legal: Sequence[Action], chosen: Action) -> Node:
        """Count every child legal in this world as available once more; return the chosen one."""
        for action in legal:
            child = children.get(action)
            if child is not None:
                child.available += 1
        return children[chosen]

    @staticmethod
    def _select(children: dict[Action, Node], legal: Sequence[Action], favourite: Action | None) -> tuple[Action, Node]:
        """UCB1 with availability counts among the children legal in this world, plus the favourite's bias.

        The first of equally good children wins, so the choice follows the order of the legal actions.
        """
        best_action = legal[0]
        best_node = children[best_action]
        best_score = -math.inf
        for action in legal:
            child = children[action]
            child.available += 1
            score = child.total / child.visits + EXPLORATION * math.sqrt(math.log(child.available) / child.visits)
            if action == favourite:
                score += HEURISTIC_BIAS / (child.visits + 1)
            if score > best_score:
                best_action, best_node, best_score = action, child, score
        return best_action, best_node


def playout(world: State, heuristics: Heuristics, rng: Rng) -> Sequence[float]:
    """Play ``world`` on in place with the heuristics' policy and return each seat's reward: at the end of the game,
    or from the evaluation once the title truncates its playouts."""
    policy = heuristics.policy
    evaluate = heuristics.evaluate
    steps = 0
    while not world.over:
        if evaluate is not None and steps >= heuristics.playout_depth:
            return evaluate(world)
        world.apply(policy(world, rng))
        steps += 1
    return rewards(world.result(), world.players)
