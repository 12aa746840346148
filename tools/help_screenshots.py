"""PNGs of the rules help (Römer, Rommé) at three sizes, into screenshots/ (git-ignored).

    flock /tmp/ludi-browser.lock .venv/bin/python tools/help_screenshots.py [--only a,b] [--sizes WxH,..]

Opened from the home screen (the top, the worked examples scrolled into view) and from a
table in a known phase (the dialog opens at that phase's section): the viewport a player sees.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))
sys.path.insert(0, str(ROOT / "tools"))

from playwright.sync_api import Page  # noqa: E402

import romer_scenes  # noqa: E402
from screenshots import OUT, idle, open_app, parse_sizes, romme_scenes, run  # noqa: E402

BASE = {"ludi.lang": "en", "ludi.speed": "off", "ludi.bot-speed": "instant"}


def from_home(game: str, figure: str | None = None) -> Callable[[Page, str], None]:
    def scene(page: Page, url: str) -> None:
        open_app(page, url, BASE)
        page.click(f"[data-action='help'][data-arg='{game}']")
        page.wait_for_selector(".dialog .help-figure")
        if figure:
            page.locator(f".dialog {figure}").first.scroll_into_view_if_needed()

    return scene


def from_table(record: str) -> Callable[[Page, str], None]:
    def scene(page: Page, url: str) -> None:
        open_app(page, url, {**BASE, "ludi.save": record})
        page.click("[data-action='resume']")
        if page.locator("[data-action='reveal']").count():
            page.click("[data-action='reveal']")
        idle(page)
        page.click(".topbar [data-action='help']")
        page.wait_for_selector(".dialog [data-scroll-into-view]")
        page.wait_for_timeout(300)

    return scene


def scenes() -> dict[str, Callable[[Page, str], None]]:
    romme = romme_scenes()
    return {
        "romer-home": from_home("romer"),
        "romer-trick": from_home("romer", "[data-example='cut_trick']"),
        "romer-chariot": from_home("romer", "[data-example='chariot']"),
        "romer-answer": from_table(romer_scenes.answer_trick()),
        "romme-home": from_home("romme"),
        "romme-jokers": from_home("romme", "[data-example='joker_pairs']"),
        "romme-scoring": from_home("romme", "[data-example='hand_value']"),
        "romme-building": from_table(romme["building"]),
    }


def shot(page: Page, name: str, size: tuple[int, int]) -> None:
    """What the player sees with the dialog open."""
    path = OUT / f"help-{name}-{size[0]}x{size[1]}.png"
    page.screenshot(path=str(path))
    print(path.relative_to(ROOT))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--only", help="comma-separated scene names")
    parser.add_argument("--sizes", help="e.g. 390x844,1024x768")
    args = parser.parse_args()
    all_scenes = scenes()
    chosen = args.only.split(",") if args.only else list(all_scenes)
    return run(all_scenes, chosen, parse_sizes(args.sizes), shot)


if __name__ == "__main__":
    raise SystemExit(main())
