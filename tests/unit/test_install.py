"""The installable web app: the manifest, the icons made from assets/icon.svg, the page's links."""

from __future__ import annotations

import json
import math
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import gen_sw  # noqa: E402
import make_icons  # noqa: E402

MANIFEST = json.loads((ROOT / "manifest.webmanifest").read_text())
INDEX = (ROOT / "index.html").read_text()


def rgb(hex_colour: str) -> tuple[int, int, int, int]:
    value = hex_colour.lstrip("#")
    return (int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16), 255)


def test_the_manifest_installs_under_the_sites_own_path() -> None:
    # Relative: id and scope resolve against the manifest's URL (.../ludi/), so every copy of
    # the app on one host (a user's project pages share user.github.io) is an app of its own.
    assert MANIFEST["id"] == MANIFEST["start_url"] == MANIFEST["scope"] == "./"
    assert MANIFEST["display"] == "standalone"
    assert MANIFEST["name"] == "Ludi" and MANIFEST["short_name"] == "Ludi"
    assert MANIFEST["lang"] == "en" and MANIFEST["description"]
    assert set(MANIFEST["description_localized"]) == {"de", "fr"}
    theme = re.search(r'<meta name="theme-color" content="([^"]+)">', INDEX)
    assert theme and MANIFEST["theme_color"] == theme.group(1)
    parchment = re.search(r"--parchment: (#[0-9a-f]{6});", (ROOT / "css/ludi.css").read_text())
    assert parchment and MANIFEST["background_color"] == parchment.group(1)  # the loading screen's


def test_the_icons_are_there_at_their_sizes() -> None:
    declared = {(icon["sizes"], icon.get("purpose", "any")): icon["src"] for icon in MANIFEST["icons"]}
    assert {"192x192", "512x512"} <= {size for size, purpose in declared if purpose == "any"}
    assert ("512x512", "maskable") in declared
    for (sizes, _), src in declared.items():
        path = ROOT / src.removeprefix("./")
        assert path.is_file(), src
        if sizes != "any":
            width, height, _ = make_icons.read_png(path)
            assert f"{width}x{height}" == sizes, src
    width, height, pixels = make_icons.read_png(ROOT / "assets/icons/apple-touch-icon.png")
    assert (width, height) == (180, 180)
    assert all(p[3] == 255 for row in pixels for p in row)  # iPadOS shows transparency as black
    # Every PNG is one make_icons.py draws (none left over from an earlier set).
    assert {p.name for p in (ROOT / "assets/icons").iterdir()} == set(make_icons.variants())


def test_the_maskable_icon_keeps_its_art_inside_the_safe_circle() -> None:
    width, height, pixels = make_icons.read_png(ROOT / "assets/icons/icon-maskable-512.png")
    background = rgb(make_icons.BACKGROUND)
    centre, radius = width / 2, make_icons.SAFE_RADIUS * width
    outside = inside = 0
    for y, row in enumerate(pixels):
        for x, pixel in enumerate(row):
            assert pixel[3] == 255, (x, y)  # full bleed: a platform cuts its own shape
            if math.hypot(x + 0.5 - centre, y + 0.5 - centre) > radius:
                assert pixel == background, (x, y, pixel)
                outside += 1
            elif pixel != background:
                inside += 1
    assert outside > 0.4 * width * height and inside > 0.1 * width * height


def test_the_page_links_the_manifest_and_icons_and_the_worker_precaches_them() -> None:
    assert '<link rel="manifest" href="./manifest.webmanifest">' in INDEX
    assert '<link rel="apple-touch-icon" href="./assets/icons/apple-touch-icon.png">' in INDEX
    precache = set(gen_sw.precache_list())
    assert "manifest.webmanifest" in precache
    assert {f"assets/icons/{name}" for name in make_icons.variants()} <= precache


def test_the_page_keeps_the_install_offer_and_checks_for_updates_when_shown_again() -> None:
    """The behaviour is checked in the browser (tests/e2e/test_offline_update.py)."""
    assert "window.ludiInstall" in INDEX and '"ludi-install-ready"' in INDEX
    assert "beforeinstallprompt" in INDEX and "event.preventDefault()" in INDEX
    assert "(display-mode: standalone)" in INDEX and "navigator.standalone" in INDEX
    assert '"visibilitychange"' in INDEX and "registration.update()" in INDEX
