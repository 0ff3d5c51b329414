"""The Hof-Verrat table, driven with real events: drags to every kind of zone, refusals, the assassin's victim, undo,
click-then-click, the keyboard and the hint (HV-9, HV-13, HV-14).

Every test goes through SDL's event queue and the app's main loop (``scenes.drive``), as a player's input does, and
checks the match record: what the model was asked to do.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pygame

from game.core import Action, Match, Seat
from game.hofverrat import RULESET
from game.hofverrat.actions import PlayToDistrict, PlayToTable
from game.hofverrat.board import COLUMN_OF
from game.hofverrat.cards import IS_ASSASSIN, IS_GUARD, IS_SPY
from scenes.app import App
from scenes.drive import click, drag, frames, move, press
from scenes.play import open_table
from scenes.storage import Storage
from scenes.tables.hofverrat import HofVerratTable
from scenes.tables.hofverrat.interaction import SPARE
from tests.scenes.helpers import screenshot, settle

PERSON = Seat("Ada")
COMPUTER = Seat("Graf Ruprecht", "computer", "easy")


def open_hofverrat(
    folder: Path,
    seats: Sequence[Seat],
    seed: int,
    *,
    actions: Sequence[Action] = (),
    window: str = "1280x720",
    speed: str = "instant",
) -> tuple[App, Match]:
    """An app on ``folder`` with a Hof-Verrat match of ``seats`` on its table (``actions`` already played)."""
    storage = Storage(folder)
    settings = storage.load_settings()
    settings.window, settings.animation_speed = window, speed
    storage.save_settings(settings)
    app = App(storage=storage)
    app.open_menu()
    match = Match.start(RULESET, seats, seed)
    for action in actions:
        match.apply(action)
    storage.save_autosave(match.record)
    open_table(app, match, replace=False)
    frames(app, 3)
    return app, match


def seed_where(test, players: int = 2) -> int:
    """The first seed whose new game passes ``test``."""
    return next(seed for seed in range(1, 10_000) if test(RULESET.new_state(players, seed)))


def plain(card: int) -> bool:
    """A card that is neither a spy nor an assassin: it goes face up and never asks for a victim."""
    return not IS_SPY[card] and not IS_ASSASSIN[card]


def hand_spot(table: HofVerratTable, card: int) -> tuple[int, int]:
    sprite = table.board.sprites[("hand", card)]
    return round(sprite.pos[0]), round(sprite.pos[1])


def side_spot(table: HofVerratTable, card: int, side: int) -> tuple[int, int]:
    return table.geometry.side(COLUMN_OF[card], side).center


def district_spot(table: HofVerratTable, seat: int) -> tuple[int, int]:
    return table.geometry.district(seat).center


def place_by_mouse(app: App, table: HofVerratTable, action: Action) -> None:
    """Drag the action's card to its place; an assassin then clicks its victim, or Spare."""
    if isinstance(action, PlayToTable):
        end = table.geometry.side(COLUMN_OF[action.card], 0 if action.side == "upper" else 1).center
    else:
        end = table.geometry.district(action.district).center
    drag(app, hand_spot(table, action.card), end)
    if table.decisions.followup is None:
        return
    click(app, picker_spot(table, action.target if action.target is not None else SPARE))


def picker_spot(table: HofVerratTable, option) -> tuple[int, int]:
    """Where an option of the follow-up picker (a victim's serial, or Spare) lies."""
    laid = table.decisions.picker_layout(table.decisions.picker_area())
    return next(rect.center for each, rect, _ in laid if each == option)


def test_hv9_dragging_cards_to_the_table_and_both_districts_plays_them_there(data_folder: Path):
    seed = seed_where(lambda state: state.to_move == 0 and all(plain(card) for card in state.hands[0]))
    app, match = open_hofverrat(data_folder, [PERSON, COMPUTER], seed)
    table = app.top
    assert isinstance(table, HofVerratTable) and table.runner.accepts_input
    first, second, third = table.view.hand

    drag(app, hand_spot(table, first), side_spot(table, first, 0))
    assert match.record.actions[-1] == PlayToTable(first, "upper", None)
    settle(app, table)
    drag(app, hand_spot(table, second), district_spot(table, 0))
    assert match.record.actions[-1] == PlayToDistrict(second, 0, None)
    settle(app, table)
    drag(app, hand_spot(table, third), district_spot(table, 1))
    assert match.record.actions[2] == PlayToDistrict(third, 1, None)
    settle(app, table)
    assert len(match.record.actions) == 6 and table.runner.accepts_input, "the computer's turn came and went"
    assert app.storage.load_autosave(app.titles) == match.record, "saved after every action"


