"""How one seat's view of Mit List und Tücke follows the events it sees (``game.core.fold``).

Before the deal the seat sees an empty table: no chapter yet, the tiles in the stock. The opening events begin the
first chapter (the start player, the cards set aside, the light cards dealt) and fold into the first view.

What the seat knows of where hidden cards lie (``seen_in_hands``, ``middle_seen``) follows the rules of
``game.listtuecke.knowledge`` as this one seat applies them to what it saw: a card that leaves a hand face down is
known to the seats that take part, and to a seat that knew it when it was its holder's only card of that back (the
back shows, so it can tell it was that one); every other seat forgets where that holder's cards of that back are.
Where two cards change hands at once (the Kurtisane's swap, the Inquisitor's exchange) the seat judges both on the
hands as they were before either moved, as the state does. At the passes nobody but giver and receiver learns or
forgets anything: they open a chapter, before anyone has seen a card of the passed back in another hand.
"""

from __future__ import annotations

import dataclasses
from bisect import insort
from collections.abc import Mapping
from typing import Any

from game.core.fold import Awaiting, Fold, added, awaited, folding, put
from game.listtuecke import decisions
from game.listtuecke.cards import (
    BACK_OF,
    COLOURS,
    DARK,
    DARK_SLOTS,
    ELIMINATION,
    IS_LIGHT,
    LIGHT,
    MIDDLE_SLOT_BACKS,
    ROUNDS,
    TILES_PER_COLOUR,
    characters_in_game,
    of_back,
)
from game.listtuecke.events import (
    AbilityDeclined,
    CardHandedOver,
    CardHealed,
    CardOffered,
    CardPassed,
    CardPlayed,
    CardsDealt,
    CardsSetAside,
    ChapelFilled,
    ChapterBegan,
    ChapterEnded,
    CharacterNamed,
    GameEnded,
    HandSeen,
    MiddleCardSeen,
    MiddleFilled,
    MiddleSwapped,
    NothingHappened,
    PassChosen,
    PlacesChanged,
    RankChosen,
    StackEliminated,
    StartPlayerChecked,
    TileGained,
)
from game.listtuecke.ruleset import VARIANT
from game.listtuecke.view import ListTueckeView

Seen = dict[int, int]
"""Card → the other seat this seat knows holds it."""

BACK_INDEX = {LIGHT: 0, DARK: 1}
"""Where a back's count lies in a seat's ``hand_backs`` pair."""


def before_deal(players: int, seat: int, options: Mapping[str, Any]) -> ListTueckeView:
    """``seat``'s view before the first chapter: empty hands and stacks, every tile in the stock, nobody to move."""
    return ListTueckeView(
        seat=seat,
        to_move=None,
        over=False,
        legal_actions=(),
        awaiting=None,
        players=players,
        variant=players == 3 and bool(options[VARIANT]),
        characters=characters_in_game(players, options[VARIANT]),
        chapter=0,
        acting_seat=None,
        start_player=0,
        undealt=0,
        stock=(TILES_PER_COLOUR[players],) * len(COLOURS),
        chapel=(),
        tiles=((0,) * len(COLOURS),) * players,
        elimination_tiles=(0,) * players,
        pass_back=None,
        passing=None,
        offer=None,
        backs_swapped=(),
        named=None,
        **_fresh_chapter(players),
    )


# The course of a chapter (LT-8, LT-10, LT-20) ------------------------------------------------------------------------


def _chapter(view: ListTueckeView, event: ChapterBegan) -> ListTueckeView:
    """Every card is collected and shuffled: nothing seen before still holds; the dark cards wait to be dealt."""
    players = view.players
    return dataclasses.replace(
        view,
        chapter=event.chapter,
        start_player=event.start_player,
        **_fresh_chapter(players),
        undealt=len(of_back(view.characters, False)),
    )


def _fresh_chapter(players: int) -> dict[str, Any]:
    """What every chapter starts from, as before the first one: empty hands, stacks and middle, nothing passed or
    seen, the Inquisitor at rank 20, the chapel open (LT-8)."""
    return {
        "round": 0,
        "hand": (),
        "hand_backs": ((0, 0),) * players,
        "stacks": ((),) * players,
        "inquisitor_rank": 20,
        "middle_backs": (None,) * len(MIDDLE_SLOT_BACKS),
        "middle_seen": (None,) * len(MIDDLE_SLOT_BACKS),
        "set_aside": 0,
        "chapel_filled": False,
        "seen_in_hands": (),
        "passed": (),
        "received": (),
    }


def _set_aside(view: ListTueckeView, event: CardsSetAside) -> ListTueckeView:
    return dataclasses.replace(view, set_aside=event.light + event.dark, undealt=view.undealt - event.dark)


