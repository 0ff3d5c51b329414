"""The twenty characters' figures and the game's symbols as vector shapes, in a 100 × 100 box.

Each character carries one object that says who it is at a glance, as the figure in its medallion: the Quack's flask,
the Black Knight's great helm, the Courtesan's fan, the Seer's crystal eye … Where the collection already has the
shape (the King's crown, the Assassin's dagger, the Intriguer's mask), it is reused, so a crown means the same
everywhere. The influence colours carry symbols too (crown, cross, star), so no information rests on colour alone.
"""

from __future__ import annotations

import math

from game.listtuecke.cards import (
    ABBOT,
    ASSASSIN,
    BERSERKER,
    BISHOP,
    BLACK_KNIGHT,
    BLUE,
    COURTESAN,
    DRUID,
    EXECUTIONER,
    GREEN,
    INQUISITOR,
    INTRIGUER,
    KING,
    MONK,
    POISONER,
    QUACK,
    QUEEN,
    SAINT,
    SEER,
    WHITE_KNIGHT,
    WITCH,
    WIZARD,
    YELLOW,
)
from scenes.art.emblems import CROWN, STAR
from scenes.art.icons import DAGGER, MASK
from scenes.art.paths import Shape, cut, fill, groove, line


def _points(cx: float, cy: float, outer: float, inner: float, count: int) -> str:
    """A star of ``count`` points as a closed path, one point straight up."""
    corners = []
    for i in range(count * 2):
        radius = outer if i % 2 == 0 else inner
        angle = math.radians(-90 + i * 180 / count)
        corners.append(f"{cx + radius * math.cos(angle):.2f} {cy + radius * math.sin(angle):.2f}")
    return "M " + " L ".join(corners) + " Z"


def _fan() -> tuple:
    """An open folding fan: a half disc of pleats on a pivot, ribs cut between the pleats."""
    pivot_x, pivot_y, radius, inner = 50.0, 82.0, 62.0, 16.0
    first, last, ribs = 198.0, 342.0, 9
    edge = []
    for i in range(ribs * 2 + 1):
        angle = math.radians(first + (last - first) * i / (ribs * 2))
        reach = radius if i % 2 == 0 else radius - 4
        edge.append(f"{pivot_x + reach * math.cos(angle):.2f} {pivot_y + reach * math.sin(angle):.2f}")
    hub = []
    for i in range(ribs + 1):
        angle = math.radians(last - (last - first) * i / ribs)
        hub.append(f"{pivot_x + inner * math.cos(angle):.2f} {pivot_y + inner * math.sin(angle):.2f}")
    layers = [fill("M " + " L ".join(edge + hub) + " Z")]
    for i in range(1, ribs * 2, 2):
        angle = math.radians(first + (last - first) * i / (ribs * 2))
        start = (pivot_x + (inner + 3) * math.cos(angle), pivot_y + (inner + 3) * math.sin(angle))
        end = (pivot_x + (radius - 8) * math.cos(angle), pivot_y + (radius - 8) * math.sin(angle))
        layers.append(groove(f"M {start[0]:.2f} {start[1]:.2f} L {end[0]:.2f} {end[1]:.2f}", 1.4))
    layers.append(groove(_arc(pivot_x, pivot_y, radius - 14, first + 6, last - 6), 1.6))
    layers += [fill(f"O {pivot_x} {pivot_y} 8"), cut(f"O {pivot_x} {pivot_y} 3")]
    layers.append(line(f"M {pivot_x} {pivot_y + 8} C 46 92 40 96 34 97", 2.2))
    return tuple(layers)


def _arc(cx: float, cy: float, radius: float, start: float, end: float, steps: int = 24) -> str:
    points = []
    for i in range(steps + 1):
        angle = math.radians(start + (end - start) * i / steps)
        points.append(f"{cx + radius * math.cos(angle):.2f} {cy + radius * math.sin(angle):.2f}")
    return "M " + " L ".join(points)


