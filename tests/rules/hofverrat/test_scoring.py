"""HV-16..HV-20 and the rulebook's worked example: the end of the game, line by line."""

import pytest

from game.hofverrat import RULESET
from game.hofverrat.board import LOWER, QUEEN, UPPER
from game.hofverrat.cards import ASSASSIN, GUARD, NOBLE, PLAIN, ROLE_OF, SPY
from game.hofverrat.events import GameEnded, MissionsRevealed, SpyRevealed
from game.hofverrat.scoring import standing
from tests.rules.hofverrat.helpers import card, play_out, score_layout

STAG, TOAD, BUTTERFLY, CARP, NIGHTINGALE, HARE = range(6)


def standings_of(result):
    return {line.params["family"]: line.params for line in result.lines if line.key == "hofverrat.standing"}


def test_worked_example_of_the_rulebook_totals_eleven():
    table = {
        (STAG, UPPER): [card("stag", PLAIN)],
        (TOAD, UPPER): [card("toad", PLAIN, 1)],
        (BUTTERFLY, UPPER): [card("butterfly", PLAIN, 1)],
        (QUEEN, UPPER): [card("carp", SPY)],
        (CARP, UPPER): [card("carp", PLAIN, 1)],
        (CARP, LOWER): [card("carp", GUARD), card("carp", GUARD, 1)],
        (NIGHTINGALE, UPPER): [card("nightingale", PLAIN, 1)],
        (NIGHTINGALE, LOWER): [card("nightingale", NOBLE, 1)],
        (HARE, LOWER): [card("hare", PLAIN)],
    }
    district = [
        card("butterfly", NOBLE),
        card("butterfly", PLAIN),
        card("toad", NOBLE),
        card("toad", PLAIN),
        *(card("stag", PLAIN, nth) for nth in (1, 2, 3)),
        card("stag", GUARD),
        card("stag", GUARD, 1),
        card("nightingale", NOBLE),
        card("nightingale", PLAIN),
        card("carp", ASSASSIN),
        card("carp", PLAIN),
    ]
    result = score_layout(table, [district, []], [("L7", "D3"), ("L1", "D1")])
    assert result.scores == (11, 3)
    assert result.winners == frozenset({0})
    standings = standings_of(result)
    assert {family: params["standing"] for family, params in standings.items()} == {
        "stag": "esteemed",
        "toad": "esteemed",
        "butterfly": "esteemed",
        "carp": "neutral",
        "nightingale": "disgraced",
        "hare": "disgraced",
    }
    assert (standings["carp"]["upper"], standings["carp"]["lower"]) == (2, 2), "the Queen's spy counts for the carp"
    assert (standings["nightingale"]["upper"], standings["nightingale"]["lower"]) == (1, 2)
    per_family: dict[str, int] = {}
    for line in result.lines_of(0):
        if line.key == "hofverrat.district_card":
            per_family[line.params["family"]] = per_family.get(line.params["family"], 0) + line.points
    assert per_family == {"butterfly": 3, "toad": 3, "stag": 5, "nightingale": -3, "carp": 0}
    missions = [line for line in result.lines_of(0) if line.key == "hofverrat.mission"]
    assert [(line.params["mission"], line.params["fulfilled"], line.points) for line in missions] == [
        ("L7", True, 3),
        ("D3", False, 0),
    ]


def test_hv16_spies_are_revealed_and_a_queens_spy_counts_for_its_family_on_the_same_side():
    hare_spy, other_spy = card("hare", SPY), card("toad", SPY)
    result = score_layout(
        {(QUEEN, LOWER): [hare_spy], (HARE, UPPER): [card("hare", PLAIN)], (HARE, LOWER): [card("hare", PLAIN, 1)]},
        [[other_spy], []],
        [(), ()],
    )
    reveals = [line for line in result.lines if line.key == "hofverrat.spy_revealed"]
    assert [line.params for line in reveals] == [
        {"serial": 2, "card": hare_spy, "family": "hare", "area": "table", "side": "lower"},
        {"serial": 3, "card": other_spy, "family": "toad", "area": "district", "district": 0},
    ]
    assert result.lines.index(reveals[-1]) < min(
        index for index, line in enumerate(result.lines) if line.key == "hofverrat.standing"
    ), "the spies are revealed first"
    assert standings_of(result)["hare"] == {"family": "hare", "upper": 1, "lower": 2, "standing": "disgraced"}
    assert [line.params["family"] for line in result.lines_of(0)] == ["toad"], "a district spy scores in place"


