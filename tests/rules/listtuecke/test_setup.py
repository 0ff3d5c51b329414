"""Material, set-up, dealing and passing (LT-1..LT-8), and the character table as data."""

from __future__ import annotations

import pytest

from game.core import IllegalAction
from game.listtuecke import RULESET, VARIANT, decisions
from game.listtuecke.actions import PassCard, PlayCard
from game.listtuecke.cards import (
    BY_RANK,
    CHARACTERS,
    CREST_OF,
    DARK,
    IS_LIGHT,
    LIGHT,
    MARKED_VICTIMS,
    VICTIMS_OF,
)
from game.listtuecke.events import CardPassed, PassChosen
from tests.rules.listtuecke.table import act, of_kind

GERMAN = {character.german: character.rank for character in CHARACTERS}


def test_lt1_twenty_characters_odd_ranks_light_even_ranks_dark():
    assert [character.rank for character in CHARACTERS] == list(range(1, 21))
    assert all(character.back == (LIGHT if character.rank % 2 else DARK) for character in CHARACTERS)
    assert sum(character.back == LIGHT for character in CHARACTERS) == 10


def test_character_table_names_only_known_attackers_and_matches_the_rules_reference():
    assert all(attacker in GERMAN for character in CHARACTERS for attacker in character.victim_of)
    victims = {BY_RANK[rank].german: {BY_RANK[v].german for v in VICTIMS_OF[rank]} for rank in range(1, 21)}
    assert victims["Giftmischerin"] == {"Bischof", "Abt"}
    assert victims["Meuchler"] == {"König", "Königin"}
    assert victims["Berserker"] == {"Zauberer", "Intrigant"}
    assert victims["Abt"] == {"Hexe", "Druide"}
    assert victims["König"] == {"Königin"} and victims["Königin"] == {"König"}
    assert victims["Scharfrichter"] == set(GERMAN) - {"Heilige", "Scharfrichter"}
    assert {c.german for c in CHARACTERS if c.lingering} == {"König", "Königin", "Scharfrichter"}
    crests = {BY_RANK[rank].german: CREST_OF[rank] for rank in range(1, 21) if any(CREST_OF[rank])}
    assert crests == {
        "Druide": (0, 0, 1),
        "Mönch": (0, 1, 0),
        "Weißer Ritter": (1, 0, 0),
        "Abt": (0, 1, 0),
        "Hexe": (0, 0, 1),
        "König": (2, 0, 0),
        "Königin": (1, 0, 0),
        "Bischof": (0, 2, 0),
        "Zauberer": (0, 0, 2),
    }
    # Per chapter at most 4 tiles of each colour can be earned.
    assert [sum(CREST_OF[rank][colour] for rank in range(1, 21)) for colour in range(3)] == [4, 4, 4]


def test_the_skull_marks_exactly_the_characters_an_eliminating_card_targets_directly():
    marked = {BY_RANK[rank].german for rank in MARKED_VICTIMS}
    assert marked == {"Bischof", "Abt", "König", "Königin", "Zauberer", "Intrigant", "Hexe", "Druide"}


def test_the_three_middle_swappers_share_one_ability():
    assert len({BY_RANK[rank].ability for rank in (5, 6, 7)}) == 1


def test_lt2_thirteen_influence_tiles_of_each_colour_with_four_players():
    assert RULESET.new_state(4, seed=3).stock == [13, 13, 13]


def test_lt4_the_chapel_starts_empty_with_four_fields_to_fill():
    state = RULESET.new_state(4, seed=3)
    assert state.chapel == [] and state.view(0).chapel == ()


def test_lt6_three_players_remove_two_tiles_per_colour_and_ranks_1_to_4():
    state = RULESET.new_state(3, seed=5)
    assert state.stock == [11, 11, 11]
    assert state.characters == tuple(range(5, 21))
    assert state.set_aside == []
    dealt = sorted(card for hand in state.hands for card in hand)
    assert [card for card in dealt if card <= 4] == []


def test_lt6_three_player_variant_keeps_all_twenty_and_sets_two_of_each_back_aside_each_chapter():
    state = RULESET.new_state(3, seed=5, options={VARIANT: True})
    assert state.characters == tuple(range(1, 21))
    assert sorted(IS_LIGHT[card] for card in state.set_aside) == [False, False, True, True]
    assert state.view(0).set_aside == 4
    first = list(state.set_aside)
    asides = [first]
    while not state.over:
        chapter = state.chapter
        state.apply(state.legal_actions()[0])
        if state.chapter != chapter and not state.over:
            asides.append(list(state.set_aside))
            assert sorted(IS_LIGHT[card] for card in state.set_aside) == [False, False, True, True]
    assert len(asides) == 4 and len({tuple(aside) for aside in asides}) > 1


