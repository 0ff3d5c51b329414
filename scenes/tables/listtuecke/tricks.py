"""The characters' tricks at the Mit List und Tücke table, each event with its log line and its animation: the
Quack's healing, the Seer's and the Witch's looks, the Courtesan's swaps, the Inquisitor's naming and rank, swaps with
the middle and the Intriguer's change of places (LT-24..LT-31)."""

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
    RankChosen,
)
from scenes.i18n import tr
from scenes.tables.kit import script
from scenes.tables.kit.board import FLYING
from scenes.tables.listtuecke.geometry import BACKS_KEY, MIDDLE_KEY, OFFER_KEY, stack_key
from scenes.tables.listtuecke.on import On
from scenes.tables.listtuecke.sprites import arriving, fly, leaving, move_to, next_serial, turn
from scenes.tables.listtuecke.words import Line, Reader, back, character, characters
from scenes.ui import tween
from scenes.ui.cards import LEGAL

if TYPE_CHECKING:
    from scenes.tables.listtuecke.scene import ListTueckeTable

LOOK_SECONDS = 0.9


def healed_words(event: CardHealed, reader: Reader) -> Line:
    return Line(event.seat, tr("listtuecke.log.healed", name=reader.name(event.seat), card=character(event.card)))


def healed(stage: ListTueckeTable, event: CardHealed) -> tween.Animation:
    """The Quack's card turns face up again where it lies."""
    stage.shown.advance(event)
    return turn(stage, stack_key(event.position, event.card), event.card)


def middle_seen_words(event: MiddleCardSeen, reader: Reader) -> Line | None:
    """The Seer's first look tells all four (the other three lines are left out); its player reads each card."""
    if event.card is not None:
        return Line(event.seat, tr("listtuecke.log.middle_seen_you", slot=event.slot + 1, card=character(event.card)))
    if event.slot == 0:
        return Line(event.seat, tr("listtuecke.log.middle_seen", name=reader.name(event.seat)))
    return None


def middle_seen(stage: ListTueckeTable, event: MiddleCardSeen) -> tween.Animation:
    """The Seer looks at a middle card: it lifts; for the Seer's own player it turns face up a moment and back."""
    stage.shown.advance(event)
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


def hand_seen_words(event: HandSeen, reader: Reader) -> Line:
    seer, target = reader.name(event.seat), reader.name(event.target)
    if event.cards is None or reader.viewer == event.target:
        return Line(event.seat, tr("listtuecke.log.hand_seen", name=seer, target=target))
    return Line(event.seat, tr("listtuecke.log.hand_seen_you", target=target, cards=characters(event.cards)))


def hand_seen(stage: ListTueckeTable, event: HandSeen) -> tween.Animation:
    """The Witch looks at a hand: its cards glow a moment; for the Witch's own player they turn face up and back."""
    board = stage.board
    keys = [key for key in board.sprites if key[0] == BACKS_KEY and key[1][0] == event.target]
    for key in keys:
        board.sprites[key].highlight = LEGAL
    shown_faces: list[tween.Animation] = []
    if event.cards is not None and event.seat == stage.shown.view.seat and stage.private:
        for back_name in ("light", "dark"):
            cards = [card for card in event.cards if BACK_OF[card] == back_name]
            for index, card in enumerate(cards):
                key = (BACKS_KEY, (event.target, back_name, index))
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


def offered_words(event: CardOffered, reader: Reader) -> Line:
    name, partner = reader.name(event.seat), reader.name(event.partner)
    if event.card is not None:
        text = tr("listtuecke.log.offered_you", name=name, card=character(event.card), partner=partner)
        return Line(event.seat, text)
    return Line(event.seat, tr("listtuecke.log.offered", name=name, partner=partner, back=back(event.back)))


def offered(stage: ListTueckeTable, event: CardOffered) -> tween.Animation:
    """The Courtesan's player lays a card face down before the partner."""
    key = leaving(stage, event.seat, event.back, event.card)
    stage.shown.advance(event)
    new = (OFFER_KEY, (event.seat, event.back))
    return move_to(stage, key, new, stage.homes()[new].card)


def handed_over_words(event: CardHandedOver, reader: Reader) -> Line:
    reader.swapped.update((event.giver, event.receiver))
    giver, receiver = reader.name(event.giver), reader.name(event.receiver)
    if event.card is None:
        text = tr("listtuecke.log.handed_over", giver=giver, receiver=receiver, back=back(event.back))
    else:
        key = "listtuecke.log.handed_over_shown" if event.shown else "listtuecke.log.handed_over_card"
        text = tr(key, giver=giver, receiver=receiver, card=character(event.card))
    return Line(event.giver, text)


