"""The end of the game: tile values, every scoring line, and the tie-break by the start-player card (LT-21..LT-23)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import Result, ScoreLine
from game.listtuecke.cards import COLOURS

if TYPE_CHECKING:
    from game.listtuecke.fields import ListTueckeFields


def tile_values(stock: list[int], chapel: list[str]) -> tuple[int, ...]:
    """Each colour's tile is worth the tiles of that colour left in the stock plus those on the chapel (LT-21)."""
    blue, green, yellow = COLOURS
    return (stock[0] + chapel.count(blue), stock[1] + chapel.count(green), stock[2] + chapel.count(yellow))


def scores(state: ListTueckeFields) -> tuple[int, ...]:
    """Every seat's points: influence tiles at their colour's value, plus 1 per elimination tile (LT-21)."""
    return _totals(state, tile_values(state.stock, state.chapel))


def _totals(state: ListTueckeFields, values: tuple[int, ...]) -> tuple[int, ...]:
    blue, green, yellow = values
    return tuple(
        tiles[0] * blue + tiles[1] * green + tiles[2] * yellow + eliminations
        for tiles, eliminations in zip(state.tiles, state.eliminations, strict=True)
    )


def tie_order(seat: int, start: int, players: int) -> int:
    """Among tied players, the start-player card's holder comes first, then the others clockwise from it (LT-23)."""
    return (seat - start) % players


def placing(state: ListTueckeFields, totals: tuple[int, ...]) -> list[int]:
    """The seats from first place to last by their ``totals``, ties broken by the start-player card (LT-23)."""
    return sorted(range(state.players), key=lambda seat: (-totals[seat], tie_order(seat, state.start, state.players)))


def result(state: ListTueckeFields) -> Result:
    """Score the finished game line by line.

    Lines: the value of each colour for the whole table; per seat its tiles of each colour × value, its elimination
    tiles, and a total line that repeats the sum in its params and adds no points of its own; a table line for each
    group of tied seats saying how the tie was broken. Ties are always broken (LT-23), so every place holds one seat.
    """
    values = tile_values(state.stock, state.chapel)
    lines = [
        ScoreLine(
            None,
            "listtuecke.tile_value",
            0,
            {
                "colour": colour,
                "stock": state.stock[index],
                "chapel": state.chapel.count(colour),
                "value": values[index],
            },
        )
        for index, colour in enumerate(COLOURS)
    ]
    totals = _totals(state, values)
    for seat in range(state.players):
        for index, colour in enumerate(COLOURS):
            count = state.tiles[seat][index]
            lines.append(
                ScoreLine(
                    seat,
                    "listtuecke.influence",
                    count * values[index],
                    {"colour": colour, "tiles": count, "value": values[index]},
                )
            )
        eliminations = state.eliminations[seat]
        lines.append(ScoreLine(seat, "listtuecke.elimination_tiles", eliminations, {"tiles": eliminations}))
        lines.append(ScoreLine(seat, "listtuecke.total", 0, {"points": totals[seat]}))
    order = placing(state, totals)
    if len(set(totals)) < state.players:
        lines += _tie_breaks(state, totals, order)
    return Result(totals, tuple(lines), tuple((seat,) for seat in order))


def _tie_breaks(state: ListTueckeFields, totals: tuple[int, ...], order: list[int]) -> list[ScoreLine]:
    """A line for each group of tied seats, from the highest points down, saying how the tie was broken (LT-23)."""
    lines = []
    for points in sorted(set(totals), reverse=True):
        tied = [seat for seat in order if totals[seat] == points]
        if len(tied) > 1:
            reason = "start_player_card" if tied[0] == state.start else "clockwise_after_start_player"
            lines.append(
                ScoreLine(
                    None,
                    "listtuecke.tie_break",
                    0,
                    {"seats": tied, "points": points, "start_player": state.start, "reason": reason},
                )
            )
    return lines
