"""The table's sounds: made by our own script, kept in the repo, quiet, and played by the kit's primitives."""

from __future__ import annotations

import wave
from pathlib import Path

import pytest

from game.core import Seat
from scenes.audio import MIX, Audio
from scenes.drive import drag, frames
from scenes.resources import asset_path
from scenes.tables.kit.script import CUES, PLACE, REFUSAL, SLIDE
from scripts import make_sounds
from tests.scenes.test_hofverrat_table import (
    COMPUTER,
    PERSON,
    hand_spot,
    open_hofverrat,
    plain,
    seed_where,
    settle,
    side_spot,
)


@pytest.mark.parametrize("cue", CUES)
def test_every_cue_is_a_short_quiet_mono_wav_made_by_the_script(cue: str, tmp_path: Path):
    path = asset_path("sounds", f"{cue}.wav")
    with wave.open(str(path)) as sound:
        assert (sound.getnchannels(), sound.getsampwidth(), sound.getframerate()) == (1, 2, make_sounds.RATE)
        frames_ = sound.readframes(sound.getnframes())
        assert sound.getnframes() / sound.getframerate() < 2.5, "a cue is short"
    samples = memoryview(frames_).cast("h")
    assert max(abs(value) for value in samples) <= round(make_sounds.PEAK * 32767) + 1, "mixed quietly"
    fresh = tmp_path / f"{cue}.wav"
    make_sounds.write(fresh, make_sounds.SOUNDS[cue]())
    assert fresh.read_bytes() == path.read_bytes(), "the committed file is what the script makes"


def test_volume_and_mute_come_from_the_settings():
    audio = Audio()
    audio.set_volume(50, False)
    assert audio.volume == pytest.approx(0.5 * MIX)
    audio.set_volume(100, True)
    assert audio.volume == 0.0


def test_a_move_slides_and_lands_audibly_and_a_refusal_is_heard(data_folder: Path, monkeypatch):
    seed = seed_where(lambda state: state.to_move == 0 and all(plain(card) for card in state.hands[0]))
    app, match = open_hofverrat(data_folder, [PERSON, COMPUTER], seed, speed="normal")
    played: list[str] = []
    monkeypatch.setattr(app.audio, "play", played.append)
    table = app.top
    settle(app, table)
    first, second, _ = table.view.hand
    drag(app, hand_spot(table, first), side_spot(table, first, 0))
    frames(app, 60)
    assert SLIDE in played and PLACE in played
    settle(app, table)
    drag(app, hand_spot(table, second), side_spot(table, second, 1))
    assert played[-1] == REFUSAL and len(match.record.actions) == 1


def test_instant_speed_plays_no_sounds(data_folder: Path, monkeypatch):
    app, match = open_hofverrat(data_folder, [Seat("A", "computer", "easy"), COMPUTER], 3)
    played: list[str] = []
    monkeypatch.setattr(app.audio, "play", played.append)
    while len(match.record.actions) < 12:
        frames(app)
    assert not played, "nothing is heard when nothing is seen moving"
