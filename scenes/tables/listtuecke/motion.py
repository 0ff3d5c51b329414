"""Mit List und Tücke's events animated with the kit's primitives: cards dealt, laid aside and passed face down,
played onto stacks, struck (a whole stack turns face down and an elimination tile flies to the eliminator), swapped
with hands and the middle, looked at; tiles leaving the stock one by one; the start-player card moving on with the
reason; chapters beginning and ending.

Each handler moves the shown table on by its event (``stage.shown.apply``) and animates the sprites to their new
homes. Every card turns with the right back showing: a sprite's back is set to the picture it shows before the turn.
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

from game.core import Event
from game.listtuecke.cards import BACK_OF, EMPTY_FIELD
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
from scenes.tables.kit.holders import Home, Point, Size
from scenes.tables.listtuecke import art
from scenes.tables.listtuecke.geometry import (
    ASIDE_KEY,
    BACKS_KEY,
    MIDDLE_KEY,
    OFFER_KEY,
    PASSING_KEY,
    START_KEY,
    stack_key,
    stack_key_of,
)
from scenes.tables.listtuecke.words import character
from scenes.ui import tween
from scenes.ui.cards import LEGAL, VICTIM

if TYPE_CHECKING:
    from scenes.tables.listtuecke.scene import ListTueckeTable

TURN_SECONDS = 0.4
FACE_DOWN_GAP = 0.12
TILE_SECONDS = 0.45
TILE_GAP = 0.14
LOOK_SECONDS = 0.9
COLLECT_SECONDS = 0.45
_serials = itertools.count()


# Turning cards over with the right back.


def turn(stage: ListTueckeTable, key: Key, card: int | None, seconds: float = TURN_SECONDS) -> tween.Animation:
    """Turn a sprite over where it lies, to show ``card`` (None: its back, which the board knows from its key)."""
    board = stage.board
    if key not in board.sprites or board.cards[key] == card:
        return tween.Delay(0.0)
    sprite = board.sprites[key]
    size = board.sizes[key]
    shown = board.cards[key]
    if card is not None:
        board.dress(key, card, size)
        sprite.flip = 0.0 if shown is None else sprite.flip
        ending = tween.Call(lambda: board.land(key))
    else:
        sprite.flip = 1.0
        ending = tween.Call(lambda: _hidden(stage, key, size))
    board.lift(key)
    stage.sound(script.FLIP)
    return tween.sequence(tween.flip(sprite, card is not None, seconds), ending)


def _hidden(stage: ListTueckeTable, key: Key, size: Size) -> None:
    """A card turned face down carries no face any more."""
    board = stage.board
    if key in board.sprites:
        board.dress(key, None, size)
        board.sprites[key].flip = 0.0
        board.land(key)


def move_to(stage: ListTueckeTable, old: Key, new: Key, card: int | None) -> tween.Animation:
    """The sprite ``old`` becomes ``new``, turns to show ``card`` on its way, and flies to its new home."""
    stage.board.rekey(old, new)
    return tween.parallel(turn(stage, new, card), fly(stage, new))


def _backs_key(stage: ListTueckeTable, seat: int, back: str) -> Key:
    """The sprite of the last card of ``back`` in another seat's row of backs (the one that leaves)."""
    count = stage.shown.hand_backs[seat][0 if back == "light" else 1]
    return (BACKS_KEY, (seat, back, count - 1))


def _leaving(stage: ListTueckeTable, seat: int, back: str, card: int | None) -> Key:
    """The sprite of a card leaving ``seat``'s hand: the shown seat's own card (which it knows even when the event
    hides it from a screen others may see), or the last back of its row."""
    if seat == stage.shown.seat and card is None:
        card = getattr(stage.own, "card", None)
    if seat == stage.shown.seat and card is not None and (HAND, card) in stage.board.sprites:
        return (HAND, card)
    key = _backs_key(stage, seat, back)
    if key not in stage.board.sprites:
        script.arrive(stage, key, stage.geometry.hand_spot(seat), art.MINI)
    return key


def _arriving(stage: ListTueckeTable, seat: int, back: str, card: int | None) -> tuple[Key, int | None]:
    """The key and face of a card arriving in ``seat``'s hand (before the shown table counts it). A card coming to
    the shown seat that the event hides (others may be looking) only flies there face down and is gone: the hand is
    laid out again from the view once the move is over."""
    if seat == stage.shown.seat:
        if card is None:
            return (FLYING, ("arriving", next(_serials), back)), None
        return (HAND, card), card if stage.private else None
    count = stage.shown.hand_backs[seat][0 if back == "light" else 1]
    return (BACKS_KEY, (seat, back, count)), None