def test_lt6_the_variant_changes_nothing_with_four_players():
    state = RULESET.new_state(4, seed=5, options={VARIANT: True})
    assert state.set_aside == [] and state.characters == tuple(range(1, 21))


def test_lt7_a_random_player_gets_the_start_player_card_and_passes_first():
    starts = {RULESET.new_state(4, seed=seed).start for seed in range(40)}
    assert starts == {0, 1, 2, 3}
    state = RULESET.new_state(4, seed=9)
    assert state.to_move == state.start and state.view(2).start_player == state.start


def test_lt8_deal_two_light_cards_each_and_two_to_the_middle_before_the_light_pass():
    state = RULESET.new_state(4, seed=11)
    assert state.decision == decisions.PASS and state.pass_back == LIGHT
    assert all(len(hand) == 2 and all(IS_LIGHT[card] for card in hand) for hand in state.hands)
    assert all(IS_LIGHT[card] for card in state.middle[:2]) and state.middle[2:] == [0, 0]
    assert state.view(0).middle_backs == (LIGHT, LIGHT, None, None)
    assert state.view(0).undealt == 10
    assert all(isinstance(action, PassCard) for action in state.legal_actions())


def test_lt8_light_cards_pass_left_dark_cards_right_and_each_seat_knows_one_card_of_each_neighbour():
    state = RULESET.new_state(4, seed=11)
    start = state.start
    before = [list(hand) for hand in state.hands]
    chosen = {}
    for index in range(4):
        seat = (start + index) % 4
        chosen[seat] = state.hands[seat][0]
        events = act(state, PassCard(chosen[seat]))
        passed = of_kind(events, PassChosen)[0]
        assert passed.for_seat(seat).card == chosen[seat] and passed.for_seat((seat + 1) % 4).card is None
        if index < 3:
            other = (seat + 1) % 4
            assert state.view(other).passing is None, "another seat's choice must stay hidden"
            assert state.view(seat).passing == chosen[seat]
            assert state.hands == before, "nothing moves until every seat has chosen"
    moved = of_kind(events, CardPassed)
    assert {(event.giver, event.receiver) for event in moved} == {(seat, (seat + 1) % 4) for seat in range(4)}
    for seat in range(4):
        left = (seat + 1) % 4
        assert chosen[seat] in state.hands[left]
        assert state.view(seat).seen_in_hands == ((chosen[seat], left),)
        assert state.view(seat).passed == ((LIGHT, chosen[seat], left),)
        assert state.view(left).received == ((LIGHT, chosen[seat], seat),)
    third = next(event for event in moved if event.giver == 0)
    assert third.for_seat(2).card is None and third.for_seat(1).card == third.card
    # The dark cards are dealt only now, and go to the right.
    assert all(sum(not IS_LIGHT[card] for card in hand) == 2 for hand in state.hands)
    assert state.pass_back == DARK
    dark = {}
    for index in range(4):
        seat = (start + index) % 4
        dark[seat] = next(card for card in state.hands[seat] if not IS_LIGHT[card])
        act(state, PassCard(dark[seat]))
    for seat in range(4):
        right = (seat - 1) % 4
        assert dark[seat] in state.hands[right]
        assert sorted(IS_LIGHT[card] for card in state.hands[seat]) == [False, False, True, True]
        assert set(state.view(seat).seen_in_hands) == {(chosen[seat], (seat + 1) % 4), (dark[seat], right)}
    assert sorted(IS_LIGHT[card] for card in state.middle) == [False, False, True, True]
    assert state.decision == decisions.PLAY and state.to_move == start


def test_lt8_a_seat_may_only_pass_a_card_of_the_back_being_passed():
    state = RULESET.new_state(4, seed=11)
    seat = state.to_move
    other_card = state.hands[(seat + 1) % 4][0]
    with pytest.raises(IllegalAction, match="not in your hand"):
        state.apply(PassCard(other_card))
    with pytest.raises(IllegalAction):
        state.apply(PlayCard(state.hands[seat][0]))
