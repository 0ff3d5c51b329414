"""The game log of a Mit List und Tücke table: one line per event, worded from the event as the shown seat got it.

Events arrive redacted for the shown seat (``Event.for_seat``), so a card nobody may know is None here and the line
names only its back: the log can never tell more than the seat saw. Lines about the shown seat's own secrets (the card
it passes, the middle card it sees) are worded to it ("you"), since only it reads them.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence

from game.core import Event
from game.listtuecke.cards import ABILITY_OF, CHAPTERS, ELIMINATION, EMPTY_FIELD, SWAP_HANDS
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
from scenes.i18n import tr, tr_count
from scenes.tables.listtuecke.words import back, character, characters, colour


@dataclasses.dataclass(frozen=True)
class Line:
    """One line of the log: the seat it is about (its colour mark), its words, and whether it opens a part of the
    game (a chapter, a round's end, the end)."""

    seat: int | None
    text: str
    heading: bool = False


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


Wording = Callable[[Event, Reader], Line | None]


def _chapter_began(event: ChapterBegan, reader: Reader) -> Line:
    text = tr("listtuecke.log.chapter", chapter=event.chapter, chapters=CHAPTERS, name=reader.name(event.start_player))
    return Line(None, text, heading=True)


def _set_aside(event: CardsSetAside, reader: Reader) -> Line:
    return Line(None, tr("listtuecke.log.set_aside", light=event.light, dark=event.dark))


def _dealt(event: CardsDealt, reader: Reader) -> Line:
    if event.cards is not None:
        return Line(
            event.seat,
            tr(
                "listtuecke.log.dealt_you",
                name=reader.name(event.seat),
                back=back(event.back),
                cards=characters(event.cards),
            ),
        )
    text = tr("listtuecke.log.dealt", name=reader.name(event.seat), count=event.count, back=back(event.back))
    return Line(event.seat, text)


def _middle_filled(event: MiddleFilled, reader: Reader) -> Line:
    return Line(None, tr("listtuecke.log.middle_filled", count=len(event.slots), back=back(event.back)))


def _pass_chosen(event: PassChosen, reader: Reader) -> Line:
    if event.card is not None:
        return Line(
            event.seat, tr("listtuecke.log.pass_chosen_you", name=reader.name(event.seat), card=character(event.card))
        )
    return Line(event.seat, tr("listtuecke.log.pass_chosen", name=reader.name(event.seat), back=back(event.back)))


def _passed(event: CardPassed, reader: Reader) -> Line:
    giver, receiver = reader.name(event.giver), reader.name(event.receiver)
    if event.card is None:
        return Line(event.giver, tr("listtuecke.log.passed", giver=giver, receiver=receiver, back=back(event.back)))
    text = tr("listtuecke.log.passed_card", giver=giver, receiver=receiver, card=character(event.card))
    return Line(event.giver, text)


def _played(event: CardPlayed, reader: Reader) -> Line:
    return Line(event.seat, tr("listtuecke.log.played", name=reader.name(event.seat), card=character(event.card)))


def _eliminated(event: StackEliminated, reader: Reader) -> Line:
    key = "listtuecke.log.eliminated_lingering" if event.lingering else "listtuecke.log.eliminated"
    text = tr(
        key,
        by=reader.name(event.by_seat),
        by_card=character(event.by_card),
        owner=reader.name(event.seat),
        card=character(event.victim_card),
    )
    flipped = tr_count("listtuecke.log.flipped", event.flipped, count=event.flipped)
    return Line(event.by_seat, f"{text} {flipped}")


def _tile_gained(event: TileGained, reader: Reader) -> Line:
    name = reader.name(event.seat)
    if event.tile == ELIMINATION:
        return Line(event.seat, tr("listtuecke.log.elimination_tile", name=name))
    if event.source == "black_knight":
        return Line(event.seat, tr("listtuecke.log.black_knight_tile", name=name, colour=colour(event.tile)))
    text = tr_count("listtuecke.log.crest_tiles", event.count, name=name, count=event.count, colour=colour(event.tile))
    if event.short:
        text += " " + tr_count("listtuecke.log.short", event.short, count=event.short, colour=colour(event.tile))
    return Line(event.seat, text)


def _nothing(event: NothingHappened, reader: Reader) -> Line:
    text = tr(f"listtuecke.log.nothing.{event.reason}", name=reader.name(event.seat), card=character(event.card))
    return Line(event.seat, text)


def _declined(event: AbilityDeclined, reader: Reader) -> Line:
    name = reader.name(event.seat)
    if ABILITY_OF[event.card] == SWAP_HANDS and event.seat in reader.swapped:
        return Line(event.seat, tr("listtuecke.log.no_further_swap", name=name))
    return Line(event.seat, tr("listtuecke.log.declined", name=name, card=character(event.card)))


def _healed(event: CardHealed, reader: Reader) -> Line:
    return Line(event.seat, tr("listtuecke.log.healed", name=reader.name(event.seat), card=character(event.card)))


def _middle_seen(event: MiddleCardSeen, reader: Reader) -> Line | None:
    if event.card is not None:
        return Line(event.seat, tr("listtuecke.log.middle_seen_you", slot=event.slot + 1, card=character(event.card)))
    if event.slot == 0:
        return Line(event.seat, tr("listtuecke.log.middle_seen", name=reader.name(event.seat)))
    return None


def _hand_seen(event: HandSeen, reader: Reader) -> Line:
    seer, target = reader.name(event.seat), reader.name(event.target)
    if event.cards is None or reader.viewer == event.target:
        return Line(event.seat, tr("listtuecke.log.hand_seen", name=seer, target=target))
    return Line(event.seat, tr("listtuecke.log.hand_seen_you", target=target, cards=characters(event.cards)))


def _offered(event: CardOffered, reader: Reader) -> Line:
    name, partner = reader.name(event.seat), reader.name(event.partner)
    if event.card is not None:
        return Line(
            event.seat, tr("listtuecke.log.offered_you", name=name, card=character(event.card), partner=partner)
        )
    return Line(event.seat, tr("listtuecke.log.offered", name=name, partner=partner, back=back(event.back)))


def _handed_over(event: CardHandedOver, reader: Reader) -> Line:
    giver, receiver = reader.name(event.giver), reader.name(event.receiver)
    if event.card is None:
        text = tr("listtuecke.log.handed_over", giver=giver, receiver=receiver, back=back(event.back))
    else:
        key = "listtuecke.log.handed_over_shown" if event.shown else "listtuecke.log.handed_over_card"
        text = tr(key, giver=giver, receiver=receiver, card=character(event.card))
    return Line(event.giver, text)


def _middle_swapped(event: MiddleSwapped, reader: Reader) -> Line:
    if event.given is not None and event.taken is not None:
        given, taken = character(event.given), character(event.taken)
        text = tr("listtuecke.log.middle_swapped_you", name=reader.name(event.seat), given=given, taken=taken)
        return Line(event.seat, text)
    text = tr("listtuecke.log.middle_swapped", name=reader.name(event.seat), back=back(event.back))
    return Line(event.seat, text)


def _places_changed(event: PlacesChanged, reader: Reader) -> Line:
    text = tr(
        "listtuecke.log.places_changed",
        name=reader.name(event.seat),
        card=character(event.card),
        other=reader.name(event.other),
        gained=character(event.gained),
    )
    return Line(event.seat, text)


def _chapel_filled(event: ChapelFilled, reader: Reader) -> Line:
    name = reader.name(event.seat)
    if event.tile == ELIMINATION:
        return Line(event.seat, tr("listtuecke.log.chapel_elimination", name=name))
    if event.tile == EMPTY_FIELD:
        return Line(event.seat, tr("listtuecke.log.chapel_empty", name=name))
    return Line(event.seat, tr("listtuecke.log.chapel_tile", name=name, colour=colour(event.tile)))


def _named(event: CharacterNamed, reader: Reader) -> Line:
    name, card = reader.name(event.seat), character(event.rank)
    if event.holder is None:
        return Line(event.seat, tr("listtuecke.log.named_nobody", name=name, card=card))
    return Line(event.seat, tr("listtuecke.log.named", name=name, card=card, holder=reader.name(event.holder)))


def _rank_chosen(event: RankChosen, reader: Reader) -> Line:
    return Line(event.seat, tr(f"listtuecke.log.rank.{event.rank}", name=reader.name(event.seat)))


def _start_player(event: StartPlayerChecked, reader: Reader) -> Line:
    name = reader.name(event.start_player)
    if event.card is None:
        text = tr("listtuecke.log.start_kept_none", round=event.round, name=name)
    elif event.start_player == event.previous:
        text = tr("listtuecke.log.start_kept", round=event.round, name=name, card=character(event.card))
    else:
        text = tr("listtuecke.log.start_moved", round=event.round, name=name, card=character(event.card))
    return Line(event.start_player, text, heading=True)


def _chapter_ended(event: ChapterEnded, reader: Reader) -> Line:
    return Line(None, tr("listtuecke.log.chapter_ended", chapter=event.chapter), heading=True)


def _game_ended(event: GameEnded, reader: Reader) -> Line:
    return Line(None, tr("listtuecke.log.game_over"), heading=True)


WORDINGS: dict[type[Event], Wording] = {
    ChapterBegan: _chapter_began,
    CardsSetAside: _set_aside,
    CardsDealt: _dealt,
    MiddleFilled: _middle_filled,
    PassChosen: _pass_chosen,
    CardPassed: _passed,
    CardPlayed: _played,
    StackEliminated: _eliminated,
    TileGained: _tile_gained,
    NothingHappened: _nothing,
    AbilityDeclined: _declined,
    CardHealed: _healed,
    MiddleCardSeen: _middle_seen,
    HandSeen: _hand_seen,
    CardOffered: _offered,
    CardHandedOver: _handed_over,
    MiddleSwapped: _middle_swapped,
    PlacesChanged: _places_changed,
    ChapelFilled: _chapel_filled,
    CharacterNamed: _named,
    RankChosen: _rank_chosen,
    StartPlayerChecked: _start_player,
    ChapterEnded: _chapter_ended,
    GameEnded: _game_ended,
}
"""How each event kind is worded; every event of ``game.listtuecke.events`` has its entry."""


def describe(event: Event, reader: Reader) -> Line | None:
    """The log line for one event as ``reader`` got it, or None for the events the log leaves out (the Seer's second
    to fourth look, which the first line already tells, and what the table waits for next, which the prompt says)."""
    if isinstance(event, CardPlayed):
        reader.swapped.discard(event.seat)
    elif isinstance(event, CardHandedOver):
        reader.swapped.update((event.giver, event.receiver))
    wording = WORDINGS.get(type(event))
    return wording(event, reader) if wording else None
