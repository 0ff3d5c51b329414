"""Hofnar's shapes: the four moods' symbols, the jesters' attributes, the figures, the bell of a life and the star.

Each mood has one symbol that appears wherever the mood matters (the King's mood card, the rows of stars on every
amusement card, the table's mood slot), so a mood and a card's stars are matched at a glance: a fool's cap for
funny, an open book for interesting, a flame for spectacle, a goblet for drunk. Each jester carries an attribute that
hints at his effect (Perkeo's scales judge a tie, Stanczyk's die draws blind …). Drawn in a 100 × 100 box.
"""

from __future__ import annotations

import math

from scenes.art.paths import Shape, cut, fill, groove, line


def star_path(outer: float, inner: float) -> str:
    """A five-pointed star centred in the box, point up, ``outer`` and ``inner`` box units from its centre."""
    corners = []
    for index in range(10):
        radius = outer if index % 2 == 0 else inner
        angle = math.radians(-90 + index * 36)
        corners.append(f"{50 + radius * math.cos(angle):.2f} {53 + radius * math.sin(angle):.2f}")
    return "M " + " L ".join(corners) + " Z"


FOOLS_CAP: Shape = (
    fill("M 22 72 C 22 54 16 38 4 26 C 24 26 38 42 44 64 Z", mirror=True),
    fill("M 36 68 C 38 44 44 24 50 8 C 56 24 62 44 64 68 Z"),
    fill("M 14 68 L 86 68 L 88 86 L 12 86 Z"),
    cut("O 50 77 3.2"),
    cut("O 32 77 2.6", mirror=True),
    fill("O 6 27 7", mirror=True),
    fill("O 50 8 7"),
    cut("O 6 29 1.8", mirror=True),
    cut("O 50 10 1.8"),
    groove("M 28 66 C 30 54 34 46 38 40", 1.4, mirror=True),
)
"""Funny (grappig): the fool's cap with three bells."""

OPEN_BOOK: Shape = (
    fill("M 50 26 C 40 18 22 16 6 20 L 6 80 C 22 76 40 78 50 86 C 60 78 78 76 94 80 L 94 20 C 78 16 60 18 50 26 Z"),
    groove("M 50 28 L 50 84", 2.0),
    groove(
        "M 14 32 C 24 30 34 31 42 35 M 14 42 C 24 40 34 41 42 45 M 14 52 C 24 50 34 51 42 55 "
        "M 14 62 C 24 60 34 61 42 65",
        1.6,
    ),
    groove("M 58 35 C 66 31 76 30 86 32 M 58 45 C 66 41 76 40 86 42 M 58 55 C 66 51 76 50 86 52", 1.6),
    fill("M 66 62 L 80 62 L 80 94 L 73 88 L 66 94 Z"),
)
"""Interesting (interessant): an open book with a ribbon, for riddles, stories and strange facts."""

FLAME: Shape = (
    fill(
        "M 50 4 C 58 22 78 32 80 58 C 82 80 66 96 50 96 C 34 96 18 82 20 60 C 21 46 30 38 34 28 "
        "C 38 40 40 46 46 48 C 44 32 44 18 50 4 Z"
    ),
    cut(
        "M 50 50 C 56 62 66 68 64 80 C 62 88 56 92 50 92 C 42 92 36 86 37 78 C 38 70 44 66 46 58 "
        "C 48 64 50 66 52 66 C 50 60 49 56 50 50 Z"
    ),
    fill("M 50 70 C 54 76 58 80 56 86 C 54 89 46 89 44 86 C 43 81 47 77 50 70 Z"),
)
"""Spectacle (spektakel): a flame, for fire-eaters, jugglers and acrobats."""

GOBLET: Shape = (
    fill("M 18 8 L 82 8 C 82 36 70 52 50 54 C 30 52 18 36 18 8 Z"),
    cut("M 24 14 L 76 14 C 76 20 75 24 74 26 L 26 26 C 25 24 24 20 24 14 Z"),
    fill("M 46 52 L 54 52 L 54 80 L 46 80 Z"),
    fill("O 50 64 6"),
    fill("M 26 92 C 30 82 40 78 50 78 C 60 78 70 82 74 92 Z"),
    groove("M 30 34 C 36 44 44 48 50 48", 1.6),
    fill("O 84 28 3.4"),
    fill("O 88 40 2.4"),
)
"""Drunk (dronken): a goblet spilling over."""

