"""What happens at the table, as events the table scene animates.

Each event is the full truth; ``for_seat`` blanks what that seat may not see (a card passed between two neighbours
shows to the others as a face-down card of its back). Places are named as the table shows them: a seat's hand or
stack, a middle slot (0–1 light, 2–3 dark), the stock, the chapel, a player's tiles.
"""

from __future__ import annotations

import dataclasses
from typing import ClassVar

from game.core import Event
from game.core import events as shared


@dataclasses.dataclass(frozen=True, slots=True)
class ChapterBegan(Event):
    """A new chapter begins; ``start_player`` holds the start-player card."""

    kind: ClassVar[str] = "chapter_began"
    chapter: int
    start_player: int


@dataclasses.dataclass(frozen=True, slots=True)
class CardsSetAside(Event):
    """3-player variant: cards of each back are set aside unseen for this chapter (LT-6)."""

    kind: ClassVar[str] = "set_aside"
    light: int
    dark: int


@dataclasses.dataclass(frozen=True, slots=True)
class CardsDealt(shared.CardsDealt):
    """``seat`` is dealt cards of one ``back``; only that seat sees which."""

    back: str


@dataclasses.dataclass(frozen=True, slots=True)
class MiddleFilled(Event):
    """The cards of one back left over after dealing go face down to the middle ``slots`` (LT-8)."""

    kind: ClassVar[str] = "middle_filled"
    back: str
    slots: tuple[int, ...]


@dataclasses.dataclass(frozen=True, slots=True)
class PassChosen(Event):
    """``seat`` has put the card it passes face down; only that seat sees which, until all have chosen."""

    kind: ClassVar[str] = "pass_chosen"
    seat: int
    back: str
    card: int | None

    def for_seat(self, seat: int) -> Event | None:
        return self.shown_only_to(seat, (self.seat,), card=None)


@dataclasses.dataclass(frozen=True, slots=True)
class CardPassed(Event):
    """A passed card goes from ``giver``'s hand to ``receiver``'s; the two of them know which (LT-8)."""

    kind: ClassVar[str] = "passed"
    giver: int
    receiver: int
    back: str
    card: int | None

    def for_seat(self, seat: int) -> Event | None:
        return self.shown_only_to(seat, (self.giver, self.receiver), card=None)


@dataclasses.dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    """``seat`` plays ``card`` face up on top of its stack; ``forced`` when it was the hand's last card, which the
    rules play without asking."""

    kind: ClassVar[str] = "played"
    seat: int
    card: int
    forced: bool = False


@dataclasses.dataclass(frozen=True, slots=True)
class StackEliminated(Event):
    """``by_card`` of ``by_seat`` eliminates ``victim_card``: ``seat``'s whole stack turns face down (LT-12..LT-14).

    ``flipped`` counts the cards that turned; ``lingering`` is True when a lingering card struck a card as it was
    played (its instruction is then not carried out).
    """

    kind: ClassVar[str] = "eliminated"
    seat: int
    victim_card: int
    by_seat: int
    by_card: int
    flipped: int
    lingering: bool


@dataclasses.dataclass(frozen=True, slots=True)
class TileGained(Event):
    """``seat`` gains ``count`` tiles of ``tile`` (a colour, or "elimination") from the stock or the supply.

    ``source`` says why: "elimination" (LT-15), "black_knight", or "crest" (LT-18); ``short`` counts the crest tiles
    it did not get because the stock of that colour ran out.
    """

    kind: ClassVar[str] = "tile_gained"
    seat: int
    tile: str
    count: int
    source: str
    short: int = 0


@dataclasses.dataclass(frozen=True, slots=True)
class NothingHappened(Event):
    """The instruction of ``card`` finds nothing to act on.

    ``reason``: "no_victim", "no_face_down_card" (Quacksalber), "stock_empty" (Schwarzer Ritter, Heilige),
    "no_swap_partner" (Kurtisane), "empty_hand" (Druide and its kind), "highest_already" (Intrigant),
    "no_hand_cards" (Hexe), "no_other_hands" (Inquisitor: every other hand is empty, so nobody is named).
    """

    kind: ClassVar[str] = "nothing_happened"
    seat: int
    card: int
    reason: str


@dataclasses.dataclass(frozen=True, slots=True)
class AbilityDeclined(Event):
    """``seat`` chose not to use the "may" instruction of ``card`` (or no further swap)."""

    kind: ClassVar[str] = "declined"
    seat: int
    card: int


@dataclasses.dataclass(frozen=True, slots=True)
class CardHealed(Event):
    """Quacksalber: the card at ``position`` of ``seat``'s stack turns face up again (LT-27)."""

    kind: ClassVar[str] = "healed"
    seat: int
    position: int
    card: int


