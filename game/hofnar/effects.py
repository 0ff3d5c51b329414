"""The jester effects (HN-30..HN-37): when each may be used, by whom, and what it does.

A window is one agenda step: ("window", effect) at the effect's moment, ("armstrong", seat) on a jester's turn,
("cancel",) right after an announcement. It asks the one seat that may use the effect now, and only when the use
is legal: the owner while his effect is unspent, else Chicot while his is unspent and the owner, still in the game,
has used his (HN-36). Announcing spends the effect; a cancel window follows every announcement but Triboulet's, and
a cancel is an announcement too, so Chicot as Fleeman may cancel Fleeman's cancel (HN-37).
Readings of the rules that the rules file leaves open:

- Chicot may copy an effect in the same window in which its owner just used it (Hudson, Stanczyk, or Perkeo when
  Perkeo's choice was cancelled), since the effect is "already used" by then. Not Triboulet's: a wrong guess is
  followed at once by the reveal.
- Armstrong names the jester he draws from when he announces the swap; once it stands, he chooses the card he gives
  and only then draws blind from that jester's hand (HN-33).
- Perkeo names his choice when he announces it, so Fleeman knows what he would cancel. He can never make Sommers
  the loser: not by naming him, nor by choosing the other winner of a tie that leaves only Sommers to lose.
- Stanczyk draws among all jesters still in the game, himself and the winner included; a winner drawn loses the life
  and stays the round's winner.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import Action, Event
from game.hofnar.actions import DeclineEffect, GiveCard, UseEffect
from game.hofnar.cards import DRUNK
from game.hofnar.events import (
    CardDrawn,
    CardGiven,
    CardsRevealed,
    EffectAnnounced,
    EffectCancelled,
    EffectDeclined,
    MoodDiscarded,
    MoodRevealed,
    StanczykDrew,
    TribouletGuessed,
)
from game.hofnar.flow import end_game, record_round, settle, take_back_moods
from game.hofnar.jesters import (
    ARMSTRONG,
    CHICOT,
    FLEEMAN,
    HUDSON,
    JESTER_IDS,
    PERKEO,
    SOMMERS,
    STANCZYK,
    TRIBOULET,
)
from game.hofnar.knowledge import after_passing
from game.hofnar.scoring import LOSE, losing_candidates

if TYPE_CHECKING:
    from game.hofnar.fields import HofnarFields

DECLINES = {effect: DeclineEffect(effect) for effect in JESTER_IDS}
USES = {effect: UseEffect(effect) for effect in JESTER_IDS}
AIMED: dict[tuple[str, int], UseEffect] = {}
"""UseEffect actions with a target, made on first use."""


def aimed(effect: str, target: int) -> UseEffect:
    """The shared UseEffect action of ``effect`` aimed at ``target``."""
    action = AIMED.get((effect, target))
    if action is None:
        action = AIMED[effect, target] = UseEffect(effect, target)
    return action


def user_of(state: HofnarFields, effect: str) -> int | None:
    """The seat that may use ``effect`` now: its owner while unspent, else Chicot copying it (HN-36), else None."""
    owner = state.seat_of.get(effect)
    if owner is None or state.lives[owner] == 0:
        return None
    if effect not in state.spent:
        return owner
    chicot = state.seat_of.get(CHICOT)
    if chicot is None or CHICOT in state.spent or state.lives[chicot] == 0:
        return None
    return chicot


# Windows.


def decide_window(state: HofnarFields, step: tuple) -> tuple[int, tuple[Action, ...]] | None:
    """Offer ``step[1]`` to the seat that may use it; Perkeo only while a tie is open, never naming Sommers loser."""
    effect = step[1]
    user = user_of(state, effect)
    if user is None:
        return None
    if effect != PERKEO:
        return user, (DECLINES[effect], USES[effect])
    if state.tie_side is None:
        return None
    targets = (seat for seat in state.tied if not makes_sommers_lose(state, seat))
    return user, (DECLINES[PERKEO], *(aimed(PERKEO, seat) for seat in targets))


def makes_sommers_lose(state: HofnarFields, chosen: int) -> bool:
    """Whether Perkeo choosing ``chosen`` would make William Sommers the loser, which his immunity forbids (HN-32).

    On the losing side that is naming Sommers; on the winning side it is choosing another winner when Sommers,
    tied for the win, would then be the only jester left to lose (as in a tied final round).
    """
    sommers = state.seat_of.get(SOMMERS)
    if sommers is None:
        return False
    if state.tie_side == LOSE:
        return chosen == sommers
    if chosen == sommers or sommers not in state.tied:
        return False
    losers, _ = losing_candidates(state.scores, state.mood == DRUNK, chosen, state.protected)
    return losers == (sommers,)


def decide_armstrong(state: HofnarFields, step: tuple) -> tuple[int, tuple[Action, ...]] | None:
    """On his turn before he plays (in a final round, before the reveal), Armstrong (or Chicot as him) may draw from
    a jester who holds a card and is not Sommers (HN-32, HN-33)."""
    seat = step[1]
    if user_of(state, ARMSTRONG) != seat:
        return None
    targets = [
        other for other in state.in_game() if other != seat and state.jesters[other] != SOMMERS and state.hands[other]
    ]
    if not targets:
        return None
    return seat, (DECLINES[ARMSTRONG], *(aimed(ARMSTRONG, other) for other in targets))


def decide_cancel(state: HofnarFields, step: tuple) -> tuple[int, tuple[Action, ...]] | None:
    """Fleeman (or Chicot as Fleeman) may cancel the announcement on top, unless it is his own (HN-37)."""
    user = user_of(state, FLEEMAN)
    if user is None or user == state.pending[-1][0]:
        return None
    return user, (DECLINES[FLEEMAN], USES[FLEEMAN])


def answer_window(state: HofnarFields, step: tuple, seat: int, action: Action, events: list[Event]) -> None:
    """Let the moment pass, or announce the effect: it is spent at once, then Fleeman may cancel it."""
    if isinstance(action, DeclineEffect):
        events.append(EffectDeclined(seat, action.effect))
        return
    effect = action.effect
    copied = seat != state.seat_of[effect]
    state.spent = state.spent | {CHICOT if copied else effect}
    events.append(EffectAnnounced(seat, effect, action.target, copied))
    if effect == TRIBOULET:
        guess_drunk(state, seat, events)
    elif step[0] == "cancel":
        state.pending = (*state.pending, (seat, effect, None))
        state.agenda.append(("cancel",))
    else:
        state.pending = ((seat, effect, action.target),)
        state.agenda.extend((step, ("resolve",), ("cancel",)))


def resolve(state: HofnarFields, step: tuple, events: list[Event]) -> None:
    """Each cancel that stands cancels the announcement below it; the first announcement works if it stands."""
    pending = state.pending
    state.pending = ()
    stands = True
    for index in range(len(pending) - 1, 0, -1):
        if stands:
            cancelled_seat, cancelled_effect, _ = pending[index - 1]
            events.append(EffectCancelled(cancelled_seat, cancelled_effect, pending[index][0]))
        stands = not stands
    if stands:
        seat, effect, target = pending[0]
        WORKINGS[effect](state, seat, target, events)


# What each effect does.


def guess_drunk(state: HofnarFields, seat: int, events: list[Event]) -> None:
    """Triboulet guesses Drunk (HN-31): if right he is the Hofnar at once; nothing can cancel it."""
    right = state.mood == DRUNK
    events.append(TribouletGuessed(seat, right))
    if not right:
        return
    state.mood_shown = True
    events.append(MoodRevealed(state.mood))
    if state.cards_hidden:
        state.cards_hidden = False
        events.append(CardsRevealed(tuple(state.table)))
    record_round(state, triboulet=seat)
    end_game(state, seat, "triboulet", events)


def choose_for_tie(state: HofnarFields, seat: int, target: int, events: list[Event]) -> None:
    """Perkeo, instead of the King, chooses the winner or the loser among the tied (HN-30)."""
    settle(state, state.tie_side, target, seat, events)


def swap_cards(state: HofnarFields, seat: int, target: int, events: list[Event]) -> None:
    """Armstrong's swap with ``target`` stands: he chooses the card he gives next, before he draws (HN-33)."""
    state.swap = (seat, target)
    state.agenda.append(("give", seat))


