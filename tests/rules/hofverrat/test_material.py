"""HV-1..HV-4: the material as data."""

from collections import Counter

from game.hofverrat.board import COLUMNS, QUEEN, SIDES
from game.hofverrat.cards import ALL_CARDS, FAMILIES, FAMILY_OF, ROLE_COUNTS, ROLE_OF, WEIGHT_OF
from game.hofverrat.missions import CHECKS, DARK_MISSIONS, LIGHT_MISSIONS, MISSION_POINTS, MISSIONS


def test_hv1_six_families_of_fifteen_each_with_a_colour_and_a_symbol():
    assert [family.key for family in FAMILIES] == ["stag", "toad", "butterfly", "carp", "nightingale", "hare"]
    assert len(ALL_CARDS) == 90
    assert Counter(FAMILY_OF) == dict.fromkeys(range(6), 15)
    assert len({family.colour for family in FAMILIES}) == 6
    assert len({family.symbol for family in FAMILIES}) == 6


def test_hv2_every_family_holds_the_same_fifteen_roles():
    expected = {"plain": 4, "noble": 4, "spy": 2, "assassin": 2, "guard": 3}
    assert dict(ROLE_COUNTS) == expected
    for family in range(6):
        roles = Counter(ROLE_OF[card] for card in ALL_CARDS if FAMILY_OF[card] == family)
        assert roles == expected
    assert [WEIGHT_OF[card] for card in ALL_CARDS].count(2) == 24, "only the 24 nobles weigh two"


def test_hv3_twenty_missions_ten_light_ten_dark_each_worth_three():
    assert len(MISSIONS) == 20
    assert tuple(f"L{number}" for number in range(1, 11)) == LIGHT_MISSIONS
    assert tuple(f"D{number}" for number in range(1, 11)) == DARK_MISSIONS
    assert MISSION_POINTS == 3
    assert {mission.kind for mission in MISSIONS} == set(CHECKS), "one check per kind, every kind used"
    assert [MISSIONS[index].family for index in range(6)] == list(range(6)), "L1–L6 follow the families' order"


def test_hv4_the_royal_table_has_a_column_per_family_and_the_queens_column():
    assert COLUMNS == 7 and QUEEN == 6
    assert SIDES == ("upper", "lower")
