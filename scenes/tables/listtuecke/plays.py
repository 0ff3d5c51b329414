"""Playing at the Mit List und Tücke table, each event with its log line and its animation: a card flies onto its
stack, a stack is struck (the victim is crossed out and the whole stack turns face down), tiles leave the stock one by
one, the chapel is filled, and a character does nothing or its player declines (LT-9, LT-12..LT-19)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.listtuecke.cards import ABILITY_OF, BACK_OF, ELIMINATION, EMPTY_FIELD, SWAP_HANDS
from game.listtuecke.events import (
    AbilityDeclined,
    CardPlayed,
    ChapelFilled,
    NothingHappened,
    StackEliminated,
    TileGained,
)
from scenes.i18n import tr, tr_count
from scenes.tables.kit import script
from scenes.tables.kit.effects import Strike
from scenes.tables.listtuecke.geometry import stack_key, stack_key_of
from scenes.tables.listtuecke.on import On
from scenes.tables.listtuecke.sprites import fly_tiles, leaving, turn
from scenes.tables.listtuecke.words import Line, Reader, character, colour
from scenes.ui import tween
from scenes.ui.cards import VICTIM

if TYPE_CHECKING:
    from scenes.tables.listtuecke.scene import ListTueckeTable

FACE_DOWN_GAP = 0.12


def played_words(event: CardPlayed, reader: Reader) -> Line:
    reader.swapped.discard(event.seat)
    text = tr("listtuecke.log.played", name=reader.name(event.seat), card=character(event.card))
    return Line(event.seat, text, cards=(event.card,))


def played(stage: ListTueckeTable, event: CardPlayed) -> tween.Animation:
    """The card flies from its player's hand onto the top of its stack, face up."""
    key = leaving(stage, event.seat, BACK_OF[event.card], event.card)
    stage.shown.advance(event)
    new = stack_key(len(stage.shown.view.stacks[event.seat]) - 1, event.card)
    stage.board.rekey(key, new)
    script.mark_move(stage, event.seat, [new])
    return tween.parallel(turn(stage, new, event.card), script.fly(stage, new))


def last_card(stage: ListTueckeTable, event: CardPlayed) -> str | None:
    """A person's last card, which the rules play without asking, is named as it is played."""
    if not event.forced or not stage.runner.seats[event.seat].is_human:
        return None
    if event.seat == stage.shown.view.seat:
        return tr("listtuecke.banner.last_card", card=character(event.card))
    return tr("listtuecke.banner.last_card_of", name=stage.names[event.seat], card=character(event.card))


def eliminated_words(event: StackEliminated, reader: Reader) -> Line:
    key = "listtuecke.log.eliminated_lingering" if event.lingering else "listtuecke.log.eliminated"
    text = tr(
        key,
        by=reader.name(event.by_seat),
        by_card=character(event.by_card),
        owner=reader.name(event.seat),
        card=character(event.victim_card),
    )
    flipped = tr_count("listtuecke.log.flipped", event.flipped, count=event.flipped)
    return Line(event.by_seat, f"{text} {flipped}", cards=(event.victim_card, event.by_card))


def eliminated(stage: ListTueckeTable, event: StackEliminated) -> tween.Animation:
    """The victim glows red and is struck through while its striker swells; then the whole stack turns face down,
    top to bottom."""
    board = stage.board
    stacks = stage.shown.view.stacks
    victim_key = stack_key_of(stacks, event.victim_card)
    striker_key = stack_key_of(stacks, event.by_card)
    stage.sound(script.ELIMINATE)
    steps: list[tween.Animation] = []
    victim = board.sprites.get(victim_key) if victim_key is not None else None
    strike = None
    if victim is not None:
        victim.highlight = VICTIM
        strike = Strike(victim.rect.copy())
        stage.effects.strikes.append(strike)
        steps.append(tween.tween_attr(strike, "progress", 1.0, script.STRIKE_SECONDS, tween.ease_out_quad))
    striker = board.sprites.get(striker_key) if striker_key is not None else None
    if striker is not None:
        steps.append(
            tween.sequence(
                tween.scale(striker, 1.15, script.STRIKE_SECONDS / 2, tween.ease_out_quad),
                tween.scale(striker, 1.0, script.STRIKE_SECONDS / 2, tween.ease_in_out_quad),
            )
        )
    stack = list(stacks[event.seat])

    def face_down() -> tween.Animation:
        if strike is not None and strike in stage.effects.strikes:
            stage.effects.strikes.remove(strike)
        if victim is not None:
            victim.highlight = None
        stage.shown.advance(event)
        turns = [
            tween.sequence(tween.Delay(index * FACE_DOWN_GAP), turn(stage, stack_key(height, card), None))
            for index, (height, (card, face_up)) in enumerate(reversed(list(enumerate(stack))))
            if face_up
        ]
        return tween.parallel(*turns)

    return tween.sequence(tween.parallel(*steps), script.Later(face_down))


