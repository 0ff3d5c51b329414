"""Hof-Verrat's shortlist for Hard's halving: every legal placement once, the heuristic's plan first, fair."""

from __future__ import annotations

import pytest

from game.ai import Budget, Thinker, heuristics_for
from game.core import Rng
from game.hofverrat import RULESET
from game.hofverrat.actions import PlayToDistrict, PlayToTable
from game.hofverrat.ai.playing import PLAYOUT_DEPTH, play_hofverrat
from game.hofverrat.ai.shortlist import placement_values, shortlist_hofverrat
from game.hofverrat.ai.worlds import HALVING_WIDTH, playouts_finish
from game.hofverrat.cards import ASSASSIN, NOBLE, PLAIN
from tests.ai.test_hofverrat_ai import decisions, district, hidden_twins, lay, opening, table_place
from tests.rules.hofverrat.helpers import card, give

PLAYER_COUNTS = list(RULESET.player_counts)


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_the_shortlist_holds_every_legal_placement_once(players):
    """HV-9 and HV-14: every area, side, opponent and assassin's strike is listed, none twice, none made up."""
    for number, state in enumerate(decisions(players, games=1, seed=players * 10)):
        if number % 3 == 0:
            shortlist = shortlist_hofverrat(state)
            assert sorted(map(repr, shortlist)) == sorted(map(repr, state.legal_actions()))


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_the_heuristics_choice_heads_the_shortlist_with_its_plan(players):
    """The placement the policy plays belongs to the plan the shortlist values most, so it shares the first's worth."""
    for number, state in enumerate(decisions(players, games=2, seed=players * 20)):
        if number % 2 == 0:
            chosen = play_hofverrat(state, Rng(number))
            value = placement_values(state)
            assert value[chosen] == pytest.approx(value[shortlist_hofverrat(state)[0]])


def test_hv14_a_worthwhile_strike_is_listed_before_the_same_placement_without_it():
    """An assassin that can eliminate a noble deciding a family the mover holds at home: striking ranks higher."""
    state = opening(players=3)
    lay(state, card("hare", NOBLE), district(0))
    noble = lay(state, card("hare", NOBLE, 1), table_place(card("hare", NOBLE, 1), 1))
    assassin = card("carp", ASSASSIN)
    give(state, 0, [assassin, card("toad", PLAIN), card("stag", PLAIN)])
    shortlist = shortlist_hofverrat(state)
    for side in ("upper", "lower"):
        striking = shortlist.index(PlayToTable(assassin, side, noble))
        assert striking < shortlist.index(PlayToTable(assassin, side, None))


def test_the_shortlist_never_reads_what_its_seat_cannot_know():
    """Swapping every hidden fact (spies' families, the pile's order, other hands) changes nothing in the list."""
    state, twin = hidden_twins()
    shortlist = shortlist_hofverrat(state)
    assert shortlist_hofverrat(twin) == shortlist
    assert any(isinstance(action, PlayToDistrict) and action.target is not None for action in shortlist), "a strike"


def test_hard_weighs_only_the_heuristics_choice_and_the_shortlists_next_best():
    """The registered Hard spends its playouts on HALVING_WIDTH placements, the heuristic's own among them."""
    heuristics = heuristics_for(RULESET.id)
    assert heuristics.shortlist is shortlist_hofverrat and heuristics.halving_width == HALVING_WIDTH
    state = next(state for state in decisions(4, games=1, seed=8) if len(state.legal_actions()) > HALVING_WIDTH)
    thinker = Thinker(RULESET, state.view(state.to_move), "hard", 5, budget=Budget(normal=10, hard=40))
    thinker.advance(thinker.budget)
    weighed = {action for action, _, _ in thinker.ranking()}
    assert len(weighed) == HALVING_WIDTH and thinker.heuristic_choice() in weighed
    assert weighed <= set(shortlist_hofverrat(state)[: 2 * HALVING_WIDTH])


def test_hv11_in_the_last_round_hard_weighs_every_placement():
    """Once the pile is empty every playout ends the game, so Hard weighs every legal placement, not the shortlist's
    first few: the playouts judge them exactly."""
    last = None
    for state in decisions(4, games=1, seed=8):
        played = state.clone()
        played.apply(play_hofverrat(played, Rng(0)))
        for _ in range(PLAYOUT_DEPTH):
            if not played.over:
                played.apply(play_hofverrat(played, Rng(0)))
        assert playouts_finish(state) == played.over, "exactly where a root's placement and a playout end the game"
        if last is None and not state.pile and len(state.legal_actions()) > HALVING_WIDTH:
            last = state.clone()
    assert last is not None
    thinker = Thinker(RULESET, last.view(last.to_move), "hard", 5, budget=Budget(normal=10, hard=200))
    thinker.advance(thinker.budget)
    assert {action for action, _, _ in thinker.ranking()} == set(last.legal_actions())
