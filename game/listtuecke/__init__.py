"""Mit List und Tücke: twenty characters, four chapters; play them onto your stack, eliminate rivals, collect influence.

The rules reference is ``rules/listtuecke.md`` of the design documents; rule ids (LT-n) in docstrings point there.
"""

from game.listtuecke.ruleset import VARIANT, ListTuecke

RULESET = ListTuecke()

__all__ = ["RULESET", "VARIANT", "ListTuecke"]
