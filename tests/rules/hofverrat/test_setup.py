"""HV-5..HV-8: setting up 2, 3, 4 and 5 players."""

import itertools

import pytest

from game.core import Rng
from game.hofverrat import RULESET
from game.hofverrat.events import CardsDrawn, PlayedToDistrict, PlayedToTable, TurnStarted
from game.hofverrat.missions import DARK_MISSIONS, LIGHT_MISSIONS
from tests.rules.hofverrat.helpers import shown_cards

REMOVED = {2: 30, 3: 18, 4: 6, 5: 0}


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_hv5_removes_cards_unseen_and_they_stay_secret_to_the_end(players):
    state = RULESET.new_state(players, seed=players)
    removed = set(state.removed)
    assert len(removed) == REMOVED[players]
    rng = Rng(5)
    seen: set[int] = set()
    while not state.over:
        for seat in range(players):
            seen |= shown_cards(state.view(seat))
        for event in state.apply(state.random_action(rng)):
            for seat in range(players):
                redacted = event.for_seat(seat)
                if isinstance(redacted, CardsDrawn) and redacted.cards:
                    seen |= set(redacted.cards)
                if isinstance(redacted, (PlayedToTable, PlayedToDistrict)) and redacted.card is not None:
                    seen.add(redacted.card)
    for seat in range(players):
        seen |= shown_cards(state.view(seat))
    assert not removed & seen
    assert len(seen) == 90 - REMOVED[players], "every other card passes through a hand"


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_hv6_three_cards_each_and_the_rest_is_the_pile(players):
    state = RULESET.new_state(players, seed=11)
    view = state.view(0)
    assert view.hand_sizes == (3,) * players
    assert view.pile_size == 90 - REMOVED[players] - 3 * players
    assert len(view.hand) == 3


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_hv7_one_light_and_one_dark_mission_each_secret_to_its_owner(players):
    state = RULESET.new_state(players, seed=12)
    for seat, (light, dark) in enumerate(state.missions):
        assert light in LIGHT_MISSIONS and dark in DARK_MISSIONS
        view = state.view(seat)
        assert view.missions[seat] == (light, dark)
        assert all(missions is None for owner, missions in enumerate(view.missions) if owner != seat)
    assert len(state.unused_missions) == 20 - 2 * players


@pytest.mark.parametrize("players", [2, 5])
def test_hv8_a_random_player_starts_and_play_goes_clockwise(players):
    starters = {RULESET.new_state(players, seed).starting_seat for seed in range(60)}
    assert starters == set(range(players))
    state = RULESET.new_state(players, seed=3)
    assert state.to_move == state.starting_seat == state.view(1).starting_seat
    rng = Rng(1)
    order = [state.to_move]
    while not state.over:
        order += [event.seat for event in state.apply(state.random_action(rng)) if isinstance(event, TurnStarted)]
    assert all(later == (earlier + 1) % players for earlier, later in itertools.pairwise(order))
