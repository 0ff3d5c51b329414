"""What one seat may know: its own hand and everything on the table, but no other hand, no action card taken by
another before the reveal, never the set-aside action card, and not the order of the draw pile."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from game.core import Action, ScoreLine, View
from game.verraeter.awaiting import awaiting

if TYPE_CHECKING:
    from game.verraeter.fields import VerraeterFields


@dataclasses.dataclass(frozen=True, kw_only=True)
class VerraeterView(View):
    """One seat's knowledge. Per-seat tuples are indexed by seat; per-position tuples by circle position.

    ``known_cards[s]`` are cards everyone knows seat ``s`` still holds (dealt openly under "equal start").
    ``reshuffled_pile`` is the discard pile that the last reshuffle made the draw pile; the draw pile now holds
    some of those cards, never one this seat drew since (``drawn_since_reshuffle``).
    ``offered`` is what was passed to this seat in this round's draft; ``my_action`` the card it took;
    ``revealed_actions`` every seat's card once phase 4 turned them up (empty before). ``turn`` counts the seats,
    in the phase's order, that have had their turn in the current phase.
    """

    round: int
    phase: str
    equal_start: bool
    start_player: int
    strategy_holder: int
    turn: int
    landscapes: tuple[str, ...]
    houses: tuple[str, ...]
    building_owners: tuple[int | None, ...]
    building_sides: tuple[str | None, ...]
    stock: tuple[int, ...]
    allegiances: tuple[str, ...]
    points: tuple[int, ...]
    score_lines: tuple[ScoreLine, ...]
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    known_cards: tuple[tuple[int, ...], ...]
    played: tuple[tuple[int, ...], ...]
    discard_pile: tuple[int, ...]
    draw_pile_size: int
    reshuffled_pile: tuple[int, ...] | None
    drawn_since_reshuffle: tuple[int, ...]
    conflict_border: int | None
    actions_taken: int
    offered: tuple[str, ...]
    my_action: str | None
    revealed_actions: tuple[str | None, ...]
    draw_order: tuple[int, ...]
    entitled: tuple[int, ...]
    drawn: tuple[int, ...]


def view_for(state: VerraeterFields, seat: int, legal_actions: tuple[Action, ...]) -> VerraeterView:
    """Return what ``seat`` may know of ``state`` now, with the moves the contract class found legal for it."""
    return VerraeterView(
        seat=seat,
        to_move=state.mover,
        over=state.over,
        legal_actions=legal_actions,
        awaiting=awaiting(state),
        round=state.round,
        phase=state.phase,
        equal_start=state.equal_start,
        start_player=state.start,
        strategy_holder=state.strategy_holder,
        turn=state.turn,
        landscapes=state.landscapes,
        houses=tuple(state.houses),
        building_owners=tuple(state.building_owner),
        building_sides=tuple(state.building_side),
        stock=tuple(state.stock),
        allegiances=tuple(state.allegiance),
        points=tuple(state.points),
        score_lines=tuple(state.lines),
        hand=tuple(sorted(state.hands[seat])),
        hand_sizes=tuple(len(hand) for hand in state.hands),
        known_cards=tuple(tuple(sorted(cards)) for cards in state.known),
        played=tuple(tuple(cards) for cards in state.played),
        discard_pile=tuple(state.discard_pile),
        draw_pile_size=len(state.draw_pile),
        reshuffled_pile=None if state.pile_source is None else tuple(state.pile_source),
        drawn_since_reshuffle=tuple(sorted(state.drawn_since[seat])),
        conflict_border=state.border,
        actions_taken=state.picks_made,
        offered=state.offered_to(seat),
        my_action=state.picks[seat],
        revealed_actions=tuple(state.picks) if state.revealed else (),
        draw_order=tuple(state.draw_order),
        entitled=tuple(state.entitled),
        drawn=tuple(state.drawn),
    )
