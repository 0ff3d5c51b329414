"""The phone seats of one open game: their links, the server, and what the runner asks of them.

The runner treats a phone seat as a person whose input comes from elsewhere. Once a frame it calls ``tick`` (the
server's arrivals are handled: a phone joined, left, chose its language, or played); on that seat's turn it asks
``take_action`` and plays what comes back through the match as any move, telling ``refuse`` when the rules refuse it;
after every move it calls ``played``, and every joined phone gets a new page made from its own seat's view alone
(``pages``). Nothing else about the game leaves the PC. ``release`` hands a seat back (to the PC or a computer): its
link stops working and its phone is told so.

A page costs about a tenth of a millisecond to word. After a move, ``played`` builds the pages at once, in the frame
that made the move (waiting for the next frame's ``tick`` cost every phone most of a frame), but for at most
``PAGE_BUDGET``, the seat to move first; ``tick`` builds what is left within the same budget in each later frame (a
page shows the table as it is when it is built, so a seat whose page waited misses nothing). What is built in one
frame leaves in one hand-over to the server's thread. As at the PC, a decision is offered only once the table has
shown every move before it: while the table is busy the seat to move gets its page without the decision, and the
decision follows as soon as the table is still.

Every seat's link carries its own token of ``links.TOKEN_BYTES`` random bytes (192 bits), kept beside the autosave
(``links``) so that after a restart Continue serves the same links. The server listens only while the game is open
(``close`` at its end; it also stops by itself once the table has left the app's scenes).
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from typing import Any

from game.core import Action, IllegalAction, Match
from scenes.i18n import current_language, tr
from scenes.phone import links
from scenes.phone.pages import ImageShelf, SeatLens, colour_code, seat_page, speaking
from scenes.phone.protocol import Act, BadMessage, Hello, read_message
from scenes.phone.server import PhoneServer, local_address
from scenes.tables.kit.decision import refusal_text

DEFAULT_PORT = 47180
"""The port tried first, so links stay alike from game to game; any free port when it is taken."""
LISTEN: tuple[str | None, int | None] = (None, None)
"""Where the server listens: by default the local network's address and ``DEFAULT_PORT`` (tests choose loopback)."""
PAGE_WORDS = ("cards", "facts", "choose", "pick_card", "back", "refused", "lost")
"""The page's own words (``phone.page.<key>``), sent in its language when it joins."""
PAGE_BUDGET = 0.006
"""Seconds of a frame spent building phones' pages; at least one page is built each frame while any is due."""


