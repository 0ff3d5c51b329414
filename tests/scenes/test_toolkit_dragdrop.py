"""The drag-and-drop controller, driven by real pygame events: drag, click-then-click, keys, refusals, snap back."""

from __future__ import annotations

import pygame
import pytest

from scenes.ui import tween
from scenes.ui.cards import FOCUS, SELECTED, CardSprite
from scenes.ui.dragdrop import DRAG_THRESHOLD, FOCUSED, HOVER, LEGAL, REFUSED, DragDrop, Mode, Target
from tests.scenes.toolkit_events import drag, feed, key, motion, open_display, press, release


@pytest.fixture(autouse=True)
def headless_display() -> None:
    """A dummy display, as the app has one; the toolkit works without it but the front-end fixtures expect it."""
    open_display()


CARD = (100, 140)
HOMES = {"a": (200.0, 900.0), "b": (340.0, 900.0), "c": (480.0, 900.0)}
TARGETS = {
    "table": pygame.Rect(100, 100, 400, 300),
    "district": pygame.Rect(700, 100, 300, 300),
    "forbidden": pygame.Rect(1100, 100, 300, 300),
}
NOWHERE = (1700, 600)


class Table:
    """A stand-in table: a, b may go to table or district; c may go nowhere. It records every call back."""

    def __init__(self) -> None:
        self.drops: list[tuple[str, str]] = []
        self.refusals: list[tuple[str, str]] = []
        self.refuse_drops = False
        """Whether the table refuses even legal drops as it takes them (as a lesson refuses every other move)."""
        face = pygame.Surface(CARD)
        self.cards = {name: CardSprite(face, face, home) for name, home in HOMES.items()}
        self.controller = DragDrop(
            legal_targets=lambda item: {"table", "district"} if item != "c" else set(),
            on_drop=self.dropped,
            explain=self.explain,
            on_refuse=lambda item, reason: self.refusals.append((item, reason)),
        )
        self.controller.set_items(self.cards)
        self.controller.set_targets([Target(name, rect) for name, rect in TARGETS.items()])

    def dropped(self, item: str, target: str) -> None:
        self.drops.append((item, target))
        if self.refuse_drops:
            self.controller.snap_back(item)

    @staticmethod
    def explain(item: str, target: str | None) -> str:
        return f"{item} cannot go there." if target is None else f"{item} cannot go to the {target}."

    def feed(self, *events: pygame.event.Event) -> list[object]:
        return feed(self.controller.handle_event, *events)


@pytest.fixture
def table() -> Table:
    return Table()


def centre(name: str) -> tuple[int, int]:
    return TARGETS[name].center


def test_dragging_onto_a_legal_target_drops_the_item_there(table: Table):
    table.feed(*drag((210, 890), centre("table")))
    assert table.drops == [("a", "table")]
    assert table.refusals == []
    assert table.controller.mode is Mode.IDLE


def test_a_dragged_card_follows_the_pointer_keeping_its_grab_offset(table: Table):
    table.feed(press((215, 880)), motion((300, 700)), motion((400, 600)))
    assert table.controller.dragged == "a"
    assert table.cards["a"].pos == (400 - 15, 600 + 20)
    assert table.cards["a"].highlight == SELECTED


def test_legal_targets_light_up_while_dragging_and_the_one_under_the_pointer_shows_hover(table: Table):
    table.feed(press((200, 900)), motion((600, 800)))
    states = {name: table.controller.target_state(name) for name in TARGETS}
    assert states == {"table": LEGAL, "district": LEGAL, "forbidden": None}
    table.feed(motion(centre("district")))
    assert table.controller.target_state("district") == HOVER
    table.feed(motion(centre("forbidden")))
    assert table.controller.target_state("forbidden") == REFUSED
    table.feed(release(centre("table")))
    assert {table.controller.target_state(name) for name in TARGETS} == {None}


def test_dropping_on_an_illegal_target_snaps_back_with_the_reason(table: Table):
    table.feed(*drag((200, 900), centre("forbidden")))
    assert table.drops == []
    assert table.refusals == [("a", "a cannot go to the forbidden.")]
    assert table.controller.message == "a cannot go to the forbidden."
    assert table.cards["a"].pos != HOMES["a"]
    table.controller.update(1.0)
    assert table.cards["a"].pos == HOMES["a"]


def test_dropping_on_no_target_snaps_back_at_once_at_instant_speed(table: Table):
    table.feed(*drag((340, 900), NOWHERE))
    assert table.refusals == [("b", "b cannot go there.")]
    table.controller.update(0.0, tween.INSTANT)
    assert table.cards["b"].pos == HOMES["b"]
    assert not table.controller.busy


def test_a_legal_drop_the_table_refuses_as_it_takes_it_snaps_back_home(table: Table):
    table.refuse_drops = True
    table.feed(*drag((200, 900), centre("table")))
    assert table.drops == [("a", "table")]
    table.controller.update(0.0, tween.INSTANT)
    assert table.cards["a"].pos == HOMES["a"], "the card goes back to where it was picked up"


def test_a_card_caught_while_snapping_back_keeps_its_true_home(table: Table):
    table.feed(*drag((200, 900), NOWHERE))
    table.controller.update(0.05)
    halfway = table.cards["a"].pos
    table.feed(*drag((round(halfway[0]), round(halfway[1])), centre("forbidden")))
    table.controller.update(1.0)
    assert table.cards["a"].pos == HOMES["a"]


