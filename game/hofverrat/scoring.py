"""End scoring (HV-16..HV-20) as a Result whose lines a person can check and the table scene can animate in order.

The lines come in the order of the rules: every spy revealed (HV-16), every family's standing with its upper and
lower counts (HV-17), every card of every district with its points (HV-18), every mission met or not (HV-19). A seat's
total is the sum of its lines; the ranking groups tied seats, so a tie shares the victory (HV-20).
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core import Result, ScoreLine
from game.hofverrat.board import QUEEN, SIDES
from game.hofverrat.cards import FAMILIES, FAMILY_OF, ROLE_COUNTS, ROLE_OF, SPY, WEIGHT_OF
from game.hofverrat.missions import DISGRACED, ESTEEMED, MISSION_POINTS, NEUTRAL, Tally, judge

Placed = tuple[int, int]
"""A card lying somewhere, as (serial, card id)."""

SIGN = {ESTEEMED: 1, DISGRACED: -1, NEUTRAL: 0}
FAMILY_KEY_OF: tuple[str, ...] = tuple(FAMILIES[family].key for family in FAMILY_OF)


def standing(upper: int, lower: int) -> str:
    """A family's standing from its weighted counts (HV-17): more upper esteemed, more lower disgraced, else neutral."""
    if upper > lower:
        return ESTEEMED
    if lower > upper:
        return DISGRACED
    return NEUTRAL


def score_game(
    table: Sequence[Sequence[Sequence[Placed]]],
    districts: Sequence[Sequence[Placed]],
    missions: Sequence[Sequence[str]],
) -> Result:
    """Score a finished game from where every remaining card lies, all spies' identities known.

    ``table[column][side]`` holds the cards of one column (families, then the Queen's column) and side (0 upper,
    1 lower); ``districts[seat]`` the cards of a district; ``missions[seat]`` the seat's mission ids.
    """
    lines: list[ScoreLine] = []
    weights = [[0, 0] for _ in FAMILIES]
    for column, sides in enumerate(table):
        for side, placed in enumerate(sides):
            for serial, card in placed:
                weights[FAMILY_OF[card]][side] += WEIGHT_OF[card]
                if column == QUEEN:
                    lines.append(_spy_line(serial, card, {"area": "table", "side": SIDES[side]}))
    for seat, placed in enumerate(districts):
        lines.extend(
            _spy_line(serial, card, {"area": "district", "district": seat})
            for serial, card in placed
            if ROLE_OF[card] == SPY
        )
    standings = tuple(standing(upper, lower) for upper, lower in weights)
    for family, (upper, lower) in enumerate(weights):
        params = {"family": FAMILIES[family].key, "upper": upper, "lower": lower, "standing": standings[family]}
        lines.append(ScoreLine(None, "hofverrat.standing", 0, params))
    scores = [0] * len(districts)
    for seat, placed in enumerate(districts):
        for serial, card in placed:
            line = _district_line(seat, serial, card, standings[FAMILY_OF[card]])
            scores[seat] += line.points
            lines.append(line)
    tally = _tally(standings, districts)
    for seat, owned in enumerate(missions):
        for mission in owned:
            fulfilled, facts = judge(mission, seat, tally)
            points = MISSION_POINTS if fulfilled else 0
            scores[seat] += points
            lines.append(
                ScoreLine(seat, "hofverrat.mission", points, {"mission": mission, "fulfilled": fulfilled, **facts})
            )
    ranking = tuple(
        tuple(seat for seat, score in enumerate(scores) if score == level)
        for level in sorted(set(scores), reverse=True)
    )
    return Result(tuple(scores), tuple(lines), ranking)


def _spy_line(serial: int, card: int, where: dict[str, object]) -> ScoreLine:
    """HV-16: a spy turns face up; at the table it moves from the Queen's column to its family's, same side."""
    return ScoreLine(
        None, "hofverrat.spy_revealed", 0, {"serial": serial, "card": card, "family": FAMILY_KEY_OF[card], **where}
    )


def _district_line(seat: int, serial: int, card: int, family_standing: str) -> ScoreLine:
    """HV-18: a district card scores its family's sign, twice for a noble (HV-12)."""
    points = SIGN[family_standing] * WEIGHT_OF[card]
    params = {
        "serial": serial,
        "card": card,
        "family": FAMILY_KEY_OF[card],
        "role": ROLE_OF[card],
        "standing": family_standing,
    }
    return ScoreLine(seat, "hofverrat.district_card", points, params)


def _tally(standings: tuple[str, ...], districts: Sequence[Sequence[Placed]]) -> Tally:
    """Count each district's cards by family and by role, a noble counting one (the missions' way of counting)."""
    family_counts = []
    role_counts = []
    for placed in districts:
        families = [0] * len(FAMILIES)
        roles = dict.fromkeys((role for role, _ in ROLE_COUNTS), 0)
        for _, card in placed:
            families[FAMILY_OF[card]] += 1
            roles[ROLE_OF[card]] += 1
        family_counts.append(tuple(families))
        role_counts.append(roles)
    return Tally(standings, tuple(family_counts), tuple(role_counts))