FLASK: Shape = (
    fill("M 42 22 L 58 22 L 58 40 C 74 46 84 58 84 71 C 84 86 70 95 50 95 C 30 95 16 86 16 71 C 16 58 26 46 42 40 Z"),
    cut("M 21 68 C 34 62 48 72 62 66 C 70 63 76 64 79 67 C 80 82 68 90 50 90 C 32 90 20 82 21 68 Z"),
    fill("M 24 71 C 36 66 48 75 62 70 C 69 67 74 68 76 70 C 76 82 66 87 50 87 C 34 87 24 82 24 71 Z"),
    cut("O 40 78 3.6"),
    cut("O 56 81 2.6"),
    cut("O 49 73 2"),
    fill("M 37 17 L 63 17 L 63 24 L 37 24 Z"),
    fill("M 41 4 L 59 4 L 58 17 L 42 17 Z"),
    groove("M 44 8 L 56 8 M 44 12 L 56 12", 1.2),
    groove("M 30 54 C 26 60 24 64 23 68", 1.8),
)
"""Quacksalber: a round flask of cure-all, corked, bubbling."""

GREAT_HELM: Shape = (
    fill("M 20 34 C 20 16 34 8 50 8 C 66 8 80 16 80 34 L 80 80 C 80 88 68 94 50 96 C 32 94 20 88 20 80 Z"),
    cut("M 25 42 L 46 42 L 46 48 L 25 48 Z", mirror=True),
    groove("M 50 12 L 50 92", 2.0),
    cut("O 60 62 2.3"),
    cut("O 68 62 2.3"),
    cut("O 60 70 2.3"),
    cut("O 68 70 2.3"),
    cut("O 60 78 2.3"),
    cut("O 68 78 2.3"),
    groove("M 22 30 C 36 26 64 26 78 30", 1.6),
    fill("M 50 8 C 56 2 68 0 82 2 C 74 6 66 10 60 16 C 58 12 54 10 50 10 Z"),
)
"""Schwarzer Ritter: a closed great helm with its eye slit and breathing holes, a plume on top."""

CRYSTAL_BALL: Shape = (
    fill("O 50 42 32"),
    cut("M 30 42 C 38 32 62 32 70 42 C 62 52 38 52 30 42 Z"),
    fill("O 50 42 7.5"),
    cut("O 50 42 3"),
    groove(_arc(50, 42, 27, 200, 250, 12), 2.2),
    fill("M 32 74 L 68 74 L 62 80 L 38 80 Z"),
    fill("M 36 80 L 64 80 L 70 88 L 30 88 Z"),
    fill("M 22 88 L 78 88 L 80 96 L 20 96 Z"),
)
"""Hellseherin: a crystal ball on its stand with an eye looking out of it."""

SICKLE: Shape = (
    fill("M 30 64 C 20 34 44 8 74 10 C 90 12 98 24 94 34 C 88 24 76 20 64 22 C 44 26 36 44 40 62 Z"),
    fill("M 26 60 L 43 63 L 40 71 L 24 68 Z"),
    line("M 31 70 L 17 94", 9.0),
    groove("M 26 78 L 33 81 M 22 85 L 29 88", 1.4),
    fill("M 60 44 C 66 36 76 34 84 36 C 80 44 70 48 60 44 Z"),
    fill("M 58 48 C 58 58 64 64 72 66 C 72 58 66 50 58 48 Z"),
    fill("O 64 52 3.6"),
    fill("O 71 50 3.2"),
    fill("O 67 58 3"),
)
"""Druide: a golden sickle with a sprig of mistletoe."""

BOOK: Shape = (
    fill("M 50 30 C 40 22 24 20 6 24 L 6 80 C 24 76 40 78 50 86 Z", mirror=True),
    groove("M 50 30 L 50 86", 2.0),
    groove("M 14 36 C 24 34 34 35 42 40 M 14 46 C 24 44 34 45 42 50", 1.4, mirror=True),
    groove("M 14 56 C 24 54 34 55 42 60 M 14 66 C 24 64 34 65 42 70", 1.4, mirror=True),
    fill("M 4 82 C 24 78 40 80 50 90 L 50 94 C 40 86 24 84 4 88 Z", mirror=True),
    fill("M 60 24 L 68 23 L 68 52 L 64 46 L 60 52 Z"),
    fill("M 47 6 L 53 6 L 53 12 L 59 12 L 59 17 L 53 17 L 53 26 L 47 26 L 47 17 L 41 17 L 41 12 L 47 12 Z"),
)
"""Mönch: an open book of hours with its ribbon, a small cross above."""

