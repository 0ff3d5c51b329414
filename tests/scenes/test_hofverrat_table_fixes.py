"""What a new player tripped over at the Hof-Verrat table, each checked where it was fixed."""

from __future__ import annotations

import itertools
from pathlib import Path

import pygame
import pytest

from game.core import Seat
from game.hofverrat.board import COLUMN_OF
from game.hofverrat.cards import FAMILY_OF, IS_ASSASSIN
from game.hofverrat.missions import MISSION_BY_ID
from game.hofverrat.view import PlayedCard
from scenes.art.hofverrat.missions import mission_text_rect
from scenes.drive import click, drag, frames, move, press
from scenes.i18n import LANGUAGES, set_language, tr
from scenes.pause import PauseScene
from scenes.settings import SettingsScene
from scenes.tables.hofverrat.geometry import Geometry, district_homes
from scenes.tables.hofverrat.mission_cards import TEXT_SIZES, hyphen_wrap, mission_text
from scenes.tables.kit import hud
from scenes.tables.kit.holders import MIN_GROUP_SHARE
from scenes.ui import theme
from scenes.ui.text import font, width_of
from tests.scenes.helpers import screenshot
from tests.scenes.test_hofverrat_table import (
    COMPUTER,
    PERSON,
    assassin_position,
    computer_first_turn,
    hand_spot,
    open_hofverrat,
    seed_where,
    settle,
    side_spot,
)

PLAYER_COUNTS = (2, 3, 4, 5)
SHOW_FRAME = 1 / 30
"""The last round and the scoring show at 30 frames a second: a rising number stays up for many of them, and the
test takes half the frames (each draws the whole table)."""


@pytest.fixture(autouse=True)
def english_again():
    yield
    set_language("en")


@pytest.fixture
def fonts() -> None:
    """pygame's font module on, for a test that measures text without opening the app (which would turn it on).

    Under xdist such a test may run first in its worker, or after one that quit pygame; a font cached before a quit
    is invalid once the module is on again, so the cache is emptied too.
    """
    if not pygame.font.get_init():
        font.cache_clear()
        pygame.font.init()


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_every_mission_text_fits_inside_its_card_in_every_language(fonts: None, language: str):
    set_language(language)
    sizes = {Geometry(players, 0).mission_spot(seat, 0).size for players in PLAYER_COUNTS for seat in (0, 1)}
    for size in sizes:
        box = mission_text_rect(size)
        for mission in MISSION_BY_ID:
            text = mission_text(mission)
            for text_size in TEXT_SIZES:
                lines = hyphen_wrap(text, box.width, text_size)
                step = round(font(theme.FACE_REGULAR, text_size).get_linesize() * 0.92)
                if step * len(lines) <= box.height and all(width_of(line, text_size) <= box.width for line in lines):
                    break
            else:
                pytest.fail(f"{mission} runs out of a {size} card in {language}: {text}")


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_districts_of_seven_groups_keep_every_group_in_view(players: int):
    """A district holding every family and a face-down spy shows each group's last card by at least its index."""
    cards, serial = [], 0
    for family in range(6):
        for card in [card for card in range(len(FAMILY_OF)) if FAMILY_OF[card] == family][:3]:
            cards.append(PlayedCard(serial, card))
            serial += 1
    cards.append(PlayedCard(serial, None))
    geometry = Geometry(players, 0)
    for seat in range(players):
        size = geometry.district_size(seat)
        _, groups = district_homes(geometry.district(seat), cards, size)
        assert len(groups) == 7
        for left, right in itertools.pairwise(groups):
            if left.span.y == right.span.y:
                shown = right.span.x - (left.span.right - size[0])
                assert shown >= size[0] * MIN_GROUP_SHARE - 1, f"group {left.key}'s last card shows by half at least"
        assert geometry.district(seat).contains(groups[-1].span), "the last group stays inside the district"


@pytest.mark.parametrize("players", PLAYER_COUNTS)
@pytest.mark.parametrize("language", list(LANGUAGES))
def test_the_prompt_never_covers_the_name_plate_or_the_turns_checklist(fonts: None, players: int, language: str):
    set_language(language)
    pygame.display.set_mode((16, 16))
    geometry = Geometry(players, 0)
    area = geometry.zone("royal_table").inflate(-16, -16)
    for key in ("hofverrat.status.your_turn", "hofverrat.status.choose_victim", "hofverrat.refuse.nowhere"):
        plate = hud.prompt_rect(tr(key), key.startswith("hofverrat.refuse"), area)
        assert not plate.colliderect(geometry.banner(0)) and not plate.colliderect(geometry.checklist())
        assert area.contains(plate)


