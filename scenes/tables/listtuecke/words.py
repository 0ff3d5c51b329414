"""The words of the Mit List und Tücke table: names of characters, backs, colours and tiles in the player's
language, and lists of them, so the log, the tooltips and the panels say things the same way; and the log's ``Line``
and its ``Reader``, which each event's handler words its line for.

Events arrive redacted for the shown seat (``Event.for_seat``), so a card nobody may know is None there and a line
names only its back: the log can never tell more than the seat saw. Lines about the shown seat's own secrets (the card
it passes, the middle card it sees) are worded to it, since only it reads them.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence

from scenes.i18n import tr


@dataclasses.dataclass(frozen=True)
class Line:
    """One line of the log: the seat it is about (its colour mark), its words, whether it opens a part of the game
    (a chapter, a round's end, the end), and the cards it names (lit while the pointer rests on the line)."""

    seat: int | None
    text: str
    heading: bool = False
    cards: tuple[int, ...] = ()


@dataclasses.dataclass(frozen=True)
class Reader:
    """Who reads the log: the seats' names and the shown seat; ``swapped`` remembers, as the lines are read in order,
    the seats that have swapped a hand card since they last played one (a Courtesan's swaps), so that ending them
    reads "makes no further swap" rather than "does not use the Courtesan"."""

    names: Sequence[str]
    viewer: int
    swapped: set[int] = dataclasses.field(default_factory=set)

    def name(self, seat: int) -> str:
        return self.names[seat]


def character(card: int) -> str:
    """A character's name ("Witch", "Hexe")."""
    return tr(f"listtuecke.character.{card}")


def label(card: int) -> str:
    """A character's name as a label on a card: with the soft hyphens where it may break ("Scharf\u00adrichter")."""
    return tr(f"listtuecke.label.{card}")


def characters(cards: Iterable[int]) -> str:
    """Several characters' names in one list ("Druid, Saint"), or "none" for an empty one."""
    names = [character(card) for card in cards]
    return ", ".join(names) if names else tr("listtuecke.none")


def back(back_name: str) -> str:
    """ "light" or "dark", as an adjective of a card."""
    return tr(f"listtuecke.back.{back_name}")


def colour(colour_name: str) -> str:
    """An influence colour with what it stands for ("blue (crown)")."""
    return tr(f"listtuecke.colour.{colour_name}")


def ability(card: int) -> str:
    """A character's ability in full, for its tooltip."""
    return tr(f"listtuecke.ability.{card}")


def short_ability(card: int) -> str:
    """A character's ability in one short line, as printed on the card."""
    return tr(f"listtuecke.short.{card}")
