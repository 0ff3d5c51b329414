"""The player's saved profile: settings and statistics, as plain data with JSON in and out.

Reading is forgiving field by field: an unknown or out-of-range value takes its default, so one odd value never
costs the player their other settings. Only a file that is not JSON at all counts as damaged (see ``storage``).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from scenes.i18n import LANGUAGES
from scenes.ui.tween import SPEEDS

WINDOW_SIZES = ("1280x720", "1600x900", "1920x1080", "fullscreen")
ANIMATION_SPEEDS = tuple(SPEEDS)
"""The animation speeds a player can choose, slowest first; ``tween.SPEEDS`` holds each one's rate."""


@dataclasses.dataclass
class Settings:
    """What the player chose on the settings screen."""

    window: str = "1280x720"
    animation_speed: str = "normal"
    volume: int = 80
    muted: bool = False
    language: str = "en"

    @property
    def window_size(self) -> tuple[int, int] | None:
        """The window's size in pixels, or None for fullscreen."""
        if self.window == "fullscreen":
            return None
        width, height = self.window.split("x")
        return int(width), int(height)

    @property
    def animation_rate(self) -> float:
        """The rate to pass to tweens and timelines (``tween.INSTANT`` finishes every animation at once)."""
        return SPEEDS[self.animation_speed]

    def to_json(self) -> dict[str, Any]:
        """The settings as JSON-ready data."""
        return dataclasses.asdict(self)

    @classmethod
    def from_json(cls, data: Any) -> Settings:
        """Read settings, keeping each valid field and defaulting the rest."""
        settings = cls()
        if not isinstance(data, dict):
            return settings
        if data.get("window") in WINDOW_SIZES:
            settings.window = data["window"]
        if data.get("animation_speed") in ANIMATION_SPEEDS:
            settings.animation_speed = data["animation_speed"]
        volume = data.get("volume")
        if isinstance(volume, int) and not isinstance(volume, bool) and 0 <= volume <= 100:
            settings.volume = volume
        if isinstance(data.get("muted"), bool):
            settings.muted = data["muted"]
        if data.get("language") in LANGUAGES:
            settings.language = data["language"]
        return settings


@dataclasses.dataclass
class TitleStatistics:
    """How one title went so far: games finished and games a person won (a shared victory counts)."""

    played: int = 0
    won: int = 0


@dataclasses.dataclass
class Statistics:
    """Finished games per title id."""

    titles: dict[str, TitleStatistics] = dataclasses.field(default_factory=dict)

    def record_game(self, title_id: str, a_person_won: bool) -> None:
        """Count one finished game of ``title_id``."""
        entry = self.titles.setdefault(title_id, TitleStatistics())
        entry.played += 1
        entry.won += int(a_person_won)

    def to_json(self) -> dict[str, Any]:
        """The statistics as JSON-ready data."""
        return {"titles": {title: dataclasses.asdict(entry) for title, entry in self.titles.items()}}

    @classmethod
    def from_json(cls, data: Any) -> Statistics:
        """Read statistics, skipping entries that do not make sense."""
        statistics = cls()
        titles = data.get("titles") if isinstance(data, dict) else None
        for title, entry in (titles or {}).items():
            if isinstance(entry, dict) and all(isinstance(entry.get(key), int) for key in ("played", "won")):
                statistics.titles[str(title)] = TitleStatistics(entry["played"], entry["won"])
        return statistics
