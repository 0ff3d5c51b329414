"""Hof-Verrat's inference for the search: the others' missions, read from their districts and the royal table.

A player works toward its two missions (HV-19), so what lies in its district and how the families stand tell which
missions it holds. For a world sampled from a view, ``infer_missions`` deals every unseen seat its light and its dark
mission again, each drawn among the missions still free in proportion to how likely it looks met in that world, by the
heuristic's own reading of the court (``MISSION_CHANCE``), raised to ``MISSION_BELIEF``. Only the sampled world and
the view are read, so the AI stays fair.

Measured over 30 games of heuristic play (positions after 30, 50 and 70 placements, 4 players), a drawn mission is
the true one 16.2 % of the time instead of 10.3 % for a uniform draw (belief 1: 14.1 %, belief 3: 17.3 %).
"""

from __future__ import annotations

import dataclasses

from game.ai.policies.hofverrat import HEURISTICS as PLAYING
from game.ai.policies.hofverrat import MISSION_CHANCE, PLAYOUT_DEPTH, Court, count_court
from game.ai.policies.hofverrat_shortlist import shortlist_hofverrat
from game.ai.worlds import LEAST_LIKELIHOOD, pick_weighted
from game.core import Rng, State, View
from game.hofverrat.missions import DARK_MISSIONS, LIGHT_MISSIONS, MISSION_BY_ID
from game.hofverrat.state import HofVerratState
from game.hofverrat.view import HofVerratView

MISSION_BELIEF = 2.0
"""How sharply the court's reading picks missions: weights are chances to this power. Sharper names the true mission
more often against players who follow their missions, but trusts the heuristic's reading more than people earn."""


def infer_missions(world: State, view: View, rng: Rng) -> None:
    """Deal the missions ``view``'s seat cannot see again, weighted by how well they fit the court (see the module)."""
    assert isinstance(world, HofVerratState) and isinstance(view, HofVerratView)
    unseen = [seat for seat, missions in enumerate(view.missions) if missions is None]
    if not unseen:
        return
    court = count_court(world, reveal=True)
    shown = {mission for missions in view.missions if missions is not None for mission in missions}
    light = [mission for mission in LIGHT_MISSIONS if mission not in shown]
    dark = [mission for mission in DARK_MISSIONS if mission not in shown]
    dealt = list(world.missions)
    for seat in rng.shuffled(unseen):
        dealt[seat] = (_draw(court, seat, light, rng), _draw(court, seat, dark, rng))
    world.missions = tuple(dealt)
    world.unused_missions = (*light, *dark)


def _draw(court: Court, seat: int, free: list[str], rng: Rng) -> str:
    """Take one of the ``free`` missions for ``seat``, likelier the likelier it looks met."""
    weights = []
    for mission_id in free:
        mission = MISSION_BY_ID[mission_id]
        weights.append(max(LEAST_LIKELIHOOD, MISSION_CHANCE[mission.kind](court, seat, mission)) ** MISSION_BELIEF)
    return free.pop(pick_weighted(rng, weights))


HALVING_WIDTH = 4
"""How many placements Hard's halving weighs: the heuristic's and the shortlist's next three. On the tuning games it
gained 1.5 games in 48 over weighing every placement and left the heuristic's choice in a third fewer decisions
(bench/ARENA.md)."""


def playouts_finish(state: State) -> bool:
    """True when the placements left fit in one playout after the root's: the last round of the game (HV-11)."""
    assert isinstance(state, HofVerratState)
    return sum(map(len, state.hands)) + len(state.pile) <= PLAYOUT_DEPTH + 1


HEURISTICS = dataclasses.replace(
    PLAYING,
    infer=infer_missions,
    halving=True,
    shortlist=shortlist_hofverrat,
    halving_width=HALVING_WIDTH,
    endgame=playouts_finish,
)
"""Hof-Verrat's heuristics for the search: the playing policy and evaluation, the missions inferred, and Hard by
sequential halving over the shortlist's best placements: the tree's Hard hardly left the heuristic's choice (and lost
when made to), while halving on common worlds gained over it (bench/ARENA.md). In the last round, where every
playout ends the game, it weighs every placement: on the tuning games that won 8.7 games in 96 (bench/ARENA.md)."""
