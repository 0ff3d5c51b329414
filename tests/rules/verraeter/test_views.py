"""What each seat may see, and the worlds the AI samples from it: hidden hands, the set-aside card, hidden picks."""

import pytest

from game.core import IllegalAction, Rng
from game.verraeter import RULESET
from game.verraeter.actions import ChooseConflictSite, PlaySupplyCard, SkipBuilding, TakeActionCard
from game.verraeter.data import ACTION_CARDS, BUILDER, DIPLOMAT_2, FARMER, STRATEGIST, TRAITOR
from tests.contract import check_clone, check_invariants, check_views
from tests.rules.verraeter.helpers import draft, new_game, place_estates, set_hands, supply


def drafting(players=4):
    state = new_game(players)
    place_estates(state, [5, 11, 10, 1][:players])
    state.apply(ChooseConflictSite(11))
    state.aside = FARMER
    state.cached_legal = None
    return state


def worlds(state, seat, count=60, seed=5):
    rng = Rng(seed)
    view = state.view(seat)
    sampled = [RULESET.determinize(view, rng) for _ in range(count)]
    for world in sampled:
        assert world.view(seat) == view
        assert not world.invariant_violations()
    return sampled


def test_hidden_picks_fit_what_a_later_player_was_offered():
    state = drafting()
    state.apply(TakeActionCard(TRAITOR))
    state.apply(TakeActionCard(BUILDER))
    offered = set(state.view(2).offered)
    assert offered == set(ACTION_CARDS) - {FARMER, TRAITOR, BUILDER}
    seen = set()
    for world in worlds(state, 2):
        hidden = {world.aside, world.picks[0], world.picks[1]}
        assert hidden == {FARMER, TRAITOR, BUILDER}, "nothing it was offered was taken before it or set aside"
        seen.add((world.aside, world.picks[0], world.picks[1]))
        assert world.picks[3] is None and world.legal_actions() == state.legal_actions()
    assert len(seen) == 6, "which of the three cards went where stays open"


def test_the_start_player_knows_the_set_aside_card_and_that_later_picks_came_from_its_offer():
    state = drafting()
    for card in (TRAITOR, BUILDER, STRATEGIST, DIPLOMAT_2):
        state.apply(TakeActionCard(card))
    for world in worlds(state, 0):
        assert world.aside == FARMER and world.picks[0] == TRAITOR
        assert {world.picks[1], world.picks[2], world.picks[3]} < set(ACTION_CARDS) - {FARMER, TRAITOR}
    for world in worlds(state, 3):
        assert {world.aside, *world.picks[:3]} == {FARMER, TRAITOR, BUILDER, STRATEGIST}, "the last saw two cards"


def test_after_the_reveal_every_pick_is_known_and_the_worlds_agree_on_them():
    state = drafting()
    set_hands(state, {0: [], 1: [], 2: [], 3: [4]})
    draft(state, {0: TRAITOR, 1: BUILDER, 2: STRATEGIST, 3: DIPLOMAT_2})
    supply(state, {3: [4]})
    assert state.view(1).revealed_actions == (TRAITOR, BUILDER, STRATEGIST, DIPLOMAT_2)
    for world in worlds(state, 1):
        assert world.picks == state.picks and world.aside == FARMER


def test_other_hands_are_sampled_from_the_unseen_cards():
    state = drafting()
    hands = set()
    for world in worlds(state, 1):
        assert world.hands[1] == sorted(state.hands[1])
        assert [len(hand) for hand in world.hands] == [len(hand) for hand in state.hands]
        hands.add(tuple(sorted(world.hands[0])))
    assert len(hands) > 5


def test_equal_start_hands_stay_known_until_played():
    state = new_game(3, hands="equal_start")
    place_estates(state, [5, 11, 10])
    state.apply(ChooseConflictSite(11))
    draft(state, {0: TRAITOR, 1: BUILDER, 2: STRATEGIST}, aside=FARMER)
    state.apply(PlaySupplyCard(4))
    assert state.view(1).known_cards == ((3, 5), (3, 4, 5), (3, 4, 5))
    for world in worlds(state, 1):
        assert sorted(world.hands[0]) == [3, 5] and sorted(world.hands[2]) == [3, 4, 5]


def test_an_action_out_of_its_phase_is_refused_with_the_task_of_the_moment():
    state = drafting()
    with pytest.raises(IllegalAction, match="takes one of the action cards on offer"):
        state.apply(PlaySupplyCard(2))
    state = new_game(4)
    with pytest.raises(IllegalAction, match="places a first Gutshof"):
        state.apply(ChooseConflictSite(1))


@pytest.mark.parametrize("players", [3, 4])
def test_the_contract_holds_with_the_introductory_circle_and_equal_start(players):
    rng = Rng(players)
    for seed in range(2):
        state = RULESET.new_state(players, seed, {"circle": "introductory", "hands": "equal_start"})
        step = 0
        while not state.over:
            where = f"options game {seed}, step {step}"
            check_invariants(state, where)
            if step % 4 == 0:
                check_views(RULESET, state, rng, where)
            if step % 29 == 5:
                check_clone(state, rng.fork(), where)
            state.apply(state.random_action(rng))
            step += 1
        check_views(RULESET, state, rng, "the end")


def test_after_a_reshuffle_the_draw_pile_holds_only_reshuffled_cards():
    state = new_game(4)
    place_estates(state, [5, 11, 10, 1])
    set_hands(state, {0: [3, 4], 1: [4, 4, 4, 4], 2: [5, 5, 5], 3: [5, 5, 6, 6]})
    state.apply(ChooseConflictSite(11))
    draft(state, {0: FARMER, 1: BUILDER, 2: DIPLOMAT_2, 3: STRATEGIST}, aside=TRAITOR)
    supply(state, {})
    state.draw_pile, state.discard_pile = [8], [2, 2, 2, 2, 2, 3, 3, 3, 3]
    state.apply(SkipBuilding())
    assert 8 in state.hands[0] and len(state.draw_pile) == 3
    assert state.view(1).reshuffled_pile == (2, 2, 2, 2, 2, 3, 3, 3, 3)
    for world in worlds(state, 1):
        assert set(world.draw_pile) <= {2, 3}, "the 8 was drawn before the reshuffle"
        assert sum(8 in hand for hand in world.hands) == 1
