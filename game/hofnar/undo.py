"""What a seat of Hofnar may take back (the policy of ``game.core.undo``): a trail kept as the game is played.

Hofnar's turns run along an agenda, so what the seat to move did just before cannot be read off the table; ``after``
carries a small trail from action to action instead: how many of the last actions the seat to move made in a row with
nothing hidden turning up, and else why not. Its steps: the King's mood before he names the first jester (HN-8,
HN-9), Armstrong's "no swap" or his swap before the card he gives (HN-33), a card before the effect window that
follows it on the same seat. A revealed mood or cards (HN-10, HN-16), Triboulet's guess (HN-31), a card drawn blind
(HN-33, HN-35) and the start of a new round end the trail.
"""

from __future__ import annotations

from game.core import Event
from game.hofnar.events import CardDrawn, CardsRevealed, MoodRevealed, RoundStarted, StanczykDrew, TribouletGuessed

Trail = tuple[int, str, int | None]
"""Steps the seat to move may take back, the reason (a ``game.core.undo`` key) when none, the seat that acted last."""
START: Trail = (0, "nothing_yet", None)

BOUNDARIES: dict[type[Event], str] = {
    MoodRevealed: "revealed",
    CardsRevealed: "revealed",
    TribouletGuessed: "revealed",
    CardDrawn: "drawn",
    StanczykDrew: "drawn",
    RoundStarted: "nothing_yet",
}
"""The events that end the trail, with the reason they give."""


def after(trail: Trail, seat: int, mover: int | None, events: list[Event]) -> Trail:
    """The trail once ``seat`` has acted with ``events`` and ``mover`` decides next."""
    for event in events:
        reason = BOUNDARIES.get(type(event))
        if reason is not None:
            return 0, reason, seat
    steps, _, last = trail
    if mover == seat:
        return steps + 1, "nothing_yet", seat
    return 0, "answered" if mover == last else "nothing_yet", seat
