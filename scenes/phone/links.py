"""The phone seats' links of a game in progress, kept beside its autosave so that Continue serves the same links.

A token is a secret: whoever has it plays that seat. So it is never written into the record (which becomes a kept
game and a game file meant for sharing) but into a document of its own, ``phones-<title>.json`` in the player's
folder, next to ``autosave-<title>.json``, and forgotten when the game ends. It names the game it belongs to (its title,
seed and seats, ``game_key``): a new game of the same title makes new links. A damaged or foreign file gives new
links, never an error.
"""

from __future__ import annotations

import contextlib
import hashlib
import re
import secrets
from collections.abc import Iterable, Mapping
from typing import Any

from game.core import MatchRecord

TOKEN_BYTES = 24
"""Random bytes in a seat's token: 192 bits, far beyond guessing."""
TOKEN_SHAPE = re.compile(r"[A-Za-z0-9_-]{32}")
"""What ``secrets.token_urlsafe(TOKEN_BYTES)`` writes, and so all a kept token may be."""
SEAT_SHAPE = re.compile(r"[0-9]{1,2}")
FIELD = "phones"
VERSION = 1


def links_file(title: str) -> str:
    """The file name of ``title``'s kept links."""
    return f"phones-{title}.json"


def game_key(record: MatchRecord) -> str:
    """What tells this game from another of its title: a digest of its seed and seats' names (not secret, not
    reversible); not of who plays them, which changes when a seat is handed back."""
    seats = "|".join(seat.name for seat in record.seats)
    return hashlib.sha256(f"{record.title}|{record.seed}|{seats}".encode()).hexdigest()[:32]


def tokens_for(storage: Any, record: MatchRecord, seats: Iterable[int]) -> dict[int, str]:
    """The tokens of ``seats``: those kept for this game where there are any, new ones for the rest (then kept)."""
    kept = _kept(storage, record)
    tokens = {seat: kept.get(seat) or secrets.token_urlsafe(TOKEN_BYTES) for seat in seats}
    if len(set(tokens.values())) < len(tokens):  # a file written by hand: one link per seat, so all anew
        tokens = {seat: secrets.token_urlsafe(TOKEN_BYTES) for seat in tokens}
    if tokens != kept:
        keep(storage, record, tokens)
    return tokens


def keep(storage: Any, record: MatchRecord, tokens: Mapping[int, str]) -> None:
    """Keep ``tokens`` as this game's links (nothing without a storage, as in a test of the pages alone)."""
    if storage is not None:
        content = {"game": game_key(record), "tokens": {str(seat): token for seat, token in sorted(tokens.items())}}
        storage.write_document(links_file(record.title), FIELD, VERSION, content)


def forget(storage: Any, title: str) -> None:
    """The game of ``title`` ended: its links go with it."""
    if storage is not None:
        with contextlib.suppress(OSError):
            (storage.folder / links_file(title)).unlink(missing_ok=True)


def _kept(storage: Any, record: MatchRecord) -> dict[int, str]:
    """The tokens kept for this very game, each checked; empty when there are none or they belong to another."""
    if storage is None:
        return {}
    document = storage.read_document(links_file(record.title), FIELD, VERSION)
    if document is None:
        return {}
    content = document[0]
    if not isinstance(content, dict) or content.get("game") != game_key(record):
        return {}
    tokens = content.get("tokens")
    if not isinstance(tokens, dict):
        return {}
    return {
        int(seat): token
        for seat, token in tokens.items()
        if SEAT_SHAPE.fullmatch(seat)
        and int(seat) < len(record.seats)
        and isinstance(token, str)
        and TOKEN_SHAPE.fullmatch(token)
    }
