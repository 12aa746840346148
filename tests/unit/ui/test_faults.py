"""A fault no screen foresaw (seen once in WebKit: an import failing inside the runtime while a
saved game was resumed) never leaves a traceback on the page: the player is told, the saved
game is kept, and "Try again" reloads with Python started afresh, back to that game."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from ui_helpers import new_state, run_async

from ludi.ui import games, storage
from ludi.ui.app import App
from ludi.ui.storage import MemoryStore

BROKEN = "raise TypeError(\"cannot use 'dict' as a dict key\")  # as the runtime once did\n"


@pytest.fixture
def a_game_that_fails_to_import(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Opening Römisch Pokern imports a module that raises, as the faulty runtime did."""
    (tmp_path / "ludi_fault_probe.py").write_text(BROKEN)
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(games, "import_plan", lambda game, lang: ["ludi_fault_probe"])


def resume_in_slices(store: MemoryStore, *, contain_faults: bool) -> tuple[App, list[str | None]]:
    restarts: list[str | None] = []

    async def main() -> App:
        async def pause(seconds: float) -> None:
            await asyncio.sleep(0)

        app = App(store, ["en"], sleep=pause, load_in_slices=True, contain_faults=contain_faults)
        app.on_fresh_start = restarts.append
        app.click("resume")
        for _ in range(50):
            if app.loading is None:
                break
            await asyncio.sleep(0)
        return app

    # In a thread of its own: Playwright's sync API owns this thread's loop once the browser
    # tests ran in the same session, and asyncio.run here would leave later tests without one.
    return run_async(main()), restarts


def test_a_resume_whose_import_fails_tells_the_player_and_keeps_the_game(a_game_that_fails_to_import) -> None:
    saved = new_state(2).record().dumps()
    store = MemoryStore({storage.SAVE_KEY: saved, storage.SPEED_KEY: "off"})
    app, restarts = resume_in_slices(store, contain_faults=True)
    html = app.render()
    assert app.screen.name == "home" and not app.busy  # not stuck "loading"
    assert 'role="alert"' in html and "Your games are saved" in html
    assert 'data-action="fresh-start"' in html
    assert "Traceback" not in html and "TypeError" not in html  # words for players, not for us
    assert app.focus == "fresh-start" and 'data-focus-key="fresh-start"' in html
    assert [s.raw for s in storage.saved_games(store)] == [saved]  # the saved game is untouched
    app.click("fresh-start")
    assert restarts == ["romisch-pokern"]  # back to this game once Python starts afresh


def test_the_fault_can_be_closed_and_the_home_screen_still_works(a_game_that_fails_to_import) -> None:
    store = MemoryStore({storage.SAVE_KEY: new_state(2).record().dumps(), storage.SPEED_KEY: "off"})
    app, _ = resume_in_slices(store, contain_faults=True)
    app.click("dismiss-fault")
    assert "fresh-start" not in app.render()
    app.click("lang", "de")
    assert app.settings.lang == "de"


def table_with_a_broken_tap(
    monkeypatch: pytest.MonkeyPatch, *, contain_faults: bool
) -> tuple[App, MemoryStore]:
    """A resumed table whose click handling raises, as a bug in a game's UI would."""
    store = MemoryStore({storage.SAVE_KEY: new_state(2).record().dumps(), storage.SPEED_KEY: "off"})
    app = App(store, ["fr"], contain_faults=contain_faults)
    app.click("resume")
    assert app.screen.name == "table"

    def broken(action: str, arg: str | None, version: str | None) -> bool:
        raise RuntimeError("a bug in a game's UI")

    monkeypatch.setattr(app.screen, "click", broken)
    return app, store


def test_a_fault_in_a_tap_at_the_table_is_contained(monkeypatch: pytest.MonkeyPatch) -> None:
    """The table and the saved game stay as they were, and the fault is told."""
    app, store = table_with_a_broken_tap(monkeypatch, contain_faults=True)
    before = [s.raw for s in storage.saved_games(store)]
    app.click("roll")
    html = app.render()
    assert "Vos parties sont enregistrées" in html and 'data-action="fresh-start"' in html
    assert [s.raw for s in storage.saved_games(store)] == before
    assert app.screen.name == "table"
    app.click("fresh-start")  # no browser here: nothing to reload, nothing raised


def test_outside_the_browser_a_fault_is_raised_so_tests_see_it(monkeypatch: pytest.MonkeyPatch) -> None:
    app, _ = table_with_a_broken_tap(monkeypatch, contain_faults=False)
    with pytest.raises(RuntimeError, match="a bug"):
        app.click("roll")
    assert not app.fault


class _SessionStorage:
    def __init__(self) -> None:
        self.items: dict[str, str] = {}

    def setItem(self, key: str, value: str) -> None:  # noqa: N802 - the DOM's name
        self.items[key] = value


class _Location:
    def __init__(self) -> None:
        self.reloads = 0

    def reload(self) -> None:
        self.reloads += 1


class _Window:
    def __init__(self) -> None:
        self.sessionStorage = _SessionStorage()
        self.location = _Location()


def test_try_again_reloads_asking_for_python_afresh_and_for_the_game() -> None:
    from ludi.ui.lifecycle import FRESH_START_KEY, RESUME_KEY, watch_faults

    app = App(MemoryStore(), ["en"], contain_faults=True)
    window = _Window()
    watch_faults(app, window)
    app.failed(RuntimeError("a fault"), "romme")
    app.click("fresh-start")
    assert window.location.reloads == 1
    assert window.sessionStorage.items == {FRESH_START_KEY: "1", RESUME_KEY: "romme"}


def test_the_boot_script_drops_the_snapshot_when_python_is_asked_afresh() -> None:
    """assets/boot/pyodide.mjs reads the same key the app writes (checked in the browser by
    tests/e2e/test_runtime_snapshot.py)."""
    from ludi.ui.lifecycle import FRESH_START_KEY

    boot = (Path(__file__).resolve().parents[3] / "assets/boot/pyodide.mjs").read_text()
    assert f'sessionStorage.getItem("{FRESH_START_KEY}")' in boot
