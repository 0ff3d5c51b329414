"""Flat Monte Carlo with sequential halving: common worlds, the budget spent as planned, the favourite kept."""

from __future__ import annotations

import dataclasses

import pytest

from game.ai import RANDOM, Budget, InformationSetSearch, Thinker
from game.ai.halving import SequentialHalving
from game.core import Rng
from tests.ai.positions import JudgedHighCard, last_chance_position
from tests.ai.toy_heuristics import HIGH_CARD_AI
from tests.toy_title import HIGH_CARD, PlayCard


def opening(players: int = 4, seed: int = 3):
    state = HIGH_CARD.new_state(players, seed=seed)
    return state, state.view(state.to_move)


def test_every_action_is_played_and_the_budget_is_spent_exactly():
    state, view = opening()
    search = SequentialHalving(HIGH_CARD, view, Rng(1), HIGH_CARD_AI, budget=100)
    search.advance(1000)
    ranking = search.ranking()
    assert search.iterations == sum(visits for _, visits, _ in ranking) == 100
    assert {action for action, _, _ in ranking} == set(state.legal_actions())


def test_the_better_half_plays_on_and_every_running_action_shares_the_same_worlds():
    """Three actions: two rounds; the round-one loser stops, the two survivors share every world."""
    _, view = opening()
    search = SequentialHalving(HIGH_CARD, view, Rng(1), HIGH_CARD_AI, budget=120)
    search.advance(120)
    (first, first_visits, _), (second, second_visits, _), (dropped, dropped_visits, _) = search.ranking()
    assert first_visits == second_visits > dropped_visits
    assert dropped not in search._running and {first, second} == set(search._running)
    assert first_visits + second_visits + dropped_visits == 120


def test_the_search_keeps_its_chance_rather_than_a_sure_loss():
    state = last_chance_position()
    search = SequentialHalving(HIGH_CARD, state.view(2), Rng(3), RANDOM, budget=200)
    search.advance(200)
    assert search.best() == PlayCard(6)
    assert [mean for _, _, mean in search.ranking()][-1] == 0.0, "the 1 loses in every world"


def test_the_favourite_is_never_halved_away_but_loses_to_a_clearly_better_action():
    state = last_chance_position()
    loser = PlayCard(1)
    search = SequentialHalving(HIGH_CARD, state.view(2), Rng(3), RANDOM, budget=200, favourite=loser)
    search.advance(200)
    assert loser in search._running
    assert search.best() == PlayCard(6)


def test_with_conviction_the_favourite_stands_unless_clearly_beaten_on_the_same_worlds():
    state = last_chance_position()
    loser = PlayCard(1)

    def best(conviction):
        search = SequentialHalving(HIGH_CARD, state.view(2), Rng(3), RANDOM, 200, loser, conviction)
        search.advance(200)
        return search.best()

    assert best(2.0) == PlayCard(6), "the 6 keeps a chance in many worlds, the 1 loses in every one"
    assert best(1e9) == loser


def test_the_favourite_wins_a_tie():
    """HN-18: a seat with nothing at stake scores 0 whatever it plays; the heuristic's choice then stands."""
    state = HIGH_CARD.new_state(3, seed=6)
    view = state.view(0)
    for favourite in view.legal_actions:
        search = SequentialHalving(JudgedHighCard(), view, Rng(1), HIGH_CARD_AI, budget=60, favourite=favourite)
        search.advance(60)
        assert {mean for _, _, mean in search.ranking()} == {0.0}
        assert search.best() == favourite


def test_a_budget_smaller_than_the_choices_plays_the_favourite_first():
    _, view = opening()
    favourite = view.legal_actions[-1]
    search = SequentialHalving(HIGH_CARD, view, Rng(1), HIGH_CARD_AI, budget=1, favourite=favourite)
    search.advance(5)
    assert [action for action, _, _ in search.ranking()] == [favourite]
    assert search.iterations == 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_hard_searches_by_halving_normal_by_the_tree_and_slices_do_not_change_the_answer(players):
    _, view = opening(players, seed=players)
    heuristics = dataclasses.replace(HIGH_CARD_AI, halving=True)
    assert isinstance(Thinker(HIGH_CARD, view, "hard", 7, heuristics=heuristics)._search, SequentialHalving)
    assert isinstance(Thinker(HIGH_CARD, view, "normal", 7, heuristics=heuristics)._search, InformationSetSearch)
    budget = Budget(normal=30, hard=90)
    whole = Thinker(HIGH_CARD, view, "hard", 7, heuristics=heuristics, budget=budget)
    whole.advance(whole.budget)
    sliced = Thinker(HIGH_CARD, view, "hard", 7, heuristics=heuristics, budget=budget)
    size = 1
    while not sliced.done:
        sliced.advance(size)
        sliced.best_action()
        size += 2
    assert sliced.iterations == whole.iterations == 90
    assert sliced.ranking() == whole.ranking()
    assert sliced.best_action() == whole.best_action()


def test_only_the_candidates_are_weighed_and_the_favourite_first():
    _, view = opening()
    legal = list(view.legal_actions)
    candidates, favourite = legal[1:3], legal[0]
    search = SequentialHalving(
        HIGH_CARD, view, Rng(1), HIGH_CARD_AI, budget=60, favourite=favourite, candidates=[*candidates, favourite]
    )
    search.advance(60)
    assert {action for action, _, _ in search.ranking()} == {favourite, *candidates}
    assert search._rewards[favourite] and len(search._rewards) == 3


def lowest_first(state):
    """A toy shortlist that ranks the lowest cards first: a judgement the search should hardly follow blindly."""
    return sorted(state.legal_actions(), key=lambda action: action.card)


@pytest.mark.parametrize("width", [1, 2, 3])
def test_hard_weighs_the_favourite_and_the_shortlists_first_others_as_wide_as_its_width(width):
    _, view = opening(players=3, seed=4)
    heuristics = dataclasses.replace(HIGH_CARD_AI, halving=True, shortlist=lowest_first, halving_width=width)
    thinker = Thinker(HIGH_CARD, view, "hard", 7, heuristics=heuristics, budget=Budget(normal=10, hard=60))
    thinker.advance(thinker.budget)
    favourite = thinker.heuristic_choice()
    others = [action for action in lowest_first(thinker._world) if action != favourite][: width - 1]
    assert {action for action, _, _ in thinker.ranking()} == {favourite, *others}


def test_a_halving_width_needs_a_shortlist():
    with pytest.raises(ValueError, match="shortlist"):
        dataclasses.replace(HIGH_CARD_AI, halving=True, halving_width=3)
