"""The kit owns the table's furniture (issue 37), checked at every table in ``scenes.tables.TABLES`` through the real
app: a title's own buttons (``extra_buttons``) stand in their zones and answer their keys, an overlay they open closes
with Escape and with a press off the buttons and keeps tooltips off the table; and at a hot seat, the moment a
person's move is played, every card the title calls private (``private_card``) lies face down before anything moves.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.core import Seat
from scenes.curtain import READY_DELAY, CurtainScene
from scenes.drive import click, frames, move, press
from scenes.tables import TABLES
from scenes.tables.kit.table import KitTable
from scenes.ui import theme
from tests.scenes.helpers import settle
from tests.scenes.test_defects_tables import fewest, lasting_seed, the_table, with_computers
from tests.scenes.test_tables_kit import computers, open_position


@pytest.mark.parametrize("title", list(TABLES))
def test_a_titles_own_buttons_stand_in_their_zones_and_answer_their_keys(data_folder: Path, title: str):
    app, _ = with_computers(data_folder, title)
    table = the_table(app)
    settle(app, table)
    for extra in table.extra_buttons():
        button = table.buttons[extra.name]
        assert button.rect == table.geometry.zone(f"button_{extra.name}") and button.tooltip == extra.tip
        for way in ("button", "key"):
            if way == "key" and extra.key is None:
                continue
            if way == "button":
                click(app, button.rect.center)
            else:
                press(app, extra.key)
            if extra.press is not None:
                assert app.top is not table, f"{extra.name} opened its screen by its {way}"
                press(app, pygame.K_ESCAPE)
                frames(app, 2)
                assert app.top is table
                continue
            assert table.overlay == extra.name, f"{extra.name} opened its overlay by its {way}"
            move(app, table.geometry.plate(0).center)
            table.resting, table.tip_armed = theme.TOOLTIP_DELAY, True
            frames(app, 2)
            assert table.painter.tip_rect is None, "no tooltip over an open overlay"
            press(app, pygame.K_ESCAPE) if way == "button" else click(app, table.geometry.plate(0).center)
            assert table.overlay is None, "Escape or a press off the buttons closes the overlay"
            assert app.top is table, "closing the overlay opened nothing else"


@pytest.mark.parametrize("title", list(TABLES))
def test_at_a_hot_seat_private_cards_turn_face_down_before_anything_of_the_move_shows(data_folder: Path, title: str):
    people = [Seat("Ada"), Seat("Bert"), *computers(fewest(title) - 2)]
    app, match = open_position(data_folder, title, people, lasting_seed(title, len(people)), 12)
    app.settings.animation_speed = "normal"
    table = the_table(app)
    checked = 0
    real_play = table.play_move

    def played(events, view, private, own):
        real_play(events, view, private, own)
        if not private:
            board = table.board
            shown = [key for key in board.sprites if table.private_card(key) and board.cards[key] is not None]
            assert not shown, f"private cards face up as the move starts: {shown}"
            nonlocal checked
            checked += 1

    table.play_move = played
    for _ in range(6000):
        if match.state.over or checked >= 3:
            break
        if isinstance(app.top, CurtainScene):
            frames(app, round(READY_DELAY * 60) + 2)
            click(app, (960, 540))
            continue
        if table.holding is not None:
            table.holding.release()
        if table.runner.accepts_input and not table.busy and isinstance(app.top, KitTable):
            action = table.view.legal_actions[0]
            table.decisions.play(action, table.decisions.routes[action].item)
        app.step(0.1)
    assert checked, "a person's move was played while others could look"


@pytest.mark.parametrize("title", list(TABLES))
def test_a_second_table_drawn_the_same_reuses_the_still_picture_under_its_own_name_plates(
    data_folder: Path, title: str, monkeypatch: pytest.MonkeyPatch
):
    drawn: list[str] = []
    kit_table = type(the_table(with_computers(data_folder / "first", title)[0]))
    still_picture = kit_table.still_picture

    def counted(table: KitTable) -> pygame.Surface:
        drawn.append(table.names[0])
        return still_picture(table)

    monkeypatch.setattr(kit_table, "still_picture", counted)
    stages = []
    for name in ("Ada", "Wilhelmine"):
        seats = [Seat(name), *computers(fewest(title) - 1)]
        app, _ = open_position(data_folder / name, title, seats, lasting_seed(title, fewest(title)), 2)
        stages.append(the_table(app))
    assert drawn == [], "both tables took the picture the first one drew"
    if kit_table.own_plates:
        return  # Hofnar draws its plates over the picture every frame
    plate = stages[0].geometry.plate(0)
    first, second = (pygame.image.tobytes(stage.picture.subsurface(plate), "RGB") for stage in stages)
    assert first != second, "each table's own names stand on its plates, not the kept picture's"