HORSE_HEAD: Shape = (
    fill(
        "M 28 94 L 80 94 L 80 84 L 72 84 C 70 68 74 56 80 46 C 88 32 82 16 68 12 L 64 2 L 57 11 "
        "C 44 10 34 18 28 30 L 14 46 C 10 52 14 60 21 59 L 32 55 C 37 53 42 52 47 50 "
        "C 41 60 33 70 32 84 L 28 84 Z"
    ),
    cut("E 54 27 3.4 2.6"),
    cut("O 20 51 1.8"),
    groove("M 70 16 C 78 26 80 38 74 50 C 70 58 68 66 68 78", 1.6),
    groove("M 64 12 C 70 20 74 28 72 36", 1.4),
    groove("M 30 88 L 78 88", 1.6),
)
"""Weißer Ritter: the knight's horse, as on a chessboard."""

GOBLET: Shape = (
    fill("M 22 18 L 72 18 C 72 42 62 56 47 58 C 32 56 22 42 22 18 Z"),
    cut("E 47 20 22 3.6"),
    fill("M 43 56 L 51 56 L 51 78 L 43 78 Z"),
    fill("O 47 66 5"),
    fill("M 27 90 C 31 82 39 78 47 78 C 55 78 63 82 67 90 Z"),
    fill("M 66 20 C 70 26 72 30 72 34 C 72 38 70 40 67 40 C 64 40 62 38 62 34 C 62 30 64 26 66 20 Z"),
    fill("M 84 38 C 89 47 92 52 92 57 C 92 62 88 66 84 66 C 80 66 76 62 76 57 C 76 52 79 47 84 38 Z"),
    groove("M 30 30 C 36 34 42 36 50 36", 1.6),
)
"""Giftmischerin: a goblet with poison dripping over its rim."""

DOUBLE_AXE: Shape = (
    fill("M 46 12 L 54 12 L 54 96 L 46 96 Z"),
    fill("M 46 12 L 50 3 L 54 12 Z"),
    fill("M 54 22 C 66 20 78 12 86 6 C 96 22 96 46 86 62 C 78 56 66 48 54 46 Z", mirror=True),
    groove("M 60 24 C 70 22 78 18 84 14 C 90 28 90 42 84 54 C 76 50 68 46 60 44", 1.4, mirror=True),
    groove("M 46 66 L 54 70 M 46 74 L 54 78 M 46 82 L 54 86", 1.6),
)
"""Berserker: a double-headed war axe."""

CROZIER: Shape = (
    fill("M 46 46 L 54 46 L 53 96 L 47 96 Z"),
    fill("O 50 46 7"),
    line("M 50 40 L 50 30 C 50 14 58 6 70 6 C 82 6 88 16 86 26 C 84 36 74 38 68 32 C 63 27 66 20 72 21", 7.0),
    fill("O 54 14 2.6"),
    fill("O 84 12 2.6"),
    fill("O 89 28 2.6"),
    groove("M 47 62 L 53 62 M 47 68 L 53 68", 1.4),
)
"""Abt: the abbot's crozier with its curled crook."""

HOOD: Shape = (
    fill(
        "M 50 4 C 62 16 74 30 76 50 C 78 62 78 68 80 72 C 90 76 96 86 98 96 L 2 96 C 4 86 10 76 20 72 "
        "C 22 68 22 62 24 50 C 26 30 38 16 50 4 Z"
    ),
    cut("M 30 40 L 46 47 C 45 53 36 55 32 50 C 30 47 30 44 30 40 Z", mirror=True),
    groove("M 22 74 C 36 80 64 80 78 74", 1.6),
)
"""Scharfrichter: the executioner's pointed hood with its two eye holes."""

