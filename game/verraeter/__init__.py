"""Verräter: two princely houses fight over a circle of landscapes; pick your action in secret, maybe betray your side.

The rules reference is ``rules/verraeter.md`` beside the design; rule ids (VR-n) name what each part implements.
"""

from game.title import Title
from game.verraeter.ruleset import Verraeter

RULESET = Verraeter()
TITLE = Title(RULESET, "game.verraeter.fold", ai="game.verraeter.ai")
"""The title's record for ``game/titles.py``: its rules, its fold of events into views, its computer players."""

__all__ = ["RULESET", "TITLE", "Verraeter"]
