"""The characters that act on the open stacks: eliminators, lingering cards, the Intrigant, the Heilige, and the
characters without an instruction (LT-12, LT-13, LT-16, LT-30 and the character table)."""

from __future__ import annotations

import pytest

from game.listtuecke import decisions
from game.listtuecke.actions import ChooseRank, NameCharacter, PlaceOnChapel, PlayCard
from game.listtuecke.cards import (
    ABBOT,
    ASSASSIN,
    BERSERKER,
    BISHOP,
    CREST_OF,
    DRUID,
    EMPTY_FIELD,
    EXECUTIONER,
    INQUISITOR,
    INTRIGUER,
    KING,
    MONK,
    POISONER,
    QUEEN,
    SAINT,
    WITCH,
    WIZARD,
)
from game.listtuecke.events import CardPlayed, ChapelFilled, NothingHappened, PlacesChanged, StackEliminated
from tests.rules.listtuecke.table import act, arranged, of_kind

ELIMINATORS = {
    POISONER: (BISHOP, ABBOT),
    ASSASSIN: (KING, QUEEN),
    BERSERKER: (WIZARD, INTRIGUER),
    ABBOT: (WITCH, DRUID),
}


@pytest.mark.parametrize("eliminator", list(ELIMINATORS), ids=["giftmischerin", "meuchler", "berserker", "abt"])
def test_giftmischerin_meuchler_berserker_abt_eliminate_exactly_their_two_victims(eliminator):
    for victim in ELIMINATORS[eliminator]:
        state = arranged(stacks={2: [victim]}, hands={3: [eliminator]}, start=2, turn=1)
        act(state, PlayCard(eliminator))
        assert state.faces[2] == [False] and state.eliminations[3] == 1, victim
    bystander = MONK
    state = arranged(stacks={2: [bystander]}, hands={3: [eliminator]}, start=2, turn=1)
    act(state, PlayCard(eliminator))
    assert state.faces[2] == [True] and state.eliminations[3] == 0


def test_scharfrichter_lingers_and_eliminates_every_character_but_the_saint_played_by_another():
    for card in range(1, 21):
        if card in (EXECUTIONER, SAINT):
            continue
        state = arranged(stacks={0: [EXECUTIONER]}, hands={1: [card]}, turn=1)
        act(state, PlayCard(card))
        assert state.faces[1] == [False] and state.eliminations[0] == 1, card
    # Played, it eliminates nothing that already lies open.
    state = arranged(stacks={0: [BISHOP], 1: [KING]}, hands={2: [EXECUTIONER]}, turn=2)
    events = act(state, PlayCard(EXECUTIONER))
    assert of_kind(events, StackEliminated) == [] and state.faces[:2] == [[True], [True]]


def test_scharfrichter_cannot_touch_the_saint():
    state = arranged(stacks={0: [EXECUTIONER]}, hands={1: [SAINT]}, turn=1)
    act(state, PlayCard(SAINT), PlaceOnChapel("blue"))
    assert state.faces[1] == [True] and state.eliminations == [0, 0, 0, 0] and state.to_move == 2


def test_koenig_lingers_against_a_koenigin_played_by_another_player_but_not_by_its_own_owner():
    state = arranged(stacks={0: [KING]}, hands={1: [QUEEN]}, turn=1)
    act(state, PlayCard(QUEEN))
    assert state.faces[1] == [False] and state.eliminations[0] == 1
    state = arranged(stacks={0: [KING]}, hands={0: [QUEEN]}, turn=0, round=2)
    events = act(state, PlayCard(QUEEN))
    assert of_kind(events, StackEliminated) == [] and state.faces[0] == [True, True]


def test_koenigin_lingers_against_a_koenig_played_by_another_player_but_not_by_its_own_owner():
    state = arranged(stacks={2: [QUEEN]}, hands={3: [KING]}, start=2, turn=1)
    act(state, PlayCard(KING))
    assert state.faces[3] == [False] and state.eliminations[2] == 1
    state = arranged(stacks={2: [QUEEN]}, hands={2: [KING]}, start=2, turn=0, round=2)
    act(state, PlayCard(KING))
    assert state.faces[2] == [True, True] and state.eliminations == [0, 0, 0, 0]


def test_lt30_intrigant_changes_places_with_the_highest_higher_face_up_top_card():
    state = arranged(stacks={0: [WITCH], 1: [WIZARD], 2: [(INQUISITOR, False)]}, hands={3: [INTRIGUER]}, turn=3)
    events = act(state, PlayCard(INTRIGUER))
    (changed,) = of_kind(events, PlacesChanged)
    assert (changed.seat, changed.other, changed.card, changed.gained) == (3, 1, INTRIGUER, WIZARD)
    assert state.stacks[3] == [WIZARD] and state.stacks[1] == [INTRIGUER]
    assert state.start == 3, "the gained Zauberer now shows on the Intrigant's stack"


