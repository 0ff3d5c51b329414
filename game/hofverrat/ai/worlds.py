"""Hof-Verrat's inference for the search: the others' missions, read from the turns they played.

A player works toward its two missions (HV-19), and every turn it plays lies open on the table (HV-9), so its turns tell
which missions it holds. For a world sampled from a view, ``infer_missions`` deals every unseen seat its light and its
dark mission again, the pair drawn among the missions still free in proportion to how well it explains that seat's
turns (``game.hofverrat.ai.reading``). Only the view is read, so the AI stays fair.

Read this way, a world holds an unseen seat's true light mission about two times in five and its true dark one about
one in three, where a uniform draw gives one in nine (``python -m lab.mission_reading`` measures it). The court the
others built is not weighed as well: it added nothing for the light missions and took from the dark ones.
"""

from __future__ import annotations

import dataclasses

from game.core import Rng, State, View
from game.hofverrat.ai.playing import HEURISTICS as PLAYING
from game.hofverrat.ai.playing import PLAYOUT_DEPTH
from game.hofverrat.ai.reading import mission_odds
from game.hofverrat.ai.shortlist import shortlist_hofverrat
from game.hofverrat.missions import DARK_MISSIONS, LIGHT_MISSIONS
from game.hofverrat.state import HofVerratState
from game.hofverrat.view import HofVerratView

DRAW_ATTEMPTS = 20
"""How often a world draws the unseen seats' mission pairs again before it keeps the uniform deal: two seats whose
turns speak for the same mission collide now and then."""


def infer_missions(world: State, view: View, rng: Rng) -> None:
    """Deal the missions ``view``'s seat cannot see again, each seat's pair in proportion to its ``mission_odds``.

    The pairs are drawn for all those seats at once, again while two of them share a mission (at most
    ``DRAW_ATTEMPTS`` times; then the uniform deal of ``determinize`` stands), so that a world's missions follow
    the seats' odds jointly."""
    assert isinstance(world, HofVerratState) and isinstance(view, HofVerratView)
    odds = [(seat, seat_odds) for seat, seat_odds in enumerate(mission_odds(view)) if seat_odds is not None]
    if not odds:
        return
    for _ in range(DRAW_ATTEMPTS):
        drawn = [(seat, seat_odds.draw(rng)) for seat, seat_odds in odds]
        taken = {mission for _, pair in drawn for mission in pair}
        if len(taken) == 2 * len(drawn):
            break
    else:
        return
    dealt = list(world.missions)
    for seat, pair in drawn:
        dealt[seat] = pair
    held = {mission for missions in dealt for mission in missions}
    world.missions = tuple(dealt)
    world.unused_missions = tuple(mission for mission in (*LIGHT_MISSIONS, *DARK_MISSIONS) if mission not in held)


HALVING_WIDTH = 8
"""How many placements Hard's halving weighs: the heuristic's and the shortlist's next seven. Weighing every placement
spreads the same playouts too thin to tell the good ones apart; weighing fewer leaves good ones unweighed (the
measurements are in ``lab/ARENA.md``)."""


def playouts_finish(state: State) -> bool:
    """True when the placements left fit in one playout after the root's: the last round of the game (HV-11)."""
    assert isinstance(state, HofVerratState)
    return state.placements_left <= PLAYOUT_DEPTH + 1


HEURISTICS = dataclasses.replace(
    PLAYING,
    infer=infer_missions,
    halving=True,
    shortlist=shortlist_hofverrat,
    halving_width=HALVING_WIDTH,
    endgame=playouts_finish,
)
"""Hof-Verrat's heuristics for the search: the playing policy and evaluation, the missions read from the turns, and
Hard by sequential halving over the shortlist's best placements: the tree's Hard hardly left the heuristic's choice
(and lost when made to), while halving on common worlds gains over it. In the last round, where every playout ends
the game, it weighs every placement."""
