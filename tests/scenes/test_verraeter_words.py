"""The Verräter log and tooltips: every event kind is worded in English, German and Dutch from the events as one seat
saw them, never naming another seat's hidden card; the rulebook's introductory round reads as the rulebook tells it;
every tooltip reads in every language from the view alone."""

from __future__ import annotations

import re

import pytest

from game.core import Rng, redact
from game.verraeter import RULESET
from game.verraeter.actions import ChooseConflictSite, DiscardBeforeDrawing, PlaceBuilding, PlaceEstate, TakeActionCard
from game.verraeter.data import (
    ACTION_CARDS,
    BUILDER,
    CITY,
    DIPLOMAT_2,
    DIPLOMAT_5,
    ESTATE,
    ROUNDS,
    STRATEGIST,
    TRAITOR,
)
from game.verraeter.events import ActionCardTaken, LandscapeFlipped
from scenes.i18n import set_language, tr
from scenes.tables.verraeter.handlers import log_line
from scenes.tables.verraeter.interaction import hint_term
from scenes.tables.verraeter.tips import (
    aside_tip,
    border_tip,
    discard_pile_tip,
    draft_tip,
    draw_pile_tip,
    hidden_action_tip,
    landscape_tip,
    plate_tip,
    tip_text,
)
from scenes.tables.verraeter.words import Circle, say
from tests.rules.verraeter.helpers import BLAU, BRAUN, GELB, GRUEN, draft, supply, worked_example_opening

NAMES = ("Braun", "Blau", "Grün", "Gelb")
LANGUAGES = ("en", "de", "nl")


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


def unworded(text: str) -> bool:
    """True when a text still shows a catalogue key (a key missing from the catalogue shows as itself)."""
    return "verraeter." in text or "refusal." in text


def played_game(players: int, seed: int):
    """A whole random game: every action's events, and the circle's houses before each action."""
    state = RULESET.new_state(players, seed, {"circle": "random", "hands": "random"})
    rng = Rng(seed)
    steps = []
    while not state.over:
        houses = tuple(state.houses)
        events = state.apply(state.random_action(rng))
        steps.append((houses, events, state.view(0)))
    return state, steps


@pytest.mark.parametrize("players", [3, 4])
def test_every_event_of_a_whole_game_is_worded_in_every_language_without_leaking(players):
    state, steps = played_game(players, seed=players)
    names = NAMES[:players]
    kinds_worded = set()
    for language in LANGUAGES:
        set_language(language)
        secret_names = {card: tr(f"verraeter.action.{card}") for card in ACTION_CARDS}
        for houses, events, _ in steps:
            for viewer in range(players):
                circle = Circle(state.landscapes, houses, names, ROUNDS[players], viewer)
                for event in redact(events, viewer):
                    line = log_line(event, circle)
                    if line is None:
                        continue
                    kinds_worded.add(event.kind)
                    text = line.text()
                    assert text and not unworded(text), (language, event, text)
                    if isinstance(event, ActionCardTaken) and event.seat != viewer:
                        assert not any(name in text for name in secret_names.values()), text
    assert {"conflict_decided", "points_scored", "building_placed", "cards_drawn", "game_ended"} <= kinds_worded


