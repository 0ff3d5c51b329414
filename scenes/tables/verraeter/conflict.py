"""The reveal, the conflict and its points at the table (VR-15 to VR-17): the action cards turn up together and a
traitor turns his allegiance card; the totals count up on both sides to the winner; points fly to the winners'
plates from the losing landscape's victory table, whose used I–IV entry is lit, and the landscape turns over. The
conflict is the round's scoring moment: the table holds it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.verraeter.data import EAGLE, TRAITOR
from game.verraeter.events import (
    ActionCardsRevealed,
    AllegianceSwitched,
    ConflictDecided,
    LandscapeFlipped,
    PointsScored,
)
from scenes.tables.kit import script
from scenes.tables.verraeter import landing
from scenes.tables.verraeter.motion import FLIP_PAUSE, On, turn_over
from scenes.tables.verraeter.tally import count_tally
from scenes.tables.verraeter.words import Circle, Line, Listing, Term, action, house, landscape_type, line
from scenes.ui import tween

if TYPE_CHECKING:
    from scenes.tables.verraeter.scene import VerraeterTable


def revealed(stage: VerraeterTable, event: ActionCardsRevealed) -> tween.Animation:
    """Every action card turns up at once."""
    stage.shown.advance(event)
    flips = [
        script.flip(stage, ("action", seat), ("action", card))
        for seat, card in enumerate(event.cards)
        if card is not None and stage.board.cards.get(("action", seat)) is None
    ]
    return tween.sequence(tween.parallel(*flips), tween.Delay(FLIP_PAUSE))


def revealed_line(event: ActionCardsRevealed, circle: Circle) -> Line:
    seats = [seat for seat, card in enumerate(event.cards) if card is not None]
    entries = tuple(
        Term("verraeter.log.revealed_entry", {"name": circle.names[seat], "card": action(event.cards[seat])})
        for seat in seats
    )
    return line(None, "verraeter.log.revealed", lit=tuple(("action", seat) for seat in seats), cards=Listing(entries))


def switched(stage: VerraeterTable, event: AllegianceSwitched) -> tween.Animation:
    """The traitor (or the Diplomat +5 of a united table) turns the allegiance card over, with a shake."""
    stage.shown.advance(event)
    key = ("allegiance", event.seat)
    turn = turn_over(stage, key, ("allegiance", event.house), 0.6)
    sprite = stage.board.sprites.get(key)
    return tween.sequence(turn, script.shake(sprite) if sprite is not None else tween.Delay(0.0))


def switched_line(event: AllegianceSwitched, circle: Circle) -> Line:
    key = "verraeter.log.switched_traitor" if event.card == TRAITOR else "verraeter.log.switched_diplomat"
    lit = (("allegiance", event.seat),)
    return line(event.seat, key, lit=lit, name=circle.names[event.seat], house=house(event.house))


def decided(stage: VerraeterTable, event: ConflictDecided) -> tween.Animation:
    """The tally counts up on both sides, landscape, supply and diplomats, to the winner."""
    stage.shown.advance(event)
    return count_tally(stage, event)


def decided_line(event: ConflictDecided, circle: Circle) -> Line:
    parts = [name for name in ConflictDecided.__dataclass_fields__ if name.startswith(("eagle_", "rose_"))]
    tally = Term("verraeter.log.tally", {name: getattr(event, name) for name in parts})
    outcome = Term("verraeter.log.won", {"house": house(event.winner)}) if event.winner else Term("verraeter.log.tie")
    lit = (("landscape", event.eagle_position), ("landscape", event.rose_position))
    return line(None, "verraeter.log.conflict", lit=lit, tally=tally, outcome=outcome)


def scored(stage: VerraeterTable, event: PointsScored) -> tween.Animation:
    """Points fly to the scorer's name plate from what earned them: landscape points from the losing landscape's
    victory table, whose used entry (how many share the win) is lit; the Traitor's from its allegiance card, the
    Strategist's from the strategy card."""
    stage.shown.advance(event)
    if not event.points:
        return tween.Delay(0.0)
    tally = stage.tally_show.decided if stage.tally_show is not None else None
    if event.reason != "verraeter.landscape" or tally is None:
        return landing.fly_points(stage, event.points, source_of(stage, event), event.seat)
    losing = tally.rose_position if tally.winner == EAGLE else tally.eagle_position
    winners = sum(side == tally.winner for side in stage.shown.view.allegiances)
    stage.lit_entry = (losing, winners)
    return landing.fly_points(stage, event.points, stage.geometry.entry_spot(losing, winners), event.seat)


def source_of(stage: VerraeterTable, event: PointsScored) -> tuple[float, float]:
    """Where points other than a landscape's come from: the card that earned them, else the seat's plate."""
    key = ("strategy", 0) if event.reason == "verraeter.strategist" else ("allegiance", event.seat)
    sprite = stage.board.sprites.get(key)
    return sprite.pos if sprite is not None else stage.geometry.part("plate", event.seat).center


def scored_line(event: PointsScored, circle: Circle) -> Line | None:
    if not event.points:
        return None
    reason = Term(f"verraeter.log.reason.{event.reason}")
    name = circle.names[event.seat]
    return line(event.seat, "verraeter.log.scored", event.points, name=name, points=event.points, reason=reason)


def flipped(stage: VerraeterTable, event: LandscapeFlipped) -> tween.Animation:
    """The losing landscape turns over to the winning house (its building stays)."""
    stage.shown.advance(event)
    card = ("landscape", event.landscape, event.house)
    return tween.sequence(
        tween.Delay(FLIP_PAUSE),
        turn_over(stage, ("landscape", event.position), card, 0.7),
        tween.Call(stage.clear_lit_entry),
    )


def flipped_line(event: LandscapeFlipped, circle: Circle) -> Line:
    words = {"landscape": landscape_type(event.landscape), "house": house(event.house)}
    return line(None, "verraeter.log.flipped", lit=(("landscape", event.position),), **words)


ON = {
    ActionCardsRevealed: On(revealed, revealed_line, beat=1.6),
    AllegianceSwitched: On(switched, switched_line, beat=1.6),
    ConflictDecided: On(decided, decided_line, beat=1.8),
    PointsScored: On(scored, scored_line, moment=True),
    LandscapeFlipped: On(flipped, flipped_line, beat=1.4, moment=True),
}
"""The reveal, a traitor's switch and the tally each stay a while before the next step."""