def handed_over(stage: ListTueckeTable, event: CardHandedOver) -> tween.Animation:
    """A card goes from one hand to another, face down (face up to those who know it; shown to all when named)."""
    shown = stage.shown
    offer = shown.view.offer
    if offer is not None and (event.giver, event.receiver) == offer[:2]:
        old = (OFFER_KEY, (offer[0], offer[2]))
    else:
        old = leaving(stage, event.giver, event.back, event.card)
    new, card = arriving(stage, event.receiver, event.back, event.card)
    steps: list[tween.Animation] = []
    if event.shown and event.card is not None and old in stage.board.sprites:
        steps.append(turn(stage, old, event.card))
        steps.append(tween.Delay(LOOK_SECONDS))
    shown.advance(event)

    def away() -> tween.Animation:
        stage.board.rekey(old, new)
        return tween.parallel(turn(stage, new, card), fly(stage, new))

    return tween.sequence(*steps, script.Later(away))


def middle_swapped_words(event: MiddleSwapped, reader: Reader) -> Line:
    name = reader.name(event.seat)
    if event.given is not None and event.taken is not None:
        given, taken = character(event.given), character(event.taken)
        return Line(event.seat, tr("listtuecke.log.middle_swapped_you", name=name, given=given, taken=taken))
    return Line(event.seat, tr("listtuecke.log.middle_swapped", name=name, back=back(event.back)))


def middle_swapped(stage: ListTueckeTable, event: MiddleSwapped) -> tween.Animation:
    """A hand card and a middle card of the same back change places, face down to everyone else."""
    board = stage.board
    slot_key = (MIDDLE_KEY, event.slot)
    given = leaving(stage, event.seat, event.back, event.given)
    taken_key, taken_card = arriving(stage, event.seat, event.back, event.taken)
    if event.seat != stage.shown.view.seat or event.taken is None:
        # The row of backs keeps its length: the card from the middle takes the place of the one given.
        taken_key = given
        taken_card = None
    stage.shown.advance(event)
    temporary = (FLYING, ("swap", next_serial(), event.back))
    if slot_key in board.sprites:
        board.rekey(slot_key, temporary)
    board.rekey(given, slot_key)
    steps = [turn(stage, slot_key, None), script.fly(stage, slot_key)]
    if temporary in board.sprites:
        board.rekey(temporary, taken_key)
        steps += [turn(stage, taken_key, taken_card), fly(stage, taken_key)]
    return tween.parallel(*steps)


def places_changed_words(event: PlacesChanged, reader: Reader) -> Line:
    text = tr(
        "listtuecke.log.places_changed",
        name=reader.name(event.seat),
        card=character(event.card),
        other=reader.name(event.other),
        gained=character(event.gained),
    )
    return Line(event.seat, text)


def places_changed(stage: ListTueckeTable, event: PlacesChanged) -> tween.Animation:
    """The Intriguer and the highest card change places, each flying to the other stack."""
    board = stage.board
    stacks = stage.shown.view.stacks
    old_card = stack_key(len(stacks[event.seat]) - 1, event.card)
    old_gained = stack_key(len(stacks[event.other]) - 1, event.gained)
    stage.shown.advance(event)
    temporary = (FLYING, ("intrigue", next_serial()))
    board.rekey(old_card, temporary)
    board.rekey(old_gained, stack_key(len(stacks[event.seat]) - 1, event.gained))
    board.rekey(temporary, stack_key(len(stacks[event.other]) - 1, event.card))
    return script.settle(stage, seconds=script.FLY_SECONDS)


def named_words(event: CharacterNamed, reader: Reader) -> Line:
    name, card = reader.name(event.seat), character(event.rank)
    if event.holder is None:
        return Line(event.seat, tr("listtuecke.log.named_nobody", name=name, card=card))
    return Line(event.seat, tr("listtuecke.log.named", name=name, card=card, holder=reader.name(event.holder)))


def named(stage: ListTueckeTable, event: CharacterNamed) -> tween.Animation:
    """The Inquisitor names a character: a banner says whom, and who must hand it over."""
    stage.shown.advance(event)
    text = tr("listtuecke.banner.named", name=stage.names[event.seat], card=character(event.rank))
    return script.banner(stage, text, stage.geometry.zone("board"), 1.6)


def rank_words(event: RankChosen, reader: Reader) -> Line:
    return Line(event.seat, tr(f"listtuecke.log.rank.{event.rank}", name=reader.name(event.seat)))


EVENTS: dict[type, On] = {
    CardHealed: On(healed_words, healed),
    MiddleCardSeen: On(middle_seen_words, middle_seen),
    HandSeen: On(hand_seen_words, hand_seen, beat=1.2),
    CardOffered: On(offered_words, offered),
    CardHandedOver: On(handed_over_words, handed_over, beat=1.0),
    MiddleSwapped: On(middle_swapped_words, middle_swapped, beat=1.0),
    PlacesChanged: On(places_changed_words, places_changed, beat=1.2),
    CharacterNamed: On(named_words, named, beat=1.4),
    RankChosen: On(rank_words),
}
"""The events of the characters' tricks."""
