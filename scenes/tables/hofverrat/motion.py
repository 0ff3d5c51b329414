"""Hof-Verrat's moves animated from events, with the kit's primitives: a card flies from its player to its place, an
assassin's victim is struck and leaves, drawn cards leave the pile, and the cards around make room.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.hofverrat.events import CardEliminated, CardsDrawn, PlayedToDistrict, PlayedToTable
from scenes.tables.hofverrat import art
from scenes.tables.kit import script
from scenes.tables.kit.board import HAND, PLAYED
from scenes.ui import tween

if TYPE_CHECKING:
    from scenes.tables.hofverrat.scene import HofVerratTable


def played(stage: HofVerratTable, event: PlayedToTable | PlayedToDistrict) -> tween.Animation:
    """The card flies from its player's hand to its place (the shown seat's own card from where it was let go)."""
    board = stage.board
    key = (PLAYED, event.serial)
    own = stage.own.card if stage.own is not None else None
    if event.seat == stage.shown.seat and own is not None and (HAND, own) in board.sprites:
        board.rekey((HAND, own), key)
        board.origin[event.serial] = own
        stage.own = None
    else:
        script.arrive(stage, key, stage.geometry.hand_spot(event.seat), art.SMALL)
        own = None
    stage.shown.apply(event, own)
    script.mark_move(stage, event.seat, [key], adding=bool(stage.shown.turn_areas[:-1]))
    return script.fly(stage, key)


def eliminated(stage: HofVerratTable, event: CardEliminated) -> tween.Animation:
    """The victim is struck through while the assassin swells, then shakes, sinks and fades; the gap closes."""
    return script.eliminate(stage, (PLAYED, event.target), (PLAYED, event.assassin), lambda: stage.shown.apply(event))


def drawn(stage: HofVerratTable, event: CardsDrawn) -> tween.Animation:
    """Cards leave the pile: into the hand (face up when private) or, face down, to another seat's name plate."""
    stage.shown.apply(event)
    pile = stage.geometry.zone("pile").center
    if event.seat == stage.shown.seat and event.cards is not None:
        keys = [(HAND, card) for card in event.cards]
        return script.deal(stage, pile, keys, art.BIG, art.SMALL[0] / art.BIG[0])
    return script.deal_away(stage, pile, stage.geometry.hand_spot(event.seat), event.count, art.SMALL)


SCRIPT = script.Script(
    {PlayedToTable: played, PlayedToDistrict: played, CardEliminated: eliminated, CardsDrawn: drawn},
    beats={CardEliminated: 1.6},
    moments=script.kinds(CardEliminated),
)
"""An assassin's elimination is the turn's scoring moment: the table holds it, and it stays a longer beat."""
