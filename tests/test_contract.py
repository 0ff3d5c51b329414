"""Every registered title, and the toy title, played at random through the core contract for each player count."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.titles import TITLES
from tests.contract import load_catalogues, play_checked_game
from tests.toy_title import HIGH_CARD

RULESETS = [HIGH_CARD, *TITLES]
DEEP_CHECK_EVERY = {"verraeter": 3, "hofnar": 2}
"""Long games check views and sampled worlds at every n-th step only, to keep the suite quick."""
CATALOGUES = load_catalogues()
"""The shipped translations: every registered title's decisions and refusals must be in them (the toy's need not)."""
CASES = [(ruleset, players) for ruleset in RULESETS for players in ruleset.player_counts]


@pytest.mark.parametrize(("ruleset", "players"), CASES, ids=[f"{r.id}-{n}p" for r, n in CASES])
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


def test_every_title_is_registered_once():
    ids = [ruleset.id for ruleset in TITLES]
    assert len(ids) == len(set(ids))
