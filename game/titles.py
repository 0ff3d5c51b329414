"""Every title of the collection, registered as data. Adding a title is one line here."""

from game.core.registry import TitleRegistry
from game.hofnar import RULESET as HOFNAR
from game.hofverrat import RULESET as HOFVERRAT
from game.listtuecke import RULESET as LISTTUECKE
from game.verraeter import RULESET as VERRAETER

TITLES = TitleRegistry([HOFVERRAT, VERRAETER, LISTTUECKE, HOFNAR])