class PhoneSeats:
    """The phone seats of ``match`` at ``table`` (see the module's note)."""

    def __init__(self, match: Match, table: Any, still_open: Callable[[], bool], storage: Any = None) -> None:
        self.match = match
        self.table = table
        self.storage = storage
        seats = [index for index, seat in enumerate(match.seats) if seat.on_phone]
        self.tokens = links.tokens_for(storage, match.record, seats)
        self.joined: set[int] = set()
        self.due: set[int] = set()
        """The joined seats whose page is still to be sent."""
        self.still = True
        """Whether the table has shown every move (the seat to move may be offered its decision)."""
        self.offered: tuple[int, int] | None = None
        """The seat and decision number last offered to a phone."""
        self.languages = dict.fromkeys(seats, current_language())
        self.lenses = {seat: SeatLens(table, seat) for seat in seats}
        self.shelves = {seat: ImageShelf() for seat in seats}
        self.wanted: dict[int, Act] = {}
        self.sent: list[tuple[int, dict[str, Any]]] = []
        """Every message sent to a phone, by seat, while ``keep_sent`` is on (the privacy tests read them)."""
        self.keep_sent = False
        tokens = {token: seat for seat, token in self.tokens.items()}
        host, port = LISTEN
        self.server = self._listen(tokens, host or local_address(), port, table.app.waker(), still_open)

    @staticmethod
    def _listen(
        tokens: dict[str, int], host: str, port: int | None, wake: Callable[[], None], still_open: Callable[[], bool]
    ) -> PhoneServer:
        """The server, listening (``wake`` ends the app's sleep when a phone sends something)."""
        server = PhoneServer(tokens, host, DEFAULT_PORT if port is None else port, wake, still_open)
        server.start()
        if server.error is not None and port is None:
            server = PhoneServer(tokens, host, 0, wake, still_open)
            server.start()
        return server

    # What the table shows.

    @property
    def seats(self) -> list[int]:
        """The seats played on phones now."""
        return sorted(self.tokens)

    def link(self, seat: int) -> str:
        """The address a phone opens to become ``seat``."""
        return f"http://{self.server.host}:{self.server.port}/s/{self.tokens[seat]}"

    @property
    def sending(self) -> bool:
        """True while pages are due to phones: the app must draw its next frame at once rather than sleep while the
        table is still, or the last phones would get the move up to a second late."""
        return bool(self.due)

    def waiting_for(self) -> int | None:
        """The phone seat to move whose phone has not joined (the game waits for it), if any."""
        seat = self.match.state.to_move
        return seat if seat in self.tokens and seat not in self.joined else None

    # What the runner asks.

    def holds(self, seat: int | None) -> bool:
        """True when ``seat`` is played on a phone."""
        return seat in self.tokens

    def tick(self, still: bool = True) -> None:
        """Handle what the phones sent since the last frame, and send the pages that are due; ``still`` says whether
        the table has shown every move, so that the seat to move may be offered its decision."""
        self.still = still
        mover, turn = self.match.state.to_move, len(self.match.record.actions)
        if still and mover in self.joined and self.offered != (mover, turn):
            self.due.add(mover)
        while not self.server.inbox.empty():
            kind, seat, message = self.server.inbox.get()
            if seat not in self.tokens:
                continue
            if kind == "joined":
                self.joined.add(seat)
                self._introduce(seat)
            elif kind == "left":
                self.joined.discard(seat)
                self.wanted.pop(seat, None)
                self.due.discard(seat)
            else:
                self._read(seat, message)
        self._send_due()
        self.server.flush()

    def take_action(self, seat: int) -> Action | None:
        """The action the phone of ``seat`` chose for the decision now, if it chose one."""
        act = self.wanted.pop(seat, None)
        return act.action if act is not None else None

    def refuse(self, seat: int, refusal: IllegalAction) -> None:
        """Tell the phone of ``seat`` why its action was refused, in the sentence the table would show."""
        with speaking(self.languages[seat]):
            self._send(seat, {"type": "refused", "reason": refusal_text(refusal)})
        self.server.flush()

    def played(self) -> None:
        """A move was made (or taken back): every joined phone is due a new page, sent at once, in the frame that made
        the move (for at most ``PAGE_BUDGET``, the rest in the next frames). The table has yet to show the move, so
        the seat to move gets its decision later, once it has."""
        self.due.update(self.joined)
        self.still = False
        self._send_due()
        self.server.flush()

    def release(self, seat: int) -> None:
        """Seat ``seat`` is no longer played on a phone: its phone is told, its link stops working."""
        if seat not in self.tokens:
            return
        with speaking(self.languages[seat]):
            self._send(seat, {"type": "released", "reason": tr("phone.page.released")})
        self.server.flush()
        self.server.revoke(self.tokens.pop(seat))
        self.joined.discard(seat)
        self.wanted.pop(seat, None)
        self.due.discard(seat)
        links.keep(self.storage, self.match.record, self.tokens)

    def close(self, finished: bool = False) -> None:
        """Stop serving: the game is left (its links are kept for Continue: a phone keeps trying them) or ``finished``
        (they are forgotten, and every phone is told so, to stop trying)."""
        if finished:
            for seat in sorted(self.joined):
                with speaking(self.languages[seat]):
                    self._send(seat, {"type": "ended", "reason": tr("phone.page.ended")})
            self.server.flush()
        self.server.close()
        if finished:
            links.forget(self.storage, self.match.record.title)

    # Inner workings.

    def _read(self, seat: int, text: str | bytes | None) -> None:
        try:
            message = read_message(text, self.match.ruleset)
        except BadMessage:
            with speaking(self.languages[seat]):
                self._send(seat, {"type": "refused", "reason": tr("phone.refuse.unreadable")})
            return
        if isinstance(message, Hello):
            self.languages[seat] = message.language
            self._introduce(seat)
        elif message.turn != len(self.match.record.actions) or self.match.state.to_move != seat:
            self.refuse(seat, IllegalAction("It is not your turn.", key="kit.refuse.not_your_turn"))
        else:
            self.wanted[seat] = message

    def _send_due(self) -> None:
        """Send the pages that are due, the seat to move first, for at most ``PAGE_BUDGET`` (one page at least)."""
        start = time.perf_counter()
        mover = self.match.state.to_move
        while self.due:
            seat = mover if mover in self.due else min(self.due)
            self.due.discard(seat)
            self._page(seat)
            if time.perf_counter() - start > PAGE_BUDGET:
                break

    def _introduce(self, seat: int) -> None:
        """Who the phone is and the table as its seat sees it (on joining, and when its language changes)."""
        self.due.discard(seat)
        with speaking(self.languages[seat]):
            words = {key: tr(f"phone.page.{key}") for key in PAGE_WORDS}
            self._send(
                seat,
                {
                    "type": "seat",
                    "seat": seat,
                    "name": self.match.seats[seat].name,
                    "colour": colour_code(seat),
                    "title": self.match.ruleset.name,
                    "language": self.languages[seat],
                    "words": words,
                },
            )
        self._page(seat)

    def _page(self, seat: int) -> None:
        view = self.match.view(seat)
        names = [each.name for each in self.match.seats]
        shelf = self.shelves[seat]
        with speaking(self.languages[seat]):
            turn = len(self.match.record.actions)
            title, lens = self.match.ruleset.id, self.lenses[seat]
            page = seat_page(title, lens, view, names, shelf, turn, self.still)
        if page["decision"] is not None:
            self.offered = (seat, turn)
        self.server.set_images(self.tokens[seat], shelf.images)
        for item in (*page["cards"], *page["facts"]):
            if item["image"] is not None:
                item["image"] = f"/i/{self.tokens[seat]}/{item['image']}"
        self._send(seat, page)

    def _send(self, seat: int, message: dict[str, Any]) -> None:
        if self.keep_sent:
            self.sent.append((seat, message))
        self.server.send(seat, json.dumps(message, ensure_ascii=False))