def _dealt(view: ListTueckeView, event: CardsDealt) -> ListTueckeView:
    view = _hand_changed(view, event.seat, event.back, event.count, event.cards or ())
    return dataclasses.replace(view, undealt=view.undealt - event.count if event.back == DARK else view.undealt)


def _middle_filled(view: ListTueckeView, event: MiddleFilled) -> ListTueckeView:
    backs = tuple(event.back if slot in event.slots else back for slot, back in enumerate(view.middle_backs))
    undealt = view.undealt - len(event.slots) if event.back == DARK else view.undealt
    return dataclasses.replace(view, middle_backs=backs, undealt=undealt)


def _pass_chosen(view: ListTueckeView, event: PassChosen) -> ListTueckeView:
    return dataclasses.replace(view, passing=event.card) if event.seat == view.seat else view


def _passed(view: ListTueckeView, event: CardPassed) -> ListTueckeView:
    """A passed card changes hands; after the dark passes the first round begins (LT-8, LT-9)."""
    view = _handed(view, event.giver, event.receiver, event.back, event.card)
    seat = view.seat
    passed, received = view.passed, view.received
    if seat == event.giver:
        passed = (*passed, (event.back, event.card, event.receiver))
    if seat == event.receiver:
        received = (*received, (event.back, event.card, event.giver))
    if event.card is not None:
        view = _with_seen(view, _follow(dict(view.seen_in_hands), seat, event.card, event.receiver))
    return dataclasses.replace(
        view, passed=passed, received=received, passing=None, round=1 if event.back == DARK else view.round
    )


def _start_checked(view: ListTueckeView, event: StartPlayerChecked) -> ListTueckeView:
    """The start-player card moves (LT-10); the next round begins, unless it was the chapter's last."""
    following = event.round + 1 if event.round < ROUNDS else event.round
    return dataclasses.replace(view, start_player=event.start_player, round=following)


def _awaiting(view: ListTueckeView, event: Awaiting) -> ListTueckeView:
    """Who decides what: a seat's own turn to play makes it the acting seat; a pass or the end makes none."""
    view = awaited(view, event)
    deciding = view.deciding
    acting = view.acting_seat
    if deciding == decisions.PLAY:
        acting = event.to_move
    elif deciding in (decisions.PASS, None):
        acting = None
    passing = deciding == decisions.PASS
    return dataclasses.replace(
        view,
        acting_seat=acting,
        pass_back=(DARK if view.middle_backs[DARK_SLOTS[0]] is not None else LIGHT) if passing else None,
        passing=view.passing if passing else None,
        backs_swapped=view.backs_swapped if deciding in (decisions.OFFER, decisions.ANSWER) else (),
    )


# Playing (LT-9, LT-12..LT-15) ---------------------------------------------------------------------------------------


def _played(view: ListTueckeView, event: CardPlayed) -> ListTueckeView:
    """A card played face up is public: nobody needs to remember where it was."""
    view = _hand_changed(view, event.seat, BACK_OF[event.card], -1, (event.card,))
    seen = dict(view.seen_in_hands)
    seen.pop(event.card, None)
    stacks = put(view.stacks, event.seat, (*view.stacks[event.seat], (event.card, True)))
    return _with_seen(dataclasses.replace(view, stacks=stacks, acting_seat=event.seat), seen)


def _eliminated(view: ListTueckeView, event: StackEliminated) -> ListTueckeView:
    stack = tuple((card, False) for card, _ in view.stacks[event.seat])
    return dataclasses.replace(view, stacks=put(view.stacks, event.seat, stack))


def _tile(view: ListTueckeView, event: TileGained) -> ListTueckeView:
    """Elimination tiles come from the supply (LT-15); coloured ones from the stock."""
    if event.tile == ELIMINATION:
        return dataclasses.replace(view, elimination_tiles=added(view.elimination_tiles, event.seat, event.count))
    colour = COLOURS.index(event.tile)
    return dataclasses.replace(
        view,
        tiles=put(view.tiles, event.seat, added(view.tiles[event.seat], colour, event.count)),
        stock=added(view.stock, colour, -event.count),
    )


def _healed(view: ListTueckeView, event: CardHealed) -> ListTueckeView:
    stack = put(view.stacks[event.seat], event.position, (event.card, True))
    return dataclasses.replace(view, stacks=put(view.stacks, event.seat, stack))


def _places_changed(view: ListTueckeView, event: PlacesChanged) -> ListTueckeView:
    """Intrigant (LT-30): the two top cards change stacks, both face up."""
    stacks = put(view.stacks, event.seat, (*view.stacks[event.seat][:-1], (event.gained, True)))
    stacks = put(stacks, event.other, (*stacks[event.other][:-1], (event.card, True)))
    return dataclasses.replace(view, stacks=stacks)


