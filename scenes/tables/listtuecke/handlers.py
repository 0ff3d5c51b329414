"""Every event of Mit List und Tücke with what the table does with it (``chapters``, ``plays``, ``tricks``), gathered
into the kit's script (animations, beats, scoring moments, moves made for a person) and the log's wording.

Each animation moves the shown table on by its event (``table.shown.advance``, the model's fold) and animates the
sprites to their new homes; an event without one (what the table waits for next, a decline, nothing happening, the
Inquisitor's rank, the game's end) only moves the shown table on. Every card turns with the right back showing: a
sprite's back is set to the picture it shows before the turn. An elimination and a chapter's end are the scoring
moments; a person's last card, played by the rules, is named.
"""

from __future__ import annotations

from game.core import Event
from scenes.tables.kit import script
from scenes.tables.listtuecke import chapters, plays, tricks
from scenes.tables.listtuecke.on import On
from scenes.tables.listtuecke.words import Line, Reader

EVENTS: dict[type, On] = {**chapters.EVENTS, **plays.EVENTS, **tricks.EVENTS}
"""Every event of ``game.listtuecke.events`` with its handling."""


def describe(event: Event, reader: Reader) -> Line | None:
    """The log line for one event as ``reader`` got it, or None for the events the log leaves out (the Seer's second
    to fourth look, which the first line already tells, and what the table waits for next, which the prompt says)."""
    on = EVENTS.get(type(event))
    return on.words(event, reader) if on is not None else None


def _scores(event: Event) -> bool:
    on = EVENTS.get(type(event))
    return on is not None and on.moment is not None and on.moment(event)


SCRIPT = script.Script(
    {kind: on.animate for kind, on in EVENTS.items() if on.animate is not None},
    beats={kind: on.beat for kind, on in EVENTS.items() if on.beat is not None},
    moments=_scores,
    forced={kind: on.forced for kind, on in EVENTS.items() if on.forced is not None},
)
"""Mit List und Tücke's script."""
