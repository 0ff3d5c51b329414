"""Verräter's events animated with the kit's primitives: every consequence the issue names moves on screen.

The offer passes round the table as a face-down stack and opens large in front of the person choosing; the set-aside
card slides off unseen; the action cards turn up together and a traitor turns his allegiance card; the conflict's
totals count up on both sides to the winner; points rise on the winners' plates while the used I–IV entry is lit;
the losing landscape turns over; buildings are placed, moved and turned; the strategy and start-player cards change
hands; supply cards go to the discard pile and come off the draw pile (reshuffled when it runs out).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from game.core import Event
from game.verraeter.data import EAGLE
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
    DrawPileReshuffled,
    LandscapeFlipped,
    PhaseStarted,
    PlayedSupplyDiscarded,
    PointsScored,
    StartPlayerPassed,
    StrategyCardPassed,
    SupplyCardPlayed,
)
from scenes.i18n import tr
from scenes.tables.kit import script
from scenes.tables.kit.board import HAND, Key
from scenes.tables.verraeter import art, landing
from scenes.tables.verraeter.geometry import hand_keys
from scenes.tables.verraeter.tally import count_tally
from scenes.ui import tween

if TYPE_CHECKING:
    from scenes.tables.verraeter.scene import VerraeterTable

GATHER_SECONDS = 0.4
FLIP_PAUSE = 0.25
BANNERS = {"conflict_site", "reveal", "kontor_bonus"}
"""Phases announced by a banner over the circle: a new round, the reveal, the end."""


def handing(stage: VerraeterTable, event: Event, moves: Callable[[], Iterable[tuple[Key, Key]]]) -> tween.Animation:
    """Fold ``event`` in and let sprites take new keys (``moves`` gives (old, new) pairs found before the fold), then
    glide everything home: cards that change place keep their sprite, so they fly from where they lay."""
    pairs = [(old, new) for old, new in moves() if old in stage.board.sprites]
    stage.shown.apply(event)
    rename(stage, pairs)
    places = stage.homes()
    for key, home in places.items():
        if key not in stage.board.sprites:
            stage.board.add(key, None, home.size, home.centre)
    flying = [new for _, new in pairs]
    moves_home = [stage.board.glide(key, places[key], script.FLY_SECONDS) for key in flying if key in places]
    if flying:
        stage.sound(script.SLIDE)
    return tween.parallel(*moves_home, stage.board.settle(places, script.REFLOW_SECONDS, skip=flying))


def rename(stage: VerraeterTable, pairs: list[tuple[Key, Key]]) -> None:
    """Give sprites new keys all at once (through stand-in keys, so a chain of renames never overwrites a sprite)."""
    for index, (old, _) in enumerate(pairs):
        stage.board.rekey(old, ("moving", index))
    for index, (_, new) in enumerate(pairs):
        stage.board.rekey(("moving", index), new)


def rehand(stage: VerraeterTable) -> None:
    """Give the hand's sprites the keys ``hand_keys`` expects now that cards came and went (equal values counted
    again from 0), so every remaining card keeps its own sprite."""
    board = stage.board
    by_value: dict[int, list[Key]] = {}
    for key in sorted(key for key in board.sprites if key[0] == HAND):
        by_value.setdefault(key[1][0], []).append(key)
    wanted = hand_keys(stage.shown.hand)
    renames = []
    for value, keys in by_value.items():
        targets = [key for key in wanted if key[1][0] == value]
        renames += [(old, new) for old, new in zip(keys, targets, strict=False) if old != new]
    rename(stage, renames)


def turn_over(stage: VerraeterTable, key: Key, card: tuple, seconds: float) -> tween.Animation:
    """A two-sided thing (a landscape, an allegiance card, a building) turns from the side it showed to ``card``:
    the old side is its back for the turn, so it never shows a card back on the way."""
    board = stage.board
    sprite = board.sprites.get(key)
    if sprite is None:
        return tween.Delay(0.0)
    size = board.sizes[key]
    sprite.set_art(art.face(card, size), art.face(board.cards[key], size))
    board.cards[key] = card
    sprite.flip = 0.0
    board.lift(key)
    stage.sound(script.FLIP)

    def landed() -> None:
        sprite.set_art(art.face(card, size), art.back(size))
        board.land(key)

    return tween.sequence(tween.flip(sprite, True, seconds), tween.Call(landed))


def phase(stage: VerraeterTable, event: PhaseStarted) -> tween.Animation:
    """A new round, the reveal and the end are announced over the circle."""
    returning = event.phase == "return_actions"
    moves = list(_return_moves(stage)) if returning else []
    if returning:
        return handing(stage, event, lambda: moves)
    stage.shown.apply(event)
    if event.phase not in BANNERS:
        return script.settle(stage)
    if event.phase == "conflict_site":
        text = tr("verraeter.log.round", round=event.round, rounds=stage.rounds)
    else:
        text = tr(f"verraeter.phase.{event.phase}")
    return script.banner(stage, text, stage.geometry.zone("overlay"))


def _return_moves(stage: VerraeterTable) -> Iterable[tuple[Key, Key]]:
    """At the end of a round every action card goes back to the middle."""
    shown = stage.shown
    taken = [("action", seat) for seat in range(shown.players) if shown.picks[seat] is not None]
    old = [*taken, *([("aside", 0)] if shown.aside else []), *(("pool", index) for index in range(shown.pool))]
    return [(key, ("pool", index)) for index, key in enumerate(old)]


def dealt(stage: VerraeterTable, event: CardsDealt) -> tween.Animation:
    """The starting hand leaves the draw pile: into the person's hand, or face down to another seat's plate."""
    stage.shown.apply(event)
    return _drawing(stage, event.seat, event.count, event.cards)


def drawn(stage: VerraeterTable, event: CardsDrawn) -> tween.Animation:
    """Cards come off the draw pile."""
    stage.shown.apply(event)
    return _drawing(stage, event.seat, event.count, event.cards)


def _drawing(stage: VerraeterTable, seat: int, count: int, cards: tuple[int, ...] | None) -> tween.Animation:
    pile = stage.geometry.zone("draw_pile").center
    if seat == stage.shown.seat and cards is not None:
        rehand(stage)
        keys = [key for key in hand_keys(stage.shown.hand) if key not in stage.board.sprites]
        return script.deal(stage, pile, keys, art.HAND, art.PILE[0] / art.HAND[0])
    return tween.parallel(
        script.deal_away(stage, pile, stage.geometry.hand_spot(seat), count, art.PLAYED), script.settle(stage)
    )


def site(stage: VerraeterTable, event: ConflictSiteChosen) -> tween.Animation:
    """The conflict marker leaves the strategy card and lands on the border."""
    start = stage.board.sprites[("strategy", 0)].pos if ("strategy", 0) in stage.board.sprites else None
    stage.shown.apply(event)
    places = stage.homes()
    home = places[("marker", 0)]
    if ("marker", 0) not in stage.board.sprites:
        stage.board.add(("marker", 0), home.card, home.size, start or home.centre)
    script.mark_move(stage, event.seat, [("marker", 0)])
    return script.fly(stage, ("marker", 0))


def set_aside(stage: VerraeterTable, event: ActionCardSetAside) -> tween.Animation:
    """The top action card slides aside, face down."""
    top = ("pool", stage.shown.pool - 1)
    return handing(stage, event, lambda: [(top, ("aside", 0))])


def offered(stage: VerraeterTable, event: ActionCardsOffered) -> tween.Animation:
    """The stack passes to the next player (from the middle at first); in front of the person choosing, it opens
    into the offered cards, large and face up."""
    shown = stage.shown
    before = [("offer", index) for index in range(shown.offer_count)] if shown.offer_at is not None else []
    if not before:
        before = [("pool", shown.pool - 1 - index) for index in range(event.count)]
    choosing = event.cards is not None and event.seat == shown.seat and stage.private
    after = [("offered", card) for card in event.cards] if choosing else [("offer", i) for i in range(event.count)]
    return handing(stage, event, lambda: list(zip(before, after, strict=False)))


def taken(stage: VerraeterTable, event: ActionCardTaken) -> tween.Animation:
    """One card leaves the stack for the player's action place (face down for the others); the rest waits."""
    shown = stage.shown
    opened = sorted(key for key in stage.board.sprites if key[0] == "offered")
    if opened:
        chosen = ("offered", event.card)
        first = chosen if chosen in opened else opened[0]
        rest = [key for key in opened if key != first]
    else:
        first, rest = ("offer", shown.offer_count - 1), []
    gathered = [(key, ("offer", index)) for index, key in enumerate(rest)]
    script.mark_move(stage, event.seat, [("action", event.seat)])
    return handing(stage, event, lambda: [(first, ("action", event.seat)), *gathered])


