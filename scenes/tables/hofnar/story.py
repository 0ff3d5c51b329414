"""Every Hofnar event as the table tells it: one ``Telling`` per event type (the round's in ``round_story``, the
effects' in ``effect_story``), from which the kit's script (animations, beats, scoring moments) and the log's wording
are both taken, so an event's animation and its words stand together and nothing lists the events twice.

What an event changes on the table is the model's fold (``game.hofnar.fold``), which each animation applies to the
shown table as it starts.
"""

from __future__ import annotations

from game.core import Event
from scenes.tables.hofnar import effect_story, round_story
from scenes.tables.hofnar.motion import Telling
from scenes.tables.hofnar.words import Names
from scenes.tables.kit import script

TOLD: dict[type[Event], Telling] = {**round_story.TOLD, **effect_story.TOLD}
"""Event type → how the table tells it."""

SCRIPT = script.Script(
    {kind: telling.show for kind, telling in TOLD.items() if telling.show is not None},
    beats={kind: telling.beat for kind, telling in TOLD.items() if telling.beat is not None},
    moments=script.kinds(*(kind for kind, telling in TOLD.items() if telling.moment)),
)


def log_line(event: Event, names: Names) -> str | None:
    """The log's line for ``event`` (already redacted for the reader), with seats called by ``names``; None for what
    the log leaves out (a moment let pass, what the table waits for next, which the prompt says)."""
    telling = TOLD.get(type(event))
    return telling.say(event, names) if telling is not None else None
