"""The Verräter table as the screen shows it right now: built from a view, moved on by the same events the view's seat
saw, one at a time, so each step of a move's animation starts from the position after the step before.

Hidden things stay hidden here too: another seat's action card is "taken" (``HIDDEN``) until the reveal, another hand
is only a count, and the set-aside card is only "there".
"""

from __future__ import annotations

import dataclasses

from game.core import Event
from game.verraeter.data import ACTION_CARDS, OTHER_SIDE
from game.verraeter.events import (
    ActionCardSetAside,
    ActionCardsOffered,
    ActionCardsPutBack,
    ActionCardsRevealed,
    ActionCardTaken,
    AllegianceSwitched,
    BuildingMoved,
    BuildingPlaced,
    BuildingTurned,
    CardsDealt,
    CardsDiscarded,
    CardsDrawn,
    ConflictDecided,
    ConflictSiteChosen,
    DrawEntitled,
    DrawPileReshuffled,
    LandscapeFlipped,
    PhaseStarted,
    PlayedSupplyDiscarded,
    PointsScored,
    StartPlayerPassed,
    StrategyCardPassed,
    SupplyCardPlayed,
)
from game.verraeter.view import VerraeterView

HIDDEN = "hidden"
"""Another seat's action card, face down."""


@dataclasses.dataclass
class Shown:
    """What the screen shows of one seat's table between two events."""

    seat: int
    round: int
    phase: str
    landscapes: tuple[str, ...]
    houses: list[str]
    owners: list[int | None]
    sides: list[str | None]
    stock: list[int]
    allegiances: list[str]
    points: list[int]
    hand: list[int]
    hand_sizes: list[int]
    played: list[list[int]]
    discard: list[int]
    draw_size: int
    border: int | None
    aside: bool
    offered: list[str]
    """The cards passed to the shown seat in this draft (face up only to it)."""
    offer_at: int | None
    """The seat the offered stack lies in front of during the draft (None outside it)."""
    offer_count: int
    picks: list[str | None]
    """Each seat's action card this round: a card when the shown seat may see it, ``HIDDEN``, or None."""
    revealed: bool
    """True from the reveal to the end of the round: every action card taken lies face up."""
    pool: int
    """Action cards in the middle, face down."""
    strategy_holder: int
    start: int
    to_move: int | None = dataclasses.field(compare=False)
    """Who decides now, for the light on their plate (no event says it; the next view does)."""
    tally: ConflictDecided | None = dataclasses.field(default=None, compare=False)
    """This round's conflict once decided, while its totals show on the tally (no view keeps it)."""
    entitled: list[int] = dataclasses.field(default_factory=list)

    @property
    def players(self) -> int:
        """How many seats play."""
        return len(self.hand_sizes)

    @classmethod
    def from_view(cls, view: VerraeterView) -> Shown:
        """The table exactly as ``view`` shows it."""
        players = len(view.allegiances)
        picks: list[str | None] = [None] * players
        if view.revealed_actions:
            picks = list(view.revealed_actions)
        else:
            order = [(view.start_player + step) % players for step in range(players)]
            for seat in order[: view.actions_taken]:
                picks[seat] = view.my_action if seat == view.seat else HIDDEN
        in_draft = view.phase == "actions"
        taken = sum(pick is not None for pick in picks)
        aside = view.conflict_border is not None
        offer_count = len(ACTION_CARDS) - 1 - taken if in_draft else 0
        offer_at = view.to_move if in_draft else None
        pool = len(ACTION_CARDS) - taken - (1 if aside else 0) - offer_count
        return cls(
            seat=view.seat,
            round=view.round,
            phase=view.phase,
            landscapes=view.landscapes,
            houses=list(view.houses),
            owners=list(view.building_owners),
            sides=list(view.building_sides),
            stock=list(view.stock),
            allegiances=list(view.allegiances),
            points=list(view.points),
            hand=sorted(view.hand),
            hand_sizes=list(view.hand_sizes),
            played=[list(cards) for cards in view.played],
            discard=list(view.discard_pile),
            draw_size=view.draw_pile_size,
            border=view.conflict_border,
            aside=aside,
            offered=list(view.offered) if in_draft and view.to_move == view.seat else [],
            offer_at=offer_at,
            offer_count=offer_count,
            picks=picks,
            revealed=bool(view.revealed_actions),
            pool=pool,
            strategy_holder=view.strategy_holder,
            start=view.start_player,
            to_move=view.to_move,
            entitled=list(view.entitled),
        )

    def apply(self, event: Event) -> None:
        """Move the table on by one event."""
        handler = _CHANGES.get(type(event))
        if handler is not None:
            handler(self, event)

    def stamp(self) -> tuple:
        """The shown table as a value: equal stamps look the same."""
        return (
            self.round,
            self.phase,
            tuple(self.houses),
            tuple(self.owners),
            tuple(self.sides),
            tuple(self.stock),
            tuple(self.allegiances),
            tuple(self.points),
            tuple(self.hand),
            tuple(self.hand_sizes),
            tuple(tuple(cards) for cards in self.played),
            len(self.discard),
            self.draw_size,
            self.border,
            self.aside,
            tuple(self.offered),
            self.offer_at,
            self.offer_count,
            tuple(self.picks),
            self.revealed,
            self.pool,
            self.strategy_holder,
            self.start,
            self.to_move,
            self.tally,
        )

    # What each event changes.

    def _phase(self, event: PhaseStarted) -> None:
        self.round, self.phase = event.round, event.phase
        if event.phase == "return_actions":
            self.picks = [None] * self.players
            self.revealed = False
            self.pool = len(ACTION_CARDS)
            self.aside = False
            self.border = None
            self.tally = None

    def _dealt(self, event: CardsDealt) -> None:
        self.hand_sizes[event.seat] = event.count
        self.draw_size -= event.count
        if event.seat == self.seat and event.cards is not None:
            self.hand = sorted(event.cards)

    def _site(self, event: ConflictSiteChosen) -> None:
        self.border = event.border

    def _aside(self, event: ActionCardSetAside) -> None:
        self.aside = True
        self.pool -= 1

    def _offered(self, event: ActionCardsOffered) -> None:
        if self.offer_at is None:
            self.pool -= event.count
        self.offer_at, self.offer_count = event.seat, event.count
        self.offered = list(event.cards) if event.cards is not None else []
        self.to_move = event.seat

    def _taken(self, event: ActionCardTaken) -> None:
        self.picks[event.seat] = event.card if event.card is not None else HIDDEN
        self.offer_count -= 1
        self.offered = []

    def _put_back(self, event: ActionCardsPutBack) -> None:
        self.pool += event.count
        self.offer_at, self.offer_count = None, 0

    def _played(self, event: SupplyCardPlayed) -> None:
        self.played[event.seat].append(event.value)
        self.hand_sizes[event.seat] -= 1
        if event.seat == self.seat and event.value in self.hand:
            self.hand.remove(event.value)

    def _revealed(self, event: ActionCardsRevealed) -> None:
        self.picks = list(event.cards)
        self.revealed = True

    def _switched(self, event: AllegianceSwitched) -> None:
        self.allegiances[event.seat] = event.house

    def _decided(self, event: ConflictDecided) -> None:
        self.tally = event

    def _scored(self, event: PointsScored) -> None:
        self.points[event.seat] += event.points

    def _flipped(self, event: LandscapeFlipped) -> None:
        self.houses[event.position] = event.house

    def _placed(self, event: BuildingPlaced) -> None:
        self.owners[event.position] = event.seat
        self.sides[event.position] = event.side
        self.stock[event.seat] -= 1

    def _moved(self, event: BuildingMoved) -> None:
        self.owners[event.target], self.sides[event.target] = event.seat, self.sides[event.origin]
        self.owners[event.origin], self.sides[event.origin] = None, None

    def _turned(self, event: BuildingTurned) -> None:
        self.sides[event.position] = OTHER_SIDE[self.sides[event.position]]

    def _strategy(self, event: StrategyCardPassed) -> None:
        self.strategy_holder = event.holder

    def _to_discard(self, event: PlayedSupplyDiscarded) -> None:
        self.discard.extend(event.cards)
        self.played = [[] for _ in range(self.players)]

    def _discarded(self, event: CardsDiscarded) -> None:
        self.discard.extend(event.cards)
        self.hand_sizes[event.seat] -= len(event.cards)
        if event.seat == self.seat:
            for value in event.cards:
                if value in self.hand:
                    self.hand.remove(value)

    def _entitled(self, event: DrawEntitled) -> None:
        if not self.entitled:
            self.entitled = [0] * self.players
        self.entitled[event.seat] = event.count

    def _drawn(self, event: CardsDrawn) -> None:
        self.hand_sizes[event.seat] += event.count
        self.draw_size -= event.count
        if event.seat == self.seat and event.cards is not None:
            self.hand = sorted([*self.hand, *event.cards])

    def _reshuffled(self, event: DrawPileReshuffled) -> None:
        self.draw_size = event.count
        self.discard = []

    def _start(self, event: StartPlayerPassed) -> None:
        self.start = event.start


_CHANGES = {
    PhaseStarted: Shown._phase,
    CardsDealt: Shown._dealt,
    ConflictSiteChosen: Shown._site,
    ActionCardSetAside: Shown._aside,
    ActionCardsOffered: Shown._offered,
    ActionCardTaken: Shown._taken,
    ActionCardsPutBack: Shown._put_back,
    SupplyCardPlayed: Shown._played,
    ActionCardsRevealed: Shown._revealed,
    AllegianceSwitched: Shown._switched,
    ConflictDecided: Shown._decided,
    PointsScored: Shown._scored,
    LandscapeFlipped: Shown._flipped,
    BuildingPlaced: Shown._placed,
    BuildingMoved: Shown._moved,
    BuildingTurned: Shown._turned,
    StrategyCardPassed: Shown._strategy,
    PlayedSupplyDiscarded: Shown._to_discard,
    CardsDiscarded: Shown._discarded,
    DrawEntitled: Shown._entitled,
    CardsDrawn: Shown._drawn,
    DrawPileReshuffled: Shown._reshuffled,
    StartPlayerPassed: Shown._start,
}
"""Event type → what it changes on the shown table; other events change nothing shown."""
