"""Setting up (HN-5..HN-7)."""

import pytest

from game.core import SetupError
from game.hofnar import RULESET
from game.hofnar.cards import DEALS, MOOD_CARDS
from game.hofnar.events import CardsDealt, RolesDealt
from game.hofnar.jesters import JESTER_IDS


def test_hn5_king_and_jesters_dealt_at_random_face_up():
    kings = set()
    for seed in range(40):
        state = RULESET.new_state(5, seed)
        kings.add(state.king)
        dealt = [jester for jester in state.jesters if jester is not None]
        assert len(set(dealt)) == 4 and set(dealt) <= set(JESTER_IDS)
        roles = state.opening_events[0]
        assert isinstance(roles, RolesDealt) and roles.jesters == state.jesters and roles.king == state.king
        for seat in range(5):
            assert roles.for_seat(seat) == roles
            assert state.view(seat).jesters == state.jesters
    assert kings == set(range(5))


def test_hn5_a_chosen_seat_is_king():
    for seat in range(6):
        state = RULESET.new_state(6, seed=3, options={"king": seat})
        assert state.king == seat and state.jesters[seat] is None
    with pytest.raises(SetupError):
        RULESET.new_state(4, seed=3, options={"king": 4})
    with pytest.raises(SetupError):
        RULESET.new_state(4, seed=3, options={"king": "queen"})


@pytest.mark.parametrize("players", range(3, 10))
def test_hn6_cards_and_lives_by_the_table(players):
    state = RULESET.new_state(players, seed=11)
    terms = DEALS[players]
    for seat in range(players):
        if seat == state.king:
            assert state.hands[seat] == [] and state.lives[seat] == 0
        else:
            assert len(state.hands[seat]) == terms.cards and state.lives[seat] == terms.lives
    assert len(state.stock) == 60 - (players - 1) * terms.cards
    dealt = [event for event in state.opening_events if isinstance(event, CardsDealt)]
    assert [event.seat for event in dealt] == [seat for seat in range(players) if seat != state.king]
    for event in dealt:
        assert event.cards == tuple(state.hands[event.seat])
        other = (event.seat + 1) % players
        assert event.for_seat(other).cards is None and event.for_seat(other).count == terms.cards


def test_hn6_table_from_the_rules():
    table = {players: (terms.cards, terms.lives) for players, terms in DEALS.items()}
    assert table == {3: (5, 3), 4: (5, 2), 5: (7, 2), 6: (4, 1), 7: (5, 1), 8: (6, 1), 9: (7, 1)}


def test_hn7_the_king_takes_the_seven_mood_cards():
    state = RULESET.new_state(4, seed=2)
    assert sorted(state.moods) == sorted(MOOD_CARDS)
    assert state.to_move == state.king and state.agenda[-1] == ("mood",)
    assert state.view(state.king).moods == tuple(state.moods)
    jester = next(seat for seat in range(4) if seat != state.king)
    assert state.view(jester).moods == () and state.view(jester).mood_count == 7
