"""A resumed game tells again what the others did since the player's last move: the recap
comes back with the table after a reload (it said the moves "will be listed here" while the
move list showed them)."""

from __future__ import annotations

from conftest import wait_ready
from playwright.sync_api import Page
from table_play import SETTLED, julia_acts

JULIAS_TURN = "#app [data-screen='table'][data-busy='0'] .banner[data-current='0']"


def test_a_reload_brings_back_the_recap_of_the_bots_moves(page: Page, app: Page) -> None:
    app.evaluate(
        "localStorage.setItem('ludi.speed', 'off');localStorage.setItem('ludi.bot-speed', 'instant')"
    )
    app.click("[data-action='setup'][data-arg='romer']")
    app.click("[data-action='add-seat']")
    for seat, kind in enumerate(("human", "bot", "bot")):
        app.click(f"[data-action='seat-kind'][data-arg='{seat}:{kind}']")
    app.click("[data-action='start']")
    app.click("[data-action='deal']")  # the round's rules before the first deal
    acted = False
    while True:  # Julia's first move, then the bots', until it is hers again
        app.wait_for_function(SETTLED)
        if app.locator(JULIAS_TURN).count():
            if acted:
                break
            acted = julia_acts(app, "romer")
    told = app.locator(".recap__item").all_inner_texts()
    assert told and any(line.startswith(("Marcus", "Livia")) for line in told)
    app.reload()
    wait_ready(app)
    app.click("[data-action='resume']")
    app.wait_for_selector(JULIAS_TURN, state="attached")
    assert app.locator(".recap__item").all_inner_texts() == told
