"""PNGs of every step of the guided first rounds ("Learn to play") at three sizes, into
screenshots/ (git-ignored): what a new player sees at each step, as the app left the page.

    flock /tmp/ludi-browser.lock .venv/bin/python tools/guide_screenshots.py [--only romer] [--lang de]

The walk taps only what the guide highlights (or Next), like a player following it.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

from playwright.sync_api import Page  # noqa: E402

from screenshots import OUT, idle, open_app, parse_sizes, run  # noqa: E402

GAMES = ("romer", "romme", "romisch-pokern")
NEXT = "[data-action='guide-next'], [data-action='guide-play-on']"


def step_forward(page: Page) -> bool:
    """Tap Next, or the highlighted button shown (a Pokern card is outlined in two places, one
    of them hidden at each size); False once the guide is over."""
    if page.locator(".guide").count() == 0:
        return False
    if page.locator(NEXT).count():
        page.locator(NEXT).first.click()
    else:
        page.locator("button[data-guided]:visible").first.click()
    idle(page)
    return True


def walk(game: str, lang: str) -> Callable[[Page, str], None]:
    def scene(page: Page, url: str) -> None:
        open_app(page, url, {"ludi.lang": lang, "ludi.speed": "off", "ludi.bot-speed": "instant"})
        page.click(f"[data-action='guide'][data-arg='{game}']")
        idle(page)
        size = page.viewport_size or {"width": 0, "height": 0}
        for n in range(60):
            page.wait_for_timeout(350)  # transitions (a button enabled, a card lifted) end
            base = OUT / f"guide-{game}-{lang}-{size['width']}x{size['height']}-{n:02d}"
            page.screenshot(path=f"{base}.png")
            print(base.relative_to(ROOT))
            if not step_forward(page):
                break

    return scene


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--only", help="comma-separated games")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--sizes", help="e.g. 390x844,1024x768")
    args = parser.parse_args()
    games = args.only.split(",") if args.only else list(GAMES)
    scenes = {game: walk(game, args.lang) for game in games}
    return run(scenes, games, parse_sizes(args.sizes), lambda page, name, size: None)


if __name__ == "__main__":
    raise SystemExit(main())
