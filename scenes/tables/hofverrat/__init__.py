"""The Hof-Verrat table: ``HofVerratTable`` is the scene ``scenes.tables.TABLES`` builds for a match of Hof-Verrat.

Its modules each have one job: ``geometry`` (zones and card places from the Tiled layout), ``art`` (card pictures),
``still`` (the unchanging picture), ``shown`` (the table as shown between two events), ``board`` (the card sprites),
``motion`` (moves animated from events), ``interaction`` (drag, click and keys), ``scoring`` (the end's show),
``hud`` and ``mission_cards`` (what is drawn over the table), ``paint`` (each frame's drawing, with its cached quiet
layer), ``log`` and ``words`` (what the table says), ``knowledge`` (what a seat can work out from its view) and
``scene`` (all of it together).
"""

from scenes.tables.hofverrat.scene import HofVerratTable

__all__ = ["HofVerratTable"]
