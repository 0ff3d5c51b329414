"""Hofnar's moves animated from events with the kit's primitives: the mood laid face down and revealed, acts played
(face down in a final round, revealed together), the stars of the mood lighting, winner and loser marked, a life lost,
a jester beheaded, every effect announced with a banner naming the jester (a cancel shown as one), Stanczyk's draw,
the swap's cards passing, the round cleared away and the Hofnar crowned.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.hofnar import events as ev
from scenes.i18n import tr
from scenes.tables.hofnar import art
from scenes.tables.hofnar.words import jester_name, mood_name, round_label
from scenes.tables.kit import script
from scenes.tables.kit.board import HAND, PLAYED
from scenes.tables.kit.effects import Strike
from scenes.ui import tween
from scenes.ui.cards import VICTIM

if TYPE_CHECKING:
    from scenes.tables.hofnar.scene import HofnarTable

MOOD_KEY = ("mood", 0)
BANNER_SECONDS = 1.2
LIGHT_SECONDS = 0.6
CLEAR_SECONDS = 0.45
DEALT_FLIGHTS = 2
"""How many backs fly to another jester's plate when his hand is dealt."""


def played_key(seat: int) -> tuple[str, int]:
    """The sprite key of the act ``seat`` played this round."""
    return (PLAYED, seat)


def _banner(stage: HofnarTable, text: str) -> tween.Animation:
    """A banner across the middle of the table, under the mood card (so the mood stays in view)."""
    return script.banner(stage, text, stage.geometry.banner_area(), BANNER_SECONDS)


def dealt(stage: HofnarTable, event: ev.CardsDealt) -> tween.Animation:
    """A jester's acts are dealt from the middle of the table: into the hand of the person at the screen (face up
    when his), else a few backs fly to the jester's plate (eight hands of seven would take too long to watch)."""
    stage.shown.apply(event)
    geometry = stage.geometry
    start = geometry.middle().center
    if event.seat == geometry.viewer and event.cards is not None:
        keys = [(HAND, card) for card in event.cards]
        return script.deal(stage, start, keys, art.HAND, art.TABLE[0] / art.HAND[0])
    shown_flights = min(event.count, DEALT_FLIGHTS)
    return script.deal_away(stage, start, geometry.plate(event.seat).center, shown_flights, art.TABLE)


def round_started(stage: HofnarTable, event: ev.RoundStarted) -> tween.Animation:
    """A banner names the round, plainly a final one when it is."""
    stage.shown.apply(event)
    stage.star_light = 0.0
    return _banner(stage, round_label(event.round, event.final))


def mood_laid(stage: HofnarTable, event: ev.MoodLaidDown) -> tween.Animation:
    """The mood card leaves the King's hand (or his stack) face down for the middle of the table."""
    board = stage.board
    own = stage.own_mood_sprite()
    stage.shown.apply(event)
    if own is not None:
        board.rekey(own, MOOD_KEY)
    else:
        script.arrive(stage, MOOD_KEY, stage.geometry.zone("moods_unused").center, art.MOOD)
    return script.fly(stage, MOOD_KEY)


def mood_discarded(stage: HofnarTable, event: ev.MoodDiscarded) -> tween.Animation:
    """Hudson's effect: the mood card goes to the King's used moods (face down when never revealed)."""
    stage.shown.apply(event)
    return _clear(stage, [MOOD_KEY], stage.geometry.zone("moods_used").center)


def announced(stage: HofnarTable, event: ev.EffectAnnounced) -> tween.Animation:
    """A banner names the jester whose effect is used, and who uses it."""
    stage.shown.apply(event)
    key = "hofnar.banner.copied" if event.copied else "hofnar.banner.effect"
    return _banner(stage, tr(key, jester=jester_name(event.effect), name=stage.names[event.seat]))


def cancelled(stage: HofnarTable, event: ev.EffectCancelled) -> tween.Animation:
    """The cancelled effect's user is struck through on his plate, under a banner saying so."""
    stage.shown.apply(event)
    plate = stage.geometry.plate(event.seat)
    strike = Strike(plate.copy())
    stage.effects.strikes.append(strike)
    text = tr("hofnar.banner.cancelled", jester=jester_name(event.effect), by=stage.names[event.by])
    stage.sound(script.ELIMINATE)
    return tween.sequence(
        tween.parallel(tween.tween_attr(strike, "progress", 1.0, 0.4), _banner(stage, text)),
        tween.Call(lambda: stage.effects.strikes.remove(strike) if strike in stage.effects.strikes else None),
    )


def guessed(stage: HofnarTable, event: ev.TribouletGuessed) -> tween.Animation:
    """Triboulet's guess, right or wrong, in a banner."""
    stage.shown.apply(event)
    key = "hofnar.banner.triboulet_right" if event.right else "hofnar.banner.triboulet_wrong"
    return _banner(stage, tr(key, name=stage.names[event.seat]))


