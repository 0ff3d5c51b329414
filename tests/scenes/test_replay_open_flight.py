"""A card that arrives face down flies face up at a replay with every card open, and face down at a live table.

With "open cards" on at the replay of an ended game, a card that comes to lie face down (an act played blind at
Hofnar, a card laid aside to pass at Mit List und Tücke) is open where it lies; it used to fly as a back and turn up
only once it had landed. At a live table nothing changes: a hidden card stays hidden all the way (privacy first).
"""

from __future__ import annotations

from pathlib import Path

import pygame

from game.core import Match, Seat
from game.listtuecke import RULESET as LISTTUECKE
from game.listtuecke.actions import PassCard
from game.listtuecke.cards import DARK, LIGHT
from scenes.drive import click, frames, press
from scenes.play import open_table
from scenes.replay_view import ReplayScene, open_replay
from scenes.tables.hofnar.motion import played_key
from scenes.tables.kit.board import Key
from scenes.tables.kit.table import KitTable
from scenes.tables.listtuecke.geometry import PASSING_KEY
from tests.scenes.helpers import run_until, screenshot
from tests.scenes.test_replay_app import finished_record, fresh_app
from tests.scenes.test_tables_kit import computers

FLIGHT_FRAMES = 240


def flight(app, table: KitTable, key: Key) -> list[tuple[object, float]]:
    """(the card the sprite carries, how far it is turned face up) in each frame ``key`` flies, until the move is
    shown."""
    seen = []
    for _ in range(FLIGHT_FRAMES):
        frames(app)
        board = table.board
        if key in board.sprites and key in board.above:
            seen.append((board.cards[key], board.sprites[key].flip))
        if seen and not table.timeline.busy:
            break
    return seen


def replay_at_open_flight(app, title_id: str, lands_face_down) -> tuple[ReplayScene, int, Key, object]:
    """The replay of an ended game of ``title_id`` at the moment before a move that lays a card face down where it
    lies (``lands_face_down(table, moment)`` finds its key), every card open, at normal speed."""
    assert open_replay(app, finished_record(title_id))
    scene = app.top
    frames(app, 2)
    driver, table, replay = scene.driver, scene.table, scene.replay
    for moment in range(replay.length - 1):
        key = lands_face_down(replay, moment + 1)
        if key is not None:
            break
    else:
        raise AssertionError("no card comes to lie face down in this game")
    click(app, scene.bar.open.rect.center)
    driver.go_to(moment)
    run_until(app, lambda: not table.busy and not table.extras.busy)
    face = table.open_faces(replay.open_state(moment + 1))[key]
    app.settings.animation_speed = "normal"
    return scene, moment, key, face


def hofnar_act_played_blind(replay, moment: int) -> Key | None:
    """The act a jester plays at ``moment`` face down (HN-10), when one is."""
    for event in replay.seen(moment, 0)[1][-1]:
        if event.kind == "card_played" and getattr(event, "card", None) is None:
            return played_key(event.seat)
    return None


def listtuecke_card_laid_aside(replay, moment: int) -> Key | None:
    """The card another seat lays aside to pass at ``moment`` (LT-8), seen from seat 0 as its back."""
    for event in replay.seen(moment, 0)[1][-1]:
        if event.kind == "pass_chosen" and event.seat != 0:
            return (PASSING_KEY, (event.seat, event.back))
    return None


def test_at_a_hofnar_replay_with_open_cards_an_act_played_blind_flies_face_up(data_folder: Path):
    app = fresh_app(data_folder)
    scene, _, key, face = replay_at_open_flight(app, "hofnar", hofnar_act_played_blind)
    press(app, pygame.K_RIGHT)
    seen = flight(app, scene.table, key)
    assert len(seen) > 5, "the act flies for a while at normal speed"
    assert all(card == face and turned == 1.0 for card, turned in seen), f"face up all the way: {seen[:3]}"
    screenshot(app, "replay-open-flight-hofnar")


def test_at_a_list_und_tuecke_replay_with_open_cards_a_card_laid_aside_turns_up_in_flight(data_folder: Path):
    app = fresh_app(data_folder)
    scene, _, key, face = replay_at_open_flight(app, "listtuecke", listtuecke_card_laid_aside)
    press(app, pygame.K_RIGHT)
    seen = flight(app, scene.table, key)
    assert len(seen) > 5, "the card flies for a while at normal speed"
    assert all(card == face for card, _ in seen), "it carries its face from the start"
    later = seen[len(seen) // 3 :]
    assert all(turned >= 0.5 for _, turned in later), f"it turns up as it takes off, not on the way: {seen}"
    assert seen[-1][1] == 1.0


def test_at_a_live_table_a_card_laid_aside_to_pass_stays_a_back_all_the_way(data_folder: Path):
    """LT-8: the others' cards laid aside to pass fly to their places as backs while the person watches."""
    app = fresh_app(data_folder)
    match = Match.start(LISTTUECKE, [Seat("Ada"), *computers(3)], seed=2)
    open_table(app, match, replace=False)
    table = app.top
    run_until(app, lambda: table.runner.accepts_input and not table.busy)
    app.settings.animation_speed = "normal"
    action = next(action for action in table.view.legal_actions if isinstance(action, PassCard))
    table.decisions.play(action, table.decisions.routes[action].item)
    flights = 0
    for _ in range(FLIGHT_FRAMES * 4):
        frames(app)
        for seat in (1, 2, 3):
            for back in (LIGHT, DARK):
                key = (PASSING_KEY, (seat, back))
                sprite = table.board.sprites.get(key)
                if sprite is not None and key in table.board.above:
                    flights += 1
                    assert table.board.cards[key] is None, "another seat's card laid aside flies as a back"
        if flights and not table.timeline.busy:
            break
    assert flights > 5, "a computer's card was seen flying"
