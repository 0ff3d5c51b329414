"""The player's saved record of play: statistics and lesson progress, as plain data with JSON in and out (the settings
are ``scenes.preferences``', which the menu reads before it shows, without these).

Reading is strict value by value but forgiving as a whole: a value that is not exactly of its kind (a language given
as a list, a count given as text) is refused and named, its default or its entry left out, and everything else kept,
so one odd value never costs the player their other settings or their other games. The storage says so and keeps
the original file aside (see ``storage``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from game.core import LEVELS, Seat
from game.core.record import name_problem
from game.core.values import fits

STATISTICS_VERSION = 2
"""Version 1 counted games per title only; version 2 counts them per computer level faced and keeps recent results."""
PEOPLE_ONLY = "people"
"""The 'level' of a game without computer seats."""
EARLIER = "earlier"
"""The 'level' of games counted by version 1, which did not note it."""
OPPONENTS = (*LEVELS, PEOPLE_ONLY, EARLIER)
"""Every kind of opposition a game is counted under, in the order the statistics screen lists them."""
RECENT = 5
"""How many of a title's latest results are kept."""


def _count(value: Any) -> bool:
    """True for a number of games: an int (not a bool, not 3.0), not negative, of a sane size."""
    return fits(value, int) and value >= 0


def _score(value: Any) -> bool:
    """True for a best score: an int of a sane size, or None when no person played."""
    return value is None or fits(value, int)


@dataclasses.dataclass
class Tally:
    """Games against one kind of opposition: finished, won by a person (a shared victory counts), and the best score
    a person made (None while no person has played)."""

    played: int = 0
    won: int = 0
    best: int | None = None

    @property
    def share(self) -> float | None:
        """The share of games won, or None before the first."""
        return self.won / self.played if self.played else None

    @classmethod
    def from_json(cls, data: Any) -> Tally | None:
        """The tally ``data`` describes, or None when it is not exactly one."""
        if not isinstance(data, dict) or data.keys() != {"played", "won", "best"}:
            return None
        played, won, best = data["played"], data["won"], data["best"]
        if not (_count(played) and _count(won) and won <= played and _score(best)):
            return None
        return cls(played, won, best)


@dataclasses.dataclass(frozen=True)
class Outcome:
    """One finished game as the statistics remember it: the strongest opposition, whether a person won, the best
    score a person made, the day it ended (ISO date, as text), and whether the person took moves back that the
    computers had answered (the game is then marked "with take-backs"). ``ranked`` is False when every person sat
    at a seat that does not compete (Hofnar's King, HN-18): such a game is neither won nor lost, and counted apart."""

    opponents: str
    won: bool
    score: int | None
    day: str
    take_backs: bool = False
    ranked: bool = True
    played_on: bool = False
    """The game was played on from a moment of a replay (``game.core.replay.played_on``): marked so in the list."""

    def to_json(self) -> dict[str, Any]:
        """The outcome as JSON-ready data; ``take_backs`` only when true and ``ranked`` only when false, so other
        games read as before they existed."""
        data = dataclasses.asdict(self)
        if not self.take_backs:
            del data["take_backs"]
        if self.ranked:
            del data["ranked"]
        if not self.played_on:
            del data["played_on"]
        return data

    @classmethod
    def from_json(cls, data: Any) -> Outcome | None:
        """The outcome ``data`` describes, or None when it is not exactly one."""
        if not isinstance(data, dict) or data.keys() - {"take_backs", "ranked", "played_on"} != OUTCOME_KEYS:
            return None
        opponents, won, score, day = data["opponents"], data["won"], data["score"], data["day"]
        if opponents not in OPPONENTS or type(won) is not bool or not _score(score) or not _is_day(day):
            return None
        take_backs, ranked = data.get("take_backs", False), data.get("ranked", True)
        if (take_backs is not True and "take_backs" in data) or (ranked is not False and "ranked" in data):
            return None
        played_on = data.get("played_on", False)
        if played_on is not True and "played_on" in data:
            return None
        if not ranked and (won or score is not None):
            return None
        return cls(opponents, won, score, day, take_backs, ranked, played_on)


OUTCOME_KEYS = frozenset({"opponents", "won", "score", "day"})
"""The keys every outcome holds; ``take_backs`` is added only to a game with take-backs."""


def _is_day(value: Any) -> bool:
    """True for an ISO date such as ``2026-11-25``."""
    if not isinstance(value, str) or len(value) != 10:
        return False
    year, month, day = value[:4], value[5:7], value[8:]
    return value[4] == value[7] == "-" and all(part.isascii() and part.isdigit() for part in (year, month, day))


def opposition(seats: Sequence[Seat]) -> str:
    """What a game is counted under: the strongest computer level at the table, or ``PEOPLE_ONLY``."""
    levels = [seat.level for seat in seats if not seat.is_human]
    return max(levels, key=LEVELS.index) if levels else PEOPLE_ONLY


