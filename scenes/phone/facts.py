"""A phone seat's own facts besides its hand, as its title has them: Hof-Verrat's two missions, Verräter's allegiance
and the action card taken this round, Hofnar's jester (or the King's mood in play).

At the PC these are drawn apart from the hand (a mission is no card sprite, an allegiance lies on the seat's plate),
so the page cannot find them among the table's hand homes; each title's entry here names them from the seat's view,
with the picture the table itself draws for them (at the size it already drew) and words from the title's own
translations. Only the view given reaches these functions, so a fact is one the seat may know.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.core import View
from scenes.i18n import current_language, tr

Fact = tuple[str, Callable[[], pygame.Surface] | None, str]
"""A fact: a key naming its picture, what draws that picture (None: words only), and its words."""


def own_facts(title: str, lens: Any, view: View, names: Sequence[str]) -> list[Fact]:
    """The seat's own facts of ``title`` in ``view``, seen through the seat's table ``lens`` (the seats' ``names``
    for the words); none for a title whose hand says everything (Mit List und Tücke)."""
    facts = FACTS.get(title)
    return facts(lens, view, names) if facts is not None else []


def _hofverrat(lens: Any, view: Any, names: Sequence[str]) -> list[Fact]:
    from scenes.tables.hofverrat.mission_cards import mission_text, written_card

    missions = view.missions[view.seat] or ()
    language = current_language()
    facts = []
    for slot, mission in enumerate(missions):
        size = lens.geometry.mission_spot(view.seat, slot).size
        draw = functools.partial(written_card, mission, size, language)
        facts.append((f"mission:{mission}", draw, mission_text(mission)))
    return facts


def _verraeter(lens: Any, view: Any, names: Sequence[str]) -> list[Fact]:
    from scenes.tables.verraeter import art

    house = view.allegiances[view.seat]
    words = tr("verraeter.tip.allegiance", name=names[view.seat], house=tr(f"verraeter.house.{house}"))
    facts: list[Fact] = [(f"allegiance:{house}", lambda: art.face(("allegiance", house), art.ALLEGIANCE_SELF), words)]
    if view.my_action is not None:
        action = view.my_action
        words = f"{tr(f'verraeter.action.{action}')}: {tr(f'verraeter.effect.{action}')}"
        facts.append((f"action:{action}", lambda: art.face(("action", action), art.ACTION_SELF), words))
    return facts


def _hofnar(lens: Any, view: Any, names: Sequence[str]) -> list[Fact]:
    from scenes.tables.hofnar import art
    from scenes.tables.hofnar.words import jester_name, mood_name

    jester = view.jesters[view.seat]
    if jester is not None:
        return [(f"jester:{jester}", None, f"{jester_name(jester)}: {tr(f'hofnar.jester.{jester}.effect')}")]
    facts: list[Fact] = [("king", None, f"{tr('hofnar.king')}: {tr('hofnar.king.words')}")]
    if view.mood is not None:
        mood = view.mood
        words = f"{mood_name(mood)}: {tr(f'hofnar.mood.{mood}.words')}"
        facts.append((f"mood:{mood}", lambda: art.face(art.mood_value(mood), art.MOOD), words))
    return facts


FACTS: dict[str, Callable[[Any, Any, Sequence[str]], list[Fact]]] = {
    "hofverrat": _hofverrat,
    "verraeter": _verraeter,
    "hofnar": _hofnar,
}