def test_a_small_wobble_is_a_click_not_a_drag(table: Table):
    wobble = (200 + int(DRAG_THRESHOLD) - 2, 900)
    table.feed(press((200, 900)), motion(wobble), release(wobble))
    assert table.controller.mode is Mode.SELECTED
    assert table.cards["a"].pos == HOMES["a"]


def test_click_a_card_then_click_a_target_drops_it(table: Table):
    table.feed(press((340, 900)), release((340, 900)))
    assert table.controller.mode is Mode.SELECTED
    assert table.cards["b"].highlight == SELECTED
    assert table.controller.target_state("district") == LEGAL
    table.feed(press(centre("district")), release(centre("district")))
    assert table.drops == [("b", "district")]


def test_clicking_an_illegal_target_keeps_the_selection_and_says_why(table: Table):
    table.feed(press((340, 900)), release((340, 900)), press(centre("forbidden")), release(centre("forbidden")))
    assert table.refusals == [("b", "b cannot go to the forbidden.")]
    assert table.controller.mode is Mode.SELECTED
    table.feed(press(centre("table")))
    assert table.drops == [("b", "table")]


def test_clicking_the_selected_card_again_puts_it_down(table: Table):
    table.feed(press((340, 900)), release((340, 900)), press((340, 900)), release((340, 900)))
    assert table.controller.mode is Mode.IDLE
    assert table.cards["b"].highlight is None


def test_clicking_another_card_moves_the_selection(table: Table):
    table.feed(press((200, 900)), release((200, 900)), press((480, 900)), release((480, 900)))
    assert table.controller.held == "c"
    assert table.cards["a"].highlight is None


def test_clicking_empty_space_drops_the_selection_and_leaves_the_click_to_the_scene(table: Table):
    used = table.feed(press((200, 900)), release((200, 900)), press(NOWHERE))
    assert used[-1] is False
    assert table.controller.mode is Mode.IDLE


def test_right_click_puts_a_dragged_card_back(table: Table):
    table.feed(press((200, 900)), motion((500, 700)), press((500, 700), button=3))
    assert table.controller.mode is Mode.IDLE
    table.controller.update(1.0)
    assert table.cards["a"].pos == HOMES["a"]
    assert table.refusals == []


def test_keyboard_tab_and_arrows_cycle_cards_then_enter_and_space_pick_and_drop(table: Table):
    table.feed(key(pygame.K_TAB))
    assert table.controller.focus_item == "a"
    assert table.cards["a"].highlight == FOCUS
    table.feed(key(pygame.K_TAB), key(pygame.K_RIGHT), key(pygame.K_TAB, pygame.KMOD_SHIFT), key(pygame.K_LEFT))
    assert table.controller.focus_item == "a"
    table.feed(key(pygame.K_RETURN))
    assert table.controller.mode is Mode.SELECTED
    assert table.controller.target_state("table") == FOCUSED
    table.feed(key(pygame.K_DOWN))
    assert table.controller.target_state("district") == FOCUSED
    table.feed(key(pygame.K_DOWN))
    assert table.controller.focus_target == "table", "cycling skips illegal targets and wraps"
    table.feed(key(pygame.K_UP), key(pygame.K_SPACE))
    assert table.drops == [("a", "district")]


def test_keyboard_pick_of_a_card_with_nowhere_to_go_says_why(table: Table):
    table.feed(key(pygame.K_LEFT), key(pygame.K_RETURN))
    assert table.controller.focus_item == "c"
    assert table.refusals == [("c", "c cannot go there.")]
    assert table.controller.mode is Mode.IDLE


def test_escape_cancels_a_pick_and_is_left_to_the_scene_when_nothing_is_held(table: Table):
    used = table.feed(key(pygame.K_TAB), key(pygame.K_RETURN), key(pygame.K_ESCAPE), key(pygame.K_ESCAPE))
    assert used == [True, True, True, False]
    assert table.drops == []


def test_escape_during_a_drag_snaps_the_card_home(table: Table):
    table.feed(press((480, 900)), motion((700, 500)), key(pygame.K_ESCAPE))
    table.controller.update(0.0, tween.INSTANT)
    assert table.cards["c"].pos == HOMES["c"]
    assert table.controller.mode is Mode.IDLE


def test_a_disabled_controller_ignores_everything(table: Table):
    table.controller.enabled = False
    assert table.feed(*drag((200, 900), centre("table"))) == [False] * 6
    assert table.drops == []


def test_hovering_a_card_lifts_it(table: Table):
    table.feed(motion((340, 900), held=False))
    assert table.cards["b"].hovered
    assert not table.cards["a"].hovered
    table.cards["b"].update(1.0)
    assert table.cards["b"].lift > 0


def test_replacing_the_items_lets_go_of_a_card_that_left(table: Table):
    table.feed(press((200, 900)), release((200, 900)))
    table.controller.set_items({name: card for name, card in table.cards.items() if name != "a"})
    assert table.controller.mode is Mode.IDLE
    assert table.cards["a"].highlight is None


def test_marked_targets_are_drawn_and_unmarked_ones_are_not(table: Table):
    def painted(rect: pygame.Rect) -> bool:
        screen = pygame.Surface((1920, 1080))
        table.controller.draw_targets(screen)
        return screen.get_at(rect.midtop)[:3] != (0, 0, 0)

    assert not painted(TARGETS["table"])
    table.feed(press((200, 900)), motion((600, 800)))
    assert painted(TARGETS["table"]) and painted(TARGETS["district"])
    assert not painted(TARGETS["forbidden"])
