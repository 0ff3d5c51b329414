"""Computer opponents over the core contract: information-set search from a seat's view, three levels, hints.

The front end calls ``Thinker`` (sliced) or ``choose_action`` and ``hint``; each title gives its heuristics and its
budgets in its own AI module, which its record names (``game.title.Title``).
"""

from game.ai.budgets import Budget, budget_for
from game.ai.policy import RANDOM, Evaluation, Heuristics, Inference, Policy, heuristics_for, random_policy
from game.ai.reward import rewards
from game.ai.search import InformationSetSearch
from game.ai.thinker import Thinker, choose_action, hint

__all__ = [
    "RANDOM",
    "Budget",
    "Evaluation",
    "Heuristics",
    "Inference",
    "InformationSetSearch",
    "Policy",
    "Thinker",
    "budget_for",
    "choose_action",
    "heuristics_for",
    "hint",
    "random_policy",
    "rewards",
]