def put_back(stage: VerraeterTable, event: ActionCardsPutBack) -> tween.Animation:
    """What nobody took goes back to the middle, face down."""
    shown = stage.shown
    return handing(
        stage, event, lambda: [(("offer", index), ("pool", shown.pool + index)) for index in range(event.count)]
    )


def supply_played(stage: VerraeterTable, event: SupplyCardPlayed) -> tween.Animation:
    """The card flies from its player's hand to the play area (the person's own from where it was let go)."""
    board, shown = stage.board, stage.shown
    key = ("played", (event.seat, len(shown.played[event.seat])))
    own = (HAND, (event.value, 0))
    if event.seat == shown.seat and own in board.sprites:
        board.rekey(own, key)
        shown.apply(event)
        rehand(stage)
    else:
        shown.apply(event)
        script.arrive(stage, key, stage.geometry.hand_spot(event.seat), art.PLAYED)
    script.mark_move(stage, event.seat, [key], adding=len(shown.played[event.seat]) > 1)
    return script.fly(stage, key)


def revealed(stage: VerraeterTable, event: ActionCardsRevealed) -> tween.Animation:
    """Every action card turns up at once."""
    stage.shown.apply(event)
    flips = [
        script.flip(stage, ("action", seat), ("action", card))
        for seat, card in enumerate(event.cards)
        if card is not None and stage.board.cards.get(("action", seat)) is None
    ]
    return tween.sequence(tween.parallel(*flips), tween.Delay(FLIP_PAUSE))


