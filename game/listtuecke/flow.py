"""The course of a chapter: dealing and passing, rounds and turns, the start-player check and the chapter's end.

The steps with nothing to decide run here inside ``apply`` and add their events: dealing (LT-8), revealing the
passes, the start-player check after each round (LT-10, LT-17), the tiles of the crests (LT-18), the chapel (LT-19)
and collecting the cards for the next chapter (LT-20).
"""

from __future__ import annotations

from bisect import insort
from typing import TYPE_CHECKING

from game.core import Event
from game.listtuecke import decisions, knowledge
from game.listtuecke.actions import PassCard
from game.listtuecke.cards import (
    CHAPTERS,
    COLOURS,
    CREST_TILES,
    DARK,
    DARK_SLOTS,
    DEALT_PER_BACK,
    ELIMINATION,
    LIGHT,
    LIGHT_SLOTS,
    ROUNDS,
    SET_ASIDE_PER_BACK,
    of_back,
)
from game.listtuecke.events import (
    CardPassed,
    CardsDealt,
    CardsSetAside,
    ChapelFilled,
    ChapterBegan,
    ChapterEnded,
    GameEnded,
    MiddleFilled,
    PassChosen,
    StartPlayerChecked,
    TileGained,
)
from game.listtuecke.scoring import placing, scores
from game.listtuecke.table import highest_open_top

if TYPE_CHECKING:
    from game.listtuecke.fields import ListTueckeFields


def begin_chapter(state: ListTueckeFields, events: list[Event]) -> None:
    """Collect every card, shuffle, set aside (3-player variant), deal the light cards and await the light pass."""
    state.chapter += 1
    state.round = 0
    state.turn = 0
    players = state.players
    state.hands = [[] for _ in range(players)]
    state.stacks = [[] for _ in range(players)]
    state.faces = [[] for _ in range(players)]
    state.middle = [0, 0, 0, 0]
    state.passed = [[] for _ in range(players)]
    state.received = [[] for _ in range(players)]
    state.inquisitor_rank = 20
    state.chapel_filled = False
    knowledge.forget_everything(state)
    events.append(ChapterBegan(state.chapter, state.start))
    rng = state.rng
    light = rng.shuffled(of_back(state.characters, True))
    dark = rng.shuffled(of_back(state.characters, False))
    if state.sets_aside:
        state.set_aside = light[:SET_ASIDE_PER_BACK] + dark[:SET_ASIDE_PER_BACK]
        light = light[SET_ASIDE_PER_BACK:]
        dark = dark[SET_ASIDE_PER_BACK:]
        events.append(CardsSetAside(SET_ASIDE_PER_BACK, SET_ASIDE_PER_BACK))
    else:
        state.set_aside = []
    state.dark_deck = dark
    _deal(state, light, LIGHT, LIGHT_SLOTS, events)
    _await_passes(state, LIGHT)


def _deal(state: ListTueckeFields, cards: list[int], back: str, slots: tuple[int, int], events: list[Event]) -> None:
    """Deal 2 cards of one back to each player from the start player on; the rest go to the middle (LT-8)."""
    for index in range(state.players):
        seat = (state.start + index) % state.players
        dealt = sorted(cards[DEALT_PER_BACK * index : DEALT_PER_BACK * (index + 1)])
        hand = state.hands[seat]
        hand += dealt
        hand.sort()
        events.append(CardsDealt(seat, len(dealt), tuple(dealt), back))
    left_over = cards[DEALT_PER_BACK * state.players :]
    for slot, card in zip(slots, left_over, strict=True):
        state.middle[slot] = card
    events.append(MiddleFilled(back, slots))


def _await_passes(state: ListTueckeFields, back: str) -> None:
    state.pass_back = back
    state.pass_choice = [0] * state.players
    state.decision = decisions.PASS
    state.decider = state.start


