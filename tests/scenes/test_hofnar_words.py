"""Hofnar's words: every event kind has a log line in every language from what its reader may see, the tooltips and
the effects' offers are worded, and nothing hidden is ever named."""

from __future__ import annotations

import inspect

import pytest

from game.core import Event, Rng, redact, to_json
from game.hofnar import RULESET
from game.hofnar import events as hofnar_events
from game.hofnar.acts import act_key
from game.hofnar.cards import CARD_IDS, MOODS
from scenes.i18n import LANGUAGES, load_catalogue, set_language
from scenes.tables.hofnar import story, words

ENGLISH = load_catalogue("en")
NAMES = ("Ada", "Bram", "Cleo", "Dirk", "Eva", "Finn", "Gus", "Hild", "Ines")
EVENT_KINDS = {
    cls.kind
    for _, cls in inspect.getmembers(hofnar_events, inspect.isclass)
    if issubclass(cls, Event) and cls is not Event
}


def test_every_event_kind_has_a_log_wording():
    assert {kind.kind for kind in story.TOLD} == EVENT_KINDS


def unworded(text: str) -> bool:
    """A line that shows a catalogue key or an unfilled placeholder."""
    return "hofnar." in text or "{" in text


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_whole_games_are_worded_for_every_seat_in_every_language_without_naming_hidden_cards(language):
    set_language(language)
    titles = load_catalogue(language)
    seen_kinds = set()
    for players, seed in ((3, 1), (5, 2), (9, 3), (4, 7), (3, 11)):
        state = RULESET.new_state(players, seed)
        rng = Rng(seed)
        batches = [list(state.opening_events)]
        while not state.over:
            batches.append(state.apply(state.random_action(rng)))
        for events in batches:
            for seat in range(players):
                for event in redact(events, seat):
                    seen_kinds.add(event.kind)
                    line = story.log_line(event, NAMES[:players])
                    if line is None:
                        continue
                    assert not unworded(line), (language, event, line)
                    named = [card for card in CARD_IDS if titles[act_key(card)] in line]
                    shown = str(to_json(event))
                    assert all(card in shown for card in named), ("names a card its reader may not see", event, line)
    assert seen_kinds >= EVENT_KINDS - {"triboulet_guessed", "effect_cancelled", "moods_taken_back", "mood_discarded"}


def test_a_card_hidden_from_the_reader_is_never_named():
    drawn = hofnar_events.CardDrawn(1, 2, "F07")
    for seat in (0, 3):
        line = story.log_line(drawn.for_seat(seat), NAMES)
        assert ENGLISH[act_key("F07")] not in line and "Bram" in line and "Cleo" in line
    assert ENGLISH[act_key("F07")] in story.log_line(drawn.for_seat(2), NAMES)
    laid = hofnar_events.MoodLaidDown(0, "drunk", False)
    assert "Drunk" not in story.log_line(laid.for_seat(1), NAMES)
    assert "Drunk" in story.log_line(laid.for_seat(0), NAMES)
    played = hofnar_events.CardPlayed(1, "S01", False)
    assert ENGLISH[act_key("S01")] not in story.log_line(played.for_seat(1), NAMES), (
        "face down, even to its owner's log"
    )


def test_tooltips_name_the_acts_stars_the_moods_and_the_seats():
    assert "The Whoopee Cushion on the Throne" in words.act_tip("F01") and "3" in words.act_tip("F01")
    state = RULESET.new_state(4, 5)
    view = state.view((state.king + 1) % 4)
    for seat in range(4):
        assert not unworded(words.plate_tip(view, seat, NAMES))
    for text in (
        words.mood_tip(view),
        words.moods_tip(view),
        words.mood_discard_tip(view),
        words.round_label(view.round, view.final),
    ):
        assert not unworded(text)
    assert all(not unworded(words.mood_name(mood)) for mood in MOODS)


def test_every_effect_window_of_random_games_has_its_offer_worded():
    offered = set()
    for players, seed in ((4, 1), (6, 2), (9, 3), (5, 4), (7, 5), (8, 6), (3, 7), (9, 8)):
        state = RULESET.new_state(players, seed)
        rng = Rng(seed)
        while not state.over:
            view = state.view(state.to_move)
            if view.deciding.startswith("effect."):
                text = words.offer(view, NAMES[:players])
                assert not unworded(text), (view.effect, text)
                offered.add(view.effect)
            state.apply(state.random_action(rng))
    assert len(offered) >= 6


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_the_mood_banner_says_what_the_log_says(language):
    """The banner over the revealed mood names it as the log does ("The King's mood: Spectacle!"), not as a state the
    King is in ("The King is Spectacle!" read wrong for every mood but Drunk)."""
    set_language(language)
    for mood in MOODS:
        name = words.mood_name(mood)
        banner = words.tr("hofnar.banner.mood", mood=name)
        assert banner == words.tr("hofnar.log.mood_revealed", mood=name)
    set_language("en")
