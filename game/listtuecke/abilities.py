"""Playing a card and carrying out its instruction (LT-11..LT-16, LT-27..LT-31 and the character table).

``play_card`` puts the card on its player's stack, lets a lingering card strike it (LT-13), or else starts its
ability. An ability either finishes at once or waits for a decision, whose handler below finishes it; either way the
turn then passes on through ``flow.finish_turn``. Characters with the same ability kind share one piece of code.

Readings of the rules chosen here (the rules leave them open):
- The Hellseherin always looks at all four middle cards, and the Hexe always looks at a hand when some other player
  holds cards: looking can never hurt, so "may" needs no decision.
- A "must" choice with only one option (one victim, one partner card of the asked back, one card to give the
  Inquisitor's victim, one colour left for the Heilige or one other hand for the Hexe) is made automatically.
- The Inquisitor's player gives in return one of the cards held before the named card arrives.
- The Heilige with an empty stock claims the chapter's chapel field but has nothing to put there: the field stays
  empty, and the start player puts no elimination tile there, since she was played this chapter (LT-19).
- The Quacksalber's healing is a "may", as the character table words it: its player may leave every card face down.
- A card belongs to the stack it lies in. After the Intrigant changed places, a lingering card strikes for, and earns
  the elimination tile of, the owner of its new stack, and at the chapter's end each crest counts for the stack it
  lies in.
- The Inquisitor may name any character of the game other than itself, even one lying open in a stack or in its
  own player's hand; then nobody else holds it and nothing happens.
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Callable
from typing import TYPE_CHECKING

from game.core import Action, Event
from game.listtuecke import decisions, knowledge
from game.listtuecke.actions import (
    ChooseRank,
    Eliminate,
    GiveCard,
    HealCard,
    LookAtHand,
    NameCharacter,
    OfferCard,
    PlaceOnChapel,
    PlayCard,
    SwapWithMiddle,
    TakeTile,
)
from game.listtuecke.cards import (
    ABILITY_OF,
    BACK_OF,
    CHANGE_PLACES,
    COLOURS,
    CONSECRATE,
    ELIMINATE,
    ELIMINATION,
    EMPTY_FIELD,
    HEAL,
    INQUIRE,
    IS_LIGHT,
    LINGER,
    NO_ABILITY,
    SEE_HAND,
    SEE_MIDDLE,
    SWAP_HANDS,
    SWAP_MIDDLE,
    TAKE_TILE,
)
from game.listtuecke.events import (
    AbilityDeclined,
    CardHandedOver,
    CardHealed,
    CardOffered,
    CardPlayed,
    ChapelFilled,
    CharacterNamed,
    HandSeen,
    MiddleCardSeen,
    MiddleSwapped,
    NothingHappened,
    PlacesChanged,
    RankChosen,
    StackEliminated,
    TileGained,
)
from game.listtuecke.flow import finish_turn
from game.listtuecke.table import acting, courtesan_backs, higher_open_top, lingering_striker, open_victims

if TYPE_CHECKING:
    from game.listtuecke.fields import ListTueckeFields

Start = Callable[["ListTueckeFields", int, int, list[Event]], None]
Handler = Callable[["ListTueckeFields", Action, list[Event]], None]


def play_card(state: ListTueckeFields, action: PlayCard, events: list[Event], forced: bool = False) -> None:
    """Put the card face up on the player's stack; a lingering card may strike it, else its instruction runs.
    ``forced``: the rules play it without asking (a hand's last card)."""
    seat = state.decider
    card = action.card
    state.hands[seat].remove(card)
    state.stacks[seat].append(card)
    state.faces[seat].append(True)
    knowledge.card_played(state, card)
    events.append(CardPlayed(seat, card, forced))
    striker = lingering_striker(state, seat, card)
    if striker is None:
        STARTS[ABILITY_OF[card]](state, seat, card, events)
    else:
        _eliminate(state, seat, striker, True, events)
        finish_turn(state, events)


def _eliminate(state: ListTueckeFields, victim: int, by_seat: int, lingering: bool, events: list[Event]) -> None:
    """Turn ``victim``'s whole stack face down; its eliminator's owner gains an elimination tile (LT-14, LT-15)."""
    faces = state.faces[victim]
    flipped = sum(faces)
    state.faces[victim] = [False] * len(faces)
    state.eliminations[by_seat] += 1
    events.append(
        StackEliminated(victim, state.stacks[victim][-1], by_seat, state.stacks[by_seat][-1], flipped, lingering)
    )
    events.append(TileGained(by_seat, ELIMINATION, 1, ELIMINATION))


def _await(state: ListTueckeFields, decision: str, decider: int) -> None:
    state.decision = decision
    state.decider = decider


def _nothing(state: ListTueckeFields, seat: int, card: int, reason: str, events: list[Event]) -> None:
    events.append(NothingHappened(seat, card, reason))
    finish_turn(state, events)


def _declined(state: ListTueckeFields, events: list[Event]) -> None:
    seat, card = acting(state)
    events.append(AbilityDeclined(seat, card))
    finish_turn(state, events)


# --- Quacksalber (LT-27) ---


def _start_heal(state: ListTueckeFields, seat: int, card: int, events: list[Event]) -> None:
    if False in state.faces[seat]:
        _await(state, decisions.HEAL, seat)
    else:
        _nothing(state, seat, card, "no_face_down_card", events)


def _on_heal(state: ListTueckeFields, action: Action, events: list[Event]) -> None:
    if not isinstance(action, HealCard):
        _declined(state, events)
        return
    seat = state.decider
    state.faces[seat][action.position] = True
    events.append(CardHealed(seat, action.position, state.stacks[seat][action.position]))
    finish_turn(state, events)


# --- Schwarzer Ritter ---


def _start_take_tile(state: ListTueckeFields, seat: int, card: int, events: list[Event]) -> None:
    if any(state.stock):
        _await(state, decisions.TAKE_TILE, seat)
    else:
        _nothing(state, seat, card, "stock_empty", events)


def _on_take_tile(state: ListTueckeFields, action: Action, events: list[Event]) -> None:
    if not isinstance(action, TakeTile):
        _declined(state, events)
        return
    seat = state.decider
    colour = COLOURS.index(action.colour)
    state.stock[colour] -= 1
    state.tiles[seat][colour] += 1
    events.append(TileGained(seat, action.colour, 1, "black_knight"))
    finish_turn(state, events)


# --- Kurtisane (LT-28) ---


def _start_swap_hands(state: ListTueckeFields, seat: int, card: int, events: list[Event]) -> None:
    if courtesan_backs(state, seat):
        _await(state, decisions.OFFER, seat)
    else:
        _nothing(state, seat, card, "no_swap_partner", events)


def _on_offer(state: ListTueckeFields, action: Action, events: list[Event]) -> None:
    if not isinstance(action, OfferCard):
        state.backs_swapped = ()
        _declined(state, events)
        return
    seat = state.decider
    light = IS_LIGHT[action.card]
    state.offer = (action.partner, action.card)
    events.append(CardOffered(seat, action.partner, BACK_OF[action.card], action.card))
    answers = [card for card in state.hands[action.partner] if IS_LIGHT[card] == light]
    if len(answers) == 1:
        _complete_courtesan_swap(state, answers[0], events)
    else:
        _await(state, decisions.ANSWER, action.partner)


def _on_answer(state: ListTueckeFields, action: Action, events: list[Event]) -> None:
    assert isinstance(action, GiveCard)
    _complete_courtesan_swap(state, action.card, events)


def _complete_courtesan_swap(state: ListTueckeFields, answer: int, events: list[Event]) -> None:
    seat, _ = acting(state)
    assert state.offer is not None
    partner, offered = state.offer
    state.offer = None
    insiders = (seat, partner)
    offered_knowers = knowledge.depart_hand(state, seat, offered, insiders)
    answer_knowers = knowledge.depart_hand(state, partner, answer, insiders)
    _move_hand_card(state, seat, partner, offered)
    _move_hand_card(state, partner, seat, answer)
    knowledge.arrive_hand(state, offered, partner, offered_knowers)
    knowledge.arrive_hand(state, answer, seat, answer_knowers)
    back = BACK_OF[offered]
    events.append(CardHandedOver(seat, partner, back, offered))
    events.append(CardHandedOver(partner, seat, back, answer))
    state.backs_swapped = (*state.backs_swapped, IS_LIGHT[offered])
    if courtesan_backs(state, seat):
        _await(state, decisions.OFFER, seat)
    else:
        state.backs_swapped = ()
        finish_turn(state, events)


def _move_hand_card(state: ListTueckeFields, giver: int, receiver: int, card: int) -> None:
    state.hands[giver].remove(card)
    insort(state.hands[receiver], card)


# --- Hellseherin ---


def _start_see_middle(state: ListTueckeFields, seat: int, card: int, events: list[Event]) -> None:
    knowledge.see_middle(state, seat)
    for slot, middle_card in enumerate(state.middle):
        events.append(MiddleCardSeen(seat, slot, middle_card))
    finish_turn(state, events)


# --- Druide, Mönch, Weißer Ritter (LT-29) ---


def _start_swap_middle(state: ListTueckeFields, seat: int, card: int, events: list[Event]) -> None:
    if state.hands[seat]:
        _await(state, decisions.SWAP_MIDDLE, seat)
    else:
        _nothing(state, seat, card, "empty_hand", events)


def _on_swap_middle(state: ListTueckeFields, action: Action, events: list[Event]) -> None:
    if not isinstance(action, SwapWithMiddle):
        _declined(state, events)
        return
    seat = state.decider
    given = action.card
    slot = action.slot
    taken = state.middle[slot]
    taken_knowers = knowledge.depart_middle(state, slot, (seat,))
    given_knowers = knowledge.depart_hand(state, seat, given, (seat,))
    state.hands[seat].remove(given)
    insort(state.hands[seat], taken)
    state.middle[slot] = given
    knowledge.arrive_hand(state, taken, seat, taken_knowers)
    knowledge.arrive_middle(state, given, slot, given_knowers)
    events.append(MiddleSwapped(seat, slot, BACK_OF[given], given, taken))
    finish_turn(state, events)


# --- Giftmischerin, Meuchler, Berserker, Abt (LT-12) ---


def _start_eliminate(state: ListTueckeFields, seat: int, card: int, events: list[Event]) -> None:
    victims = open_victims(state, seat, card)
    if not victims:
        _nothing(state, seat, card, "no_victim", events)
    elif len(victims) == 1:
        _eliminate(state, victims[0], seat, False, events)
        finish_turn(state, events)
    else:
        _await(state, decisions.CHOOSE_VICTIM, seat)


def _on_choose_victim(state: ListTueckeFields, action: Action, events: list[Event]) -> None:
    assert isinstance(action, Eliminate)
    _eliminate(state, action.seat, state.decider, False, events)
    finish_turn(state, events)


# --- Intrigant (LT-30) ---


def _start_change_places(state: ListTueckeFields, seat: int, card: int, events: list[Event]) -> None:
    other = higher_open_top(state, seat, card)
    if other is None:
        _nothing(state, seat, card, "highest_already", events)
        return
    gained = state.stacks[other][-1]
    state.stacks[seat][-1] = gained
    state.stacks[other][-1] = card
    events.append(PlacesChanged(seat, other, card, gained))
    finish_turn(state, events)


# --- Hexe ---


def _start_see_hand(state: ListTueckeFields, seat: int, card: int, events: list[Event]) -> None:
    targets = [other for other in range(state.players) if other != seat and state.hands[other]]
    if not targets:
        _nothing(state, seat, card, "no_hand_cards", events)
    elif len(targets) == 1:
        _look(state, seat, targets[0], events)
    else:
        _await(state, decisions.LOOK, seat)


def _on_look(state: ListTueckeFields, action: Action, events: list[Event]) -> None:
    assert isinstance(action, LookAtHand)
    _look(state, state.decider, action.seat, events)


def _look(state: ListTueckeFields, seat: int, target: int, events: list[Event]) -> None:
    knowledge.see_hand(state, seat, target)
    events.append(HandSeen(seat, target, tuple(state.hands[target])))
    finish_turn(state, events)


# --- Heilige (LT-16: she is nobody's victim, which the character table already says) ---


def _start_consecrate(state: ListTueckeFields, seat: int, card: int, events: list[Event]) -> None:
    colours = [colour for colour, count in enumerate(state.stock) if count]
    if not colours:
        events.append(NothingHappened(seat, card, "stock_empty"))
        _claim_chapel_field(state, seat, EMPTY_FIELD, events)
        finish_turn(state, events)
    elif len(colours) == 1:
        _fill_chapel(state, seat, colours[0], events)
    else:
        _await(state, decisions.CHAPEL, seat)


def _on_chapel(state: ListTueckeFields, action: Action, events: list[Event]) -> None:
    assert isinstance(action, PlaceOnChapel)
    _fill_chapel(state, state.decider, COLOURS.index(action.colour), events)


def _fill_chapel(state: ListTueckeFields, seat: int, colour: int, events: list[Event]) -> None:
    state.stock[colour] -= 1
    _claim_chapel_field(state, seat, COLOURS[colour], events)
    finish_turn(state, events)


def _claim_chapel_field(state: ListTueckeFields, seat: int, tile: str, events: list[Event]) -> None:
    """The Heilige's field of this chapter: a tile of her player's choice, or left empty (LT-19)."""
    events.append(ChapelFilled(seat, len(state.chapel), tile))
    state.chapel.append(tile)
    state.chapel_filled = True


# --- Inquisitor (LT-31) ---


def _start_inquire(state: ListTueckeFields, seat: int, card: int, events: list[Event]) -> None:
    """Ask for a name; with every other hand empty nobody can hold the named card, so whatever is named nothing
    happens (LT-31) and nothing is asked: the player goes on to the rank."""
    if not any(state.hands[other] for other in range(state.players) if other != seat):
        events.append(NothingHappened(seat, card, "no_other_hands"))
        _await(state, decisions.RANK, seat)
        return
    _await(state, decisions.NAME, seat)


def _on_name(state: ListTueckeFields, action: Action, events: list[Event]) -> None:
    assert isinstance(action, NameCharacter)
    seat = state.decider
    named = action.rank
    holder = next((other for other in range(state.players) if other != seat and named in state.hands[other]), None)
    events.append(CharacterNamed(seat, named, holder))
    if holder is None:
        _await(state, decisions.RANK, seat)
        return
    knowledge.shown(state, named, holder)
    hand = state.hands[seat]
    if not hand:
        _await(state, decisions.RANK, seat)
        return
    state.named = (named, holder)
    if len(hand) == 1:
        _exchange(state, hand[0], events)
    else:
        _await(state, decisions.GIVE, seat)


def _on_give(state: ListTueckeFields, action: Action, events: list[Event]) -> None:
    assert isinstance(action, GiveCard)
    _exchange(state, action.card, events)


def _exchange(state: ListTueckeFields, given: int, events: list[Event]) -> None:
    seat = state.decider
    assert state.named is not None
    named, holder = state.named
    state.named = None
    named_knowers = knowledge.depart_hand(state, holder, named, tuple(range(state.players)))
    given_knowers = knowledge.depart_hand(state, seat, given, (seat, holder))
    _move_hand_card(state, holder, seat, named)
    _move_hand_card(state, seat, holder, given)
    knowledge.arrive_hand(state, named, seat, named_knowers)
    knowledge.arrive_hand(state, given, holder, given_knowers)
    events.append(CardHandedOver(holder, seat, BACK_OF[named], named, shown=True))
    events.append(CardHandedOver(seat, holder, BACK_OF[given], given))
    _await(state, decisions.RANK, seat)


def _on_rank(state: ListTueckeFields, action: Action, events: list[Event]) -> None:
    assert isinstance(action, ChooseRank)
    state.inquisitor_rank = action.rank
    events.append(RankChosen(state.decider, action.rank))
    finish_turn(state, events)


def _start_nothing(state: ListTueckeFields, seat: int, card: int, events: list[Event]) -> None:
    """Bischof and Zauberer have no instruction; König, Königin and Scharfrichter strike later, from the top (LT-13)."""
    finish_turn(state, events)


STARTS: dict[str, Start] = {
    HEAL: _start_heal,
    TAKE_TILE: _start_take_tile,
    SWAP_HANDS: _start_swap_hands,
    SEE_MIDDLE: _start_see_middle,
    SWAP_MIDDLE: _start_swap_middle,
    ELIMINATE: _start_eliminate,
    LINGER: _start_nothing,
    CHANGE_PLACES: _start_change_places,
    SEE_HAND: _start_see_hand,
    CONSECRATE: _start_consecrate,
    INQUIRE: _start_inquire,
    NO_ABILITY: _start_nothing,
}
"""How each ability kind begins when its card is played and not struck down."""

HANDLERS: dict[str, Handler] = {
    decisions.HEAL: _on_heal,
    decisions.TAKE_TILE: _on_take_tile,
    decisions.OFFER: _on_offer,
    decisions.ANSWER: _on_answer,
    decisions.SWAP_MIDDLE: _on_swap_middle,
    decisions.CHOOSE_VICTIM: _on_choose_victim,
    decisions.LOOK: _on_look,
    decisions.CHAPEL: _on_chapel,
    decisions.NAME: _on_name,
    decisions.GIVE: _on_give,
    decisions.RANK: _on_rank,
}
"""How each ability decision is carried out; the action is already known to be legal."""
