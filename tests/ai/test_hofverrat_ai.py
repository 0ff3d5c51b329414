"""Hof-Verrat's game knowledge for the AI: the placement policy and the evaluation of unfinished games.

The policy must answer legally in every kind of decision (a card to either side of the royal table, to the own
district, to an opponent's, an assassin's strike in each area), must not read what its seat cannot know, and must
play well enough to beat random play. Hand-made positions check the judgements a player would expect.
"""

from __future__ import annotations

import pytest

from game.ai import heuristics_for
from game.core import Rng, to_json
from game.hofverrat import RULESET
from game.hofverrat.actions import PlayToDistrict, PlayToTable
from game.hofverrat.ai.playing import HEURISTICS, judge_hofverrat, play_hofverrat
from game.hofverrat.ai.worlds import infer_missions
from game.hofverrat.board import QUEEN, SPOTS, TABLE_AREA, area_of
from game.hofverrat.cards import ASSASSIN, GUARD, IS_GUARD, IS_SPY, NOBLE, PLAIN, SPY
from game.hofverrat.missions import DARK_MISSIONS, LIGHT_MISSIONS
from game.hofverrat.state import HofVerratState
from tests.ai.helpers import policy_share_against_random
from tests.rules.hofverrat.helpers import card, give, new_game

PLAYER_COUNTS = list(RULESET.player_counts)
UPPER, LOWER = 0, 1


def table_place(family_card: int, side: int) -> int:
    """Where ``family_card`` lies at the royal table on ``side``: its family's column, or the Queen's for a spy."""
    column = QUEEN if IS_SPY[family_card] else family_card // 15
    return column * 2 + side


def district(seat: int) -> int:
    return SPOTS + seat


def lay(state: HofVerratState, laid: int, place: int) -> int:
    """Put ``laid`` into play at ``place`` from wherever it waits (pile, removed cards, a hand); return its serial.

    The next seat after the one to move lays it, so the seat to move remembers none of the spies laid so (HV-13)."""
    if laid in state.pile:
        state.pile.remove(laid)
    elif laid in state.removed:
        spare = state.pile.pop()
        state.removed = tuple(spare if removed == laid else removed for removed in state.removed)
    else:
        hand = next(hand for hand in state.hands if laid in hand)
        hand[hand.index(laid)] = state.pile.pop()
    serial = len(state.cards)
    state.cards.append(laid)
    state.place.append(place)
    state.played_by.append((state.seat + 1) % state.players)
    state.counts.add(laid, place)
    if not IS_GUARD[laid]:
        state.targets[area_of(place)].append(serial)
    state._legal = None
    return serial


def decisions(players: int, games: int, seed: int):
    """Every position where the policy decides in ``games`` games it plays against itself."""
    rng = Rng(seed)
    for game in range(games):
        state = RULESET.new_state(players, seed=seed + game)
        while not state.over:
            yield state
            state.apply(play_hofverrat(state, rng))


def kind_of(action, mover: int) -> str:
    """Name the kind of decision an action makes: where the card goes and whether an assassin strikes."""
    if isinstance(action, PlayToTable):
        where = f"table {action.side}"
    else:
        where = "own district" if action.district == mover else "opponent's district"
    return where + (" with a strike" if action.target is not None else "")


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_the_policy_plays_a_legal_placement_of_every_kind(players):
    """HV-9 and HV-14: every answer is legal, and the games show every kind of placement and strike."""
    seen = set()
    for state in decisions(players, games=4, seed=players * 100):
        action = play_hofverrat(state, Rng(7))
        assert action in state.legal_actions()
        seen.add(kind_of(action, state.to_move))
    expected = {"table upper", "table lower", "own district", "opponent's district"}
    assert expected <= seen
    assert any(kind.endswith("with a strike") for kind in seen)


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_the_policy_never_reads_what_its_seat_cannot_know(players):
    """HV-13 and the view: states that differ only in hidden facts (other hands, the pile, missions, the family of
    every face-down spy) get the same placement from the same Rng."""
    compared_spies = 0
    for number, state in enumerate(decisions(players, games=2, seed=players)):
        if number % 4:
            continue
        seat = state.to_move
        twin = RULESET.determinize(state.view(seat), Rng(number))
        assert twin.view(seat) == state.view(seat)
        compared_spies += sum(1 for laid in state.cards if IS_SPY[laid])
        assert play_hofverrat(twin, Rng(number)) == play_hofverrat(state, Rng(number))
    assert compared_spies, "some positions held face-down spies whose families the twins drew anew"


