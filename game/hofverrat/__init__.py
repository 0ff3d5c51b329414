"""Hof-Verrat: the rules model of the rules reference ``rules/hofverrat.md`` behind the core contract.

``RULESET`` is what ``game/titles.py`` registers. The modules each have one job: ``cards`` and ``missions`` are the
material as data, ``board`` the places cards lie in, ``actions`` and ``events`` the values a turn is made of, ``state``
the game in progress, ``setup`` the deal, ``view`` and ``determinize`` one seat's knowledge and worlds sampled from it,
``scoring`` the end, ``invariants`` the checks the property tests run.
"""

from game.hofverrat.ruleset import HofVerrat

RULESET = HofVerrat()

__all__ = ["RULESET", "HofVerrat"]
