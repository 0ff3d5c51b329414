"""The six Hof-Verrat family symbols as vector shapes: stag, toad, butterfly, carp, nightingale and hare.

Each is a heraldic charge: one bold silhouette that reads at a glance from across the table, with a few cuts and
grooves (eyes, veins, scales) that show the field beneath and reward a closer look. Drawn in a 100 × 100 box.
"""

from __future__ import annotations

from scenes.art.paths import Shape, cut, fill, groove, line


def _carp_scales() -> tuple:
    """Rows of small arcs along the carp's flank, offset row to row like real scales."""
    grooves = []
    for row, y in enumerate((42.0, 50.0, 58.0)):
        for column in range(5):
            x = 38.0 + column * 8.0 + (4.0 if row % 2 else 0.0)
            if x > 74:
                continue
            grooves.append(groove(f"M {x} {y - 4} Q {x + 4} {y} {x} {y + 4}", 1.2))
    return tuple(grooves)


STAG: Shape = (
    fill(
        "M 50 40 C 44 40 39 43 38 49 C 37 57 41 67 44 77 C 45 83 47 87 50 87 C 53 87 55 83 56 77 "
        "C 59 67 63 57 62 49 C 61 43 56 40 50 40 Z"
    ),
    fill("M 39 49 C 33 43 25 41 17 43 C 21 50 30 55 39 56 Z", mirror=True),
    line("M 44 43 C 40 36 34 32 30 26 C 26 20 25 12 29 3", 5.2, mirror=True),
    line("M 36 34 C 30 34 22 32 15 27", 4.0, mirror=True),
    line("M 29 23 C 23 21 17 17 13 10", 3.6, mirror=True),
    line("M 27 14 C 31 12 35 9 37 4", 3.2, mirror=True),
    groove("M 42 63 C 45 66 47 70 48 76", 1.0, mirror=True),
    cut("E 43.5 56 2.4 1.7", mirror=True),
    cut("E 47.6 82 1.2 1.9", mirror=True),
)

TOAD: Shape = (
    fill("M 28 60 C 28 44 38 36 50 36 C 62 36 72 44 72 60 C 72 76 62 84 50 84 C 38 84 28 76 28 60 Z"),
    fill("M 32 46 C 32 32 40 26 50 26 C 60 26 68 32 68 46 Z"),
    fill("O 39 30 6.5", mirror=True),
    cut("E 39 29.5 3 2.2", mirror=True),
    fill("E 39 29.5 1.1 2", mirror=True),
    line("M 33 50 C 24 50 20 46 18 38", 6.0, mirror=True),
    line("M 18 38 L 12 33 M 18 38 L 17.5 30 M 18 38 L 24 32.5", 3.2, mirror=True),
    fill("M 32 68 C 20 64 10 72 14 82 C 18 90 28 88 36 80 Z", mirror=True),
    line("M 17 82 C 13 87 13 91 18 94", 5.0, mirror=True),
    line("M 18 94 L 11 96 M 18 94 L 17 100 M 18 94 L 24 98", 3.2, mirror=True),
    groove("M 40 40 C 46 42 54 42 60 40", 1.4),
    cut("O 43 54 2.4"),
    cut("O 57 58 2.8"),
    cut("O 50 67 2.2"),
    cut("O 40 65 1.8"),
    cut("O 60 70 1.9"),
    cut("O 56 47.5 1.7"),
    cut("O 46 75 1.6"),
    cut("O 35 57 1.4"),
    cut("O 65 56 1.4"),
)

BUTTERFLY: Shape = (
    fill("M 48 40 C 40 22 24 10 12 14 C 4 17 4 30 10 40 C 16 49 32 52 47 50 Z", mirror=True),
    fill("M 47 52 C 36 54 22 60 22 72 C 22 82 32 86 40 80 C 45 76 48 66 48 56 Z", mirror=True),
    cut("E 50 53 5.5 24"),
    fill("E 50 54 3.2 20"),
    fill("O 50 32 3.8"),
    line("M 49 29 C 46 21 42 15 38 11", 1.8, mirror=True),
    fill("O 38 11 2.4", mirror=True),
    cut("O 23 27 5.5", mirror=True),
    fill("O 23 27 2.4", mirror=True),
    cut("O 34 71 3.2", mirror=True),
    groove("M 46 46 C 36 42 26 38 16 30", 1.0, mirror=True),
)