def drawn(stage: HofnarTable, event: ev.CardDrawn) -> tween.Animation:
    """A card passes blind from one hand to the other (into the hand of the person at the screen when it is his)."""
    stage.shown.apply(event)
    return _pass(stage, event.source, event.seat, event.card)


def given(stage: HofnarTable, event: ev.CardGiven) -> tween.Animation:
    """The card Armstrong gives passes to the other hand."""
    own = (HAND, event.card) if event.card is not None else None
    stage.shown.apply(event)
    geometry = stage.geometry
    if own is not None and own in stage.board.sprites and event.seat == geometry.viewer:
        return _clear(stage, [own], geometry.plate(event.target).center)
    return _pass(stage, event.seat, event.target, event.card)


def _pass(stage: HofnarTable, source: int, receiver: int, card: str | None) -> tween.Animation:
    geometry = stage.geometry
    start = geometry.plate(source).center
    if receiver == geometry.viewer and card is not None and stage.private:
        script.arrive(stage, (HAND, card), start, art.HAND)
        return script.fly(stage, (HAND, card))
    return script.deal_away(stage, start, geometry.plate(receiver).center, 1, art.TABLE)


def played(stage: HofnarTable, event: ev.CardPlayed) -> tween.Animation:
    """The act flies from its jester's hand to his place, face down in a final round."""
    board = stage.board
    key = played_key(event.seat)
    own = (HAND, event.card) if event.card is not None else None
    if event.seat == stage.geometry.viewer and own is not None and own in board.sprites:
        board.rekey(own, key)
    else:
        script.arrive(stage, key, stage.geometry.plate(event.seat).center, art.TABLE)
    stage.shown.apply(event)
    script.mark_move(stage, event.seat, [key])
    return script.fly(stage, key)


def mood_revealed(stage: HofnarTable, event: ev.MoodRevealed) -> tween.Animation:
    """The King turns his mood over."""
    stage.shown.apply(event)
    return tween.parallel(
        script.flip(stage, MOOD_KEY, art.mood_value(event.mood)),
        _banner(stage, tr("hofnar.banner.mood", mood=mood_name(event.mood))),
    )


def cards_revealed(stage: HofnarTable, event: ev.CardsRevealed) -> tween.Animation:
    """A final round's acts turn over together."""
    stage.shown.apply(event)
    flips = [script.flip(stage, played_key(seat), card) for seat, card in event.cards]
    return tween.parallel(*flips, _banner(stage, tr("hofnar.banner.reveal")))


def scored(stage: HofnarTable, event: ev.RoundScored) -> tween.Animation:
    """The stars of the mood's category light up on every act (all of them when the King is drunk)."""
    stage.shown.apply(event)
    stage.star_light = 0.0
    return tween.tween_attr(stage, "star_light", 1.0, LIGHT_SECONDS)


def tie(stage: HofnarTable, event: ev.TieOpened) -> tween.Animation:
    """A banner: a tie, for the win or the loss."""
    stage.shown.apply(event)
    return _banner(stage, tr("hofnar.banner.tie", side=tr(f"hofnar.side.{event.side}")))


def winner(stage: HofnarTable, event: ev.RoundWinner) -> tween.Animation:
    """The winning act rises a little, heard."""
    stage.shown.apply(event)
    stage.sound(script.ROUND_WON)
    return _hop(stage, played_key(event.seat))


def loser(stage: HofnarTable, event: ev.RoundLoser) -> tween.Animation:
    """The losing act glows red."""
    stage.shown.apply(event)
    sprite = stage.board.sprites.get(played_key(event.seat))
    if sprite is not None:
        sprite.highlight = VICTIM
    return tween.Delay(0.3)


def stanczyk(stage: HofnarTable, event: ev.StanczykDrew) -> tween.Animation:
    """Stanczyk's blind draw: a banner names the jester drawn; the loser's act glows red."""
    before = stage.shown.loser
    stage.shown.apply(event)
    board = stage.board
    if before is not None and played_key(before) in board.sprites:
        board.sprites[played_key(before)].highlight = None
    if played_key(event.loser) in board.sprites:
        board.sprites[played_key(event.loser)].highlight = VICTIM
    stage.sound(script.DEAL)
    return _banner(stage, tr("hofnar.banner.stanczyk", name=stage.names[event.drawn]))


def life_lost(stage: HofnarTable, event: ev.LifeLost) -> tween.Animation:
    """A bell goes dark on the loser's plate, and −1 rises from it."""
    stage.shown.apply(event)
    plate = stage.geometry.plate(event.seat)
    script.rise(stage, -1, plate.center, ("life", event.seat))
    return tween.Delay(0.4)


