"""Colour-vision deficiency simulation and colour distance, for checking the palette.

Machado, Oliveira & Fernandes (2009) matrices at full severity, applied in linear RGB; the
distance is CIE76 Delta E in CIELAB (D65). Pure Python: the tests and tools use it on a few
sampled pixels, never per frame.
"""

from __future__ import annotations

from typing import Sequence

Colour = Sequence[int]

MACHADO = {
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779),
                   (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
DEFICIENCIES = tuple(MACHADO)


def _to_linear(c: float) -> float:
    c /= 255.0
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _to_srgb(v: float) -> int:
    v = max(0.0, min(1.0, v))
    s = 12.92 * v if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055
    return int(round(s * 255))


def simulate(colour: Colour, deficiency: str) -> tuple[int, int, int]:
    """How ``colour`` looks to someone with the deficiency (full severity)."""
    m = MACHADO[deficiency]
    lin = [_to_linear(colour[i]) for i in range(3)]
    out = [sum(m[r][k] * lin[k] for k in range(3)) for r in range(3)]
    return (_to_srgb(out[0]), _to_srgb(out[1]), _to_srgb(out[2]))


def to_lab(colour: Colour) -> tuple[float, float, float]:
    r, g, b = (_to_linear(colour[i]) for i in range(3))
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116
    fx, fy, fz = f(x), f(y), f(z)
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def delta_e(a: Colour, b: Colour) -> float:
    la, lb = to_lab(a), to_lab(b)
    return sum((la[i] - lb[i]) ** 2 for i in range(3)) ** 0.5


def worst_distance(colours: Sequence[Colour]) -> tuple[float, str]:
    """The smallest Delta E between any two of ``colours``, seen normally or with any of the
    three deficiencies, and which view gave it."""
    worst, where = 1e9, ""
    for view in ("normal", *DEFICIENCIES):
        seen = [tuple(c[:3]) if view == "normal" else simulate(c, view) for c in colours]
        for i in range(len(seen)):
            for j in range(i + 1, len(seen)):
                d = delta_e(seen[i], seen[j])
                if d < worst:
                    worst, where = d, view
    return worst, where
