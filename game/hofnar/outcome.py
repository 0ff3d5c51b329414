"""One finished round of Hofnar as data, on the package's floor: the state keeps the rounds played, the scoring
writes them and the result tells them, so the record sits below all three."""

from __future__ import annotations

import dataclasses
from typing import Any


@dataclasses.dataclass(frozen=True, slots=True)
class RoundOutcome:
    """One round as the result tells it: the mood, every score, the winner and loser and why.

    ``loser_reason`` is "score" (the worst card), "tie" (chosen by ``loser_chosen_by``) or "stanczyk" (drawn by
    Stanczyk's effect); ``triboulet`` is the jester whose right guess ended the game in this round (no loser then).
    """

    round: int
    final: bool
    mood: str
    scores: tuple[tuple[int, int], ...]
    winner: int | None
    winner_chosen_by: int | None
    loser: int | None
    loser_chosen_by: int | None
    loser_reason: str | None
    favourite_spared: int | None
    stanczyk_draws: tuple[tuple[int, int], ...]
    lives_left: int | None
    triboulet: int | None

    def to_json(self) -> dict[str, Any]:
        """The outcome as JSON data."""
        data = dataclasses.asdict(self)
        data["scores"] = [list(score) for score in self.scores]
        data["stanczyk_draws"] = [list(draw) for draw in self.stanczyk_draws]
        return data
