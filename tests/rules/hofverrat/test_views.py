"""Views, sampled worlds and random choices: what a seat may know, and nothing more."""

import dataclasses
import json

import pytest

from game.core import Rng, to_json
from game.hofverrat import RULESET
from game.hofverrat.actions import PlayToDistrict, PlayToTable
from game.hofverrat.board import QUEEN, UPPER
from game.hofverrat.cards import ASSASSIN, PLAIN, SPIES, SPY
from game.hofverrat.counts import recount
from game.hofverrat.determinize import remember_spies
from game.hofverrat.view import PlayedCard
from tests.rules.hofverrat.helpers import card, give, new_game, play


def as_json(view):
    return json.dumps(to_json(view), sort_keys=True)


def table_with_spies():
    """Three seats; seat 0 put a spy at the Queen's column and one into seat 1's district, seat 1 killed a plain card.

    Seat 2 is to move. Serials: 0 spy at the Queen's column, 1 hare in seat 0's district, 2 spy in seat 1's district,
    3 toad at the table, 4 assassin in seat 0's district (it eliminated serial 1), 5 carp in seat 1's district.
    """
    state = new_game(3, seed=5)
    give(state, 0, [card("hare", SPY), card("hare", PLAIN), card("stag", SPY)])
    play(state, PlayToTable(card("hare", SPY), "upper"), PlayToDistrict(card("hare", PLAIN), 0))
    play(state, PlayToDistrict(card("stag", SPY), 1))
    give(state, 1, [card("toad", PLAIN), card("toad", ASSASSIN), card("carp", PLAIN)])
    play(state, PlayToTable(card("toad", PLAIN), "lower"), PlayToDistrict(card("toad", ASSASSIN), 0, 1))
    play(state, PlayToDistrict(card("carp", PLAIN), 1))
    return state


def test_views_do_not_leak_two_states_differing_only_in_hidden_facts_look_the_same():
    state = table_with_spies()
    other = state.clone()
    other.hands[1][0], other.pile[0] = other.pile[0], other.hands[1][0]
    other.pile.reverse()
    removed = list(other.removed)
    removed[0], other.pile[1] = other.pile[1], removed[0]
    other.removed = tuple(removed)
    unseen_spy = next(spy for spy in SPIES if spy in other.pile or spy in other.removed or spy in other.hands[1])
    for holder in (other.pile, other.hands[1]):
        if unseen_spy in holder:
            holder[holder.index(unseen_spy)] = other.cards[0]
    if unseen_spy in other.removed:
        other.removed = tuple(other.cards[0] if held == unseen_spy else held for held in other.removed)
    other.cards[0] = unseen_spy
    other.counts = recount(other.players, other.cards, other.place)
    light, dark = other.unused_missions[0], other.unused_missions[-1]
    other.unused_missions = (*other.missions[1], *other.unused_missions[1:-1])
    other.missions = (other.missions[0], (light, dark), other.missions[2])
    assert not other.invariant_violations()
    assert as_json(state.view(2)) == as_json(other.view(2)), "seat 2 sees a hidden difference"
    mine, theirs = state.view(0), other.view(0)
    assert mine.remembered != theirs.remembered, "HV-13: seat 0 laid the Queen's-column spy and remembers it"
    forgotten = dataclasses.replace(theirs, remembered=mine.remembered)
    assert as_json(mine) == as_json(forgotten), "seat 0 sees no other hidden difference"
    assert as_json(state.view(1)) != as_json(other.view(1)), "seat 1's own hand and missions did change"
    assert json.dumps(state.snapshot()) != json.dumps(other.snapshot())


def test_a_view_shows_face_down_spies_by_place_only_and_counts_the_rest():
    view = table_with_spies().view(2)
    assert view.to_move == 2 and view.turn_areas == ()
    assert [shown.card for shown in view.table[QUEEN][UPPER]] == [None]
    assert [shown.card for shown in view.districts[1]] == [None, card("carp", PLAIN)]
    assert [(shown.serial, shown.card) for shown in view.eliminated] == [(1, card("hare", PLAIN))]
    assert view.hand_sizes == (3, 3, 3) and view.pile_size == 90 - 18 - 9 - 6
    assert view.missions[2] is not None and view.missions[0] is None and view.missions[1] is None
    assert view.legal_actions and all(action.card in view.hand for action in view.legal_actions)


