"""A table frame that patches the last one shows exactly what a frame drawn whole shows (issue 37 §6).

While the app's screen still holds a table's last frame, the table restores its quiet layer only where that frame's
lively drawing touched and draws the lively parts over it (``scenes.tables.kit.paint``). A place some drawer forgot
to note would keep a trail of an old frame. These tests play real tables of every title through the real app with
real events (computers' moves, a hot seat with its curtain, slow drags over glowing targets, a tooltip, a button lit
under the pointer, follow-up pickers (Hof-Verrat's victim, Verräter's building side), option buttons, the phones' join
cards and waiting banner, the scoring show and its ranking, the pause menu opened and closed, a lesson's steps) and,
after each sampled frame, compare the screen with the same scenes drawn whole onto a fresh surface, byte for byte, a
table's quiet layer drawn afresh by a painter of its own: what the kept layer shows must follow from its stamp.

The quiet layer's stamp is checked apart: what the pointer changes on a still table (a button lit, a card lifted) is
drawn anew, the same as a quiet layer drawn afresh shows it.
"""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import pygame
import pytest

from game.core import Match, Rng, Seat
from game.titles import TITLES
from scenes import lesson_walk as walk
from scenes.app import App
from scenes.curtain import READY_DELAY, CurtainScene
from scenes.drive import FRAME, app_on, click, frames, move, press
from scenes.pause import PauseScene
from scenes.play import open_table
from scenes.tables import TABLES
from scenes.tables.kit.affordances import NO_OPTION
from scenes.tables.kit.board import HAND
from scenes.tables.kit.lesson import lesson_titles
from scenes.tables.kit.paint import TablePainter
from scenes.tables.kit.table import MESSAGE_SECONDS, KitTable
from scenes.ui import theme
from tests.phone.phones import Phone, open_with_phones
from tests.scenes.helpers import drawing_every_frame
from tests.scenes.test_tables_kit import by_mouse
from tests.soak import sized

MOVES = sized(3, 40)
"""The people's moves in each title's walk (computers move between them); the soak profile walks 40."""
EVERY = sized(10, 1)
"""Every how many frames the screen is compared (every frame under the soak profile). A trail stays on the screen
until the quiet layer is next copied whole, so a sampled frame after it still sees it."""
DRAG_STEPS = 6
REFUSALS = {"hofverrat": ("refusal",), "listtuecke": ("refusal",), "hofnar": ("refusal",)}
"""The titles whose walk drops a hand card where it may not go (Verräter's first moves take no card from a hand)."""


class Watch:
    """Wraps the app's drawing: after every ``every``-th frame the screen must equal the visible scenes drawn whole
    onto a fresh surface; counts the frames that patched the last (the screen held a table's frame before them)."""

    def __init__(self, app: App, every: int) -> None:
        self.app, self.every = app, every
        self.draw = app.draw
        self.frames = self.patched = self.compared = 0
        self.seen: set[str] = set()
        self.fresh: dict[int, TablePainter] = {}
        """A second painter for each table, its quiet layer drawn anew for every comparison."""
        app.draw = self.drawn
        drawing_every_frame(app)

    def drawn(self) -> None:
        app = self.app
        patching = app.screen.holder is not None
        self.draw()
        self.frames += 1
        self.patched += patching
        self.note()
        if self.frames % self.every == 0:
            self.compare()

    def note(self) -> None:
        """What the frame showed, so the walk can tell it covered what it must."""
        top, table = self.app.top, self.table()
        if table is None:
            return
        self.seen.add(type(top).__name__)
        if table.decisions.dragdrop.held is not None:
            self.seen.add("drag")
        if table.decisions.followup is not None:
            self.seen.add("picker")
        if table.painter.tip_rect is not None:
            self.seen.add("tooltip")
        if table.sheet is not None and table.sheet.result is not None:
            self.seen.add("ranking")
        if table.lesson is not None:
            self.seen.add("lesson")
        if table.message is not None:
            self.seen.add("refusal")
        if table.board.above:
            self.seen.add("flight")
        if any(button.hovered for button in table.buttons.values()):
            self.seen.add("button hovered")

    def table(self) -> KitTable | None:
        return next((scene for scene in self.app.stack if isinstance(scene, KitTable)), None)

    def compare(self) -> None:
        app = self.app
        whole = pygame.Surface(app.screen.get_size(), 0, app.screen)
        first = max((index for index, scene in enumerate(app.stack) if scene.opaque), default=0)
        for scene in app.stack[first:]:
            if isinstance(scene, KitTable):
                self.draw_afresh(scene, whole)
            else:
                scene.draw(whole)
        if app.screen.get_buffer().raw == whole.get_buffer().raw:
            self.compared += 1
            return
        differs = difference(app.screen, whole)
        assert not differs, f"frame {self.frames} ({sorted(self.seen)}) differs from the whole drawing at {differs}"
        self.compared += 1

    def draw_afresh(self, table: KitTable, surface: pygame.Surface) -> None:
        """Draw ``table`` on ``surface`` with its quiet layer drawn anew, by a painter of the test's own."""
        fresh = self.fresh.setdefault(id(table), TablePainter(table))
        fresh.drawn = None
        kept, table.painter = table.painter, fresh
        try:
            table.draw(surface)
        finally:
            table.painter = kept


