"""Seats stay where they sat (issue 34 §3): a beheaded jester's plate stays in its place, struck and dimmed, and
nobody moves, neither at the beheading, nor at the verdict, nor in a game continued after a restart."""

from __future__ import annotations

import itertools

import pygame

from game.core import Match
from game.hofnar import RULESET
from scenes.app import App
from scenes.drive import FRAME, frames, press
from scenes.play import open_table
from scenes.results import ResultsScene
from scenes.storage import Storage
from scenes.tables.hofnar import HofnarTable
from scenes.tables.hofnar.geometry import ring_layout
from scenes.tables.kit.board import HAND
from tests.scenes.helpers import continue_after_restart
from tests.scenes.test_hofnar_table import (
    act_by_mouse,
    computer,
    open_hofnar,
    person,
    table_of,
    wait_for_person,
)

SIX = 6


Seating = dict[int, tuple[int, int, int, int]]


def seating(table: HofnarTable) -> Seating:
    """Every jester's plate, by seat."""
    return {seat: tuple(table.geometry.plate(seat)) for seat in table.geometry.ring}


def plates_in_place(table: HofnarTable) -> None:
    """Every jester of the game (beheaded or not) has his plate in a slot of the whole ring's layout, each clear of
    every other and of the throne."""
    geometry = table.geometry
    assert sorted(geometry.ring) == sorted(seat for seat in range(table.players) if seat != table.king)
    plates = [geometry.plate(seat) for seat in (table.king, *geometry.ring)]
    for one, other in itertools.combinations(plates, 2):
        assert not one.colliderect(other), (one, other)
    layout = ring_layout(table.players)
    slots = {tuple(layout.zone(f"plate_{slot}").rect) for slot in range(len(geometry.ring))}
    assert set(seating(table).values()) == slots


def run_until_beheaded(app: App, match: Match, limit: int = 20_000) -> list[Seating]:
    """Frames (a person's moves by mouse, and a key to let a held scoring moment go on) until a jester has fallen and
    the table is still; returns every frame's seating on the way."""
    seen = []
    for _ in range(limit):
        table = table_of(app)
        if match.state.fallen and not table.busy:
            return seen
        if table.runner.accepts_input and not table.busy:
            act_by_mouse(app, match)
        elif table.holding is not None:
            press(app, pygame.K_SPACE)
        else:
            app.step(FRAME, shown=False)  # a plate's place is the layout's, not the drawing's
        seen.append(seating(table_of(app)))
    raise AssertionError("nobody was beheaded")


def test_issue34_a_beheaded_jester_keeps_his_place_struck_and_dimmed_and_nobody_moves(tmp_path):
    seats = [person(), *(computer(number) for number in range(SIX - 1))]
    app, match = open_hofnar(tmp_path, seats, seed=6, king=3, speed="normal")
    wait_for_person(app, match)
    before = seating(table_of(app))
    seen = run_until_beheaded(app, match)
    table = table_of(app)
    fallen = match.state.fallen[0]
    assert all(each == before for each in seen), "no plate moved in any frame"
    plates_in_place(table)
    assert table.seen.lives[fallen] == 0, "his plate is drawn struck and dimmed"
    tip = table.tip_at(table.geometry.plate(fallen).center)
    assert tip is not None and table.names[fallen] in tip[0], "his plate still says who he was"
    assert any(table.names[fallen] in line for line in log_lines(table)), "the log still names him"


def log_lines(table: HofnarTable) -> list[str]:
    return [entry.text for entry in table.log.entries()]


def test_issue34_every_jester_sits_in_his_own_place_at_the_verdict(tmp_path):
    app, match = open_hofnar(tmp_path, [computer(number) for number in range(7)], seed=7)
    table = table_of(app)
    for _ in range(4000):
        if isinstance(app.top, ResultsScene):
            break
        frames(app)
    assert (
        table.sheet is not None and table.sheet.result is not None and match.state.over and len(match.state.fallen) == 5
    )
    plates_in_place(table)


def test_continue_after_a_restart_keeps_the_fallen_in_their_places(tmp_path):
    seats = [person(), *(computer(number) for number in range(SIX - 1))]
    app, match = open_hofnar(tmp_path, seats, seed=6, king=3)
    wait_for_person(app, match)
    run_until_beheaded(app, match)
    wait_for_person(app, match)
    assert not match.state.over
    app.storage.flush()
    again, _ = continue_after_restart(tmp_path)
    table = table_of(again)
    restored = table.runner.match
    wait_for_person(again, restored)
    assert restored.state.fallen == match.state.fallen
    plates_in_place(table)
    act_by_mouse(again, restored)
    assert not isinstance(again.top, ResultsScene)


def test_a_person_beheaded_sees_his_hand_put_away_and_watches_on(tmp_path):
    """The jester at the screen is beheaded by a computer's move: his remaining acts glide to the discard and fade
    (none vanishes unseen), and his table no longer shows a hand."""
    match = match_before_beheading(person_seat=1)
    app = App(storage=Storage(tmp_path))
    app.open_menu()
    open_table(app, match, replace=False)
    table = table_of(app)
    faded = False
    for _ in range(3000):
        frames(app)
        faded |= any(key[0] == HAND and 0 < sprite.alpha < 255 for key, sprite in table.board.sprites.items())
        if match.state.fallen and not table.busy:
            break
    assert match.state.fallen == (1,) and match.state.hands[1], "beheaded with acts left in his hand"
    assert faded and not [key for key in table.board.sprites if key[0] == HAND]
    plates_in_place(table)


def match_before_beheading(person_seat: int) -> Match:
    """A six-seat match (a person at ``person_seat``) one computer move before that person is beheaded."""
    for seed in range(1, 400):
        state = RULESET.new_state(SIX, seed, {"king": 0})
        actions = []
        while not state.over and not state.fallen:
            action = state.legal_actions()[0]
            if state.to_move != person_seat and _beheads(state, action, person_seat):
                seats = [person() if seat == person_seat else computer(seat) for seat in range(SIX)]
                match = Match.start(RULESET, seats, seed, {"king": 0})
                for each in actions:
                    match.apply(each)
                return match
            actions.append(action)
            state.apply(action)
    raise AssertionError("no such game")


def _beheads(state, action, seat: int) -> bool:
    return any(event.kind == "beheaded" and event.seat == seat for event in state.clone().apply(action))
