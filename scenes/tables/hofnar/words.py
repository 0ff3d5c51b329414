"""Hofnar in words: act titles, mood names, the log line of every event, tooltips and the offers of the effects.

Everything here is worded from redacted events and views only, so a line can never say more than its reader may
know: a card hidden from the reader comes as None and is worded as "a card".
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.core import Event
from game.hofnar import events as hofnar_events
from game.hofnar.acts import act_key
from game.hofnar.cards import CARDS, CATEGORIES
from game.hofnar.inference import mood_odds, unplaced_moods
from game.hofnar.jesters import BY_ID, PERKEO, STANCZYK
from game.hofnar.view import HofnarView
from scenes.i18n import tr, tr_count, tr_list

Names = Sequence[str]


def act_title(card: str) -> str:
    """The act's title in the player's language."""
    return tr(act_key(card))


def mood_name(mood: str) -> str:
    """The mood's (or category's) name in the player's language."""
    return tr(f"hofnar.mood.{mood}")


def jester_name(jester: str) -> str:
    """The name printed on a jester's card (the same in every language)."""
    return BY_ID[jester].name


def listed(names: Sequence[str]) -> str:
    """Names joined by commas, as a log line lists them."""
    return ", ".join(names)


# The log: one function per event kind, from the event as the reader may see it.


def _roles_dealt(event: hofnar_events.RolesDealt, names: Names) -> str:
    return tr_count("hofnar.log.roles_dealt", event.lives, king=names[event.king], lives=event.lives)


def _cards_dealt(event: hofnar_events.CardsDealt, names: Names) -> str:
    return tr("hofnar.log.cards_dealt", name=names[event.seat], count=event.count)


def _round_started(event: hofnar_events.RoundStarted, names: Names) -> str:
    line = tr("hofnar.log.final_round_started" if event.final else "hofnar.log.round_started", round=event.round)
    if event.favourite is not None:
        line += " " + tr("hofnar.log.protected", name=names[event.favourite])
    return line


def _moods_taken_back(event: hofnar_events.MoodsTakenBack, names: Names) -> str:
    return tr("hofnar.log.moods_taken_back")


def _mood_laid_down(event: hofnar_events.MoodLaidDown, names: Names) -> str:
    if event.mood is None:
        return tr("hofnar.log.mood_laid_down")
    key = "hofnar.log.mood_laid_down.face_up" if event.face_up else "hofnar.log.mood_laid_down.own"
    return tr(key, mood=mood_name(event.mood))


def _mood_discarded(event: hofnar_events.MoodDiscarded, names: Names) -> str:
    if event.mood is None:
        return tr("hofnar.log.mood_discarded.hidden")
    return tr("hofnar.log.mood_discarded", mood=mood_name(event.mood))


def _starter_named(event: hofnar_events.StarterNamed, names: Names) -> str:
    return tr("hofnar.log.starter_named", name=names[event.jester])


def _effect_announced(event: hofnar_events.EffectAnnounced, names: Names) -> str:
    params = {"name": names[event.seat], "jester": jester_name(event.effect)}
    if event.target is not None:
        return tr(f"hofnar.log.effect_announced.{event.effect}", target=names[event.target], **params)
    return tr("hofnar.log.effect_announced.copied" if event.copied else "hofnar.log.effect_announced", **params)


def _effect_declined(event: hofnar_events.EffectDeclined, names: Names) -> None:
    """Letting a moment pass happens every round for several jesters; the log stays quiet about it."""
    return None


def _effect_cancelled(event: hofnar_events.EffectCancelled, names: Names) -> str:
    return tr(
        "hofnar.log.effect_cancelled", by=names[event.by], name=names[event.seat], jester=jester_name(event.effect)
    )


def _triboulet_guessed(event: hofnar_events.TribouletGuessed, names: Names) -> str:
    return tr("hofnar.log.triboulet_guessed." + ("right" if event.right else "wrong"), name=names[event.seat])


def _card_drawn(event: hofnar_events.CardDrawn, names: Names) -> str:
    params = {"name": names[event.seat], "source": names[event.source]}
    if event.card is None:
        return tr("hofnar.log.card_drawn", **params)
    return tr("hofnar.log.card_drawn.seen", card=act_title(event.card), **params)


def _card_given(event: hofnar_events.CardGiven, names: Names) -> str:
    params = {"name": names[event.seat], "target": names[event.target]}
    if event.card is None:
        return tr("hofnar.log.card_given", **params)
    return tr("hofnar.log.card_given.seen", card=act_title(event.card), **params)