def difference(shown: pygame.Surface, whole: pygame.Surface) -> pygame.Rect:
    """Where two pictures of the same size differ in colour, as one rectangle (empty when they are the same; their
    bytes may differ in the byte no colour uses): each one's saturated difference from the other, added, is black
    exactly where they agree (``whole`` is spent on it)."""
    apart = shown.copy()
    apart.blit(whole, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    whole.blit(shown, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    apart.blit(whole, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    apart.set_colorkey((0, 0, 0))
    return apart.get_bounding_rect()


def walk_app(folder: Path, title: str) -> tuple[App, Match]:
    """A hot seat of two people and a computer at ``title`` (fast animations, the logical size), its table open."""
    app = app_on(folder, window="1920x1080", animation_speed="fast")
    seats = [Seat("Anna"), Seat("Bert"), Seat("Rechner", "computer", "easy")]
    match = Match.start(TITLES.get(title), seats, 3)
    open_table(app, match, replace=False)
    frames(app, 2)
    return app, match


def refused_drop(app: App, table: KitTable, item) -> bool:
    """Drag ``item`` onto a place it may not go (the refusal shows in the prompt, then goes when its time is up);
    False when every place is legal for it."""
    dragdrop = table.decisions.dragdrop
    start = table.board.sprites[item].rect.center
    move(app, start)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=app.viewport.to_window(start), button=1))
    frames(app)
    wrong = next((each.rect.center for each in dragdrop.targets if each.id not in dragdrop.legal), start)
    slow_drag_to(app, start, wrong)
    for _ in range(round(MESSAGE_SECONDS) + 1):
        app.step(1.0)
    frames(app, EVERY)
    return wrong != start


def slow_drag(app: App, start: tuple[int, int], end: tuple[int, int]) -> None:
    """Press at ``start`` and move to ``end`` over several frames (the targets glow under the pointer), release."""
    move(app, start)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=app.viewport.to_window(start), button=1))
    slow_drag_to(app, start, end)


def slow_drag_to(app: App, start: tuple[int, int], end: tuple[int, int]) -> None:
    """With the button held, move from ``start`` to ``end`` over several frames and release there."""
    for step in range(1, DRAG_STEPS + 1):
        point = (
            start[0] + (end[0] - start[0]) * step // DRAG_STEPS,
            start[1] + (end[1] - start[1]) * step // DRAG_STEPS,
        )
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=app.viewport.to_window(point), rel=(0, 0), buttons=(1, 0, 0))
        )
        frames(app)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=app.viewport.to_window(end), button=1))
    frames(app)


def rest_on(app: App, point: tuple[int, int]) -> None:
    """Rest the pointer on ``point`` past the tooltip delay, then move it away."""
    move(app, point)
    for _ in range(round(theme.TOOLTIP_DELAY / FRAME) + 3):
        frames(app)
    move(app, (point[0] + 40, point[1] + 25))