def beheaded(stage: HofnarTable, event: ev.Beheaded) -> tween.Animation:
    """The jester's plate is struck through under a banner and stays in its place, dimmed and axed (nobody moves);
    when he is the one at the screen, his hand is put away."""
    plate = stage.geometry.plate(event.seat)
    strike = Strike(plate.copy())
    stage.effects.strikes.append(strike)
    stage.sound(script.ELIMINATE)

    def gone() -> None:
        stage.shown.apply(event)
        if strike in stage.effects.strikes:
            stage.effects.strikes.remove(strike)
        if event.seat == stage.geometry.viewer:
            hand = [key for key in stage.board.sprites if key[0] == HAND]
            stage.spawn(_clear(stage, hand, stage.geometry.zone("discard").center))

    return tween.sequence(
        tween.parallel(
            tween.tween_attr(strike, "progress", 1.0, 0.45),
            _banner(stage, tr("hofnar.banner.beheaded", name=stage.names[event.seat])),
        ),
        tween.Call(gone),
    )


def cleared(stage: HofnarTable, event: ev.TableCleared) -> tween.Animation:
    """The round's acts go to the discard, the mood to the King's used moods."""
    keys = [played_key(seat) for seat, _ in stage.shown.table]
    stage.shown.apply(event)
    geometry = stage.geometry
    return tween.parallel(
        _clear(stage, keys, geometry.zone("discard").center),
        _clear(stage, [MOOD_KEY], geometry.zone("moods_used").center),
    )


def won(stage: HofnarTable, event: ev.GameWon) -> tween.Animation:
    """The Hofnar is crowned."""
    stage.shown.apply(event)
    stage.sound(script.GAME_WON)
    return _banner(stage, tr("hofnar.banner.hofnar", name=stage.names[event.hofnar]))


def _clear(stage: HofnarTable, keys: list, target: tuple[int, int]) -> tween.Animation:
    """Cards glide small to ``target``, fade, and are gone."""
    board = stage.board
    moves = []
    for key in keys:
        sprite = board.sprites.get(key)
        if sprite is None:
            continue
        sprite.highlight = None
        board.lift(key)
        moves.append(
            tween.parallel(
                tween.move(sprite, target, CLEAR_SECONDS),
                tween.scale(sprite, 0.4, CLEAR_SECONDS),
                tween.sequence(tween.Delay(CLEAR_SECONDS * 0.5), tween.fade(sprite, 0.0, CLEAR_SECONDS * 0.5)),
                on_done=lambda key=key: board.remove(key),
            )
        )
    if moves:
        stage.sound(script.SLIDE)
    return tween.parallel(*moves)


def _hop(stage: HofnarTable, key: tuple) -> tween.Animation:
    sprite = stage.board.sprites.get(key)
    if sprite is None:
        return tween.Delay(0.3)
    x, y = sprite.pos
    return tween.sequence(
        tween.move(sprite, (x, y - 18), 0.15, tween.ease_out_quad),
        tween.move(sprite, (x, y), 0.2, tween.ease_in_out_quad),
    )


SCRIPT = script.Script(
    {
        ev.CardsDealt: dealt,
        ev.RoundStarted: round_started,
        ev.MoodLaidDown: mood_laid,
        ev.MoodDiscarded: mood_discarded,
        ev.EffectAnnounced: announced,
        ev.EffectCancelled: cancelled,
        ev.TribouletGuessed: guessed,
        ev.CardDrawn: drawn,
        ev.CardGiven: given,
        ev.CardPlayed: played,
        ev.MoodRevealed: mood_revealed,
        ev.CardsRevealed: cards_revealed,
        ev.RoundScored: scored,
        ev.TieOpened: tie,
        ev.RoundWinner: winner,
        ev.RoundLoser: loser,
        ev.StanczykDrew: stanczyk,
        ev.LifeLost: life_lost,
        ev.Beheaded: beheaded,
        ev.TableCleared: cleared,
        ev.GameWon: won,
    },
    beats={
        ev.MoodRevealed: 1.2,
        ev.CardsRevealed: 1.4,
        ev.RoundScored: 1.0,
        ev.RoundWinner: 0.8,
        ev.EffectAnnounced: 1.0,
        ev.EffectCancelled: 1.2,
        ev.TribouletGuessed: 1.2,
        ev.StanczykDrew: 1.2,
    },
    moments=script.kinds(ev.RoundLoser, ev.StanczykDrew, ev.LifeLost, ev.Beheaded, ev.FavouriteChosen),
)
"""A round's loss (the loser, his lost life, a beheading, the King's favourite) is its scoring moment: the table
holds it before the round is cleared away. The mood and the acts revealed, the tally and an effect stay a while."""
