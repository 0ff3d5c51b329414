"""Verräter's charges as vector shapes in a 100 × 100 box: the two houses' emblems (eagle, rose), the six landscapes,
the six action cards, the two sides of a building, and the pieces (strategy, conflict, start player).

Like the Hof-Verrat family symbols, each is one bold silhouette that reads from across the table, with a few cuts
and grooves for a closer look.
"""

from __future__ import annotations

import math

from scenes.art.paths import Shape, cut, fill, groove, line


def _ring_of(count: int, distance: float, radius: float, turn: float, centre: tuple[float, float] = (50, 50)) -> str:
    """``count`` circles of ``radius`` evenly round ``centre`` at ``distance``, the first at ``turn`` degrees."""
    circles = []
    for index in range(count):
        angle = math.radians(turn + 360 * index / count)
        x, y = centre[0] + distance * math.cos(angle), centre[1] + distance * math.sin(angle)
        circles.append(f"O {x:.2f} {y:.2f} {radius}")
    return " ".join(circles)


def _barbs() -> str:
    """The rose's five pointed sepals, showing between its outer petals."""
    barbs = []
    for index in range(5):
        angle = math.radians(-54 + 72 * index)
        tip = (50 + 47 * math.cos(angle), 50 + 47 * math.sin(angle))
        left = (50 + 30 * math.cos(angle - 0.22), 50 + 30 * math.sin(angle - 0.22))
        right = (50 + 30 * math.cos(angle + 0.22), 50 + 30 * math.sin(angle + 0.22))
        barbs.append(f"M {left[0]:.2f} {left[1]:.2f} L {tip[0]:.2f} {tip[1]:.2f} L {right[0]:.2f} {right[1]:.2f} Z")
    return " ".join(barbs)


EAGLE: Shape = (
    fill(
        "M 45 38 C 38 33 28 24 17 8 C 13 18 10 30 9 42 L 16 39 L 12 50 L 20 46 L 17 57 L 25 52 L 25 62 "
        "C 33 61 40 57 45 54 Z",
        mirror=True,
    ),
    fill("E 50 52 9 17"),
    fill("M 44 30 L 56 30 L 57 42 L 43 42 Z"),
    fill("O 50 26 8"),
    fill("M 56 22 C 62 21 67 24 67 29 L 62 28 L 57 31 Z"),
    cut("O 52.5 24.5 1.6"),
    fill("M 44 64 L 56 64 L 63 88 L 56 83 L 50 92 L 44 83 L 37 88 Z"),
    line("M 45 64 L 37 74 M 37 74 L 31 74 M 37 74 L 33 79 M 37 74 L 38 80", 3.2, mirror=True),
    groove("M 43 40 C 34 36 26 28 19 18", 1.2, mirror=True),
    groove("M 46 72 L 47 84 M 50 72 L 50 86 M 54 72 L 53 84", 1.0),
)
"""The house Adler: an eagle displayed, head turned to the right, as on a coat of arms."""

ROSE: Shape = (
    fill(_barbs()),
    fill(_ring_of(5, 23, 19, -90)),
    fill("O 50 50 25"),
    groove("O 50 50 17", 1.6),
    groove(
        "M 50 33 C 56 38 64 40 66 46 M 66 46 C 63 54 62 62 60 64 M 60 64 C 53 62 46 62 40 64 "
        "M 40 64 C 38 58 37 52 34 46 M 34 46 C 38 40 44 38 50 33",
        1.3,
    ),
    cut("O 50 50 8"),
    fill("O 50 50 6"),
    cut(_ring_of(5, 3.2, 1.1, -90)),
)
"""The house Rose: a heraldic rose of five petals with barbs between them and seeds in the middle."""

CITY: Shape = (
    fill("M 8 92 L 8 56 L 14 56 L 14 50 L 20 50 L 20 56 L 26 56 L 26 50 L 32 50 L 32 92 Z"),
    fill("M 68 92 L 68 50 L 74 50 L 74 56 L 80 56 L 80 50 L 86 50 L 86 56 L 92 56 L 92 92 Z"),
    fill("M 32 92 L 32 66 L 68 66 L 68 92 Z"),
    fill("M 38 66 L 38 34 L 62 34 L 62 66 Z"),
    fill("M 36 36 L 50 8 L 64 36 Z"),
    cut("M 43 92 L 43 80 C 43 74 57 74 57 80 L 57 92 Z"),
    cut("M 47 52 L 47 44 C 47 41 53 41 53 44 L 53 52 Z"),
    cut("M 18 70 L 18 64 C 18 62 22 62 22 64 L 22 70 Z M 78 70 L 78 64 C 78 62 82 62 82 64 L 82 70 Z"),
    line("M 50 8 L 50 2", 2.0),
)
"""Stadt: a walled town with two corner towers and a spired keep."""

