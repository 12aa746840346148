"""Renders the app's PNG icons from assets/icon.svg through headless Chromium (committed output).

    .venv/bin/python tools/make_icons.py

``assets/icon.svg`` is the art (also the page's favicon): a terracotta tile with a gold
border and a Roman X, the X in ``<g id="mark">``. From it:

- ``icon-192.png``, ``icon-512.png``: the tile as it is (purpose "any", transparent corners);
- ``icon-maskable-512.png``: full bleed, no transparency; the X and a gold ring inside the
  safe circle (80 % of the width), since a platform may cut any shape from the rest;
- ``apple-touch-icon.png`` (180 x 180): full bleed and opaque too, as iPadOS rounds the
  corners itself and shows transparency as black.

Chromium draws each one at its own size (no downscaling), and the PNGs are written again
here with a palette of the 256 most frequent colours: the flat art has only a few, and the
rarer shades of the anti-aliased edges (a few hundred pixels of 512 x 512) take the nearest
kept one. Half the bytes of Chromium's own PNGs, and the same bytes for the same pixels (no
timestamps). Run it after changing the SVG and
commit the PNGs; tests/unit/test_install.py checks sizes, opacity and the safe circle.
"""

from __future__ import annotations

import struct
import sys
import xml.etree.ElementTree as ET
import zlib
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "assets/icon.svg"
OUT = ROOT / "assets/icons"
SVG_NS = "http://www.w3.org/2000/svg"
BACKGROUND = "#7a2e14"  # the tile, index.html's theme-color
GOLD = "#b8892b"
# The safe circle of a maskable icon: 40 % of the width around the centre.
SAFE_RADIUS = 0.4
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--no-first-run", "--font-render-hinting=none"]


def mark_svg() -> str:
    """The X of assets/icon.svg (its ``<g id="mark">``), as SVG markup."""
    ET.register_namespace("", SVG_NS)
    tree = ET.fromstring(SVG.read_text())
    mark = tree.find(f".//{{{SVG_NS}}}g[@id='mark']")
    if mark is None:
        raise SystemExit("assets/icon.svg has no <g id='mark'>")
    return ET.tostring(mark, encoding="unicode").replace(f' xmlns="{SVG_NS}"', "")


def full_bleed(inner: str) -> str:
    return (
        f'<svg xmlns="{SVG_NS}" viewBox="0 0 512 512"><rect width="512" height="512" fill="{BACKGROUND}"/>'
        f"{inner}</svg>"
    )


def maskable_svg() -> str:
    # The ring's outer edge (196 + 5) and the X (scaled about the centre) stay inside 204.8.
    ring = f'<circle cx="256" cy="256" r="196" fill="none" stroke="{GOLD}" stroke-width="10"/>'
    mark = f'<g transform="translate(256 256) scale(0.84) translate(-256 -256)">{mark_svg()}</g>'
    return full_bleed(ring + mark)


def apple_svg() -> str:
    border = f'<rect x="36" y="36" width="440" height="440" rx="84" fill="none" stroke="{GOLD}"'
    border += ' stroke-width="14"/>'
    return full_bleed(border + mark_svg())


def variants() -> dict[str, tuple[int, str]]:
    tile = SVG.read_text()
    return {
        "icon-192.png": (192, tile),
        "icon-512.png": (512, tile),
        "icon-maskable-512.png": (512, maskable_svg()),
        "apple-touch-icon.png": (180, apple_svg()),
    }


# --- PNG, lossless (standard library only) ----------------------------------------------------
def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def _paeth(a: int, b: int, c: int) -> int:
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    return a if pa <= pb and pa <= pc else b if pb <= pc else c


def _unfilter(raw: bytes, width: int, height: int, bpp: int) -> list[bytearray]:
    stride = width * bpp
    rows: list[bytearray] = []
    prev = bytearray(stride)
    pos = 0
    for _ in range(height):
        kind, line = raw[pos], bytearray(raw[pos + 1 : pos + 1 + stride])
        pos += 1 + stride
        for i in range(stride):
            left = line[i - bpp] if i >= bpp else 0
            up = prev[i]
            corner = prev[i - bpp] if i >= bpp else 0
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                line[i] = (line[i] + _paeth(left, up, corner)) & 0xFF
        rows.append(line)
        prev = line
    return rows


