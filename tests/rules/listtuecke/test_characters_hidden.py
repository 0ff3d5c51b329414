"""The characters that move or show hidden cards, and the Quacksalber and Schwarzer Ritter (LT-27..LT-29, LT-31)."""

from __future__ import annotations

import pytest

from game.core import IllegalAction
from game.listtuecke import decisions
from game.listtuecke.actions import (
    DECLINE,
    ChooseRank,
    GiveCard,
    HealCard,
    LookAtHand,
    NameCharacter,
    OfferCard,
    PlayCard,
    SwapWithMiddle,
    TakeTile,
)
from game.listtuecke.cards import (
    ABBOT,
    BERSERKER,
    BISHOP,
    BLACK_KNIGHT,
    COURTESAN,
    DRUID,
    INQUISITOR,
    KING,
    MONK,
    POISONER,
    QUACK,
    SEER,
    WHITE_KNIGHT,
    WITCH,
    WIZARD,
)
from game.listtuecke.events import (
    CardHandedOver,
    CardHealed,
    CardOffered,
    CharacterNamed,
    HandSeen,
    MiddleCardSeen,
    MiddleSwapped,
    NothingHappened,
    RankChosen,
    StackEliminated,
    TileGained,
)
from tests.rules.listtuecke.table import act, arranged, of_kind


def test_lt27_quacksalber_turns_one_face_down_card_face_up_which_does_not_act_again_but_can_flip_again():
    state = arranged(
        stacks={0: [(MONK, False), (WIZARD, False)], 1: [2, 4], 2: [DRUID, 9], 3: [(12, False), (13, False)]},
        hands={0: [QUACK, BISHOP], 1: [WHITE_KNIGHT, POISONER], 2: [BERSERKER, ABBOT], 3: [WITCH, KING]},
    )
    act(state, PlayCard(QUACK))
    assert state.decision == decisions.HEAL
    assert state.legal_actions() == (HealCard(0), HealCard(1), DECLINE)
    events = act(state, HealCard(1))
    assert [(e.seat, e.position, e.card) for e in of_kind(events, CardHealed)] == [(0, 1, WIZARD)]
    assert state.faces[0] == [False, True, True]
    act(state, PlayCard(WHITE_KNIGHT), DECLINE)
    events = act(state, PlayCard(BERSERKER))
    assert of_kind(events, NothingHappened)[0].reason == "no_victim", "the healed Zauberer lies under the Quack"
    act(state, PlayCard(KING))
    assert state.start == 3
    # Round 4 plays each last card at once: the Hexe (who looks at seat 0), Bischof, Giftmischerin and Abt.
    assert state.decision == decisions.LOOK
    events = act(state, LookAtHand(0))
    eliminated = of_kind(events, StackEliminated)
    assert [(e.seat, e.by_card, e.flipped) for e in eliminated] == [(0, POISONER, 3), (3, ABBOT, 2)]
    # Seat 0's flipped cards are the healed Zauberer, the Quacksalber and the Bischof; the Mönch stayed face down.
    assert state.chapter == 2, "the fourth round ended the chapter"


def test_quacksalber_with_nothing_to_heal_just_lies_there():
    state = arranged(stacks={0: [MONK], 1: [DRUID]}, hands={0: [QUACK]}, turn=0, round=2)
    events = act(state, PlayCard(QUACK))
    assert of_kind(events, NothingHappened)[0].reason == "no_face_down_card"
    assert state.to_move == 1 and state.faces[0] == [True, True]


def test_schwarzer_ritter_may_take_one_influence_tile_of_a_colour_the_stock_still_has():
    state = arranged(hands={0: [BLACK_KNIGHT]}, stock=[0, 4, 2])
    act(state, PlayCard(BLACK_KNIGHT))
    assert state.legal_actions() == (TakeTile("green"), TakeTile("yellow"), DECLINE)
    events = act(state, TakeTile("yellow"))
    assert [(e.seat, e.tile, e.count, e.source) for e in of_kind(events, TileGained)] == [
        (0, "yellow", 1, "black_knight")
    ]
    assert state.stock == [0, 4, 1] and state.tiles[0] == [0, 0, 1]
    state = arranged(hands={0: [BLACK_KNIGHT]}, stock=[0, 0, 0])
    events = act(state, PlayCard(BLACK_KNIGHT))
    assert of_kind(events, NothingHappened)[0].reason == "stock_empty" and state.to_move == 1


def _courtesan_table():
    # Seat 2 holds only dark cards and seat 3 only light ones.
    return arranged(hands={0: [COURTESAN, 5, 6, 8], 1: [7, 9, 10, 12], 3: [11, 13, 15, 17]})


