"""Random input through the real app into every registered table, with people and computers mixed (issue 21,
part 2): 800 events per table with a fixed seed (eight seeds of 5,000 under the soak profile), and no exception,
no stuck computer, and an autosave that always equals the game in memory. The long run (100,000 events per table) is
``python -m bench.ui_fuzz``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from scenes.fuzz import AUTOSAVE_EVERY, UiFuzzer
from scenes.tables import TABLES
from tests.soak import sized

EVENTS = sized(800, 5000)
SEEDS = tuple(range(1, sized(2, 9)))
"""One seed per table in the default run, eight under the soak profile."""


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("title_id", sorted(TABLES))
def test_random_input_through_the_app_never_fails_and_the_autosave_keeps_up(title_id: str, seed: int, data_folder):
    fuzzer = UiFuzzer(title_id, Path(data_folder), seed)
    figures = fuzzer.run(EVENTS)
    assert figures.events >= EVENTS
    assert figures.autosave_checks >= figures.frames // AUTOSAVE_EVERY, "the autosave was compared all along"
    assert figures.games_started + figures.continued >= 1