def test_hv16_the_last_placement_reveals_every_spy_still_in_play():
    state = RULESET.new_state(4, seed=9)
    events = play_out(state, seed=9)
    revealed = {event.serial: event.card for event in events if isinstance(event, SpyRevealed)}
    alive = {serial: number for serial, number in enumerate(state.cards) if state.place[serial] != -1}
    assert revealed == {serial: number for serial, number in alive.items() if ROLE_OF[number] == SPY}
    assert revealed, "this game has spies left to reveal"
    view = state.view(2)
    assert all(shown.card is not None for column in view.table for side in column for shown in side)


@pytest.mark.parametrize(
    ("upper", "lower", "expected"),
    [(3, 1, "esteemed"), (1, 2, "disgraced"), (2, 2, "neutral"), (0, 0, "neutral")],
)
def test_hv17_more_upper_is_esteemed_more_lower_disgraced_equal_neutral(upper, lower, expected):
    assert standing(upper, lower) == expected
    table = {(TOAD, UPPER): [card("toad", PLAIN, nth) for nth in range(upper)]}
    table[(TOAD, LOWER)] = [card("toad", GUARD, nth) for nth in range(lower)]
    assert standings_of(score_layout(table, [[], []], [(), ()]))["toad"]["standing"] == expected


def test_hv18_each_district_card_scores_its_familys_sign_and_a_noble_double():
    table = {(STAG, UPPER): [card("stag", PLAIN)], (HARE, LOWER): [card("hare", PLAIN)]}
    district = [
        card("stag", NOBLE),
        card("stag", GUARD),
        card("hare", NOBLE),
        card("hare", ASSASSIN),
        card("carp", PLAIN),
    ]
    result = score_layout(table, [[], district], [(), ()])
    lines = result.lines_of(1)
    assert [(line.params["role"], line.params["standing"], line.points) for line in lines] == [
        ("noble", "esteemed", 2),
        ("guard", "esteemed", 1),
        ("noble", "disgraced", -2),
        ("assassin", "disgraced", -1),
        ("plain", "neutral", 0),
    ]
    assert result.scores == (0, 0)


def test_hv19_each_fulfilled_mission_adds_three():
    table = {(HARE, LOWER): [card("hare", PLAIN)], (STAG, LOWER): [card("stag", PLAIN)]}
    result = score_layout(table, [[], []], [("L9", "D8"), ("L1", "D6")])
    missions = {
        (line.seat, line.params["mission"]): line.points for line in result.lines if line.key.endswith("mission")
    }
    assert missions == {(0, "L9"): 0, (0, "D8"): 3, (1, "L1"): 0, (1, "D6"): 3}
    assert result.scores == (3, 3)


def test_hv20_the_highest_total_wins_and_a_tie_shares_the_victory():
    table = {(STAG, UPPER): [card("stag", PLAIN)]}
    stag = card("stag", NOBLE)
    result = score_layout(table, [[stag], [card("stag", NOBLE, 1)], [card("stag", PLAIN, 1)]], [(), (), ()])
    assert result.scores == (2, 2, 1)
    assert result.winners == frozenset({0, 1})
    assert result.ranking == ((0, 1), (2,))


def test_a_finished_game_announces_its_result_and_shows_every_mission():
    state = RULESET.new_state(5, seed=17)
    events = play_out(state, seed=17)
    result = state.result()
    assert events[-1] == GameEnded(result.scores, tuple(sorted(result.winners)))
    shown = [event for event in events if isinstance(event, MissionsRevealed)]
    assert [(event.seat, event.missions) for event in shown] == list(enumerate(state.missions))
    assert state.view(3).missions == state.missions
    for seat in range(5):
        assert result.scores[seat] == sum(line.points for line in result.lines_of(seat))
