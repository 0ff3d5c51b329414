"""What the characters' tricks look like on a Mit List und Tücke table: the Quack's healing, the Seer's and the
Witch's looks, the Courtesan's swaps, the Inquisitor's naming, swaps with the middle and the Intriguer's change of
places. Each handler moves the shown table on by its event and animates it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.listtuecke.cards import BACK_OF
from game.listtuecke.events import (
    CardHandedOver,
    CardHealed,
    CardOffered,
    CharacterNamed,
    HandSeen,
    MiddleCardSeen,
    MiddleSwapped,
    PlacesChanged,
)
from scenes.i18n import tr
from scenes.tables.kit import script
from scenes.tables.kit.board import FLYING
from scenes.tables.listtuecke.geometry import (
    BACKS_KEY,
    MIDDLE_KEY,
    OFFER_KEY,
    stack_key,
)
from scenes.tables.listtuecke.sprites import arriving, fly, leaving, move_to, next_serial, turn
from scenes.tables.listtuecke.words import character
from scenes.ui import tween
from scenes.ui.cards import LEGAL

if TYPE_CHECKING:
    from scenes.tables.listtuecke.scene import ListTueckeTable

LOOK_SECONDS = 0.9


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
    key = leaving(stage, event.seat, event.back, event.card)
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
        old = leaving(stage, event.giver, event.back, event.card)
    new, card = arriving(stage, event.receiver, event.back, event.card)
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
    given = leaving(stage, event.seat, event.back, event.given)
    taken_key, taken_card = arriving(stage, event.seat, event.back, event.taken)
    if event.seat != stage.shown.seat or event.taken is None:
        # The row of backs keeps its length: the card from the middle takes the place of the one given.
        taken_key = given
        taken_card = None
    stage.shown.apply(event)
    temporary = (FLYING, ("swap", next_serial(), event.back))
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
    temporary = (FLYING, ("intrigue", next_serial()))
    board.rekey(old_card, temporary)
    board.rekey(old_gained, stack_key(len(stage.shown.stacks[event.seat]) - 1, event.gained))
    board.rekey(temporary, stack_key(len(stage.shown.stacks[event.other]) - 1, event.card))
    return script.settle(stage, seconds=script.FLY_SECONDS)


def named(stage: ListTueckeTable, event: CharacterNamed) -> tween.Animation:
    """The Inquisitor names a character: a banner says whom, and who must hand it over."""
    stage.shown.apply(event)
    text = tr("listtuecke.banner.named", name=stage.names[event.seat], card=character(event.rank))
    return script.banner(stage, text, stage.geometry.zone("board"), 1.6)