def test_hv9_a_card_dropped_on_another_familys_column_snaps_back_and_goes_to_its_own(data_folder: Path):
    seed = seed_where(lambda state: state.to_move == 0 and plain(state.hands[0][0]))
    app, match = open_hofverrat(data_folder, [PERSON, COMPUTER], seed)
    table = app.top
    card = table.view.hand[0]
    other_column = (COLUMN_OF[card] + 2) % 6
    drag(app, hand_spot(table, card), table.geometry.side(other_column, 1).center)
    assert not match.record.actions, "nothing is played on another family's column"
    assert table.message is not None and "its own family's column" in table.message[0]
    settle(app, table)
    drag(app, hand_spot(table, card), side_spot(table, card, 1))
    assert match.record.actions[-1] == PlayToTable(card, "lower", None)
    settle(app, table)
    lying = [played.card for played in match.view(0).table[COLUMN_OF[card]][1]]
    assert lying == [card]
    sprite = table.board.sprites[("played", 0)]
    assert table.geometry.side(COLUMN_OF[card], 1).collidepoint(sprite.pos), "the sprite lies in its own column"


def test_hv9_an_illegal_drop_snaps_back_with_the_reason(data_folder: Path):
    seed = seed_where(lambda state: state.to_move == 0 and all(plain(card) for card in state.hands[0]))
    app, match = open_hofverrat(data_folder, [PERSON, COMPUTER], seed, speed="normal")
    table = app.top
    settle(app, table)
    first, second, _ = table.view.hand
    drag(app, hand_spot(table, first), side_spot(table, first, 0))
    settle(app, table)
    home = hand_spot(table, second)
    drag(app, home, side_spot(table, second, 1))
    assert len(match.record.actions) == 1, "a second card to the royal table is refused"
    assert table.message is not None and "already played a card to the royal table" in table.message[0]
    frames(app, 40)
    assert hand_spot(table, second) == home, "the card snapped back into the hand"
    drag(app, home, (table.geometry.zone("pile").centerx, 20))
    assert len(match.record.actions) == 1
    assert "Drop the card on the royal table" in table.message[0]


def assassin_position(state) -> bool:
    """The computer (seat 1) starts holding a card that can be eliminated; the person holds an assassin."""
    return (
        state.to_move == 1
        and any(IS_ASSASSIN[card] for card in state.hands[0])
        and any(plain(card) and not IS_GUARD[card] for card in state.hands[1])
    )


def computer_first_turn(seed: int) -> list[Action]:
    """The computer's first turn: a card that can be eliminated to the royal table, then its districts."""
    state = RULESET.new_state(2, seed)
    victim = next(card for card in state.hands[1] if plain(card) and not IS_GUARD[card])
    rest = [card for card in state.hands[1] if card != victim]
    return [PlayToTable(victim, "upper", None), PlayToDistrict(rest[0], 1, None), PlayToDistrict(rest[1], 0, None)]


def test_hv14_the_assassins_victim_is_chosen_by_clicking_it(data_folder: Path):
    seed = seed_where(assassin_position)
    turn = computer_first_turn(seed)
    app, match = open_hofverrat(data_folder, [PERSON, COMPUTER], seed, actions=turn, window="1920x1080")
    table = app.top
    assassin = next(card for card in table.view.hand if IS_ASSASSIN[card])
    drag(app, hand_spot(table, assassin), side_spot(table, assassin, 1))
    followup = table.decisions.followup
    assert followup is not None and set(followup.options) == {0, SPARE}, "the computer's card is the only victim"
    assert len(match.record.actions) == 3, "nothing is played while the victim is chosen"
    frames(app, 30)
    screenshot(app, "hofverrat-assassin-choice")
    click(app, picker_spot(table, 0))
    assert match.record.actions[-1] == PlayToTable(assassin, "lower", 0)
    assert [played.serial for played in match.view(0).eliminated] == [0]
    settle(app, table)
    assert ("played", 0) not in table.board.sprites, "the victim left the table"


def test_hv14_the_keyboard_alone_plays_an_assassin_and_chooses_its_victim(data_folder: Path):
    seed = seed_where(assassin_position)
    app, match = open_hofverrat(data_folder, [PERSON, COMPUTER], seed, actions=computer_first_turn(seed))
    table = app.top
    assassin = next(card for card in table.view.hand if IS_ASSASSIN[card])
    for _ in range(table.view.hand.index(assassin) + 1):
        press(app, pygame.K_TAB)
    press(app, pygame.K_RETURN)  # picked; its first place, the royal table's upper side, has the focus
    press(app, pygame.K_RETURN)  # dropped there: the computer's card glows as a victim
    assert table.decisions.followup is not None and table.decisions.followup.item == ("hand", assassin)
    press(app, pygame.K_TAB)
    assert table.decisions.followup.focus == 0, "the victim, shown large, has the focus"
    press(app, pygame.K_RETURN)
    assert match.record.actions[3] == PlayToTable(assassin, "upper", 0)