def test_determinize_agrees_with_the_view_and_draws_face_down_cards_from_unseen_spies():
    state = table_with_spies()
    view = state.view(2)
    rng = Rng(1)
    samples = [RULESET.determinize(view, rng) for _ in range(30)]
    for world in samples:
        assert not world.invariant_violations()
        assert as_json(world.view(2)) == as_json(view)
        assert world.cards[0] in SPIES and world.cards[2] in SPIES
        assert world.cards[1] == card("hare", PLAIN), "the eliminated card was seen face up"
        assert world.hands[2] == state.hands[2]
    assert len({(world.cards[0], world.cards[2]) for world in samples}) > 1, "the spies' identities are drawn anew"
    assert len({tuple(world.hands[1]) for world in samples}) > 1, "other hands are drawn anew"
    assert len({world.missions[1] for world in samples}) > 1, "other missions are drawn anew"


def test_hv13_a_seat_remembers_the_spies_it_laid_and_its_worlds_keep_them():
    state = table_with_spies()
    view = state.view(0)
    assert view.played_by == (0, 0, 0, 1, 1, 1), "who laid each card is public"
    assert view.remembered == (PlayedCard(0, card("hare", SPY)), PlayedCard(2, card("stag", SPY)))
    assert view.table[QUEEN][UPPER] == (PlayedCard(0, None),), "it lies face down all the same"
    assert state.view(1).remembered == state.view(2).remembered == (), "nobody else saw those spies"
    for world in (RULESET.determinize(view, Rng(seed)) for seed in range(10)):
        assert (world.cards[0], world.cards[2]) == (card("hare", SPY), card("stag", SPY))
        assert not world.invariant_violations() and as_json(world.view(0)) == as_json(view)


def test_determinize_at_the_end_keeps_every_revealed_spy():
    state = table_with_spies()
    rng = Rng(4)
    while not state.over:
        state.apply(state.random_action(rng))
    world = RULESET.determinize(state.view(1), Rng(2))
    assert as_json(world.view(1)) == as_json(state.view(1))
    assert world.result() == state.result()


class CountingRng:
    """Stands in for an Rng whose next draw is ``pick``, to walk every outcome of ``random_action``."""

    def __init__(self, pick):
        self.pick = pick
        self.bound = None

    def below(self, bound):
        self.bound = bound
        return self.pick


@pytest.mark.parametrize(
    "hand",
    [
        [card("stag", ASSASSIN), card("butterfly", ASSASSIN), card("carp", PLAIN, 2)],
        [card("stag", PLAIN, 3), card("butterfly", SPY), card("carp", PLAIN, 2)],
    ],
    ids=["assassins", "no-assassin"],
)
def test_random_action_draws_each_legal_action_exactly_once_over_its_range(hand):
    state = table_with_spies()
    give(state, 2, hand)
    for _ in range(3):
        legal = state.legal_actions()
        probe = CountingRng(0)
        state.random_action(probe)
        assert probe.bound == len(legal)
        drawn = [state.random_action(CountingRng(pick)) for pick in range(len(legal))]
        assert sorted(map(repr, drawn)) == sorted(map(repr, legal))
        state.apply(legal[-1])


def test_invariants_catch_a_duplicated_card_and_a_misplaced_one():
    state = table_with_spies()
    broken = state.clone()
    broken.pile[0] = broken.hands[0][0]
    assert any("lost or duplicated" in found for found in broken.invariant_violations())
    misplaced = state.clone()
    misplaced.place[3] = 0
    assert any("wrong column" in found for found in misplaced.invariant_violations())


def test_hv13_remembered_spies_swap_into_place_and_no_spy_doubles():
    """Drawn spies that belong elsewhere trade places; one the seat laid that was drawn nowhere comes back from the
    unseen cards, and the spy drawn in its place returns to them."""
    a, b, c, d = SPIES[:4]
    remembered = (PlayedCard(1, a), PlayedCard(2, b))
    assert remember_spies({1: b, 2: c, 3: a}, remembered) == {1: a, 2: b, 3: c}
    assert remember_spies({1: d, 2: c, 3: b}, remembered) == {1: a, 2: b, 3: c}
    assert remember_spies({1: a, 2: b, 3: d}, remembered) == {1: a, 2: b, 3: d}
