"""Computer opponents over the core contract: information-set search from a seat's view, three levels, hints.

The front end calls ``Thinker`` (sliced) or ``choose_action`` and ``hint``; titles add their heuristics in
``game.ai.policies`` and their budgets in ``game.ai.budgets``.
"""

from game.ai.budgets import Budget, budget_for
from game.ai.policy import RANDOM, Evaluation, Heuristics, Inference, Policy, random_policy
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
    "hint",
    "random_policy",
    "rewards",
]