def switched(stage: VerraeterTable, event: AllegianceSwitched) -> tween.Animation:
    """The traitor (or the Diplomat +5 of a united table) turns the allegiance card over, with a shake."""
    stage.shown.apply(event)
    key = ("allegiance", event.seat)
    turn = turn_over(stage, key, ("allegiance", event.house), 0.6)
    sprite = stage.board.sprites.get(key)
    return tween.sequence(turn, script.shake(sprite) if sprite is not None else tween.Delay(0.0))


def decided(stage: VerraeterTable, event: ConflictDecided) -> tween.Animation:
    """The tally counts up on both sides, landscape, supply and diplomats, to the winner."""
    stage.shown.apply(event)
    return count_tally(stage, event)


def scored(stage: VerraeterTable, event: PointsScored) -> tween.Animation:
    """Points fly to the scorer's name plate from what earned them: landscape points from the losing landscape's
    victory table, whose used entry (how many share the win) is lit; the Traitor's from its allegiance card, the
    Strategist's from the strategy card."""
    stage.shown.apply(event)
    if not event.points:
        return tween.Delay(0.0)
    tally = stage.shown.tally
    if event.reason != "verraeter.landscape" or tally is None:
        return landing.fly_points(stage, event.points, source_of(stage, event), event.seat)
    losing = tally.rose_position if tally.winner == EAGLE else tally.eagle_position
    winners = sum(house == tally.winner for house in stage.shown.allegiances)
    stage.lit_entry = (losing, winners)
    return landing.fly_points(stage, event.points, stage.geometry.entry_spot(losing, winners), event.seat)


def source_of(stage: VerraeterTable, event: PointsScored) -> tuple[float, float]:
    """Where points other than a landscape's come from: the card that earned them, else the seat's plate."""
    key = ("strategy", 0) if event.reason == "verraeter.strategist" else ("allegiance", event.seat)
    sprite = stage.board.sprites.get(key)
    return sprite.pos if sprite is not None else stage.geometry.part("plate", event.seat).center


def flipped(stage: VerraeterTable, event: LandscapeFlipped) -> tween.Animation:
    """The losing landscape turns over to the winning house (its building stays)."""
    stage.shown.apply(event)
    card = ("landscape", event.landscape, event.house)
    return tween.sequence(
        tween.Delay(FLIP_PAUSE),
        turn_over(stage, ("landscape", event.position), card, 0.7),
        tween.Call(stage.clear_lit_entry),
    )


def placed(stage: VerraeterTable, event: BuildingPlaced) -> tween.Animation:
    """A building leaves its owner's stock for the place under a landscape."""
    top = ("stock", (event.seat, stage.shown.stock[event.seat] - 1))
    script.mark_move(stage, event.seat, [("building", event.position)])
    return handing(stage, event, lambda: [(top, ("building", event.position))])


def moved(stage: VerraeterTable, event: BuildingMoved) -> tween.Animation:
    """A building moves to another landscape, the same side up."""
    script.mark_move(stage, event.seat, [("building", event.target)])
    return handing(stage, event, lambda: [(("building", event.origin), ("building", event.target))])


def turned(stage: VerraeterTable, event: BuildingTurned) -> tween.Animation:
    """A building turns over where it stands."""
    stage.shown.apply(event)
    script.mark_move(stage, event.seat, [("building", event.position)])
    return turn_over(stage, ("building", event.position), ("building", event.side, event.seat), 0.5)


