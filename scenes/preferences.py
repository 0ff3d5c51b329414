"""The player's settings, as plain data with JSON in and out.

Apart from the statistics and the lessons (``scenes.profile``): the settings are read before the menu shows, and the
others' classes, and the match records they name, cost the executable's start milliseconds it has not got (issue 37
§7). Reading is strict value by value but forgiving as a whole, as the profile's is: a value that is not exactly of
its kind is refused and named, its default taken, and every other setting kept.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Container
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
    wait_after_round: bool = False
    """Hold each scoring moment (a conflict, a round, a chapter, an elimination) until the player clicks, with no
    time limit."""

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
    def from_json(cls, data: Any) -> tuple[Settings, list[str]]:
        """Read settings: every valid field, defaults for the rest, and the names of the fields refused."""
        settings = cls()
        if not isinstance(data, dict):
            return settings, ["settings"]
        refused = sorted(str(key) for key in data.keys() - SETTING_CHOICES.keys())
        for key, choices in SETTING_CHOICES.items():
            if key not in data:
                continue
            value = data[key]
            if type(value) is type(getattr(settings, key)) and value in choices:
                setattr(settings, key, value)
            else:
                refused.append(key)
        return settings, refused


class WindowSetting:
    """The windows a setting may name: an offered size, fullscreen, or the size a person dragged the window to
    ("1500x850"), within sane bounds."""

    def __contains__(self, value: object) -> bool:
        if value in WINDOW_SIZES:
            return True
        width, _, height = str(value).partition("x")
        if not (width.isdigit() and height.isdigit()) or value != f"{int(width)}x{int(height)}":
            return False
        return MIN_WINDOW[0] <= int(width) <= MAX_WINDOW[0] and MIN_WINDOW[1] <= int(height) <= MAX_WINDOW[1]


MIN_WINDOW = (640, 360)
MAX_WINDOW = (7680, 4320)

SETTING_CHOICES: dict[str, Container[Any]] = {
    "window": WindowSetting(),
    "animation_speed": ANIMATION_SPEEDS,
    "volume": range(101),
    "muted": (False, True),
    "language": tuple(LANGUAGES),
    "wait_after_round": (False, True),
}
"""Every setting and the values it may take; a value must also be of the default's exact type (no bool volume)."""
