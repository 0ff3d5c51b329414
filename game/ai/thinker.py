"""A computer seat's decision at one of three levels, and hints for people: the AI's one entry point.

Easy plays the title's heuristic on a world sampled from the seat's view, and like a beginner it now and then plays a
random legal action instead. Normal searches briefly, Hard about one second (``game.ai.budgets``): both with the
information-set tree, which leans on the heuristic and which a title may cap at the root's actions
(``Heuristics.tree_depth``: Hofnar's is flat), or, in titles whose heuristics ask for it (``Heuristics.halving``),
Hard weighs the root's actions on common worlds instead (``game.ai.halving``). A hint is the action Normal would
choose. Everything here works from the seat's view alone; the minimum delay that makes the
computer watchable belongs to the front end.
"""

from __future__ import annotations

import math

from game.ai.budgets import Budget, budget_for
from game.ai.halving import SequentialHalving
from game.ai.policy import Heuristics, heuristics_for
from game.ai.search import InformationSetSearch, require_decision
from game.core import LEVELS, Action, Rng, Ruleset, View

EASY_RANDOM_PERCENT = 25
"""How often, in percent, Easy plays a random legal action instead of its heuristic's choice."""
CONVICTION = 1.0
"""How many standard errors better than the heuristic's choice the search's most visited action must score before it
is played instead. In games of much luck (Hofnar) a short search would otherwise trade a sound heuristic move for a
lucky run of playouts; with rewards between 0 and 1 a standard error is at most 0.5 / sqrt(visits)."""


class Thinker:
    """One decision of a computer seat, thought over in slices so that the window never freezes.

    ``advance`` runs a slice of the level's iterations, ``done`` says when the budget is spent, and ``best_action``
    answers at any time with the best choice so far. The same ruleset, view, level and seed give the same answer,
    however the work is sliced. ``heuristics`` and ``budget`` default to the title's registered ones.
    Hard is calibrated to about one second, so a slice of ``budget_for(title, players).hard // 125`` iterations
    takes about 8 ms on the reference machine: a front end can think between frames without dropping one.
    """

    def __init__(
        self,
        ruleset: Ruleset,
        view: View,
        level: str,
        seed: int,
        *,
        heuristics: Heuristics | None = None,
        budget: Budget | None = None,
    ) -> None:
        require_decision(view)
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}; the levels are {', '.join(LEVELS)}")
        self.level = level
        self._view = view
        self._heuristics = heuristics or heuristics_for(ruleset.id)
        rng = Rng(seed)
        self._world = ruleset.determinize(view, rng)
        self._heuristic_seed = rng.next64()
        self._stray_seed = rng.next64()
        budget = budget or budget_for(ruleset.id, self._world.players)
        self.budget = budget.iterations(level) if len(view.legal_actions) > 1 else 0
        self._search: InformationSetSearch | SequentialHalving | None = None
        if self.budget and self._heuristics.halving and level == "hard":
            favourite = self.heuristic_choice()
            self._search = SequentialHalving(
                ruleset,
                view,
                rng,
                self._heuristics,
                self.budget,
                favourite,
                conviction=self._heuristics.halving_conviction,
                candidates=self._shortlist(favourite),
            )
        elif self.budget:
            self._search = InformationSetSearch(ruleset, view, rng, self._heuristics, favourite=self.heuristic_choice())

    @property
    def iterations(self) -> int:
        """How many iterations of search have run so far."""
        return self._search.iterations if self._search else 0

    @property
    def done(self) -> bool:
        """True once the level's whole budget is spent (at once for Easy and for a decision with one choice)."""
        return self.iterations >= self.budget

    def advance(self, iterations: int) -> None:
        """Think for up to ``iterations`` more iterations, never beyond the budget."""
        if self._search is not None:
            self._search.advance(min(iterations, self.budget - self.iterations))

    def ranking(self) -> list[tuple[Action, int, float]]:
        """The choices weighed so far with their visits and mean reward, most visited first; empty without search."""
        return self._search.ranking() if self._search else []

    def best_action(self) -> Action:
        """The best action found so far; asking does not change the answer to come."""
        legal = self._view.legal_actions
        if len(legal) == 1:
            return legal[0]
        if self.level == "easy":
            stray = Rng(self._stray_seed)
            return stray.choice(legal) if stray.below(100) < EASY_RANDOM_PERCENT else self.heuristic_choice()
        if isinstance(self._search, SequentialHalving):
            return self._search.best()
        ranking = self.ranking()
        if len({mean for _, _, mean in ranking}) < 2:
            # Before the search has told two choices apart, or when nothing it plays changes the outcome for this
            # seat (Hofnar's King has no reward to chase), the heuristic judges better than the order of the actions.
            return self.heuristic_choice()
        best, best_visits, best_mean = ranking[0]
        favourite = self.heuristic_choice()
        weighed = [(visits, mean) for action, visits, mean in ranking if action == favourite]
        if best != favourite and weighed:
            visits, mean = weighed[0]
            doubt = 0.5 * math.sqrt(1 / best_visits + 1 / visits)
            if best_mean - mean <= CONVICTION * doubt:
                return favourite
        return best

    def _shortlist(self, favourite: Action) -> list[Action] | None:
        """The actions Hard's halving weighs: the favourite and the title's shortlist's first others, as many as its
        halving width; None (every legal action) for a title without a shortlist, and in the title's endgame."""
        width = self._heuristics.halving_width
        endgame = self._heuristics.endgame
        if self._heuristics.shortlist is None or not width or (endgame is not None and endgame(self._world)):
            return None
        others = [action for action in self._heuristics.shortlist(self._world) if action != favourite]
        return [favourite, *others[: width - 1]]

    def heuristic_choice(self) -> Action:
        """What the heuristic plays in this seat's first sampled world: the search's favourite at the root."""
        return self._heuristics.policy(self._world, Rng(self._heuristic_seed))


def choose_action(
    ruleset: Ruleset,
    view: View,
    level: str,
    seed: int,
    *,
    heuristics: Heuristics | None = None,
    budget: Budget | None = None,
) -> Action:
    """Think the whole budget at once and return the chosen action: for tests, benchmarks and worker processes."""
    thinker = Thinker(ruleset, view, level, seed, heuristics=heuristics, budget=budget)
    thinker.advance(thinker.budget)
    return thinker.best_action()


def hint(
    ruleset: Ruleset, view: View, seed: int, *, heuristics: Heuristics | None = None, budget: Budget | None = None
) -> Action:
    """Suggest an action to a person at ``view``'s seat: what the Normal level would choose."""
    return choose_action(ruleset, view, "normal", seed, heuristics=heuristics, budget=budget)