WITCH_HAT: Shape = (
    fill("E 50 82 47 10"),
    fill("M 28 82 C 32 62 38 42 46 28 C 54 14 64 8 82 4 C 70 14 64 26 64 38 C 66 54 70 68 72 82 Z"),
    cut("M 30 72 C 44 77 58 77 70 72 L 71 79 C 58 84 44 84 29 79 Z"),
    fill("M 44 72 L 56 72 L 56 80 L 44 80 Z"),
    cut("M 47 74 L 53 74 L 53 78 L 47 78 Z"),
    fill(_points(22, 40, 8, 3.2, 4)),
    fill(_points(82, 50, 6, 2.4, 4)),
)
"""Hexe: the witch's pointed hat with its buckle, sparks about it."""

CHESS_QUEEN: Shape = (
    fill("M 22 84 L 78 84 L 82 96 L 18 96 Z"),
    fill("M 30 84 C 34 72 40 60 41 46 L 59 46 C 60 60 66 72 70 84 Z"),
    fill("M 32 40 L 68 40 L 65 47 L 35 47 Z"),
    fill("M 33 40 L 26 16 L 40 28 L 50 10 L 60 28 L 74 16 L 67 40 Z"),
    fill("O 26 14 4.5"),
    fill("O 74 14 4.5"),
    fill("O 50 8 5"),
    fill("O 38 26 3"),
    fill("O 62 26 3"),
    cut("O 50 32 3"),
    groove("M 36 76 C 44 73 56 73 64 76", 1.6),
    groove("M 26 89 L 74 89", 1.4),
)
"""Königin: the queen as on a chessboard, her crown topped with pearls."""

DOVE: Shape = (
    fill(
        "M 14 58 C 24 50 38 48 50 52 C 60 46 70 44 78 46 L 92 40 L 84 50 C 82 58 74 64 62 66 "
        "C 50 74 34 74 22 68 L 6 72 L 14 62 Z"
    ),
    fill("M 40 52 C 30 38 28 22 36 6 C 44 20 52 34 58 50 Z"),
    fill("M 50 50 C 50 36 56 24 68 14 C 68 28 66 40 62 50 Z"),
    groove("M 38 20 C 42 30 46 40 50 48", 1.4),
    cut("O 80 48 1.6"),
    line("E 78 36 9 3", 2.4),
    line("M 70 62 C 66 72 58 80 48 84", 1.8),
    fill("M 58 76 C 62 72 68 72 70 74 C 66 78 62 78 58 76 Z"),
    fill("M 52 82 C 54 76 60 74 62 76 C 60 80 56 82 52 82 Z"),
)
"""Heilige: a dove with a halo, an olive twig in its feet."""

MITRE: Shape = (
    fill("M 24 86 L 24 42 C 24 26 36 14 48 6 L 44 40 L 50 42 L 56 40 L 52 6 C 64 14 76 26 76 42 L 76 86 Z"),
    cut("M 46 44 L 54 44 L 54 86 L 46 86 Z"),
    fill("M 47.5 44 L 52.5 44 L 52.5 86 L 47.5 86 Z"),
    cut("M 24 74 L 76 74 L 76 79 L 24 79 Z"),
    cut("M 34 52 L 40 52 L 40 58 L 34 58 Z M 60 52 L 66 52 L 66 58 L 60 58 Z"),
    fill("M 30 86 L 38 86 L 36 98 L 28 98 Z", mirror=True),
)
"""Bischof: the bishop's mitre with its cleft and lappets."""

STAFF: Shape = (
    line("M 26 94 L 60 34", 6.5),
    fill(_points(66, 24, 20, 7, 8)),
    cut("O 66 24 4.2"),
    fill("M 16 22 C 16 12 24 6 32 6 C 26 10 24 16 24 22 C 24 28 26 34 32 38 C 24 38 16 32 16 22 Z"),
    fill(_points(86, 56, 6, 2.2, 4)),
    fill(_points(76, 74, 4, 1.5, 4)),
    groove("M 34 80 L 40 83 M 38 73 L 44 76", 1.4),
)
"""Zauberer: a wizard's staff crowned with a star, a crescent moon and sparks about it."""

