"""Defects of issue 34 §4 at the Verräter table: every building in a person's stock can be taken (VR-9, VR-18), the
sum of a seat's supply cards never covers a card, and points land on the scorer's plate clear of any words."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pygame
import pytest

from game.core import Seat
from game.core.fold import put
from game.verraeter.actions import PlaceEstate
from game.verraeter.data import SETUP
from scenes.drive import click, drag, frames, move
from scenes.tables.kit.effects import points_image
from scenes.tables.kit.hud import plaque_image
from scenes.tables.kit.plates import NAME_LEFT
from scenes.tables.verraeter import art, hud
from scenes.tables.verraeter.landing import landing_spot
from scenes.ui import theme
from scenes.ui.text import width_of
from tests.scenes.helpers import screenshot, settle
from tests.scenes.test_verraeter_table import COMPUTERS, PERSON, at_decision, open_verraeter, phase_is


def free_place(table) -> int:
    action = next(action for action in table.view.legal_actions if isinstance(action, PlaceEstate))
    return action.position


def test_vr9_any_building_of_the_stock_is_dragged_not_only_the_rightmost(data_folder: Path):
    app, match = at_decision(data_folder, phase_is(SETUP))
    table = app.top
    seat = table.view.seat
    stock = sorted(key for key in table.board.sprites if key[0] == "stock" and key[1][0] == seat)
    assert len(stock) > 1
    assert all(key in table.decisions.items() for key in stock), "every building of the stock is offered"
    first = table.board.sprites[stock[0]]
    position = free_place(table)
    before = len(match.record.actions)
    drag(app, first.rect.center, table.geometry.building(position).center)
    frames(app, 3)
    assert match.record.actions[before] == PlaceEstate(position), "the computers may answer within those frames"
    settle(app, table)
    assert table.board.sprites.get(("building", position)) is first, "the building let go is the one built"


def test_vr9_clicking_a_building_of_the_stock_takes_it_up_and_its_tooltip_names_the_stock(data_folder: Path):
    app, match = at_decision(data_folder, phase_is(SETUP))
    table = app.top
    seat = table.view.seat
    first = table.board.sprites[("stock", (seat, 0))]
    move(app, first.rect.center)
    tip = table.tip_at(first.rect.center)
    assert tip is not None and tip[0].startswith("Your buildings in stock"), tip
    position = free_place(table)
    before = len(match.record.actions)
    click(app, first.rect.center)
    click(app, table.geometry.building(position).center)
    assert match.record.actions[before] == PlaceEstate(position)


@pytest.mark.parametrize("players", [3, 4])
def test_the_sum_of_five_supply_cards_stands_clear_of_every_card(data_folder: Path, players: int):
    app, _ = open_verraeter(data_folder, [PERSON, *COMPUTERS[: players - 1]], 1)
    table = app.top
    geometry = table.geometry
    for seat in range(players):
        played = put(table.shown.view.played, seat, (5, 5, 5, 4, 3))
        table.shown.view = dataclasses.replace(table.shown.view, played=played)
        homes = geometry.homes(table.shown, True)
        badge = plaque_image("Σ 22", 22, theme.GOLD_PALE).get_rect(center=geometry.sum_spot(seat))
        cards = [home for key, home in homes.items() if key[0] == "played" and key[1][0] == seat]
        assert len(cards) == 5
        for home in cards:
            card = pygame.Rect(0, 0, *art.PLAYED)
            card.center = (round(home.centre[0]), round(home.centre[1]))
            assert not badge.colliderect(card), (seat, badge, card)
        assert geometry.part("played", seat).contains(badge)


@pytest.mark.parametrize("players", [3, 4])
def test_points_land_on_the_scorers_plate_clear_of_its_name_points_and_hand_count(data_folder: Path, players: int):
    names = [PERSON, *COMPUTERS[: players - 1]]
    app, _ = open_verraeter(data_folder, names, 1)
    table = app.top
    geometry = table.geometry
    tally = geometry.tally_halves()
    for seat in range(players):
        table.shown.view = dataclasses.replace(table.shown.view, points=put(table.shown.view.points, seat, 28))
        plate, markers = geometry.plate(seat), table.markers(seat)
        chip = hud.points_chip(plate, table.names[seat], markers)
        width = width_of(table.names[seat], theme.SIZE_SMALL, theme.FACE_CAPS)
        name = pygame.Rect(plate.x + NAME_LEFT, plate.y, width, plate.height)
        number = points_image(6).get_rect(center=landing_spot(table, seat, 6))
        assert plate.left <= number.left and number.right <= plate.right, (seat, plate, number)
        assert number.centery == plate.centery
        assert number.collidepoint(chip.center), "the number lands on the points it adds to"
        assert not number.inflate(-8, -8).colliderect(name), (seat, table.names[seat], name, number)
        assert number.right <= hud.hand_left(plate, table.names[seat], markers)
        assert not any(number.colliderect(half) for half in tally)


def test_a_long_name_gives_up_its_last_letters_to_the_points_never_the_points_to_the_hand_count(data_folder: Path):
    names = [PERSON, *(Seat(name, "computer", "easy") for name in ("Gräfin Adelheid", "Graf Ruprecht"))]
    app, _ = open_verraeter(data_folder, [*names, Seat("Baronin Kunigunde", "computer", "easy")], 1)
    table = app.top
    geometry = table.geometry
    for seat in range(4):
        view = table.shown.view
        table.shown.view = dataclasses.replace(
            view, points=put(view.points, seat, 28), hand_sizes=put(view.hand_sizes, seat, 10)
        )
        plate, markers = geometry.plate(seat), table.markers(seat)
        chip = hud.points_chip(plate, table.names[seat], markers)
        assert plate.contains(chip), (seat, plate, chip)
        assert chip.right <= hud.hand_left(plate, table.names[seat], markers), (table.names[seat], chip)
    screenshot(app, "verraeter-long-name-plate")
