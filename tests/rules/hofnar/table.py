"""A small table for Hofnar's rule tests: set up chosen jesters and hands, and drive rounds by their decisions."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from game.core import Event, Rng
from game.hofnar.actions import ChooseMood, DeclineEffect, NameStarter, PlayCard
from game.hofnar.cards import CARD_IDS, DEALS
from game.hofnar.flow import start_round
from game.hofnar.state import HofnarState

WINDOWS = ("window", "armstrong", "cancel")


def table(
    jesters: Sequence[str | None],
    hands: Mapping[int, Sequence[str]] | None = None,
    lives: int | None = None,
    seed: int = 0,
) -> HofnarState:
    """A game with these jesters by seat (None is the King), these hands, the rest dealt in deck order."""
    players = len(jesters)
    terms = DEALS[players]
    state = HofnarState(players, Rng(seed), jesters.index(None), tuple(jesters), lives or terms.lives)
    given = dict(hands or {})
    deck = [card for card in CARD_IDS if all(card not in hand for hand in given.values())]
    for seat, jester in enumerate(jesters):
        if jester is None:
            continue
        hand = list(given[seat]) if seat in given else [deck.pop(0) for _ in range(terms.cards)]
        state.hands[seat] = hand
    state.stock = deck
    events: list[Event] = []
    start_round(state, None, events)
    state.advance(events)
    return state


def decision(state: HofnarState) -> str | None:
    """The kind of decision the seat to move faces, None when the game is over."""
    return state.agenda[-1][0] if state.agenda else None


def window(state: HofnarState) -> tuple[str, int] | None:
    """(effect, seat asked) when an effect's window is open, else None."""
    if decision(state) not in WINDOWS:
        return None
    return state.legal[0].effect, state.to_move


def decline_windows(state: HofnarState) -> list[Event]:
    """Let every open effect window pass."""
    events: list[Event] = []
    while decision(state) in WINDOWS:
        events += state.apply(DeclineEffect(state.legal[0].effect))
    return events


def play_round(
    state: HofnarState, mood: str, cards: Mapping[int, str], starter: int | None = None, stop_at: str | None = None
) -> list[Event]:
    """Lay ``mood`` (unless laid already), name ``starter`` if asked, play ``cards`` by seat, let every effect pass.

    Stops at a tie, at the next round's mood, at the end of the game, or before a decision of kind ``stop_at`` or
    the window of the effect ``stop_at``.
    """
    events = state.apply(ChooseMood(mood)) if decision(state) == "mood" else []
    if decision(state) == "starter":
        events += state.apply(NameStarter(starter))
    while stop_at is None or stop_at not in (decision(state), (window(state) or (None,))[0]):
        kind = decision(state)
        if kind in ("play", "choose"):
            events += state.apply(PlayCard(cards[state.to_move]))
        elif kind in WINDOWS:
            events += state.apply(DeclineEffect(state.legal[0].effect))
        else:
            break
    return events


def kinds(events: Sequence[Event]) -> list[str]:
    """The kinds of ``events``, in order."""
    return [event.kind for event in events]


def of_kind(events: Sequence[Event], kind: str) -> list[Event]:
    """The events of one kind."""
    return [event for event in events if event.kind == kind]


def rng_drawing(index: int, among: int) -> Rng:
    """An Rng whose next ``below(among)`` is ``index``: to make a blind draw come out as a test needs."""
    seed = 0
    while Rng(seed).below(among) != index:
        seed += 1
    return Rng(seed)


def refresh(state: HofnarState) -> HofnarState:
    """Recompute the decision at hand after a test changed the state by hand."""
    state.advance([])
    return state
