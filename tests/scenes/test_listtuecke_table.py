"""The Mit List und Tücke table through the real app, with real pygame events: every decision kind by mouse and by
keyboard, an elimination turning a whole stack, the Inquisitor naming a card a person holds, a hot seat passing cards
without a frame showing a hand, whole computer games to the results, and Continue after a restart."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from game.core import Action, Match, Rng, Seat
from game.listtuecke import RULESET, VARIANT, decisions
from game.listtuecke.actions import ChooseRank, Decline, NameCharacter, PlayCard
from game.listtuecke.cards import ABILITY_OF, ELIMINATE, INQUISITOR
from game.listtuecke.inference import victims_now
from game.listtuecke.state import ListTueckeState
from scenes.app import App
from scenes.curtain import READY_DELAY, CurtainScene
from scenes.drive import click, drag, frames, move
from scenes.play import open_table
from scenes.results import ResultsScene
from scenes.storage import Storage
from scenes.tables.kit.board import HAND
from scenes.tables.listtuecke import ListTueckeTable
from scenes.tables.listtuecke.geometry import is_stack_key
from tests.scenes.helpers import continue_after_restart
from tests.scenes.test_tables_kit import (
    by_keyboard,
    by_mouse,
    computers,
    open_position,
    settle,
    target_point,
    visible_point,
)

PERSON = Seat("Ada")
KINDS_WITH_A_CHOICE = [
    decisions.PASS,
    decisions.PLAY,
    decisions.HEAL,
    decisions.TAKE_TILE,
    decisions.OFFER,
    decisions.ANSWER,
    decisions.SWAP_MIDDLE,
    decisions.CHOOSE_VICTIM,
    decisions.LOOK,
    decisions.CHAPEL,
    decisions.NAME,
    decisions.GIVE,
    decisions.RANK,
]


def find_position(
    kind: str, players: int = 4, want: Callable[[ListTueckeState], bool] | None = None
) -> tuple[int, list[Action]]:
    """A seed and the actions after which seat 0 must make a decision of ``kind`` (and ``want`` holds)."""
    for seed in range(400):
        state = RULESET.new_state(players, seed)
        rng = Rng(seed)
        actions: list[Action] = []
        while not state.over:
            if state.decision == kind and state.to_move == 0 and (want is None or want(state)):
                return seed, actions
            action = state.random_action(rng)
            state.apply(action)
            actions.append(action)
    raise AssertionError(f"no position found for {kind}")


def app_at(folder: Path, speed: str = "instant", window: str = "1920x1080") -> App:
    storage = Storage(folder)
    settings = storage.load_settings()
    settings.window, settings.animation_speed = window, speed
    storage.save_settings(settings)
    app = App(storage=storage)
    app.open_menu()
    return app


def table_at(folder: Path, seed: int, actions: list[Action], seats: list[Seat]) -> tuple[App, ListTueckeTable, Match]:
    """The app showing a match after ``actions``, settled until the person may play."""
    app = app_at(folder)
    match = Match.start(RULESET, seats, seed)
    for action in actions:
        match.apply(action)
    open_table(app, match, replace=False)
    table = next(scene for scene in app.stack if isinstance(scene, ListTueckeTable))
    settle(app, table)
    if isinstance(app.top, CurtainScene):
        frames(app, round(READY_DELAY * 60) + 2)
        click(app, (960, 540))
        settle(app, table)
    assert app.top is table and table.decisions.active
    return app, table, match


@pytest.mark.parametrize("kind", KINDS_WITH_A_CHOICE)
def test_every_decision_kind_is_made_by_mouse_and_by_keyboard(tmp_path: Path, kind: str):
    seed, actions = find_position(kind)
    seats = [PERSON, *computers(3)]
    for way in (by_mouse, by_keyboard):
        app, table, match = table_at(tmp_path / way.__name__, seed, actions, seats)
        legal = list(table.view.legal_actions)
        # Decline where the rules allow it, else the last legal action (a different one from the first).
        chosen = next((action for action in legal if isinstance(action, Decline)), legal[-1])
        played = len(match.record.actions)
        way(app, table, table.decisions.routes[chosen])
        assert match.record.actions[played] == chosen, f"{way.__name__}: {kind}"
        if len(legal) > 1 and chosen != legal[0]:
            app, table, match = table_at(tmp_path / f"{way.__name__}_first", seed, actions, seats)
            way(app, table, table.decisions.routes[legal[0]])
            assert match.record.actions[played] == legal[0], f"{way.__name__}: {kind}, another choice"


def test_a_card_dropped_where_it_may_not_go_snaps_back_and_says_why(tmp_path: Path):
    seed, actions = find_position(decisions.PLAY)
    app, table, match = table_at(tmp_path, seed, actions, [PERSON, *computers(3)])
    card = table.view.hand[0]
    start = visible_point(table, (HAND, card))
    drag(app, start, table.geometry.middle_rect(0).center)
    frames(app, 30)
    assert len(match.record.actions) == len(actions), "nothing was played"
    assert table.message is not None and "stack" in table.message[0]


def _eliminator_with_victim(state: ListTueckeState) -> bool:
    view = state.view(0)
    return any(ABILITY_OF[card] == ELIMINATE and len(victims_now(view, 0, card)) == 1 for card in view.hand)


def test_an_elimination_turns_the_whole_stack_face_down(tmp_path: Path):
    seed, actions = find_position(decisions.PLAY, want=_eliminator_with_victim)
    app, table, match = table_at(tmp_path, seed, actions, [PERSON, *computers(3)])
    view = table.view
    card = next(card for card in view.hand if ABILITY_OF[card] == ELIMINATE and len(victims_now(view, 0, card)) == 1)
    victim = victims_now(view, 0, card)[0]
    stacked = [each for each, _ in view.stacks[victim]]
    drag(app, visible_point(table, (HAND, card)), table.geometry.stack_rect(0).center)
    assert match.record.actions[len(actions)] == PlayCard(card)
    frames(app, 5)
    settle(app, table)
    for key, shown in table.board.cards.items():
        if is_stack_key(key) and key[1] in stacked:
            assert shown is None, f"{key} still shows its face after the elimination"
    assert any("eliminates" in entry.text for entry in table.log.entries())


def test_the_inquisitor_names_a_card_a_person_holds_from_the_grid(tmp_path: Path):
    def bert_holds_a_card(state: ListTueckeState) -> bool:
        return bool([card for card in state.hands[1] if card != INQUISITOR])

    seed, actions = find_position(decisions.NAME, want=bert_holds_a_card)
    seats = [PERSON, Seat("Bert"), *computers(2)]
    app, table, match = table_at(tmp_path, seed, actions, seats)
    named = match.state.hands[1][0]
    assert table.naming()
    click(app, table.grid_cell(named).center)
    assert match.record.actions[len(actions)] == NameCharacter(named)
    assert named in match.state.hands[0] or match.state.named == (named, 1)


def test_the_inquisitor_chooses_its_rank_by_button(tmp_path: Path):
    seed, actions = find_position(decisions.RANK)
    app, table, match = table_at(tmp_path, seed, actions, [PERSON, *computers(3)])
    rows = dict(table.decisions.button_row())
    click(app, rows[("rank", 0)].center)
    assert match.record.actions[len(actions)] == ChooseRank(0)


@pytest.mark.parametrize(("players", "variant"), [(3, False), (3, True), (4, False)])
def test_a_whole_computer_game_plays_through_the_table_to_the_results(tmp_path: Path, players: int, variant: bool):
    app = app_at(tmp_path)
    match = Match.start(RULESET, computers(players), 17, {VARIANT: variant})
    open_table(app, match, replace=False)
    for _ in range(20_000):
        if isinstance(app.top, ResultsScene):
            break
        frames(app)
    assert isinstance(app.top, ResultsScene) and match.state.over


def test_two_people_pass_behind_the_curtain_and_no_frame_shows_a_hand_to_the_other(tmp_path: Path):
    app = app_at(tmp_path, speed="fast")
    match = Match.start(RULESET, [Seat("Ada"), Seat("Bert"), *computers(2)], 3)
    open_table(app, match, replace=False)
    table = next(scene for scene in app.stack if isinstance(scene, ListTueckeTable))
    draw = table.draw
    checked = []

    def drawn(surface: pygame.Surface) -> None:
        draw(surface)
        runner = table.runner
        own_turn = runner.private and runner.handover.shown == runner.to_move
        if own_turn or match.state.over:
            return
        for key, sprite in table.board.sprites.items():
            if key[0] == HAND and sprite.alpha > 0:
                assert not (sprite.face_up and table.board.cards[key] is not None), f"{key} shows outside its turn"
        checked.append(len(match.record.actions))

    table.draw = drawn
    curtains = 0
    rng = Rng(4)
    while match.state.decision == decisions.PASS and len(match.record.actions) < 16:
        if isinstance(app.top, CurtainScene):
            curtains += 1
            frames(app, round(READY_DELAY * 60) + 2)
            click(app, (960, 540))
        elif table.runner.accepts_input and not table.busy:
            action = rng.choice(list(table.view.legal_actions))
            route = table.decisions.routes[action]
            drag(app, visible_point(table, route.item), target_point(table, route.target))
        frames(app)
    assert curtains >= 2, "the curtain fell between the two people"
    assert len(checked) > 10


def test_continue_after_a_restart_shows_the_game_where_it_was(tmp_path: Path):
    app = app_at(tmp_path)
    seed, actions = find_position(decisions.PLAY)
    match = Match.start(RULESET, [PERSON, *computers(3)], seed)
    for action in actions:
        match.apply(action)
    app.storage.save_autosave(match.record)
    again, table = continue_after_restart(tmp_path)
    assert isinstance(table, ListTueckeTable)
    settle(again, table)
    assert table.view.hand == match.view(0).hand
    assert table.runner.match.record.actions == match.record.actions


def test_a_log_line_lights_the_characters_it_names_where_they_lie_now(data_folder: Path):
    app, _ = open_position(data_folder, "listtuecke", [PERSON, *computers(3)], 3, 40)
    table = app.top
    settle(app, table)
    panel = table.log_panel
    lines = [(top, entry) for top, _, entry in table.log.spans if entry.cards and table.log_lights(entry)]
    assert lines, "some line names a character still on the table"
    top, entry = lines[0]
    panel.scroll_by(top - panel.offset - 20)
    frames(app)
    move(app, (panel.rect.x + 40, panel.rect.y + round(top - panel.offset) + 8))
    assert table.lit_log, "resting on the line lights its characters"
    assert {table.board.cards[key] for key in table.lit_log} <= set(entry.cards), "only the characters it names"
    move(app, (10, 1000))
    assert table.lit_log == ()