def _card_played(event: hofnar_events.CardPlayed, names: Names) -> str:
    if event.card is None or not event.face_up:
        return tr("hofnar.log.card_played.hidden", name=names[event.seat])
    return tr("hofnar.log.card_played", name=names[event.seat], card=act_title(event.card))


def _mood_revealed(event: hofnar_events.MoodRevealed, names: Names) -> str:
    return tr("hofnar.log.mood_revealed", mood=mood_name(event.mood))


def _cards_revealed(event: hofnar_events.CardsRevealed, names: Names) -> str:
    return tr("hofnar.log.cards_revealed")


def _round_scored(event: hofnar_events.RoundScored, names: Names) -> str:
    scores = listed([tr("hofnar.log.score", name=names[seat], score=score) for seat, score in event.scores])
    return tr("hofnar.log.round_scored", mood=mood_name(event.mood), scores=scores)


def _tie_opened(event: hofnar_events.TieOpened, names: Names) -> str:
    side = tr(f"hofnar.side.{event.side}")
    return tr("hofnar.log.tie_opened", side=side, names=listed([names[seat] for seat in event.jesters]))


def _round_winner(event: hofnar_events.RoundWinner, names: Names) -> str:
    if event.chosen_by is None:
        return tr("hofnar.log.round_winner", name=names[event.seat])
    return tr("hofnar.log.round_winner.chosen", chooser=names[event.chosen_by], name=names[event.seat])


def _round_loser(event: hofnar_events.RoundLoser, names: Names) -> str:
    line = (
        tr("hofnar.log.round_loser", name=names[event.seat])
        if event.chosen_by is None
        else tr("hofnar.log.round_loser.chosen", chooser=names[event.chosen_by], name=names[event.seat])
    )
    if event.spared is not None:
        line = tr("hofnar.log.spared", name=names[event.spared]) + " " + line
    return line


def _stanczyk_drew(event: hofnar_events.StanczykDrew, names: Names) -> str:
    changed = event.loser == event.drawn
    key = "hofnar.log.stanczyk_drew" if changed else "hofnar.log.stanczyk_drew.kept"
    return tr(key, name=names[event.seat], drawn=names[event.drawn], loser=names[event.loser])


def _life_lost(event: hofnar_events.LifeLost, names: Names) -> str:
    if event.lives == 0:
        return tr("hofnar.log.life_lost.last", name=names[event.seat])
    return tr_count("hofnar.log.life_lost", event.lives, name=names[event.seat], lives=event.lives)


def _beheaded(event: hofnar_events.Beheaded, names: Names) -> str:
    return tr("hofnar.log.beheaded", name=names[event.seat])


def _favourite_chosen(event: hofnar_events.FavouriteChosen, names: Names) -> str:
    if event.seat is None:
        return tr("hofnar.log.favourite_chosen.none")
    return tr("hofnar.log.favourite_chosen", name=names[event.seat])


def _table_cleared(event: hofnar_events.TableCleared, names: Names) -> str:
    return tr("hofnar.log.table_cleared")


def _game_won(event: hofnar_events.GameWon, names: Names) -> str:
    key = "hofnar.log.game_won.triboulet" if event.how == "triboulet" else "hofnar.log.game_won"
    return tr(key, name=names[event.hofnar])


LOG: dict[str, Callable[..., str | None]] = {
    "roles_dealt": _roles_dealt,
    "cards_dealt": _cards_dealt,
    "round_started": _round_started,
    "moods_taken_back": _moods_taken_back,
    "mood_laid_down": _mood_laid_down,
    "mood_discarded": _mood_discarded,
    "starter_named": _starter_named,
    "effect_announced": _effect_announced,
    "effect_declined": _effect_declined,
    "effect_cancelled": _effect_cancelled,
    "triboulet_guessed": _triboulet_guessed,
    "card_drawn": _card_drawn,
    "card_given": _card_given,
    "card_played": _card_played,
    "mood_revealed": _mood_revealed,
    "cards_revealed": _cards_revealed,
    "round_scored": _round_scored,
    "tie_opened": _tie_opened,
    "round_winner": _round_winner,
    "round_loser": _round_loser,
    "stanczyk_drew": _stanczyk_drew,
    "life_lost": _life_lost,
    "beheaded": _beheaded,
    "favourite_chosen": _favourite_chosen,
    "table_cleared": _table_cleared,
    "game_won": _game_won,
}
"""Event kind → its log line (None: the log stays quiet)."""


def log_line(event: Event, names: Names) -> str | None:
    """The log's line for ``event`` (already redacted for the reader), with seats called by ``names``; None for what
    the table waits for next, which the prompt says."""
    wording = LOG.get(event.kind)
    return wording(event, names) if wording else None


# Tooltips.


