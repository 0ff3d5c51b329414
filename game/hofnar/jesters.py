"""The eight jester cards (narren, HN-2) and what their effects are, as data.

The effects themselves live in ``effects.py``; this table says who the jesters are, whether an effect is spent by
one use or lasts, and which rule describes it.
"""

from __future__ import annotations

import dataclasses

PERKEO = "perkeo"
TRIBOULET = "triboulet"
SOMMERS = "sommers"
ARMSTRONG = "armstrong"
HUDSON = "hudson"
STANCZYK = "stanczyk"
CHICOT = "chicot"
FLEEMAN = "fleeman"


@dataclasses.dataclass(frozen=True, slots=True)
class Jester:
    """A jester card: its id, the name printed on it, and its effect's rule."""

    id: str
    name: str
    rule: str
    lasting: bool = False
    """A lasting effect is never used up (only William Sommers'); every other effect works once per game."""


JESTERS = (
    Jester(PERKEO, "Perkeo van Heidelberg", "HN-30"),
    Jester(TRIBOULET, "Triboulet", "HN-31"),
    Jester(SOMMERS, "William Sommers", "HN-32", lasting=True),
    Jester(ARMSTRONG, "Archibald Armstrong", "HN-33"),
    Jester(HUDSON, "Jeffrey Hudson", "HN-34"),
    Jester(STANCZYK, "Stanczyk", "HN-35"),
    Jester(CHICOT, "Chicot", "HN-36"),
    Jester(FLEEMAN, "Jamie Fleeman", "HN-37"),
)
JESTER_IDS = tuple(jester.id for jester in JESTERS)
BY_ID = {jester.id: jester for jester in JESTERS}
ONCE_EFFECTS = frozenset(jester.id for jester in JESTERS if not jester.lasting)
COPYABLE = ONCE_EFFECTS - {CHICOT}
"""What Chicot may copy (HN-36): any used once-effect but his own."""
UNCANCELLABLE = frozenset({TRIBOULET})
"""Effects Fleeman cannot cancel (HN-31, HN-37); Sommers has nothing to announce."""