CARP: Shape = (
    fill("M 10 50 C 14 38 30 30 48 31 C 62 32 74 40 82 47 L 82 55 C 72 62 60 68 46 68 C 28 68 14 60 10 50 Z"),
    fill("M 80 47 C 86 40 92 32 98 28 C 95 40 93 46 93 51 C 93 56 95 62 98 74 C 92 68 86 60 80 55 Z"),
    fill("M 40 33 C 46 22 56 19 66 23 C 64 29 66 35 70 40 C 60 36 50 33 40 33 Z"),
    fill("M 32 62 C 30 70 26 74 22 77 C 28 77 34 73 38 66 Z"),
    fill("M 62 65 C 66 71 70 74 75 74 C 72 70 71 66 72 61 Z"),
    line("M 13 54 C 12 60 10 64 6 66", 1.4),
    line("M 16 57 C 16 62 15 66 12 70", 1.4),
    cut("O 21 45 2.8"),
    fill("O 21 45 1.2"),
    groove("M 28 38 C 33 46 33 55 28 63", 1.5),
    *_carp_scales(),
)

NIGHTINGALE: Shape = (
    fill(
        "M 22 32 C 22 24 26 20 31 20 C 38 20 42 26 46 32 C 54 42 66 52 82 58 L 98 66 L 95 73 L 80 68 "
        "C 72 74 62 78 50 77 C 36 76 26 66 23 52 C 22 44 21 38 22 32 Z"
    ),
    fill("M 24 25 L 9 19 L 23 30 Z"),
    fill("M 24 31 L 11 31 L 24 35 Z"),
    cut("O 30 27 2.3"),
    fill("O 30 27 0.9"),
    groove("M 40 44 C 50 56 62 64 80 64", 1.5),
    groove("M 52 57 C 58 62 64 66 72 67", 1.2),
    line("M 52 76 L 50 86 M 58 76 L 58 86", 1.8),
    line("M 18 88 C 40 85 70 86 94 91", 3.5),
    fill("M 30 87 C 26 80 20 78 14 80 C 18 86 24 88 30 87 Z"),
    fill("M 76 89 C 80 95 86 97 92 96 C 88 91 82 89 76 89 Z"),
    fill("E 8 11 2.6 2"),
    line("M 10.4 11 L 10.4 2 L 14 4", 1.2),
)

HARE: Shape = (
    fill(
        "M 20 50 C 24 40 36 33 52 33 C 66 33 78 37 84 47 C 88 55 84 63 76 63 C 66 63 58 61 48 61 C 38 61 28 59 20 50 Z"
    ),
    fill("M 4 45 C 4 37 10 31 18 31 C 26 31 31 37 31 43 C 31 49 25 53 17 53 C 9 53 4 50 4 45 Z"),
    fill("M 15 33 C 22 21 35 12 53 8 C 56 12 42 22 24 36 Z"),
    fill("M 21 34 C 31 25 46 20 62 20 C 63 24 46 30 27 38 Z"),
    groove("M 20 31 C 28 23 38 17 48 13", 1.2),
    fill("M 25 56 C 19 64 11 70 3 73 L 5 78 C 15 75 24 68 32 60 Z"),
    fill("M 33 58 C 29 67 23 75 16 81 L 20 84 C 28 78 35 70 40 60 Z"),
    fill("M 66 44 C 78 42 88 50 86 60 L 99 76 L 95 80 L 80 67 C 71 65 64 57 66 44 Z"),
    fill("M 64 57 C 70 67 78 77 88 85 L 84 89 C 74 81 64 71 58 61 Z"),
    fill("M 84 40 C 89 37 94 40 93 45 C 92 49 87 50 85 48 Z"),
    cut("O 16 41 2"),
    groove("M 64 62 C 62 54 66 46 74 44", 1.5),
)

SYMBOLS: dict[str, Shape] = {
    "stag": STAG,
    "toad": TOAD,
    "butterfly": BUTTERFLY,
    "carp": CARP,
    "nightingale": NIGHTINGALE,
    "hare": HARE,
}
"""Family key (as in ``game.hofverrat.cards.FAMILIES``) → its symbol."""
