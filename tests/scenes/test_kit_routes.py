"""The kit's affordances and furniture on a toy table (the tests' High Card title), one way of playing per route kind:
drag to a target, click a target, an option button, a follow-up picker after a click, a multi-select with Confirm.

Hof-Verrat's table uses only drag-and-drop with a follow-up; the other titles' tables use the rest, so each route kind
is proved here, by mouse and by keyboard, with the same helpers as the generic tests of every table.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Hashable, Sequence
from pathlib import Path

import pygame
import pytest

from game.core import Action, Event, Match, Seat
from scenes.app import App
from scenes.drive import frames, move
from scenes.play import open_table
from scenes.storage import Storage
from scenes.tables.kit import script
from scenes.tables.kit.affordances import FACE_DOWN, Route
from scenes.tables.kit.board import HAND, PLAYED, Key
from scenes.tables.kit.geometry import RANKING_ZONE
from scenes.tables.kit.holders import Home, row, slots
from scenes.tables.kit.log import Entry
from scenes.tables.kit.table import KitTable
from scenes.ui import theme
from scenes.ui.dragdrop import Target
from scenes.ui.text import render
from tests.scenes.helpers import settle
from tests.scenes.test_tables_kit import by_keyboard, by_mouse
from tests.toy_title import HIGH_CARD, CardPlayed, HighCardView, PlayCard

SIZE = (120, 168)
ZONES = {
    "hand": pygame.Rect(400, 780, 900, 260),
    "trick": pygame.Rect(400, 300, 900, 260),
    "status": pygame.Rect(400, 720, 900, 44),
    "log": pygame.Rect(1500, 40, 380, 700),
    "button_undo": pygame.Rect(1500, 800, 380, 56),
    "button_hint": pygame.Rect(1500, 870, 380, 56),
    "button_menu": pygame.Rect(1500, 940, 380, 56),
    "royal_table": pygame.Rect(300, 120, 1100, 580),
    RANKING_ZONE: pygame.Rect(300, 120, 1100, 580),
}


class ToyArt:
    """Numbered cards."""

    def face(self, card: Hashable | None, size: tuple[int, int]) -> pygame.Surface:
        if card is None:
            return self.back(size)
        surface = pygame.Surface(size)
        surface.fill(theme.PARCHMENT)
        surface.blit(render(str(card), 40, theme.INK), (10, 10))
        return surface

    def back(self, size: tuple[int, int]) -> pygame.Surface:
        surface = pygame.Surface(size)
        surface.fill(theme.WINE)
        return surface


class ToyGeometry:
    def __init__(self, viewer: int) -> None:
        self.viewer = viewer

    def zone(self, name: str) -> pygame.Rect:
        return ZONES[name]

    def plate(self, seat: int) -> pygame.Rect:
        return pygame.Rect(40, 40 + seat * 60, 300, 44)


@dataclasses.dataclass
class ToyShown:
    seat: int
    hand: list[int]
    trick: list[int]
    to_move: int | None

    @classmethod
    def from_view(cls, view: HighCardView) -> ToyShown:
        return cls(view.seat, list(view.hand), [card for _, card in view.trick], view.to_move)

    def advance(self, event: Event) -> None:
        if isinstance(event, CardPlayed):
            if event.card in self.hand:
                self.hand.remove(event.card)
            self.trick.append(event.card)

    def stamp(self) -> tuple:
        return (tuple(self.hand), tuple(self.trick), self.to_move)


TRICK = ("trick",)


class ToyAffordances:
    """Routes of one kind for every play, chosen by the test."""

    def __init__(self, table: ToyTable) -> None:
        self.table = table

    def route(self, action: Action) -> Route:
        card = action.card
        kind = self.table.kind
        if kind == "drag":
            return Route(item=(HAND, card), target=TRICK)
        if kind == "click":
            return Route(target=(HAND, card))
        if kind == "option":
            return Route(option=card)
        if kind == "picks":
            return Route(picks=frozenset({(HAND, card)}))
        return Route(target=TRICK, option=card)

    def drop_targets(self) -> Sequence[Target]:
        return [Target(TRICK, ZONES["trick"])]

    def target_rect(self, target: Hashable) -> pygame.Rect:
        return ZONES["trick"] if target == TRICK else ZONES["royal_table"]

    def explain(self, item: Hashable, target: Hashable | None) -> str:
        return "Play one card to the trick."

    def option_card(self, option: Hashable) -> Hashable | None:
        return option if self.table.kind == "followup" else FACE_DOWN if option == -1 else None

    def option_label(self, option: Hashable) -> str:
        return f"Play {option}"

    def park(self, item: Key | None, target: Hashable | None) -> None:
        """Nothing waits anywhere."""


def played(table: ToyTable, event: CardPlayed) -> object:
    key = (PLAYED, event.card)
    if (HAND, event.card) in table.board.sprites:
        table.board.rekey((HAND, event.card), key)
    else:
        script.arrive(table, key, table.geometry.plate(event.seat).center, SIZE)
    table.shown.advance(event)
    script.mark_move(table, event.seat, [key])
    return script.fly(table, key)


class ToyTable(KitTable):
    art = ToyArt()
    script = script.Script({CardPlayed: played})
    kind = "drag"

    def make_geometry(self, viewer: int) -> ToyGeometry:
        return ToyGeometry(viewer)

    def make_shown(self, view: HighCardView) -> ToyShown:
        return ToyShown.from_view(view)

    def make_affordances(self) -> ToyAffordances:
        return ToyAffordances(self)

    def homes(self) -> dict[Key, Home]:
        hand = row(ZONES["hand"], len(self.shown.hand), SIZE, 16)
        trick = slots(ZONES["trick"], max(1, len(self.shown.trick)), SIZE)
        homes = {(HAND, card): Home(at, SIZE, card) for card, at in zip(self.shown.hand, hand, strict=True)}
        homes |= {(PLAYED, card): Home(at, SIZE, card) for card, at in zip(self.shown.trick, trick, strict=False)}
        return homes

    def still_picture(self) -> pygame.Surface:
        surface = pygame.Surface(theme.LOGICAL_SIZE)
        surface.fill(theme.WOOD_DARK)
        return surface

    def describe(self, event: Event) -> Entry | None:
        if isinstance(event, CardPlayed):
            return Entry(event.seat, f"{self.names[event.seat]} plays {event.card}", cards=((PLAYED, event.card),))
        return None

    def prompt_area(self) -> pygame.Rect:
        return ZONES["royal_table"]


def toy_app(folder: Path, kind: str) -> tuple[App, ToyTable, Match]:
    storage = Storage(folder)
    settings = storage.load_settings()
    settings.window, settings.animation_speed = "1920x1080", "instant"
    storage.save_settings(settings)
    app = App(tables={HIGH_CARD.id: ToyTable}, storage=storage)
    app.open_menu()
    match = next(
        match
        for seed in range(50)
        if (match := Match.start(HIGH_CARD, [Seat("Ann"), Seat("Bot", "computer", "easy")], seed)).state.to_move == 0
    )
    ToyTable.kind = kind
    open_table(app, match, replace=False)
    frames(app, 3)
    return app, app.top, match


@pytest.mark.parametrize("kind", ["drag", "click", "option", "picks", "followup"])
def test_every_route_kind_reaches_every_play_by_mouse_and_by_keyboard(tmp_path: Path, kind: str):
    app, table, _ = toy_app(tmp_path, kind)
    settle(app, table)
    submitted: list[Action] = []
    table.runner.submit = submitted.append
    for action in table.view.legal_actions:
        for way in (by_mouse, by_keyboard):
            table.show(table.runner.view(), True)
            settle(app, table)
            submitted.clear()
            way(app, table, table.decisions.routes[action])
            assert submitted == [action], f"{kind} by {way.__name__}"


def test_a_multi_select_confirms_only_a_legal_selection(tmp_path: Path):
    app, table, match = toy_app(tmp_path, "picks")
    settle(app, table)
    hand = list(table.view.hand)
    for card in hand[:2]:
        table.decisions.toggle((HAND, card))
    assert table.decisions.confirmable() is None
    table.decisions.confirm()
    assert table.message is not None and not match.record.actions, "two cards are no play: refused with the reason"
    table.decisions.toggle((HAND, hand[1]))
    table.decisions.confirm()
    assert match.record.actions == (PlayCard(hand[0]),)


def test_hovering_a_log_line_lights_the_cards_it_names(tmp_path: Path):
    app, table, _ = toy_app(tmp_path, "drag")
    settle(app, table)
    card = table.view.hand[0]
    table.runner._computer_turn = lambda seat, dt: None  # the computer waits, so the card stays on the table
    table.decisions.play(PlayCard(card), (HAND, card))
    frames(app, 5)
    page_top = next(top for top, _, entry in table.log.spans if (PLAYED, card) in entry.cards)
    move(app, (table.log_panel.rect.x + 40, table.log_panel.rect.y + round(page_top - table.log_panel.offset) + 8))
    assert table.lit_log == ((PLAYED, card),)
    move(app, (10, 1000))
    assert table.lit_log == ()


def test_a_still_table_lets_the_app_wait_until_the_tooltip_is_due(tmp_path: Path):
    app, table, _ = toy_app(tmp_path, "option")
    settle(app, table)
    move(app, (10, 1000))
    frames(app, 2)
    wait = table.idle_ms()
    assert 0 < wait <= round(theme.TOOLTIP_DELAY * 1000), "waiting for input, at most until the tooltip is due"
    frames(app, 60)
    assert table.idle_ms() >= 1, "still with nothing due, the app may sleep"
    table.refused("No.")
    assert table.idle_ms() <= 3500, "a refusal fades on time"
