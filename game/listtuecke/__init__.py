"""Mit List und Tücke: twenty characters, four chapters; play them onto your stack, eliminate rivals, collect influence.

The rules reference is ``rules/listtuecke.md`` of the design documents; rule ids (LT-n) in docstrings point there.
"""

from game.listtuecke.ruleset import VARIANT, ListTuecke
from game.title import Title

RULESET = ListTuecke()
TITLE = Title(RULESET, "game.listtuecke.fold", ai="game.listtuecke.ai")
"""The title's record for ``game/titles.py``: its rules, its fold of events into views, its computer players."""

__all__ = ["RULESET", "TITLE", "VARIANT", "ListTuecke"]