def test_hv14_an_assassin_may_spare_everyone_or_be_taken_back(data_folder: Path):
    seed = seed_where(assassin_position)
    app, match = open_hofverrat(data_folder, [PERSON, COMPUTER], seed, actions=computer_first_turn(seed))
    table = app.top
    assassin = next(card for card in table.view.hand if IS_ASSASSIN[card])
    home = hand_spot(table, assassin)
    drag(app, home, side_spot(table, assassin, 0))
    frames(app, 10)
    screenshot(app, "hofverrat-assassin-choice")
    press(app, pygame.K_ESCAPE)
    settle(app, table)
    assert table.decisions.followup is None and len(match.record.actions) == 3
    assert hand_spot(table, assassin) == home, "Escape takes the assassin back into the hand"
    drag(app, home, side_spot(table, assassin, 0))
    click(app, picker_spot(table, SPARE))
    assert match.record.actions[-1] == PlayToTable(assassin, "upper", None)
    assert not match.view(0).eliminated


def test_hv9_placements_are_undone_until_the_third_card_completes_the_turn(data_folder: Path):
    seed = seed_where(lambda state: state.to_move == 0 and all(plain(card) for card in state.hands[0]))
    app, match = open_hofverrat(data_folder, [PERSON, COMPUTER], seed)
    table = app.top
    first, second, third = table.view.hand
    assert not table.buttons["undo"].enabled
    drag(app, hand_spot(table, first), district_spot(table, 1))
    settle(app, table)
    drag(app, hand_spot(table, second), district_spot(table, 0))
    settle(app, table)
    click(app, table.buttons["undo"].rect.center)
    settle(app, table)
    assert match.record.actions == (PlayToDistrict(first, 1, None),)
    assert second in table.view.hand and ("hand", second) in table.board.sprites
    press(app, pygame.K_u)
    settle(app, table)
    assert match.record.actions == () and sorted(table.view.hand) == sorted([first, second, third])
    assert app.storage.load_autosave(app.titles) == match.record, "an undo is saved too"
    for card, target in ((first, district_spot(table, 0)), (second, district_spot(table, 1))):
        drag(app, hand_spot(table, card), target)
        settle(app, table)
    drag(app, hand_spot(table, third), side_spot(table, third, 0))
    assert match.record.actions[2] == PlayToTable(third, "upper", None)
    assert not table.runner.can_undo, "the third card cannot be taken back"


def test_hv9_click_then_click_and_the_keyboard_reach_every_placement(data_folder: Path):
    seed = seed_where(lambda state: state.to_move == 0 and all(plain(card) for card in state.hands[0]))
    app, match = open_hofverrat(data_folder, [PERSON, COMPUTER], seed)
    table = app.top
    first = table.view.hand[0]
    click(app, hand_spot(table, first))
    click(app, district_spot(table, 1))
    assert match.record.actions[-1] == PlayToDistrict(first, 1, None)
    settle(app, table)
    card = table.view.hand[0]
    press(app, pygame.K_TAB)  # the first hand card
    press(app, pygame.K_RETURN)  # picked: the first place it may go (the upper side) has the focus
    press(app, pygame.K_TAB)  # the lower side
    press(app, pygame.K_RETURN)
    assert match.record.actions[-1] == PlayToTable(card, "lower", None)


def test_the_hint_suggests_a_legal_placement_and_marks_its_card(data_folder: Path):
    seed = seed_where(lambda state: state.to_move == 0)
    app, _ = open_hofverrat(data_folder, [PERSON, COMPUTER], seed)
    table = app.top
    click(app, table.buttons["hint"].rect.center)
    for _ in range(3000):
        frames(app)
        if table.decisions.hint is not None:
            break
    assert table.decisions.hint in table.view.legal_actions
    assert table.hint_text.startswith("Hint:")
    assert table.board.sprites[("hand", table.decisions.hint.card)].highlight is not None
    move(app, district_spot(table, 1))


def test_a_drag_in_progress_lights_the_cards_column_and_the_open_districts(data_folder: Path):
    seed = seed_where(lambda state: state.to_move == 0 and plain(state.hands[0][0]), players=5)
    seats = [PERSON, *(Seat(f"Bot {index}", "computer", "easy") for index in range(1, 5))]
    for window in ("1280x720", "1920x1080"):
        app, _ = open_hofverrat(data_folder / window, seats, seed, window=window, speed="normal")
        table = app.top
        settle(app, table)
        card = table.view.hand[0]
        start, end = hand_spot(table, card), side_spot(table, card, 0)
        move(app, start)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=app.viewport.to_window(start), button=1))
        for step in range(1, 7):
            point = (start[0] + (end[0] - start[0]) * step // 8, start[1] + (end[1] - start[1]) * step // 8)
            move_held(app, point)
        dragdrop = table.decisions.dragdrop
        assert dragdrop.dragged == ("hand", card)
        column = COLUMN_OF[card]
        sides = {("table", column, 0), ("table", column, 1)}
        assert dragdrop.legal == sides | {("district", s) for s in range(5)}, "only its own column's sides"
        screenshot(app, "hofverrat-drag")
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=app.viewport.to_window(end), button=1))
        frames(app)
        assert table.runner.match.record.actions[0] == PlayToTable(card, "upper", None)


def move_held(app: App, logical: tuple[int, int]) -> None:
    """Move the pointer with the left button held, then run a frame."""
    window = app.viewport.to_window(logical)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=window, rel=(0, 0), buttons=(1, 0, 0)))
    frames(app)
