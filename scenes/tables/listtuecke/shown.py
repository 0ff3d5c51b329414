"""The Mit List und Tücke table as the screen shows it right now: a copy of a view's public structure that the events
move on one by one (the kit animates a move event by event; between two steps no view describes the screen).

After each move the table rebuilds it from the new view, which it agrees with.
"""

from __future__ import annotations

import copy
import dataclasses

from game.core import Event
from game.listtuecke import decisions
from game.listtuecke.cards import BACK_OF, COLOURS, DARK, ELIMINATION, LIGHT, MIDDLE_SLOT_BACKS, ROUNDS
from game.listtuecke.events import (
    CardHandedOver,
    CardHealed,
    CardOffered,
    CardPassed,
    CardPlayed,
    CardsDealt,
    CardsSetAside,
    ChapelFilled,
    ChapterBegan,
    CharacterNamed,
    GameEnded,
    MiddleCardSeen,
    MiddleFilled,
    MiddleSwapped,
    PassChosen,
    PlacesChanged,
    RankChosen,
    StackEliminated,
    StartPlayerChecked,
    TileGained,
)
from game.listtuecke.view import ListTueckeView

BACK_INDEX = {LIGHT: 0, DARK: 1}


@dataclasses.dataclass
class Offer:
    """A card lying face down before a partner: the Kurtisane's offer (``card`` only for its owner)."""

    seat: int
    partner: int
    back: str
    card: int | None


