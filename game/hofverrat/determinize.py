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
    face_down = []
    for shown, place in lying:
        state.place[shown.serial] = place
        if shown.card is None:
            face_down.append(shown.serial)
        else:
            state.cards[shown.serial] = shown.card
            seen.add(shown.card)
    spies = [card for card in SPIES if card not in seen]
    rng.shuffle(spies)
    drawn = remember_spies(dict(zip(face_down, spies, strict=False)), view.remembered)
    for serial, spy in drawn.items():
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
    state.strikes = list(view.strikes)
    for serial, (card, place) in enumerate(zip(state.cards, state.place, strict=True)):
        if place != ELIMINATED and not IS_GUARD[card]:
            state.targets[area_of(place)].append(serial)
    state.counts = recount(players, state.cards, state.place)
    state.starting_seat = view.starting_seat
    state.seat = view.to_move
    state.turn_areas = list(view.turn_areas)
    return state


def remember_spies(drawn: dict[int, int], remembered: tuple[PlayedCard, ...]) -> dict[int, int]:
    """Put each spy the seat laid itself back where it lies, in ``drawn`` (serial → spy drawn for it, every face-down
    card): the spy drawn there moves to where the remembered one was drawn, or back among the unseen cards.

    Drawing every face-down card first and swapping afterwards keeps the others' spies as uniform as drawing them
    alone would, and draws from the Rng exactly as a seat that remembers nothing does, so the two search the same
    worlds but for the remembered spies.
    """
    where = {spy: serial for serial, spy in drawn.items()}
    for shown in remembered:
        serial, spy = shown.serial, shown.card
        assert spy is not None, "a remembered spy has a face"
        mine = drawn[serial]
        if mine == spy:
            continue
        other = where.pop(spy, None)
        del where[mine]
        if other is not None:
            drawn[other] = mine
            where[mine] = other
        drawn[serial] = spy
        where[spy] = serial
    return drawn


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
