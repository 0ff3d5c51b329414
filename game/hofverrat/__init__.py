"""Hof-Verrat: the rules model of the rules reference ``rules/hofverrat.md`` behind the core contract.

``TITLE`` is what ``game/titles.py`` registers. The modules each have one job: ``cards`` and ``missions`` are the
material as data, ``board`` the places cards lie in, ``actions`` and ``events`` the values a turn is made of, ``state``
the game in progress, ``setup`` the deal, ``view`` and ``determinize`` one seat's knowledge and worlds sampled from it,
``fold`` that knowledge moved on by events, ``scoring`` the end, ``invariants`` the checks the property tests run, and
the ``ai`` package its computer players.
"""

from game.hofverrat.ruleset import HofVerrat
from game.title import Title

RULESET = HofVerrat()
TITLE = Title(RULESET, "game.hofverrat.fold", ai="game.hofverrat.ai")
"""The title's record for ``game/titles.py``: its rules, its fold of events into views, its computer players."""

__all__ = ["RULESET", "TITLE", "HofVerrat"]
