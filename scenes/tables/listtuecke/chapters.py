"""The course of a chapter at the Mit List und Tücke table, each event with its log line and its animation: the
chapter begins (the last one's cards collected), cards are set aside and dealt, the leftovers go to the middle, the
cards to pass are laid aside and slide to the neighbours, the start-player card moves on with the reason, and the
chapter and the game end (LT-8..LT-10, LT-20)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.listtuecke.cards import CHAPTERS
from game.listtuecke.events import (
    CardPassed,
    CardsDealt,
    CardsSetAside,
    ChapterBegan,
    ChapterEnded,
    GameEnded,
    MiddleFilled,
    PassChosen,
    StartPlayerChecked,
)
from scenes.i18n import tr
from scenes.tables.kit import script
from scenes.tables.kit.board import FLYING, HAND, Key
from scenes.tables.kit.holders import Home
from scenes.tables.listtuecke import art
from scenes.tables.listtuecke.geometry import ASIDE_KEY, BACKS_KEY, MIDDLE_KEY, PASSING_KEY, START_KEY
from scenes.tables.listtuecke.on import On
from scenes.tables.listtuecke.sprites import arriving, fly, leaving, move_to, next_serial, turn
from scenes.tables.listtuecke.words import Line, Reader, back, character, characters
from scenes.ui import tween

if TYPE_CHECKING:
    from scenes.tables.listtuecke.scene import ListTueckeTable

COLLECT_SECONDS = 0.45


def chapter_words(event: ChapterBegan, reader: Reader) -> Line:
    reader.swapped.clear()
    text = tr("listtuecke.log.chapter", chapter=event.chapter, chapters=CHAPTERS, name=reader.name(event.start_player))
    return Line(None, text, heading=True)


def chapter_began(stage: ListTueckeTable, event: ChapterBegan) -> tween.Animation:
    """Every card of the last chapter is collected into the middle and gone; the new chapter's banner."""
    board = stage.board
    deck = stage.geometry.deck_spot()
    gathered = [key for key in board.sprites if key[0] != FLYING and key != START_KEY]
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
    stage.shown.advance(event)
    text = tr("listtuecke.banner.chapter", chapter=event.chapter)
    return tween.sequence(tween.parallel(*flights), script.banner(stage, text, stage.geometry.zone("board")))


def set_aside_words(event: CardsSetAside, reader: Reader) -> Line:
    return Line(None, tr("listtuecke.log.set_aside", light=event.light, dark=event.dark))


def set_aside(stage: ListTueckeTable, event: CardsSetAside) -> tween.Animation:
    """The variant's cards leave the deck for their place apart, face down."""
    stage.shown.advance(event)
    backs = ["light"] * event.light + ["dark"] * event.dark
    return _deal_backs(stage, [(ASIDE_KEY, (index, back)) for index, back in enumerate(backs)])


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


def dealt_words(event: CardsDealt, reader: Reader) -> Line:
    name = reader.name(event.seat)
    if event.cards is not None:
        text = tr("listtuecke.log.dealt_you", name=name, back=back(event.back), cards=characters(event.cards))
        return Line(event.seat, text)
    return Line(event.seat, tr("listtuecke.log.dealt", name=name, count=event.count, back=back(event.back)))


def dealt(stage: ListTueckeTable, event: CardsDealt) -> tween.Animation:
    """Cards of one back are dealt: into the shown seat's hand, turning face up there, or face down to a row."""
    shown = stage.shown
    deck = stage.geometry.deck_spot()
    if event.seat == shown.view.seat and event.cards is not None:
        shown.advance(event)
        homes = stage.homes()
        keys = [(HAND, card) for card in event.cards]
        board = stage.board
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
    if event.seat == shown.view.seat:
        # Dealt to the shown seat while others may be looking: face down into the hand, laid out after the move.
        shown.advance(event)
        keys = [(FLYING, ("arriving", next_serial(), event.back)) for _ in range(event.count)]
        for key in keys:
            stage.board.add(key, None, art.HAND, deck)
        return tween.parallel(
            *(tween.sequence(tween.Delay(i * script.DRAW_GAP), fly(stage, key)) for i, key in enumerate(keys))
        )
    before = shown.hand_backs[event.seat][0 if event.back == "light" else 1]
    shown.advance(event)
    return _deal_backs(stage, [(BACKS_KEY, (event.seat, event.back, before + index)) for index in range(event.count)])


def middle_words(event: MiddleFilled, reader: Reader) -> Line:
    return Line(None, tr("listtuecke.log.middle_filled", count=len(event.slots), back=back(event.back)))


