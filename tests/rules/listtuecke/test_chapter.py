"""The course of a chapter: rounds, the start player, "may" and "must", and the end of a chapter (LT-9..LT-11,
LT-17..LT-20)."""

from __future__ import annotations

from game.core import Rng
from game.listtuecke import RULESET, decisions
from game.listtuecke.actions import DECLINE, ChooseRank, NameCharacter, PassCard, PlaceOnChapel, PlayCard
from game.listtuecke.cards import (
    BISHOP,
    BLACK_KNIGHT,
    COURTESAN,
    DRUID,
    INQUISITOR,
    IS_LIGHT,
    KING,
    MONK,
    POISONER,
    QUACK,
    QUEEN,
    SAINT,
    WHITE_KNIGHT,
    WIZARD,
)
from game.listtuecke.events import CardPlayed, ChapelFilled, ChapterBegan, StartPlayerChecked, TileGained
from game.listtuecke.table import highest_open_top
from tests.rules.listtuecke.table import act, arranged, of_kind


def _through_the_passes(seed: int):
    state = RULESET.new_state(4, seed=seed)
    while state.decision == decisions.PASS:
        act(state, state.legal_actions()[0])
    return state


def test_lt9_four_rounds_in_which_every_player_plays_exactly_one_card_face_up_on_their_own_stack():
    state = _through_the_passes(seed=21)
    rng = Rng(5)
    rounds: list[list[int]] = [[]]
    while state.chapter == 1:
        events = act(state, state.random_action(rng))
        for event in events:
            if isinstance(event, CardPlayed) and state.chapter == 1:
                rounds[-1].append(event.seat)
            if isinstance(event, StartPlayerChecked):
                rounds.append([])
    assert [sorted(seats) for seats in rounds[:4]] == [[0, 1, 2, 3]] * 4 and rounds[4] == []


def test_lt9_only_the_top_card_of_a_stack_is_live_and_the_view_shows_every_stack():
    state = arranged(stacks={0: [BISHOP, QUACK]}, hands={1: [POISONER]}, turn=1)
    act(state, PlayCard(POISONER))
    assert state.faces[0] == [True, True], "the Bischof beneath the top is out of reach"
    assert state.view(2).stacks[0] == ((BISHOP, True), (QUACK, True))


def test_lt10_the_start_player_plays_first_then_clockwise_and_the_highest_top_card_takes_the_start_player_card():
    state = arranged(stacks={2: [BISHOP], 3: [MONK], 0: [QUEEN]}, hands={1: [WIZARD]}, start=2, turn=3)
    assert state.to_move == 1
    events = act(state, PlayCard(WIZARD))
    (check,) = of_kind(events, StartPlayerChecked)
    assert (check.round, check.previous, check.start_player, check.card) == (1, 2, 1, WIZARD)
    assert state.start == 1 and state.to_move == 1 and state.round == 2


def test_lt10_the_holder_keeps_the_start_player_card_when_their_own_top_card_is_highest():
    state = arranged(stacks={0: [WIZARD], 1: [MONK], 2: [DRUID]}, hands={3: [BISHOP]}, turn=3)
    events = act(state, PlayCard(BISHOP))
    assert of_kind(events, StartPlayerChecked)[0].start_player == 0 and state.to_move == 0


def test_lt10_with_no_face_up_top_card_nobody_takes_the_start_player_card():
    state = arranged(stacks={0: [(WIZARD, False)], 1: [(MONK, False)], 2: [(DRUID, False)], 3: [(BISHOP, False)]})
    assert highest_open_top(state) is None


def test_lt10_the_inquisitor_counts_as_the_rank_its_player_chose():
    for rank, new_start in ((20, 3), (0, 2)):
        state = arranged(stacks={0: [MONK], 1: [DRUID], 2: [BISHOP]}, hands={3: [INQUISITOR]}, turn=3)
        act(state, PlayCard(INQUISITOR), NameCharacter(QUACK), ChooseRank(rank))
        assert state.start == new_start


def test_lt10_an_inquisitor_played_as_rank_0_never_takes_the_start_player_card():
    stacks = {0: [(MONK, False)], 1: [(DRUID, False)], 2: [(BISHOP, False)]}
    state = arranged(stacks=stacks, hands={3: [INQUISITOR]}, turn=3)
    events = act(state, PlayCard(INQUISITOR), NameCharacter(QUACK), ChooseRank(0))
    (check,) = of_kind(events, StartPlayerChecked)
    assert (check.start_player, check.card) == (0, None), "the only face-up top card counts as none"
    assert state.start == 0 and state.to_move == 0
    state = arranged(stacks=stacks, hands={3: [INQUISITOR]}, turn=3)
    act(state, PlayCard(INQUISITOR), NameCharacter(QUACK), ChooseRank(20))
    assert state.start == 3, "as rank 20 the same Inquisitor takes it"


