"""A phone's seat handed back at any moment, through the pause menu (to a computer, or to the PC),
and the phones' links kept with the autosave: after a restart Continue serves the same links, which never enter the
record (issue 38)."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest
from websockets.exceptions import InvalidStatus

from game.core import COMPUTER, HUMAN, Seat
from game.titles import TITLES
from scenes.drive import click, frames, press
from scenes.i18n import tr
from scenes.pause import PauseScene
from scenes.phone.handback import HandBackScene
from scenes.phone.joincards import card_rects, hand_back_buttons
from scenes.phone.links import links_file
from scenes.ui import theme
from tests.phone.phones import Phone, open_with_phones
from tests.scenes.helpers import continue_after_restart


def open_hand_back(app) -> HandBackScene:
    """Escape, then "Phone seats" in the pause menu."""
    press(app, pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseScene)
    entry = next(button for button in pause.controls.widgets if getattr(button, "label", "") == tr("pause.phones"))
    click(app, entry.rect.center)
    assert isinstance(app.top, HandBackScene)
    return app.top


def test_a_phone_seat_goes_to_a_computer_and_another_to_the_pc(data_folder: Path) -> None:
    ruleset = TITLES.get("hofverrat")
    seats = [Seat("Anna", "phone"), Seat("Bert", "phone")]
    app, match, phones = open_with_phones(data_folder, ruleset, seats, seed=4)
    mover = match.state.to_move
    other = 1 - mover
    held = {seat: Phone(phones.link(seat)) for seat in (0, 1)}
    links = {seat: phones.link(seat) for seat in (0, 1)}
    frames(app, 3)
    menu = open_hand_back(app)
    click(app, menu.buttons[mover, COMPUTER].rect.center)
    frames(app, 3)
    assert match.seats[mover] == Seat(seats[mover].name, COMPUTER, "normal")
    assert any(message["type"] == "released" for message in held[mover].read())
    with pytest.raises(InvalidStatus, match="404"):
        Phone(links[mover])
    assert isinstance(app.top, HandBackScene) and set(menu.buttons) == {(other, HUMAN), (other, COMPUTER)}
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_ESCAPE)
    for _ in range(600):
        app.step(1 / 60)
        if match.record.actions:
            break
    assert match.record.actions, "the computer now playing the phone's seat made its move"
    app.storage.flush()
    assert '"computer"' in (data_folder / "autosave-hofverrat.json").read_text("utf-8")

    menu = open_hand_back(app)
    click(app, menu.buttons[other, HUMAN].rect.center)
    assert isinstance(app.top, PauseScene), "with no phone seat left the list closes"
    assert match.seats[other] == Seat(seats[other].name, HUMAN)
    assert phones.server.closed and app.stack[1].runner.phones is None
    assert not (data_folder / links_file("hofverrat")).exists()
    press(app, pygame.K_ESCAPE)
    runner = app.stack[1].runner
    for _ in range(600):
        app.step(1 / 60)
        if runner.accepts_input:
            break
    assert runner.accepts_input and runner.viewer == other, "the seat handed to the PC is played at the PC"
    assert runner.private, "alone with a computer, the person at the PC sees his own cards"


def test_a_join_card_hands_its_seat_to_a_computer_or_to_the_pc(data_folder: Path) -> None:
    ruleset = TITLES.get("hofnar")
    seats = [Seat("Anna", "phone"), Seat("Bert", "phone"), Seat("Carla", "phone")]
    app, match, phones = open_with_phones(data_folder, ruleset, seats, seed=6, options={"king": 2})
    links = {seat: phones.link(seat) for seat in range(3)}
    held = Phone(links[2])
    frames(app, 3)
    assert phones.joined == {2}, "the third seat's phone joined; its card is gone"

    def button(seat: int, controller: str) -> tuple[int, int]:
        """The centre of the button on ``seat``'s join card that hands it to ``controller``."""
        away = [each for each in phones.seats if each not in phones.joined]
        card = card_rects(theme.LOGICAL_SIZE, len(away))[away.index(seat)]
        return next(rect.center for rect, _key, to in hand_back_buttons(card) if to == controller)

    click(app, button(0, COMPUTER))
    assert match.seats[0] == Seat("Anna", COMPUTER, "normal")
    with pytest.raises(InvalidStatus, match="404"):
        Phone(links[0])
    click(app, button(1, HUMAN))
    assert match.seats[1] == Seat("Bert", HUMAN)
    assert phones.seats == [2] and phones.link(2) == links[2], "the joined phone keeps its seat"
    assert not any(message["type"] == "released" for message in held.read())
    app.storage.flush()
    assert '"computer"' in (data_folder / "autosave-hofnar.json").read_text("utf-8")


def test_continue_after_a_restart_serves_the_same_links(data_folder: Path) -> None:
    ruleset = TITLES.get("listtuecke")
    app, match, phones = open_with_phones(data_folder, ruleset, [Seat(f"P{n}", "phone") for n in range(3)], seed=2)
    tokens = dict(phones.tokens)
    phone = Phone(phones.link(match.state.to_move))
    for _ in range(300):  # the page comes from the server's thread: on a busy machine after a few frames more
        frames(app)
        phone.read(wait=0.01)
        if phone.my_turn():
            break
    phone.play(random.Random(5))
    for _ in range(300):
        app.step(1 / 60)
        if match.record.actions:
            break
    app.storage.flush()
    phone.drop()
    del app
    again, table = continue_after_restart(data_folder)
    restored = table.runner
    frames(again, 2)
    assert restored.phones is not None and restored.phones.tokens == tokens
    assert restored.match.record.actions == match.record.actions
    back = Phone(restored.phones.link(restored.match.state.to_move))
    for _ in range(300):
        again.step(1 / 60)
        back.read(wait=0.01)
        if back.page is not None:
            break
    assert back.page is not None and back.page["turn"] == len(match.record.actions)
    saved = (data_folder / "autosave-listtuecke.json").read_text("utf-8")
    assert not any(token in saved for token in tokens.values()), "a link's token went into the record"
    assert all(token in (data_folder / links_file("listtuecke")).read_text("utf-8") for token in tokens.values())


@pytest.mark.parametrize(
    "content",
    [
        "not json",
        '{"format": "hofintrigen-phones", "version": 1, "phones": {"game": "another", "tokens": {}}}',
        '{"format": "hofintrigen-phones", "version": 1, "phones": {"game": "%s", "tokens": {"0": "short", "9": 5}}}',
        '{"format": "hofintrigen-phones", "version": 1, "phones": {"game": "%s", "tokens": {"0": "%s", "1": "%s"}}}',
    ],
)
def test_a_damaged_or_foreign_links_file_gives_new_links(data_folder: Path, content: str) -> None:
    from game.core import Match
    from scenes.phone.links import game_key, tokens_for
    from scenes.storage import Storage

    record = Match.start(TITLES.get("hofverrat"), [Seat("A", "phone"), Seat("B", "phone")], 3).record
    shared = "x" * 32
    text = content.replace("%s", game_key(record), 1).replace("%s", shared)
    storage = Storage(data_folder)
    (data_folder / links_file("hofverrat")).write_text(text, "utf-8")
    tokens = tokens_for(storage, record, [0, 1])
    assert len(set(tokens.values())) == 2 and shared not in tokens.values()
    assert all(len(token) == 32 for token in tokens.values())
    assert tokens_for(storage, record, [0, 1]) == tokens, "the new links are kept for the next start"
