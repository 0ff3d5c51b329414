"""Phone seats through the real app (issue 38): whole games with every person on a simulated phone, what each phone
is sent (its own seat's view and events, nothing more), and the faults a room of phones brings: a phone dropped and
back mid-decision, a wrong or taken link, and thousands of malformed messages."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest
from websockets.exceptions import InvalidStatus

from game.core import Seat
from game.titles import TITLES
from scenes.i18n import tr
from scenes.phone import seats as phone_seats
from scenes.phone.links import links_file
from scenes.results import ResultsScene
from tests.phone.phones import Phone, attend, check_sent_only_own, open_with_phones, play_to_results

SOAK = os.environ.get("HYPOTHESIS_PROFILE") == "soak"
BAD_MESSAGES = 20_000 if SOAK else 2_000


def phones_at(players: int) -> list[Seat]:
    return [Seat(f"Phone {number + 1}", "phone") for number in range(players)]


@pytest.mark.parametrize("title", ["hofverrat", "verraeter", "listtuecke", "hofnar"])
def test_a_whole_game_with_every_person_on_a_phone(data_folder: Path, title: str) -> None:
    ruleset = TITLES.get(title)
    app, match, phones = open_with_phones(data_folder, ruleset, phones_at(ruleset.min_players), seed=11)
    held = play_to_results(app, phones, random.Random(3), None)
    assert all(phone.messages for phone in held)
    check_sent_only_own(phones)
    assert isinstance(app.top, ResultsScene) and match.state.over
    assert phones.server.closed, "the server still listens after the game"
    assert all(phone.messages[-1]["type"] == "ended" for phone in held), "a phone was not told the game ended"
    assert all(phone.page is not None and phone.page["status"] == tr("phone.page.over") for phone in held), (
        "a phone's last page says the results are on the table's screen (nobody clicks a phone for them)"
    )
    assert not (data_folder / links_file(title)).exists(), "the links outlived their game"


def test_phones_a_person_at_the_pc_and_a_computer_mix(data_folder: Path) -> None:
    ruleset = TITLES.get("hofnar")
    seats = [Seat("Anna", "phone"), Seat("Bert", "phone"), Seat("Carla", "computer", "easy")]
    app, match, phones = open_with_phones(data_folder, ruleset, seats, seed=5, options={"king": 2})
    play_to_results(app, phones, random.Random(9))
    assert match.state.over and phones.server.closed
    check_sent_only_own(phones)


def test_a_wrong_or_taken_link_is_refused_and_a_dropped_phone_finds_its_seat(data_folder: Path) -> None:
    ruleset = TITLES.get("hofverrat")
    app, match, phones = open_with_phones(data_folder, ruleset, phones_at(2), seed=4)
    seat = match.state.to_move
    link = phones.link(seat)
    with pytest.raises(InvalidStatus, match="404"):
        Phone(link.rsplit("/", 1)[0] + "/" + "A" * 32)
    phone = Phone(link)
    with pytest.raises(InvalidStatus, match="409"):
        Phone(link)
    page = _page_of(app, phone)
    assert page["decision"] and phone.messages[0]["seat"] == seat
    phone.drop()
    for _ in range(200):
        app.step(1 / 60)
        if seat not in phones.joined:
            break
    assert phones.waiting_for() == seat
    back = Phone(link)
    again = _page_of(app, back)
    assert again["turn"] == page["turn"] and again["decision"] == page["decision"] and again["cards"] == page["cards"]
    back.play(random.Random(1))
    for _ in range(200):
        app.step(1 / 60)
        if match.record.actions:
            break
    assert len(match.record.actions) == 1


def test_malformed_and_illegal_messages_are_refused_changing_nothing(data_folder: Path) -> None:
    ruleset = TITLES.get("hofverrat")
    app, match, phones = open_with_phones(data_folder, ruleset, phones_at(2), seed=8)
    seat = match.state.to_move
    phone = Phone(phones.link(seat))
    other = Phone(phones.link(1 - seat))
    page = _page_of(app, phone)
    rng = random.Random(38)
    action = page["decision"][0]["action"]
    playable = {entry["action"].get("card") for entry in page["decision"]}

    def unplayable_card() -> int:
        """A card number this seat may not play now (a random one could be a card of its hand, which is legal)."""
        card = rng.randrange(-9, 200)
        return card if card not in playable else -card - 1

    shapes = [
        lambda: rng.randbytes(rng.randrange(1, 64)),
        lambda: "".join(chr(rng.randrange(1, 0x2FF)) for _ in range(rng.randrange(0, 80))),
        lambda: json.dumps({"type": "act", "turn": page["turn"], "action": {**action, "card": unplayable_card()}}),
        lambda: json.dumps({"type": "act", "turn": rng.choice([-1, 1.5, "0", None, 10**30]), "action": action}),
        lambda: json.dumps({"type": rng.choice(["hello", "act", "x"]), "language": rng.choice(["xx", 3, None])}),
        lambda: "[" * rng.randrange(1, 300),
        lambda: json.dumps({"type": "act", "turn": page["turn"], "action": action, "extra": 1}),
        lambda: "x" * 5000,
    ]
    before = match.record
    for number in range(BAD_MESSAGES):
        phone.send(rng.choice(shapes)())
        if number % 200 == 0:
            app.step(1 / 60)
            phone.read()
    other.send({"type": "act", "turn": page["turn"], "action": action})
    not_yours = {"type": "refused", "reason": tr("kit.refuse.not_your_turn")}
    for _ in range(300):  # the refusal comes back through the server's thread: on a busy machine, many frames later
        app.step(1 / 60)
        if not_yours in other.messages:
            break
        other.read(wait=0.01)
    phone.read()
    assert match.record == before, "a bad message changed the game"
    refused = [message for message in phone.messages + other.messages if message["type"] == "refused"]
    assert refused and all(message["reason"] for message in refused)
    assert not_yours in other.messages


def _page_of(app, phone: Phone) -> dict:
    for _ in range(300):
        app.step(1 / 60)
        phone.read()
        if phone.page is not None:
            return phone.page
    raise AssertionError("the phone got no page")


def test_the_app_does_not_sleep_while_pages_are_due(data_folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A still table lets the app sleep up to a second; while phones' pages are still to be built it must not, or the
    last phones would see a move that late (one page a frame here, as on a busy machine)."""
    monkeypatch.setattr(phone_seats, "PAGE_BUDGET", 0.0)
    ruleset = TITLES.get("hofnar")
    app, match, phones = open_with_phones(data_folder, ruleset, phones_at(4), seed=3)
    held = {seat: Phone(phones.link(seat)) for seat in phones.seats}
    table = app.stack[1]
    for _ in range(600):
        app.step(1 / 60)
        attend(held, match, random.Random(1))
        if len(match.record.actions) >= 2 and phones.sending:
            break
    assert phones.sending, "no frame left pages due"
    while phones.sending:
        assert table.idle_ms() == 0, "the app would sleep with pages due"
        app.step(1 / 60)
    assert not phones.due