TORCH: Shape = (
    fill(
        "M 50 4 C 62 16 72 28 68 42 C 66 50 60 54 50 54 C 40 54 34 50 32 42 C 30 32 38 24 42 12 "
        "C 46 20 48 26 52 28 C 55 20 53 12 50 4 Z"
    ),
    cut("M 50 24 C 56 32 60 38 58 44 C 56 49 53 50 50 50 C 46 50 43 48 42 44 C 41 38 46 34 48 28 Z"),
    fill("M 30 54 L 70 54 L 64 66 L 36 66 Z"),
    groove("M 34 58 L 66 58", 1.4),
    fill("M 42 66 L 58 66 L 54 96 L 46 96 Z"),
    groove("M 43 72 L 57 76 M 44 80 L 56 84", 1.4),
)
"""Inquisitor: a burning torch."""

FIGURES: dict[int, Shape] = {
    QUACK: FLASK,
    BLACK_KNIGHT: GREAT_HELM,
    COURTESAN: _fan(),
    SEER: CRYSTAL_BALL,
    DRUID: SICKLE,
    MONK: BOOK,
    WHITE_KNIGHT: HORSE_HEAD,
    POISONER: GOBLET,
    ASSASSIN: DAGGER,
    BERSERKER: DOUBLE_AXE,
    ABBOT: CROZIER,
    EXECUTIONER: HOOD,
    INTRIGUER: MASK,
    WITCH: WITCH_HAT,
    KING: CROWN,
    QUEEN: CHESS_QUEEN,
    SAINT: DOVE,
    BISHOP: MITRE,
    WIZARD: STAFF,
    INQUISITOR: TORCH,
}
"""Rank → the figure in that character's medallion."""

SKULL: Shape = (
    fill(
        "M 50 6 C 73 6 88 21 88 42 C 88 55 82 63 73 67 L 73 78 C 73 85 67 90 60 90 L 40 90 "
        "C 33 90 27 85 27 78 L 27 67 C 18 63 12 55 12 42 C 12 21 27 6 50 6 Z"
    ),
    cut("M 24 44 C 24 34 32 32 40 34 C 46 36 46 46 42 52 C 36 58 24 56 24 44 Z", mirror=True),
    cut("M 50 56 L 56 68 L 44 68 Z"),
    groove("M 40 76 L 40 90 M 50 76 L 50 90 M 60 76 L 60 90", 2.4),
)
"""The skull on every victim, and on the elimination tiles."""

CHURCH_CROSS: Shape = (
    fill("M 42 6 L 58 6 L 56 30 L 80 28 L 80 44 L 56 42 L 58 94 L 42 94 L 44 42 L 20 44 L 20 28 L 44 30 Z"),
)
"""The church's cross, on the green influence tiles."""

TRUMPET: Shape = (
    line("M 10 38 L 62 38", 6.0),
    fill("M 60 30 C 70 28 82 18 92 10 L 92 66 C 82 58 70 48 60 46 Z"),
    fill("M 6 32 L 14 32 L 14 44 L 6 44 Z"),
    fill("O 34 38 5"),
    fill("M 22 42 L 58 42 L 58 74 C 50 80 44 76 40 80 C 36 76 30 80 22 74 Z"),
    cut("M 32 50 L 48 50 L 48 54 L 32 54 Z M 38 58 L 42 58 L 42 68 L 38 68 Z"),
)
"""The start-player card's herald's trumpet with its banner."""

COLOUR_SYMBOLS: dict[str, Shape] = {BLUE: CROWN, GREEN: CHURCH_CROSS, YELLOW: STAR}
"""Influence colour → its symbol: the crown's blue, the church's green, magic's yellow (LT-2)."""
