"""The coach (``game.ai.review``): Hard looks again at a person's decisions from that person's view alone.

- Two games the person saw alike get the same findings, however the hidden cards lay (the same never-cheats rule as
  at the table): two Hof-Verrat deals that give the first seat the same hand, missions and turn, but the other seat
  another hand and another dark mission.
- On a constructed position where one choice is clearly worse (a guard laid on the disgrace side of the family that
  fills the mover's own district, HV-15, HV-17, HV-18), the coach names it as costly, with an interval above nothing,
  and advises otherwise; the sound choice costs nothing clear.
- A review is the same when run again, in slices or whole; its findings survive their JSON; the plan shares the
  budget over a game's decisions.
"""

from __future__ import annotations

import dataclasses
import json

import pytest

from game.ai import heuristics_for
from game.ai.review import (
    LEAST_WORLDS,
    DecisionReview,
    Finding,
    Measure,
    Plan,
    costliest,
    decisions,
    finding_from_json,
    finding_to_json,
    plan_for,
    review,
)
from game.core import Match, RecordError, Rng, Seat, to_json
from game.core.replay import Replay
from game.hofverrat import RULESET
from game.hofverrat.actions import PlayToTable
from game.hofverrat.cards import GUARD, NOBLE, PLAIN
from game.titles import BY_ID
from tests.ai.test_hofverrat_ai import district, lay, opening, table_place
from tests.rules.hofverrat.helpers import card, give

QUICK = Plan(iterations=160, worlds=24)
"""A small budget, enough to tell a clearly worse choice, so that a test reviews in a few seconds."""
TINY = Plan(iterations=60, worlds=12)
"""A smaller one still, for the tests that compare reviews rather than judge them."""
TWIN_SEEDS = (5555, 17165)
"""Two Hof-Verrat deals for two that give seat 0, who starts, the same hand and missions, and seat 1 other cards and
another dark mission (found by comparing seat 0's first view over the deals of seeds 0 to 20,000)."""
SEATS = (Seat("Ada"), Seat("Bert", "computer", "normal"))


def first_turn(seed: int, actions: list | None = None) -> Match:
    """A two-seat game of Hof-Verrat after seat 0's first turn: ``actions``, or the heuristic's three placements."""
    match = Match.start(RULESET, SEATS, seed=seed)
    policy = heuristics_for(RULESET.id).policy
    for number in range(3):
        assert match.state.to_move == 0
        match.apply(actions[number] if actions else policy(match.state, Rng(number)))
    return match


def test_advice_depends_only_on_what_the_person_saw():
    """Same views of the person at every decision, other hidden cards: the same findings."""
    one = first_turn(TWIN_SEEDS[0])
    other = first_turn(TWIN_SEEDS[1], list(one.record.actions))
    replays = [Replay(RULESET, match.record) for match in (one, other)]
    assert one.state.hands[1] != other.state.hands[1], "the other seat holds other cards"
    assert one.state.missions[1] != other.state.missions[1], "the other seat holds another dark mission"
    moments = decisions(replays[0], [0])
    assert moments == decisions(replays[1], [0]) == [0, 1], "the third card has one place left: no decision"
    for moment in moments:
        assert to_json(replays[0].view_at(moment, 0)) == to_json(replays[1].view_at(moment, 0))
    findings = [review(match.record, 0, plan=TINY) for match in (one, other)]
    assert findings[0] == findings[1]
    assert len(findings[0]) == 2 and all(finding.worlds in (0, TINY.worlds) for finding in findings[0])
    assert any(finding.worlds for finding in findings[0]), "sampled worlds were weighed, and weighed alike"


def guard_position():
    """Seat 0 of two, in its first turn: three stag nobles in its own district, one stag courtier high at the royal
    table, and in hand the stag guard, a hare and a carp courtier. The guard below would make the stags neutral for
    good (a guard is never eliminated, HV-15): the nobles' six points at home gone (HV-17, HV-18)."""
    state = opening(players=2)
    for nth in range(3):
        lay(state, card("stag", NOBLE, nth), district(0))
    lay(state, card("stag", PLAIN), table_place(card("stag", PLAIN), 0))
    give(state, 0, [card("stag", GUARD), card("hare", PLAIN), card("carp", PLAIN)])
    return state


