"""Simulated phones for the tests: a Python WebSocket client speaking the page's protocol (``assets/phone/phone.js``),
and a way to play a whole game through the real app with them."""

from __future__ import annotations

import contextlib
import json
import random
from collections.abc import Sequence
from pathlib import Path
from typing import Any, ClassVar

from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from game.core import Match, Ruleset, Seat, to_json
from scenes.app import App
from scenes.phone.pages import ImageShelf, SeatLens, seat_page, speaking
from scenes.phone.seats import PhoneSeats
from scenes.play import open_table
from scenes.results import ResultsScene
from scenes.storage import Storage

PAGE_WAIT = 0.05
"""Seconds the phone to move waits for its page before the app draws its next frame."""
DRAWN_EVERY = 6
"""How often a walk of phones draws the PC's window (every this many frames)."""


class Phone:
    """One phone on one seat's link: it keeps what the app sent and plays from the page it was last sent."""

    connected: ClassVar[list[Phone]] = []
    """Every phone made in this test process and not yet let go (``let_go``)."""

    def __init__(self, link: str, language: str | None = None) -> None:
        Phone.connected.append(self)
        self.link = link
        self.socket: ClientConnection | None = None
        self._held = contextlib.ExitStack()
        self.messages: list[dict[str, Any]] = []
        self.page: dict[str, Any] | None = None
        self.played_turn: int | None = None
        self.connect(language)

    def connect(self, language: str | None = None) -> None:
        """Open the seat's socket, as the page does (with its language, if given)."""
        address = self.link.replace("http://", "ws://").replace("/s/", "/ws/")
        self.socket = self._held.enter_context(connect(address, open_timeout=5))
        if language is not None:
            self.send({"type": "hello", "language": language})

    def drop(self) -> None:
        """The phone loses the network."""
        self._held.close()
        self.socket = None

    def send(self, message: Any) -> None:
        """Send a message (any JSON value), or text as it is."""
        assert self.socket is not None
        self.socket.send(message if isinstance(message, (str, bytes)) else json.dumps(message))

    def read(self, wait: float = 0.0) -> list[dict[str, Any]]:
        """Everything the app sent since the last read, waiting up to ``wait`` seconds for a first message."""
        new = []
        while self.socket is not None:
            try:
                text = self.socket.recv(timeout=0 if new else wait)
            except TimeoutError:
                break
            except ConnectionClosed:
                self.socket = None
                break
            message = json.loads(text)
            new.append(message)
            if message["type"] == "table":
                self.page = message
        self.messages.extend(new)
        return new

    def my_turn(self) -> bool:
        """True when the last page offers a decision not yet answered."""
        page = self.page
        return page is not None and bool(page["decision"]) and page["turn"] != self.played_turn

    def behind(self, turn: int) -> bool:
        """True when the last page is older than decision ``turn`` (a newer one is on its way)."""
        return self.page is None or self.page["turn"] < turn

    def play(self, rng: random.Random) -> None:
        """Tap one of the offered options at random."""
        assert self.page is not None
        option = rng.choice(self.page["decision"])
        self.played_turn = self.page["turn"]
        self.send({"type": "act", "turn": self.page["turn"], "action": option["action"]})


def let_go() -> list[Phone]:
    """Every phone still connected, no longer counted as such: the caller drops them (a connection's own threads
    would go on pinging its server)."""
    phones, Phone.connected[:] = list(Phone.connected), []
    return phones


def open_with_phones(
    folder: Path, ruleset: Ruleset, seats: Sequence[Seat], seed: int, options: dict | None = None
) -> tuple[App, Match, PhoneSeats]:
    """An app at instant speed with the match's table open and its phone server listening on loopback.

    Its window is the logical size, so no frame is scaled to fit it: the phones' tests look at what is sent, and
    scaling every frame would be most of their time."""
    storage = Storage(folder)
    settings = storage.load_settings()
    settings.window, settings.animation_speed = "1920x1080", "instant"
    storage.save_settings(settings)
    app = App(storage=storage)
    app.open_menu()
    match = Match.start(ruleset, seats, seed, options or {})
    storage.save_autosave(match.record)
    open_table(app, match, replace=False)
    app.step(0.0)
    table = app.stack[1]
    phones = table.runner.phones
    assert phones is not None
    phones.keep_sent = True
    return app, match, phones


