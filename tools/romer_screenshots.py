"""PNGs of every main phase of the Römer table at three sizes, into screenshots/ (git-ignored).

    flock /tmp/ludi-browser.lock .venv/bin/python tools/romer_screenshots.py [--only a,b] [--sizes WxH,..]

Situations come from ``romer_scenes`` (saved games resumed through the UI); the shots are the
viewport a player sees (``-view``) and the whole page.
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
from screenshots import OUT, idle, open_app, parse_sizes, run  # noqa: E402

BASE = {"ludi.lang": "en", "ludi.speed": "off", "ludi.bot-speed": "instant"}


def resume(page: Page, url: str, record: str, extra: dict[str, str] | None = None) -> None:
    open_app(page, url, {**BASE, "ludi.save": record, **(extra or {})})
    page.click("[data-action='resume']")
    idle(page)


def scenes() -> dict[str, Callable[[Page, str], None]]:
    first, turn, answer = romer_scenes.first_trump(), romer_scenes.my_turn(), romer_scenes.answer_trick()
    won, final, end = romer_scenes.trick_won(), romer_scenes.final_horses(), romer_scenes.game_end()
    lost = romer_scenes.trump_lost()

    def intro(page: Page, url: str) -> None:
        resume(page, url, first)

    def trump(page: Page, url: str) -> None:
        intro(page, url)
        page.click("[data-action='deal']")
        idle(page)

    def selected(page: Page, url: str) -> None:
        resume(page, url, turn)
        page.locator("[data-action='card']").nth(2).click()

    def answering(page: Page, url: str) -> None:
        resume(page, url, answer)

    def answer_selected(page: Page, url: str) -> None:
        answering(page, url)
        page.locator("[data-action='card']").nth(0).click()

    def hinted(page: Page, url: str) -> None:
        resume(page, url, turn)
        page.click("[data-action='hint']")
        page.wait_for_selector(".romer-bar__hint")
        page.wait_for_timeout(300)  # the enabled buttons' colour transition

    def answer_hinted(page: Page, url: str) -> None:
        answering(page, url)
        page.click("[data-action='hint']")
        page.wait_for_selector(".romer-bar__hint")
        page.wait_for_timeout(300)

    def trick(page: Page, url: str) -> None:
        resume(page, url, won)

    def trump_lost(page: Page, url: str) -> None:
        """The bots answer Julia's trick at their normal pace; the shot is taken while Gaius,
        whose trump card went to Livia's chariot, is about to lay a new one."""
        open_app(page, url, {**BASE, "ludi.save": lost, "ludi.bot-speed": "normal"})
        page.click("[data-action='resume']")
        page.click("[data-action='deal']")  # the rules at this table come first in round one
        page.wait_for_selector("[data-prompt]:has-text('lost their trump card')", timeout=30_000)

    def final_horses(page: Page, url: str) -> None:
        resume(page, url, final)
        page.locator("[data-action='card']").nth(0).click()

    def summary(page: Page, url: str) -> None:
        final_horses(page, url)
        page.click("[data-kind='horse-keep']")
        page.wait_for_selector("[data-action='next-round']")

    def round_moment(page: Page, url: str) -> None:
        """The move that ended the round, held on the table (slow pace) before the summary."""
        open_app(page, url, {**BASE, "ludi.save": final, "ludi.speed": "normal", "ludi.bot-speed": "slow"})
        page.click("[data-action='resume']")
        idle(page)
        page.locator("[data-action='card']").nth(0).click()
        page.click("[data-kind='horse-keep']")
        page.wait_for_selector(".banner[data-phase='over']")
        page.wait_for_timeout(900)  # the cards have glided to their places

    def the_end(page: Page, url: str) -> None:
        resume(page, url, end)
        page.locator("[data-action='card']").nth(0).click()
        page.click("[data-kind='horse-keep']")
        page.wait_for_selector("#app [data-screen='end'][data-busy='0']")

    return {
        "intro": intro,
        "trump": trump,
        "turn-selected": selected,
        "answer": answering,
        "answer-selected": answer_selected,
        "hint": hinted,
        "answer-hint": answer_hinted,
        "trick-won": trick,
        "trump-lost": trump_lost,
        "final": final_horses,
        "round-moment": round_moment,
        "summary": summary,
        "end": the_end,
    }


def shot(page: Page, name: str, size: tuple[int, int]) -> None:
    """What the player sees as the app left the page (scrolled or not), then the whole page."""
    base = OUT / f"romer-{name}-{size[0]}x{size[1]}"
    page.screenshot(path=f"{base}-view.png")
    page.screenshot(path=f"{base}.png", full_page=True)
    print(base.relative_to(ROOT))


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
