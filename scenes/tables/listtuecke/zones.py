"""The zones of a Mit List und Tücke table, as its Tiled layouts (``assets/layouts/listtuecke<players>.tmx``) name them.

Seats are named from the shown seat's side: ``self`` is the seat at the screen, opponent ``k`` the seat ``k`` places
clockwise after it, so opponent 1 is the left neighbour (who receives the light pass) and the last opponent the right
neighbour (who receives the dark pass). The opponents sit along the top from left to right in that order.
"""

from __future__ import annotations

from scenes.layout import Layout
from scenes.resources import asset_path

SEAT_PARTS = ("plate", "stack", "tiles", "start")
"""Every seat has a name plate, a stack, its tiles and a place for the start-player card."""
COLOURS_IN_STOCK = ("blue", "green", "yellow")
BUTTONS = ("chart", "knowledge", "undo", "hint", "menu")
CHAPEL_FIELDS = tuple(f"chapel_field_{field}" for field in range(1, 5))
MIDDLE_SLOTS = tuple(f"middle_{slot}" for slot in range(1, 5))
STOCK_PILES = (*(f"stock_{colour}" for colour in COLOURS_IN_STOCK), "supply")
BOARD_PARTS = ("chapel", "middle", "progress", "stock")
CONTAINERS: dict[str, tuple[str, ...]] = {
    "board": BOARD_PARTS,
    "chapel": CHAPEL_FIELDS,
    "middle": MIDDLE_SLOTS,
    "stock": STOCK_PILES,
}
"""Zones that hold smaller zones: the board (where overlays stand) the common pieces, the chapel its four fields,
the middle its four slots, the stock its colours and the supply of elimination tiles."""


def seat_suffix(opponent: int) -> str:
    """``self`` for the shown seat, else the opponent's number."""
    return "self" if opponent == 0 else str(opponent)


def zone_names(players: int) -> set[str]:
    """Every zone the table draws or listens on, for ``players`` players."""
    names = {"hand", "prompt", "status", "log", *CONTAINERS, *BOARD_PARTS, *CHAPEL_FIELDS, *MIDDLE_SLOTS, *STOCK_PILES}
    names |= {f"button_{button}" for button in BUTTONS}
    for opponent in range(players):
        names |= {f"{part}_{seat_suffix(opponent)}" for part in SEAT_PARTS}
        if opponent:
            names.add(f"hand_{opponent}")
    if players == 3:
        names.add("set_aside")
    return names


def load(players: int) -> Layout:
    """The table's layout for ``players`` players, in logical pixels."""
    return Layout.load(asset_path("layouts", f"listtuecke{players}.tmx"))
