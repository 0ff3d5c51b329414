"""The twenty secret missions (Geheimmissionen) as data, and one check per kind of condition (HV-3).

A mission is a row of ``MISSIONS``: its id as printed ("L1".."L10" light, "D1".."D10" dark), its kind and the kind's
parameters. ``CHECKS`` holds one function per kind; each judges a seat on the ``Tally`` of the revealed game and
returns whether the mission is met together with the facts a person needs to check it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from game.core import JsonValue
from game.hofverrat.cards import ASSASSIN, FAMILIES, GUARD, NOBLE, SPY

MISSION_POINTS = 3

ESTEEMED = "esteemed"
DISGRACED = "disgraced"
NEUTRAL = "neutral"


@dataclasses.dataclass(frozen=True)
class Mission:
    """One secret mission: light or dark, a kind of condition, and the family, role or number it names."""

    id: str
    light: bool
    kind: str
    family: int | None = None
    role: str | None = None
    number: int | None = None


FEWER_THAN_NEIGHBOUR = "fewer_than_neighbour"
AT_LEAST_ROLE = "at_least_role"
FAMILY_DISGRACED = "family_disgraced"
AT_MOST_ESTEEMED = "at_most_esteemed"
AT_LEAST_DISGRACED = "at_least_disgraced"
ONE_FAMILY_AT_LEAST = "one_family_at_least"
EVERY_FAMILY = "every_family"

MISSIONS: tuple[Mission, ...] = (
    *(Mission(f"L{index + 1}", True, FEWER_THAN_NEIGHBOUR, family=index) for index in range(len(FAMILIES))),
    Mission("L7", True, AT_LEAST_ROLE, role=NOBLE, number=3),
    Mission("L8", True, AT_LEAST_ROLE, role=ASSASSIN, number=2),
    Mission("L9", True, AT_LEAST_ROLE, role=SPY, number=3),
    Mission("L10", True, AT_LEAST_ROLE, role=GUARD, number=4),
    *(Mission(f"D{index + 1}", False, FAMILY_DISGRACED, family=index) for index in range(len(FAMILIES))),
    Mission("D7", False, AT_MOST_ESTEEMED, number=3),
    Mission("D8", False, AT_LEAST_DISGRACED, number=2),
    Mission("D9", False, ONE_FAMILY_AT_LEAST, number=5),
    Mission("D10", False, EVERY_FAMILY),
)
"""The list at the end of the rules file, in its order."""

MISSION_BY_ID: dict[str, Mission] = {mission.id: mission for mission in MISSIONS}
LIGHT_MISSIONS: tuple[str, ...] = tuple(mission.id for mission in MISSIONS if mission.light)
DARK_MISSIONS: tuple[str, ...] = tuple(mission.id for mission in MISSIONS if not mission.light)


@dataclasses.dataclass(frozen=True)
class Tally:
    """The revealed game as missions see it: standings, and each district's cards counted (a noble counts 1 here).

    ``family_counts[seat][family]`` and ``role_counts[seat][role]`` count the cards in ``seat``'s district after the
    spies are revealed; ``standings[family]`` is ESTEEMED, DISGRACED or NEUTRAL.
    """

    standings: tuple[str, ...]
    family_counts: tuple[tuple[int, ...], ...]
    role_counts: tuple[dict[str, int], ...]

    def left_neighbour(self, seat: int) -> int:
        """The next player clockwise; with two players, the opponent."""
        return (seat + 1) % len(self.family_counts)


Verdict = tuple[bool, dict[str, JsonValue]]


def _fewer_than_neighbour(mission: Mission, seat: int, tally: Tally) -> Verdict:
    """L1–L6: strictly fewer cards of the family in your district than your left neighbour has in theirs."""
    neighbour = tally.left_neighbour(seat)
    yours = tally.family_counts[seat][mission.family]
    theirs = tally.family_counts[neighbour][mission.family]
    facts = {"family": FAMILIES[mission.family].key, "yours": yours, "neighbour": neighbour, "theirs": theirs}
    return yours < theirs, facts


def _at_least_role(mission: Mission, seat: int, tally: Tally) -> Verdict:
    """L7–L10: at least ``number`` cards of the role in your district."""
    count = tally.role_counts[seat][mission.role]
    return count >= mission.number, {"role": mission.role, "count": count, "needed": mission.number}


def _family_disgraced(mission: Mission, seat: int, tally: Tally) -> Verdict:
    """D1–D6: the family is disgraced at the end."""
    standing = tally.standings[mission.family]
    return standing == DISGRACED, {"family": FAMILIES[mission.family].key, "standing": standing}


def _at_most_esteemed(mission: Mission, seat: int, tally: Tally) -> Verdict:
    """D7: at most ``number`` families are esteemed."""
    esteemed = tally.standings.count(ESTEEMED)
    return esteemed <= mission.number, {"esteemed": esteemed, "most": mission.number}


def _at_least_disgraced(mission: Mission, seat: int, tally: Tally) -> Verdict:
    """D8: at least ``number`` families are disgraced."""
    disgraced = tally.standings.count(DISGRACED)
    return disgraced >= mission.number, {"disgraced": disgraced, "needed": mission.number}


def _one_family_at_least(mission: Mission, seat: int, tally: Tally) -> Verdict:
    """D9: your district holds at least ``number`` cards of one family (the facts name your largest family)."""
    counts = tally.family_counts[seat]
    best = max(range(len(counts)), key=counts.__getitem__)
    facts = {"family": FAMILIES[best].key, "count": counts[best], "needed": mission.number}
    return counts[best] >= mission.number, facts


def _every_family(mission: Mission, seat: int, tally: Tally) -> Verdict:
    """D10: your district holds at least one card of every family (the facts name the missing ones)."""
    missing = [FAMILIES[family].key for family, count in enumerate(tally.family_counts[seat]) if count == 0]
    return not missing, {"missing": missing}


CHECKS: dict[str, Callable[[Mission, int, Tally], Verdict]] = {
    FEWER_THAN_NEIGHBOUR: _fewer_than_neighbour,
    AT_LEAST_ROLE: _at_least_role,
    FAMILY_DISGRACED: _family_disgraced,
    AT_MOST_ESTEEMED: _at_most_esteemed,
    AT_LEAST_DISGRACED: _at_least_disgraced,
    ONE_FAMILY_AT_LEAST: _one_family_at_least,
    EVERY_FAMILY: _every_family,
}


def judge(mission_id: str, seat: int, tally: Tally) -> Verdict:
    """Whether ``seat`` fulfils the mission ``mission_id``, and the facts behind the verdict."""
    mission = MISSION_BY_ID[mission_id]
    return CHECKS[mission.kind](mission, seat, tally)
