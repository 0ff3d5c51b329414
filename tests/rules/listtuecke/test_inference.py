"""What a seat works out from its view alone agrees with the rules model, and never claims what it cannot know
(LT-10, LT-12, LT-13, LT-21 and "Information each player may see")."""

from __future__ import annotations

import pytest

from game.core import Rng
from game.listtuecke import RULESET, VARIANT
from game.listtuecke.cards import ABILITY_OF, ELIMINATE, EXECUTIONER, KING, QUEEN, SAINT, WIZARD
from game.listtuecke.inference import (
    Threat,
    known_hand,
    possible_in_hand,
    score_now,
    start_player_now,
    striker,
    threats,
    tile_worth,
    unplaced,
    victims_now,
)
from game.listtuecke.scoring import scores, tile_values
from game.listtuecke.table import highest_open_top, lingering_striker, open_victims
from tests.rules.listtuecke.table import arranged


def _random_states(seed: int, players: int, variant: bool = False, steps: int = 400):
    """The states of one random game, one per decision, up to ``steps`` decisions."""
    state = RULESET.new_state(players, seed=seed, options={VARIANT: variant})
    rng = Rng(seed)
    for _ in range(steps):
        if state.over:
            return
        yield state
        state.apply(state.random_action(rng))
    yield state


def test_lt13_a_king_on_top_threatens_the_queen_and_strikes_her_for_its_owner():
    state = arranged(stacks={0: [KING], 2: [EXECUTIONER, (WIZARD, False)]}, hands={1: [QUEEN, SAINT]}, turn=1)
    view = state.view(1)
    assert threats(view) == [Threat(0, KING, frozenset({QUEEN}))], "a face-down Executioner threatens nobody"
    assert striker(view, 1, QUEEN) == 0 and striker(view, 1, SAINT) is None


@pytest.mark.parametrize(("seed", "players", "variant"), [(1, 4, False), (2, 3, False), (3, 3, True)])
def test_lt10_lt12_lt13_the_view_predicts_the_rules_for_every_card_in_hand(seed, players, variant):
    for state in _random_states(seed, players, variant):
        if state.over:
            break
        view = state.view(state.decider)
        assert start_player_now(view)[0] == (
            highest_open_top(state) if highest_open_top(state) is not None else state.start
        )
        for card in state.hands[state.decider]:
            assert striker(view, state.decider, card) == lingering_striker(state, state.decider, card)
            expected = open_victims(state, state.decider, card) if ABILITY_OF[card] == ELIMINATE else []
            assert victims_now(view, state.decider, card) == expected


@pytest.mark.parametrize("players", [3, 4])
def test_lt21_worth_and_score_now_agree_with_the_final_scoring(players):
    states = list(_random_states(7 + players, players, steps=10_000))
    final = states[-1]
    assert final.over
    view = final.view(0)
    assert tile_worth(view) == tile_values(final.stock, final.chapel)
    assert tuple(score_now(view, seat) for seat in range(players)) == scores(final)


@pytest.mark.parametrize(("seed", "players", "variant"), [(4, 4, False), (5, 3, True)])
def test_what_a_seat_infers_about_hands_is_sound_and_never_claims_more_than_it_saw(seed, players, variant):
    for state in _random_states(seed, players, variant):
        for viewer in range(players):
            view = state.view(viewer)
            for seat in range(players):
                hand = set(state.hands[seat])
                assert set(known_hand(view, seat)) <= hand, "a seat only knows cards that are there"
                assert hand <= set(possible_in_hand(view, seat)), "every card really held counts as possible"
            hidden = {card for seat in range(players) if seat != viewer for card in state.hands[seat]}
            hidden |= {card for card in state.middle if card} | set(state.set_aside) | set(state.dark_deck)
            assert set(unplaced(view)) <= hidden
