"""Draw the Forbidden Sky app icon and write it as PNG, ICO (Windows) and ICNS (macOS).

    python tools/make_icon.py [--out assets/icon]

The emblem is our own, drawn procedurally with pygame: a silver rocket climbing out of a storm,
struck past by a yellow lightning bolt, on a rounded storm-violet tile. It is drawn once at twice
the largest size and scaled down, which anti-aliases the plain polygons.

ICO and ICNS files are written here rather than converted by PyInstaller, so the build needs no
Pillow: both formats may hold PNG images directly (ICO since Windows Vista, ICNS since macOS
10.7), which is also what Pillow itself writes.
"""

from __future__ import annotations

import argparse
import io
import math
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
DEFAULT_OUT = REPO / "assets" / "icon"
MASTER = 1024  # design grid; drawn at SUPERSAMPLE times this
SUPERSAMPLE = 2
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types holding PNG data, and their pixel sizes (Apple's iconutil set).
ICNS_TYPES = (("icp4", 16), ("icp5", 32), ("icp6", 64), ("ic07", 128), ("ic08", 256),
              ("ic09", 512), ("ic10", 1024), ("ic11", 32), ("ic12", 64), ("ic13", 256),
              ("ic14", 512))

NIGHT = (18, 22, 58)
VIOLET = (88, 44, 128)
CLOUD = (150, 150, 185)
SILVER = (226, 232, 240)
SHADE = (160, 172, 192)
RED = (214, 58, 52)
WINDOW = (70, 170, 230)
FLAME_OUT = (255, 140, 30)
FLAME_IN = (255, 230, 120)
BOLT = (255, 214, 40)
GLOW = (255, 250, 200)


def _pts(points: list[tuple[float, float]], k: float) -> list[tuple[float, float]]:
    return [(x * k, y * k) for x, y in points]


def draw_emblem(size: int = MASTER * SUPERSAMPLE) -> pygame.Surface:
    """The emblem at ``size`` pixels square (design coordinates are on a 1024 grid)."""
    k = size / MASTER
    # Background: a vertical night-to-violet gradient clipped to a rounded square.
    tile = pygame.Surface((size, size), pygame.SRCALPHA)
    for y in range(size):
        t = y / (size - 1)
        colour = [round(a + (b - a) * t) for a, b in zip(NIGHT, VIOLET, strict=True)]
        pygame.draw.line(tile, colour + [255], (0, y), (size - 1, y))
    mask = pygame.Surface((size, size), pygame.SRCALPHA)
    margin = round(40 * k)
    pygame.draw.rect(mask, (255, 255, 255, 255), (margin, margin, size - 2 * margin, size - 2 * margin),
                     border_radius=round(190 * k))
    tile.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)

    # Storm clouds along the bottom: translucent overlapping discs.
    clouds = pygame.Surface((size, size), pygame.SRCALPHA)
    for cx, cy, r, a in ((170, 860, 170, 150), (380, 900, 190, 170), (640, 880, 200, 150),
                         (860, 850, 170, 170), (520, 960, 220, 190)):
        pygame.draw.circle(clouds, CLOUD + (a,), (cx * k, cy * k), r * k)
    clouds.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    tile.blit(clouds, (0, 0))

    # The rocket, drawn upright on its own layer, then tilted to climb to the upper right.
    rocket = pygame.Surface((size, size), pygame.SRCALPHA)
    cx = 512
    pygame.draw.polygon(rocket, FLAME_OUT, _pts([(cx - 70, 700), (cx, 930), (cx + 70, 700)], k))
    pygame.draw.polygon(rocket, FLAME_IN, _pts([(cx - 38, 700), (cx, 840), (cx + 38, 700)], k))
    pygame.draw.polygon(rocket, RED, _pts([(cx - 95, 520), (cx - 190, 720), (cx - 95, 690)], k))
    pygame.draw.polygon(rocket, RED, _pts([(cx + 95, 520), (cx + 190, 720), (cx + 95, 690)], k))
    pygame.draw.rect(rocket, SILVER, [v * k for v in (cx - 95, 330, 190, 380)])
    pygame.draw.rect(rocket, SHADE, [v * k for v in (cx + 35, 330, 60, 380)])
    nose = [(cx - 95, 332)] + [(cx + 95 * math.cos(a), 332 - 230 * math.sin(a))
                               for a in (math.pi * i / 24 for i in range(24, -1, -1))]
    pygame.draw.polygon(rocket, RED, _pts(nose, k))
    pygame.draw.circle(rocket, SHADE, (cx * k, 430 * k), 62 * k)
    pygame.draw.circle(rocket, WINDOW, (cx * k, 430 * k), 46 * k)
    pygame.draw.circle(rocket, SILVER, ((cx - 16) * k, 414 * k), 12 * k)
    pygame.draw.rect(rocket, RED, [v * k for v in (cx - 95, 600, 190, 34)])
    rocket = pygame.transform.rotozoom(rocket, -28, 0.86)
    tile.blit(rocket, rocket.get_rect(center=(545 * k, 505 * k)))

    # The lightning bolt down the left side, with a soft glow behind it.
    bolt = [(300, 90), (150, 470), (265, 470), (160, 800), (400, 380), (280, 380), (390, 90)]
    glow = pygame.Surface((size, size), pygame.SRCALPHA)
    for width, alpha in ((60, 40), (36, 70), (18, 110)):
        pygame.draw.polygon(glow, GLOW + (alpha,), _pts(bolt, k), round(width * k))
    tile.blit(glow, (0, 0))
    pygame.draw.polygon(tile, BOLT, _pts(bolt, k))
    pygame.draw.polygon(tile, GLOW, _pts(bolt, k), max(1, round(6 * k)))
    return tile


def png_bytes(surface: pygame.Surface) -> bytes:
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "icon.png")
    return buffer.getvalue()


def scaled(master: pygame.Surface, px: int) -> pygame.Surface:
    surf = master
    # Halve step by step first: one big smoothscale jump loses the thin outlines.
    while surf.get_width() >= px * 4:
        surf = pygame.transform.smoothscale(surf, (surf.get_width() // 2, surf.get_height() // 2))
    return pygame.transform.smoothscale(surf, (px, px))


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICO file whose images are PNG-compressed (as Pillow writes them)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for px in sizes:
        data = pngs[px]
        side = 0 if px >= 256 else px  # 0 means 256 in an ICO directory entry
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICNS file: the 'icns' header then one (type, length, PNG) element per size."""
    body = b""
    for kind, px in ICNS_TYPES:
        data = pngs[px]
        body += kind.encode("ascii") + struct.pack(">I", 8 + len(data)) + data
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def make_icons(out: Path = DEFAULT_OUT) -> dict[str, Path]:
    out.mkdir(parents=True, exist_ok=True)
    master = draw_emblem()
    wanted = sorted(set(ICO_SIZES) | {px for _, px in ICNS_TYPES})
    pngs = {px: png_bytes(scaled(master, px)) for px in wanted}
    paths = {"png": out / "icon.png", "ico": out / "icon.ico", "icns": out / "icon.icns"}
    paths["png"].write_bytes(pngs[512])
    paths["ico"].write_bytes(ico_bytes({px: pngs[px] for px in ICO_SIZES}))
    paths["icns"].write_bytes(icns_bytes(pngs))
    return paths


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="folder for icon.png/.ico/.icns")
    args = parser.parse_args(argv)
    for path in make_icons(args.out).values():
        print(f"wrote {path} ({path.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
