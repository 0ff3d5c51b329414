"""What each seat knows, how hidden moves make knowledge stale, and worlds sampled from a view (determinize)."""

from __future__ import annotations

import json

from game.core import Rng, to_json
from game.listtuecke import RULESET, decisions
from game.listtuecke.actions import DECLINE, GiveCard, OfferCard, PlayCard, SwapWithMiddle
from game.listtuecke.cards import COURTESAN, DARK, IS_LIGHT, LIGHT, MONK, SEER
from tests.rules.listtuecke.table import act, arranged


def _same(left, right) -> bool:
    return json.dumps(to_json(left), sort_keys=True) == json.dumps(to_json(right), sort_keys=True)


def _after_the_passes(seed: int):
    state = RULESET.new_state(4, seed=seed)
    while state.decision == decisions.PASS:
        act(state, state.legal_actions()[0])
    return state


def test_a_sampled_world_keeps_the_passed_cards_in_the_neighbours_hands_and_varies_the_rest():
    state = _after_the_passes(seed=31)
    view = state.view(0)
    (light_pass,) = [(card, to) for back, card, to in view.passed if back == LIGHT]
    (dark_pass,) = [(card, to) for back, card, to in view.passed if back == DARK]
    rng = Rng(1)
    seat2_hands = set()
    for _ in range(40):
        world = RULESET.determinize(view, rng)
        assert world.invariant_violations() == []
        assert _same(world.view(0), view)
        assert world.hands[0] == state.hands[0]
        assert light_pass[0] in world.hands[light_pass[1]] and dark_pass[0] in world.hands[dark_pass[1]]
        seat2_hands.add(tuple(world.hands[2]))
    assert len(seat2_hands) > 10, "the unknown cards are drawn anew"


def test_a_passed_card_is_forgotten_once_its_holder_swaps_a_card_of_its_back_unseen():
    state = arranged(hands={1: [MONK, 5, 7, 10]}, turn=1, stacks={0: [20]})
    state.seen_hands[0] = {5: 1, 10: 1}
    act(state, PlayCard(MONK), SwapWithMiddle(7, 0))
    assert state.seen_hands[0] == {10: 1}, "either light card may have gone; the dark one stayed"


def test_a_seat_that_saw_the_middle_follows_the_card_taken_from_it_but_not_the_one_put_there():
    state = arranged(hands={0: [SEER], 1: [MONK, 5, 7, 10]})
    act(state, PlayCard(SEER))
    taken = state.middle[2]
    act(state, PlayCard(MONK), SwapWithMiddle(10, 2))
    assert state.seen_hands[0] == {taken: 1}
    assert 2 not in state.seen_middle[0] and len(state.seen_middle[0]) == 3
    assert state.seen_middle[1] == {2: 10}


def test_the_only_card_of_its_back_is_followed_when_it_leaves_a_hand_unseen():
    state = arranged(hands={1: [COURTESAN, 6, 8, 9], 2: [13, 12, 14, 16]}, turn=1, stacks={0: [20]})
    state.seen_hands[0] = {13: 2}
    act(state, PlayCard(COURTESAN), OfferCard(9, 2))
    assert state.hands[1] == [6, 8, 13], "seat 2 had to give its only light card"
    assert state.seen_hands[0] == {13: 1}
    assert state.seen_hands[3] == {}


def test_a_world_sampled_during_the_passes_draws_the_others_hidden_choices():
    state = RULESET.new_state(4, seed=41)
    act(state, state.legal_actions()[0])
    act(state, state.legal_actions()[1])
    chooser = state.to_move
    earlier = (chooser - 1) % 4
    view = state.view(chooser)
    assert view.passing is None and state.view(earlier).passing is not None
    rng = Rng(3)
    for _ in range(20):
        world = RULESET.determinize(view, rng)
        assert _same(world.view(chooser), view) and world.legal_actions() == state.legal_actions()
        assert world.pass_choice[earlier] in world.hands[earlier] and IS_LIGHT[world.pass_choice[earlier]]
    world = RULESET.determinize(state.view(earlier), rng)
    assert world.pass_choice[earlier] == state.pass_choice[earlier]


def test_a_world_sampled_for_the_kurtisanes_partner_draws_the_offered_card_among_light_cards_unknown_to_it():
    state = arranged(hands={0: [COURTESAN, 5, 7, 10], 1: [9, 11, 12, 14]})
    act(state, PlayCard(COURTESAN), OfferCard(7, 1))
    view = state.view(1)
    rng = Rng(4)
    offered = set()
    for _ in range(30):
        world = RULESET.determinize(view, rng)
        assert _same(world.view(1), view) and world.legal_actions() == (GiveCard(9), GiveCard(11))
        partner, card = world.offer
        assert partner == 1 and IS_LIGHT[card] and card in world.hands[0]
        offered.add(card)
    assert len(offered) > 2, "the partner does not know the Kurtisane's hand, so any light card may lie there"
    act(state, GiveCard(11), DECLINE)
    assert state.to_move == 1 and state.hands[0] == [5, 10, 11]
