"""The game log of a Hof-Verrat table: one line per thing that happened, as the shown seat saw it.

Lines are made from the redacted events, so the log tells exactly what its reader may know: a spy is "a spy, face
down", a card an assassin removes unseen stays unseen, and drawn cards are never named (only the pile runs down).
The log keeps the events and words them when drawn, so a change of language rewords the whole log.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Iterable, Sequence

import pygame

from game.core import Event
from game.hofverrat.cards import FAMILIES, FAMILY_OF, ROLE_OF
from game.hofverrat.events import CardEliminated, CardsDrawn, GameEnded, PlayedToDistrict, PlayedToTable, TurnStarted
from scenes.i18n import tr
from scenes.tables.hofverrat.still import seat_colour
from scenes.ui import theme
from scenes.ui.backdrop import diamond
from scenes.ui.text import render, wrap

TEXT_SIZE = 23
LINE_STEP = 27
ENTRY_GAP = 5
INDENT = 22


def card_name(card: int) -> str:
    """A card's name in the player's language: its family and role ("Stag noble")."""
    family = tr(f"hofverrat.family.{FAMILIES[FAMILY_OF[card]].key}")
    return tr("hofverrat.card", family=family, role=tr(f"hofverrat.role.{ROLE_OF[card]}"))


def side_name(side: str) -> str:
    """ "upper side (esteem)" or "lower side (disgrace)"."""
    return tr(f"hofverrat.log.side.{side}")


@dataclasses.dataclass(frozen=True)
class Entry:
    """One line of the log: who it is about (for the colour mark), and its words; ``heading`` lines open a turn."""

    seat: int | None
    text: str
    heading: bool = False


def describe(event: Event, names: Sequence[str]) -> Entry | None:
    """The log line for one event, or None for events the log leaves out (cards drawn, spies at the end)."""
    if isinstance(event, TurnStarted):
        return Entry(event.seat, tr("hofverrat.log.turn", name=names[event.seat]), heading=True)
    if isinstance(event, PlayedToTable):
        name = names[event.seat]
        if event.card is None:
            return Entry(event.seat, tr("hofverrat.log.spy_to_table", name=name, side=side_name(event.side)))
        text = tr("hofverrat.log.to_table", name=name, card=card_name(event.card), side=side_name(event.side))
        return Entry(event.seat, text)
    if isinstance(event, PlayedToDistrict):
        return Entry(event.seat, _district_text(event, names))
    if isinstance(event, CardEliminated):
        if event.card is None:
            return Entry(event.seat, tr("hofverrat.log.eliminated_spy"))
        return Entry(event.seat, tr("hofverrat.log.eliminated", card=card_name(event.card)))
    if isinstance(event, CardsDrawn) and event.pile_left == 0 and event.count:
        return Entry(None, tr("hofverrat.log.pile_empty"))
    if isinstance(event, GameEnded):
        return Entry(None, tr("hofverrat.log.game_over"), heading=True)
    return None


def _district_text(event: PlayedToDistrict, names: Sequence[str]) -> str:
    name = names[event.seat]
    own = event.district == event.seat
    if event.card is None:
        if own:
            return tr("hofverrat.log.spy_to_own", name=name)
        return tr("hofverrat.log.spy_to_district", name=name, owner=names[event.district])
    card = card_name(event.card)
    if own:
        return tr("hofverrat.log.to_own", name=name, card=card)
    return tr("hofverrat.log.to_district", name=name, card=card, owner=names[event.district])


class GameLog:
    """The events so far, worded and drawn as one tall parchment-coloured page for a scroll panel."""

    def __init__(self, names: Sequence[str]) -> None:
        self.names = list(names)
        self.events: list[Event] = []

    def reset(self, history: Iterable[Iterable[Event]], starting_seat: int) -> None:
        """Start again from every action's events so far (after an undo, a restart, a new person at the screen).

        The game's first turn starts without an event (there are no set-up events), so its heading is added here.
        """
        self.events = [TurnStarted(starting_seat), *(event for events in history for event in events)]

    def add(self, event: Event) -> None:
        """Note one more event."""
        self.events.append(event)

    def entries(self) -> list[Entry]:
        """Every line of the log, oldest first."""
        worded = (describe(event, self.names) for event in self.events)
        return [entry for entry in worded if entry is not None]

    def page(self, width: int) -> pygame.Surface:
        """The whole log drawn ``width`` pixels wide, oldest line at the top."""
        images = [entry_image(entry, width) for entry in self.entries()]
        page = pygame.Surface((width, max(1, sum(image.get_height() for image in images) + 8)), pygame.SRCALPHA)
        y = 4
        for image in images:
            page.blit(image, (0, y))
            y += image.get_height()
        return page


@functools.lru_cache(maxsize=1024)
def entry_image(entry: Entry, width: int) -> pygame.Surface:
    """One entry of the log, wrapped to ``width``: a lozenge in its seat's colour, then its words; a turn's heading
    in small capitals with a little room above it."""
    face = theme.FACE_CAPS if entry.heading else theme.FACE_REGULAR
    colour = theme.WINE if entry.heading else theme.INK
    lines = wrap(entry.text, width - INDENT - 4, TEXT_SIZE, face)
    top = ENTRY_GAP if entry.heading else 0
    height = top + len(lines) * LINE_STEP + (ENTRY_GAP if entry.heading else 2)
    image = pygame.Surface((width, height), pygame.SRCALPHA)
    for number, line in enumerate(lines):
        image.blit(render(line, TEXT_SIZE, colour, face), (INDENT, top + number * LINE_STEP))
    mark = seat_colour(entry.seat) if entry.seat is not None else theme.GOLD
    diamond(image, (9, top + LINE_STEP // 2), 7 if entry.heading else 4, mark)
    return image