@dataclasses.dataclass(frozen=True, slots=True)
class MiddleCardSeen(Event):
    """Hellseherin: ``seat`` looks at the middle card in ``slot``; only that seat sees it."""

    kind: ClassVar[str] = "middle_seen"
    seat: int
    slot: int
    card: int | None

    def for_seat(self, seat: int) -> Event | None:
        return self.shown_only_to(seat, (self.seat,), card=None)


@dataclasses.dataclass(frozen=True, slots=True)
class HandSeen(Event):
    """Hexe: ``seat`` looks at all hand cards of ``target``; only those two know which they are."""

    kind: ClassVar[str] = "hand_seen"
    seat: int
    target: int
    cards: tuple[int, ...] | None

    def for_seat(self, seat: int) -> Event | None:
        return self.shown_only_to(seat, (self.seat, self.target), cards=None)


@dataclasses.dataclass(frozen=True, slots=True)
class CardOffered(Event):
    """Kurtisane: ``seat`` puts a hand card face down before ``partner``, who has not looked at it (LT-28)."""

    kind: ClassVar[str] = "offered"
    seat: int
    partner: int
    back: str
    card: int | None

    def for_seat(self, seat: int) -> Event | None:
        return self.shown_only_to(seat, (self.seat,), card=None)


@dataclasses.dataclass(frozen=True, slots=True)
class CardHandedOver(Event):
    """A hand card goes face down from ``giver`` to ``receiver``; the two of them know which.

    ``shown`` is True for a card everyone saw (the character the Inquisitor named, LT-31).
    """

    kind: ClassVar[str] = "handed_over"
    giver: int
    receiver: int
    back: str
    card: int | None
    shown: bool = False

    def for_seat(self, seat: int) -> Event | None:
        if self.shown:
            return self
        return self.shown_only_to(seat, (self.giver, self.receiver), card=None)


@dataclasses.dataclass(frozen=True, slots=True)
class MiddleSwapped(Event):
    """Druide, Mönch, Weißer Ritter: ``given`` goes to middle ``slot`` and ``taken`` comes from it (LT-29).

    Both cards are unseen by the others.
    """

    kind: ClassVar[str] = "middle_swapped"
    seat: int
    slot: int
    back: str
    given: int | None
    taken: int | None

    def for_seat(self, seat: int) -> Event | None:
        return self.shown_only_to(seat, (self.seat,), given=None, taken=None)


@dataclasses.dataclass(frozen=True, slots=True)
class PlacesChanged(Event):
    """Intrigant: ``card`` on ``seat``'s stack and ``gained`` on ``other``'s stack change places (LT-30)."""

    kind: ClassVar[str] = "places_changed"
    seat: int
    other: int
    card: int
    gained: int


@dataclasses.dataclass(frozen=True, slots=True)
class ChapelFilled(Event):
    """``seat`` puts a ``tile`` on chapel field ``field``: a colour (Heilige), "elimination" (LT-19), or "empty" when
    the Heilige found the stock empty and her field stays empty."""

    kind: ClassVar[str] = "chapel_filled"
    seat: int
    field: int
    tile: str


@dataclasses.dataclass(frozen=True, slots=True)
class CharacterNamed(Event):
    """Inquisitor: ``seat`` names ``rank``; ``holder`` is who must show it, or None when no other player has it."""

    kind: ClassVar[str] = "named"
    seat: int
    rank: int
    holder: int | None


@dataclasses.dataclass(frozen=True, slots=True)
class RankChosen(Event):
    """Inquisitor: ``seat`` lets it count as ``rank`` (20 or 0)."""

    kind: ClassVar[str] = "rank_chosen"
    seat: int
    rank: int


@dataclasses.dataclass(frozen=True, slots=True)
class StartPlayerChecked(Event):
    """After a round the start-player card goes to ``start_player`` (LT-10).

    ``card`` is the highest face-up top card that decided it, or None when no stack shows one.
    """

    kind: ClassVar[str] = "start_player"
    round: int
    previous: int
    start_player: int
    card: int | None


@dataclasses.dataclass(frozen=True, slots=True)
class ChapterEnded(Event):
    """The chapter is over and its characters are collected (LT-20)."""

    kind: ClassVar[str] = "chapter_ended"
    chapter: int


@dataclasses.dataclass(frozen=True, slots=True)
class GameEnded(shared.GameEnded):
    """After the fourth chapter: the final scores, by seat (LT-21), and the winner, ties broken (LT-23)."""
