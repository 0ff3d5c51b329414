"""What lies in play in Hof-Verrat, counted as cards arrive and leave, so that no reader has to scan the table.

The AI reads these counts before every placement of every playout; recounting the whole table each time was its
dearest step. Each count exists twice where a face-down spy matters: ``shown`` leaves face-down spies' families out
(what every seat may know, HV-13), ``whole`` counts them (the truth a sampled world or the end reveals).
"""

from __future__ import annotations

import dataclasses

from game.hofverrat.board import ELIMINATED, QUEEN_SPOT, SPOTS
from game.hofverrat.cards import FAMILIES, FAMILY_OF, IS_SPY, ROLE_COUNTS, ROLE_NUMBER, WEIGHT_OF

FACE: tuple[tuple[int, int, int, bool], ...] = tuple(
    (FAMILY_OF[card], WEIGHT_OF[card], ROLE_NUMBER[card], IS_SPY[card]) for card in range(len(FAMILY_OF))
)
"""Every card's family, weight (HV-12), role number and whether it lies face down (HV-13), looked up at once."""


@dataclasses.dataclass(slots=True)
class PlayCounts:
    """The cards in play, counted; ``HofVerratState`` keeps them up to date with every card placed or eliminated.

    ``shown_margin[f]`` is family f's weighted margin at the royal table (upper minus lower, HV-17) from the cards in
    its own column; ``whole_margin[f]`` adds the spies of the family in the Queen's column. ``hidden_at_table``
    counts those spies and ``hidden_balance`` their sides (upper minus lower, one each). For seat s's district,
    ``roles[s][r]`` counts the cards of role r (as in ``ROLE_COUNTS``; a face-down spy is publicly a spy), and
    ``shown_stake[s][f]`` / ``shown_count[s][f]`` the weight (HV-18) and number of family f's face-up cards;
    ``whole_stake`` and ``whole_count`` count the face-down spies too.
    """

    shown_margin: list[int]
    whole_margin: list[int]
    hidden_at_table: int
    hidden_balance: int
    roles: list[list[int]]
    shown_stake: list[list[int]]
    shown_count: list[list[int]]
    whole_stake: list[list[int]]
    whole_count: list[list[int]]

    @classmethod
    def empty(cls, players: int) -> PlayCounts:
        """Nothing in play yet."""
        families = len(FAMILIES)
        return cls(
            shown_margin=[0] * families,
            whole_margin=[0] * families,
            hidden_at_table=0,
            hidden_balance=0,
            roles=[[0] * len(ROLE_COUNTS) for _ in range(players)],
            shown_stake=[[0] * families for _ in range(players)],
            shown_count=[[0] * families for _ in range(players)],
            whole_stake=[[0] * families for _ in range(players)],
            whole_count=[[0] * families for _ in range(players)],
        )

    def add(self, card: int, place: int, sign: int = 1) -> None:
        """Count ``card`` arriving at ``place`` (a royal table spot or a district); ``sign`` −1 counts it leaving."""
        family, weight, role, face_down = FACE[card]
        if place < SPOTS:
            side = -sign if place & 1 else sign
            self.whole_margin[family] += side * weight
            if place < QUEEN_SPOT:
                self.shown_margin[family] += side * weight
            else:
                self.hidden_at_table += sign
                self.hidden_balance += side
            return
        seat = place - SPOTS
        self.roles[seat][role] += sign
        self.whole_stake[seat][family] += sign * weight
        self.whole_count[seat][family] += sign
        if not face_down:
            self.shown_stake[seat][family] += sign * weight
            self.shown_count[seat][family] += sign

    def copy(self) -> PlayCounts:
        """An independent copy, for a cloned state (positional: the AI clones a state for every playout)."""
        return PlayCounts(
            self.shown_margin[:],
            self.whole_margin[:],
            self.hidden_at_table,
            self.hidden_balance,
            [row[:] for row in self.roles],
            [row[:] for row in self.shown_stake],
            [row[:] for row in self.shown_count],
            [row[:] for row in self.whole_stake],
            [row[:] for row in self.whole_count],
        )


def recount(players: int, cards: list[int], places: list[int]) -> PlayCounts:
    """Count every card of ``cards`` still in play at its place in ``places`` (a serial's card and place)."""
    counts = PlayCounts.empty(players)
    for card, place in zip(cards, places, strict=True):
        if place != ELIMINATED:
            counts.add(card, place)
    return counts
