"""What the Hofnar table asks the person, and where (issue 34 §4, found by a tester): a hint in an effect's window
lights the button it suggests on the offer bar (the bar is drawn over the kit's rim), and a tie tells the King to
click a jester's plate (HN-13).

Both positions are found in the model and opened at the table; the hint is asked by the H key through the app's
event queue.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from game.core import Match, Rng, Seat
from game.hofnar import RULESET
from game.hofnar.actions import BreakTie, UseEffect
from scenes.app import App
from scenes.drive import frames, press
from scenes.i18n import tr
from scenes.play import open_table
from scenes.storage import Storage
from scenes.tables.hofnar import hud
from scenes.tables.hofnar.interaction import DECLINE, USE
from tests.scenes.test_hofnar_table import table_of, wait_for_person
from tests.scenes.test_tables_kit import computers

PLAYERS = 4


def position(wanted) -> Match:
    """A match whose person (seat 0) first faces a decision ``wanted(state)`` says yes to, reached by random play."""
    options = {"king": 0 if wanted is tie_for_king else 1}
    for seed in range(400):
        state = RULESET.new_state(PLAYERS, seed, options)
        rng = Rng(seed)
        actions = []
        while not state.over and not (state.to_move == 0 and wanted(state)):
            action = state.random_action(rng)
            state.apply(action)
            actions.append(action)
        if state.over:
            continue
        match = Match.start(RULESET, [Seat("Ada"), *computers(PLAYERS - 1)], seed, options)
        for action in actions:
            match.apply(action)
        return match
    raise AssertionError("no game reaches the position")


def untargeted_window(state) -> bool:
    return any(isinstance(action, UseEffect) and action.target is None for action in state.legal_actions())


def tie_for_king(state) -> bool:
    return any(isinstance(action, BreakTie) for action in state.legal_actions())


def at_table(folder: Path, match: Match) -> App:
    storage = Storage(folder)
    settings = storage.load_settings()
    settings.window, settings.animation_speed = "1280x720", "fast"
    storage.save_settings(settings)
    app = App(storage=storage)
    app.open_menu()
    open_table(app, match, replace=False)
    wait_for_person(app, match)
    return app


def test_a_hint_in_an_effects_window_lights_the_offer_bars_button_it_suggests(tmp_path, monkeypatch):
    match = position(untargeted_window)
    app = at_table(tmp_path, match)
    table = table_of(app)
    lit = []
    draw_offer = hud.draw_offer
    monkeypatch.setattr(
        hud, "draw_offer", lambda *args: lit.append(args[5] if len(args) > 5 else None) or draw_offer(*args)
    )
    frames(app, 2)
    assert lit and lit[-1] is None, "no button lit before the hint"
    press(app, pygame.K_h)
    for _ in range(600):
        if table.decisions.hint is not None and not table.runner.hint_pending:
            break
        frames(app)
    frames(app, 2)
    hinted = table.decisions.hint_target()
    assert hinted in (USE, DECLINE), "the hint suggests a button of the bar"
    assert lit[-1] == hinted[1], "the suggested button is drawn lit on the bar"


def test_hn13_a_tie_tells_the_king_to_click_the_plate_of_the_jester_he_chooses(tmp_path):
    match = position(tie_for_king)
    app = at_table(tmp_path, match)
    table = table_of(app)
    side = table.view.tie_side
    assert table.status() == tr(f"prompt.hofnar.tie.{side}")
    assert "plate" in table.status()
