"""The Verräter log: one line per thing that happened, worded from the events as the shown seat saw them.

Lines come from redacted events, so the log tells exactly what its reader may know: another player "takes an action
card" until the reveal, draws "2 cards" unnamed, and only the reader's own cards are named ("You draw 4 and 6").
Landscapes are named with the house they showed when it happened, which is why the wording needs the circle as it
stood before the event (``Circle``); the table folds each event into its circle after wording it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from game.core import Event
from game.verraeter.data import TRAITOR
from game.verraeter.events import (
    ActionCardSetAside,
    ActionCardsOffered,
    ActionCardsPutBack,
    ActionCardsRevealed,
    ActionCardTaken,
    AllegianceSwitched,
    BuildingMoved,
    BuildingPlaced,
    BuildingSkipped,
    BuildingTurned,
    CardsDealt,
    CardsDiscarded,
    CardsDrawn,
    ConflictDecided,
    ConflictSiteChosen,
    DrawPileReshuffled,
    GameEnded,
    LandscapeFlipped,
    PhaseStarted,
    PlayedSupplyDiscarded,
    PointsScored,
    StartPlayerPassed,
    StrategyCardPassed,
    SupplyCardPlayed,
    SupplyEnded,
)
from scenes.tables.verraeter.words import Term, action, actions, house, landscape, landscape_type, side, values


@dataclasses.dataclass(frozen=True)
class Circle:
    """What the wording needs to know of the table: the landscapes (they never move), the house each shows before
    the event, the players' names, the number of rounds and whose log it is."""

    landscapes: tuple[str, ...]
    houses: tuple[str, ...]
    names: tuple[str, ...]
    rounds: int
    viewer: int

    def at(self, position: int) -> Term:
        """The landscape at ``position`` as it shows now: "City of the Eagle"."""
        return landscape(self.landscapes[position], self.houses[position])


@dataclasses.dataclass(frozen=True)
class Line:
    """One line of the log: the seat it is about (for its colour mark, None for the table), its words, and whether it
    opens a new part of the round."""

    seat: int | None
    words: Term
    heading: bool = False

    def text(self) -> str:
        """The line in the current language."""
        return self.words.text()


PHASE_HEADINGS = {
    "actions": "verraeter.log.draft",
    "supply": "verraeter.log.supply",
    "building": "verraeter.log.building",
    "drawing": "verraeter.log.drawing",
    "kontor_bonus": "verraeter.log.end",
}
"""Phases that open a part of the log; the others show through their own events."""


def log_line(event: Event, circle: Circle) -> Line | None:
    """The log line for one (redacted) event, or None for events the log leaves out."""
    wording = _WORDING.get(type(event))
    return wording(event, circle) if wording else None


def _line(seat: int | None, key: str, count: int | None = None, /, **params: object) -> Line:
    return Line(seat, Term(key, params, count))


def _phase(event: PhaseStarted, circle: Circle) -> Line | None:
    if event.phase == "conflict_site":
        return Line(None, Term("verraeter.log.round", {"round": event.round, "rounds": circle.rounds}), heading=True)
    if event.phase == "setup":
        return Line(None, Term("verraeter.log.setup"), heading=True)
    key = PHASE_HEADINGS.get(event.phase)
    return Line(None, Term(key), heading=True) if key else None


def _dealt(event: CardsDealt, circle: Circle) -> Line:
    name = circle.names[event.seat]
    if event.public and event.cards is not None:
        return _line(event.seat, "verraeter.log.dealt_open", name=name, cards=values(event.cards))
    if event.cards is not None and event.seat == circle.viewer:
        return _line(event.seat, "verraeter.log.dealt_own", name=name, cards=values(event.cards))
    return _line(event.seat, "verraeter.log.dealt", name=name, count=event.count)


def _site(event: ConflictSiteChosen, circle: Circle) -> Line:
    return _line(
        event.seat,
        "verraeter.log.site",
        name=circle.names[event.seat],
        eagle=circle.at(event.eagle_position),
        rose=circle.at(event.rose_position),
    )


def _offered(event: ActionCardsOffered, circle: Circle) -> Line | None:
    if event.cards is None:
        return None
    return _line(event.seat, "verraeter.log.offered_own", name=circle.names[event.seat], cards=actions(event.cards))


def _taken(event: ActionCardTaken, circle: Circle) -> Line:
    if event.card is not None:
        return _line(event.seat, "verraeter.log.took_own", name=circle.names[event.seat], card=action(event.card))
    return _line(event.seat, "verraeter.log.took", name=circle.names[event.seat])


def _supply_ended(event: SupplyEnded, circle: Circle) -> Line:
    name = circle.names[event.seat]
    if not event.count:
        return _line(event.seat, "verraeter.log.supply_none", name=name)
    return _line(event.seat, "verraeter.log.supply_done", event.count, name=name, count=event.count)


def _revealed(event: ActionCardsRevealed, circle: Circle) -> Line:
    entries = tuple(
        Term("verraeter.log.revealed_entry", {"name": circle.names[seat], "card": action(card)})
        for seat, card in enumerate(event.cards)
        if card is not None
    )
    return _line(None, "verraeter.log.revealed", cards=entries)


