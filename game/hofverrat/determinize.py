"""Sampling a full Hof-Verrat state that agrees with one seat's view, for the AI's search.

What the seat knows is what its view shows: its hand and missions, every face-up card (in play or eliminated), the
spies it laid face down itself, where the others' face-down spies lie, and every count. Everything else is drawn
uniformly among the worlds consistent with that: the others' face-down cards from the spies the seat has not seen,
then the other hands, the pile (in a fresh order) and the removed cards from all remaining unseen cards, and the other
players' missions from the missions the seat does not hold.
"""

from __future__ import annotations

from game.core import Rng
from game.hofverrat.board import ELIMINATED, area_of, district_place
from game.hofverrat.cards import ALL_CARDS, IS_GUARD, REMOVED_FOR_PLAYERS, SPIES
from game.hofverrat.counts import recount
from game.hofverrat.missions import DARK_MISSIONS, LIGHT_MISSIONS
from game.hofverrat.state import HofVerratState
from game.hofverrat.view import HofVerratView, PlayedCard


def determinize(view: HofVerratView, rng: Rng) -> HofVerratState:
    """A state consistent with ``view``, unknown facts drawn from ``rng``; its own Rng is ``rng.fork()``."""
    players = len(view.hand_sizes)
    state = HofVerratState(players, rng.fork())
    lying: list[tuple[PlayedCard, int]] = [
        (shown, column * 2 + side)
        for column, sides in enumerate(view.table)
        for side, row in enumerate(sides)
        for shown in row
    ]
    lying += [(shown, district_place(seat)) for seat, row in enumerate(view.districts) for shown in row]
    lying += [(shown, ELIMINATED) for shown in view.eliminated]
    count = len(lying)
    state.cards = [0] * count
    state.place = [ELIMINATED] * count
    state.played_by = list(view.played_by)
    seen = set(view.hand)
    remembered = {shown.serial: shown.card for shown in view.remembered}
    face_down = []
    for shown, place in lying:
        state.place[shown.serial] = place
        card = remembered.get(shown.serial, shown.card)
        if card is None:
            face_down.append(shown.serial)
        else:
            state.cards[shown.serial] = card
            seen.add(card)
    spies = [card for card in SPIES if card not in seen]
    rng.shuffle(spies)
    for serial, spy in zip(face_down, spies[: len(face_down)], strict=True):
        state.cards[serial] = spy
        seen.add(spy)
    unseen = [card for card in ALL_CARDS if card not in seen]
    rng.shuffle(unseen)
    for seat, size in enumerate(view.hand_sizes):
        if seat == view.seat:
            state.hands[seat] = list(view.hand)
        else:
            state.hands[seat], unseen = unseen[:size], unseen[size:]
    removed = REMOVED_FOR_PLAYERS[players]
    state.removed = tuple(unseen[:removed])
    state.pile = unseen[removed:]
    state.missions, state.unused_missions = deal_missions(view, rng)
    state.eliminated = [shown.serial for shown in view.eliminated]
    for serial, (card, place) in enumerate(zip(state.cards, state.place, strict=True)):
        if place != ELIMINATED and not IS_GUARD[card]:
            state.targets[area_of(place)].append(serial)
    state.counts = recount(players, state.cards, state.place)
    state.starting_seat = view.starting_seat
    state.seat = view.to_move
    state.turn_areas = list(view.turn_areas)
    return state


def deal_missions(view: HofVerratView, rng: Rng) -> tuple[tuple[tuple[str, str], ...], tuple[str, ...]]:
    """Every seat's missions as the view shows them, the unseen ones dealt from the missions nobody shows."""
    shown = [mission for missions in view.missions if missions is not None for mission in missions]
    light = rng.shuffled([mission for mission in LIGHT_MISSIONS if mission not in shown])
    dark = rng.shuffled([mission for mission in DARK_MISSIONS if mission not in shown])
    dealt = []
    for missions in view.missions:
        if missions is None:
            dealt.append((light.pop(), dark.pop()))
        else:
            dealt.append((missions[0], missions[1]))
    return tuple(dealt), (*light, *dark)
