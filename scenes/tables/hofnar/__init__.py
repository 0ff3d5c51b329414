"""The Hofnar table: ``HofnarTable`` is the scene ``scenes.tables.TABLES`` builds for a match of Hofnar (issue 18).

Its modules each have one job: ``zones`` and ``geometry`` (the Tiled layout's zones and where cards lie), ``art``
(card pictures), ``still`` (the unchanging picture), ``story`` (every event's animation and log line, from
``round_story`` and ``effect_story``, with ``motion``'s shared moves), ``interaction`` (drag, click and keys), ``hud``
(plates, piles, the offer bar, lit stars), ``words`` (tooltips, offers), ``scoring`` (the end's show) and ``scene``
(all of it together). The table as shown between two events is the view the model folds (``game.hofnar.fold``).
"""

from scenes.tables.hofnar.scene import HofnarTable

__all__ = ["HofnarTable"]