def fly(stage: ListTueckeTable, key: Key) -> tween.Animation:
    """``key`` flies to its home; a sprite without one (a hidden card coming to the shown seat's hand) flies to that
    hand face down and fades there."""
    if key in stage.homes():
        return script.fly(stage, key)
    board = stage.board
    sprite = board.sprites[key]
    board.lift(key)
    return tween.parallel(
        tween.move(sprite, stage.geometry.hand_spot(stage.shown.seat), script.FLY_SECONDS),
        tween.sequence(tween.Delay(script.FLY_SECONDS * 0.6), tween.fade(sprite, 0.0, script.FLY_SECONDS * 0.4)),
        on_done=lambda: board.remove(key),
    )


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
        keys = [(FLYING, ("arriving", next(_serials), event.back)) for _ in range(event.count)]
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
    key = _leaving(stage, event.seat, event.back, event.card)
    stage.shown.apply(event)
    new = (PASSING_KEY, (event.seat, event.back))
    return move_to(stage, key, new, stage.homes()[new].card)


def passed(stage: ListTueckeTable, event: CardPassed) -> tween.Animation:
    """The laid-aside card slides face down to the neighbour (face up only for the one who receives it)."""
    old = (PASSING_KEY, (event.giver, event.back))
    if old not in stage.board.sprites:
        script.arrive(stage, old, stage.geometry.aside_spot(event.giver), art.MINI)
    new, card = _arriving(stage, event.receiver, event.back, event.card)
    stage.shown.apply(event)
    stage.board.rekey(old, new)
    return tween.sequence(fly(stage, new), script.Later(lambda: turn(stage, new, card)))


# Playing and what the characters do.


def played(stage: ListTueckeTable, event: CardPlayed) -> tween.Animation:
    """The card flies from its player's hand onto the top of its stack, face up."""
    key = _leaving(stage, event.seat, BACK_OF[event.card], event.card)
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


def fly_tiles(
    stage: ListTueckeTable, kind: str, count: int, start: Point, end: Point, landed: object
) -> tween.Animation:
    """``count`` tiles of ``kind`` fly from ``start`` to ``end``; ``landed`` is called once the last has landed."""
    board = stage.board
    flights = []
    for index in range(count):
        key = (FLYING, ("tile", next(_serials)))
        sprite = board.add(key, art.tile(kind), (art.TILE, art.TILE), start)
        sprite.alpha = 0.0
        board.lift(key)
        flights.append(
            tween.sequence(
                tween.Delay(index * TILE_GAP),
                tween.Call(lambda sprite=sprite: setattr(sprite, "alpha", 255.0)),
                tween.move(sprite, end, TILE_SECONDS),
                tween.Call(lambda key=key: board.remove(key)),
            )
        )
    if count:
        stage.sound(script.PLACE)
    return tween.sequence(tween.parallel(*flights), tween.Call(landed))  # type: ignore[arg-type]


def healed(stage: ListTueckeTable, event: CardHealed) -> tween.Animation:
    """The Quack's card turns face up again where it lies."""
    stage.shown.apply(event)
    return turn(stage, stack_key(event.position, event.card), event.card)


def middle_seen(stage: ListTueckeTable, event: MiddleCardSeen) -> tween.Animation:
    """The Seer looks at a middle card: it lifts; for the Seer's own player it turns face up a moment and back."""
    stage.shown.apply(event)
    key = (MIDDLE_KEY, event.slot)
    sprite = stage.board.sprites.get(key)
    if sprite is None:
        return tween.Delay(0.0)
    x, y = sprite.pos
    rise = tween.sequence(tween.move(sprite, (x, y - 16), 0.15), tween.move(sprite, (x, y), 0.15))
    if event.card is None or not stage.private:
        return rise
    return tween.sequence(
        turn(stage, key, event.card), tween.Delay(LOOK_SECONDS), script.Later(lambda: turn(stage, key, None))
    )


def hand_seen(stage: ListTueckeTable, event: HandSeen) -> tween.Animation:
    """The Witch looks at a hand: its cards glow a moment; for the Witch's own player they turn face up and back."""
    board = stage.board
    keys = [key for key in board.sprites if key[0] == BACKS_KEY and key[1][0] == event.target]
    for key in keys:
        board.sprites[key].highlight = LEGAL
    shown_faces: list[tween.Animation] = []
    if event.cards is not None and event.seat == stage.shown.seat and stage.private:
        light = [card for card in event.cards if BACK_OF[card] == "light"]
        dark = [card for card in event.cards if BACK_OF[card] == "dark"]
        for back, cards in (("light", light), ("dark", dark)):
            for index, card in enumerate(cards):
                key = (BACKS_KEY, (event.target, back, index))
                if key in board.sprites:
                    shown_faces.append(
                        tween.sequence(
                            turn(stage, key, card),
                            tween.Delay(LOOK_SECONDS),
                            script.Later(lambda key=key: turn(stage, key, None)),
                        )
                    )

    def done() -> None:
        for key in keys:
            if key in board.sprites:
                board.sprites[key].highlight = None

    return tween.sequence(tween.parallel(tween.Delay(LOOK_SECONDS), *shown_faces), tween.Call(done))


