"""How the table tells a round of Hofnar, event by event, each with its animation and its log line: the deal, the mood
laid face down and revealed, the acts played (face down in a final round, revealed together), the stars of the mood
lighting, a tie, the winner and the loser marked, a life lost, a jester beheaded, the Favourite, the round cleared
away and the Hofnar crowned.

Every line is worded from the event as its reader saw it, so it can never say more than the reader may know: a card
hidden from him comes as None and is worded as "a card".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.hofnar import events as ev
from scenes.i18n import tr, tr_count
from scenes.tables.hofnar import art
from scenes.tables.hofnar.motion import MOOD_KEY, Telling, banner, clear, hop, played_key
from scenes.tables.hofnar.words import Names, act_title, listed, mood_name, round_label
from scenes.tables.kit import script
from scenes.tables.kit.board import HAND
from scenes.tables.kit.effects import Strike
from scenes.ui import tween
from scenes.ui.cards import VICTIM

if TYPE_CHECKING:
    from scenes.tables.hofnar.scene import HofnarTable

LIGHT_SECONDS = 0.6
DEALT_FLIGHTS = 2
"""How many backs fly to another jester's plate when his hand is dealt."""


def _say_roles(event: ev.RolesDealt, names: Names) -> str:
    return tr_count("hofnar.log.roles_dealt", event.lives, king=names[event.king], lives=event.lives)


def _show_dealt(stage: HofnarTable, event: ev.CardsDealt) -> tween.Animation:
    """A jester's acts are dealt from the middle of the table: into the hand of the person at the screen (face up
    when his), else a few backs fly to the jester's plate (eight hands of seven would take too long to watch)."""
    stage.shown.advance(event)
    geometry = stage.geometry
    start = geometry.middle().center
    if event.seat == geometry.viewer and event.cards is not None:
        keys = [(HAND, card) for card in event.cards]
        return script.deal(stage, start, keys, art.HAND, art.TABLE[0] / art.HAND[0])
    shown_flights = min(event.count, DEALT_FLIGHTS)
    return script.deal_away(stage, start, geometry.plate(event.seat).center, shown_flights, art.TABLE)


def _say_dealt(event: ev.CardsDealt, names: Names) -> str:
    return tr("hofnar.log.cards_dealt", name=names[event.seat], count=event.count)


def _show_round(stage: HofnarTable, event: ev.RoundStarted) -> tween.Animation:
    """A banner names the round, plainly a final one when it is."""
    stage.shown.advance(event)
    stage.star_light = 0.0
    return banner(stage, round_label(event.round, event.final))


def _say_round(event: ev.RoundStarted, names: Names) -> str:
    line = tr("hofnar.log.final_round_started" if event.final else "hofnar.log.round_started", round=event.round)
    if event.favourite is not None:
        line += " " + tr("hofnar.log.protected", name=names[event.favourite])
    return line


def _say_moods_back(event: ev.MoodsTakenBack, names: Names) -> str:
    return tr("hofnar.log.moods_taken_back")


def _show_mood_laid(stage: HofnarTable, event: ev.MoodLaidDown) -> tween.Animation:
    """The mood card leaves the King's hand (or his stack) face down for the middle of the table."""
    board = stage.board
    own = stage.own_mood_sprite()
    stage.shown.advance(event)
    if own is not None:
        board.rekey(own, MOOD_KEY)
    else:
        script.arrive(stage, MOOD_KEY, stage.geometry.zone("moods_unused").center, art.MOOD)
    return script.fly(stage, MOOD_KEY)


def _say_mood_laid(event: ev.MoodLaidDown, names: Names) -> str:
    if event.mood is None:
        return tr("hofnar.log.mood_laid_down")
    key = "hofnar.log.mood_laid_down.face_up" if event.face_up else "hofnar.log.mood_laid_down.own"
    return tr(key, mood=mood_name(event.mood))


def _say_starter(event: ev.StarterNamed, names: Names) -> str:
    return tr("hofnar.log.starter_named", name=names[event.jester])


def _show_played(stage: HofnarTable, event: ev.CardPlayed) -> tween.Animation:
    """The act flies from its jester's hand to his place, face down in a final round."""
    board = stage.board
    key = played_key(event.seat)
    own = (HAND, event.card) if event.card is not None else None
    if event.seat == stage.geometry.viewer and own is not None and own in board.sprites:
        board.rekey(own, key)
    else:
        script.arrive(stage, key, stage.geometry.plate(event.seat).center, art.TABLE)
    stage.shown.advance(event)
    script.mark_move(stage, event.seat, [key])
    return script.fly(stage, key)


