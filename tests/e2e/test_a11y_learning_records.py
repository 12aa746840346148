"""axe-core and the 44 px targets on the screens that came with learning and with records: a
guided first round (its first step and a later one), a hint shown, the replay of a finished
game with its share panel, the statistics with their history. The same rules and sizes as
test_a11y_screens (WCAG 2.2 AA tags, nothing excluded; 390x844 and 1024x768)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from a11y_support import PHONE, TABLET, calm_axe, open_app, serious, settings, small_targets
from playwright.sync_api import Page

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "py"))

from ludi.cli import play_bot_game  # noqa: E402
from ludi.ui.records import archive as kept_games  # noqa: E402

IDLE = "#app [data-screen][data-busy='0']"


class Audit:
    """Every screen audited at both sizes; what is wrong is collected, then asserted at once."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.bad: dict[str, list] = {}
        self.small: dict[str, list[str]] = {}
        self.seen: list[str] = []

    def __call__(self, screen: str) -> None:
        page = self.page
        page.wait_for_selector(IDLE, state="attached")
        for size in (PHONE, TABLET):
            page.set_viewport_size(size)
            found = [(v["id"], v["impact"], v["targets"]) for v in serious(calm_axe(page))]
            if found:
                self.bad[f"{screen} @ {size['width']}x{size['height']}"] = found
            if size is PHONE and (small := small_targets(page)):
                self.small[screen] = small
        self.seen.append(screen)

    def assert_clean(self, *expected: str) -> None:
        assert self.seen == list(expected)
        assert not self.bad, json.dumps(self.bad, indent=1, ensure_ascii=False)
        assert not self.small, f"controls under 44x44 px at 390x844: {self.small}"


def test_guided_rounds_and_a_hint_pass_axe(page: Page, guard, base_url: str) -> None:
    audit = Audit(page)
    open_app(page, base_url, settings("fr"))
    for game in ("romer", "romme"):
        page.click(f"[data-action='guide'][data-arg='{game}']")
        page.wait_for_selector(".guide")
        audit(f"guide-{game}-first")
        for _ in range(3):  # a few steps on: an asked move outlined, or Next
            nxt = page.locator("[data-action='guide-next']")
            (nxt if nxt.count() else page.locator("button[data-guided]")).first.click()
        audit(f"guide-{game}-later")
        page.click("[data-action='home']")
    page.click("[data-action='setup'][data-arg='romisch-pokern']")
    page.click("[data-action='start']")
    page.click("[data-action='hint']")
    page.wait_for_selector(".hint--suggest")
    audit("pokern-hint")
    audit.assert_clean(
        "guide-romer-first", "guide-romer-later", "guide-romme-first", "guide-romme-later", "pokern-hint"
    )


def test_replay_share_and_statistics_pass_axe(page: Page, guard, base_url: str) -> None:
    audit = Audit(page)
    kept = kept_games.Kept()
    for seed, (game, levels) in enumerate((("romer", ["easy"] * 4), ("romme", ["easy", "easy"]))):
        state = play_bot_game(game, levels, seed=seed)
        kept = kept_games.add(kept, *kept_games.finished(state, 1_700_000_000 + 3600 * seed))
    record = play_bot_game("romisch-pokern", ["easy", "easy"], seed=3).record()
    open_app(page, base_url, settings("de"))
    page.locator("input[data-field='import-file']").first.set_input_files(
        {"name": "game.json", "mimeType": "application/json", "buffer": record.dumps().encode()}
    )
    page.wait_for_selector("[data-screen='replay']")
    page.click("[data-action='replay-forward']")
    audit("replay")
    page.click("[data-action='share']")
    page.wait_for_selector("input.share__link")
    audit("replay-share")
    page.click("[data-action='home']")
    page.click("[data-action='stats']")
    page.wait_for_selector(".stats__empty")
    page.locator("input[data-field='import-file']").first.set_input_files(
        {"name": "ludi-backup.json", "mimeType": "application/json", "buffer": kept.dumps().encode()}
    )
    page.wait_for_selector(".stat-card")
    audit("statistics")
    audit.assert_clean("replay", "replay-share", "statistics")