UNREAD = dataclasses.replace(heuristics_for(RULESET.id), infer=None)
"""Hof-Verrat's heuristics without the reading of missions from the turns played: the constructed positions' cards
were laid by hand, in no turn of anyone's, so there are no turns to read."""


def look_again(state, played, plan: Plan = QUICK) -> Finding:
    work = DecisionReview(RULESET, state.view(0), played, 0, plan, seed=7, heuristics=UNREAD)
    while not work.done:
        work.advance(50)
    return work.finding()


def test_hv15_hv17_the_coach_names_a_guard_laid_into_its_own_familys_disgrace():
    state = guard_position()
    into_disgrace = PlayToTable(card("stag", GUARD), "lower", None)
    assert into_disgrace in state.legal_actions()
    finding = look_again(state, into_disgrace)
    assert not finding.agrees, "Hard would not lay the guard into disgrace"
    assert finding.costly and finding.value.low > 0
    assert finding.advice == PlayToTable(card("stag", GUARD), "upper", None), "the guard keeps the stags high instead"
    assert finding.points.mean > 0 and finding.wins.mean > 0, "it gave up points and a share of the victory"
    assert costliest([finding]) == [finding]
    sound = look_again(state, finding.advice)
    assert sound.agrees or not sound.costly


def test_a_review_is_repeatable_and_the_same_in_slices():
    state = guard_position()
    played = PlayToTable(card("stag", GUARD), "lower", None)
    whole = look_again(state, played, TINY)
    sliced = DecisionReview(RULESET, state.view(0), played, 0, TINY, seed=7, heuristics=UNREAD)
    size = 1
    while not sliced.done:
        assert 0 <= sliced.progress < 1
        sliced.advance(size)
        size += 3
    assert sliced.progress == 1 and sliced.finding() == whole
    assert look_again(state, played, TINY) == whole


def test_a_choice_that_was_no_choice_is_refused():
    state = guard_position()
    with pytest.raises(ValueError):
        DecisionReview(
            RULESET, state.view(0), PlayToTable(card("hare", GUARD), "lower", None), 0, QUICK, seed=1, heuristics=UNREAD
        )


def test_findings_survive_their_json_and_damage_is_refused():
    finding = Finding(
        4,
        0,
        PlayToTable(3, "upper", None),
        PlayToTable(4, "lower", 2),
        24,
        Measure(0.1, 0.05),
        Measure(0.1, 0.06),
        Measure(2.5, 1.0),
    )
    data = json.loads(json.dumps(finding_to_json(finding)))
    assert finding_from_json(data, RULESET.action_codec) == finding
    for damage in (
        {**data, "worlds": -1},
        {**data, "value": [0.1]},
        {**data, "points": [1e9, 1]},
        {**data, "wins": [0.1, -0.2]},
        {**data, "extra": 1},
        {**data, "played": {"kind": "nothing"}},
    ):
        with pytest.raises(RecordError):
            finding_from_json(damage, RULESET.action_codec)


def test_the_plan_shares_the_budget_over_the_decisions():
    hard = BY_ID["hofverrat"].budgets[4].hard
    few, many = plan_for("hofverrat", 4, 5), plan_for("hofverrat", 4, 60)
    assert few.iterations == hard and many.iterations < hard
    assert many.worlds < few.worlds and many.worlds >= LEAST_WORLDS


def test_costliest_puts_the_largest_loss_first_and_leaves_out_agreement_and_gains():
    played, other = PlayToTable(1, "upper", None), PlayToTable(2, "upper", None)
    small = Finding(1, 0, played, other, 24, Measure(0.03, 0.01), Measure(0.0, 0.0), Measure(1.0, 0.5))
    large = Finding(5, 0, played, other, 24, Measure(0.2, 0.05), Measure(0.2, 0.05), Measure(3.0, 1.0))
    gain = Finding(7, 0, played, other, 24, Measure(-0.1, 0.05), Measure(-0.1, 0.0), Measure(-1.0, 0.5))
    alike = Finding(9, 0, played, played, 0, Measure(0.0, 0.0), Measure(0.0, 0.0), Measure(0.0, 0.0))
    assert costliest([small, gain, alike, large]) == [large, small]
    assert large.very_costly and small.costly and not small.very_costly and not gain.costly and not alike.costly