def middle_filled(stage: ListTueckeTable, event: MiddleFilled) -> tween.Animation:
    """The cards left over go face down to the middle."""
    stage.shown.advance(event)
    return _deal_backs(stage, [(MIDDLE_KEY, slot) for slot in event.slots])


def pass_chosen_words(event: PassChosen, reader: Reader) -> Line:
    name = reader.name(event.seat)
    if event.card is not None:
        return Line(event.seat, tr("listtuecke.log.pass_chosen_you", name=name, card=character(event.card)))
    return Line(event.seat, tr("listtuecke.log.pass_chosen", name=name, back=back(event.back)))


def pass_chosen(stage: ListTueckeTable, event: PassChosen) -> tween.Animation:
    """A seat lays the card it passes aside, face down (the shown seat's own face up for it)."""
    key = leaving(stage, event.seat, event.back, event.card)
    stage.shown.advance(event)
    stage.shown.lay_aside(event.seat, event.back, event.card)
    new = (PASSING_KEY, (event.seat, event.back))
    return move_to(stage, key, new, stage.homes()[new].card)


def passed_words(event: CardPassed, reader: Reader) -> Line:
    giver, receiver = reader.name(event.giver), reader.name(event.receiver)
    if event.card is None:
        return Line(event.giver, tr("listtuecke.log.passed", giver=giver, receiver=receiver, back=back(event.back)))
    text = tr("listtuecke.log.passed_card", giver=giver, receiver=receiver, card=character(event.card))
    return Line(event.giver, text)


def passed(stage: ListTueckeTable, event: CardPassed) -> tween.Animation:
    """The laid-aside card slides face down to the neighbour (face up only for the one who receives it)."""
    old = (PASSING_KEY, (event.giver, event.back))
    if old not in stage.board.sprites:
        script.arrive(stage, old, stage.geometry.aside_spot(event.giver), art.MINI)
    new, card = arriving(stage, event.receiver, event.back, event.card)
    stage.shown.advance(event)
    stage.shown.passed_on(event.giver)
    stage.board.rekey(old, new)
    return tween.sequence(fly(stage, new), script.Later(lambda: turn(stage, new, card)))


def start_player_words(event: StartPlayerChecked, reader: Reader) -> Line:
    name = reader.name(event.start_player)
    if event.card is None:
        text = tr("listtuecke.log.start_kept_none", round=event.round, name=name)
    elif event.start_player == event.previous:
        text = tr("listtuecke.log.start_kept", round=event.round, name=name, card=character(event.card))
    else:
        text = tr("listtuecke.log.start_moved", round=event.round, name=name, card=character(event.card))
    return Line(event.start_player, text, heading=True)


def start_player(stage: ListTueckeTable, event: StartPlayerChecked) -> tween.Animation:
    """The start-player card moves to the holder of the highest face-up top card, and a banner says why."""
    stage.shown.advance(event)
    name = stage.names[event.start_player]
    if event.card is None:
        text = tr("listtuecke.banner.start_kept", name=name)
    else:
        text = tr("listtuecke.banner.start", name=name, card=character(event.card))
    banner = script.banner(stage, text, stage.geometry.zone("board"), 1.8)
    return tween.parallel(script.fly(stage, START_KEY), banner)


def chapter_ended_words(event: ChapterEnded, reader: Reader) -> Line:
    return Line(None, tr("listtuecke.log.chapter_ended", chapter=event.chapter), heading=True)


def chapter_ended(stage: ListTueckeTable, event: ChapterEnded) -> tween.Animation:
    """A banner: the chapter is over; its tiles follow."""
    stage.shown.advance(event)
    text = tr("listtuecke.banner.chapter_ended", chapter=event.chapter)
    return script.banner(stage, text, stage.geometry.zone("board"))


def game_ended_words(event: GameEnded, reader: Reader) -> Line:
    return Line(None, tr("listtuecke.log.game_over"), heading=True)


EVENTS: dict[type, On] = {
    ChapterBegan: On(chapter_words, chapter_began),
    CardsSetAside: On(set_aside_words, set_aside),
    CardsDealt: On(dealt_words, dealt),
    MiddleFilled: On(middle_words, middle_filled),
    PassChosen: On(pass_chosen_words, pass_chosen),
    CardPassed: On(passed_words, passed),
    StartPlayerChecked: On(start_player_words, start_player, beat=1.0),
    ChapterEnded: On(chapter_ended_words, chapter_ended, moment=lambda event: True),
    GameEnded: On(game_ended_words),
}
"""The events of a chapter's course."""
