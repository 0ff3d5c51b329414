"""The phone server: the page, its images and its socket on one port, in a thread of its own with its own asyncio loop.

Only transport lives here: ``websockets`` answers the HTTP requests (``process_request``) and speaks WebSocket; this
module decides which requests it answers and carries text between a phone and the game's thread. It never reads the
game, never words anything and never judges a message: every arrival goes into ``inbox`` for the game's thread, which
wakes through ``wake``. So the pygame loop stays the only thread that touches the match, the table or the translator.

What it answers, and nothing else (a 404 otherwise): ``/s/<token>`` the page, ``/phone.css`` and ``/phone.js`` its
parts, ``/i/<token>/<name>.jpg`` a card picture of that seat's, ``/ws/<token>`` the seat's socket. A request from
outside the local network is refused (403), an unknown token gets 404, and a seat already held by a phone refuses a
second one (409) until the first is gone; websockets' pings notice a phone that vanished within ``PING_SECONDS``
twice.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import ipaddress
import queue
import socket
import threading
from collections.abc import Callable
from http import HTTPStatus
from urllib.parse import urlsplit

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.datastructures import Headers
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

from scenes.phone.protocol import MAX_MESSAGE
from scenes.resources import asset_path

PING_SECONDS = 5.0
PART_SECONDS = 1.0
"""How long closing waits for the phones' last messages to leave."""
WATCH_SECONDS = 0.5
"""How often the server asks whether its game is still open."""
PAGE_PARTS = {"phone.css": "text/css; charset=utf-8", "phone.js": "text/javascript; charset=utf-8"}
PAGE = "index.html"

Arrival = tuple[str, int, str | bytes | None]
"""What the server puts in the inbox: ("joined" | "left" | "message", seat, the message for "message")."""


def local_address() -> str:
    """This machine's address on its local network (the interface a route to the outside would take), else the
    loopback address. Nothing is sent: connecting a UDP socket only picks the route."""
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.connect(("192.0.2.1", 9))
        address = probe.getsockname()[0]
        if ipaddress.ip_address(address).is_private:
            return address
    return "127.0.0.1"


def from_local_network(peer: object) -> bool:
    """True when a request comes from a private, link-local or loopback address (a phone on the same network)."""
    if not isinstance(peer, tuple) or not peer:
        return False
    try:
        address = ipaddress.ip_address(str(peer[0]).split("%")[0])
    except ValueError:
        return False
    return address.is_private or address.is_loopback or address.is_link_local


def _response(status: HTTPStatus, body: bytes, content_type: str, cache: str = "no-store") -> Response:
    headers = Headers({"Content-Type": content_type, "Cache-Control": cache, "X-Content-Type-Options": "nosniff"})
    return Response(status.value, status.phrase, headers, body)