def test_lt28_kurtisane_swaps_once_per_back_with_partners_holding_that_back_who_give_back_unseen():
    state = _courtesan_table()
    assert state.hands[2] == [14, 16, 18, 20]
    act(state, PlayCard(COURTESAN))
    assert state.decision == decisions.OFFER
    assert state.legal_actions() == (
        OfferCard(5, 1),
        OfferCard(5, 3),
        OfferCard(6, 1),
        OfferCard(6, 2),
        OfferCard(8, 1),
        OfferCard(8, 2),
        DECLINE,
    )
    with pytest.raises(IllegalAction, match="no hand card of that back"):
        state.apply(OfferCard(5, 2))
    events = act(state, OfferCard(5, 1))
    (offered,) = of_kind(events, CardOffered)
    assert offered.for_seat(1).card is None and offered.for_seat(0).card == 5
    assert state.decision == decisions.ANSWER and state.to_move == 1
    assert state.legal_actions() == (GiveCard(7), GiveCard(9)), "the partner chooses among cards of the same back"
    assert state.view(1).offer == (0, 1, "light", None), "the partner gives back without seeing the card"
    assert state.view(0).offer == (0, 1, "light", 5)
    events = act(state, GiveCard(9))
    handed = of_kind(events, CardHandedOver)
    assert [(e.giver, e.receiver, e.card) for e in handed] == [(0, 1, 5), (1, 0, 9)]
    assert handed[0].for_seat(2).card is None and handed[1].for_seat(0).card == 9
    # The second swap must use the other back; the player may stop instead.
    assert state.to_move == 0
    assert state.legal_actions() == (OfferCard(6, 1), OfferCard(6, 2), OfferCard(8, 1), OfferCard(8, 2), DECLINE)
    with pytest.raises(IllegalAction, match="other back colour"):
        state.apply(OfferCard(9, 3))
    act(state, OfferCard(8, 1), GiveCard(12))
    assert state.hands[0] == [6, 9, 12] and state.hands[1] == [5, 7, 8, 10]
    assert state.to_move == 1
    assert state.view(0).seen_in_hands == ((5, 1), (8, 1))
    assert state.view(1).seen_in_hands == ((9, 0), (12, 0))
    assert state.view(2).seen_in_hands == () and state.view(3).seen_in_hands == ()


def test_lt28_a_partner_with_one_card_of_that_back_gives_it_at_once_and_one_swap_may_be_enough():
    state = _courtesan_table()
    act(state, PlayCard(COURTESAN), OfferCard(6, 2))
    assert state.decision == decisions.ANSWER and state.to_move == 2
    act(state, GiveCard(14))
    assert state.to_move == 0
    act(state, DECLINE)
    assert state.to_move == 1 and state.hands[0] == [5, 8, 14]


def test_hellseherin_looks_at_the_four_middle_cards_and_only_her_player_sees_them():
    state = arranged(hands={0: [SEER]}, middle={0: 1, 1: 3, 2: 2, 3: 6})
    events = act(state, PlayCard(SEER))
    seen = of_kind(events, MiddleCardSeen)
    assert [(e.slot, e.card) for e in seen] == [(0, 1), (1, 3), (2, 2), (3, 6)]
    assert all(event.for_seat(1).card is None for event in seen)
    assert state.view(0).middle_seen == (1, 3, 2, 6)
    assert state.view(1).middle_seen == (None, None, None, None)


@pytest.mark.parametrize("swapper", [DRUID, MONK, WHITE_KNIGHT], ids=["druide", "moench", "weisser_ritter"])
def test_lt29_druide_moench_weisser_ritter_swap_a_hand_card_with_a_middle_card_of_the_same_back_unseen(swapper):
    hand = [card for card in (DRUID, MONK, WHITE_KNIGHT, BISHOP, WIZARD) if card != swapper][:3]
    state = arranged(hands={0: [swapper, *hand]}, middle={0: 1, 1: 3, 2: 2, 3: 4})
    act(state, PlayCard(swapper))
    assert state.decision == decisions.SWAP_MIDDLE
    legal = state.legal_actions()
    assert DECLINE in legal
    for action in legal[:-1]:
        assert (action.card % 2 == 1) == (action.slot < 2), "only a middle card of the same back"
    assert len(legal) == 2 * len(hand) + 1
    with pytest.raises(IllegalAction, match="same back"):
        state.apply(SwapWithMiddle(BISHOP, 0))
    events = act(state, SwapWithMiddle(BISHOP, 3))
    assert BISHOP not in state.hands[0] and 4 in state.hands[0] and state.middle[3] == BISHOP
    (swapped,) = of_kind(events, MiddleSwapped)
    assert (swapped.given, swapped.taken) == (BISHOP, 4)
    assert (swapped.for_seat(1).given, swapped.for_seat(1).taken) == (None, None)
    assert state.view(0).middle_seen == (None, None, None, BISHOP)


