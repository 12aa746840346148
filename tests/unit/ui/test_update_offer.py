"""A new version is offered at a calm moment and taken only when the player agrees."""

from __future__ import annotations

from ludi.ui import storage
from ludi.ui.controller import App
from ludi.ui.storage import MemoryStore


def make_app() -> App:
    return App(MemoryStore({storage.SPEED_KEY: "off", storage.BOT_SPEED_KEY: "instant"}), ["en"])


def test_no_offer_until_the_worker_reports_a_waiting_version() -> None:
    app = make_app()
    assert "notice--update" not in app.render()
    app.offer_update()
    html = app.render()
    assert "notice--update" in html and 'data-action="update-reload"' in html


def test_offer_waits_while_the_table_is_busy_and_reload_needs_a_click() -> None:
    app = make_app()
    reloads: list[int] = []
    app.on_update = lambda: reloads.append(1)
    app.click("setup", "romisch-pokern")
    app.click("seat-kind", "1:human")
    app.click("start")
    assert app.screen == "table"
    app.busy = True  # an animation or a bot's move is running
    app.offer_update()
    assert "notice--update" not in app.render()
    assert reloads == []
    app.busy = False  # between turns
    assert "notice--update" in app.render()
    app.click("update-reload")
    assert reloads == [1]


def test_later_hides_the_offer() -> None:
    app = make_app()
    app.offer_update()
    app.click("update-later")
    assert "notice--update" not in app.render()
    assert app.screen == "home"