def _switched(event: AllegianceSwitched, circle: Circle) -> Line:
    key = "verraeter.log.switched_traitor" if event.card == TRAITOR else "verraeter.log.switched_diplomat"
    return _line(event.seat, key, name=circle.names[event.seat], house=house(event.house))


def _decided(event: ConflictDecided, circle: Circle) -> Line:
    tally = Term(
        "verraeter.log.tally",
        {
            name: getattr(event, name)
            for name in ConflictDecided.__dataclass_fields__
            if name.startswith(("eagle_", "rose_"))
        },
    )
    outcome = Term("verraeter.log.won", {"house": house(event.winner)}) if event.winner else Term("verraeter.log.tie")
    return Line(None, Term("verraeter.log.conflict", {"tally": tally, "outcome": outcome}))


def _scored(event: PointsScored, circle: Circle) -> Line | None:
    if not event.points:
        return None
    reason = Term(f"verraeter.log.reason.{event.reason}")
    return _line(
        event.seat,
        "verraeter.log.scored",
        event.points,
        name=circle.names[event.seat],
        points=event.points,
        reason=reason,
    )


def _flipped(event: LandscapeFlipped, circle: Circle) -> Line:
    return _line(None, "verraeter.log.flipped", landscape=landscape_type(event.landscape), house=house(event.house))


def _placed(event: BuildingPlaced, circle: Circle) -> Line:
    return _line(
        event.seat,
        "verraeter.log.placed",
        name=circle.names[event.seat],
        side=side(event.side),
        landscape=circle.at(event.position),
    )


def _moved(event: BuildingMoved, circle: Circle) -> Line:
    return _line(
        event.seat,
        "verraeter.log.moved",
        name=circle.names[event.seat],
        origin=circle.at(event.origin),
        target=circle.at(event.target),
    )


def _turned(event: BuildingTurned, circle: Circle) -> Line:
    return _line(
        event.seat,
        "verraeter.log.turned",
        name=circle.names[event.seat],
        landscape=circle.at(event.position),
        side=side(event.side),
    )


def _strategy(event: StrategyCardPassed, circle: Circle) -> Line:
    key = "verraeter.log.strategy_kept" if event.origin == event.holder else "verraeter.log.strategy_taken"
    return _line(event.holder, key, name=circle.names[event.holder])


def _to_discard(event: PlayedSupplyDiscarded, circle: Circle) -> Line | None:
    return _line(None, "verraeter.log.to_discard") if event.cards else None


def _discarded(event: CardsDiscarded, circle: Circle) -> Line | None:
    if not event.cards:
        return None
    key = "verraeter.log.discard_limit" if event.reason == "hand_limit" else "verraeter.log.discard_bonus"
    return _line(event.seat, key, name=circle.names[event.seat], cards=values(event.cards))


def _drawn(event: CardsDrawn, circle: Circle) -> Line:
    if event.cards is not None and event.seat == circle.viewer:
        return _line(event.seat, "verraeter.log.drawn_own", name=circle.names[event.seat], cards=values(event.cards))
    return _line(event.seat, "verraeter.log.drawn", event.count, name=circle.names[event.seat], count=event.count)


_WORDING: dict[type[Event], Callable[..., Line | None]] = {
    PhaseStarted: _phase,
    CardsDealt: _dealt,
    ConflictSiteChosen: _site,
    ActionCardSetAside: lambda event, circle: _line(None, "verraeter.log.aside"),
    ActionCardsOffered: _offered,
    ActionCardTaken: _taken,
    ActionCardsPutBack: lambda event, circle: _line(None, "verraeter.log.put_back", event.count, count=event.count),
    SupplyCardPlayed: lambda event, circle: _line(
        event.seat, "verraeter.log.played", name=circle.names[event.seat], value=event.value
    ),
    SupplyEnded: _supply_ended,
    ActionCardsRevealed: _revealed,
    AllegianceSwitched: _switched,
    ConflictDecided: _decided,
    PointsScored: _scored,
    LandscapeFlipped: _flipped,
    BuildingPlaced: _placed,
    BuildingMoved: _moved,
    BuildingTurned: _turned,
    BuildingSkipped: lambda event, circle: _line(event.seat, "verraeter.log.skipped", name=circle.names[event.seat]),
    StrategyCardPassed: _strategy,
    PlayedSupplyDiscarded: _to_discard,
    CardsDiscarded: _discarded,
    CardsDrawn: _drawn,
    DrawPileReshuffled: lambda event, circle: _line(None, "verraeter.log.reshuffled", count=event.count),
    StartPlayerPassed: lambda event, circle: _line(
        event.start, "verraeter.log.start_passed", name=circle.names[event.start]
    ),
    GameEnded: lambda event, circle: Line(None, Term("verraeter.log.game_over"), heading=True),
}
"""Event kind → its wording; DrawEntitled is left out (the drawing itself says it)."""
