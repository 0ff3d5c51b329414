"""What one seat may know (see "Information each player may see" in the rules reference).

Public: every stack with its face-up and face-down cards (each was seen when played), the back of every hand card,
the stock, the chapel, everyone's tiles, the start player and the decision awaited. Private: the seat's own hand,
the cards it passed and received, where it has seen hidden cards (``seen_in_hands``, ``middle_seen``), its own
unrevealed pass and the card it offered as Kurtisane. Nothing else hidden appears, not even another seat's choice
of the card it passes until all passes are revealed.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from game.core import Action, View
from game.listtuecke import decisions
from game.listtuecke.awaiting import awaiting
from game.listtuecke.cards import BACK_OF, DARK, LIGHT, MIDDLE_SLOT_BACKS
from game.listtuecke.table import count_light

if TYPE_CHECKING:
    from game.listtuecke.fields import ListTueckeFields


@dataclasses.dataclass(frozen=True, kw_only=True)
class ListTueckeView(View):
    """One seat's knowledge of the table.

    ``stacks`` lists each seat's stack bottom to top as (card, face up). ``stock`` and each seat's ``tiles`` count
    influence tiles in the order of ``cards.COLOURS`` (blue, green, yellow). ``hand_backs`` gives each seat's hand as
    (light, dark) counts. ``middle_backs`` names the back of each middle slot (None while not dealt) and
    ``middle_seen`` the card this seat knows lies there. ``seen_in_hands`` lists (card, holder) for cards this seat
    knows in other hands. ``passed`` and ``received`` list (back, card, neighbour) for this chapter's passes.
    ``offer`` is the Kurtisane's open offer as (seat, partner, back, card), the card shown only to its owner;
    ``named`` is the Inquisitor's shown card and its holder while the card to give in return is chosen.
    """

    players: int
    variant: bool
    characters: tuple[int, ...]
    chapter: int
    round: int
    acting_seat: int | None
    start_player: int
    hand: tuple[int, ...]
    hand_backs: tuple[tuple[int, int], ...]
    stacks: tuple[tuple[tuple[int, bool], ...], ...]
    inquisitor_rank: int
    middle_backs: tuple[str | None, ...]
    middle_seen: tuple[int | None, ...]
    undealt: int
    set_aside: int
    stock: tuple[int, ...]
    chapel: tuple[str, ...]
    chapel_filled: bool
    tiles: tuple[tuple[int, ...], ...]
    elimination_tiles: tuple[int, ...]
    seen_in_hands: tuple[tuple[int, int], ...]
    passed: tuple[tuple[str, int, int], ...]
    received: tuple[tuple[str, int, int], ...]
    pass_back: str | None
    passing: int | None
    offer: tuple[int, int, str, int | None] | None
    backs_swapped: tuple[str, ...]
    named: tuple[int, int] | None


def view_of(state: ListTueckeFields, seat: int, legal_actions: tuple[Action, ...]) -> ListTueckeView:
    """Build ``seat``'s view of ``state``, with the moves the contract class found legal for it."""
    over = state.decision == decisions.OVER
    playing = state.decision not in (decisions.PASS, decisions.OVER)
    offer = None
    if state.offer is not None:
        offerer = (state.start + state.turn) % state.players
        partner, card = state.offer
        offer = (offerer, partner, BACK_OF[card], card if seat == offerer else None)
    seen_middle = state.seen_middle[seat]
    return ListTueckeView(
        seat=seat,
        to_move=state.to_move,
        over=over,
        legal_actions=legal_actions,
        awaiting=awaiting(state),
        players=state.players,
        variant=state.sets_aside,
        characters=state.characters,
        chapter=state.chapter,
        round=state.round,
        acting_seat=(state.start + state.turn) % state.players if playing else None,
        start_player=state.start,
        hand=tuple(state.hands[seat]),
        hand_backs=tuple((count_light(hand), len(hand) - count_light(hand)) for hand in state.hands),
        stacks=tuple(
            tuple(zip(stack, faces, strict=True)) for stack, faces in zip(state.stacks, state.faces, strict=True)
        ),
        inquisitor_rank=state.inquisitor_rank,
        middle_backs=tuple(back if card else None for back, card in zip(MIDDLE_SLOT_BACKS, state.middle, strict=True)),
        middle_seen=tuple(seen_middle.get(slot) for slot in range(len(MIDDLE_SLOT_BACKS))),
        undealt=len(state.dark_deck),
        set_aside=len(state.set_aside),
        stock=tuple(state.stock),
        chapel=tuple(state.chapel),
        chapel_filled=state.chapel_filled,
        tiles=tuple(tuple(tiles) for tiles in state.tiles),
        elimination_tiles=tuple(state.eliminations),
        seen_in_hands=tuple(sorted(state.seen_hands[seat].items())),
        passed=tuple(state.passed[seat]),
        received=tuple(state.received[seat]),
        pass_back=state.pass_back if state.decision == decisions.PASS else None,
        passing=(state.pass_choice[seat] or None) if state.decision == decisions.PASS else None,
        offer=offer,
        backs_swapped=tuple(LIGHT if light else DARK for light in state.backs_swapped),
        named=state.named,
    )