@dataclasses.dataclass
class Shown:
    """What the screen shows of one seat's table."""

    seat: int
    players: int
    chapter: int
    round: int
    start_player: int
    to_move: int | None = dataclasses.field(compare=False)
    """Who decides now: taken from each new view (no event says it), so it plays no part in comparing."""
    decision: str | None = dataclasses.field(compare=False)
    hand: list[int]
    hand_backs: list[list[int]]
    """Per seat, its hand's (light, dark) counts."""
    stacks: list[list[tuple[int, bool]]]
    middle: list[str | None]
    middle_seen: list[int | None] = dataclasses.field(compare=False)
    """The middle cards the shown seat knows: what it saw is folded in, but what it works out (a card it knew leaving
    a hand for the middle) comes with the next view, so it plays no part in comparing."""
    passing: dict[int, tuple[str, int | None]]
    """Seat → the card it has laid aside to pass (its back; the card for the shown seat's own)."""
    offer: Offer | None
    set_aside: int
    stock: list[int]
    chapel: list[str]
    tiles: list[list[int]]
    eliminations: list[int]
    inquisitor_rank: int
    named: tuple[int, int] | None = dataclasses.field(compare=False)

    @classmethod
    def from_view(cls, view: ListTueckeView) -> Shown:
        """The table exactly as ``view`` shows it."""
        passing: dict[int, tuple[str, int | None]] = {}
        if view.deciding == decisions.PASS and view.pass_back is not None and view.to_move is not None:
            seat = view.start_player
            while seat != view.to_move:
                passing[seat] = (view.pass_back, view.passing if seat == view.seat else None)
                seat = (seat + 1) % view.players
        offer = Offer(*view.offer) if view.offer is not None else None
        hand_backs = [list(backs) for backs in view.hand_backs]
        # A card laid aside to pass or offered still belongs to its hand in the rules, but lies apart on the table.
        aside = [(seat, back, card) for seat, (back, card) in passing.items()]
        if offer is not None:
            aside.append((offer.seat, offer.back, offer.card))
        hand = list(view.hand)
        for seat, back, card in aside:
            hand_backs[seat][BACK_INDEX[back]] -= 1
            if seat == view.seat and card in hand:
                hand.remove(card)
        return cls(
            seat=view.seat,
            players=view.players,
            chapter=view.chapter,
            round=view.round,
            start_player=view.start_player,
            to_move=view.to_move,
            decision=view.deciding,
            hand=hand,
            hand_backs=hand_backs,
            stacks=[list(stack) for stack in view.stacks],
            middle=list(view.middle_backs),
            middle_seen=list(view.middle_seen),
            passing=passing,
            offer=offer,
            set_aside=view.set_aside,
            stock=list(view.stock),
            chapel=list(view.chapel),
            tiles=[list(tiles) for tiles in view.tiles],
            eliminations=list(view.elimination_tiles),
            inquisitor_rank=view.inquisitor_rank,
            named=view.named,
        )

    def copy(self) -> Shown:
        """An independent copy."""
        return copy.deepcopy(self)

    def stamp(self) -> tuple:
        """The shown table as a value: equal stamps draw the same counts and cards."""
        return (
            self.chapter,
            self.round,
            self.start_player,
            self.to_move,
            tuple(map(tuple, self.hand_backs)),
            tuple(map(tuple, self.stacks)),
            tuple(self.middle),
            tuple(self.middle_seen),
            tuple(self.passing.items()),
            self.offer,
            self.set_aside,
            tuple(self.stock),
            tuple(self.chapel),
            tuple(map(tuple, self.tiles)),
            tuple(self.eliminations),
            self.inquisitor_rank,
        )

    # Moving on by one event.

    def apply(self, event: Event) -> None:
        """Move the shown table on by one event (as the shown seat got it)."""
        handler = _APPLY.get(type(event))
        if handler is not None:
            handler(self, event)

    def leave_hand(self, seat: int, back: str, card: int | None) -> None:
        """A card of ``back`` leaves ``seat``'s hand (``card`` named when the shown seat knows it)."""
        self.hand_backs[seat][BACK_INDEX[back]] -= 1
        if seat == self.seat and card in self.hand:
            self.hand.remove(card)

    def join_hand(self, seat: int, back: str, card: int | None) -> None:
        """A card of ``back`` comes into ``seat``'s hand."""
        self.hand_backs[seat][BACK_INDEX[back]] += 1
        if seat == self.seat and card is not None:
            self.hand = sorted([*self.hand, card])

    def _chapter_began(self, event: ChapterBegan) -> None:
        self.chapter = event.chapter
        self.round = 0
        self.start_player = event.start_player
        self.hand = []
        self.hand_backs = [[0, 0] for _ in range(self.players)]
        self.stacks = [[] for _ in range(self.players)]
        self.middle = [None] * len(MIDDLE_SLOT_BACKS)
        self.middle_seen = [None] * len(MIDDLE_SLOT_BACKS)
        self.passing = {}
        self.offer = None
        self.set_aside = 0
        self.inquisitor_rank = 20
        self.named = None

    def _set_aside(self, event: CardsSetAside) -> None:
        self.set_aside = event.light + event.dark

    def _dealt(self, event: CardsDealt) -> None:
        self.hand_backs[event.seat][BACK_INDEX[event.back]] += event.count
        if event.seat == self.seat and event.cards is not None:
            self.hand = sorted([*self.hand, *event.cards])

    def _middle_filled(self, event: MiddleFilled) -> None:
        for slot in event.slots:
            self.middle[slot] = event.back

    def _pass_chosen(self, event: PassChosen) -> None:
        self.passing[event.seat] = (event.back, event.card)
        self.leave_hand(event.seat, event.back, event.card)

    def _passed(self, event: CardPassed) -> None:
        self.passing.pop(event.giver, None)
        self.join_hand(event.receiver, event.back, event.card)
        if event.back == DARK and not self.passing:
            self.round = 1  # the dark pass is the last thing before the first round (LT-8, LT-9)

    def _played(self, event: CardPlayed) -> None:
        self.leave_hand(event.seat, BACK_OF[event.card], event.card)
        self.stacks[event.seat].append((event.card, True))

    def _eliminated(self, event: StackEliminated) -> None:
        self.stacks[event.seat] = [(card, False) for card, _ in self.stacks[event.seat]]

    def _tile_gained(self, event: TileGained) -> None:
        if event.tile == ELIMINATION:
            self.eliminations[event.seat] += event.count
            return
        colour = COLOURS.index(event.tile)
        self.stock[colour] -= event.count
        self.tiles[event.seat][colour] += event.count

    def _healed(self, event: CardHealed) -> None:
        self.stacks[event.seat][event.position] = (event.card, True)

    def _middle_seen(self, event: MiddleCardSeen) -> None:
        if event.card is not None:
            self.middle_seen[event.slot] = event.card

    def _offered(self, event: CardOffered) -> None:
        self.leave_hand(event.seat, event.back, event.card)
        self.offer = Offer(event.seat, event.partner, event.back, event.card)

    def _handed_over(self, event: CardHandedOver) -> None:
        offer = self.offer
        if offer is not None and (event.giver, event.receiver) == (offer.seat, offer.partner):
            self.offer = None
        else:
            self.leave_hand(event.giver, event.back, event.card)
        if event.shown:
            self.named = None
        self.join_hand(event.receiver, event.back, event.card)

    def _middle_swapped(self, event: MiddleSwapped) -> None:
        self.middle_seen[event.slot] = event.given
        if event.seat == self.seat and event.given is not None and event.taken is not None:
            self.hand.remove(event.given)
            self.hand = sorted([*self.hand, event.taken])

    def _places_changed(self, event: PlacesChanged) -> None:
        self.stacks[event.seat][-1] = (event.gained, True)
        self.stacks[event.other][-1] = (event.card, True)

    def _chapel_filled(self, event: ChapelFilled) -> None:
        self.chapel.append(event.tile)
        if event.tile in COLOURS:
            self.stock[COLOURS.index(event.tile)] -= 1

    def _named(self, event: CharacterNamed) -> None:
        self.named = (event.rank, event.holder) if event.holder is not None else None

    def _rank_chosen(self, event: RankChosen) -> None:
        self.inquisitor_rank = event.rank

    def _start_player(self, event: StartPlayerChecked) -> None:
        self.start_player = event.start_player
        self.round = event.round + 1 if event.round < ROUNDS else event.round

    def _game_ended(self, event: GameEnded) -> None:
        self.to_move = None


_APPLY = {
    ChapterBegan: Shown._chapter_began,
    CardsSetAside: Shown._set_aside,
    CardsDealt: Shown._dealt,
    MiddleFilled: Shown._middle_filled,
    PassChosen: Shown._pass_chosen,
    CardPassed: Shown._passed,
    CardPlayed: Shown._played,
    StackEliminated: Shown._eliminated,
    TileGained: Shown._tile_gained,
    CardHealed: Shown._healed,
    MiddleCardSeen: Shown._middle_seen,
    CardOffered: Shown._offered,
    CardHandedOver: Shown._handed_over,
    MiddleSwapped: Shown._middle_swapped,
    PlacesChanged: Shown._places_changed,
    ChapelFilled: Shown._chapel_filled,
    CharacterNamed: Shown._named,
    RankChosen: Shown._rank_chosen,
    StartPlayerChecked: Shown._start_player,
    GameEnded: Shown._game_ended,
}
"""How each event kind moves the shown table on; the others (a look, a decline, nothing happening) change nothing."""
