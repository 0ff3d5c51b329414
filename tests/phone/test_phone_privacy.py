"""Privacy with phones, for every title and player count (issue 38): every message a phone is sent holds only its
own seat's view, its redacted events and what the page words from them, the views themselves pass the contract's
leak check (a world sampled from a seat's view shows it the same), and the shared screen never shows a phone seat's
private card, in any frame. Then a table mixing a person at the PC, a phone and a computer, to the results.

By default each player count plays its first moves (``MOVES``); the soak profile plays every game to the results.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

from game.core import COMPUTER, HUMAN, PHONE, Rng, Seat
from game.titles import TITLES
from scenes.app import App
from scenes.curtain import CurtainScene
from scenes.drive import press
from scenes.play import open_table
from scenes.results import ResultsScene
from scenes.tables.kit.board import HAND
from tests.contract import check_views
from tests.phone.phones import Phone, attend, check_sent_only_own, open_with_phones
from tests.scenes.test_tables_kit import by_mouse

SOAK = os.environ.get("HYPOTHESIS_PROFILE") == "soak"
MOVES = None if SOAK else 6
FRAMES = 40_000


def check_screen(table) -> None:
    """The shared screen shows no private card of a phone seat: when a phone seat's side of the table is shown (no
    person sits at the PC), its hand lies face down, as the table's homes and every sprite in flight."""
    runner = table.runner
    if not runner.seats[runner.viewer].on_phone:
        return
    assert not runner.private, "a phone seat's side is shown with its private cards open"
    assert all(home.card is None for key, home in table.homes().items() if key[0] == HAND), "a hand card lies open"
    board = table.board
    shown = [key for key, sprite in board.sprites.items() if key[0] == HAND and sprite.face_up]
    assert all(board.cards[key] is None for key in shown), f"hand cards {shown} show their faces"


def play(app: App, table, held: dict[int, Phone], rng: random.Random, moves: int | None) -> None:
    """Step the app, phones tapping at random, until the results or ``moves`` moves; the screen checked each frame."""
    match = table.runner.match
    for _ in range(FRAMES):
        app.step(1 / 60)
        if isinstance(app.top, ResultsScene) or (moves is not None and len(match.record.actions) >= moves):
            return
        check_screen(table)
        attend(held, match, rng)
    raise AssertionError("the game did not get far enough")


@pytest.mark.parametrize("title", ["hofverrat", "verraeter", "listtuecke", "hofnar"])
def test_phones_learn_and_show_nothing_beyond_their_seat_at_every_player_count(data_folder: Path, title: str) -> None:
    ruleset = TITLES.get(title)
    app = None
    for players in range(ruleset.min_players, ruleset.max_players + 1):
        seats = [Seat(f"Phone {number + 1}", PHONE) for number in range(players)]
        if app is None:
            app, match, phones = open_with_phones(data_folder, ruleset, seats, seed=players)
        else:
            app.back_to_root()
            match = type(match).start(ruleset, seats, players)
            open_table(app, match, replace=False)
            app.step(0.0)
            phones = app.stack[1].runner.phones
            phones.keep_sent = True
        table = app.stack[1]
        held = {seat: Phone(phones.link(seat)) for seat in phones.seats}
        play(app, table, held, random.Random(players), MOVES)
        where = f"{title} with {players} phones"
        check_sent_only_own(phones)
        check_views(ruleset, match.state, Rng(players), where)
        for phone in held.values():
            phone.drop()
        phones.close()


def test_a_person_at_the_pc_a_phone_and_a_computer_play_to_the_results(data_folder: Path) -> None:
    ruleset = TITLES.get("hofnar")
    seats = [Seat("Anna", HUMAN), Seat("Bert", PHONE), Seat("Carla", COMPUTER, "easy")]
    app, match, phones = open_with_phones(data_folder, ruleset, seats, seed=12, options={"king": 2})
    table = app.stack[1]
    runner = table.runner
    phone = Phone(phones.link(1))
    rng = random.Random(12)
    for _ in range(FRAMES):
        app.step(1 / 60)
        if isinstance(app.top, ResultsScene):
            break
        if isinstance(app.top, CurtainScene):
            for _ in range(40):
                app.step(1 / 60)
            press(app, 13)
            continue
        assert runner.viewer == 0, "the screen shows the side of the person at the PC"
        attend({1: phone}, match, rng)
        if runner.accepts_input and not table.busy:
            action = rng.choice(match.state.legal_actions())
            by_mouse(app, table, table.decisions.routes[action])
    assert isinstance(app.top, ResultsScene) and match.state.over
    assert match.decisions_since(0) is not None and match.decisions_since(1) is not None, "the person and phone played"
    assert phones.server.closed
    check_sent_only_own(phones)
