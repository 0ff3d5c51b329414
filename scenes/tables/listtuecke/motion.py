"""Mit List und Tücke's events animated with the kit's primitives: cards dealt, laid aside and passed face down,
played onto stacks, struck (a whole stack turns face down and an elimination tile flies to the eliminator); tiles
leaving the stock one by one; the start-player card moving on with the reason; chapters beginning and ending. The
characters' tricks are in ``tricks``, the sprites' moves in ``sprites``; ``SCRIPT`` gathers every handler.

Each handler moves the shown table on by its event (``stage.shown.apply``) and animates the sprites to their new
homes. Every card turns with the right back showing: a sprite's back is set to the picture it shows before the turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import Event
from game.listtuecke.cards import BACK_OF, ELIMINATION, EMPTY_FIELD
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
    ChapterEnded,
    CharacterNamed,
    HandSeen,
    MiddleCardSeen,
    MiddleFilled,
    MiddleSwapped,
    PassChosen,
    PlacesChanged,
    StackEliminated,
    StartPlayerChecked,
    TileGained,
)
from scenes.i18n import tr
from scenes.tables.kit import script
from scenes.tables.kit.board import FLYING, HAND, Key
from scenes.tables.kit.effects import Strike
from scenes.tables.kit.holders import Home
from scenes.tables.listtuecke import art
from scenes.tables.listtuecke.geometry import (
    ASIDE_KEY,
    BACKS_KEY,
    MIDDLE_KEY,
    PASSING_KEY,
    START_KEY,
    stack_key,
    stack_key_of,
)
from scenes.tables.listtuecke.sprites import arriving, fly, fly_tiles, leaving, move_to, next_serial, turn
from scenes.tables.listtuecke.tricks import (
    hand_seen,
    handed_over,
    healed,
    middle_seen,
    middle_swapped,
    named,
    offered,
    places_changed,
)
from scenes.tables.listtuecke.words import character
from scenes.ui import tween
from scenes.ui.cards import VICTIM

if TYPE_CHECKING:
    from scenes.tables.listtuecke.scene import ListTueckeTable

FACE_DOWN_GAP = 0.12
COLLECT_SECONDS = 0.45


# Dealing and passing.


def chapter_began(stage: ListTueckeTable, event: ChapterBegan) -> tween.Animation:
    """Every card of the last chapter is collected into the middle and gone; the new chapter's banner."""
    board = stage.board
    deck = stage.geometry.deck_spot()
    gathered = [key for key in board.sprites if key[0] not in (FLYING,) and key != START_KEY]
    flights = []
    for key in gathered:
        sprite = board.sprites[key]
        flights.append(
            tween.parallel(
                tween.move(sprite, deck, COLLECT_SECONDS),
                tween.fade(sprite, 0.0, COLLECT_SECONDS),
                on_done=lambda key=key: board.remove(key),
            )
        )
    stage.shown.apply(event)
    text = tr("listtuecke.banner.chapter", chapter=event.chapter)
    return tween.sequence(tween.parallel(*flights), script.banner(stage, text, stage.geometry.zone("board")))


def set_aside(stage: ListTueckeTable, event: CardsSetAside) -> tween.Animation:
    """The variant's cards leave the deck for their place apart, face down."""
    stage.shown.apply(event)
    backs = ["light"] * event.light + ["dark"] * event.dark
    keys = [(ASIDE_KEY, (index, back)) for index, back in enumerate(backs)]
    return _deal_backs(stage, keys)


def _deal_backs(stage: ListTueckeTable, keys: list[Key]) -> tween.Animation:
    """New face-down sprites leave the deck one after another for their homes."""
    board = stage.board
    homes = stage.homes()
    deck = stage.geometry.deck_spot()
    flights = []
    stage.sound(script.DEAL)
    for index, key in enumerate(keys):
        home = homes[key]
        board.add(key, home.card, home.size, deck)
        flights.append(
            tween.sequence(tween.Delay(index * script.DRAW_GAP), board.glide(key, home, script.DRAW_SECONDS))
        )
    return tween.parallel(*flights)