def read_png(path: Path) -> tuple[int, int, list[list[tuple[int, int, int, int]]]]:
    """Width, height and RGBA rows of an 8-bit, non-interlaced PNG (RGB, RGBA or palette)."""
    data = path.read_bytes()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(f"{path}: not a PNG")
    pos, idat, palette, alpha = 8, b"", [], b""
    width = height = kind = 0
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos : pos + 4])
        tag, body = data[pos + 4 : pos + 8], data[pos + 8 : pos + 8 + length]
        pos += 12 + length
        if tag == b"IHDR":
            width, height, depth, kind, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if depth != 8 or interlace or kind not in (2, 3, 6):
                raise ValueError(f"{path}: only 8-bit RGB, RGBA or palette PNGs are read here")
        elif tag == b"PLTE":
            palette = [tuple(body[i : i + 3]) for i in range(0, len(body), 3)]
        elif tag == b"tRNS":
            alpha = body
        elif tag == b"IDAT":
            idat += body
    bpp = {2: 3, 3: 1, 6: 4}[kind]
    rows = _unfilter(zlib.decompress(idat), width, height, bpp)
    pixels = []
    for line in rows:
        if kind == 6:
            pixels.append([tuple(line[i : i + 4]) for i in range(0, len(line), 4)])
        elif kind == 2:
            pixels.append([(*line[i : i + 3], 255) for i in range(0, len(line), 3)])
        else:
            pixels.append([(*palette[i], alpha[i] if i < len(alpha) else 255) for i in line])
    return width, height, pixels


def _best_filter(line: bytes, prev: bytes, bpp: int) -> bytes:
    """Filters 0-4 tried on one row; the one with the smallest sum of magnitudes wins."""
    candidates = []
    for kind in range(5):
        out = bytearray([kind])
        for i, x in enumerate(line):
            left = line[i - bpp] if i >= bpp else 0
            up = prev[i]
            corner = prev[i - bpp] if i >= bpp else 0
            predictor = (0, left, up, (left + up) // 2, _paeth(left, up, corner))[kind]
            out.append((x - predictor) & 0xFF)
        candidates.append((sum(b if b < 128 else 256 - b for b in out[1:]), kind, bytes(out)))
    return min(candidates)[2]


def limit_colours(pixels: list[list[tuple[int, int, int, int]]], most: int = 256) -> list[list[tuple]]:
    """The ``most`` most frequent colours stay; every other takes the nearest of them."""
    counts = Counter(p for row in pixels for p in row)
    kept = [colour for colour, _ in counts.most_common(most)]
    nearest = {
        colour: min(kept, key=lambda k: sum((a - b) ** 2 for a, b in zip(k, colour))) for colour in counts
    }
    return [[nearest[p] for p in row] for row in pixels]


def write_png(path: Path, width: int, height: int, pixels: list[list[tuple[int, int, int, int]]]) -> None:
    colours = sorted({p for row in pixels for p in row}, key=lambda p: (p[3] == 255, p))
    opaque = all(p[3] == 255 for p in colours)
    chunks = []
    if len(colours) <= 256:  # exact palette; translucent entries first, so tRNS stays short
        index = {p: i for i, p in enumerate(colours)}
        header = struct.pack(">IIBBBBB", width, height, 8, 3, 0, 0, 0)
        chunks.append(_chunk(b"PLTE", b"".join(bytes(p[:3]) for p in colours)))
        if not opaque:
            chunks.append(_chunk(b"tRNS", bytes(p[3] for p in colours if p[3] < 255)))
        raw = b"".join(b"\0" + bytes(index[p] for p in row) for row in pixels)
    else:
        bpp = 3 if opaque else 4
        header = struct.pack(">IIBBBBB", width, height, 8, 2 if opaque else 6, 0, 0, 0)
        prev = bytes(width * bpp)
        parts = []
        for row in pixels:
            line = bytes(c for p in row for c in (p[:3] if opaque else p))
            parts.append(_best_filter(line, prev, bpp))
            prev = line
        raw = b"".join(parts)
    body = _chunk(b"IHDR", header) + b"".join(chunks) + _chunk(b"IDAT", zlib.compress(raw, 9))
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + body + _chunk(b"IEND", b""))


def render(page, size: int, svg: str, target: Path) -> None:  # noqa: ANN001 - Playwright page
    sized = svg.replace("<svg ", f'<svg width="{size}" height="{size}" ', 1)
    page.set_viewport_size({"width": size, "height": size})
    page.set_content(f'<html><body style="margin:0;background:transparent">{sized}</body></html>')
    shot = target.with_suffix(".raw.png")
    page.screenshot(
        path=str(shot), omit_background=True, clip={"x": 0, "y": 0, "width": size, "height": size}
    )
    width, height, pixels = read_png(shot)
    shot.unlink()
    write_png(target, width, height, limit_colours(pixels))


def main() -> int:
    from playwright.sync_api import sync_playwright

    OUT.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_page(device_scale_factor=1)
        for name, (size, svg) in variants().items():
            render(page, size, svg, OUT / name)
            print(f"assets/icons/{name}: {size}x{size}, {(OUT / name).stat().st_size} bytes")
        browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
