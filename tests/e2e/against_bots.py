"""A table of Julia against two normal bots, opened from a saved game: what the tests that
watch a table between taps (every frame while the turn goes round) start from."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from conftest import wait_ready
from playwright.sync_api import Page

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "py"))

from ludi.games.protocol import GameRecord, Seat  # noqa: E402

SEATS = (Seat("Julia"), Seat("Marcus", "bot", "normal"), Seat("Livia", "bot", "normal"))
IDLE = "#app [data-screen][data-busy='0']"


def open_against_bots(
    page: Page,
    base_url: str,
    game: str,
    seed: int,
    size: tuple[int, int],
    *,
    lang: str = "en",
    pace: str = "fast",
    hand: str = "right",
    record: str | None = None,
) -> None:
    """The game resumed at ``size``, cards and dice still (speed off), the bots at ``pace``,
    the round dealt: the table is Julia's or the bots' to play. ``record``: a game of these
    seats played some way already, else the deal of ``seed``."""
    page.set_viewport_size({"width": size[0], "height": size[1]})
    record = record or GameRecord(game, {}, SEATS, seed).dumps()
    page.add_init_script(
        f"localStorage.setItem('ludi.lang', '{lang}');localStorage.setItem('ludi.speed', 'off');"
        f"localStorage.setItem('ludi.bot-speed', '{pace}');localStorage.setItem('ludi.hand', '{hand}');"
        f"localStorage.setItem('ludi.save', {json.dumps(record)});"
    )
    page.goto(base_url + "/")
    wait_ready(page)
    page.click("[data-action='resume']")
    page.wait_for_selector(f"[data-action='deal'], {IDLE} .banner[data-current]", state="attached")
    if page.locator("[data-action='deal']").count():
        page.click("[data-action='deal']")  # the round's rules before the first deal