def _say_played(event: ev.CardPlayed, names: Names) -> str:
    if event.card is None or not event.face_up:
        return tr("hofnar.log.card_played.hidden", name=names[event.seat])
    return tr("hofnar.log.card_played", name=names[event.seat], card=act_title(event.card))


def _show_mood_revealed(stage: HofnarTable, event: ev.MoodRevealed) -> tween.Animation:
    """The King turns his mood over."""
    stage.shown.advance(event)
    return tween.parallel(
        script.flip(stage, MOOD_KEY, art.mood_value(event.mood)),
        banner(stage, tr("hofnar.banner.mood", mood=mood_name(event.mood))),
    )


def _say_mood_revealed(event: ev.MoodRevealed, names: Names) -> str:
    return tr("hofnar.log.mood_revealed", mood=mood_name(event.mood))


def _show_cards_revealed(stage: HofnarTable, event: ev.CardsRevealed) -> tween.Animation:
    """A final round's acts turn over together."""
    stage.shown.advance(event)
    flips = [script.flip(stage, played_key(seat), card) for seat, card in event.cards]
    return tween.parallel(*flips, banner(stage, tr("hofnar.banner.reveal")))


def _say_cards_revealed(event: ev.CardsRevealed, names: Names) -> str:
    return tr("hofnar.log.cards_revealed")


def _show_scored(stage: HofnarTable, event: ev.RoundScored) -> tween.Animation:
    """The stars of the mood's category light up on every act (all of them when the King is drunk)."""
    stage.shown.advance(event)
    stage.star_light = 0.0
    return tween.tween_attr(stage, "star_light", 1.0, LIGHT_SECONDS)


def _say_scored(event: ev.RoundScored, names: Names) -> str:
    scores = listed([tr("hofnar.log.score", name=names[seat], score=score) for seat, score in event.scores])
    return tr("hofnar.log.round_scored", mood=mood_name(event.mood), scores=scores)


def _show_tie(stage: HofnarTable, event: ev.TieOpened) -> tween.Animation:
    """A banner: a tie, for the win or the loss."""
    stage.shown.advance(event)
    return banner(stage, tr("hofnar.banner.tie", side=tr(f"hofnar.side.{event.side}")))


def _say_tie(event: ev.TieOpened, names: Names) -> str:
    side = tr(f"hofnar.side.{event.side}")
    return tr("hofnar.log.tie_opened", side=side, names=listed([names[seat] for seat in event.jesters]))


def _show_winner(stage: HofnarTable, event: ev.RoundWinner) -> tween.Animation:
    """The winning act rises a little, heard."""
    stage.shown.advance(event)
    stage.sound(script.ROUND_WON)
    return hop(stage, played_key(event.seat))


def _say_winner(event: ev.RoundWinner, names: Names) -> str:
    if event.chosen_by is None:
        return tr("hofnar.log.round_winner", name=names[event.seat])
    return tr("hofnar.log.round_winner.chosen", chooser=names[event.chosen_by], name=names[event.seat])


def _show_loser(stage: HofnarTable, event: ev.RoundLoser) -> tween.Animation:
    """The losing act glows red."""
    stage.shown.advance(event)
    sprite = stage.board.sprites.get(played_key(event.seat))
    if sprite is not None:
        sprite.highlight = VICTIM
    return tween.Delay(0.3)


def _say_loser(event: ev.RoundLoser, names: Names) -> str:
    line = (
        tr("hofnar.log.round_loser", name=names[event.seat])
        if event.chosen_by is None
        else tr("hofnar.log.round_loser.chosen", chooser=names[event.chosen_by], name=names[event.seat])
    )
    if event.spared is not None:
        line = tr("hofnar.log.spared", name=names[event.spared]) + " " + line
    return line


def _show_life_lost(stage: HofnarTable, event: ev.LifeLost) -> tween.Animation:
    """A bell goes dark on the loser's plate, and −1 rises from it."""
    stage.shown.advance(event)
    plate = stage.geometry.plate(event.seat)
    script.rise(stage, -1, plate.center, ("life", event.seat))
    return tween.Delay(0.4)