VILLAGE: Shape = (
    fill("M 6 92 L 6 62 L 24 46 L 42 62 L 42 92 Z"),
    fill("M 46 92 L 46 58 L 60 44 L 60 30 L 64 18 L 68 30 L 68 44 L 82 58 L 82 92 Z"),
    fill("M 84 92 L 84 72 L 92 64 L 100 72 L 100 92 Z"),
    cut("M 18 92 L 18 76 L 30 76 L 30 92 Z"),
    cut("M 58 92 L 58 78 C 58 72 70 72 70 78 L 70 92 Z"),
    cut("O 64 54 4"),
    line("M 64 18 L 64 10 M 61 13 L 67 13", 1.8),
)
"""Dorf: cottages around a small church."""

FOREST: Shape = (
    fill("M 30 8 L 46 36 L 38 36 L 52 60 L 42 60 L 56 84 L 4 84 L 18 60 L 8 60 L 22 36 L 14 36 Z"),
    fill("M 70 20 L 86 46 L 79 46 L 92 68 L 84 68 L 96 88 L 44 88 L 56 68 L 48 68 L 61 46 L 54 46 Z"),
    fill("M 27 84 L 33 84 L 33 94 L 27 94 Z M 67 88 L 73 88 L 73 96 L 67 96 Z"),
    groove("M 30 20 L 30 80 M 70 32 L 70 84", 1.2),
)
"""Wald: two firs."""

RIVER: Shape = (
    line("M 4 40 C 18 30 30 30 42 40 C 54 50 66 50 78 40 C 86 34 92 32 96 32", 7.0),
    line("M 4 60 C 18 50 30 50 42 60 C 54 70 66 70 78 60 C 86 54 92 52 96 52", 7.0),
    line("M 4 80 C 18 70 30 70 42 80 C 54 90 66 90 78 80 C 86 74 92 72 96 72", 7.0),
    fill("M 58 18 C 66 12 78 12 84 18 L 92 12 L 90 22 L 92 30 L 84 24 C 78 30 66 30 58 24 Z"),
    cut("O 64 19.5 1.5"),
)
"""Fluss: three waves and a leaping fish."""

PASTURE: Shape = (
    fill("M 0 96 C 20 72 44 68 62 76 C 76 70 90 70 100 76 L 100 100 L 0 100 Z"),
    fill("E 50 44 24 15"),
    fill("E 76 38 9 7"),
    cut("O 78.5 36 1.4"),
    fill("M 71 33 C 68 28 70 26 73 28 Z"),
    line("M 34 54 L 32 70 M 44 57 L 43 72 M 58 57 L 59 72 M 66 53 L 68 68", 4.0),
    groove("M 32 40 C 36 36 40 40 44 36 C 48 40 52 36 56 40 C 60 36 64 40 68 36", 1.4),
)
"""Weide: a sheep on a grassy hill."""

WASTELAND: Shape = (
    fill("M 0 96 L 0 84 C 20 80 34 82 50 86 C 66 82 84 80 100 84 L 100 96 Z"),
    line("M 46 86 L 44 60 L 36 40 M 44 60 L 52 44 L 50 30 M 52 44 L 62 36 M 36 40 L 28 34 M 36 40 L 34 26", 4.0),
    fill("M 68 86 C 68 76 76 70 84 72 C 92 74 94 82 92 86 Z"),
    fill("M 8 86 C 8 80 14 78 18 80 C 22 82 22 86 22 86 Z"),
    groove("M 10 92 L 20 90 L 26 94 M 56 90 L 64 92 L 72 89", 1.4),
    fill("O 82 22 7"),
    cut("O 85 19 6"),
)
"""Ödnis: a dead tree among stones under a thin moon."""

TRAITOR: Shape = (
    fill(
        "M 50 30 C 60 20 80 18 94 26 C 96 42 88 56 74 60 C 64 63 56 58 50 52 "
        "C 44 58 36 63 26 60 C 12 56 4 42 6 26 C 20 18 40 20 50 30 Z"
    ),
    cut("M 16 36 C 22 30 32 30 40 38 C 32 44 22 44 16 36 Z", mirror=True),
    fill("M 47 66 L 53 66 L 52 92 L 50 98 L 48 92 Z"),
    fill("M 36 62 C 44 65 56 65 64 62 L 65 67 C 56 70 44 70 35 67 Z"),
)
"""Verräter: the mask, with a dagger held below it."""

DIPLOMAT: Shape = (
    fill("M 18 20 L 74 20 C 82 20 86 26 86 32 L 74 32 L 74 80 C 74 88 68 92 62 92 L 14 92 L 14 80 L 18 80 Z"),
    cut("M 26 36 L 66 36 L 66 40 L 26 40 Z M 26 48 L 66 48 L 66 52 L 26 52 Z M 26 60 L 56 60 L 56 64 L 26 64 Z"),
    fill("O 62 80 11"),
    cut("O 62 80 6"),
    fill("M 56 88 L 52 100 L 58 96 L 62 100 L 64 90 Z"),
)
"""Diplomat: a letter under a wax seal."""

