"""Generic tests of every table built on the kit (every title in ``scenes.tables.TABLES``, at every player count).

1. Every legal action is reachable by mouse and by keyboard, in random positions: the kit follows the title's routes
   with real pointer and key events, and the action the table submits is the one aimed at.
3. Hot-seat privacy through the real table scene: two people and a computer play; no drawn frame shows a card face
   that is not public unless its person is at the screen on their own turn, and no log line outside such a turn is
   worded from an event that says more than it would to nobody.
5. No drift: folding each move's events into the table's shown state equals building it fresh from the view after the
   move.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from game.core import Action, Match, Rng, Seat
from game.titles import TITLES
from scenes.app import App
from scenes.curtain import READY_DELAY, CurtainScene
from scenes.drive import click, drag, frames, move, press
from scenes.play import open_table
from scenes.storage import Storage
from scenes.tables import TABLES
from scenes.tables.kit.affordances import CONFIRM, Route
from scenes.tables.kit.board import HAND, resting
from scenes.tables.kit.table import NO_SEAT, KitTable
from tests.scenes.helpers import settle
from tests.soak import sized, spread

CASES = [(title, players) for title in TABLES for players in spread(TITLES.get(title).player_counts)]
PERSON = Seat("Person")
ACTIONS_PER_POSITION = sized(6, 12)
"""Actions driven by mouse and by keyboard at each position (every legal action is checked to have its own route):
6 of them in three positions of every title and player count, twice as many under the soak profile."""
FOLDED_MOVES = sized(30, 200)
"""Moves after which the shown table is compared with one built from the view: the model's own fold is checked at
every move of whole games (tests/test_contract.py); this checks that the table keeps what the model folds."""


def computers(count: int) -> list[Seat]:
    return [Seat(f"Computer {index}", "computer", "easy") for index in range(1, count + 1)]


def open_position(folder: Path, title: str, seats: list[Seat], seed: int, moves: int) -> tuple[App, Match]:
    """An app with a match of ``title`` after ``moves`` random actions and then until seat 0 is to move."""
    storage = Storage(folder)
    settings = storage.load_settings()
    settings.window, settings.animation_speed = "1920x1080", "instant"
    storage.save_settings(settings)
    app = App(storage=storage)
    app.open_menu()
    ruleset = TITLES.get(title)
    match = Match.start(ruleset, seats, seed)
    rng = Rng(seed)
    done = 0
    while not match.state.over and (done < moves or match.state.to_move != 0):
        match.apply(rng.choice(match.state.legal_actions()))
        done += 1
    open_table(app, match, replace=False)
    frames(app, 3)
    return app, match


# 1. Every legal action reachable.


def visible_point(table: KitTable, key) -> tuple[int, int]:
    """A point where the sprite ``key`` is the topmost one (cards overlap in cascades and fans)."""
    rect = table.board.sprites[key].rect
    for fx in (0.1, 0.5, 0.9, 0.3, 0.7):
        for fy in (0.1, 0.5, 0.9, 0.3, 0.7):
            point = (round(rect.x + rect.width * fx), round(rect.y + rect.height * fy))
            if table.board.at(point) == key:
                return point
    raise AssertionError(f"{key} is hidden under other cards everywhere")


def target_point(table: KitTable, target) -> tuple[int, int]:
    rects = [each.rect for each in table.decisions.dragdrop.targets if each.id == target]
    assert rects, f"no drop target {target}"
    return rects[0].center


def by_mouse(
    app: App, table: KitTable, route: Route, drag_card: Callable[..., None] = drag, browse: bool = False
) -> None:
    """Take ``route`` with the mouse: its picks and confirm, or its card dragged (by ``drag_card``) to its place, or
    its place or button clicked; then its option in the follow-up picker, after passing over every option first
    when ``browse``."""
    decisions = table.decisions
    if route.picks:
        for key in route.picks:
            click(app, visible_point(table, key))
        click(app, dict(decisions.button_row())[CONFIRM].center)
        return
    if route.item is not None:
        drag_card(app, visible_point(table, route.item), target_point(table, route.target))
    elif route.target is not None:
        click(app, decisions.target_rect(route.target).center)
    else:
        click(app, dict(decisions.button_row())[route.option].center)
        return
    if decisions.followup is not None:
        laid = decisions.picker_layout(decisions.picker_area())
        if browse:
            frames(app, 4)
            for _, rect, _ in laid:
                move(app, rect.center)
        click(app, next(rect.center for option, rect, _ in laid if option == route.option))


def tab_to(app: App, index: int, current: int | None) -> None:
    steps = index + 1 if current is None else index - current
    for _ in range(steps % 1000):
        press(app, pygame.K_TAB)


def by_keyboard(app: App, table: KitTable, route: Route) -> None:
    decisions = table.decisions
    order = decisions.focus_order()
    if route.picks:
        for key in route.picks:
            tab_to(app, order.index(("pick", key)), decisions.focus)
            press(app, pygame.K_RETURN)
        tab_to(app, order.index(("confirm", CONFIRM)), decisions.focus)
        press(app, pygame.K_RETURN)
        return
    first = ("item", route.item) if route.item is not None else ("target", route.target)
    if route.item is None and route.target is None:
        first = ("option", route.option)
    tab_to(app, order.index(first), decisions.focus)
    press(app, pygame.K_RETURN)
    if route.item is not None:
        dragdrop = decisions.dragdrop
        legal = [each.id for each in dragdrop.targets if each.id in dragdrop.legal]
        for _ in range(legal.index(route.target)):
            press(app, pygame.K_TAB)
        press(app, pygame.K_RETURN)
    if decisions.followup is not None:
        options = [option for option, _, _ in decisions.picker_layout(decisions.picker_area())]
        for _ in range(options.index(route.option) + 1):
            press(app, pygame.K_TAB)
        press(app, pygame.K_RETURN)


@pytest.mark.parametrize(("title", "players"), CASES)
def test_every_legal_action_is_reachable_by_mouse_and_by_keyboard(tmp_path: Path, title: str, players: int):
    for position, moves in enumerate((0, 7, 23)):
        app, match = open_position(
            tmp_path / f"{position}", title, [PERSON, *computers(players - 1)], 11 + position, moves
        )
        if match.state.over:
            continue
        table = app.top
        settle(app, table)
        assert table.runner.accepts_input
        submitted: list[Action] = []
        table.runner.submit = submitted.append
        legal = list(table.view.legal_actions)
        chosen = Rng(position).shuffled(legal)[:ACTIONS_PER_POSITION]
        routes = {action: table.decisions.routes[action] for action in legal}
        assert len(set(routes.values())) == len(legal), "every legal action has a route of its own"
        for action in chosen:
            for way in (by_mouse, by_keyboard):
                table.show(table.runner.view(), table.runner.private)
                settle(app, table)
                submitted.clear()
                way(app, table, routes[action])
                assert submitted == [action], f"{way.__name__} reaches {action}"


# 3. Privacy through the real table.

WALK_ACTIONS = sized(24, 120)
"""Moves in each walk: enough for several hand-overs between the two people at every title (five or more); the soak
profile walks five times as far."""
WALK_FRAME = 1 / 30
"""The walk's frames at 30 a second: every moving card is still seen in several places on its way, in half the
frames (each checked frame draws the whole table)."""


def public_faces(table: KitTable, match: Match) -> set:
    """(sprite key, card) pairs every seat sees face up at rest: what is public."""
    seen = None
    for seat in range(len(match.seats)):
        shown = table.make_shown(match.view(seat))
        saved, table.shown = table.shown, shown
        faces = {(key, home.card) for key, home in table.homes().items() if resting(key) and home.card is not None}
        table.shown = saved
        seen = faces if seen is None else seen & faces
    return seen or set()


@pytest.mark.parametrize("title", list(TABLES))
def test_at_a_hot_seat_no_frame_and_no_log_line_shows_a_private_fact_outside_its_persons_turn(
    tmp_path: Path, title: str
):
    ruleset = TITLES.get(title)
    players = max(3, ruleset.min_players)
    seats = [Seat("Anna"), Seat("Bert"), *computers(players - 2)]
    storage = Storage(tmp_path)
    settings = storage.load_settings()
    # The logical size: no frame is scaled to the window, which would be most of the walk's time and checks nothing.
    settings.window, settings.animation_speed = "1920x1080", "fast"
    storage.save_settings(settings)
    app = App(storage=storage)
    app.open_menu()
    match = Match.start(ruleset, seats, 5)
    open_table(app, match, replace=False)
    table = next(scene for scene in app.stack if isinstance(scene, KitTable))
    rng = Rng(5)
    checked = 0
    draw = table.draw
    # What is public changes only with a move or the seat the table is laid out for: worked out once for each.
    publics: dict[tuple[int, int], set] = {}

    def drawn(surface: pygame.Surface) -> None:
        nonlocal checked
        draw(surface)
        runner = table.runner
        own_turn = runner.private and runner.people >= 2 and runner.handover.shown == runner.to_move
        if own_turn or table.shown is None or match.state.over:
            return
        moment = (len(match.record.actions), table.geometry.viewer)
        public = publics.get(moment)
        if public is None:
            public = publics[moment] = public_faces(table, match)
        for key, sprite in table.board.sprites.items():
            card = table.board.cards[key]
            if sprite.face_up and card is not None and sprite.alpha > 0:
                assert key[0] != HAND, f"a hand card {card} shows outside its person's turn"
                assert (key, card) in public or not resting(key) or table.timeline.busy, f"{key} shows {card}"
        for event in table.log.events:
            assert event.for_seat(NO_SEAT) == event, f"the log words {event} outside its person's turn"
        checked += 1

    table.draw = drawn
    handovers = 0
    for _ in range(40_000):
        if match.state.over or len(match.record.actions) > WALK_ACTIONS:
            break
        if isinstance(app.top, CurtainScene):
            frames(app, round(READY_DELAY * 60) + 2)
            click(app, (960, 540))
            handovers += 1
        elif table.runner.accepts_input and not table.busy:
            action = rng.choice(list(table.view.legal_actions))
            table.decisions.play(action, table.decisions.routes[action].item)
        app.step(WALK_FRAME)
    assert checked > 10, "frames outside a person's own turn were checked"
    assert handovers >= 3, f"the walk crossed {handovers} hand-overs between the people"


# 5. No drift.


@pytest.mark.parametrize(("title", "players"), CASES)
def test_folding_a_moves_events_into_the_shown_table_equals_building_it_from_the_view(
    tmp_path: Path, title: str, players: int
):
    app, match = open_position(tmp_path, title, [PERSON, *computers(players - 1)], 3, 0)
    table = app.top
    compared = []
    settle_view: Callable = table._settle

    def checked(view):
        if not view.over:
            fresh = table.make_shown(view)
            assert table.shown == fresh, f"after action {len(match.record.actions)} the shown table drifted"
            compared.append(len(match.record.actions))
        return settle_view(view)

    table._settle = checked
    rng = Rng(3)
    while not match.state.over and len(compared) < FOLDED_MOVES:
        settle(app, table)
        if table.runner.accepts_input and not table.busy:
            action = rng.choice(list(table.view.legal_actions))
            table.decisions.play(action, table.decisions.routes[action].item)
            frames(app)
    assert len(compared) >= 20 or match.state.over, "twenty moves compared, or a whole (short) game"


@pytest.mark.parametrize("title", list(TABLES))
def test_the_opening_deal_is_played_at_the_table(tmp_path: Path, title: str):
    storage = Storage(tmp_path)
    settings = storage.load_settings()
    settings.window, settings.animation_speed = "1280x720", "normal"
    storage.save_settings(settings)
    app = App(storage=storage)
    app.open_menu()
    ruleset = TITLES.get(title)
    seats = [PERSON, *computers(ruleset.min_players - 1)]
    match = next(match for seed in range(100) if (match := Match.start(ruleset, seats, seed)).state.to_move == 0)
    open_table(app, match, replace=False)
    frames(app, 2)
    table = app.top
    if table.make_shown_before(match.view(0)) is None:
        pytest.skip(f"{title} shows its table dealt at once")
    assert table.busy and table.shown != table.make_shown(match.view(0)), "the deal is still being played"
    settle(app, table)
    assert table.shown == table.make_shown(match.view(0)) and not match.record.actions
    assert len(table.log.events) >= len(match.opening_events(0)), "the opening is in the log"
