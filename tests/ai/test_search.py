"""The information-set search: availability counts, backed-up rewards, truncated playouts."""

from __future__ import annotations

import pytest

from game.ai import RANDOM, Heuristics, InformationSetSearch
from game.ai.policy import mixed_policy
from game.core import Rng
from tests.ai.positions import last_chance_position
from tests.ai.toy_heuristics import HIGH_CARD_AI, judge_high_card, play_high_card
from tests.toy_title import HIGH_CARD, PlayCard


def opening_search(players: int, heuristics: Heuristics = HIGH_CARD_AI, iterations: int = 300):
    state = HIGH_CARD.new_state(players, seed=5)
    search = InformationSetSearch(HIGH_CARD, state.view(state.to_move), Rng(1), heuristics)
    search.advance(iterations)
    return state, search


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_root_action_is_available_in_every_world_and_visits_add_up(players):
    state, search = opening_search(players)
    ranking = search.ranking()
    assert {action for action, _, _ in ranking} == set(state.legal_actions())
    assert sum(visits for _, visits, _ in ranking) == search.iterations == 300
    available = sorted((child.available for child in search._root.children.values()), reverse=True)
    assert available == [search.iterations - created for created in range(3)], (
        "a root action is legal in every world: available in every iteration since the one that added it"
    )


def test_deeper_nodes_are_available_at_least_as_often_as_visited():
    _, search = opening_search(4)
    stack = [search._root]
    checked = 0
    while stack:
        node = stack.pop()
        for child in node.children.values():
            assert child.available >= child.visits >= 1
            checked += 1
            stack.append(child)
    assert checked == search.iterations, "the tree grows by one node per iteration until walks reach the end"


def test_hidden_cards_make_opponents_choices_vary_between_worlds():
    """The opponent's answers under one root action differ with the sampled hands: more children than any one world."""
    _, search = opening_search(2, iterations=400)
    replies = max(len(child.children) for child in search._root.children.values())
    assert replies > 3, "an opponent holding three cards in one world has only three replies"


def test_the_search_keeps_its_chance_rather_than_a_sure_loss():
    state = last_chance_position()
    search = InformationSetSearch(HIGH_CARD, state.view(2), Rng(3), RANDOM)
    search.advance(200)
    (best, _, best_mean), (worst, _, worst_mean) = search.ranking()
    assert (best, worst) == (PlayCard(6), PlayCard(1))
    assert worst_mean == 0.0 < best_mean


def test_the_policys_own_choice_is_tried_first():
    state, search = opening_search(4, iterations=1)
    assert [action for action, _, _ in search.ranking()] == [PlayCard(max(state.hands[state.to_move]))]


def test_the_heuristics_favourite_gets_a_head_start_that_evidence_outweighs():
    state = HIGH_CARD.new_state(4, seed=3)
    view = state.view(state.to_move)
    assert view.hand == (4, 11, 12)
    favourite = PlayCard(12)

    def visits(iterations, favoured):
        search = InformationSetSearch(HIGH_CARD, view, Rng(1), HIGH_CARD_AI, favourite=favoured)
        search.advance(iterations)
        return {action: count for action, count, _ in search.ranking()}

    assert visits(60, favourite)[favourite] > visits(60, None)[favourite]
    leading = visits(3000, favourite)
    assert max(leading, key=leading.get) == PlayCard(4), "keeping the 12 for later wins more often in this deal"


def test_ranking_lists_the_most_visited_first():
    _, search = opening_search(3)
    visits = [visits for _, visits, _ in search.ranking()]
    assert visits == sorted(visits, reverse=True)


def tree_depth(node) -> int:
    return 1 + max((tree_depth(child) for child in node.children.values()), default=0) if node.children else 0


def test_truncated_playouts_stop_at_their_depth_and_ask_the_evaluation():
    judged = []

    def judge(state):
        judged.append(len(state.played))
        return judge_high_card(state)

    heuristics = Heuristics(policy=play_high_card, evaluate=judge, playout_depth=2)
    _, search = opening_search(4, heuristics, iterations=50)
    assert len(judged) == 50, "the 12-card game never ends within the first levels of the tree and two more cards"
    deepest = tree_depth(search._root)
    assert all(1 + 2 <= played <= deepest + 2 for played in judged), "each walk and then exactly two playout cards"


def test_a_truncating_evaluation_needs_a_depth():
    with pytest.raises(ValueError):
        Heuristics(policy=play_high_card, evaluate=judge_high_card)


def test_the_search_refuses_a_view_without_a_decision():
    state = HIGH_CARD.new_state(3, seed=1)
    waiting = next(seat for seat in range(3) if seat != state.to_move)
    with pytest.raises(ValueError):
        InformationSetSearch(HIGH_CARD, state.view(waiting), Rng(0), RANDOM)


def test_a_mixed_policy_strays_to_random_moves_as_often_as_asked():
    state = HIGH_CARD.new_state(4, seed=3)
    always = mixed_policy(lambda world, rng: world.legal_actions()[0], 0)
    never = mixed_policy(lambda world, rng: world.legal_actions()[0], 100)
    assert all(always(state, Rng(seed)) == state.legal_actions()[0] for seed in range(20))
    assert len({never(state, Rng(seed)) for seed in range(40)}) > 1, "random moves vary"


def test_a_tree_depth_of_one_weighs_only_the_roots_actions():
    flat = Heuristics(policy=play_high_card, tree_depth=1)
    _, search = opening_search(4, heuristics=flat)
    assert sum(visits for _, visits, _ in search.ranking()) == search.iterations == 300
    assert all(not child.children for child in search._root.children.values())
    with pytest.raises(ValueError):
        Heuristics(tree_depth=-1)