def test_lt11_may_instructions_can_be_declined_and_must_instructions_cannot():
    optional = {
        QUACK: {0: [(WIZARD, False)]},
        BLACK_KNIGHT: {},
        COURTESAN: {},
        DRUID: {},
        MONK: {},
        WHITE_KNIGHT: {},
    }
    for card, stacks in optional.items():
        state = arranged(stacks=stacks, hands={0: [card, 9]} if not stacks else {0: [card, 9, 11]})
        act(state, PlayCard(card))
        assert state.to_move == 0 and DECLINE in state.legal_actions(), card
        act(state, DECLINE)
        assert state.to_move == 1
    state = arranged(hands={0: [SAINT]})
    act(state, PlayCard(SAINT))
    assert state.decision == decisions.CHAPEL and DECLINE not in state.legal_actions()
    state = arranged(hands={0: [INQUISITOR]})
    act(state, PlayCard(INQUISITOR))
    assert DECLINE not in state.legal_actions()
    act(state, NameCharacter(QUACK))
    assert state.legal_actions() == (ChooseRank(20), ChooseRank(0))


def _last_turn_of_a_chapter(**changes):
    """Round 4, seat 3 (start 0) plays the chapter's last card; seat 2 will show the highest top card."""
    tables = dict(
        stacks={0: [1, 2, 3, 4], 1: [WHITE_KNIGHT, 8, 9, 10], 2: [QUEEN, 12, 13, WIZARD], 3: [SAINT, 20, DRUID]},
        hands={3: [BISHOP]},
        turn=3,
        stock=[1, 5, 5],
    )
    tables.update(changes)
    return arranged(**tables)


def test_lt17_after_the_fourth_round_the_start_player_check_comes_before_the_tiles():
    state = _last_turn_of_a_chapter()
    events = act(state, PlayCard(BISHOP))
    check = of_kind(events, StartPlayerChecked)[0]
    first_tile = of_kind(events, TileGained)[0]
    assert events.index(check) < events.index(first_tile)
    assert (check.round, check.start_player) == (4, 2) and first_tile.seat == 2


def test_lt18_tiles_go_clockwise_from_the_start_player_and_a_colour_runs_out_for_the_rest():
    state = _last_turn_of_a_chapter()
    before = [list(tiles) for tiles in state.tiles]
    events = act(state, PlayCard(BISHOP))
    gained = [(e.seat, e.tile, e.count, e.short) for e in of_kind(events, TileGained)]
    assert gained == [
        (2, "blue", 1, 0),  # Königin; the last blue tile of the stock
        (2, "yellow", 2, 0),  # Zauberer
        (3, "green", 2, 0),  # Bischof
        (3, "yellow", 1, 0),  # Druide
        (1, "blue", 0, 1),  # Weißer Ritter: the blue stock ran out
    ]
    assert [[now - then for now, then in zip(state.tiles[seat], before[seat], strict=True)] for seat in range(4)] == [
        [0, 0, 0],
        [0, 0, 0],
        [1, 0, 2],
        [0, 2, 1],
    ]
    assert state.stock == [0, 3, 2]


def test_lt19_without_the_saint_the_start_player_puts_an_elimination_tile_on_the_chapel():
    state = _last_turn_of_a_chapter()
    events = act(state, PlayCard(BISHOP))
    assert [(e.seat, e.field, e.tile) for e in of_kind(events, ChapelFilled)] == [(2, 0, "elimination")]
    assert state.chapel == ["elimination"]


def test_lt19_after_the_saint_was_played_no_elimination_tile_goes_to_the_chapel():
    state = _last_turn_of_a_chapter(
        stacks={0: [1, 2, 3, 4], 1: [WHITE_KNIGHT, 8, 9, 10], 2: [QUEEN, 12, 13, WIZARD], 3: [BISHOP, 20, DRUID]},
        hands={3: [SAINT]},
        chapter=2,
    )
    events = act(state, PlayCard(SAINT), PlaceOnChapel("green"))
    assert [(e.field, e.tile) for e in of_kind(events, ChapelFilled)] == [(1, "green")]
    assert state.chapel == ["elimination", "green"]


def test_lt20_the_next_chapter_collects_and_reshuffles_every_character():
    state = _last_turn_of_a_chapter()
    events = act(state, PlayCard(BISHOP))
    (began,) = of_kind(events, ChapterBegan)
    assert (began.chapter, began.start_player) == (2, 2)
    assert state.chapter == 2 and state.decision == decisions.PASS and state.to_move == 2
    assert all(stack == [] for stack in state.stacks)
    assert all(len(hand) == 2 and all(IS_LIGHT[card] for card in hand) for hand in state.hands)
    assert all(seen == {} for seen in state.seen_hands) and all(seen == {} for seen in state.seen_middle)
    assert isinstance(state.legal_actions()[0], PassCard)


def test_lt4_the_chapel_shows_the_chapter_one_field_per_chapter():
    state = RULESET.new_state(3, seed=2)
    rng = Rng(2)
    while not state.over:
        chapter = state.chapter
        act(state, state.random_action(rng))
        if state.chapter != chapter:
            assert len(state.chapel) == chapter
    assert len(state.chapel) == 4


def test_the_last_card_of_every_hand_is_played_without_a_decision():
    state = arranged(
        stacks={0: [1, 2, 3], 1: [4, 5, 6], 2: [7, 8, 9], 3: [10, 11, 12]},
        hands={0: [BISHOP], 1: [WIZARD], 2: [KING], 3: [QUEEN]},
    )
    assert state.round == 4
    events = act(state, PlayCard(BISHOP))
    assert [event.seat for event in of_kind(events, CardPlayed)] == [0, 1, 2, 3]
    assert state.chapter == 2 and state.decision == decisions.PASS
