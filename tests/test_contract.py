"""Every registered title, and the toy title, played at random through the core contract for each player count."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

import game
from game.core import IllegalAction, SetupError
from game.hofverrat.awaiting import ASSASSIN_TARGET
from game.titles import REGISTERED, TITLES
from scenes.i18n import placeholders
from tests.contract import (
    check_fold,
    check_refusal_table,
    check_translated,
    declared_refusals,
    direct_refusals,
    load_catalogues,
    play_checked_game,
)
from tests.soak import sized
from tests.toy_title import HIGH_CARD

RULESETS = [HIGH_CARD, *TITLES]
DEEP_CHECK_EVERY = {"verraeter": 3, "hofnar": 2}
"""Long games check views and sampled worlds at every n-th step only, to keep the suite quick."""
CATALOGUES = load_catalogues()
"""The shipped translations: every registered title's decisions and refusals must be in them (the toy's need not)."""
CASES = [(ruleset, players) for ruleset in RULESETS for players in ruleset.player_counts]
GAME_EXAMPLES = sized(4, settings().max_examples)
"""Whole games checked at every step, per title and player count: four keep the default run to about twenty seconds
of all the cores' time (a five-player Hof-Verrat game alone takes two); the soak profile plays its thousands."""


@pytest.mark.parametrize(("ruleset", "players"), CASES, ids=[f"{r.id}-{n}p" for r, n in CASES])
@settings(max_examples=GAME_EXAMPLES)
@given(seed=st.integers(min_value=0, max_value=2**64 - 1), choice_seed=st.integers(min_value=0, max_value=2**32))
def test_random_games_keep_the_contract(ruleset, players, seed, choice_seed):
    final = play_checked_game(
        ruleset,
        players,
        seed,
        choice_seed,
        deep_every=DEEP_CHECK_EVERY.get(ruleset.id, 1),
        catalogues=None if ruleset is HIGH_CARD else CATALOGUES,
    )
    assert final.over


FOLD_CASES = [(title, players) for title in REGISTERED for players in title.ruleset.player_counts]
FOLD_EXAMPLES = max(2, settings().max_examples // 3)
"""Whole games, every seat's view kept at every step: a third of the profile's examples per title and player count
keeps the default run to a few seconds (the soak profile plays hundreds)."""


@pytest.mark.parametrize(("title", "players"), FOLD_CASES, ids=[f"{t.id}-{n}p" for t, n in FOLD_CASES])
@settings(max_examples=FOLD_EXAMPLES)
@given(
    seed=st.integers(min_value=0, max_value=2**64 - 1),
    choice_seed=st.integers(min_value=0, max_value=2**32),
    data=st.data(),
)
def test_each_seat_keeps_its_view_by_folding_the_events_it_sees(title, players, seed, choice_seed, data):
    """Every seat's view, kept from the view before the deal (or the first view) by its title's ``advance`` alone,
    equals the fresh view after the opening and after every action of a random game, with random options."""
    options = {
        option.key: data.draw(st.sampled_from(option.choices), label=option.key) for option in title.ruleset.options
    }
    try:
        title.ruleset.new_state(players, seed, options)
    except SetupError:
        assume(False)
    check_fold(title, players, seed, choice_seed, options)


def test_every_title_is_registered_once():
    ids = [ruleset.id for ruleset in TITLES]
    assert len(ids) == len(set(ids))


def test_every_refusal_a_title_declares_is_translated_in_every_language():
    tables = declared_refusals()
    assert {table.title for table in tables} >= {ruleset.id for ruleset in TITLES}
    for table in tables:
        check_refusal_table(table, CATALOGUES)
    for refusal in (IllegalAction.not_allowed(), IllegalAction.game_over(), IllegalAction.not_over()):
        check_translated(refusal.key, refusal.params, CATALOGUES, refusal.key)


def test_the_titles_raise_refusals_only_through_their_tables():
    folder = Path(game.__file__).parent
    assert not direct_refusals(folder, allowed=folder / "core")


def test_the_assassins_choice_that_a_table_shows_is_translated():
    check_translated(ASSASSIN_TARGET.prompt, ASSASSIN_TARGET.params, CATALOGUES, ASSASSIN_TARGET.kind)
    check_translated(
        ASSASSIN_TARGET.others, ASSASSIN_TARGET.params, CATALOGUES, ASSASSIN_TARGET.kind, frozenset({"name"})
    )


STATUS_LINE_LETTERS = 60
"""The most letters a decision's sentence may hold, with a long name and two-digit numbers filled in: the table
shows it on its one-line status zone (468 px wide in the 1920×1080 layouts), at 18 px at the smallest. The longest
lines, of about 60 letters of EB Garamond italic, measure up to 430 of the 444 px inside the zone's rim."""


def test_every_decision_sentence_fits_the_one_line_status_zone():
    for language, catalogue in CATALOGUES.items():
        for key, text in catalogue.items():
            if key.startswith("prompt."):
                line = text.format_map({name: "Bartholomäus" if name == "name" else 10 for name in placeholders(text)})
                assert len(line) <= STATUS_LINE_LETTERS, (language, key, line)