def offered(stage: ListTueckeTable, event: CardOffered) -> tween.Animation:
    """The Courtesan's player lays a card face down before the partner."""
    key = _leaving(stage, event.seat, event.back, event.card)
    stage.shown.apply(event)
    new = (OFFER_KEY, (event.seat, event.back))
    return move_to(stage, key, new, stage.homes()[new].card)


def handed_over(stage: ListTueckeTable, event: CardHandedOver) -> tween.Animation:
    """A card goes from one hand to another, face down (face up to those who know it; shown to all when named)."""
    shown = stage.shown
    offer = shown.offer
    if offer is not None and (event.giver, event.receiver) == (offer.seat, offer.partner):
        old = (OFFER_KEY, (offer.seat, offer.back))
    else:
        old = _leaving(stage, event.giver, event.back, event.card)
    new, card = _arriving(stage, event.receiver, event.back, event.card)
    steps: list[tween.Animation] = []
    if event.shown and event.card is not None and old in stage.board.sprites:
        steps.append(turn(stage, old, event.card))
        steps.append(tween.Delay(LOOK_SECONDS))
    shown.apply(event)

    def away() -> tween.Animation:
        stage.board.rekey(old, new)
        return tween.parallel(turn(stage, new, card), fly(stage, new))

    return tween.sequence(*steps, script.Later(away))


def middle_swapped(stage: ListTueckeTable, event: MiddleSwapped) -> tween.Animation:
    """A hand card and a middle card of the same back change places, face down to everyone else."""
    board = stage.board
    slot_key = (MIDDLE_KEY, event.slot)
    given = _leaving(stage, event.seat, event.back, event.given)
    taken_key, taken_card = _arriving(stage, event.seat, event.back, event.taken)
    if event.seat != stage.shown.seat or event.taken is None:
        # The row of backs keeps its length: the card from the middle takes the place of the one given.
        taken_key = given
        taken_card = None
    stage.shown.apply(event)
    temporary = (FLYING, ("swap", next(_serials), event.back))
    if slot_key in board.sprites:
        board.rekey(slot_key, temporary)
    board.rekey(given, slot_key)
    steps = [turn(stage, slot_key, None), script.fly(stage, slot_key)]
    if temporary in board.sprites:
        board.rekey(temporary, taken_key)
        steps += [turn(stage, taken_key, taken_card), fly(stage, taken_key)]
    return tween.parallel(*steps)


def places_changed(stage: ListTueckeTable, event: PlacesChanged) -> tween.Animation:
    """The Intriguer and the highest card change places, each flying to the other stack."""
    board = stage.board
    old_card = stack_key(len(stage.shown.stacks[event.seat]) - 1, event.card)
    old_gained = stack_key(len(stage.shown.stacks[event.other]) - 1, event.gained)
    stage.shown.apply(event)
    temporary = (FLYING, ("intrigue", next(_serials)))
    board.rekey(old_card, temporary)
    board.rekey(old_gained, stack_key(len(stage.shown.stacks[event.seat]) - 1, event.gained))
    board.rekey(temporary, stack_key(len(stage.shown.stacks[event.other]) - 1, event.card))
    return script.settle(stage, seconds=script.FLY_SECONDS)


def chapel_filled(stage: ListTueckeTable, event: ChapelFilled) -> tween.Animation:
    """A tile flies to its chapel field: from the stock (the Saint's) or the supply (the start player's); a field
    the Saint leaves empty glows a moment."""
    end = stage.geometry.zone(f"chapel_field_{event.field + 1}").center
    if event.tile == EMPTY_FIELD:
        stage.shown.apply(event)
        return tween.Delay(0.3)
    return fly_tiles(stage, event.tile, 1, stage.pile_spot(event.tile), end, lambda: stage.shown.apply(event))


def named(stage: ListTueckeTable, event: CharacterNamed) -> tween.Animation:
    """The Inquisitor names a character: a banner says whom, and who must hand it over."""
    stage.shown.apply(event)
    text = tr("listtuecke.banner.named", name=stage.names[event.seat], card=character(event.rank))
    return script.banner(stage, text, stage.geometry.zone("board"), 1.6)


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


HANDLERS: dict[type[Event], object] = {
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
SCRIPT = script.Script(HANDLERS)  # type: ignore[arg-type]
"""Mit List und Tücke's script; the events without a handler (a decline, nothing happening, the Inquisitor's rank,
the game's end) only move the shown table on."""
