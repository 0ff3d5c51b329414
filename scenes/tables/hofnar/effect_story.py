"""How the table tells the jesters' effects, event by event, each with its animation and its log line: an effect
announced with a banner naming the jester (a cancel shown as one, a moment let pass unsaid), Triboulet's guess,
Stanczyk's blind draw, Hudson's mood sent away and Armstrong's swap, whose cards pass between the two hands.

Every line is worded from the event as its reader saw it: a card passed between two others comes as None and is
worded as "a card".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.hofnar import events as ev
from scenes.i18n import tr
from scenes.tables.hofnar.motion import MOOD_KEY, Telling, banner, clear, pass_card, played_key
from scenes.tables.hofnar.words import Names, act_title, jester_name, mood_name
from scenes.tables.kit import script
from scenes.tables.kit.board import HAND, PLAYED
from scenes.tables.kit.effects import Strike
from scenes.ui import tween
from scenes.ui.cards import VICTIM

if TYPE_CHECKING:
    from scenes.tables.hofnar.scene import HofnarTable


def _show_announced(stage: HofnarTable, event: ev.EffectAnnounced) -> tween.Animation:
    """A banner names the jester whose effect is used, and who uses it."""
    stage.shown.advance(event)
    key = "hofnar.banner.copied" if event.copied else "hofnar.banner.effect"
    return banner(stage, tr(key, jester=jester_name(event.effect), name=stage.names[event.seat]))


def _say_announced(event: ev.EffectAnnounced, names: Names) -> str:
    params = {"name": names[event.seat], "jester": jester_name(event.effect)}
    if event.target is not None:
        return tr(f"hofnar.log.effect_announced.{event.effect}", target=names[event.target], **params)
    return tr("hofnar.log.effect_announced.copied" if event.copied else "hofnar.log.effect_announced", **params)


def _say_declined(event: ev.EffectDeclined, names: Names) -> None:
    """Letting a moment pass happens every round for several jesters; the log stays quiet about it."""
    return None


def _show_cancelled(stage: HofnarTable, event: ev.EffectCancelled) -> tween.Animation:
    """The cancelled effect's user is struck through on his plate, under a banner saying so."""
    stage.shown.advance(event)
    strike = Strike(stage.geometry.plate(event.seat).copy())
    stage.effects.strikes.append(strike)
    text = tr("hofnar.banner.cancelled", jester=jester_name(event.effect), by=stage.names[event.by])
    stage.sound(script.ELIMINATE)
    return tween.sequence(
        tween.parallel(tween.tween_attr(strike, "progress", 1.0, 0.4), banner(stage, text)),
        tween.Call(lambda: stage.effects.strikes.remove(strike) if strike in stage.effects.strikes else None),
    )


def _say_cancelled(event: ev.EffectCancelled, names: Names) -> str:
    return tr(
        "hofnar.log.effect_cancelled", by=names[event.by], name=names[event.seat], jester=jester_name(event.effect)
    )


def _show_guessed(stage: HofnarTable, event: ev.TribouletGuessed) -> tween.Animation:
    """Triboulet's guess, right or wrong, in a banner."""
    stage.shown.advance(event)
    key = "hofnar.banner.triboulet_right" if event.right else "hofnar.banner.triboulet_wrong"
    return banner(stage, tr(key, name=stage.names[event.seat]))


def _say_guessed(event: ev.TribouletGuessed, names: Names) -> str:
    return tr("hofnar.log.triboulet_guessed." + ("right" if event.right else "wrong"), name=names[event.seat])


def _show_stanczyk(stage: HofnarTable, event: ev.StanczykDrew) -> tween.Animation:
    """Stanczyk's blind draw: a banner names the jester drawn; the loser's act (perhaps another's now) glows red."""
    stage.shown.advance(event)
    for key, sprite in stage.board.sprites.items():
        if key[0] == PLAYED:
            sprite.highlight = VICTIM if key == played_key(event.loser) else None
    stage.sound(script.DEAL)
    return banner(stage, tr("hofnar.banner.stanczyk", name=stage.names[event.drawn]))


def _say_stanczyk(event: ev.StanczykDrew, names: Names) -> str:
    changed = event.loser == event.drawn
    key = "hofnar.log.stanczyk_drew" if changed else "hofnar.log.stanczyk_drew.kept"
    return tr(key, name=names[event.seat], drawn=names[event.drawn], loser=names[event.loser])


def _show_mood_discarded(stage: HofnarTable, event: ev.MoodDiscarded) -> tween.Animation:
    """Hudson's effect: the mood card goes to the King's used moods (face down when never revealed)."""
    stage.shown.advance(event)
    return clear(stage, [MOOD_KEY], stage.geometry.zone("moods_used").center)


def _say_mood_discarded(event: ev.MoodDiscarded, names: Names) -> str:
    if event.mood is None:
        return tr("hofnar.log.mood_discarded.hidden")
    return tr("hofnar.log.mood_discarded", mood=mood_name(event.mood))


def _show_drawn(stage: HofnarTable, event: ev.CardDrawn) -> tween.Animation:
    """Armstrong's blind draw: a card passes from one hand to the other."""
    stage.shown.advance(event)
    return pass_card(stage, event.source, event.seat, event.card)


def _say_drawn(event: ev.CardDrawn, names: Names) -> str:
    params = {"name": names[event.seat], "source": names[event.source]}
    if event.card is None:
        return tr("hofnar.log.card_drawn", **params)
    return tr("hofnar.log.card_drawn.seen", card=act_title(event.card), **params)


def _show_given(stage: HofnarTable, event: ev.CardGiven) -> tween.Animation:
    """The card Armstrong gives passes to the other hand (from the hand itself when it is the person's)."""
    own = (HAND, event.card) if event.card is not None else None
    stage.shown.advance(event)
    geometry = stage.geometry
    if own is not None and own in stage.board.sprites and event.seat == geometry.viewer:
        return clear(stage, [own], geometry.plate(event.target).center)
    return pass_card(stage, event.seat, event.target, event.card)


def _say_given(event: ev.CardGiven, names: Names) -> str:
    params = {"name": names[event.seat], "target": names[event.target]}
    if event.card is None:
        return tr("hofnar.log.card_given", **params)
    return tr("hofnar.log.card_given.seen", card=act_title(event.card), **params)


TOLD = {
    ev.EffectAnnounced: Telling(_say_announced, _show_announced, beat=1.0),
    ev.EffectDeclined: Telling(_say_declined),
    ev.EffectCancelled: Telling(_say_cancelled, _show_cancelled, beat=1.2),
    ev.TribouletGuessed: Telling(_say_guessed, _show_guessed, beat=1.2),
    ev.StanczykDrew: Telling(_say_stanczyk, _show_stanczyk, beat=1.2, moment=True),
    ev.MoodDiscarded: Telling(_say_mood_discarded, _show_mood_discarded),
    ev.CardDrawn: Telling(_say_drawn, _show_drawn),
    ev.CardGiven: Telling(_say_given, _show_given),
}
"""The effects' events as the table tells them: an effect, a cancel, a guess or a draw stays a while to be read;
Stanczyk's draw decides the round's loss, so it is held as its scoring moment."""
