"""The Hofnar table: ``HofnarTable`` is the scene ``scenes.tables.TABLES`` builds for a match of Hofnar (issue 18).

Its modules each have one job: ``zones`` and ``geometry`` (the Tiled layout's zones and where cards lie), ``art``
(card pictures), ``still`` (the unchanging picture), ``shown`` (the table as shown between two events), ``motion``
(moves animated from events), ``interaction`` (drag, click and keys), ``hud`` (plates, piles, the offer bar, lit
stars), ``words`` (log, tooltips, offers), ``scoring`` (the end's show) and ``scene`` (all of it together).
"""

from scenes.tables.hofnar.scene import HofnarTable

__all__ = ["HofnarTable"]
