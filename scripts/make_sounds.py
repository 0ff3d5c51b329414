"""Synthesise the table's sounds into assets/sounds/*.wav: our own synthesis, standard library only, no recordings.

Usage: ``python -m scripts.make_sounds`` (writes the files; the same script always writes the same bytes).

Each sound is a short mix of a few building blocks: noise shaped by an envelope (a card sliding over felt), a damped
low thump (a card set down), a pluck (a flip), and soft bell tones (points, a round, a game won). Everything is mixed
quietly (peaks about a third of full scale), so the game's volume setting starts from a calm level.
"""

from __future__ import annotations

import array
import math
import random
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22_050
PEAK = 0.34
"""The loudest sample of every sound, as a share of full scale."""
FOLDER = Path(__file__).resolve().parent.parent / "assets" / "sounds"

Signal = list[float]


def silence(seconds: float) -> Signal:
    return [0.0] * round(seconds * RATE)


def envelope(samples: int, attack: float, decay: float) -> Callable[[int], float]:
    """A rise over ``attack`` seconds, then an exponential fall with time constant ``decay`` seconds."""
    rise = max(1, round(attack * RATE))

    def level(index: int) -> float:
        if index < rise:
            return index / rise
        return math.exp(-(index - rise) / (decay * RATE))

    return level


def noise(seconds: float, seed: int, smooth: float, attack: float, decay: float) -> Signal:
    """Noise through a one-pole low-pass (``smooth`` near 1 is darker), shaped by an envelope."""
    rng = random.Random(seed)
    samples = round(seconds * RATE)
    level = envelope(samples, attack, decay)
    out, last = [], 0.0
    for index in range(samples):
        last = last * smooth + (rng.random() * 2 - 1) * (1 - smooth)
        out.append(last * level(index))
    return out


def tone(seconds: float, frequency: float, decay: float, attack: float = 0.004, glide: float = 0.0) -> Signal:
    """A soft bell: a sine with a quieter octave, fading; ``glide`` bends the pitch (octaves per second)."""
    samples = round(seconds * RATE)
    level = envelope(samples, attack, decay)
    out, phase = [], 0.0
    for index in range(samples):
        pitch = frequency * 2 ** (glide * index / RATE)
        phase += 2 * math.pi * pitch / RATE
        out.append((math.sin(phase) + 0.3 * math.sin(2 * phase)) * level(index))
    return out


def mix(*parts: tuple[float, Signal]) -> Signal:
    """Lay signals over each other, each starting at its offset in seconds."""
    length = max(round(start * RATE) + len(signal) for start, signal in parts)
    out = [0.0] * length
    for start, signal in parts:
        offset = round(start * RATE)
        for index, value in enumerate(signal):
            out[offset + index] += value
    return out


def normalised(signal: Signal) -> Signal:
    loudest = max(abs(value) for value in signal) or 1.0
    return [value / loudest * PEAK for value in signal]


def card_slide() -> Signal:
    return noise(0.22, 1, 0.55, 0.04, 0.06)


def card_place() -> Signal:
    return mix((0.0, noise(0.08, 2, 0.2, 0.001, 0.012)), (0.0, tone(0.12, 140, 0.03, 0.001)))


def flip() -> Signal:
    return mix((0.0, noise(0.05, 3, 0.3, 0.001, 0.01)), (0.06, noise(0.05, 4, 0.3, 0.001, 0.012)))


def deal() -> Signal:
    return mix(*((index * 0.07, noise(0.12, 10 + index, 0.5, 0.01, 0.03)) for index in range(5)))


def elimination() -> Signal:
    return mix(
        (0.0, noise(0.18, 5, 0.1, 0.001, 0.05)),
        (0.0, tone(0.5, 220, 0.16, 0.002, glide=-1.4)),
    )


def score_tick() -> Signal:
    return tone(0.09, 1320, 0.025, 0.001)


def round_won() -> Signal:
    notes = (523.25, 659.25, 783.99)
    return mix(*((index * 0.11, tone(0.5, pitch, 0.15)) for index, pitch in enumerate(notes)))


def game_won() -> Signal:
    notes = (392.0, 523.25, 659.25, 783.99, 1046.5)
    arpeggio = [(index * 0.12, tone(0.9, pitch, 0.3)) for index, pitch in enumerate(notes)]
    chord = [(0.65, tone(1.4, pitch, 0.5, 0.02)) for pitch in (523.25, 659.25, 783.99)]
    return mix(*arpeggio, *chord)


def refusal() -> Signal:
    return mix((0.0, tone(0.14, 196, 0.05, 0.003)), (0.12, tone(0.18, 165, 0.06, 0.003)))


SOUNDS: dict[str, Callable[[], Signal]] = {
    "card_slide": card_slide,
    "card_place": card_place,
    "flip": flip,
    "deal": deal,
    "elimination": elimination,
    "score_tick": score_tick,
    "round_won": round_won,
    "game_won": game_won,
    "refusal": refusal,
}
"""Every sound the table plays (``scenes.tables.kit.script.CUES``), by file name."""


def write(path: Path, signal: Signal) -> None:
    """A mono 16-bit WAV file."""
    samples = array.array("h", (round(value * 32767) for value in normalised(signal)))
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(samples.tobytes())


def main() -> None:
    FOLDER.mkdir(parents=True, exist_ok=True)
    for name, make in SOUNDS.items():
        path = FOLDER / f"{name}.wav"
        write(path, make())
        print(f"{path.relative_to(FOLDER.parent.parent)}  {path.stat().st_size // 1024} KiB")


if __name__ == "__main__":
    main()