def play_by_mouse(app: App, table: KitTable, rng: Rng, tip: bool, refuse: bool = False) -> None:
    """One of the person's legal actions by its route, by mouse (a follow-up's option picked in its picker); actions
    with a card to drag first, so the walk sees glowing targets, and before those actions that share their card and
    place with others (a follow-up's picker). Before it, when ``tip``, the pointer rests on the card it moves (its
    tooltip shows) and, when ``refuse`` and the card is in the hand, the card is dropped where it may not go (the
    refusal's prompt comes and goes)."""
    decisions = table.decisions
    legal = list(table.view.legal_actions)
    routes = {action: decisions.routes[action] for action in legal}
    places = Counter((route.item, route.target) for route in routes.values() if route.option != NO_OPTION)
    picked = [action for action in legal if places[routes[action].item, routes[action].target] > 1]
    dragged = [action for action in legal if routes[action].item is not None]
    action = rng.choice(picked or dragged or legal)
    route = routes[action]
    if tip and route.item is not None and route.item in table.board.sprites:
        rest_on(app, table.board.sprites[route.item].rect.center)
    if refuse and route.item is not None and route.item[0] == HAND:
        assert refused_drop(app, table, route.item), "a card has a place it may not go"
    by_mouse(app, table, route, slow_drag, browse=True)


def pause_and_back(app: App) -> None:
    press(app, pygame.K_ESCAPE)
    frames(app, 3)
    assert isinstance(app.top, PauseScene), "Escape opens the pause menu"
    press(app, pygame.K_ESCAPE)
    frames(app, 3)


@pytest.mark.parametrize("title", list(TABLES))
def test_a_patched_table_frame_equals_the_table_drawn_whole(tmp_path: Path, title: str):
    app, match = walk_app(tmp_path, title)
    watch = Watch(app, EVERY)
    table = watch.table()
    rng = Rng(7)
    moves = 0
    paused = False
    for _ in range(6000):
        if isinstance(app.top, CurtainScene):
            frames(app, round(READY_DELAY / FRAME) + 2)
            click(app, (960, 540))
        elif match.state.over:
            break
        elif table.runner.accepts_input and not table.busy and app.top is table and moves < MOVES:
            play_by_mouse(app, table, rng, moves % 2 == 0, "refusal" not in watch.seen)
            moves += 1
            if not paused and moves == 2:
                pause_and_back(app)
                rest_on(app, table.buttons["menu"].rect.center)
                paused = True
        elif moves >= MOVES and table.runner.accepts_input and not table.busy:
            break
        else:
            frames(app)
    assert watch.patched > watch.frames // 2, f"most frames patch the last ({watch.patched} of {watch.frames})"
    assert watch.compared > 20
    for part in ("drag", "tooltip", "flight", "button hovered", "CurtainScene", "PauseScene", *REFUSALS.get(title, ())):
        assert part in watch.seen, f"the walk showed a {part}"


@pytest.mark.parametrize("title", list(TABLES))
def test_a_patched_frame_of_the_scoring_and_ranking_equals_the_table_drawn_whole(tmp_path: Path, title: str):
    app = app_on(tmp_path, window="1920x1080", animation_speed="fast")
    ruleset = TITLES.get(title)
    players = max(3, ruleset.min_players)
    seats = [Seat("Anna"), *(Seat(f"Rechner {seat}", "computer", "easy") for seat in range(players - 1))]
    match = Match.start(ruleset, seats, 9)
    rng = Rng(9)
    while not match.state.over:
        match.apply(rng.choice(match.state.legal_actions()))
        if match.state.over:
            break
    open_table(app, match, replace=False)
    watch = Watch(app, EVERY)
    for _ in range(1500):
        frames(app)
        if "ranking" in watch.seen:
            break
    frames(app, 6)
    assert "ranking" in watch.seen, "the scoring show ended with the ranking"
    assert watch.patched > watch.frames // 2
    assert watch.compared >= 3


PICKED = {
    "hofverrat": (5, lambda action: getattr(action, "target", None) is not None),
    "verraeter": (4, lambda action: type(action).__name__ == "PlaceBuilding"),
}
"""Per title with a follow-up picker, a game's seed and the action whose place needs one: Hof-Verrat's assassin, whose
victim is picked; Verräter's building placed by the builder, whose side is picked (seat 0 builds early in that game)."""


def open_before_picker(folder: Path, title: str) -> tuple[App, Rng]:
    """An app with ``title``'s table open where Anna is offered an action whose place needs a picker (``PICKED``),
    and the random source that led there."""
    app = app_on(folder, window="1920x1080", animation_speed="fast")
    seats = [Seat("Anna"), *(Seat(f"Rechner {seat}", "computer", "easy") for seat in range(2))]
    seed, needs_picker = PICKED[title]
    match = Match.start(TITLES.get(title), seats, seed)
    rng = Rng(seed)
    while match.state.to_move != 0 or not any(map(needs_picker, match.state.legal_actions())):
        match.apply(rng.choice(match.state.legal_actions()))
    open_table(app, match, replace=False)
    return app, rng