BUILDER: Shape = (
    fill("M 26 12 L 74 12 C 80 12 84 16 84 22 L 84 30 L 74 30 L 70 36 L 30 36 L 26 30 L 14 30 L 14 24 Z"),
    fill("M 43 36 L 57 36 L 58 72 L 42 72 Z"),
    fill("M 8 74 L 48 74 L 48 86 L 8 86 Z M 52 74 L 92 74 L 92 86 L 52 86 Z"),
    fill("M 26 88 L 74 88 L 74 100 L 26 100 Z M 6 88 L 22 88 L 22 100 L 6 100 Z M 78 88 L 94 88 L 94 100 L 78 100 Z"),
    groove("M 30 18 L 70 18", 1.4),
)
"""Baumeister: hammer and trowel crossed."""

STRATEGIST: Shape = (
    fill("M 8 20 L 36 12 L 64 20 L 92 12 L 92 80 L 64 88 L 36 80 L 8 88 Z"),
    cut("M 36 18 L 38 18 L 38 80 L 36 80 Z M 62 22 L 64 22 L 64 84 L 62 84 Z"),
    groove("M 18 70 C 26 56 40 60 48 48 C 54 40 62 44 70 36", 2.0),
    groove("M 69 27 L 81 39 M 81 27 L 69 39", 3.0),
)
"""Stratege: a campaign map with a marked march."""

FARMER: Shape = (
    fill("M 46 96 L 48 50 L 52 50 L 54 96 Z"),
    fill("M 34 96 L 44 52 L 48 52 L 40 96 Z M 66 96 L 56 52 L 52 52 L 60 96 Z"),
    fill("E 50 24 6 14"),
    fill("E 38 32 5 12"),
    fill("E 62 32 5 12"),
    fill("E 28 44 4.5 11"),
    fill("E 72 44 4.5 11"),
    fill("M 36 58 L 64 58 L 62 66 L 38 66 Z"),
    groove("M 50 14 L 50 34 M 38 24 L 38 42 M 62 24 L 62 42", 1.0),
)
"""Bauer: a sheaf of wheat."""

ESTATE: Shape = (
    fill("M 6 90 L 6 52 L 30 30 L 54 52 L 54 90 Z"),
    fill("M 48 90 L 48 46 L 72 22 L 96 46 L 96 90 Z"),
    cut("M 22 90 L 22 66 L 38 66 L 38 90 Z"),
    cut("M 62 90 L 62 62 C 62 54 82 54 82 62 L 82 90 Z"),
    groove("M 62 62 L 82 90 M 82 62 L 62 90", 1.6),
    cut("O 72 42 4"),
)
"""Gutshof: a farmhouse and its barn."""

TRADING_HOUSE: Shape = (
    fill(
        "M 20 94 L 20 40 L 26 40 L 26 32 L 32 32 L 32 24 L 38 24 L 38 16 L 62 16 L 62 24 L 68 24 L 68 32 "
        "L 74 32 L 74 40 L 80 40 L 80 94 Z"
    ),
    cut("M 42 94 L 42 74 C 42 66 58 66 58 74 L 58 94 Z"),
    cut("M 30 50 L 40 50 L 40 60 L 30 60 Z M 60 50 L 70 50 L 70 60 L 60 60 Z"),
    cut("M 45 26 L 55 26 L 55 40 L 45 40 Z"),
    line("M 50 16 L 50 6 L 64 6 L 64 12", 2.4),
)
"""Kontor: a merchant's stepped-gable house with its hoist."""

CROSSED_SWORDS: Shape = (
    fill("M 14 8 L 20 8 L 74 70 L 70 74 Z"),
    fill("M 86 8 L 80 8 L 26 70 L 30 74 Z"),
    fill("M 60 64 L 82 86 L 78 90 L 56 68 Z M 40 64 L 18 86 L 22 90 L 44 68 Z"),
    line("M 62 78 L 76 64 M 38 78 L 24 64", 4.0),
    fill("O 86 92 5 O 14 92 5"),
)
"""The conflict marker's charge: two swords crossed."""

BANNER: Shape = (
    line("M 24 8 L 24 96", 5.0),
    fill("O 24 7 5"),
    fill("M 27 14 C 44 8 60 22 84 14 L 76 32 L 86 48 C 62 56 46 42 27 50 Z"),
    groove("M 30 22 C 46 16 60 30 78 24", 1.4),
)
"""The start-player card's charge: a standard on its staff."""

LANDSCAPE_SYMBOLS: dict[str, Shape] = {
    "city": CITY,
    "village": VILLAGE,
    "forest": FOREST,
    "river": RIVER,
    "pasture": PASTURE,
    "wasteland": WASTELAND,
}
"""Landscape (as in ``game.verraeter.data``) → its picture."""

HOUSE_SYMBOLS: dict[str, Shape] = {"eagle": EAGLE, "rose": ROSE}

ACTION_SYMBOLS: dict[str, Shape] = {
    "traitor": TRAITOR,
    "diplomat_2": DIPLOMAT,
    "diplomat_5": DIPLOMAT,
    "builder": BUILDER,
    "strategist": STRATEGIST,
    "farmer": FARMER,
}

BUILDING_SYMBOLS: dict[str, Shape] = {"estate": ESTATE, "trading_house": TRADING_HOUSE}
