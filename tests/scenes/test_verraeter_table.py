"""The Verräter table driven with real events: every decision kind by mouse and by keyboard (VR-9, VR-12..VR-14,
VR-18, VR-21, VR-25), an illegal building refused with its reason (VR-18), the draft's overlay and its inferences
(VR-13), and the overview one key away.

Every test goes through SDL's event queue and the app's main loop (``scenes.drive``), as a player's input does, and
checks the match record: what the model was asked to do. The kit's generic tests (``test_tables_kit``) add every
legal action in random positions, hot-seat privacy and no drift.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

import pygame
import pytest

from game.core import Action, Match, Rng, Seat
from game.verraeter import RULESET
from game.verraeter.actions import (
    ChooseConflictSite,
    DiscardBeforeDrawing,
    EndSupply,
    KeepForBonus,
    MoveBuilding,
    PlaceBuilding,
    PlaceEstate,
    PlaySupplyCard,
    SkipBuilding,
    TakeActionCard,
    TurnBuilding,
)
from game.verraeter.data import BUILDING, DRAWING, ESTATE, KONTOR_BONUS, SETUP, TRADING_HOUSE
from game.verraeter.state import VerraeterState
from scenes.app import App
from scenes.drive import click, drag, frames, move, press
from scenes.i18n import tr
from scenes.play import open_table
from scenes.storage import Storage
from scenes.tables.kit.affordances import CONFIRM, Route
from scenes.tables.kit.board import HAND
from scenes.tables.verraeter import VerraeterTable
from scenes.tables.verraeter.overview import OverviewScene
from scenes.tables.verraeter.tips import draft_tip
from scenes.ui import theme
from tests.scenes.helpers import screenshot, settle
from tests.scenes.test_tables_kit import by_keyboard, by_mouse

PERSON = Seat("Ada")
COMPUTERS = [
    Seat(name, "computer", "easy") for name in ("Graf Ruprecht", "Gräfin Adelheid", "Herzog Leopold", "Fürstin Hedwig")
]
OPTIONS = {"circle": "random", "hands": "random"}


def open_verraeter(
    folder: Path,
    seats: Sequence[Seat],
    seed: int,
    *,
    actions: Sequence[Action] = (),
    options: dict | None = None,
    window: str = "1280x720",
    speed: str = "instant",
) -> tuple[App, Match]:
    """An app on ``folder`` with a Verräter match of ``seats`` on its table (``actions`` already played)."""
    storage = Storage(folder)
    settings = storage.load_settings()
    settings.window, settings.animation_speed = window, speed
    storage.save_settings(settings)
    app = App(storage=storage)
    app.open_menu()
    match = Match.start(RULESET, seats, seed, options or OPTIONS)
    for action in actions:
        match.apply(action)
    storage.save_autosave(match.record)
    open_table(app, match, replace=False)
    frames(app, 3)
    return app, match


def position_where(
    wanted: Callable[[VerraeterState], bool], players: int = 4, options: dict | None = None, seeds: int = 400
) -> tuple[int, list[Action]]:
    """A seed and random actions that lead to a position where seat 0 is to move and ``wanted`` holds."""
    for seed in range(1, seeds):
        state = RULESET.new_state(players, seed, options or OPTIONS)
        rng = Rng(seed)
        actions: list[Action] = []
        while not state.over:
            if state.to_move == 0 and wanted(state):
                return seed, actions
            action = state.random_action(rng)
            state.apply(action)
            actions.append(action)
    raise AssertionError("no such position in the seeds tried")


def at_decision(folder: Path, wanted: Callable[[VerraeterState], bool], **kwargs) -> tuple[App, Match]:
    seed, actions = position_where(wanted, **kwargs)
    app, match = open_verraeter(folder, [PERSON, *COMPUTERS[:3]], seed, actions=actions)
    settle(app, app.top)
    assert app.top.runner.accepts_input
    return app, match


def phase_is(phase: str, also: Callable[[VerraeterState], bool] = lambda state: True):
    return lambda state: state.phase == phase and also(state)


def owns(kind: str) -> Callable[[VerraeterState], bool]:
    """The person may place, move or turn a building as the builder."""

    def test(state: VerraeterState) -> bool:
        return any(type(action).__name__ == kind for action in state.legal_actions())

    return test


def picks_by_keyboard(app: App, table: VerraeterTable, route: Route) -> None:
    """Tab forward to each card of a multi-select in the order Tab walks them, Enter on each, then on Confirm."""
    order = table.decisions.focus_order()
    for step in [*sorted(order.index(("pick", key)) for key in route.picks), order.index(("confirm", CONFIRM))]:
        while table.decisions.focus != step:
            press(app, pygame.K_TAB)
        press(app, pygame.K_RETURN)


DECISIONS = {
    "setup estate": (phase_is(SETUP), PlaceEstate),
    "conflict site": (phase_is("conflict_site"), ChooseConflictSite),
    "action draft": (phase_is("actions"), TakeActionCard),
    "supply card": (phase_is("supply"), PlaySupplyCard),
    "supply done": (phase_is("supply"), EndSupply),
    "builder places": (phase_is(BUILDING, owns("PlaceBuilding")), PlaceBuilding),
    "builder moves": (phase_is(BUILDING, owns("MoveBuilding")), MoveBuilding),
    "builder turns": (phase_is(BUILDING, owns("TurnBuilding")), TurnBuilding),
    "builder skips": (phase_is(BUILDING), SkipBuilding),
    "hand limit": (phase_is(DRAWING), DiscardBeforeDrawing),
    "kontor bonus": (phase_is(KONTOR_BONUS), KeepForBonus),
}


@pytest.mark.parametrize("decision", list(DECISIONS))
def test_every_decision_kind_is_made_by_mouse_and_by_keyboard(data_folder: Path, decision: str):
    wanted, kind = DECISIONS[decision]
    app, _ = at_decision(data_folder, wanted)
    table = app.top
    choices = [action for action in table.view.legal_actions if isinstance(action, kind)]
    chosen = [choices[0], choices[-1]] if len(choices) > 1 else choices
    if kind is DiscardBeforeDrawing:
        chosen = [choices[0], choices[-1]]
        assert choices[0].cards == (), "keep all and draw fewer is one of the choices"
    submitted: list[Action] = []
    table.runner.submit = submitted.append
    for action in chosen:
        for way in (by_mouse, by_keyboard if not table.decisions.routes[action].picks else picks_by_keyboard):
            table.show(table.runner.view(), table.runner.private)
            settle(app, table)
            submitted.clear()
            way(app, table, table.decisions.routes[action])
            assert submitted == [action], f"{decision}: {way.__name__} reaches {action}"


def test_vr18_a_building_dropped_on_an_occupied_landscape_snaps_back_with_the_reason(data_folder: Path):
    app, match = at_decision(data_folder, phase_is(BUILDING, owns("PlaceBuilding")))
    table = app.top
    before = len(match.record.actions)
    occupied = next(position for position, owner in enumerate(table.view.building_owners) if owner is not None)
    item = table.decisions.routes[next(a for a in table.view.legal_actions if isinstance(a, PlaceBuilding))].item
    start = table.board.sprites[item].rect.center
    drag(app, start, table.geometry.building(occupied).center)
    frames(app, 3)
    assert len(match.record.actions) == before, "nothing was played"
    assert table.message is not None and table.message[0] == tr("refusal.verraeter.occupied")
    screenshot(app, "verraeter-refused-occupied")
    settle(app, table)
    assert table.board.sprites[item].rect.center == start, "the building went back to the stock"


def test_vr18_turning_an_estate_when_two_kontore_stand_is_refused_with_the_reason(data_folder: Path):
    def two_kontore_and_an_estate(state: VerraeterState) -> bool:
        own = [side for owner, side in zip(state.building_owner, state.building_side, strict=True) if owner == 0]
        return own.count(TRADING_HOUSE) == 2 and ESTATE in own

    app, match = at_decision(data_folder, phase_is(BUILDING, two_kontore_and_an_estate), seeds=3000)
    table = app.top
    estate = next(
        position
        for position, (owner, side) in enumerate(
            zip(table.view.building_owners, table.view.building_sides, strict=True)
        )
        if owner == 0 and side == ESTATE
    )
    before = len(match.record.actions)
    assert table.turn_marks()[estate] is False, "its turn mark is there, dimmed"
    click(app, table.geometry.turn_mark(estate).center)
    frames(app, 3)
    assert table.message is not None and table.message[0] == "Nobody may own more than 2 trading houses at once."
    assert len(match.record.actions) == before and TurnBuilding(estate) not in table.view.legal_actions
    screenshot(app, "verraeter-refused-kontor")


def test_the_builder_chooses_the_side_of_a_new_building_in_the_picker(data_folder: Path):
    app, match = at_decision(data_folder, phase_is(BUILDING, owns("PlaceBuilding")))
    table = app.top
    before = len(match.record.actions)
    action = next(a for a in table.view.legal_actions if isinstance(a, PlaceBuilding) and a.side == TRADING_HOUSE)
    route = table.decisions.routes[action]
    drag(app, table.board.sprites[route.item].rect.center, table.geometry.building(action.position).center)
    assert table.decisions.followup is not None
    screenshot(app, "verraeter-builder-picker")
    laid = table.decisions.picker_layout(table.decisions.picker_area())
    click(app, next(rect.center for option, rect, _ in laid if option == TRADING_HOUSE))
    settle(app, table)
    assert match.record.actions[before] == action


def test_the_draft_overlay_shows_the_offered_cards_and_what_the_person_can_infer(data_folder: Path):
    app, match = at_decision(data_folder, phase_is("actions", lambda state: state.picks_made == 0))
    table = app.top
    before = len(match.record.actions)
    offered = [key[1] for key in table.board.sprites if key[0] == "offered"]
    assert sorted(offered) == sorted(table.view.offered) and len(offered) == 5
    words = [term.text() for term in draft_tip(table.view, table.names)]
    assert any("set aside" in line for line in words), "the first to choose knows the set-aside card"
    screenshot(app, "verraeter-draft-overlay")
    card = offered[2]
    click(app, table.board.sprites[("offered", card)].rect.center)
    settle(app, table)
    assert match.record.actions[before] == TakeActionCard(card)


def test_the_overview_opens_with_o_and_closes_with_a_click(data_folder: Path):
    app, _ = at_decision(data_folder, phase_is("conflict_site"))
    press(app, pygame.K_o)
    assert isinstance(app.top, OverviewScene)
    screenshot(app, "verraeter-overview")
    click(app, (960, 540))
    assert isinstance(app.top, VerraeterTable)
    click(app, app.top.buttons["rules"].rect.center)
    assert isinstance(app.top, OverviewScene)


def test_hovering_a_border_landscape_plate_or_card_tells_what_it_is(data_folder: Path):
    app, _ = at_decision(data_folder, phase_is("conflict_site", lambda state: bool(state.hands[0])))
    table = app.top
    view = table.view
    border = next(action.border for action in view.legal_actions if isinstance(action, ChooseConflictSite))
    spot = table.geometry.border(border).center
    move(app, spot)
    frames(app, round(theme.TOOLTIP_DELAY * 60) + 2)
    text, _ = table.tip_at(spot)
    assert " against " in text and "If the Eagle wins" in text and "If the Rose wins" in text
    screenshot(app, "verraeter-border-tip")
    landscape = table.geometry.landscape(0).center
    assert "conflict points" in table.tip_at(landscape)[0] and "Each winner scores" in table.tip_at(landscape)[0]
    plate = table.geometry.part("plate", 1).center
    assert "supply cards in hand" in table.tip_at(plate)[0] or "supply card in hand" in table.tip_at(plate)[0]
    hand = next(key for key in table.board.sprites if key[0] == "hand")
    assert "Supply card" in table.tip_at(table.board.sprites[hand].rect.center)[0]


def test_either_of_two_equal_supply_cards_can_be_dragged_and_the_dragged_one_is_played(data_folder: Path):
    def two_alike(state: VerraeterState) -> bool:
        hand = state.hands[0]
        return state.phase == "supply" and any(hand.count(value) > 1 for value in hand)

    app, match = at_decision(data_folder, two_alike)
    table = app.top
    hand = table.view.hand
    value = next(value for value in hand if hand.count(value) > 1)
    second = (HAND, (value, 1))
    assert second in table.decisions.items(), "the second of two equal cards is offered for dragging too"
    dragged = table.board.sprites[second]
    drop = table.geometry.part("played", table.geometry.viewer).center
    before = len(match.record.actions)
    drag(app, dragged.rect.center, drop)
    frames(app, 3)
    assert list(match.record.actions[before:]) == [PlaySupplyCard(value)]
    settle(app, table)
    played = [key for key, sprite in table.board.sprites.items() if sprite is dragged]
    assert played and played[0][0] == "played", "the card let go is the one lying in the play area"


def test_the_log_lines_of_the_reveal_and_the_conflict_light_their_cards_on_the_table(data_folder: Path):
    app, _ = at_decision(data_folder, phase_is(BUILDING))
    table = app.top
    lit = {entry.text: entry.cards for entry in table.log.entries() if entry.cards}
    revealed = [cards for text, cards in lit.items() if text.startswith("Revealed:")]
    assert revealed and all(key[0] == "action" for key in revealed[-1]), "the reveal names the action cards"
    assert all(key in table.board.sprites for key in revealed[-1]), "…which lie on the table"
    conflicts = [cards for cards in lit.values() if all(key[0] == "landscape" for key in cards) and len(cards) == 2]
    assert conflicts, "the conflict's tally names the two landscapes"