def until_offered(app: App, table: KitTable) -> None:
    """Frames until the table offers the person a decision."""
    for _ in range(600):
        if table.runner.accepts_input and not table.busy:
            break
        frames(app)


@pytest.mark.parametrize("title", list(PICKED))
def test_a_patched_frame_with_a_follow_up_picker_equals_the_table_drawn_whole(tmp_path: Path, title: str):
    """An action dragged to its place that a picker completes: the picker over a veil, the pointer over its options,
    one chosen."""
    app, rng = open_before_picker(tmp_path, title)
    watch = Watch(app, EVERY)
    table = watch.table()
    until_offered(app, table)
    play_by_mouse(app, table, rng, True)
    frames(app, 60)
    assert "picker" in watch.seen
    assert watch.patched > watch.frames // 2


def test_a_patched_frame_with_the_phones_join_cards_equals_the_table_drawn_whole(tmp_path: Path):
    """A person with two phone seats: the join cards over the table while the person moves, the banner naming the
    phone the game then waits for, the phones joining one by one (each card leaves, then the banner) and playing on."""
    seats = [Seat("Anna"), Seat("Telefon 1", "phone"), Seat("Telefon 2", "phone")]
    app, match, phones = open_with_phones(tmp_path, TITLES.get("hofverrat"), seats, seed=4)
    app.settings.animation_speed = "fast"
    watch = Watch(app, 2)
    table = watch.table()
    rng, taps = Rng(4), random.Random(4)
    held: list[Phone] = []
    for _ in range(600):
        if len(match.record.actions) >= 5:
            break
        if phones.waiting_for() is not None and not held:
            frames(app, 6)
            watch.seen.add("banner")
            for seat in phones.seats:
                held.append(Phone(phones.link(seat)))
                frames(app, 6)
        for phone in held:
            phone.read()
            if phone.my_turn():
                phone.play(taps)
        if isinstance(app.top, CurtainScene):
            frames(app, round(READY_DELAY / FRAME) + 2)
            click(app, (960, 540))
        elif table.runner.accepts_input and not table.busy and app.top is table:
            play_by_mouse(app, table, rng, False)
        frames(app)
    phones.close()
    assert "banner" in watch.seen, "the game waited for a phone that had not joined"
    assert len(match.record.actions) >= 5, "the person and the phones moved"
    assert watch.patched > watch.frames // 2
    assert watch.compared >= 10


@pytest.mark.parametrize("title", lesson_titles(ruleset.id for ruleset in TITLES)[:2])
def test_a_patched_frame_of_a_lesson_equals_the_table_drawn_whole(tmp_path: Path, title: str):
    app = app_on(tmp_path, window="1920x1080", animation_speed="fast")
    frames(app, 2)
    run = walk.open_from_menu(app, title)
    watch = Watch(app, 2)
    for _ in range(4):
        walk.ready(app, run, 600)
        walk.take_step(app, run, 600)
    assert "lesson" in watch.seen
    assert watch.patched > watch.frames // 2
    assert watch.compared >= 3


def test_what_the_pointer_lights_or_lifts_is_in_the_quiet_layer_drawn_anew(tmp_path: Path):
    """A button lit under the pointer and a stock building lifted under it (Verräter's builder) lie in the quiet
    layer: its stamp must change with them, or the table would keep showing them as they were."""
    app, _ = open_before_picker(tmp_path, "verraeter")
    table = next(scene for scene in app.stack if isinstance(scene, KitTable))
    until_offered(app, table)
    building = next(route.item for route in table.decisions.routes.values() if route.item is not None)
    for point, lit in (
        (table.buttons["menu"].rect.center, lambda: table.buttons["menu"].state == "hover"),
        (table.board.sprites[building].rect.center, lambda: table.board.sprites[building].lift > 0),
    ):
        move(app, point)
        frames(app, 30)
        assert lit(), "the pointer lit or lifted it"
        shown = app.screen.copy()
        table.painter.invalidate()
        whole = pygame.Surface(app.screen.get_size(), 0, app.screen)
        table.draw(whole)
        place = pygame.Rect(point, (0, 0)).inflate(240, 240).clip(whole.get_rect())
        assert not difference(shown.subsurface(place), whole.subsurface(place).copy()), (
            f"the quiet layer kept an old picture at {place}"
        )
