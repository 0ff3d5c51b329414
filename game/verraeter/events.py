"""What happens in Verräter, as events a table can animate; each is redacted to what one seat may see.

Hidden facts are the supply cards in a hand, the action cards taken before the reveal and the set-aside action
card; every other event is public.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from functools import lru_cache
from typing import ClassVar, TypeVar

from game.core import Event, JsonValue
from game.core import events as shared


@dataclasses.dataclass(frozen=True, slots=True)
class PhaseStarted(Event):
    """A phase of a round began (``round`` is 0 during set-up); automatic phases show themselves by this."""

    kind: ClassVar[str] = "phase_started"
    round: int
    phase: str


@dataclasses.dataclass(frozen=True, slots=True)
class CardsDealt(shared.CardsDealt):
    """``seat`` was dealt its starting hand; others see the cards only under the "equal start" option."""

    public: bool

    def for_seat(self, seat: int) -> Event | None:
        return self if self.public else self.shown_only_to(seat, (self.seat,), cards=None)


@dataclasses.dataclass(frozen=True, slots=True)
class ConflictSiteChosen(Event):
    """The strategy-card holder put the conflict marker between two landscapes of different houses."""

    kind: ClassVar[str] = "conflict_site_chosen"
    seat: int
    border: int
    eagle_position: int
    rose_position: int


@dataclasses.dataclass(frozen=True, slots=True)
class ActionCardSetAside(Event):
    """The top action card was set aside face down; nobody sees it."""

    kind: ClassVar[str] = "action_card_set_aside"
    card: str | None

    def for_seat(self, seat: int) -> Event | None:
        return dataclasses.replace(self, card=None)


@dataclasses.dataclass(frozen=True, slots=True)
class ActionCardsOffered(Event):
    """The remaining action cards were passed to ``seat``; only that seat sees which."""

    kind: ClassVar[str] = "action_cards_offered"
    seat: int
    count: int
    cards: tuple[str, ...] | None

    def for_seat(self, seat: int) -> Event | None:
        return self.shown_only_to(seat, (self.seat,), cards=None)


@dataclasses.dataclass(frozen=True, slots=True)
class ActionCardTaken(Event):
    """``seat`` secretly took an action card; others only see that it took one."""

    kind: ClassVar[str] = "action_card_taken"
    seat: int
    card: str | None

    def for_seat(self, seat: int) -> Event | None:
        return self.shown_only_to(seat, (self.seat,), card=None)


@dataclasses.dataclass(frozen=True, slots=True)
class ActionCardsPutBack(Event):
    """The action cards nobody took went back face down."""

    kind: ClassVar[str] = "action_cards_put_back"
    count: int


@dataclasses.dataclass(frozen=True, slots=True)
class SupplyCardPlayed(Event):
    """``seat`` played a supply card face up."""

    kind: ClassVar[str] = "supply_card_played"
    seat: int
    value: int


@dataclasses.dataclass(frozen=True, slots=True)
class SupplyEnded(Event):
    """``seat`` finished playing supply cards, ``count`` of them this round."""

    kind: ClassVar[str] = "supply_ended"
    seat: int
    count: int


@dataclasses.dataclass(frozen=True, slots=True)
class ActionCardsRevealed(Event):
    """Every chosen action card turned face up: ``cards[seat]``."""

    kind: ClassVar[str] = "action_cards_revealed"
    cards: tuple[str, ...]


@dataclasses.dataclass(frozen=True, slots=True)
class AllegianceSwitched(Event):
    """``seat`` turned its allegiance card to ``house``, because of ``card`` (the traitor or the Diplomat +5)."""

    kind: ClassVar[str] = "allegiance_switched"
    seat: int
    house: str
    card: str


@dataclasses.dataclass(frozen=True, slots=True)
class ConflictDecided(Event):
    """Each house's total from its landscape, its players' supply cards and its diplomats; ``winner`` None on a tie."""

    kind: ClassVar[str] = "conflict_decided"
    eagle_position: int
    rose_position: int
    eagle_landscape: int
    eagle_supply: int
    eagle_diplomats: int
    eagle_total: int
    rose_landscape: int
    rose_supply: int
    rose_diplomats: int
    rose_total: int
    winner: str | None


@dataclasses.dataclass(frozen=True, slots=True)
class PointsScored(Event):
    """``seat`` scored ``points``; ``reason`` is the score line's key ("verraeter.landscape", …) and ``params`` its
    params as (name, value) pairs, so that every seat can write the line down."""

    kind: ClassVar[str] = "points_scored"
    seat: int
    points: int
    reason: str
    params: tuple[tuple[str, JsonValue], ...] = ()


@dataclasses.dataclass(frozen=True, slots=True)
class LandscapeFlipped(Event):
    """The losing landscape at ``position`` turned over and now shows ``house``; buildings under it stay."""

    kind: ClassVar[str] = "landscape_flipped"
    position: int
    landscape: str
    house: str


@dataclasses.dataclass(frozen=True, slots=True)
class BuildingPlaced(Event):
    """``seat`` placed a building from stock, ``side`` up, under the landscape at ``position``."""

    kind: ClassVar[str] = "building_placed"
    seat: int
    position: int
    side: str


@dataclasses.dataclass(frozen=True, slots=True)
class BuildingMoved(Event):
    """``seat`` moved its building from ``origin`` to ``target`` without turning it."""

    kind: ClassVar[str] = "building_moved"
    seat: int
    origin: int
    target: int


@dataclasses.dataclass(frozen=True, slots=True)
class BuildingTurned(Event):
    """``seat`` turned its building at ``position`` over; it now shows ``side``."""

    kind: ClassVar[str] = "building_turned"
    seat: int
    position: int
    side: str


@dataclasses.dataclass(frozen=True, slots=True)
class BuildingSkipped(Event):
    """The builder ``seat`` chose to build nothing."""

    kind: ClassVar[str] = "building_skipped"
    seat: int


@dataclasses.dataclass(frozen=True, slots=True)
class StrategyCardPassed(Event):
    """The strategy card went from ``origin`` to ``holder`` (the same seat when it stays)."""

    kind: ClassVar[str] = "strategy_card_passed"
    origin: int
    holder: int


@dataclasses.dataclass(frozen=True, slots=True)
class PlayedSupplyDiscarded(Event):
    """The supply cards played this round went to the open discard pile."""

    kind: ClassVar[str] = "played_supply_discarded"
    cards: tuple[int, ...]


@dataclasses.dataclass(frozen=True, slots=True)
class CardsDiscarded(Event):
    """``seat`` discarded hand cards face up: at the hand limit ("hand_limit") or before the Kontor bonus ("bonus")."""

    kind: ClassVar[str] = "cards_discarded"
    seat: int
    cards: tuple[int, ...]
    reason: str


@dataclasses.dataclass(frozen=True, slots=True)
class DrawEntitled(Event):
    """``seat`` may draw ``count`` cards this round, before the hand limit.

    3 as the Bauer (``farmer``); else one per Gutshof under a landscape of its allegiance (``estates``) and one more
    for the Diplomat +2 (``diplomat``), at most 3.
    """

    kind: ClassVar[str] = "draw_entitled"
    seat: int
    count: int
    farmer: bool
    estates: int
    diplomat: bool


@dataclasses.dataclass(frozen=True, slots=True)
class CardsDrawn(shared.CardsDrawn):
    """``seat`` drew ``count`` cards from the draw pile (VR-21); only that seat sees which."""


@dataclasses.dataclass(frozen=True, slots=True)
class DrawPileReshuffled(Event):
    """The draw pile ran out; the discard pile of ``count`` cards was shuffled into a new draw pile."""

    kind: ClassVar[str] = "draw_pile_reshuffled"
    count: int


@dataclasses.dataclass(frozen=True, slots=True)
class StartPlayerPassed(Event):
    """The start-player card passed to the left, from ``origin`` to ``start``."""

    kind: ClassVar[str] = "start_player_passed"
    origin: int
    start: int


@dataclasses.dataclass(frozen=True, slots=True)
class GameEnded(shared.GameEnded):
    """The game is over (VR-23, VR-24, after the Kontor bonus VR-25): final ``scores`` and the seats sharing the
    victory."""


# Recurring events -------------------------------------------------------------------------------------------------

E = TypeVar("E", bound=Event)


def recurring(event_type: Callable[..., E]) -> Callable[..., E]:
    """``event_type``'s constructor, handing out one shared instance for each set of fields.

    Events are immutable values, and the AI's playouts apply hundreds of thousands of actions whose events nobody
    reads: the events that recur with the same fields are built once instead of every time.
    """
    return lru_cache(maxsize=4096, typed=True)(event_type)


phase_started = recurring(PhaseStarted)
conflict_site_chosen = recurring(ConflictSiteChosen)
action_card_set_aside = recurring(ActionCardSetAside)
action_cards_offered = recurring(ActionCardsOffered)
action_card_taken = recurring(ActionCardTaken)
action_cards_put_back = recurring(ActionCardsPutBack)
supply_card_played = recurring(SupplyCardPlayed)
supply_ended = recurring(SupplyEnded)
points_scored = recurring(PointsScored)
landscape_flipped = recurring(LandscapeFlipped)
strategy_card_passed = recurring(StrategyCardPassed)
draw_entitled = recurring(DrawEntitled)
cards_drawn = recurring(CardsDrawn)
start_player_passed = recurring(StartPlayerPassed)
