"""Hof-Verrat's inference for the search: the others' missions, read from the turns they played.

A player works toward its two missions (HV-19), and every turn it plays lies open on the table (HV-9), so its turns tell
which missions it holds. For a world sampled from a view, ``infer_missions`` deals every unseen seat its light and its
dark mission again, the pair drawn among the missions still free in proportion to how well it explains that seat's
turns (``game.ai.policies.hofverrat_reading``). Only the view is read, so the AI stays fair.

Measured offline (``python -m bench.mission_reading --first 1000 --games 12``: four players, a quarter of random
moves as Easy plays), a world holds an unseen seat's true light mission 38.8 % of the time and its true dark one
32.1 %, where the uniform draw gives 11 % and the former reading from the court 15 % and 13 %. Weighing the pairs also
by how well they fit the court, as the former reading did, added nothing for the light missions and took from the
dark ones (40.5 % and 28.9 %, the fit's chance to the power one).
"""

from __future__ import annotations

import dataclasses

from game.ai.policies.hofverrat import HEURISTICS as PLAYING
from game.ai.policies.hofverrat_reading import DARK, LIGHT, mission_odds
from game.ai.policies.hofverrat_shortlist import shortlist_hofverrat
from game.ai.worlds import pick_weighted
from game.core import Rng, State, View
from game.hofverrat.state import HofVerratState
from game.hofverrat.view import HofVerratView


def infer_missions(world: State, view: View, rng: Rng) -> None:
    """Deal the missions ``view``'s seat cannot see again, each seat's pair in proportion to its ``mission_odds``."""
    assert isinstance(world, HofVerratState) and isinstance(view, HofVerratView)
    unseen = [seat for seat, missions in enumerate(view.missions) if missions is None]
    if not unseen:
        return
    odds = mission_odds(view)
    shown = {mission for missions in view.missions if missions is not None for mission in missions}
    light = [index for index, mission in enumerate(LIGHT) if mission.id not in shown]
    dark = [index for index, mission in enumerate(DARK) if mission.id not in shown]
    dealt = list(world.missions)
    for seat in rng.shuffled(unseen):
        pairs = [(first, second) for first in light for second in dark]
        first, second = pairs[pick_weighted(rng, [odds[seat][first * len(DARK) + second] for first, second in pairs])]
        light.remove(first)
        dark.remove(second)
        dealt[seat] = (LIGHT[first].id, DARK[second].id)
    world.missions = tuple(dealt)
    world.unused_missions = (*(LIGHT[index].id for index in light), *(DARK[index].id for index in dark))


HALVING_WIDTH = 4
"""How many placements Hard's halving weighs: the heuristic's and the shortlist's next three. On the tuning games it
gained 1.5 games in 48 over weighing every placement and left the heuristic's choice in a third fewer decisions
(bench/ARENA.md)."""

HEURISTICS = dataclasses.replace(
    PLAYING, infer=infer_missions, halving=True, shortlist=shortlist_hofverrat, halving_width=HALVING_WIDTH
)
"""Hof-Verrat's heuristics for the search: the playing policy and evaluation, the missions inferred, and Hard by
sequential halving over the shortlist's best placements: the tree's Hard hardly left the heuristic's choice (and lost
when made to), while halving on common worlds gained over it (bench/ARENA.md)."""