def test_a_cards_tooltip_stays_off_the_prompt_and_a_refusal(data_folder: Path):
    seed = seed_where(lambda state: state.to_move == 0)
    app, _ = open_hofverrat(data_folder, [PERSON, COMPUTER], seed, window="1920x1080", speed="normal")
    table = app.top
    settle(app, table)
    card = table.view.hand[0]
    table.refused(tr("hofverrat.refuse.nowhere"))
    move(app, hand_spot(table, card))
    frames(app, 50)
    tip = table.painter.tip_rect
    assert tip is not None, "the card's tooltip shows"
    assert table.painter.keep_clear and not any(tip.colliderect(rect) for rect in table.painter.keep_clear)
    screenshot(app, "hofverrat-tooltip-and-refusal")


def test_hv14_an_eliminated_card_is_struck_and_fades_over_many_frames(data_folder: Path):
    seed = seed_where(assassin_position)
    app, match = open_hofverrat(
        data_folder, [PERSON, COMPUTER], seed, actions=computer_first_turn(seed), speed="normal"
    )
    table = app.top
    settle(app, table)
    assassin = next(card for card in table.view.hand if IS_ASSASSIN[card])
    drag(app, hand_spot(table, assassin), side_spot(table, assassin, 0))
    laid = table.decisions.picker_layout(table.decisions.picker_area())
    click(app, next(rect.center for option, rect, _ in laid if option == 0))
    seen = []
    for _ in range(120):
        frames(app)
        sprite = table.board.sprites.get(("played", 0))
        seen.append((sprite.alpha if sprite is not None else None, bool(table.effects.strikes)))
    struck = [alpha for alpha, striking in seen if alpha is not None and striking]
    assert len(struck) >= 10, "the victim is struck through for a good many frames"
    assert any(0 < alpha < 255 for alpha in struck), "it fades, never just vanishes"
    assert seen[-1][0] is None and match.view(0).eliminated


def test_final_scoring_numbers_add_up_per_district_instead_of_piling_up(data_folder: Path):
    seats = [PERSON, *(Seat(f"Bot {n}", "computer", "easy") for n in range(1, 5))]
    app, match = open_hofverrat(data_folder, seats, 21, window="1280x720")
    table = app.top
    while not match.state.over:
        if match.view(0).pile_size == 0:
            app.settings.animation_speed = "normal"  # the last round plays out at normal speed, then the show
            app.step(SHOW_FRAME, shown=False)
        else:
            settle(app, table)
        if table.runner.accepts_input and not table.busy:
            action = next(action for action in table.view.legal_actions if action.target is None)
            table.decisions.play(action, ("hand", action.card))
    most = 0
    for frame in range(1500):
        app.step(SHOW_FRAME, shown=frame % 10 == 0)  # the numbers are counted every frame, drawn now and then
        groups = [popup.group for popup in table.effects.popups]
        assert len(groups) == len(set(groups)), "one rising number per district at a time"
        most = max(most, len(groups))
        if frame == 300:
            screenshot(app, "hofverrat-scoring-numbers")
        if table.show_over:
            break
    assert most >= 1 and table.sheet.totals == list(match.state.result().scores)


def test_a_language_change_in_the_pause_menu_rewords_the_table_beneath_it(data_folder: Path):
    app, _ = open_hofverrat(data_folder, [PERSON, COMPUTER], seed_where(lambda state: state.to_move == 0))
    table = app.top
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    app.push(SettingsScene(app))
    app.settings.language = "de"
    app.save_settings()
    app.pop()
    frames(app, 2)
    assert isinstance(app.top, PauseScene), "the pause menu is still open"
    assert table.buttons["undo"].label == "Rückgängig", "the table beneath speaks German already"
    screenshot(app, "hofverrat-pause-german")


def test_a_card_picked_by_click_shakes_when_its_place_is_refused(data_folder: Path):
    seed = seed_where(lambda state: state.to_move == 0)
    app, match = open_hofverrat(data_folder, [PERSON, COMPUTER], seed, speed="normal")
    table = app.top
    settle(app, table)
    card = table.view.hand[0]
    home = table.board.sprites[("hand", card)].pos
    click(app, hand_spot(table, card))
    other = (COLUMN_OF[card] + 3) % 6
    click(app, table.geometry.side(other, 0).center)
    moved = set()
    for _ in range(20):
        frames(app)
        moved.add(table.board.sprites[("hand", card)].pos[0])
    assert not match.record.actions and table.message is not None, "refused, with the reason"
    assert len(moved) > 2, "the card shook"
    assert table.board.sprites[("hand", card)].pos[0] == home[0], "and is back where it was"