def decide_give(state: HofnarFields, step: tuple) -> tuple[int, tuple[Action, ...]]:
    """Any card of his hand: he has not drawn yet."""
    seat = step[1]
    return seat, tuple(GiveCard(card) for card in state.hands[seat])


def give_card(state: HofnarFields, step: tuple, seat: int, action: GiveCard, events: list[Event]) -> None:
    """The card Armstrong chose goes to the other jester, and he draws blind from that jester's hand as it was (the
    events in the rules' order: given, then drawn); both of them see both cards."""
    target = state.swap[1]
    hand = state.hands[target]
    drawn = hand.pop(state.rng.below(len(hand)))
    state.hands[seat].remove(action.card)
    state.hands[seat].append(drawn)
    hand.append(action.card)
    state.known = after_passing(after_passing(state.known, action.card, seat, target), drawn, target, seat)
    state.swap = None
    events.append(CardGiven(seat, target, action.card))
    events.append(CardDrawn(seat, target, drawn))


def replace_mood(state: HofnarFields, seat: int, target: int | None, events: list[Event]) -> None:
    """The mood card goes to the discard; the King must lay another (HN-34), taking back used ones if he has none.

    Any unused card will do, even one of the same kind: it is another mood card. A mood never revealed (a final
    round) goes to the discard face down: only the King knows it.
    """
    if not state.moods:
        take_back_moods(state, events)
    pile = state.mood_discard if state.mood_shown else state.mood_discard_face_down
    pile.append(state.mood)
    events.append(MoodDiscarded(state.king, state.mood, state.mood_shown))
    state.mood = None
    state.agenda.append(("replace",))


def draw_loser(state: HofnarFields, seat: int, target: int | None, events: list[Event]) -> None:
    """A jester card of those still in the game is drawn blind: that jester loses, unless it is Sommers (HN-35)."""
    jesters = state.in_game()
    drawn = jesters[state.rng.below(len(jesters))]
    if state.jesters[drawn] != SOMMERS and drawn != state.loser:
        state.loser = drawn
        state.loser_by = None
        state.loser_reason = STANCZYK
    state.draws = (*state.draws, (seat, drawn))
    events.append(StanczykDrew(seat, drawn, state.loser))


WORKINGS = {
    PERKEO: choose_for_tie,
    ARMSTRONG: swap_cards,
    HUDSON: replace_mood,
    STANCZYK: draw_loser,
}
DECISIONS = {
    "window": (decide_window, answer_window),
    "armstrong": (decide_armstrong, answer_window),
    "cancel": (decide_cancel, answer_window),
    "give": (decide_give, give_card),
}
AUTOMATIC = {"resolve": resolve}
