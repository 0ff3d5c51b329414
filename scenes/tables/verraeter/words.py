"""Verräter in words: names of houses, landscapes, action cards and buildings, and sentences kept as *terms*.

A term is a catalogue key with its params, some of which are terms again ("the {landscape}" where the landscape is
"{landscape} of the {house}"). The log and the tooltips keep terms, not text, so a change of language rewords them,
and a term names what was true when it was made (a landscape's house before it turned), not what is true later.

The log's lines (``Line``) are worded from redacted events by each event's handler, so the log tells exactly what its
reader may know: another player "takes an action card" until the reveal, draws "2 cards" unnamed, and only the
reader's own cards are named. Landscapes are named with the house they showed when it happened, which is why the
wording is given the circle as it stood before the event (``Circle``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from typing import Any

from game.verraeter.data import ACTION_CARDS
from scenes.i18n import tr, tr_count, tr_list
from scenes.tables.kit.board import Key


@dataclasses.dataclass(frozen=True)
class Term:
    """A sentence or a name to say in the player's language: ``key`` filled with ``params`` (terms are said first).

    ``count`` picks the singular form ``<key>.one`` when it is 1 (see ``tr_count``).
    """

    key: str
    params: Mapping[str, Any] = dataclasses.field(default_factory=dict)
    count: int | None = None

    def text(self) -> str:
        """The words in the current language."""
        params = {name: say(value) for name, value in self.params.items()}
        if self.count is None:
            return tr(self.key, **params)
        return tr_count(self.key, self.count, **params)


@dataclasses.dataclass(frozen=True)
class Listing:
    """Things a sentence names in running text, said as the language lists them: "Anna, Clara and Dietrich"."""

    items: tuple[Any, ...]


def say(value: Any) -> Any:
    """A term's text, a listing as running text lists it, a list of terms joined with commas (after a colon), anything
    else as it is."""
    if isinstance(value, Term):
        return value.text()
    if isinstance(value, Listing):
        return tr_list([str(say(item)) for item in value.items])
    if isinstance(value, tuple):
        return ", ".join(str(say(item)) for item in value)
    return value


def house(key: str) -> Term:
    """ "Eagle" or "Rose"."""
    return Term(f"verraeter.house.{key}")


def landscape_type(key: str) -> Term:
    """ "City", "Village" …"""
    return Term(f"verraeter.landscape.{key}")


def landscape(key: str, shows: str) -> Term:
    """A landscape with the house it shows: "City of the Eagle" ("Adler-Stadt")."""
    return Term("verraeter.landscape_of", {"landscape": landscape_type(key), "house": house(shows)})


def action(key: str) -> Term:
    """An action card's name."""
    return Term(f"verraeter.action.{key}")


def effect(key: str) -> Term:
    """An action card's effect, in words."""
    return Term(f"verraeter.effect.{key}")


def side(key: str) -> Term:
    """ "estate" or "trading house"."""
    return Term(f"verraeter.side.{key}")


def values(cards: Iterable[int]) -> tuple[int, ...]:
    """Supply card values, lowest first, for a sentence that lists them."""
    return tuple(sorted(cards))


def actions(cards: Iterable[str]) -> tuple[Term, ...]:
    """Action cards' names in the rulebook's order (stable, whatever order the cards came in)."""
    chosen = set(cards)
    return tuple(action(card) for card in ACTION_CARDS if card in chosen)


@dataclasses.dataclass(frozen=True)
class Circle:
    """What the wording needs to know of the table: the landscapes (they never move), the house each shows before
    the event, the players' names, the number of rounds, whose log it is and whether someone took the Builder in
    the round (its part of the log opens only then)."""

    landscapes: tuple[str, ...]
    houses: tuple[str, ...]
    names: tuple[str, ...]
    rounds: int
    viewer: int
    builder: bool = True

    def at(self, position: int) -> Term:
        """The landscape at ``position`` as it shows now: "City of the Eagle"."""
        return landscape(self.landscapes[position], self.houses[position])


@dataclasses.dataclass(frozen=True)
class Line:
    """One line of the log: the seat it is about (for its colour mark, None for the table), its words, whether it
    opens a new part of the round, and the sprites it names (lit while the pointer rests on the line; none for a
    line about a hand or a count, whose cards are no longer apart on the table)."""

    seat: int | None
    words: Term
    heading: bool = False
    cards: tuple[Key, ...] = ()

    def text(self) -> str:
        """The line in the current language."""
        return self.words.text()


def line(seat: int | None, key: str, count: int | None = None, /, lit: tuple[Key, ...] = (), **params: Any) -> Line:
    """A log line about ``seat``: ``key`` with ``params`` (its singular form when ``count`` is 1), lighting ``lit``."""
    return Line(seat, Term(key, params, count), cards=lit)


def heading(key: str, **params: Any) -> Line:
    """A line that opens a part of the log."""
    return Line(None, Term(key, params), heading=True)