def dealt(stage: ListTueckeTable, event: CardsDealt) -> tween.Animation:
    """Cards of one back are dealt: into the shown seat's hand, turning face up there, or face down to a row."""
    shown = stage.shown
    if event.seat == shown.seat and event.cards is not None:
        shown.apply(event)
        homes = stage.homes()
        keys = [(HAND, card) for card in event.cards]
        board = stage.board
        deck = stage.geometry.deck_spot()
        stage.sound(script.DEAL)
        flights = []
        for index, key in enumerate(keys):
            home = homes[key]
            board.add(key, None, home.size, deck)
            flights.append(
                tween.sequence(
                    tween.Delay(index * script.DRAW_GAP),
                    board.glide(key, Home(home.centre, home.size, None), script.DRAW_SECONDS),
                    script.Later(lambda key=key, card=home.card: turn(stage, key, card)),
                )
            )
        flights.append(board.settle(homes, script.REFLOW_SECONDS, skip=keys))
        return tween.parallel(*flights)
    if event.seat == shown.seat:
        # Dealt to the shown seat while others may be looking: face down into the hand, laid out after the move.
        shown.apply(event)
        keys = [(FLYING, ("arriving", next_serial(), event.back)) for _ in range(event.count)]
        deck = stage.geometry.deck_spot()
        for key in keys:
            stage.board.add(key, None, art.HAND, deck)
        return tween.parallel(
            *(tween.sequence(tween.Delay(i * script.DRAW_GAP), fly(stage, key)) for i, key in enumerate(keys))
        )
    before = shown.hand_backs[event.seat][0 if event.back == "light" else 1]
    shown.apply(event)
    keys = [(BACKS_KEY, (event.seat, event.back, before + index)) for index in range(event.count)]
    return _deal_backs(stage, keys)


def middle_filled(stage: ListTueckeTable, event: MiddleFilled) -> tween.Animation:
    """The cards left over go face down to the middle."""
    stage.shown.apply(event)
    return _deal_backs(stage, [(MIDDLE_KEY, slot) for slot in event.slots])


def pass_chosen(stage: ListTueckeTable, event: PassChosen) -> tween.Animation:
    """A seat lays the card it passes aside, face down (the shown seat's own face up for it)."""
    key = leaving(stage, event.seat, event.back, event.card)
    stage.shown.apply(event)
    new = (PASSING_KEY, (event.seat, event.back))
    return move_to(stage, key, new, stage.homes()[new].card)


def passed(stage: ListTueckeTable, event: CardPassed) -> tween.Animation:
    """The laid-aside card slides face down to the neighbour (face up only for the one who receives it)."""
    old = (PASSING_KEY, (event.giver, event.back))
    if old not in stage.board.sprites:
        script.arrive(stage, old, stage.geometry.aside_spot(event.giver), art.MINI)
    new, card = arriving(stage, event.receiver, event.back, event.card)
    stage.shown.apply(event)
    stage.board.rekey(old, new)
    return tween.sequence(fly(stage, new), script.Later(lambda: turn(stage, new, card)))


# Playing and what the characters do.


def played(stage: ListTueckeTable, event: CardPlayed) -> tween.Animation:
    """The card flies from its player's hand onto the top of its stack, face up."""
    key = leaving(stage, event.seat, BACK_OF[event.card], event.card)
    stage.shown.apply(event)
    new = stack_key(len(stage.shown.stacks[event.seat]) - 1, event.card)
    stage.board.rekey(key, new)
    script.mark_move(stage, event.seat, [new])
    return tween.parallel(turn(stage, new, event.card), script.fly(stage, new))


def eliminated(stage: ListTueckeTable, event: StackEliminated) -> tween.Animation:
    """The victim glows red and is struck through while its striker swells; then the whole stack turns face down,
    top to bottom."""
    board = stage.board
    victim_key = stack_key_of(stage.shown, event.victim_card)
    striker_key = stack_key_of(stage.shown, event.by_card)
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
    stack = list(stage.shown.stacks[event.seat])

    def face_down() -> tween.Animation:
        if strike is not None and strike in stage.effects.strikes:
            stage.effects.strikes.remove(strike)
        if victim is not None:
            victim.highlight = None
        stage.shown.apply(event)
        turns = [
            tween.sequence(tween.Delay(index * FACE_DOWN_GAP), turn(stage, stack_key(height, card), None))
            for index, (height, (card, face_up)) in enumerate(reversed(list(enumerate(stack))))
            if face_up
        ]
        return tween.parallel(*turns)

    return tween.sequence(tween.parallel(*steps), script.Later(face_down))


