"""One kind of event at the Mit List und Tücke table: how the log words it and how the table animates it, side by
side, so an event is handled in one place (``handlers`` gathers them into the kit's script and the log)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from scenes.tables.listtuecke.words import Line, Reader
from scenes.ui import tween

Words = Callable[[Any, Reader], "Line | None"]
"""(event, reader) → its log line, or None when the log leaves it out."""
Animate = Callable[[Any, Any], tween.Animation]
"""(table, event) → its animation; it moves the shown table on by the event (``table.shown.advance``) on the way."""


@dataclasses.dataclass(frozen=True)
class On:
    """What the table does with one kind of event: ``words`` its log line; ``animate`` it (None: the event only moves
    the shown table on); ``beat``: the seconds it stays on screen before what follows (None: the kit's beat);
    ``moment``: whether it scores (the table holds after a run of such events); ``forced``: the banner naming it when
    the rules made it for a person (None when it was no such move)."""

    words: Words
    animate: Animate | None = None
    beat: float | None = None
    moment: Callable[[Any], bool] | None = None
    forced: Callable[[Any, Any], str | None] | None = None
