"""Damaged copies of a real file, for the loader fuzz tests: truncations, flipped bytes, values of the wrong type,
deep nesting, huge and non-finite numbers, removed fields, a newer version.

Each variant is the bytes a file might hold and a short label saying how it was made. Mutations of the JSON come in
two kinds: with the checksum left as it was (the checksum refuses them) and, for the match record, with the checksum
made right again, so the checks behind it (types, titles, options, seats, actions) are the ones that must refuse.
"""

from __future__ import annotations

import contextlib
import json
import random
import sys
from collections.abc import Callable, Iterator
from typing import Any

Variant = tuple[str, bytes]
Rechecksum = Callable[[dict[str, Any]], None]

DEEP = 5000
HUGE_DIGITS = 5000
HUGE = "9" * HUGE_DIGITS
HUGE_NUMBER = 10**HUGE_DIGITS - 1
NASTY: tuple[Any, ...] = (
    None,
    True,
    False,
    0,
    -1,
    3.0,
    1e308,
    "",
    "3",
    "\u0000",
    "\ud800",
    [],
    {},
    [1, 2, 3],
    {"kind": "table"},
    2**64,
    -(2**70),
    float("nan"),
    float("inf"),
    "x" * 10_000,
)
"""Values put in place of any part of a file: wrong types, edge numbers, control characters, a lone surrogate."""


@contextlib.contextmanager
def unlimited_digits() -> Iterator[None]:
    """Let ``json.dumps`` write integers of thousands of digits and lists nested a thousand deep while variants are
    made (never while loading: the loaders must cope with Python's usual limits)."""
    digits, depth = sys.get_int_max_str_digits(), sys.getrecursionlimit()
    sys.set_int_max_str_digits(0)
    sys.setrecursionlimit(max(depth, 4 * DEEP))
    try:
        yield
    finally:
        sys.set_int_max_str_digits(digits)
        sys.setrecursionlimit(depth)


def paths(value: Any, prefix: tuple = ()) -> list[tuple]:
    """Every place inside a JSON value, as a path of keys and indices (the root is the empty path)."""
    found = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            found += paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += paths(item, (*prefix, index))
    return found


def replaced(value: Any, path: tuple, new: Any) -> Any:
    """A copy of ``value`` with the part at ``path`` replaced by ``new``."""
    if not path:
        return new
    head, rest = path[0], path[1:]
    if isinstance(value, dict):
        return {**value, head: replaced(value[head], rest, new)}
    return [replaced(item, rest, new) if index == head else item for index, item in enumerate(value)]


def removed(value: Any, path: tuple) -> Any:
    """A copy of ``value`` without the part at ``path`` (a non-empty path)."""
    parent_path, last = path[:-1], path[-1]
    parent = value
    for key in parent_path:
        parent = parent[key]
    if isinstance(parent, dict):
        smaller: Any = {key: item for key, item in parent.items() if key != last}
    else:
        smaller = [item for index, item in enumerate(parent) if index != last]
    return replaced(value, parent_path, smaller)


def nested(depth: int) -> Any:
    """A list nested ``depth`` deep, built without recursion."""
    value: Any = []
    for _ in range(depth - 1):
        value = [value]
    return value


def dumps(data: Any) -> bytes:
    """JSON bytes of ``data`` as a file would hold them; non-ASCII escaped, so a lone surrogate reaches the reader."""
    with unlimited_digits():
        return json.dumps(data).encode("ascii")


def damaged_variants(original: bytes, count: int, seed: int, rechecksum: Rechecksum | None = None) -> list[Variant]:
    """``count`` damaged copies of ``original`` (a JSON document), reproducible from ``seed``.

    With ``rechecksum``, a share of the JSON mutations get a correct checksum again (``rechecksum`` fixes the document
    in place), so the checks behind the checksum are exercised too.
    """
    rng = random.Random(seed)
    data = json.loads(original)
    places = paths(data)
    makers: list[Callable[[], Variant]] = []

    def truncation() -> Variant:
        cut = rng.randrange(len(original))
        return f"truncated at {cut}", original[:cut]

    def flips() -> Variant:
        damaged = bytearray(original)
        for _ in range(rng.randint(1, 3)):
            position = rng.randrange(len(damaged))
            damaged[position] ^= 1 << rng.randrange(8)
        return "flipped bits", bytes(damaged)

    def mutation(kind: str, fix: bool) -> Variant:
        place = rng.choice(places[1:])
        if kind == "type":
            changed = replaced(data, place, rng.choice(NASTY))
        elif kind == "deep":
            changed = replaced(data, place, nested(rng.choice((40, 500, 990))))
        elif kind == "huge":
            changed = replaced(data, place, HUGE_NUMBER * rng.choice((1, -1)))
        else:
            changed = removed(data, place)
        if fix and rechecksum is not None and isinstance(changed, dict):
            # A value the checksum's JSON cannot hold keeps the old checksum.
            with contextlib.suppress(ValueError), unlimited_digits():
                rechecksum(changed)
        return f"{kind} at {'/'.join(map(str, place))}{' (checksum fixed)' if fix else ''}", dumps(changed)

    def newer() -> Variant:
        changed = {**data, "version": data.get("version", 1) + rng.randint(1, 5)}
        if rechecksum is not None:
            rechecksum(changed)
        return "newer version", dumps(changed)

    def deep_text() -> Variant:
        return "nested 5000 deep", ("[" * DEEP + "]" * DEEP).encode()

    makers += [truncation] * 4 + [flips] * 5 + [newer] + [deep_text]
    for kind in ("type", "deep", "huge", "removed"):
        weight = 4 if kind == "type" else 1
        makers += [lambda kind=kind: mutation(kind, fix=False)] * weight
        makers += [lambda kind=kind: mutation(kind, fix=True)] * (2 * weight)
    return [rng.choice(makers)() for _ in range(count)]