def tile_gained(stage: ListTueckeTable, event: TileGained) -> tween.Animation:
    """Tiles fly one by one from the stock (or the supply of elimination tiles) to the seat's tiles."""
    start = stage.pile_spot(event.tile)
    end = stage.tiles_spot(event.seat, event.tile)
    return fly_tiles(stage, event.tile, event.count, start, end, lambda: stage.shown.apply(event))


def chapel_filled(stage: ListTueckeTable, event: ChapelFilled) -> tween.Animation:
    """A tile flies to its chapel field: from the stock (the Saint's) or the supply (the start player's); a field
    the Saint leaves empty glows a moment."""
    end = stage.geometry.zone(f"chapel_field_{event.field + 1}").center
    if event.tile == EMPTY_FIELD:
        stage.shown.apply(event)
        return tween.Delay(0.3)
    return fly_tiles(stage, event.tile, 1, stage.pile_spot(event.tile), end, lambda: stage.shown.apply(event))


def start_player(stage: ListTueckeTable, event: StartPlayerChecked) -> tween.Animation:
    """The start-player card moves to the holder of the highest face-up top card, and a banner says why."""
    stage.shown.apply(event)
    if event.card is None:
        text = tr("listtuecke.banner.start_kept", name=stage.names[event.start_player])
    else:
        text = tr("listtuecke.banner.start", name=stage.names[event.start_player], card=character(event.card))
    banner = script.banner(stage, text, stage.geometry.zone("board"), 1.8)
    return tween.parallel(script.fly(stage, START_KEY), banner)


def chapter_ended(stage: ListTueckeTable, event: ChapterEnded) -> tween.Animation:
    """A banner: the chapter is over; its tiles follow."""
    stage.shown.apply(event)
    return script.banner(
        stage, tr("listtuecke.banner.chapter_ended", chapter=event.chapter), stage.geometry.zone("board")
    )


HANDLERS: dict[type[Event], script.Handler] = {
    ChapterBegan: chapter_began,
    CardsSetAside: set_aside,
    CardsDealt: dealt,
    MiddleFilled: middle_filled,
    PassChosen: pass_chosen,
    CardPassed: passed,
    CardPlayed: played,
    StackEliminated: eliminated,
    TileGained: tile_gained,
    CardHealed: healed,
    MiddleCardSeen: middle_seen,
    HandSeen: hand_seen,
    CardOffered: offered,
    CardHandedOver: handed_over,
    MiddleSwapped: middle_swapped,
    PlacesChanged: places_changed,
    ChapelFilled: chapel_filled,
    CharacterNamed: named,
    StartPlayerChecked: start_player,
    ChapterEnded: chapter_ended,
}


def last_card(stage: ListTueckeTable, event: CardPlayed) -> str | None:
    """A person's last card, which the rules play without asking, is named as it is played."""
    if not event.forced or not stage.runner.seats[event.seat].is_human:
        return None
    if event.seat == stage.shown.seat:
        return tr("listtuecke.banner.last_card", card=character(event.card))
    return tr("listtuecke.banner.last_card_of", name=stage.names[event.seat], card=character(event.card))


def _scores(event: Event) -> bool:
    """An elimination with its tile, and a chapter's end (its crests and chapel tile shown just before)."""
    if isinstance(event, TileGained):
        return event.source == ELIMINATION
    return isinstance(event, (StackEliminated, ChapterEnded))


SCRIPT = script.Script(
    HANDLERS,
    beats={
        StackEliminated: 1.2,
        StartPlayerChecked: 1.0,
        CharacterNamed: 1.4,
        CardHandedOver: 1.0,
        HandSeen: 1.2,
        MiddleSwapped: 1.0,
        PlacesChanged: 1.2,
    },
    moments=_scores,
    forced={CardPlayed: last_card},
)
"""Mit List und Tücke's script; the events without a handler (a decline, nothing happening, the Inquisitor's rank,
the game's end) only move the shown table on. An elimination and a chapter's end are its scoring moments; a
person's last card, played by the rules, is named."""
