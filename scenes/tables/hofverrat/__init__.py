"""The Hof-Verrat table: ``HofVerratTable`` is the scene ``scenes.tables.TABLES`` builds for a match of Hof-Verrat.

Its modules each have one job: ``geometry`` (zones and card places from the Tiled layout), ``art`` (card pictures),
``still`` (the unchanging picture), ``story`` (each event's animation and log line), ``interaction`` (drag, click
and keys), ``scoring`` (the end's show), ``hud`` and ``mission_cards`` (what is drawn over the table), ``words``
(what the table says besides the log) and ``scene`` (all of it together). What the table shows between two events
is the shown seat's view, moved on by ``game.hofverrat.fold``, the rules' own fold of events.
"""

from scenes.tables.hofverrat.scene import HofVerratTable

__all__ = ["HofVerratTable"]
