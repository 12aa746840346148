"""A new version is offered at a calm moment and taken only when the player agrees."""

from __future__ import annotations

from ludi.ui import storage
from ludi.ui.app import App
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
    assert app.screen.name == "table"
    app.screen.busy = True  # an animation or a bot's move is running
    app.offer_update()
    assert "notice--update" not in app.render()
    assert reloads == []
    app.screen.busy = False  # between turns
    assert "notice--update" in app.render()
    app.click("update-reload")
    assert reloads == [1]


def test_later_hides_the_offer() -> None:
    app = make_app()
    app.offer_update()
    app.click("update-later")
    assert "notice--update" not in app.render()
    assert app.screen.name == "home"


class _Session:
    """sessionStorage that counts its reads (its first use costs a start several ms)."""

    def __init__(self, items: dict[str, str]) -> None:
        self.items = dict(items)
        self.reads = 0

    def getItem(self, key: str) -> str | None:  # noqa: N802 - the DOM's name
        self.reads += 1
        return self.items.get(key)

    def removeItem(self, key: str) -> None:  # noqa: N802
        self.items.pop(key, None)


class _Entry:
    def __init__(self, kind: str) -> None:
        self.type = kind


class _Performance:
    def __init__(self, kinds: list[str]) -> None:
        self.kinds = kinds

    def getEntriesByType(self, name: str) -> list[_Entry]:  # noqa: N802
        return [_Entry(kind) for kind in self.kinds] if name == "navigation" else []


class _Window:
    def __init__(self, navigation: list[str], session: _Session) -> None:
        self.performance = _Performance(navigation)
        self.sessionStorage = session


def _app_with_a_saved_game() -> App:
    from ui_helpers import new_state

    saved = new_state(2).record().dumps()
    return App(MemoryStore({storage.SAVE_KEY: saved, storage.SPEED_KEY: "off"}), ["en"])


def test_a_reload_into_a_new_version_goes_back_to_the_table() -> None:
    from ludi.ui.lifecycle import RESUME_KEY, resume_after_reload

    app = _app_with_a_saved_game()
    session = _Session({RESUME_KEY: "1"})
    resume_after_reload(app, _Window(["reload"], session))
    assert app.screen.name == "table"
    assert RESUME_KEY not in session.items


def test_a_page_opened_anew_does_not_touch_session_storage() -> None:
    """Only a reload can follow "reload into the new version"; other loads skip the flag."""
    from ludi.ui.lifecycle import RESUME_KEY, resume_after_reload

    app = _app_with_a_saved_game()
    session = _Session({RESUME_KEY: "1"})
    resume_after_reload(app, _Window(["navigate"], session))
    assert session.reads == 0
    assert app.screen.name == "home"


def test_without_navigation_timing_the_flag_is_still_read() -> None:
    from ludi.ui.lifecycle import RESUME_KEY, resume_after_reload

    app = _app_with_a_saved_game()
    session = _Session({RESUME_KEY: "1"})
    resume_after_reload(app, _Window([], session))
    assert session.reads == 1
    assert app.screen.name == "table"