def act_tip(card: str | None) -> str:
    """An act's title and its stars by category, or what a face-down act is."""
    if card is None:
        return tr("hofnar.tip.act_hidden")
    rated = CARDS[card]
    stars = {"f": rated.funny, "i": rated.interesting, "s": rated.spectacle}
    names = {category: mood_name(category) for category in CATEGORIES}
    return tr("hofnar.tip.act", title=act_title(card), total=rated.total, **names, **stars)


def plate_tip(view: HofnarView, seat: int, names: Names) -> str:
    """A seat plate's tooltip: the jester's effect and whether it is spent, lives, hand, Favourite, or the King."""
    if seat == view.king:
        return tr("hofnar.tip.jester", name=names[seat], effect=tr("hofnar.king.words"))
    jester = view.jesters[seat]
    lines = [tr("hofnar.tip.jester", name=f"{names[seat]} · {jester_name(jester)}", effect=effect_words(jester))]
    if view.lives[seat] == 0:
        lines.append(tr("hofnar.tip.beheaded"))
        return "\n".join(lines)
    if not BY_ID[jester].lasting:
        lines.append(tr("hofnar.tip.spent" if jester in view.spent else "hofnar.tip.unused"))
    lines.append(tr("hofnar.tip.lives", lives=view.lives[seat], max=view.max_lives))
    count = view.hand_sizes[seat]
    lines.append(tr_count("hofnar.tip.hand", count, count=count))
    if view.favourite == seat:
        lines.append(tr("hofnar.tip.favourite"))
    return "\n".join(lines)


def effect_words(jester: str) -> str:
    """What a jester's effect does, in the player's language."""
    return tr(f"hofnar.jester.{jester}.effect")


def mood_tip(view: HofnarView) -> str:
    """The round's mood slot: face down (with the odds of Drunk), the King's own, or revealed with what it counts."""
    if view.mood is not None and view.mood_shown:
        return tr("hofnar.tip.mood_shown", mood=mood_name(view.mood), words=tr(f"hofnar.mood.{view.mood}.words"))
    if view.mood is not None:
        return tr("hofnar.tip.mood_own", mood=mood_name(view.mood))
    odds = mood_odds(view)
    lines = [tr("hofnar.tip.mood_hidden")]
    if odds:
        lines.append(tr("hofnar.tip.drunk_chance", percent=round(100 * odds.get("drunk", 0.0))))
    return "\n".join(lines)


def moods_tip(view: HofnarView) -> str:
    """The King's unused moods: which he may still hold, as far as the reader can tell."""
    moods = unplaced_moods(view)
    return tr("hofnar.tip.moods_left", moods=listed([mood_name(mood) for mood in moods]) or tr("hofnar.none"))


def mood_discard_tip(view: HofnarView) -> str:
    """The used moods, face up, and how many went to the discard unseen."""
    used = listed([mood_name(mood) for mood in view.mood_discard]) or tr("hofnar.none")
    lines = [tr("hofnar.tip.mood_discard", moods=used)]
    if view.mood_discard_face_down:
        lines.append(tr("hofnar.tip.mood_discard_hidden", count=len(view.mood_discard_face_down)))
    return "\n".join(lines)


def round_label(number: int, final: bool) -> str:
    """The round's marker: its number, and plainly a final round when it is one."""
    label = tr("hofnar.round", round=number)
    return f"{label} · {tr('hofnar.final_round')}" if final else label


# The interrupt bar: what an effect would do now.


def offer(view: HofnarView, names: Names) -> str:
    """The sentence of the effect window the seat to move faces (``view.deciding`` names an effect, as
    "effect.hudson"), saying what the effect would do now; prefixed when Chicot copies it."""
    effect = view.effect
    if effect == PERKEO:
        side = tr(f"hofnar.side.{view.tie_side}")
        text = tr("hofnar.offer.perkeo", side=side, names=tr_list([names[seat] for seat in view.tied]))
    elif effect == STANCZYK:
        text = tr("hofnar.offer.stanczyk", loser=names[view.loser])
    elif effect == "hudson":
        shown = view.mood is not None and view.mood_shown
        text = tr("hofnar.offer.hudson", mood=mood_name(view.mood)) if shown else tr("hofnar.offer.hudson.hidden")
    elif effect == "fleeman":
        seat, cancelled, _ = view.pending[-1]
        text = tr("hofnar.offer.fleeman", name=names[seat], jester=jester_name(cancelled))
    else:
        text = tr(f"hofnar.offer.{effect}")
    owner = next((seat for seat, jester in enumerate(view.jesters) if jester == effect), None)
    return tr("hofnar.offer.copy", offer=text) if owner != view.to_move else text
