"""Verräter: two princely houses fight over a circle of landscapes; pick your action in secret, maybe betray your side.

The rules reference is ``rules/verraeter.md`` beside the design; rule ids (VR-n) name what each part implements.
"""

from game.verraeter.ruleset import Verraeter

RULESET = Verraeter()

__all__ = ["RULESET", "Verraeter"]
