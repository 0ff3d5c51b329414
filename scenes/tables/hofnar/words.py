"""Hofnar in words: act titles, mood names, tooltips, the round's label and the offers of the effects (each event's
log line stands beside its animation, in ``round_story`` and ``effect_story``).

Everything here is worded from views only, as the reader may see them, so a tooltip never says more than he may know.
"""

from __future__ import annotations

from collections.abc import Sequence

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