def choose_pass(state: ListTueckeFields, action: PassCard, events: list[Event]) -> None:
    """The seat to move puts its card to pass face down; when the last seat has chosen, all passes happen."""
    seat = state.decider
    state.pass_choice[seat] = action.card
    events.append(PassChosen(seat, state.pass_back, action.card))
    following = (seat + 1) % state.players
    if following != state.start:
        state.decider = following
        return
    _reveal_passes(state, events)
    if state.pass_back == LIGHT:
        dark = state.dark_deck
        state.dark_deck = []
        _deal(state, dark, DARK, DARK_SLOTS, events)
        _await_passes(state, DARK)
    else:
        state.pass_choice = [0] * state.players
        _begin_round(state)


def _reveal_passes(state: ListTueckeFields, events: list[Event]) -> None:
    """Light cards go to the left neighbour (the next seat clockwise), dark ones to the right (LT-8)."""
    players = state.players
    direction = 1 if state.pass_back == LIGHT else -1
    moves = [(giver, (giver + direction) % players, card) for giver, card in enumerate(state.pass_choice)]
    knowers = [knowledge.depart_hand(state, giver, card, (giver, receiver)) for giver, receiver, card in moves]
    for giver, _, card in moves:
        state.hands[giver].remove(card)
    for (giver, receiver, card), seats in zip(moves, knowers, strict=True):
        insort(state.hands[receiver], card)
        knowledge.arrive_hand(state, card, receiver, seats)
        state.passed[giver].append((state.pass_back, card, receiver))
        state.received[receiver].append((state.pass_back, card, giver))
        events.append(CardPassed(giver, receiver, state.pass_back, card))


def _begin_round(state: ListTueckeFields) -> None:
    state.round += 1
    state.turn = 0
    state.decision = decisions.PLAY
    state.decider = state.start


def finish_turn(state: ListTueckeFields, events: list[Event]) -> None:
    """The acting seat's card has done all it does: the next seat plays, or the round ends (LT-10)."""
    state.turn += 1
    if state.turn < state.players:
        state.decision = decisions.PLAY
        state.decider = (state.start + state.turn) % state.players
        return
    state.turn = 0
    _check_start_player(state, events)
    if state.round < ROUNDS:
        _begin_round(state)
    else:
        _end_chapter(state, events)


def _check_start_player(state: ListTueckeFields, events: list[Event]) -> None:
    """The start-player card goes to the stack showing the highest face-up top card; else it stays (LT-10).

    An Inquisitor played as rank 0 never takes it: its player chose not to begin the next round in any case.
    """
    previous = state.start
    best = highest_open_top(state)
    if best is not None:
        state.start = best
    card = state.stacks[best][-1] if best is not None else None
    events.append(StartPlayerChecked(state.round, previous, state.start, card))


def _end_chapter(state: ListTueckeFields, events: list[Event]) -> None:
    """Crest tiles clockwise from the start player while the stock lasts (LT-18), then the chapel (LT-19)."""
    players = state.players
    stock = state.stock
    for index in range(players):
        seat = (state.start + index) % players
        wanted = [0, 0, 0]
        for card, face_up in zip(state.stacks[seat], state.faces[seat], strict=True):
            if face_up:
                for colour, count in CREST_TILES[card]:
                    wanted[colour] += count
        for colour, count in enumerate(wanted):
            if count:
                got = min(count, stock[colour])
                stock[colour] -= got
                state.tiles[seat][colour] += got
                events.append(TileGained(seat, COLOURS[colour], got, "crest", count - got))
    if not state.chapel_filled:
        events.append(ChapelFilled(state.start, len(state.chapel), ELIMINATION))
        state.chapel.append(ELIMINATION)
        state.chapel_filled = True
    events.append(ChapterEnded(state.chapter))
    if state.chapter < CHAPTERS:
        begin_chapter(state, events)
    else:
        state.decision = decisions.OVER
        state.decider = state.start
        # The scores and the winner only, without the scoring lines of ``result``: the AI ends games by the thousand.
        totals = scores(state)
        events.append(GameEnded(totals, (placing(state, totals)[0],)))
