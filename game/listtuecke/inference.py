"""What one seat can work out from its view alone, for the table's hovers and its "what you know" panel.

Everything here is a pure function of a ``ListTueckeView``: the threats lying on the stacks, what a hand card would
do if played now, who would take the start-player card, each colour's worth, the score if the game ended now, and
where each hidden character may be. Nothing here looks past the view, so the table can show it all to the seat.
"""

from __future__ import annotations

import dataclasses

from game.listtuecke.cards import (
    ABILITY_OF,
    BACK_OF,
    COLOURS,
    CREST_TILES,
    ELIMINATE,
    INQUISITOR,
    LINGERING,
    VICTIMS_OF,
)
from game.listtuecke.view import ListTueckeView


@dataclasses.dataclass(frozen=True)
class Threat:
    """A lingering card face up on top of ``seat``'s stack, and the characters it strikes when another plays them."""

    seat: int
    card: int
    victims: frozenset[int]


def top(view: ListTueckeView, seat: int) -> int | None:
    """The face-up card on top of ``seat``'s stack, or None when the stack is empty or its top lies face down."""
    stack = view.stacks[seat]
    if stack and stack[-1][1]:
        return stack[-1][0]
    return None


def rank_shown(view: ListTueckeView, card: int) -> int:
    """The rank a face-up card counts as: its own, or the Inquisitor's chosen 20 or 0 (LT-31)."""
    return view.inquisitor_rank if card == INQUISITOR else card


def threats(view: ListTueckeView) -> list[Threat]:
    """Every lingering card lying face up on top of a stack (König, Königin, Scharfrichter; LT-13), in seat order."""
    found = []
    for seat in range(view.players):
        card = top(view, seat)
        if card is not None and LINGERING[card]:
            found.append(Threat(seat, card, VICTIMS_OF[card]))
    return found


def striker(view: ListTueckeView, seat: int, card: int) -> int | None:
    """The seat whose lingering top card would eliminate ``card`` if ``seat`` played it now, or None (LT-13).

    Several could strike: the first owner clockwise after the playing seat takes the credit.
    """
    for step in range(1, view.players):
        other = (seat + step) % view.players
        threat = top(view, other)
        if threat is not None and LINGERING[threat] and card in VICTIMS_OF[threat]:
            return other
    return None


def victims_now(view: ListTueckeView, seat: int, card: int) -> list[int]:
    """The other seats whose face-up top card ``card`` would eliminate if ``seat`` played it now (LT-12)."""
    if ABILITY_OF[card] != ELIMINATE:
        return []
    return [other for other in range(view.players) if other != seat and top(view, other) in VICTIMS_OF[card]]


def start_player_now(view: ListTueckeView) -> tuple[int, int | None]:
    """Who would hold the start-player card if the round ended now, and the top card that decides it (LT-10).

    A rank-0 Inquisitor counts as no face-up card; with none at all the holder keeps the card (None as reason).
    """
    shown = [(rank_shown(view, card), seat, card) for seat in range(view.players) if (card := top(view, seat))]
    shown = [entry for entry in shown if entry[0] > 0]
    if not shown:
        return view.start_player, None
    _, seat, card = max(shown)
    return seat, card


def crest_now(view: ListTueckeView, seat: int) -> tuple[int, ...]:
    """The influence tiles per colour the face-up cards of ``seat``'s stack would bring at the chapter's end (LT-18),
    before the stock runs short."""
    wanted = [0] * len(COLOURS)
    for card, face_up in view.stacks[seat]:
        if face_up:
            for colour, count in CREST_TILES[card]:
                wanted[colour] += count
    return tuple(wanted)


def tile_worth(view: ListTueckeView) -> tuple[int, ...]:
    """What one tile of each colour is worth now: that colour's tiles in the stock plus on the chapel (LT-21)."""
    return tuple(view.stock[index] + view.chapel.count(colour) for index, colour in enumerate(COLOURS))


def score_now(view: ListTueckeView, seat: int) -> int:
    """``seat``'s points if the game ended now: tiles at their colour's worth, plus its elimination tiles (LT-21)."""
    worth = tile_worth(view)
    return (
        sum(count * value for count, value in zip(view.tiles[seat], worth, strict=True)) + view.elimination_tiles[seat]
    )


def known_hand(view: ListTueckeView, seat: int) -> tuple[int, ...]:
    """The cards the viewer knows to be in ``seat``'s hand: its own hand in full, else what it has seen there."""
    if seat == view.seat:
        return view.hand
    return tuple(sorted(card for card, holder in view.seen_in_hands if holder == seat))


def unplaced(view: ListTueckeView) -> tuple[int, ...]:
    """The characters of the game whose place the viewer does not know: not in a stack, not in its hand, not seen in
    another hand or in the middle. They lie in other hands, in the middle, set aside or not yet dealt."""
    placed = {card for stack in view.stacks for card, _ in stack}
    placed |= set(view.hand)
    placed |= {card for card, _ in view.seen_in_hands}
    placed |= {card for card in view.middle_seen if card is not None}
    return tuple(card for card in view.characters if card not in placed)


def possible_in_hand(view: ListTueckeView, seat: int) -> tuple[int, ...]:
    """Every character that may be in ``seat``'s hand as far as the viewer knows: the cards seen there, and the
    unplaced cards of each back it holds cards of beyond those seen."""
    known = known_hand(view, seat)
    if seat == view.seat:
        return known
    light, dark = view.hand_backs[seat]
    open_backs = set()
    if light > sum(BACK_OF[card] == "light" for card in known):
        open_backs.add("light")
    if dark > sum(BACK_OF[card] == "dark" for card in known):
        open_backs.add("dark")
    return tuple(sorted({*known, *(card for card in unplaced(view) if BACK_OF[card] in open_backs)}))


def holders_of(view: ListTueckeView, card: int) -> tuple[int, ...]:
    """Where ``card`` may be, as seats whose hands may hold it (the viewer's own seat only when it holds it)."""
    return tuple(seat for seat in range(view.players) if card in possible_in_hand(view, seat))