def strategy_passed(stage: VerraeterTable, event: StrategyCardPassed) -> tween.Animation:
    """The strategy card goes to the Stratege."""
    stage.shown.apply(event)
    return script.fly(stage, ("strategy", 0)) if ("strategy", 0) in stage.board.sprites else script.settle(stage)


def start_passed(stage: VerraeterTable, event: StartPlayerPassed) -> tween.Animation:
    """The start-player card passes to the left."""
    stage.shown.apply(event)
    return script.fly(stage, ("start", 0)) if ("start", 0) in stage.board.sprites else script.settle(stage)


def supply_discarded(stage: VerraeterTable, event: PlayedSupplyDiscarded) -> tween.Animation:
    """Every supply card played this round goes to the discard pile."""
    keys = [key for key in stage.board.sprites if key[0] == "played"]
    stage.shown.apply(event)
    return _gather(stage, keys)


def hand_discarded(stage: VerraeterTable, event: CardsDiscarded) -> tween.Animation:
    """Discarded hand cards go face up to the discard pile (the person's own from the hand)."""
    board, shown = stage.board, stage.shown
    keys: list[Key] = []
    if event.seat == shown.seat:
        remaining = {key: None for key in board.sprites if key[0] == HAND}
        for value in event.cards:
            key = next((key for key in sorted(remaining, reverse=True) if key[1][0] == value), None)
            if key is not None:
                remaining.pop(key)
                keys.append(key)
    for index, key in enumerate(keys):
        board.rekey(key, ("leaving", index))
    keys = [("leaving", index) for index in range(len(keys))]
    if event.seat != shown.seat:
        spot = stage.geometry.hand_spot(event.seat)
        for index, value in enumerate(event.cards):
            board.add(("leaving", index), ("supply", value), art.PLAYED, spot)
            keys.append(("leaving", index))
    shown.apply(event)
    rehand(stage)
    return _gather(stage, keys)


def _gather(stage: VerraeterTable, keys: list[Key]) -> tween.Animation:
    """Cards fly onto the discard pile and are gone; the pile's new top shows."""
    board = stage.board
    target = stage.geometry.zone("discard_pile").center
    flights = []
    for index, key in enumerate(keys):
        sprite = board.sprites[key]
        board.lift(key)
        flights.append(
            tween.sequence(
                tween.Delay(index * script.DRAW_GAP / 2),
                tween.move(sprite, target, GATHER_SECONDS),
                tween.Call(lambda key=key: board.remove(key)),
            )
        )
    if keys:
        stage.sound(script.SLIDE)
    return tween.sequence(tween.parallel(*flights), script.settle(stage))


def reshuffled(stage: VerraeterTable, event: DrawPileReshuffled) -> tween.Animation:
    """The discard pile is turned over and shuffled into a new draw pile."""
    stage.sound(script.DEAL)
    return handing(stage, event, lambda: [(("discard", 0), ("draw", 0))])


SCRIPT = script.Script(
    {
        PhaseStarted: phase,
        CardsDealt: dealt,
        ConflictSiteChosen: site,
        ActionCardSetAside: set_aside,
        ActionCardsOffered: offered,
        ActionCardTaken: taken,
        ActionCardsPutBack: put_back,
        SupplyCardPlayed: supply_played,
        ActionCardsRevealed: revealed,
        AllegianceSwitched: switched,
        ConflictDecided: decided,
        PointsScored: scored,
        LandscapeFlipped: flipped,
        BuildingPlaced: placed,
        BuildingMoved: moved,
        BuildingTurned: turned,
        StrategyCardPassed: strategy_passed,
        StartPlayerPassed: start_passed,
        PlayedSupplyDiscarded: supply_discarded,
        CardsDiscarded: hand_discarded,
        CardsDrawn: drawn,
        DrawPileReshuffled: reshuffled,
    },
    beats={
        ActionCardsRevealed: 1.6,
        AllegianceSwitched: 1.6,
        ConflictDecided: 1.8,
        LandscapeFlipped: 1.4,
        BuildingPlaced: 1.1,
        BuildingMoved: 1.1,
        BuildingTurned: 1.1,
    },
    moments=script.kinds(PointsScored, LandscapeFlipped),
)
"""The conflict is the round's scoring moment (its points and the landscape turning over): the table holds it. The
reveal, a traitor's switch and the tally each stay a while before the next step, and a building a little longer than
a card."""
