"""Every title of the collection, registered as data: adding a title is one line in ``REGISTERED``.

Each line is a title's game-side record (``game.title.Title``): its rules, its fold of events into views and its
computer players. ``TITLES`` is the rulesets alone, by id, for whoever sets a game up or reads a record.
"""

from game.core.registry import TitleRegistry
from game.hofnar import TITLE as HOFNAR
from game.hofverrat import TITLE as HOFVERRAT
from game.listtuecke import TITLE as LISTTUECKE
from game.title import Title
from game.verraeter import TITLE as VERRAETER

REGISTERED: tuple[Title, ...] = (HOFVERRAT, VERRAETER, LISTTUECKE, HOFNAR)
"""The titles, in the order the menu lists them."""

BY_ID: dict[str, Title] = {title.id: title for title in REGISTERED}
"""Title id → its record."""

TITLES = TitleRegistry(title.ruleset for title in REGISTERED)
