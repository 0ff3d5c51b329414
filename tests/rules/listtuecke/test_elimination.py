"""Elimination: eliminating cards, lingering cards, flipped stacks, elimination tiles and the Saint (LT-12..LT-16)."""

from __future__ import annotations

from game.listtuecke import decisions
from game.listtuecke.actions import Eliminate, PlayCard
from game.listtuecke.cards import (
    ABBOT,
    BISHOP,
    DRUID,
    EXECUTIONER,
    KING,
    MONK,
    POISONER,
    QUEEN,
    SAINT,
    WITCH,
    WIZARD,
)
from game.listtuecke.events import NothingHappened, StackEliminated, TileGained
from tests.rules.listtuecke.table import act, arranged, of_kind


def test_lt12_an_eliminating_card_strikes_the_one_victim_on_top_of_another_stack_at_once():
    state = arranged(stacks={0: [BISHOP]}, hands={1: [POISONER]}, turn=1)
    events = act(state, PlayCard(POISONER))
    (eliminated,) = of_kind(events, StackEliminated)
    assert (eliminated.seat, eliminated.victim_card, eliminated.by_seat, eliminated.by_card) == (0, BISHOP, 1, POISONER)
    assert not eliminated.lingering
    assert state.faces[0] == [False] and state.eliminations == [0, 1, 0, 0]
    assert state.to_move == 2, "nothing was left to decide"


def test_lt12_with_two_victims_on_top_the_player_chooses_one():
    state = arranged(stacks={0: [BISHOP], 1: [ABBOT], 2: [DRUID]}, hands={3: [POISONER]}, turn=3)
    act(state, PlayCard(POISONER))
    assert state.decision == decisions.CHOOSE_VICTIM and state.to_move == 3
    assert state.legal_actions() == (Eliminate(0), Eliminate(1)), "eliminating is not a may: no declining"
    act(state, Eliminate(1))
    assert state.faces[1] == [False] and state.faces[0] == [True] and state.eliminations[3] == 1


def test_lt12_a_covered_victim_or_none_at_all_means_nothing_happens():
    state = arranged(stacks={0: [BISHOP, DRUID]}, hands={1: [POISONER]}, turn=1)
    events = act(state, PlayCard(POISONER))
    assert of_kind(events, StackEliminated) == []
    assert of_kind(events, NothingHappened)[0].reason == "no_victim"
    assert state.faces[0] == [True, True] and state.eliminations == [0, 0, 0, 0]


def test_lt12_an_eliminating_card_acts_only_when_played_not_on_victims_played_later():
    state = arranged(stacks={0: [POISONER]}, hands={1: [BISHOP]}, turn=1)
    act(state, PlayCard(BISHOP))
    assert state.faces[1] == [True] and state.eliminations == [0, 0, 0, 0]


def test_lt13_a_lingering_card_eliminates_a_victim_played_later_and_its_instruction_is_not_carried_out():
    # The Abt would eliminate the Hexe, but the lingering Scharfrichter strikes it as it is played.
    state = arranged(stacks={0: [EXECUTIONER], 1: [WITCH]}, hands={2: [ABBOT]}, turn=2)
    events = act(state, PlayCard(ABBOT))
    (eliminated,) = of_kind(events, StackEliminated)
    assert (eliminated.seat, eliminated.by_seat, eliminated.by_card, eliminated.lingering) == (2, 0, EXECUTIONER, True)
    assert state.faces[1] == [True], "the struck Abt's instruction was not carried out"
    assert state.eliminations == [1, 0, 0, 0]


def test_lt13_when_several_lingering_cards_could_strike_the_first_owner_clockwise_after_the_player_scores():
    # Seat 1 plays the Königin: the König of seat 0 and the Scharfrichter of seat 2 could both strike.
    state = arranged(stacks={0: [MONK, KING], 1: [DRUID], 2: [EXECUTIONER], 3: [BISHOP]}, hands={1: [QUEEN]}, turn=1)
    events = act(state, PlayCard(QUEEN))
    assert [event.by_seat for event in of_kind(events, StackEliminated)] == [2]
    assert state.eliminations == [0, 0, 1, 0]
    state = arranged(stacks={0: [KING], 2: [EXECUTIONER]}, hands={3: [QUEEN]}, turn=3)
    events = act(state, PlayCard(QUEEN))
    assert [event.by_seat for event in of_kind(events, StackEliminated)] == [0]


def test_lt13_a_lingering_card_covered_or_face_down_no_longer_strikes():
    state = arranged(stacks={0: [KING, MONK], 1: [(EXECUTIONER, False)]}, hands={2: [QUEEN]}, turn=2)
    act(state, PlayCard(QUEEN))
    assert state.faces[2][-1] and state.eliminations == [0, 0, 0, 0]


def test_lt14_elimination_turns_the_whole_stack_face_down_and_face_down_cards_stay_so():
    state = arranged(
        stacks={0: [WIZARD, (MONK, False), DRUID, BISHOP], 1: [1, 2, 3], 2: [4, 12, 7], 3: [9, 10, 20]},
        hands={1: [POISONER]},
        turn=1,
    )
    events = act(state, PlayCard(POISONER))
    (eliminated,) = of_kind(events, StackEliminated)
    assert state.faces[0] == [False, False, False, False] and eliminated.flipped == 3


def test_lt14_cards_of_an_eliminated_stack_earn_nothing_at_the_end_of_the_chapter():
    state = arranged(
        stacks={0: [WIZARD, 1, 2, BISHOP], 1: [3, 4, 5], 2: [6, 7, 13], 3: [12, 9, 10, 20]},
        hands={1: [POISONER]},
        turn=2,
        start=3,
    )
    act(state, PlayCard(POISONER))
    while state.chapter == 1:
        act(state, state.legal_actions()[0])
    assert state.tiles[0] == [0, 0, 0]


def test_lt15_one_elimination_tile_per_elimination_however_many_cards_flip():
    state = arranged(stacks={0: [WIZARD, MONK, DRUID, BISHOP]}, hands={1: [POISONER]}, turn=1)
    events = act(state, PlayCard(POISONER))
    assert [(e.seat, e.tile, e.count) for e in of_kind(events, TileGained)] == [(1, "elimination", 1)]


def test_lt3_elimination_tiles_never_run_out():
    state = arranged(stacks={0: [BISHOP]}, hands={1: [POISONER]}, turn=1)
    state.eliminations = [0, 500, 0, 0]
    act(state, PlayCard(POISONER))
    assert state.eliminations[1] == 501


def test_lt16_the_saint_is_never_eliminated_and_keeps_her_stack_safe():
    state = arranged(stacks={0: [EXECUTIONER], 1: [BISHOP]}, hands={2: [SAINT]}, turn=2, stock=[0, 0, 0])
    events = act(state, PlayCard(SAINT))
    assert of_kind(events, StackEliminated) == [] and state.faces[2] == [True]
    assert state.eliminations == [0, 0, 0, 0]
    # With the Saint on top, an eliminator finds nothing in her stack, even a victim beneath her.
    state = arranged(stacks={0: [BISHOP, SAINT]}, hands={1: [POISONER]}, turn=1)
    act(state, PlayCard(POISONER))
    assert state.faces[0] == [True, True]