SCALES: Shape = (
    fill("M 47 12 L 53 12 L 53 84 L 47 84 Z"),
    fill("O 50 10 6"),
    fill("M 30 86 L 70 86 L 74 94 L 26 94 Z"),
    line("M 14 24 L 86 24", 4.0),
    line("M 18 26 L 6 58 M 18 26 L 30 58", 2.2),
    line("M 82 26 L 70 58 M 82 26 L 94 58", 2.2),
    fill("M 2 58 L 34 58 C 32 68 26 72 18 72 C 10 72 4 68 2 58 Z"),
    fill("M 66 58 L 98 58 C 96 68 90 72 82 72 C 74 72 68 68 66 58 Z"),
)
"""Perkeo: the scales of judgement, for choosing in a tie (HN-30)."""

WARD: Shape = (
    fill("M 16 12 C 32 16 68 16 84 12 C 86 48 78 74 50 94 C 22 74 14 48 16 12 Z"),
    groove("M 23 20 C 36 23 64 23 77 20 C 78 48 71 68 50 85 C 29 68 22 48 23 20 Z", 2.2),
    cut("M 30 44 C 34 36 42 34 50 42 C 58 34 66 36 70 44 C 74 54 62 64 50 74 C 38 64 26 54 30 44 Z"),
)
"""William Sommers: a shield with a heart, for the jester no effect can single out (HN-32)."""

SWAP: Shape = (
    line("M 12 34 L 76 34", 8.0),
    fill("M 72 18 L 96 34 L 72 50 Z"),
    line("M 88 66 L 24 66", 8.0),
    fill("M 28 50 L 4 66 L 28 82 Z"),
)
"""Archibald Armstrong: two arrows passing each other, for his swap (HN-33)."""

CYCLE: Shape = (
    line("M 22 58 C 18 36 34 18 54 18 C 64 18 72 22 78 28", 8.0),
    fill("M 66 20 L 92 18 L 86 44 Z"),
    line("M 78 42 C 82 64 66 82 46 82 C 36 82 28 78 22 72", 8.0),
    fill("M 34 80 L 8 82 L 14 56 Z"),
)
"""Jeffrey Hudson: turning arrows, for the mood he makes the King replace (HN-34)."""

DIE: Shape = (
    fill(
        "M 20 8 L 80 8 C 88 8 92 12 92 20 L 92 80 C 92 88 88 92 80 92 L 20 92 C 12 92 8 88 8 80 L 8 20 "
        "C 8 12 12 8 20 8 Z"
    ),
    cut("O 30 30 8"),
    cut("O 70 30 8"),
    cut("O 50 50 8"),
    cut("O 30 70 8"),
    cut("O 70 70 8"),
)
"""Stanczyk: a die, for the loser he draws blind (HN-35)."""

MIRROR: Shape = (
    fill("E 50 36 30 32"),
    cut("E 50 36 22 24"),
    fill("M 36 24 C 40 18 48 16 54 18 C 46 20 40 26 38 34 Z"),
    fill("M 44 66 L 56 66 L 58 94 L 42 94 Z"),
    fill("O 50 96 4"),
)
"""Chicot: a hand mirror, for the effect he copies (HN-36)."""

FORBID: Shape = (
    fill("O 50 50 44"),
    cut("O 50 50 33"),
    line("M 27 73 L 73 27", 11.0),
)
"""Jamie Fleeman: the sign of "no", for the effect he cancels (HN-37)."""

BELL: Shape = (
    fill(
        "M 50 10 C 70 10 80 26 80 46 L 80 62 C 80 70 86 74 92 78 L 92 84 L 8 84 L 8 78 C 14 74 20 70 20 62 "
        "L 20 46 C 20 26 30 10 50 10 Z"
    ),
    fill("O 50 8 6"),
    fill("O 50 90 8"),
    groove("M 14 76 L 86 76", 2.4),
    fill("M 34 22 C 38 16 44 14 48 14 C 42 18 38 26 36 36 Z"),
)
"""A jester's bell: one life (HN-14)."""

HEART: Shape = (
    fill(
        "M 50 90 C 30 74 6 56 6 34 C 6 18 18 8 31 8 C 40 8 46 13 50 20 C 54 13 60 8 69 8 C 82 8 94 18 94 34 "
        "C 94 56 70 74 50 90 Z"
    ),
    fill("M 26 18 C 20 20 16 26 16 32 C 14 26 18 18 26 18 Z"),
)
"""The King's Favourite (HN-12): a heart."""

AXE: Shape = (
    fill("M 45 8 L 53 8 L 55 96 L 43 96 Z"),
    fill("M 50 16 C 64 16 78 10 88 2 C 100 22 100 50 88 70 C 78 60 64 54 50 54 Z"),
    groove("M 84 12 C 92 28 92 46 84 62", 2.0),
    fill("M 46 24 L 26 32 L 46 40 Z"),
)
"""The headsman's axe: a beheaded jester (HN-14)."""