class PhoneServer:
    """Serves the phone seats whose ``tokens`` it holds (token → seat) on ``host``:``port`` (0: any free port)."""

    def __init__(
        self, tokens: dict[str, int], host: str, port: int, wake: Callable[[], None], still_open: Callable[[], bool]
    ) -> None:
        self.tokens = dict(tokens)
        self.host = host
        self.port = port
        self.inbox: queue.SimpleQueue[Arrival] = queue.SimpleQueue()
        self._wake = wake
        self._still_open = still_open
        self._images: dict[str, dict[str, bytes]] = {}
        self._lock = threading.Lock()
        self._holders: dict[int, ServerConnection] = {}
        self._pending: list[tuple[int, str]] = []
        """Texts sent on the game's thread since the last ``flush``."""
        self._outboxes: dict[int, asyncio.Queue[str | None]] = {}
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._run, name="phone-server", daemon=True)
        self._page = {name: asset_path("phone", name).read_bytes() for name in (PAGE, *PAGE_PARTS)}
        self.error: OSError | None = None
        self.closed = False

    # The game's thread.

    def start(self) -> None:
        """Start listening; returns once the port is open (``error`` says why not, if it could not be)."""
        self._thread.start()
        self._ready.wait()

    def close(self) -> None:
        """Stop listening, let every phone go once what was sent to it has left (for at most ``PART_SECONDS``), and
        end the thread."""
        loop, stop = self._loop, self._stop
        if loop is not None and stop is not None and not self.closed:
            with contextlib.suppress(RuntimeError, concurrent.futures.TimeoutError):
                asyncio.run_coroutine_threadsafe(self._part(), loop).result(PART_SECONDS + 1)
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(stop.set)
        self._thread.join(timeout=5)
        self.closed = True

    def send(self, seat: int, text: str) -> None:
        """Send ``text`` to the phone holding ``seat``, if one does (in order, after what was sent before), once
        ``flush`` hands what was sent over to the server's thread."""
        self._pending.append((seat, text))

    def flush(self) -> None:
        """Hand everything sent since the last flush to the server's thread at once: waking its loop is a system call
        that costs more than a page, so a frame pays it once."""
        pending, self._pending = self._pending, []
        if pending and self._loop is not None and not self.closed:
            with contextlib.suppress(RuntimeError):
                self._loop.call_soon_threadsafe(self._queue_texts, pending)

    def set_images(self, token: str, images: dict[str, bytes]) -> None:
        """The images the seat of ``token`` may fetch now, by name."""
        with self._lock:
            self._images[token] = dict(images)

    def revoke(self, token: str) -> None:
        """Forget a seat's link: its page, images and socket answer 404, and a phone holding it is let go."""
        with self._lock:
            seat = self.tokens.pop(token, None)
            self._images.pop(token, None)
        if seat is not None and self._loop is not None and not self.closed:
            with contextlib.suppress(RuntimeError):
                self._loop.call_soon_threadsafe(self._let_go, seat)

    # The server's thread.

    def _run(self) -> None:
        asyncio.run(self._serve())

    async def _serve(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        try:
            server = await serve(
                self._hold,
                self.host,
                self.port,
                process_request=self._answer,
                max_size=MAX_MESSAGE * 4,
                ping_interval=PING_SECONDS,
                ping_timeout=PING_SECONDS,
                server_header=None,
            )
        except OSError as error:
            self.error = error
            self.closed = True
            self._ready.set()
            return
        self.port = server.sockets[0].getsockname()[1] if server.sockets else self.port
        self._ready.set()
        await self._watch(server)

    async def _watch(self, server: Server) -> None:
        """Serve until told to stop or until the game is no longer open (left for the menu)."""
        while not self._stop.is_set():
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._stop.wait(), WATCH_SECONDS)
            if not self._still_open():
                break
        server.close()
        await server.wait_closed()
        self.closed = True

    def _seat_of(self, token: str) -> int | None:
        with self._lock:
            return self.tokens.get(token)

    def _answer(self, connection: ServerConnection, request: Request) -> Response | None:
        """Answer a plain request, or return None to let a seat's socket open."""
        if not from_local_network(connection.remote_address):
            return _response(HTTPStatus.FORBIDDEN, b"", "text/plain")
        parts = urlsplit(request.path).path.strip("/").split("/")
        if len(parts) == 1 and parts[0] in PAGE_PARTS:
            return _response(HTTPStatus.OK, self._page[parts[0]], PAGE_PARTS[parts[0]], "max-age=60")
        seat = self._seat_of(parts[1]) if len(parts) >= 2 else None
        if seat is None:
            return _response(HTTPStatus.NOT_FOUND, b"", "text/plain")
        if parts[0] == "s" and len(parts) == 2:
            return _response(HTTPStatus.OK, self._page[PAGE], "text/html; charset=utf-8")
        if parts[0] == "i" and len(parts) == 3:
            with self._lock:
                image = self._images.get(parts[1], {}).get(parts[2])
            if image is not None:
                return _response(HTTPStatus.OK, image, "image/jpeg", "private, max-age=3600")
        if parts[0] == "ws" and len(parts) == 2:
            if seat in self._holders:
                return _response(HTTPStatus.CONFLICT, b"", "text/plain")
            return None
        return _response(HTTPStatus.NOT_FOUND, b"", "text/plain")

    async def _hold(self, connection: ServerConnection) -> None:
        """One phone holding its seat: carry its messages in, and the game's out, until it goes."""
        seat = self._seat_of(urlsplit(connection.request.path).path.strip("/").split("/")[-1])
        if seat is None or seat in self._holders:
            await connection.close(1008, "seat taken")
            return
        outbox: asyncio.Queue[str | None] = asyncio.Queue()
        self._holders[seat], self._outboxes[seat] = connection, outbox
        writer = asyncio.create_task(self._write(connection, outbox))
        self._arrive(("joined", seat, None))
        try:
            async for message in connection:
                self._arrive(("message", seat, message))
        except ConnectionClosed:
            pass
        finally:
            writer.cancel()
            if self._holders.get(seat) is connection:
                del self._holders[seat], self._outboxes[seat]
                self._arrive(("left", seat, None))

    async def _write(self, connection: ServerConnection, outbox: asyncio.Queue[str | None]) -> None:
        with contextlib.suppress(ConnectionClosed):
            while (text := await outbox.get()) is not None:
                await connection.send(text)
            await connection.close(1000, "seat handed back")

    async def _part(self) -> None:
        """Close every phone's socket after its last message, and wait until they are closed."""
        for outbox in self._outboxes.values():
            outbox.put_nowait(None)
        deadline = asyncio.get_running_loop().time() + PART_SECONDS
        while self._holders and asyncio.get_running_loop().time() < deadline:
            await asyncio.sleep(0.01)

    def _queue_texts(self, pending: list[tuple[int, str]]) -> None:
        for seat, text in pending:
            outbox = self._outboxes.get(seat)
            if outbox is not None:
                outbox.put_nowait(text)

    def _let_go(self, seat: int) -> None:
        outbox = self._outboxes.get(seat)
        if outbox is not None:
            outbox.put_nowait(None)

    def _arrive(self, arrival: Arrival) -> None:
        self.inbox.put(arrival)
        self._wake()
