"""The shell knows no game: lazy loading, hand-off screens, storage faults, rewinds."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap

from ui_helpers import new_state

from ludi.ui import storage
from ludi.ui.controller import App
from ludi.ui.storage import SAVE_KEY, MemoryStore

ENGINE_MODULES = ("ludi.games.romisch_pokern", "ludi.games.romme", "ludi.games.romer")
GAME_UI_MODULES = ("ludi.ui.pokern", "ludi.ui.romme", "ludi.ui.romer")


def loaded_after(script: str) -> set[str]:
    """Modules of ours imported by ``script`` in a fresh interpreter (sys.modules is global)."""
    code = (
        textwrap.dedent(script)
        + "\nimport sys, json\nprint(json.dumps(sorted(m for m in sys.modules if m.startswith('ludi'))))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd="py")
    return set(json.loads(out.stdout.strip().splitlines()[-1]))


def test_home_screen_imports_no_engine_and_no_game_ui() -> None:
    saved = new_state(3).record().dumps()
    modules = loaded_after(
        f"""
        from ludi.ui.controller import App
        from ludi.ui.storage import MemoryStore
        app = App(MemoryStore({{"ludi.save": {saved!r}}}), ["en"])
        html = app.render()
        assert 'data-action="resume"' in html
        """
    )
    assert not [m for m in modules if m.startswith(ENGINE_MODULES + GAME_UI_MODULES)], modules


def test_opening_a_game_imports_only_that_game() -> None:
    modules = loaded_after(
        """
        from ludi.ui.controller import App
        from ludi.ui.storage import MemoryStore
        app = App(MemoryStore(), ["en"])
        app.click("setup", "romisch-pokern")
        app.render()
        """
    )
    assert "ludi.ui.pokern" in modules and "ludi.games.romisch_pokern" in modules
    assert not [m for m in modules if m.startswith(("ludi.games.romme", "ludi.ui.romme", "ludi.games.romer"))]


def test_a_save_of_a_game_without_a_table_is_refused_with_a_message() -> None:
    data = new_state(4).record().to_json()
    data["game"] = "alea-maxima"
    app = App(MemoryStore({SAVE_KEY: json.dumps(data)}), ["en"])
    html = app.render()
    assert "cannot be loaded" in html and "alea-maxima" in html
    app.click("resume")  # no resume button is shown, and a forged click changes nothing
    assert app.screen == "home"


def test_unknown_bot_level_is_refused_at_resume_and_the_save_kept() -> None:
    data = new_state(4).record().to_json()
    data["seats"][1] = {"name": "Robo", "kind": "bot", "level": "grandmaster"}
    store = MemoryStore({SAVE_KEY: json.dumps(data)})
    app = App(store, ["en"])
    app.click("resume")
    assert app.screen == "home" and "grandmaster" in app.render()
    assert store.get(SAVE_KEY) == json.dumps(data)


def test_hostile_saves_never_break_the_home_screen() -> None:
    deep = "[" * 5000 + "]" * 5000
    huge_seed = new_state(1).record().dumps().replace('"seed":1', '"seed":1e400')
    for raw in (deep, huge_seed, '{"game": 5}', "\udcff", "null"):
        app = App(MemoryStore({SAVE_KEY: raw}), ["en"])
        html = app.render()
        assert "cannot be loaded" in html or 'data-action="resume"' not in html, raw[:40]
        app.click("resume")
        assert app.screen == "home"


class FullStore(MemoryStore):
    """localStorage with its quota used up: every write is refused."""

    def set(self, key: str, value: str) -> None:
        raise OSError("QuotaExceededError")


def test_full_storage_keeps_the_game_going_and_says_so_once() -> None:
    app = App(FullStore({storage.SPEED_KEY: "off"}), ["en"])
    app.click("setup", "romisch-pokern")
    app.click("seat-kind", "1:human")
    app.click("start")
    assert app.screen == "table" and app.storage_warning
    html = app.render()
    assert "Autosave is off" in html and 'download="ludi-saved-game.json"' in html
    app.click("dismiss-storage")
    roll = [a for a in app.state.legal_actions() if type(a).__name__ == "Roll"][0]
    app.perform(roll)
    assert len(app.state.history) == 1 and "Autosave is off" not in app.render()