def hidden_twins() -> tuple[HofVerratState, HofVerratState]:
    """A position with spies face down at the table and in a district, and a twin that differs in every hidden fact
    (the spies' families, the pile's order, the other hands) but not in seat 0's view."""
    state = new_game(players=3, seed=5, first=0)
    lay(state, card("stag", SPY), district(1))
    lay(state, card("toad", SPY, 1), table_place(card("toad", SPY, 1), UPPER))
    give(state, 0, [card("hare", NOBLE), card("carp", ASSASSIN), card("toad", PLAIN)])
    twin = state.clone()
    twin.cards = [card("butterfly", SPY) if laid == card("stag", SPY) else laid for laid in twin.cards]
    twin.cards = [card("hare", SPY, 1) if laid == card("toad", SPY, 1) else laid for laid in twin.cards]
    twin.pile = list(reversed(twin.pile))
    twin.hands[1], twin.hands[2] = twin.hands[2], twin.hands[1]
    assert twin.view(0) == state.view(0)
    return state, twin


def test_the_policy_reads_the_hidden_facts_of_neither_the_state_nor_its_twin():
    """A direct check on one position: swapping every hidden fact at once changes nothing."""
    state, twin = hidden_twins()
    for seed in range(5):
        assert play_hofverrat(twin, Rng(seed)) == play_hofverrat(state, Rng(seed))


def opening(players: int) -> HofVerratState:
    """Seat 0 to move in the first turn of a fresh deal; the tests lay the court they need by hand."""
    return new_game(players=players, seed=3, first=0)


def test_hv18_a_noble_of_an_esteemed_family_goes_home_and_one_of_a_disgraced_family_to_an_opponent():
    """Stags lie high at the table and toads low: the stag noble scores +2 at home, the toad noble −2 elsewhere."""
    state = opening(players=3)
    for index in range(3):
        lay(state, card("stag", PLAIN, index), table_place(card("stag", PLAIN), UPPER))
        lay(state, card("toad", PLAIN, index), table_place(card("toad", PLAIN), LOWER))
    give(state, 0, [card("stag", NOBLE), card("toad", NOBLE), card("hare", PLAIN)])
    state.apply(PlayToTable(card("hare", PLAIN), "upper"))
    action = play_hofverrat(state, Rng(0))
    assert action == PlayToDistrict(card("stag", NOBLE), 0, None)
    state.apply(action)
    action = play_hofverrat(state, Rng(0))
    assert isinstance(action, PlayToDistrict) and action.card == card("toad", NOBLE) and action.district != 0


def test_hv17_the_table_card_lifts_the_family_the_mover_holds_and_sinks_the_one_its_rival_holds():
    """Seat 0 holds carps at home and seat 1 hares; with both families level, each table card tips its family."""
    state = opening(players=2)
    lay(state, card("carp", NOBLE), district(0))
    lay(state, card("hare", NOBLE), district(1))
    give(state, 0, [card("carp", PLAIN), card("butterfly", GUARD), card("nightingale", GUARD)])
    assert play_hofverrat(state, Rng(0)) == PlayToTable(card("carp", PLAIN), "upper", None)
    give(state, 0, [card("hare", PLAIN), card("butterfly", GUARD), card("nightingale", GUARD)])
    assert play_hofverrat(state, Rng(0)) == PlayToTable(card("hare", PLAIN), "lower", None)


def test_hv14_an_assassin_strikes_the_noble_that_decides_a_family_the_mover_needs():
    """Butterflies are held down by one noble; seat 0 has butterflies at home, so that noble is the victim."""
    state = opening(players=2)
    lay(state, card("butterfly", NOBLE), district(0))
    lay(state, card("butterfly", PLAIN), table_place(card("butterfly", PLAIN), UPPER))
    below = lay(state, card("butterfly", NOBLE, 1), table_place(card("butterfly", NOBLE), LOWER))
    give(state, 0, [card("carp", ASSASSIN), card("hare", GUARD), card("stag", GUARD)])
    action = play_hofverrat(state, Rng(0))
    assert action == PlayToTable(card("carp", ASSASSIN), "upper", below)


