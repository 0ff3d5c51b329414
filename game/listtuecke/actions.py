"""The decisions a player takes in Mit List und Tücke, as small immutable values.

Cards are named by rank (1–20) only when they are the acting player's own or public; a face-down card of the middle is
named by its slot (0–1 light, 2–3 dark) and a card in a stack by its position from the bottom, so a legal action never
names a hidden card. Every value is also kept ready-made in the tables at the end: the AI's playouts build millions of
legal-action lists, and handing out the same objects spares building them anew each time.
"""

from __future__ import annotations

import dataclasses
from typing import ClassVar

from game.core import Action, ActionCodec
from game.listtuecke.cards import COLOURS, INQUISITOR_RANKS


@dataclasses.dataclass(frozen=True, slots=True)
class PassCard(Action):
    """Pass this hand card face down to the neighbour: light cards to the left, dark to the right (LT-8)."""

    kind: ClassVar[str] = "pass"
    card: int


@dataclasses.dataclass(frozen=True, slots=True)
class PlayCard(Action):
    """Play this hand card face up on top of your own stack (LT-9)."""

    kind: ClassVar[str] = "play"
    card: int


@dataclasses.dataclass(frozen=True, slots=True)
class Decline(Action):
    """Do not use a "may" ability of the card just played, or make no further swap (LT-11)."""

    kind: ClassVar[str] = "decline"


@dataclasses.dataclass(frozen=True, slots=True)
class HealCard(Action):
    """Quacksalber: turn the face-down card at ``position`` (0 = bottom) of your own stack face up (LT-27)."""

    kind: ClassVar[str] = "heal"
    position: int


@dataclasses.dataclass(frozen=True, slots=True)
class TakeTile(Action):
    """Schwarzer Ritter: take one influence tile of ``colour`` from the stock."""

    kind: ClassVar[str] = "take_tile"
    colour: str


@dataclasses.dataclass(frozen=True, slots=True)
class OfferCard(Action):
    """Kurtisane: put this hand card face down before ``partner``, who must give back one of the same back (LT-28)."""

    kind: ClassVar[str] = "offer"
    card: int
    partner: int


@dataclasses.dataclass(frozen=True, slots=True)
class GiveCard(Action):
    """Give this hand card face down: back to the Kurtisane's player (LT-28), or to the Inquisitor's victim (LT-31)."""

    kind: ClassVar[str] = "give"
    card: int


@dataclasses.dataclass(frozen=True, slots=True)
class SwapWithMiddle(Action):
    """Druide, Mönch, Weißer Ritter: swap this hand card with the middle card in ``slot`` of the same back (LT-29)."""

    kind: ClassVar[str] = "swap_middle"
    card: int
    slot: int


@dataclasses.dataclass(frozen=True, slots=True)
class Eliminate(Action):
    """Choose the victim on top of ``seat``'s stack when two victims lie open (LT-12)."""

    kind: ClassVar[str] = "eliminate"
    seat: int


@dataclasses.dataclass(frozen=True, slots=True)
class LookAtHand(Action):
    """Hexe: look at all hand cards of ``seat``."""

    kind: ClassVar[str] = "look"
    seat: int


@dataclasses.dataclass(frozen=True, slots=True)
class PlaceOnChapel(Action):
    """Heilige: put one influence tile of ``colour`` from the stock on an empty chapel field."""

    kind: ClassVar[str] = "chapel"
    colour: str


@dataclasses.dataclass(frozen=True, slots=True)
class NameCharacter(Action):
    """Inquisitor: name the character of ``rank``; whoever holds it must show it and hand it over (LT-31)."""

    kind: ClassVar[str] = "name"
    rank: int


@dataclasses.dataclass(frozen=True, slots=True)
class ChooseRank(Action):
    """Inquisitor: let it count as rank 20 or rank 0 (LT-31)."""

    kind: ClassVar[str] = "rank"
    rank: int


ACTION_CODEC = ActionCodec(
    PassCard,
    PlayCard,
    Decline,
    HealCard,
    TakeTile,
    OfferCard,
    GiveCard,
    SwapWithMiddle,
    Eliminate,
    LookAtHand,
    PlaceOnChapel,
    NameCharacter,
    ChooseRank,
)

_RANKS = range(21)
_SEATS = range(4)

DECLINE = Decline()
PASS = tuple(PassCard(rank) for rank in _RANKS)
PLAY = tuple(PlayCard(rank) for rank in _RANKS)
GIVE = tuple(GiveCard(rank) for rank in _RANKS)
NAME = tuple(NameCharacter(rank) for rank in _RANKS)
HEAL = tuple(HealCard(position) for position in range(4))
ELIMINATE = tuple(Eliminate(seat) for seat in _SEATS)
LOOK = tuple(LookAtHand(seat) for seat in _SEATS)
TAKE = tuple(TakeTile(colour) for colour in COLOURS)
CHAPEL = tuple(PlaceOnChapel(colour) for colour in COLOURS)
OFFER = tuple(tuple(OfferCard(rank, seat) for seat in _SEATS) for rank in _RANKS)
SWAP = tuple(tuple(SwapWithMiddle(rank, slot) for slot in range(4)) for rank in _RANKS)
CHOOSE_RANK = tuple(ChooseRank(rank) for rank in INQUISITOR_RANKS)