def _chapel(view: ListTueckeView, event: ChapelFilled) -> ListTueckeView:
    """A coloured tile on the chapel comes from the stock; an elimination tile or an empty field does not (LT-19)."""
    stock = added(view.stock, COLOURS.index(event.tile), -1) if event.tile in COLOURS else view.stock
    return dataclasses.replace(view, chapel=(*view.chapel, event.tile), chapel_filled=True, stock=stock)


def _rank(view: ListTueckeView, event: RankChosen) -> ListTueckeView:
    return dataclasses.replace(view, inquisitor_rank=event.rank)


# Looking (Hellseherin, Hexe) ------------------------------------------------------------------------------------------


def _middle_seen(view: ListTueckeView, event: MiddleCardSeen) -> ListTueckeView:
    if event.seat != view.seat:
        return view
    return dataclasses.replace(view, middle_seen=put(view.middle_seen, event.slot, event.card or None))


def _hand_seen(view: ListTueckeView, event: HandSeen) -> ListTueckeView:
    if event.seat != view.seat or event.cards is None:
        return view
    seen = dict(view.seen_in_hands)
    seen.update(dict.fromkeys(event.cards, event.target))
    return _with_seen(view, seen)


# Cards changing hands face down (LT-28, LT-29, LT-31) -----------------------------------------------------------------


def _offered(view: ListTueckeView, event: CardOffered) -> ListTueckeView:
    return dataclasses.replace(view, offer=(event.seat, event.partner, event.back, event.card))


def _named(view: ListTueckeView, event: CharacterNamed) -> ListTueckeView:
    """The named card is shown to all (LT-31); it is exchanged when the Inquisitor's player holds a card to give."""
    if event.holder is None:
        return view
    seen = dict(view.seen_in_hands)
    if view.seat != event.holder:
        seen[event.rank] = event.holder
    named = (event.rank, event.holder) if sum(view.hand_backs[event.seat]) else None
    return _with_seen(dataclasses.replace(view, named=named), seen)


def _handed_over(view: ListTueckeView, event: CardHandedOver) -> ListTueckeView:
    """One card of a swap or an exchange changes hands; what the seat learns is judged once per pair of cards."""
    seen = dict(view.seen_in_hands)
    seat = view.seat
    if event.shown:
        # The Inquisitor's named card: everyone knows it leaves; where it arrives is noted with the card given back.
        seen.pop(event.card, None)
    elif view.offer is not None:
        seen = _courtesan_swap(view, seen, event)
        view = dataclasses.replace(view, offer=None, backs_swapped=(*view.backs_swapped, event.back))
    elif view.named is not None:
        seen = _inquisitor_exchange(view, seen, event)
        view = dataclasses.replace(view, named=None)
    elif event.card is not None:
        _follow(seen, seat, event.card, event.receiver)
    view = _handed(view, event.giver, event.receiver, event.back, event.card)
    return _with_seen(view, seen)


def _courtesan_swap(view: ListTueckeView, seen: Seen, event: CardHandedOver) -> Seen:
    """The first card of the Kurtisane's swap (LT-28): the offer becomes a swap of two cards of one back, and a seat
    outside it judges both departures before either card arrives."""
    seat = view.seat
    offerer, partner = event.giver, event.receiver
    if seat in (offerer, partner):
        if event.card is not None:
            _follow(seen, seat, event.card, event.receiver)
    else:
        light = event.back == LIGHT
        offered = _depart(view, seen, offerer, light)
        answered = _depart(view, seen, partner, light)
        if offered is not None:
            seen[offered] = partner
        if answered is not None:
            seen[answered] = offerer
    return seen


def _inquisitor_exchange(view: ListTueckeView, seen: Seen, event: CardHandedOver) -> Seen:
    """The card the Inquisitor's player gives for the named one (LT-31): judged on the hands before the named card
    arrived; then everyone knows where the named card went."""
    seat = view.seat
    giver, holder = event.giver, event.receiver
    named = view.named[0] if view.named is not None else 0
    light = event.back == LIGHT
    if seat in (giver, holder):
        if event.card is not None:
            _follow(seen, seat, event.card, holder)
    else:
        arrived = int(IS_LIGHT[named] == light)
        given = _depart(view, seen, giver, light, arrived)
        if given is not None:
            seen[given] = holder
    if seat != giver:
        seen[named] = giver
    return seen