@dataclasses.dataclass
class TitleStatistics:
    """How one title went so far: a tally per kind of opposition, the games a person only judged (as Hofnar's King:
    neither won nor lost, so counted apart from the tallies) and the latest results, newest first."""

    tallies: dict[str, Tally] = dataclasses.field(default_factory=dict)
    recent: list[Outcome] = dataclasses.field(default_factory=list)
    unranked: int = 0

    @property
    def played(self) -> int:
        """Games finished, against any opposition."""
        return sum(tally.played for tally in self.tallies.values())

    @property
    def won(self) -> int:
        """Games a person won, against any opposition."""
        return sum(tally.won for tally in self.tallies.values())

    def count(self, outcome: Outcome) -> None:
        """Count one finished game (one a person only judged apart from the tallies)."""
        self.recent = [outcome, *self.recent][:RECENT]
        if not outcome.ranked:
            self.unranked += 1
            return
        tally = self.tallies.setdefault(outcome.opponents, Tally())
        tally.played += 1
        tally.won += int(outcome.won)
        if outcome.score is not None and (tally.best is None or outcome.score > tally.best):
            tally.best = outcome.score

    def to_json(self) -> dict[str, Any]:
        """The title's statistics as JSON-ready data (``unranked`` only when some game was only judged)."""
        data: dict[str, Any] = {
            "tallies": {opponents: dataclasses.asdict(tally) for opponents, tally in self.tallies.items()},
            "recent": [outcome.to_json() for outcome in self.recent],
        }
        if self.unranked:
            data["unranked"] = self.unranked
        return data

    @classmethod
    def from_json(cls, data: Any) -> tuple[TitleStatistics, int]:
        """Read one title's statistics: every valid part, and how many parts were refused."""
        entry = cls()
        if not isinstance(data, dict) or data.keys() - {"unranked"} != {"tallies", "recent"}:
            return entry, 1
        unranked = data.get("unranked", 0)
        if _count(unranked) and ("unranked" not in data or unranked > 0):
            entry.unranked = unranked
        else:
            return entry, 1
        tallies = data["tallies"] if isinstance(data["tallies"], dict) else None
        recent = data["recent"] if isinstance(data["recent"], list) else None
        refused = (tallies is None) + (recent is None)
        for opponents, tally_data in (tallies or {}).items():
            tally = Tally.from_json(tally_data)
            if opponents in OPPONENTS and tally is not None:
                entry.tallies[opponents] = tally
            else:
                refused += 1
        for outcome_data in recent or []:
            outcome = Outcome.from_json(outcome_data)
            if outcome is not None and len(entry.recent) < RECENT:
                entry.recent.append(outcome)
            else:
                refused += 1
        return entry, refused

    @classmethod
    def from_version_1(cls, data: Any) -> TitleStatistics | None:
        """Migrate a version-1 entry (games and wins, no levels) into the ``EARLIER`` tally; None if it is not one."""
        if not isinstance(data, dict) or data.keys() != {"played", "won"}:
            return None
        tally = Tally.from_json({**data, "best": None})
        return cls({EARLIER: tally}) if tally is not None else None


@dataclasses.dataclass
class Statistics:
    """Finished games per title id."""

    titles: dict[str, TitleStatistics] = dataclasses.field(default_factory=dict)

    def record_game(self, title_id: str, outcome: Outcome) -> None:
        """Count one finished game of ``title_id``."""
        self.titles.setdefault(title_id, TitleStatistics()).count(outcome)

    def to_json(self) -> dict[str, Any]:
        """The statistics as JSON-ready data (version ``STATISTICS_VERSION``)."""
        return {"titles": {title: entry.to_json() for title, entry in self.titles.items()}}

    @classmethod
    def from_json(cls, data: Any, version: int = STATISTICS_VERSION) -> tuple[Statistics, int]:
        """Read statistics of ``version`` (1 is migrated): every valid entry, and how many entries were refused."""
        statistics = cls()
        if not isinstance(data, dict) or data.keys() != {"titles"} or not isinstance(data["titles"], dict):
            return statistics, 1
        refused = 0
        for title, entry_data in data["titles"].items():
            if name_problem(title) is not None:
                refused += 1
            elif version == 1:
                entry = TitleStatistics.from_version_1(entry_data)
                refused += entry is None
                if entry is not None:
                    statistics.titles[title] = entry
            else:
                entry, bad = TitleStatistics.from_json(entry_data)
                refused += bad
                if entry.tallies or entry.recent:
                    statistics.titles[title] = entry
        return statistics, refused


LESSONS_VERSION = 1
"""The version of the lesson progress file."""


@dataclasses.dataclass
class LessonProgress:
    """How far the person got in one title's lesson: the step it is taken up at again, and whether it was finished
    (the Learn screen's mark)."""

    step: int = 0
    done: bool = False

    @classmethod
    def from_json(cls, data: Any) -> LessonProgress | None:
        """The progress ``data`` describes, or None when it is not exactly one."""
        if not isinstance(data, dict) or data.keys() != {"step", "done"}:
            return None
        step, done = data["step"], data["done"]
        if not _count(step) or type(done) is not bool:
            return None
        return cls(step, done)


@dataclasses.dataclass
class Lessons:
    """Lesson progress per title id."""

    titles: dict[str, LessonProgress] = dataclasses.field(default_factory=dict)

    def of(self, title_id: str) -> LessonProgress:
        """The progress of ``title_id``'s lesson (a lesson never opened is at its first step, not done)."""
        return self.titles.get(title_id, LessonProgress())

    def to_json(self) -> dict[str, Any]:
        """The progress as JSON-ready data (version ``LESSONS_VERSION``)."""
        return {"titles": {title: dataclasses.asdict(progress) for title, progress in self.titles.items()}}

    @classmethod
    def from_json(cls, data: Any) -> tuple[Lessons, int]:
        """Read lesson progress: every valid entry, and how many entries were refused."""
        lessons = cls()
        if not isinstance(data, dict) or data.keys() != {"titles"} or not isinstance(data["titles"], dict):
            return lessons, 1
        refused = 0
        for title, entry in data["titles"].items():
            progress = LessonProgress.from_json(entry)
            if progress is None or name_problem(title) is not None:
                refused += 1
            else:
                lessons.titles[title] = progress
        return lessons, refused