def _say_life_lost(event: ev.LifeLost, names: Names) -> str:
    if event.lives == 0:
        return tr("hofnar.log.life_lost.last", name=names[event.seat])
    return tr_count("hofnar.log.life_lost", event.lives, name=names[event.seat], lives=event.lives)


def _show_beheaded(stage: HofnarTable, event: ev.Beheaded) -> tween.Animation:
    """The jester's plate is struck through under a banner and stays in its place, dimmed and axed (nobody moves);
    when he is the one at the screen, his hand is put away."""
    plate = stage.geometry.plate(event.seat)
    strike = Strike(plate.copy())
    stage.effects.strikes.append(strike)
    stage.sound(script.ELIMINATE)

    def gone() -> None:
        stage.shown.advance(event)
        if strike in stage.effects.strikes:
            stage.effects.strikes.remove(strike)
        if event.seat == stage.geometry.viewer:
            hand = [key for key in stage.board.sprites if key[0] == HAND]
            stage.spawn(clear(stage, hand, stage.geometry.zone("discard").center))

    return tween.sequence(
        tween.parallel(
            tween.tween_attr(strike, "progress", 1.0, 0.45),
            banner(stage, tr("hofnar.banner.beheaded", name=stage.names[event.seat])),
        ),
        tween.Call(gone),
    )


def _say_beheaded(event: ev.Beheaded, names: Names) -> str:
    return tr("hofnar.log.beheaded", name=names[event.seat])


def _say_favourite(event: ev.FavouriteChosen, names: Names) -> str:
    if event.seat is None:
        return tr("hofnar.log.favourite_chosen.none")
    return tr("hofnar.log.favourite_chosen", name=names[event.seat])


def _show_cleared(stage: HofnarTable, event: ev.TableCleared) -> tween.Animation:
    """The round's acts go to the discard, the mood to the King's used moods."""
    keys = [played_key(seat) for seat, _ in stage.shown.view.table]
    stage.shown.advance(event)
    geometry = stage.geometry
    return tween.parallel(
        clear(stage, keys, geometry.zone("discard").center),
        clear(stage, [MOOD_KEY], geometry.zone("moods_used").center),
    )


def _say_cleared(event: ev.TableCleared, names: Names) -> str:
    return tr("hofnar.log.table_cleared")


def _show_won(stage: HofnarTable, event: ev.GameWon) -> tween.Animation:
    """The Hofnar is crowned."""
    stage.shown.advance(event)
    stage.sound(script.GAME_WON)
    return banner(stage, tr("hofnar.banner.hofnar", name=stage.names[event.hofnar]))


def _say_won(event: ev.GameWon, names: Names) -> str:
    key = "hofnar.log.game_won.triboulet" if event.how == "triboulet" else "hofnar.log.game_won"
    return tr(key, name=names[event.hofnar])


TOLD = {
    ev.RolesDealt: Telling(_say_roles),
    ev.CardsDealt: Telling(_say_dealt, _show_dealt),
    ev.RoundStarted: Telling(_say_round, _show_round),
    ev.MoodsTakenBack: Telling(_say_moods_back),
    ev.MoodLaidDown: Telling(_say_mood_laid, _show_mood_laid),
    ev.StarterNamed: Telling(_say_starter),
    ev.CardPlayed: Telling(_say_played, _show_played),
    ev.MoodRevealed: Telling(_say_mood_revealed, _show_mood_revealed, beat=1.2),
    ev.CardsRevealed: Telling(_say_cards_revealed, _show_cards_revealed, beat=1.4),
    ev.RoundScored: Telling(_say_scored, _show_scored, beat=1.0),
    ev.TieOpened: Telling(_say_tie, _show_tie),
    ev.RoundWinner: Telling(_say_winner, _show_winner, beat=0.8),
    ev.RoundLoser: Telling(_say_loser, _show_loser, moment=True),
    ev.LifeLost: Telling(_say_life_lost, _show_life_lost, moment=True),
    ev.Beheaded: Telling(_say_beheaded, _show_beheaded, moment=True),
    ev.FavouriteChosen: Telling(_say_favourite),
    ev.TableCleared: Telling(_say_cleared, _show_cleared),
    ev.GameWon: Telling(_say_won, _show_won),
}
"""A round's events as the table tells them. The mood and the acts revealed, the tally and the winner stay a while;
a round's loss (the loser, his lost life, a beheading) is its scoring moment, held with the loss in the status line
before the King's new Favourite is named and the round cleared away."""
