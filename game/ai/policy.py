"""What a playing policy is, and what a title gives the AI besides its rules: a heuristic, perhaps an evaluation.

A policy decides for ``state.to_move`` in a complete state. The search calls it on sampled worlds (in playouts) and the
Easy level on a world sampled from the seat's view, so a policy must read only what the seat to move could know: its
own hand and everything public. It may not build views (too slow inside the search loop) and may not look at other
seats' hidden cards, even though the state holds them.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence

from game.core import Action, Rng, State, View
from game.titles import BY_ID

Policy = Callable[[State, Rng], Action]
"""Choose an action for ``state.to_move``, reading only what that seat could know; randomness comes from the Rng."""

Evaluation = Callable[[State], Sequence[float]]
"""Estimate each seat's reward (on the scale of ``game.ai.reward.rewards``, 0 to 1) in a running game."""

Shortlist = Callable[[State], Sequence[Action]]
"""The legal actions of ``state.to_move``, the likeliest best first by the title's judgement: which of them the halving
weighs. Like a policy it reads only what the seat to move could know."""

Endgame = Callable[[State], bool]
"""Whether a world is near enough its end that the search's playouts finish it rather than leave it to the evaluation:
there Hard's halving weighs every legal action, not only the shortlist's few, as the playouts judge them exactly."""

Inference = Callable[[State, View, Rng], None]
"""Redraw, in place, hidden facts of a world sampled uniformly from ``view`` in proportion to how well they explain
what the other seats chose: a seat that played toward a mission likely holds it. It may read the world (which was
built from the view alone) and the view, never the true state, so the AI stays fair."""


def random_policy(state: State, rng: Rng) -> Action:
    """Play a uniformly random legal action: the fallback for titles without a heuristic of their own."""
    return state.random_action(rng)


@dataclasses.dataclass(frozen=True)
class Heuristics:
    """A title's game knowledge for the AI: how a sensible player moves, and how to judge an unfinished game.

    Without ``evaluate``, playouts run to the end of the game. With it, a playout stops after ``playout_depth``
    actions and the evaluation stands in for the result: the choice for titles whose games are long. With ``infer``,
    the search weighs the worlds it samples by what the others' choices reveal (``Inference``). ``tree_depth`` caps
    how many actions deep the search's tree grows (0: no cap); at 1 it weighs only the root's actions, each followed
    by the policy's playout (flat Monte Carlo), which keeps the others from playing in the tree as if they saw the
    sampled world. With ``halving``, Hard searches by sequential halving over the root's actions on common worlds
    (``game.ai.halving``) instead, while Normal keeps the tree; it then leaves the heuristic's choice only for an
    action better by ``halving_conviction`` standard errors of their paired difference. With a ``shortlist`` and a
    ``halving_width``, the halving weighs only the heuristic's choice and the shortlist's first others, that many in
    all, so its worlds go to the placements worth telling apart; but where ``endgame`` says the playouts finish the
    game, it weighs every legal action, since a shortlist ranks by the heuristic's judgement and the playouts no
    longer need it.
    """

    policy: Policy = random_policy
    evaluate: Evaluation | None = None
    playout_depth: int = 0
    infer: Inference | None = None
    tree_depth: int = 0
    halving: bool = False
    halving_conviction: float = 0.0
    shortlist: Shortlist | None = None
    halving_width: int = 0
    endgame: Endgame | None = None

    def __post_init__(self) -> None:
        if self.evaluate is not None and self.playout_depth < 1:
            raise ValueError("a truncating evaluation needs a playout depth of at least one action")
        if self.tree_depth < 0:
            raise ValueError("a tree depth is a number of actions: 0 for no cap, or more")
        if self.halving_width < 0 or (self.halving_width and self.shortlist is None):
            raise ValueError(
                "a halving width is a number of actions (0 for all) and needs a shortlist to take them from"
            )


RANDOM = Heuristics()
"""No game knowledge: random playouts to the end, random play at the Easy level."""


def heuristics_for(title_id: str) -> Heuristics:
    """Return the heuristics of ``title_id``'s record, or uniformly random play for a title not registered."""
    title = BY_ID.get(title_id)
    return title.heuristics if title is not None else RANDOM


def mixed_policy(policy: Policy, random_percent: int) -> Policy:
    """``policy`` that plays a uniformly random legal action ``random_percent`` times in a hundred instead: cheaper
    playouts that also stray as people do, a candidate playout policy for the arena to weigh."""

    def mixed(state: State, rng: Rng) -> Action:
        return state.random_action(rng) if rng.below(100) < random_percent else policy(state, rng)

    return mixed