def test_hv14_no_strike_without_a_victim_worth_it():
    """An assassin never eliminates the mover's own card of a family that stands well."""
    state = opening(players=2)
    lay(state, card("stag", PLAIN), table_place(card("stag", PLAIN), UPPER))
    lay(state, card("stag", NOBLE), district(0))
    give(state, 0, [card("toad", ASSASSIN), card("hare", GUARD), card("carp", GUARD)])
    state.apply(PlayToTable(card("hare", GUARD), "upper"))
    state.apply(PlayToDistrict(card("carp", GUARD), 1))
    assert play_hofverrat(state, Rng(0)) == PlayToDistrict(card("toad", ASSASSIN), 0, None)


def test_the_evaluation_rewards_a_district_card_of_an_esteemed_family_and_punishes_one_of_a_disgraced_family():
    """Every reward lies between 0 and 1; a stag noble raises its holder's, a toad noble lowers it (HV-18)."""
    state = opening(players=3)
    for index in range(3):
        lay(state, card("stag", PLAIN, index), table_place(card("stag", PLAIN), UPPER))
        lay(state, card("toad", PLAIN, index), table_place(card("toad", PLAIN), LOWER))
    before = judge_hofverrat(state)
    assert len(before) == 3 and all(0 <= reward <= 1 for reward in before)
    lay(state, card("stag", NOBLE), district(1))
    lay(state, card("toad", NOBLE), district(2))
    after = judge_hofverrat(state)
    assert after[1] > before[1] and after[2] < before[2]


def test_the_heuristics_are_registered_for_the_title():
    registered = heuristics_for(RULESET.id)
    assert registered.policy is play_hofverrat and registered.evaluate is judge_hofverrat
    assert registered.infer is infer_missions
    assert registered.playout_depth == HEURISTICS.playout_depth


def heuristic_positions(games: int, steps: tuple[int, ...]):
    """Positions after ``steps`` placements of four-player games the heuristic plays at every seat."""
    for game in range(games):
        state = RULESET.new_state(4, seed=7000 + game)
        rng = Rng(game)
        for step in range(max(steps) + 1):
            if step in steps:
                yield state.clone()
            state.apply(play_hofverrat(state, rng))


def test_hv19_inferred_missions_are_the_true_ones_more_often_than_uniform_ones():
    uniform = inferred = total = 0
    for number, state in enumerate(heuristic_positions(games=10, steps=(40, 70))):
        seat = state.to_move
        view = state.view(seat)
        for draw in range(5):
            rng = Rng(number * 100 + draw)
            world = RULESET.determinize(view, rng)
            drawn = world.missions
            infer_missions(world, view, rng)
            for other in range(4):
                if other != seat:
                    total += 2
                    uniform += sum(mission in drawn[other] for mission in state.missions[other])
                    inferred += sum(mission in world.missions[other] for mission in state.missions[other])
    assert inferred / total > uniform / total + 0.02, f"inferred {inferred}, uniform {uniform} of {total}"


def test_hv19_inference_keeps_the_world_true_to_the_view():
    for number, state in enumerate(heuristic_positions(games=2, steps=(10, 50))):
        seat = state.to_move
        view = state.view(seat)
        world = RULESET.determinize(view, Rng(number))
        infer_missions(world, view, Rng(number))
        assert to_json(world.view(seat)) == to_json(view)
        assert world.invariant_violations() == []
        dealt = [mission for missions in world.missions for mission in missions]
        assert sorted(dealt + list(world.unused_missions)) == sorted(LIGHT_MISSIONS + DARK_MISSIONS)


def test_the_policy_beats_random_play_in_a_small_seeded_match():
    """Four players, two deals, the policy at every seat in turn against three random players."""
    assert policy_share_against_random(RULESET, play_hofverrat, players=4, deals=2) > 0.5


def test_lay_keeps_the_state_sound():
    """The tests' helper: laying cards from the pile, the removed cards or a hand by hand keeps the state sound."""
    state = opening(players=4)
    for laid in (state.pile[0], state.removed[0], state.hands[2][1]):
        lay(state, laid, district(3))
    lay(state, card("stag", SPY), table_place(card("stag", SPY), LOWER))
    assert state.invariant_violations() == []
    assert state.targets[TABLE_AREA] == [3]