def test_the_introductory_round_reads_as_the_rulebook_tells_it():
    state = worked_example_opening()
    before = tuple(state.houses)
    events = state.apply(ChooseConflictSite(11))
    events += draft(state, {BRAUN: BUILDER, BLAU: TRAITOR, GRUEN: STRATEGIST, GELB: DIPLOMAT_5}, aside=DIPLOMAT_2)
    events += supply(state, {BRAUN: [2, 4, 6], BLAU: [4], GELB: [3]})
    circle = Circle(state.landscapes, before, NAMES, 8, BRAUN)
    lines = []
    for event in redact(events, BRAUN):
        line = log_line(event, circle)
        if line is not None:
            lines.append(line.text())
        if isinstance(event, LandscapeFlipped):
            houses = list(circle.houses)
            houses[event.position] = event.house
            circle = Circle(circle.landscapes, tuple(houses), NAMES, 8, BRAUN)
    assert "Blau sets the conflict between the River of the Eagle and the City of the Rose." in lines
    assert "Braun takes the Builder." in lines and "Blau takes an action card." in lines
    assert "Blau betrays their house and turns to the Eagle." in lines
    revealed = "Braun has the Builder, Blau has the Traitor, Grün has the Strategist and Gelb has the Diplomat +5"
    assert f"Revealed: {revealed}." in lines
    assert "Eagle 21 (5 + 16 + 0) against Rose 23 (15 + 3 + 5). The Rose wins the conflict." in lines
    assert "Gelb scores 5 points for the conquered landscape." in lines
    assert "Blau scores 1 point for the Traitor." in lines
    assert "The River turns over to the Rose." in lines
    set_language("de")
    german = [log_line(event, circle) for event in redact(state.apply(PlaceBuilding(6, ESTATE)), BRAUN)]
    texts = [line.text() for line in german if line is not None]
    assert "Braun setzt ein Gebäude (Gutshof) unter Adler-Weide." in texts
    assert "Grün nimmt die Strategiekarte." in texts


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_tooltip_reads_in_every_language_from_the_view_alone(language):
    set_language(language)
    _, steps = played_game(4, seed=7)
    for _, _, view in steps[::9]:
        tips = [plate_tip(view, seat, NAMES) for seat in range(4)]
        tips += [hidden_action_tip(view, seat) for seat in range(4)]
        tips += [landscape_tip(view, position, NAMES) for position in range(12)]
        tips += [border_tip(view, border, NAMES) for border in range(12)]
        tips += [aside_tip(view), draw_pile_tip(view), discard_pile_tip(view)]
        for tip in tips:
            text = tip_text(tip)
            assert text and not unworded(text), (language, text)


def test_a_border_tip_names_both_landscapes_and_the_stakes():
    view = worked_example_opening().view(BLAU)
    text = tip_text(border_tip(view, 11, NAMES))
    assert text.splitlines() == [
        "River of the Eagle (5) against City of the Rose (15)",
        "If the Eagle wins: Braun, Grün score 9 each.",
        "If the Rose wins: Blau, Gelb score 3 each.",
    ]
    assert tip_text(border_tip(view, 3, NAMES)) == "Both landscapes show the Rose: no conflict can be here."


def test_every_hint_is_a_sentence_in_every_language():
    state = RULESET.new_state(4, 7, {"circle": "random", "hands": "random"})
    rng = Rng(7)
    hinted = {}
    while not state.over:
        view = state.view(state.to_move)
        for move in state.legal_actions():
            hinted.setdefault(type(move).__name__, (move, view))
        state.apply(state.random_action(rng))
    assert len(hinted) >= 10, sorted(hinted)
    for language in LANGUAGES:
        set_language(language)
        for move, view in hinted.values():
            text = say(hint_term(move, view))
            assert text[0].isupper() and text.endswith(".") and not unworded(text), (language, move, text)
    set_language("de")
    _, view = hinted["TakeActionCard"]
    assert say(hint_term(TakeActionCard(BUILDER), view)) == "Nimm die Karte „Baumeister“."
    assert say(hint_term(DiscardBeforeDrawing((5, 2, 4)), view)) == "Wirf deine 2, 4 und 5 ab."
    place = say(hint_term(PlaceEstate(view.landscapes.index(CITY)), view))
    assert re.fullmatch("Setz deinen Gutshof unter die Landschaft „(Adler|Rose)-Stadt“.", place), place
    set_language("nl")
    assert say(hint_term(TakeActionCard(TRAITOR), view)) == "Neem de Verrader."


def test_the_draft_names_who_chooses_after_the_person_as_a_sentence_lists_them():
    state = RULESET.new_state(4, 3, {"circle": "random", "hands": "random"})
    rng = Rng(3)
    while not (state.phase == "actions" and state.picks_made == 0):
        state.apply(state.random_action(rng))
    first = state.to_move
    later = [NAMES[(first + step) % 4] for step in (1, 2, 3)]
    set_language("de")
    words = [term.text() for term in draft_tip(state.view(first), NAMES)]
    assert f"Nach dir wählen {later[0]}, {later[1]} und {later[2]} aus den Karten, die du weitergibst." in words
    set_language("en")
    words = [term.text() for term in draft_tip(state.view(first), NAMES)]
    assert f"After you, {later[0]}, {later[1]} and {later[2]} choose from the cards you pass on." in words
