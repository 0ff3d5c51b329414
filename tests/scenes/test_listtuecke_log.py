"""The Mit List und Tücke log words every event kind, in every language, from the events as each seat got them,
and never names a card the seat was not shown."""

from __future__ import annotations

import inspect

import pytest

from game.core import Event, Rng
from game.listtuecke import RULESET, VARIANT, events
from game.listtuecke.cards import CHARACTERS
from scenes.i18n import LANGUAGES, set_language, translator
from scenes.tables.listtuecke.handlers import EVENTS, describe
from scenes.tables.listtuecke.words import Reader, character

NAMES = ("Ada", "Bert", "Cleo", "Dora")


def _event_types() -> set[type[Event]]:
    return {
        kind
        for _, kind in inspect.getmembers(events, inspect.isclass)
        if issubclass(kind, Event) and kind is not Event and kind.__module__ == events.__name__
    }


def test_every_event_kind_has_its_wording():
    assert set(EVENTS) == _event_types()


def _game_events(players: int, variant: bool, seed: int) -> list[Event]:
    state = RULESET.new_state(players, seed=seed, options={VARIANT: variant})
    happened = list(state.opening_events)
    rng = Rng(seed)
    while not state.over:
        happened += state.apply(state.random_action(rng))
    return happened


@pytest.mark.parametrize("language", list(LANGUAGES))
@pytest.mark.parametrize(("players", "variant"), [(4, False), (3, False), (3, True)])
def test_every_event_of_whole_games_is_worded_for_every_seat(language, players, variant):
    set_language(language)
    seen_kinds = set()
    for seed in (1, 2):
        for event in _game_events(players, variant, seed):
            for viewer in range(players):
                redacted = event.for_seat(viewer)
                if redacted is None:
                    continue
                line = describe(redacted, Reader(NAMES[:players], viewer))
                if line is None:
                    continue
                seen_kinds.add(type(event))
                assert "{" not in line.text and "listtuecke." not in line.text, line.text
    assert {events.CardPlayed, events.StartPlayerChecked, events.TileGained, events.ChapelFilled} <= seen_kinds


def test_a_seat_reads_the_card_passed_between_others_only_as_its_back():
    passed = events.CardPassed(giver=1, receiver=2, back="light", card=9)
    outsider = describe(passed.for_seat(0), Reader(NAMES, 0))
    insider = describe(passed.for_seat(2), Reader(NAMES, 2))
    assert character(9) not in outsider.text and "light" in outsider.text
    assert character(9) in insider.text


def test_every_key_the_log_uses_exists_in_every_language():
    """Keys built from data (a reason, a rank) exist for every value the rules can produce."""
    reasons = ("no_victim", "no_face_down_card", "stock_empty", "no_swap_partner", "empty_hand", "highest_already")
    keys = [f"listtuecke.log.nothing.{reason}" for reason in (*reasons, "no_hand_cards")]
    keys += ["listtuecke.log.rank.20", "listtuecke.log.rank.0"]
    keys += [f"listtuecke.character.{character.rank}" for character in CHARACTERS]
    for language in LANGUAGES:
        set_language(language)
        assert all(translator.has(key) for key in keys), language