def test_hexe_looks_at_all_hand_cards_of_one_other_player():
    state = arranged(hands={0: [WITCH], 2: [BISHOP, WIZARD, 5, 7]})
    act(state, PlayCard(WITCH))
    assert state.legal_actions() == (LookAtHand(1), LookAtHand(2), LookAtHand(3))
    events = act(state, LookAtHand(2))
    (seen,) = of_kind(events, HandSeen)
    assert seen.cards == (5, 7, BISHOP, WIZARD) and seen.for_seat(1).cards is None
    assert state.view(0).seen_in_hands == ((5, 2), (7, 2), (BISHOP, 2), (WIZARD, 2))
    assert state.view(1).seen_in_hands == ()


def test_lt31_inquisitor_takes_the_named_card_shown_by_its_holder_and_gives_a_card_of_its_choice():
    state = arranged(hands={0: [INQUISITOR, 1, 3, 5], 2: [WIZARD, 6, 8, 10]})
    act(state, PlayCard(INQUISITOR))
    assert state.decision == decisions.NAME and NameCharacter(INQUISITOR) not in state.legal_actions()
    assert len(state.legal_actions()) == 19
    events = act(state, NameCharacter(WIZARD))
    assert [(e.seat, e.rank, e.holder) for e in of_kind(events, CharacterNamed)] == [(0, WIZARD, 2)]
    assert state.decision == decisions.GIVE and state.legal_actions() == (GiveCard(1), GiveCard(3), GiveCard(5))
    assert state.view(3).named == (WIZARD, 2) and (WIZARD, 2) in state.view(3).seen_in_hands
    events = act(state, GiveCard(3))
    shown, given = of_kind(events, CardHandedOver)
    assert (shown.giver, shown.receiver, shown.card, shown.shown) == (2, 0, WIZARD, True)
    assert shown.for_seat(3).card == WIZARD, "everyone saw the named card"
    assert (given.giver, given.receiver, given.card) == (0, 2, 3) and given.for_seat(3).card is None
    assert state.hands[0] == [1, 5, WIZARD] and state.hands[2] == [3, 6, 8, 10]
    assert (WIZARD, 0) in state.view(3).seen_in_hands and (3, 2) in state.view(0).seen_in_hands
    assert state.decision == decisions.RANK
    events = act(state, ChooseRank(20))
    assert of_kind(events, RankChosen)[0].rank == 20 and state.inquisitor_rank == 20 and state.to_move == 1


def test_inquisitor_naming_a_card_nobody_holds_changes_nothing_and_may_choose_rank_0():
    state = arranged(hands={0: [INQUISITOR, 5, 7, 9]}, middle={0: 1, 1: 3, 2: 2, 3: 4})
    hands = [list(hand) for hand in state.hands]
    events = act(state, PlayCard(INQUISITOR), NameCharacter(3))
    assert of_kind(events, CharacterNamed)[0].holder is None and of_kind(events, CardHandedOver) == []
    assert state.decision == decisions.RANK
    act(state, ChooseRank(0))
    assert state.inquisitor_rank == 0 and state.hands[1:] == hands[1:] and state.middle[1] == 3
    state = arranged(hands={0: [INQUISITOR, 5, 7, 9]})
    act(state, PlayCard(INQUISITOR), NameCharacter(7))
    assert state.decision == decisions.RANK, "naming your own card finds no other holder"


def test_lt31_with_every_other_hand_empty_nobody_is_asked_to_name_a_character():
    state = arranged(stacks={0: [1, 2, 3]}, hands={0: [INQUISITOR]}, start=1, turn=3, round=4)
    assert not any(state.hands[1:]), "the three others have played their last cards"
    events = act(state, PlayCard(INQUISITOR))
    assert [(e.seat, e.card, e.reason) for e in of_kind(events, NothingHappened)] == [(0, INQUISITOR, "no_other_hands")]
    assert of_kind(events, CharacterNamed) == [], "whatever were named, nobody could hold it"
    assert state.decision == decisions.RANK and state.legal_actions() == (ChooseRank(20), ChooseRank(0))


def test_lt31_with_no_hand_card_left_to_give_the_named_card_is_only_shown():
    state = arranged(stacks={0: [1, 2, 3]}, hands={0: [INQUISITOR], 1: [WIZARD]}, round=4)
    events = act(state, PlayCard(INQUISITOR), NameCharacter(WIZARD))
    assert of_kind(events, CardHandedOver) == [] and state.hands[1] == [WIZARD]
    assert (WIZARD, 1) in state.view(2).seen_in_hands
    assert state.decision == decisions.RANK
