"""Hofnar: jesters amuse a moody King, the worst act loses a life, and the last jester standing is the Hofnar.

The rules reference is ``rules/hofnar.md`` (HN-1..HN-37). Modules: ``cards`` (moods, amusement deck, deal table),
``jesters`` and ``acts`` (data), ``actions``, ``events``, ``state`` (the game and its agenda), ``flow`` (a round's
course), ``effects`` (the jester effects), ``knowledge`` (cards seen through a swap), ``scoring`` (rounds and
result), ``refusals``, ``view``, ``fold`` (the view moved on by events), ``determinize``, ``setup``; ``ai`` its
computer players.
"""

from game.hofnar.ruleset import Hofnar
from game.title import Title

RULESET = Hofnar()
TITLE = Title(RULESET, "game.hofnar.fold", ai="game.hofnar.ai")
"""The title's record for ``game/titles.py``: its rules, its fold of events into views, its computer players."""

__all__ = ["RULESET", "TITLE", "Hofnar"]
