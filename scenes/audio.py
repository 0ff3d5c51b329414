"""Sound output that is allowed to be missing: with no audio device the game plays on in silence.

The sounds are ``assets/sounds/<name>.wav``, synthesised by ``scripts/make_sounds.py``. They are mixed quietly: the
settings' volume (0–100) is scaled by ``MIX``, so even full volume stays beneath a voice in the room, and mute (or
volume 0) plays nothing at all.
"""

from __future__ import annotations

import pygame

from scenes.resources import asset_path

MIX = 0.6
"""The share of full loudness that the settings' full volume gives."""


class Audio:
    """The mixer if SDL can open an audio device, else a silent stand-in with the same methods."""

    def __init__(self) -> None:
        try:
            pygame.mixer.init()
        except pygame.error:
            self.available = False
        else:
            self.available = True
        self._volume = 1.0
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}

    @property
    def volume(self) -> float:
        """The loudness sounds play at now (0 when muted), after the quiet mix."""
        return self._volume

    def set_volume(self, volume: int, muted: bool) -> None:
        """Set the volume from the settings (0–100), or silence when muted."""
        self._volume = 0.0 if muted else volume / 100 * MIX

    def play(self, name: str) -> None:
        """Play ``assets/sounds/<name>.wav`` if there is a device and the file exists; otherwise do nothing."""
        if not self.available or self._volume == 0.0:
            return
        if name not in self._sounds:
            path = asset_path("sounds", f"{name}.wav")
            try:
                self._sounds[name] = pygame.mixer.Sound(path) if path.exists() else None
            except pygame.error:
                self._sounds[name] = None
        sound = self._sounds[name]
        if sound is not None:
            sound.set_volume(self._volume)
            sound.play()