def tile_words(event: TileGained, reader: Reader) -> Line:
    name = reader.name(event.seat)
    if event.tile == ELIMINATION:
        return Line(event.seat, tr("listtuecke.log.elimination_tile", name=name))
    if event.source == "black_knight":
        return Line(event.seat, tr("listtuecke.log.black_knight_tile", name=name, colour=colour(event.tile)))
    text = tr_count("listtuecke.log.crest_tiles", event.count, name=name, count=event.count, colour=colour(event.tile))
    if event.short:
        text += " " + tr_count("listtuecke.log.short", event.short, count=event.short, colour=colour(event.tile))
    return Line(event.seat, text)


def tile_gained(stage: ListTueckeTable, event: TileGained) -> tween.Animation:
    """Tiles fly one by one from the stock (or the supply of elimination tiles) to the seat's tiles."""
    start = stage.pile_spot(event.tile)
    end = stage.tiles_spot(event.seat, event.tile)
    return fly_tiles(stage, event.tile, event.count, start, end, lambda: stage.shown.advance(event))


def chapel_words(event: ChapelFilled, reader: Reader) -> Line:
    name = reader.name(event.seat)
    if event.tile == ELIMINATION:
        return Line(event.seat, tr("listtuecke.log.chapel_elimination", name=name))
    if event.tile == EMPTY_FIELD:
        return Line(event.seat, tr("listtuecke.log.chapel_empty", name=name))
    return Line(event.seat, tr("listtuecke.log.chapel_tile", name=name, colour=colour(event.tile)))


def chapel_filled(stage: ListTueckeTable, event: ChapelFilled) -> tween.Animation:
    """A tile flies to its chapel field: from the stock (the Saint's) or the supply (the start player's); a field
    the Saint leaves empty glows a moment."""
    end = stage.geometry.zone(f"chapel_field_{event.field + 1}").center
    if event.tile == EMPTY_FIELD:
        stage.shown.advance(event)
        return tween.Delay(0.3)
    return fly_tiles(stage, event.tile, 1, stage.pile_spot(event.tile), end, lambda: stage.shown.advance(event))


def nothing_words(event: NothingHappened, reader: Reader) -> Line:
    text = tr(f"listtuecke.log.nothing.{event.reason}", name=reader.name(event.seat), card=character(event.card))
    return Line(event.seat, text)


def declined_words(event: AbilityDeclined, reader: Reader) -> Line:
    name = reader.name(event.seat)
    if ABILITY_OF[event.card] == SWAP_HANDS and event.seat in reader.swapped:
        return Line(event.seat, tr("listtuecke.log.no_further_swap", name=name))
    return Line(event.seat, tr("listtuecke.log.declined", name=name, card=character(event.card)))


EVENTS: dict[type, On] = {
    CardPlayed: On(played_words, played, forced=last_card),
    StackEliminated: On(eliminated_words, eliminated, beat=1.2, moment=lambda event: True),
    TileGained: On(tile_words, tile_gained, moment=lambda event: event.source == ELIMINATION),
    ChapelFilled: On(chapel_words, chapel_filled),
    NothingHappened: On(nothing_words),
    AbilityDeclined: On(declined_words),
}
"""The events of playing a card."""
