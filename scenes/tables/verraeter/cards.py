"""The supply cards at the table (VR-10, VR-14, VR-20, VR-21): dealt and drawn off the draw pile (into the person's
hand, or face down to another seat's plate), played face up to the play area, discarded to the open pile, and the
pile turned over into a new draw pile when it runs out."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.verraeter.events import (
    CardsDealt,
    CardsDiscarded,
    CardsDrawn,
    DrawPileReshuffled,
    PlayedSupplyDiscarded,
    SupplyCardPlayed,
    SupplyEnded,
)
from scenes.tables.kit import script
from scenes.tables.kit.board import HAND, Key
from scenes.tables.verraeter import art
from scenes.tables.verraeter.geometry import hand_keys
from scenes.tables.verraeter.motion import On, gather, handing, rehand
from scenes.tables.verraeter.words import Circle, Line, line, values
from scenes.ui import tween

if TYPE_CHECKING:
    from scenes.tables.verraeter.scene import VerraeterTable

DRAWN_BEAT = 0.45
"""How long a seat's drawn cards lie still before the next seat draws (normal speed)."""
GONE_BEAT = 0.7
"""How long the table stays still after cards went to the discard pile, so the pile's new top can be seen."""
RESHUFFLE_BEAT = 1.0
"""How long the new draw pile stays still before anyone draws from it (normal speed)."""
RESHUFFLE_SECONDS = 0.8
"""The discard pile travels to the draw pile's place slowly enough to be seen turning into it."""


def drawing(stage: VerraeterTable, event: CardsDealt | CardsDrawn) -> tween.Animation:
    """Cards come off the draw pile: into the person's hand, or face down to another seat's plate."""
    stage.shown.advance(event)
    pile = stage.geometry.zone("draw_pile").center
    if event.seat == stage.shown.view.seat and event.cards is not None:
        rehand(stage)
        keys = [key for key in hand_keys(stage.shown.view.hand) if key not in stage.board.sprites]
        return script.deal(stage, pile, keys, art.HAND, art.PILE[0] / art.HAND[0])
    return tween.parallel(
        script.deal_away(stage, pile, stage.geometry.hand_spot(event.seat), event.count, art.PLAYED),
        script.settle(stage),
    )


def dealt_line(event: CardsDealt, circle: Circle) -> Line:
    name = circle.names[event.seat]
    if event.public and event.cards is not None:
        return line(event.seat, "verraeter.log.dealt_open", name=name, cards=values(event.cards))
    if event.cards is not None and event.seat == circle.viewer:
        return line(event.seat, "verraeter.log.dealt_own", name=name, cards=values(event.cards))
    return line(event.seat, "verraeter.log.dealt", name=name, count=event.count)


def drawn_line(event: CardsDrawn, circle: Circle) -> Line:
    name = circle.names[event.seat]
    if event.cards is not None and event.seat == circle.viewer:
        return line(event.seat, "verraeter.log.drawn_own", name=name, cards=values(event.cards))
    return line(event.seat, "verraeter.log.drawn", event.count, name=name, count=event.count)


def played(stage: VerraeterTable, event: SupplyCardPlayed) -> tween.Animation:
    """The card flies from its player's hand to the play area (the person's own from where it was let go)."""
    board, shown = stage.board, stage.shown
    key = ("played", (event.seat, len(shown.view.played[event.seat])))
    own = (HAND, (event.value, 0))
    if event.seat == shown.view.seat and own in board.sprites:
        board.rekey(own, key)
        shown.advance(event)
        rehand(stage)
    else:
        shown.advance(event)
        script.arrive(stage, key, stage.geometry.hand_spot(event.seat), art.PLAYED)
    script.mark_move(stage, event.seat, [key], adding=len(shown.view.played[event.seat]) > 1)
    return script.fly(stage, key)


def supply_ended(stage: VerraeterTable, event: SupplyEnded) -> tween.Animation:
    """A seat is done playing supply cards: the person's hand, which kept its gaps while they played, closes up."""
    stage.shown.advance(event)
    return script.settle(stage)


def supply_ended_line(event: SupplyEnded, circle: Circle) -> Line:
    name = circle.names[event.seat]
    if not event.count:
        return line(event.seat, "verraeter.log.supply_none", name=name)
    return line(event.seat, "verraeter.log.supply_done", event.count, name=name, count=event.count)


def supply_discarded(stage: VerraeterTable, event: PlayedSupplyDiscarded) -> tween.Animation:
    """Every supply card played this round goes to the discard pile."""
    keys = [key for key in stage.board.sprites if key[0] == "played"]
    stage.shown.advance(event)
    return gather(stage, keys)


def hand_discarded(stage: VerraeterTable, event: CardsDiscarded) -> tween.Animation:
    """Discarded hand cards go face up to the discard pile (the person's own from the hand)."""
    board, own = stage.board, event.seat == stage.shown.view.seat
    keys: list[Key] = []
    if own:
        remaining = {key: None for key in board.sprites if key[0] == HAND}
        for value in event.cards:
            key = next((key for key in sorted(remaining, reverse=True) if key[1][0] == value), None)
            if key is not None:
                remaining.pop(key)
                keys.append(key)
    for index, key in enumerate(keys):
        board.rekey(key, ("leaving", index))
    keys = [("leaving", index) for index in range(len(keys))]
    if not own:
        spot = stage.geometry.hand_spot(event.seat)
        for index, value in enumerate(event.cards):
            board.add(("leaving", index), ("supply", value), art.PLAYED, spot)
            keys.append(("leaving", index))
    stage.shown.advance(event)
    rehand(stage)
    return gather(stage, keys)


def hand_discarded_line(event: CardsDiscarded, circle: Circle) -> Line | None:
    if not event.cards:
        return None
    key = "verraeter.log.discard_limit" if event.reason == "hand_limit" else "verraeter.log.discard_bonus"
    return line(event.seat, key, name=circle.names[event.seat], cards=values(event.cards))


def reshuffled(stage: VerraeterTable, event: DrawPileReshuffled) -> tween.Animation:
    """The discard pile is turned over and shuffled into a new draw pile."""
    stage.sound(script.DEAL)
    return handing(stage, event, lambda: [(("discard", 0), ("draw", 0))], seconds=RESHUFFLE_SECONDS)


ON = {
    CardsDealt: On(drawing, dealt_line),
    CardsDrawn: On(drawing, drawn_line, beat=DRAWN_BEAT),
    SupplyCardPlayed: On(
        played,
        lambda event, circle: line(
            event.seat, "verraeter.log.played", name=circle.names[event.seat], value=event.value
        ),
    ),
    SupplyEnded: On(supply_ended, supply_ended_line),
    PlayedSupplyDiscarded: On(
        supply_discarded,
        lambda event, circle: line(None, "verraeter.log.to_discard") if event.cards else None,
        beat=GONE_BEAT,
    ),
    CardsDiscarded: On(hand_discarded, hand_discarded_line, beat=GONE_BEAT),
    DrawPileReshuffled: On(
        reshuffled,
        lambda event, circle: line(None, "verraeter.log.reshuffled", count=event.count),
        beat=RESHUFFLE_BEAT,
    ),
}
