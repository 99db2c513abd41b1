"""Synthesise Railyard's sound effects (click, card, place, score) as small .ogg files.

Run from the repository root: ``python assets/sounds/generate.py`` (needs ``oggenc``
from Debian's vorbis-tools). The output is committed; the game only loads the .ogg
files. Everything here is made from sine waves and seeded noise: no recordings.
"""

from __future__ import annotations

import math
import random
import shutil
import struct
import subprocess
import tempfile
import wave
from pathlib import Path

RATE = 22050
HERE = Path(__file__).resolve().parent


def envelope(t: float, attack: float, decay: float) -> float:
    if t < attack:
        return t / attack
    return math.exp(-(t - attack) / decay)


def click() -> list[float]:
    n = int(RATE * 0.045)
    return [0.55 * envelope(i / RATE, 0.001, 0.008) * math.sin(2 * math.pi * 1900 * i / RATE)
            for i in range(n)]


def card() -> list[float]:
    rng = random.Random(7)
    n = int(RATE * 0.16)
    out, low = [], 0.0
    for i in range(n):
        t = i / RATE
        low += 0.35 * (rng.uniform(-1, 1) - low)  # a soft low-pass: paper, not hiss
        sweep = 0.5 + 0.5 * math.sin(math.pi * t / 0.16)
        out.append(0.7 * sweep * envelope(t, 0.02, 0.05) * low)
    return out


def place() -> list[float]:
    rng = random.Random(3)
    n = int(RATE * 0.18)
    out = []
    for i in range(n):
        t = i / RATE
        body = math.sin(2 * math.pi * 196 * t) + 0.5 * math.sin(2 * math.pi * 392 * t)
        knock = rng.uniform(-1, 1) * envelope(t, 0.0005, 0.004)
        out.append(0.45 * envelope(t, 0.002, 0.035) * body + 0.3 * knock)
    return out


def score() -> list[float]:
    notes = (523.25, 659.25, 783.99, 1046.5)
    n = int(RATE * 0.75)
    out = [0.0] * n
    for k, freq in enumerate(notes):
        start = int(RATE * 0.09 * k)
        for i in range(start, n):
            t = (i - start) / RATE
            tone = math.sin(2 * math.pi * freq * t) + 0.3 * math.sin(4 * math.pi * freq * t)
            out[i] += 0.2 * envelope(t, 0.005, 0.18) * tone
    return out


EFFECTS = {"click": click, "card": card, "place": place, "score": score}


def write_wav(path: Path, samples: list[float]) -> None:
    fade = int(RATE * 0.005)
    for i in range(min(fade, len(samples))):
        samples[-1 - i] *= i / fade
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(b"".join(struct.pack("<h", int(32767 * max(-1.0, min(1.0, s))))
                                 for s in samples))


def main() -> None:
    if shutil.which("oggenc") is None:
        raise SystemExit("oggenc is needed: apt-get install vorbis-tools")
    with tempfile.TemporaryDirectory() as tmp:
        for name, make in EFFECTS.items():
            wav = Path(tmp) / f"{name}.wav"
            write_wav(wav, make())
            subprocess.run(["oggenc", "-Q", "-q", "3", "--serial", "1", "-o",
                            str(HERE / f"{name}.ogg"), str(wav)], check=True)
            print(f"{name}.ogg: {(HERE / f'{name}.ogg').stat().st_size} bytes")


if __name__ == "__main__":
    main()