def _middle_swapped(view: ListTueckeView, event: MiddleSwapped) -> ListTueckeView:
    """Druide and its kind (LT-29): a hand card and a middle card change places; a seat that had seen the slot knows
    which card went into the hand, and one that could tell which card left the hand knows what lies in the slot."""
    seat = view.seat
    seen = dict(view.seen_in_hands)
    middle = list(view.middle_seen)
    taken = middle[event.slot]
    middle[event.slot] = None
    if seat == event.seat:
        middle[event.slot] = event.given
        seen.pop(event.given, None)
    else:
        given = _depart(view, seen, event.seat, event.back == LIGHT)
        if taken is not None:
            seen[taken] = event.seat
        middle[event.slot] = given
    hand_backs = put(view.hand_backs, event.seat, _backs_added(view.hand_backs[event.seat], event.back, -1))
    hand_backs = put(hand_backs, event.seat, _backs_added(hand_backs[event.seat], MIDDLE_SLOT_BACKS[event.slot], 1))
    hand = view.hand
    if seat == event.seat and event.given is not None and event.taken is not None:
        hand = _hand_without(hand, event.given)
        hand = _hand_with(hand, (event.taken,))
    view = dataclasses.replace(view, hand=hand, hand_backs=hand_backs, middle_seen=tuple(middle))
    return _with_seen(view, seen)


# Helpers ------------------------------------------------------------------------------------------------------------


def _depart(view: ListTueckeView, seen: Seen, holder: int, light: bool, arrived: int = 0) -> int | None:
    """A card of one back leaves ``holder``'s hand face down, unseen by this seat: if it was the holder's only card of
    that back and the seat knew it, it knows which card left (returned, and no longer held there); else it forgets
    where the holder's cards of that back are. ``arrived`` cards of that back reached the holder in the same exchange
    and do not count."""
    if not seen:
        return None
    count = view.hand_backs[holder][0 if light else 1] - arrived
    backed = [card for card, place in seen.items() if place == holder and IS_LIGHT[card] == light]
    if count == 1:
        if backed:
            del seen[backed[0]]
            return backed[0]
        return None
    for card in backed:
        del seen[card]
    return None


def _follow(seen: Seen, seat: int, card: int, receiver: int) -> Seen:
    """This seat saw ``card`` go to ``receiver``: it knows where it is, unless it is now its own."""
    seen.pop(card, None)
    if receiver != seat:
        seen[card] = receiver
    return seen


def _handed(view: ListTueckeView, giver: int, receiver: int, back: str, card: int | None) -> ListTueckeView:
    view = _hand_changed(view, giver, back, -1, (card,) if card is not None else ())
    return _hand_changed(view, receiver, back, 1, (card,) if card is not None else ())


def _hand_changed(view: ListTueckeView, holder: int, back: str, change: int, cards: tuple[int, ...]) -> ListTueckeView:
    """``holder``'s hand gains (``change`` > 0) or loses cards of ``back``; this seat's own hand shows which."""
    hand = view.hand
    if holder == view.seat and cards:
        hand = _hand_with(hand, cards) if change > 0 else _hand_without(hand, *cards)
    backs = put(view.hand_backs, holder, _backs_added(view.hand_backs[holder], back, change))
    return dataclasses.replace(view, hand=hand, hand_backs=backs)


def _backs_added(backs: tuple[int, int], back: str, change: int) -> tuple[int, int]:
    return added(backs, BACK_INDEX[back], change)


def _hand_with(hand: tuple[int, ...], cards: tuple[int, ...]) -> tuple[int, ...]:
    grown = list(hand)
    for card in cards:
        insort(grown, card)
    return tuple(grown)


def _hand_without(hand: tuple[int, ...], *cards: int) -> tuple[int, ...]:
    kept = list(hand)
    for card in cards:
        kept.remove(card)
    return tuple(kept)


def _with_seen(view: ListTueckeView, seen: Seen) -> ListTueckeView:
    return dataclasses.replace(view, seen_in_hands=tuple(sorted(seen.items())))


advance = folding(
    {
        Awaiting: _awaiting,
        ChapterBegan: _chapter,
        CardsSetAside: _set_aside,
        CardsDealt: _dealt,
        MiddleFilled: _middle_filled,
        PassChosen: _pass_chosen,
        CardPassed: _passed,
        CardPlayed: _played,
        StackEliminated: _eliminated,
        TileGained: _tile,
        CardHealed: _healed,
        MiddleCardSeen: _middle_seen,
        HandSeen: _hand_seen,
        CardOffered: _offered,
        CardHandedOver: _handed_over,
        MiddleSwapped: _middle_swapped,
        PlacesChanged: _places_changed,
        ChapelFilled: _chapel,
        CharacterNamed: _named,
        RankChosen: _rank,
        StartPlayerChecked: _start_checked,
    },
    quiet=(NothingHappened, AbilityDeclined, ChapterEnded, GameEnded),
)
"""Mit List und Tücke's view moved on by one event, as its seat saw it."""


FOLD = Fold(advance, before_deal)
"""The fold ``game.title.Title`` names this module for."""
