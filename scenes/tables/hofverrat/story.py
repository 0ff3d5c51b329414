"""Hof-Verrat's events, each told once: how the table shows it and the log line it gets, as the shown seat saw it.

A card flies from its player to its place, an assassin's victim is struck and leaves, drawn cards leave the pile, and
the cards around make room; each handler first folds its event into the shown view (``scenes.tables.kit.folded``), so
the homes the cards glide to are the view's. An event without a handler only moves that view on.

The log's lines are made from the redacted events, so the log tells exactly what its reader may know: a spy is "a spy,
face down", a card an assassin removes unseen stays unseen, and drawn cards are never named (only the pile runs
down). Each line names the card it is about, so hovering it lights that card.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from game.core import Event
from game.hofverrat.events import CardEliminated, CardsDrawn, GameEnded, PlayedToDistrict, PlayedToTable, TurnStarted
from scenes.i18n import tr
from scenes.tables.hofverrat import art
from scenes.tables.hofverrat.words import card_name, side_name
from scenes.tables.kit import script
from scenes.tables.kit.board import HAND, PLAYED
from scenes.tables.kit.log import Entry
from scenes.ui import tween

if TYPE_CHECKING:
    from scenes.tables.hofverrat.scene import HofVerratTable

Words = Callable[[Any, Sequence[str]], "Entry | None"]
"""An event's log line from the event and the seats' names (None: the log leaves it out)."""


@dataclasses.dataclass(frozen=True)
class Telling:
    """One kind of event told: ``show`` animates it (None: it only moves the shown view on) and ``words`` is its log
    line."""

    show: script.Handler | None
    words: Words


# Placements.


def placed(stage: HofVerratTable, event: PlayedToTable | PlayedToDistrict) -> tween.Animation:
    """The card flies from its player's hand to its place (the shown seat's own card from where it was let go)."""
    board = stage.board
    key = (PLAYED, event.serial)
    own = stage.own.card if stage.own is not None and event.seat == stage.shown.view.seat else None
    if own is not None and (HAND, own) in board.sprites:
        board.rekey((HAND, own), key)
        board.origin[event.serial] = own
        stage.own = None
    else:
        script.arrive(stage, key, stage.geometry.hand_spot(event.seat), art.SMALL)
    stage.shown.advance(event)
    script.mark_move(stage, event.seat, [key], adding=len(stage.shown.view.turn_areas) > 1)
    return script.fly(stage, key)


def to_table_words(event: PlayedToTable, names: Sequence[str]) -> Entry:
    name, side = names[event.seat], side_name(event.side)
    if event.card is None:
        text = tr("hofverrat.log.spy_to_table", name=name, side=side)
    else:
        text = tr("hofverrat.log.to_table", name=name, card=card_name(event.card), side=side)
    return Entry(event.seat, text, cards=((PLAYED, event.serial),))


def to_district_words(event: PlayedToDistrict, names: Sequence[str]) -> Entry:
    name, own = names[event.seat], event.district == event.seat
    if event.card is None and own:
        text = tr("hofverrat.log.spy_to_own", name=name)
    elif event.card is None:
        text = tr("hofverrat.log.spy_to_district", name=name, owner=names[event.district])
    elif own:
        text = tr("hofverrat.log.to_own", name=name, card=card_name(event.card))
    else:
        text = tr("hofverrat.log.to_district", name=name, card=card_name(event.card), owner=names[event.district])
    return Entry(event.seat, text, cards=((PLAYED, event.serial),))


# An assassin's strike.


def eliminated(stage: HofVerratTable, event: CardEliminated) -> tween.Animation:
    """The victim is struck through while the assassin swells, then shakes, sinks and fades; the gap closes."""
    return script.eliminate(stage, (PLAYED, event.target), (PLAYED, event.assassin), lambda: stage.shown.advance(event))


def eliminated_words(event: CardEliminated, names: Sequence[str]) -> Entry:
    cards = ((PLAYED, event.assassin),)
    if event.card is None:
        return Entry(event.seat, tr("hofverrat.log.eliminated_spy"), cards=cards)
    return Entry(event.seat, tr("hofverrat.log.eliminated", card=card_name(event.card)), cards=cards)


# The pile and the turns.


def drawn(stage: HofVerratTable, event: CardsDrawn) -> tween.Animation:
    """Cards leave the pile: into the hand (face up when private) or, face down, to another seat's name plate."""
    stage.shown.advance(event)
    pile = stage.geometry.zone("pile").center
    if event.seat == stage.shown.view.seat and event.cards is not None:
        keys = [(HAND, card) for card in event.cards]
        return script.deal(stage, pile, keys, art.BIG, art.SMALL[0] / art.BIG[0])
    return script.deal_away(stage, pile, stage.geometry.hand_spot(event.seat), event.count, art.SMALL)


def drawn_words(event: CardsDrawn, names: Sequence[str]) -> Entry | None:
    """Drawn cards are never named; the log says only when the pile runs out."""
    return Entry(None, tr("hofverrat.log.pile_empty")) if event.pile_left == 0 and event.count else None


def turn_words(event: TurnStarted, names: Sequence[str]) -> Entry:
    return Entry(event.seat, tr("hofverrat.log.turn", name=names[event.seat]), heading=True)


def ended_words(event: GameEnded, names: Sequence[str]) -> Entry:
    return Entry(None, tr("hofverrat.log.game_over"), heading=True)


TELLINGS: dict[type[Event], Telling] = {
    PlayedToTable: Telling(placed, to_table_words),
    PlayedToDistrict: Telling(placed, to_district_words),
    CardEliminated: Telling(eliminated, eliminated_words),
    CardsDrawn: Telling(drawn, drawn_words),
    TurnStarted: Telling(None, turn_words),
    GameEnded: Telling(None, ended_words),
}
"""Every event the table animates or words. The rest (missions dealt or shown, a spy turned up at the end, what the
table waits for) only move the shown view on: the scoring show turns the spies and the missions over."""


def describe(event: Event, names: Sequence[str]) -> Entry | None:
    """The log line for one event, or None for events the log leaves out."""
    telling = TELLINGS.get(type(event))
    return telling.words(event, names) if telling is not None else None


SCRIPT = script.Script(
    {kind: telling.show for kind, telling in TELLINGS.items() if telling.show is not None},
    beats={CardEliminated: 1.6},
    moments=script.kinds(CardEliminated),
)
"""An assassin's elimination is the turn's scoring moment: the table holds it, and it stays a longer beat."""