FACE: Shape = (fill("E 50 50 16 19"),)
"""Every figure's face, in skin."""
FEATURES: Shape = (
    fill("E 43.5 47 2.2 2.8"),
    fill("E 56.5 47 2.2 2.8"),
    line("M 42 58 C 46 62 54 62 58 58", 1.6),
    line("M 50 48 L 48.5 54 L 51 54.5", 1.2),
)
"""Eyes, nose and a smile, in ink."""

JESTER_MOTLEY: Shape = (
    fill("M 8 100 C 8 82 20 72 36 70 L 64 70 C 80 72 92 82 92 100 Z"),
    fill("M 20 74 L 28 90 L 39 76 L 50 92 L 61 76 L 72 90 L 80 74 Z"),
    fill("M 33 38 C 27 26 17 18 4 20 C 12 28 16 40 17 52 C 22 46 28 42 33 40 Z", mirror=True),
    fill("M 33 40 C 31 22 40 8 50 2 C 60 8 69 22 67 40 Z"),
)
"""A jester's cap of three points and his zigzag collar and doublet, in two-coloured motley."""
JESTER_BELLS: Shape = (
    fill("O 17 53 5", mirror=True),
    fill("O 50 3 4.6"),
    fill("O 28 90 3.4", mirror=True),
    fill("O 50 92 3.4"),
    fill("M 31 37 L 69 37 L 69 43 L 31 43 Z"),
)
"""The bells at the cap's points and the collar's, and the cap's band: in gold."""

KING_ROBE: Shape = (fill("M 6 100 C 6 80 20 70 36 68 L 64 68 C 80 70 94 80 94 100 Z"),)
KING_ERMINE: Shape = (
    fill("M 26 72 C 36 80 64 80 74 72 L 80 80 C 66 92 34 92 20 80 Z"),
    cut("O 36 82 1.6"),
    cut("O 50 85 1.6"),
    cut("O 64 82 1.6"),
)
KING_BEARD: Shape = (
    fill("M 34 52 C 34 72 42 80 50 82 C 58 80 66 72 66 52 C 62 60 57 63 50 63 C 43 63 38 60 34 52 Z"),
    fill("M 42 58 C 46 56 54 56 58 58 C 54 60 46 60 42 58 Z"),
)
KING_CROWN: Shape = (
    fill("M 31 34 L 27 10 L 40 22 L 50 6 L 60 22 L 73 10 L 69 34 Z"),
    fill("O 27 9 3.4", mirror=True),
    fill("O 50 6 3.8"),
    fill("M 30 32 L 70 32 L 70 39 L 30 39 Z"),
    cut("O 50 35.5 1.8"),
)
QUEEN_HAIR: Shape = (fill("M 34 36 C 28 52 26 70 18 84 L 36 80 C 34 66 34 54 38 44 Z", mirror=True),)
QUEEN_CROWN: Shape = (
    fill("M 35 34 L 33 18 L 42 25 L 50 12 L 58 25 L 67 18 L 65 34 Z"),
    fill("O 33 17 3", mirror=True),
    fill("O 50 11 3.4"),
    fill("M 34 32 L 66 32 L 66 38 L 34 38 Z"),
)
QUEEN_NECKLACE: Shape = (line("M 36 76 C 44 82 56 82 64 76", 2.4), fill("O 50 83 3.2"))

MOOD_SYMBOLS: dict[str, Shape] = {
    "funny": FOOLS_CAP,
    "interesting": OPEN_BOOK,
    "spectacle": FLAME,
    "drunk": GOBLET,
}
"""Mood (as in ``game.hofnar.cards.MOODS``) → its symbol; the first three also mark the categories of stars."""

ATTRIBUTES: dict[str, Shape] = {
    "perkeo": SCALES,
    "triboulet": GOBLET,
    "sommers": WARD,
    "armstrong": SWAP,
    "hudson": CYCLE,
    "stanczyk": DIE,
    "chicot": MIRROR,
    "fleeman": FORBID,
}
"""Jester (as in ``game.hofnar.jesters``) → the attribute on his card; Triboulet's goblet is the Drunk he guesses."""

STAR: Shape = (fill(star_path(48, 20)),)
"""A rating star (HN-4)."""
EMPTY_STAR: Shape = (fill(star_path(48, 20)), cut(star_path(34, 13)))
"""An empty place for a star: the same star in outline, so the count of places (three) is always visible."""
