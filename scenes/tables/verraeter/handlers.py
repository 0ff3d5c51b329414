"""Every Verräter event's handler in one table (``ON``): the kit's script plays its animations with their beats and
the conflict's scoring moment, and the log words its lines (``log_line``). An event type without an entry (the
drawing entitlements, which the drawing itself tells) changes the shown table without a word or a move."""

from __future__ import annotations

from game.core import Event
from scenes.tables.kit import script
from scenes.tables.verraeter import building, cards, conflict, course, draft
from scenes.tables.verraeter.motion import On
from scenes.tables.verraeter.words import Circle, Line

ON: dict[type[Event], On] = {**course.ON, **draft.ON, **cards.ON, **conflict.ON, **building.ON}

SCRIPT = script.Script(
    {kind: on.show for kind, on in ON.items() if on.show is not None},
    beats={kind: on.beat for kind, on in ON.items() if on.beat is not None},
    moments=script.kinds(*(kind for kind, on in ON.items() if on.moment)),
)


def log_line(event: Event, circle: Circle) -> Line | None:
    """The log line for one (redacted) event, or None for events the log leaves out."""
    on = next((ON[kind] for kind in type(event).__mro__ if kind in ON), None)
    return on.say(event, circle) if on is not None and on.say is not None else None
