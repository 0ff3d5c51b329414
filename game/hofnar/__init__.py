"""Hofnar: jesters amuse a moody King, the worst act loses a life, and the last jester standing is the Hofnar.

The rules reference is ``rules/hofnar.md`` (HN-1..HN-37). Modules: ``cards`` (moods, amusement deck, deal table),
``jesters`` and ``acts`` (data), ``actions``, ``events``, ``state`` (the game and its agenda), ``flow`` (a round's
course), ``effects`` (the jester effects), ``knowledge`` (cards seen through a swap), ``scoring`` (rounds and
result), ``refusals``, ``view``, ``determinize``, ``setup``.
"""

from game.hofnar.ruleset import Hofnar

RULESET = Hofnar()

__all__ = ["RULESET", "Hofnar"]