def play_to_results(
    app: App, phones: PhoneSeats, rng: random.Random, moves: int | None = None, frames: int = 40_000
) -> list[Phone]:
    """Join every phone seat, then step the app, each phone tapping at random on its turn, until the results show
    (or, given ``moves``, until that many moves are made). The PC's window is drawn every ``DRAWN_EVERY`` frames:
    what the phones are sent does not depend on it, and the table's own tests look at its every frame."""
    held = {seat: Phone(phones.link(seat)) for seat in phones.seats}
    match = phones.match
    for frame in range(frames):
        app.step(1 / 60, shown=frame % DRAWN_EVERY == 0)
        if isinstance(app.top, ResultsScene) or (moves is not None and len(match.record.actions) >= moves):
            for phone in held.values():
                phone.read()
            return list(held.values())
        attend(held, match, rng)
    raise AssertionError("the game did not reach the results")


def attend(held: dict[int, Phone], match: Match, rng: random.Random) -> None:
    """Every phone reads what came and taps on its turn; the phone to move waits a moment for its page, so the app
    does not draw frames in vain while the page travels."""
    turn = len(match.record.actions)
    for seat, phone in held.items():
        phone.read(PAGE_WAIT if seat == match.state.to_move and phone.behind(turn) else 0.0)
        if phone.my_turn():
            phone.play(rng)


def _fresh(value: Any) -> Any:
    return json.loads(json.dumps(to_json(value)))


def check_sent_only_own(phones: PhoneSeats) -> None:
    """Every page a phone was sent is exactly the page its own seat's view at that decision makes (``seat_page``, in
    the phone's language, its pictures by their bytes): a page says nothing its seat's view does not, and the views'
    leak test vouches for the views. A decision comes only on the seat's own turn, offering its legal actions."""
    match = phones.match
    replay = Match(match.ruleset, match.record.without_last(len(match.record.actions)))
    players = len(match.seats)
    views = {0: [replay.view(seat) for seat in range(players)]}
    for number, action in enumerate(match.record.actions, start=1):
        replay.apply(action)
        views[number] = [replay.view(seat) for seat in range(players)]
    names = [seat.name for seat in match.seats]
    languages: dict[int, str] = {}
    lenses = {seat: SeatLens(phones.table, seat) for seat in range(players)}
    for seat, message in phones.sent:
        if message["type"] == "seat":
            languages[seat] = message["language"]
        if message["type"] != "table":
            continue
        turn, where = message["turn"], f"seat {seat} at {message['turn']}"
        view, shelf = views[turn][seat], ImageShelf()
        with speaking(languages[seat]):
            page = seat_page(match.ruleset.id, lenses[seat], view, names, shelf, turn, message["decision"] is not None)
        assert _words(message) == _words(page), f"{where} was sent another page than its view makes"
        own = f"/i/{phones.tokens[seat]}/"
        assert all(item["image"].startswith(own) for item in _pictured(message)), f"{where} got another's pictures"
        sent = [phones.shelves[seat].images[item["image"].removeprefix(own)] for item in _pictured(message)]
        assert sent == [shelf.images[item["image"]] for item in _pictured(page)], f"{where} was sent other pictures"
        if message["decision"] is not None:
            assert view.to_move == seat, f"seat {seat} was offered a decision out of turn"
            offered = [option["action"] for option in message["decision"]]
            assert offered == _fresh(list(view.legal_actions)), f"seat {seat} was offered other actions"


def _pictured(page: dict[str, Any]) -> list[dict[str, Any]]:
    return [item for item in (*page["cards"], *page["facts"]) if item["image"] is not None]


def _words(page: dict[str, Any]) -> dict[str, Any]:
    """A page with its pictures' names left out (each phone numbers its pictures in the order it was sent them)."""
    blank = [{**item, "image": item["image"] is not None} for item in (*page["cards"], *page["facts"])]
    return {**_fresh(page), "cards": blank[: len(page["cards"])], "facts": blank[len(page["cards"]) :]}
