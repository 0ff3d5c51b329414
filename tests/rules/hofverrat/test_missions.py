"""HV-3 missions: one test per kind of condition, each met and missed."""

import pytest

from game.hofverrat.cards import ASSASSIN, GUARD, NOBLE, PLAIN, ROLE_COUNTS, SPY
from game.hofverrat.missions import DISGRACED, ESTEEMED, NEUTRAL, Tally, judge
from tests.rules.hofverrat.helpers import card, score_layout

NO_ROLES = dict.fromkeys((role for role, _ in ROLE_COUNTS), 0)


def tally(families=None, roles=None, standings=(NEUTRAL,) * 6, players=3):
    """A Tally with ``families[seat]`` / ``roles[seat]`` given for some seats, zero elsewhere."""
    families = families or {}
    roles = roles or {}
    return Tally(
        standings=tuple(standings),
        family_counts=tuple(tuple(families.get(seat, (0,) * 6)) for seat in range(players)),
        role_counts=tuple({**NO_ROLES, **roles.get(seat, {})} for seat in range(players)),
    )


def test_l1_to_l6_strictly_fewer_of_the_family_than_the_left_neighbour():
    counts = {0: (1, 2, 0, 0, 0, 0), 1: (2, 2, 0, 0, 0, 0), 2: (0, 0, 0, 0, 0, 3)}
    met, facts = judge("L1", 0, tally(counts))
    assert met and facts == {"family": "stag", "yours": 1, "neighbour": 1, "theirs": 2}
    assert not judge("L2", 0, tally(counts))[0], "equal is not fewer"
    assert judge("L6", 1, tally(counts))[0], "seat 1's left neighbour is seat 2"
    assert not judge("L6", 2, tally(counts))[0], "seat 2's left neighbour is seat 0, around the table"
    assert judge("L1", 1, tally({0: (1, 0, 0, 0, 0, 0)}, players=2))[0], (
        "with two players the neighbour is the opponent"
    )


@pytest.mark.parametrize(
    ("mission", "role", "needed"), [("L7", NOBLE, 3), ("L8", ASSASSIN, 2), ("L9", SPY, 3), ("L10", GUARD, 4)]
)
def test_l7_to_l10_at_least_so_many_cards_of_a_role(mission, role, needed):
    assert judge(mission, 0, tally(roles={0: {role: needed}}))[0]
    met, facts = judge(mission, 0, tally(roles={0: {role: needed - 1}}))
    assert not met and facts == {"role": role, "count": needed - 1, "needed": needed}


def test_d1_to_d6_the_family_is_disgraced():
    standings = (DISGRACED, ESTEEMED, NEUTRAL, NEUTRAL, NEUTRAL, DISGRACED)
    assert [judge(f"D{number}", 0, tally(standings=standings))[0] for number in range(1, 7)] == [
        True,
        False,
        False,
        False,
        False,
        True,
    ]


def test_d7_at_most_three_families_esteemed():
    assert judge("D7", 0, tally(standings=(ESTEEMED,) * 3 + (NEUTRAL,) * 3))[0]
    met, facts = judge("D7", 0, tally(standings=(ESTEEMED,) * 4 + (DISGRACED,) * 2))
    assert not met and facts == {"esteemed": 4, "most": 3}


def test_d8_at_least_two_families_disgraced():
    assert judge("D8", 0, tally(standings=(DISGRACED,) * 2 + (NEUTRAL,) * 4))[0]
    assert not judge("D8", 0, tally(standings=(DISGRACED,) + (ESTEEMED,) * 5))[0]


def test_d9_at_least_five_cards_of_one_family():
    met, facts = judge("D9", 0, tally({0: (1, 5, 0, 0, 0, 0)}))
    assert met and facts == {"family": "toad", "count": 5, "needed": 5}
    assert not judge("D9", 0, tally({0: (4, 4, 4, 0, 0, 0)}))[0], "twelve cards, but no five of one family"


def test_d10_at_least_one_card_of_every_family():
    assert judge("D10", 0, tally({0: (1, 1, 1, 1, 1, 2)}))[0]
    met, facts = judge("D10", 0, tally({0: (1, 1, 0, 1, 1, 0)}))
    assert not met and facts == {"missing": ["butterfly", "hare"]}


def test_missions_count_cards_after_the_spies_are_revealed_a_noble_counting_one():
    mine = [card("stag", NOBLE), card("stag", NOBLE, 1), card("stag", PLAIN)]
    mine += [card("hare", SPY), card("hare", SPY, 1), card("toad", SPY)]
    neighbours = [card("stag", PLAIN, nth) for nth in (1, 2, 3)]
    result = score_layout({}, [mine, neighbours], [("L9", "D1"), ("L1", "D2")])
    verdicts = {line.params["mission"]: line.params for line in result.lines if line.key == "hofverrat.mission"}
    assert verdicts["L9"]["fulfilled"] and verdicts["L9"]["count"] == 3, "the revealed spies count"
    assert (verdicts["L1"]["yours"], verdicts["L1"]["theirs"]) == (3, 3), "two nobles and a plain card are three"
    assert not verdicts["L1"]["fulfilled"]
