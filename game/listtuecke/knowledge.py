"""What each seat knows about where the hidden cards are, kept true as cards move.

Per seat the state keeps ``seen_hands[seat]`` (card → the other seat holding it) and ``seen_middle[seat]`` (middle
slot → card). A seat learns a card's place by passing or receiving it (LT-8), by looking (Hellseherin, Hexe), by
taking part in a swap (Kurtisane, Druide and its kind, Inquisitor) or when a named card is shown (LT-31).

A card leaving a hand face down is known to the seats that take part, and to any seat that knew it when it was the
holder's only card of its back (the back shows, so the seat can tell it was that one). Every other seat cannot tell
which card of that back left, so it forgets where the holder's cards of that back are: knowledge made stale by a
hidden move is dropped, never guessed. Moves are made in two steps, ``depart_*`` before the cards move and
``arrive_*`` after, so that simultaneous moves (the passes, a swap) are judged on the hands as they were.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.listtuecke.cards import IS_LIGHT

if TYPE_CHECKING:
    from game.listtuecke.fields import ListTueckeFields


def forget_everything(state: ListTueckeFields) -> None:
    """A new chapter: every card is collected and reshuffled, so nothing seen before still holds (LT-20)."""
    state.seen_hands = [{} for _ in range(state.players)]
    state.seen_middle = [{} for _ in range(state.players)]


def card_played(state: ListTueckeFields, card: int) -> None:
    """A card played face up is public from now on; nobody needs to remember it as hidden."""
    for seen in state.seen_hands:
        if card in seen:
            del seen[card]


def see_middle(state: ListTueckeFields, seat: int) -> None:
    """Hellseherin: ``seat`` has seen every middle card."""
    state.seen_middle[seat] = {slot: card for slot, card in enumerate(state.middle) if card}


def see_hand(state: ListTueckeFields, seat: int, target: int) -> None:
    """Hexe: ``seat`` has seen every hand card of ``target``."""
    seen = state.seen_hands[seat]
    for card in state.hands[target]:
        seen[card] = target


def shown(state: ListTueckeFields, card: int, holder: int) -> None:
    """Everyone has seen ``card`` in ``holder``'s hand (the Inquisitor's named card, LT-31)."""
    for seat, seen in enumerate(state.seen_hands):
        if seat != holder:
            seen[card] = holder


def depart_hand(state: ListTueckeFields, holder: int, card: int, insiders: tuple[int, ...]) -> list[int]:
    """``card`` is about to leave ``holder``'s hand face down; return the seats that will know where it went.

    Call before the card moves. Seats that cannot tell which card of that back left forget the holder's cards of
    that back.
    """
    knowers = list(insiders)
    light = IS_LIGHT[card]
    only_one_of_back = None
    for seat, seen in enumerate(state.seen_hands):
        if seen and seat not in insiders:
            if only_one_of_back is None:
                hand = state.hands[holder]
                light_held = sum(map(IS_LIGHT.__getitem__, hand))
                only_one_of_back = (light_held if light else len(hand) - light_held) == 1
            if only_one_of_back:
                if seen.get(card) == holder:
                    knowers.append(seat)
            else:
                for stale in [known for known, place in seen.items() if place == holder and IS_LIGHT[known] == light]:
                    del seen[stale]
    for seat in knowers:
        state.seen_hands[seat].pop(card, None)
    return knowers


def depart_middle(state: ListTueckeFields, slot: int, insiders: tuple[int, ...]) -> list[int]:
    """The card in middle ``slot`` is about to leave it; return the seats that will know where it went.

    The slot is a public handle, so every seat that had seen the slot's card knows which card is taken.
    """
    knowers = []
    for seat, seen in enumerate(state.seen_middle):
        if seat in insiders or slot in seen:
            knowers.append(seat)
        seen.pop(slot, None)
    return knowers


def arrive_hand(state: ListTueckeFields, card: int, receiver: int, knowers: list[int]) -> None:
    """``card`` has arrived in ``receiver``'s hand; the ``knowers`` of its move now know it is there."""
    for seat in knowers:
        if seat != receiver:
            state.seen_hands[seat][card] = receiver


def arrive_middle(state: ListTueckeFields, card: int, slot: int, knowers: list[int]) -> None:
    """``card`` has arrived in middle ``slot``; the ``knowers`` of its move now know it is there."""
    for seat in knowers:
        state.seen_middle[seat][slot] = card