def test_lt30_the_card_gained_does_not_act_again_but_a_lingering_card_keeps_lingering_from_its_new_place():
    state = arranged(stacks={0: [MONK], 1: [INQUISITOR]}, hands={2: [INTRIGUER], 3: [BISHOP]}, turn=2)
    state.inquisitor_rank = 20
    act(state, PlayCard(INTRIGUER))
    assert state.stacks[2] == [INQUISITOR] and state.decision == decisions.PLAY and state.to_move == 3
    state = arranged(stacks={0: [MONK], 1: [KING]}, hands={2: [INTRIGUER], 3: [QUEEN]}, turn=2)
    act(state, PlayCard(INTRIGUER))
    assert state.stacks[2] == [KING]
    events = act(state, PlayCard(QUEEN))
    assert [(e.seat, e.by_seat, e.by_card) for e in of_kind(events, StackEliminated)] == [(3, 2, KING)]


def test_intrigant_that_is_itself_the_highest_card_stays():
    state = arranged(stacks={0: [BISHOP, MONK], 1: [(WIZARD, False)], 2: [DRUID]}, hands={3: [INTRIGUER]}, turn=3)
    events = act(state, PlayCard(INTRIGUER))
    assert of_kind(events, NothingHappened)[0].reason == "highest_already" and state.stacks[3][-1] == INTRIGUER
    assert state.start == 3


def test_intrigant_ignores_an_inquisitor_that_counts_as_rank_0():
    state = arranged(stacks={0: [MONK]}, hands={1: [INQUISITOR], 2: [INTRIGUER]}, turn=1, middle={0: 1, 1: 3})
    act(state, PlayCard(INQUISITOR), NameCharacter(1), ChooseRank(0), PlayCard(INTRIGUER))
    assert state.stacks[2] == [INTRIGUER] and state.stacks[1] == [INQUISITOR]


def test_heilige_puts_an_influence_tile_of_the_players_choice_from_the_stock_on_the_chapel():
    state = arranged(hands={0: [SAINT]}, stock=[3, 0, 5], chapter=3)
    act(state, PlayCard(SAINT))
    assert state.legal_actions() == (PlaceOnChapel("blue"), PlaceOnChapel("yellow"))
    events = act(state, PlaceOnChapel("yellow"))
    assert [(e.seat, e.field, e.tile) for e in of_kind(events, ChapelFilled)] == [(0, 2, "yellow")]
    assert state.stock == [3, 0, 4] and state.chapel == ["elimination", "elimination", "yellow"]
    state = arranged(hands={0: [SAINT]}, stock=[0, 0, 1])
    act(state, PlayCard(SAINT))
    assert state.chapel == ["yellow"] and state.to_move == 1, "the only colour left is put at once"


def test_lt19_a_heilige_finding_the_stock_empty_leaves_her_field_empty_and_no_elimination_tile_goes_there():
    state = arranged(stacks={0: [1, 2, 3], 1: [4, 5, 6], 2: [7, 8, 9], 3: [10, 11, 12]}, hands={0: [SAINT]})
    state.tiles[3] = [0, 0, 0]
    state.tiles[1] = [13, 13, 13]
    state.stock = [0, 0, 0]
    events = act(state, PlayCard(SAINT))
    assert of_kind(events, NothingHappened)[0].reason == "stock_empty"
    assert [(e.seat, e.field, e.tile) for e in of_kind(events, ChapelFilled)] == [(0, 0, EMPTY_FIELD)]
    while state.chapter == 1:
        events += act(state, state.legal_actions()[0])
    assert state.chapel == [EMPTY_FIELD], "the Saint was played this chapter: no elimination tile on the chapel"
    assert [e.tile for e in of_kind(events, ChapelFilled)] == [EMPTY_FIELD]


@pytest.mark.parametrize(("card", "colour"), [(BISHOP, 1), (WIZARD, 2)], ids=["bischof", "zauberer"])
def test_bischof_and_zauberer_have_no_instruction_and_bring_two_tiles_of_their_colour(card, colour):
    state = arranged(stacks={0: [1, 2], 1: [3, 4], 2: [7, 8], 3: [12, 10]}, hands={0: [card, 9]})
    events = act(state, PlayCard(card))
    assert events == [CardPlayed(0, card)] and state.to_move == 1
    assert CREST_OF[card][colour] == 2 and sum(CREST_OF[card]) == 2
