"""The shell knows no game: lazy loading, hand-off screens, storage faults, rewinds."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from ui_helpers import new_state

from ludi.ui import storage
from ludi.ui.app import App
from ludi.ui.storage import SAVE_KEY, MemoryStore, save_key

PY = str(Path(__file__).resolve().parents[3] / "py")
ENGINE_MODULES = ("ludi.games.romisch_pokern", "ludi.games.romme", "ludi.games.romer")
GAME_UI_MODULES = ("ludi.ui.pokern", "ludi.ui.romme", "ludi.ui.romer")


def loaded_after(script: str, raw: bool = False):
    """Modules of ours imported by ``script`` in a fresh interpreter (sys.modules is global);
    with ``raw``, the script prints its own JSON answer."""
    code = textwrap.dedent(script)
    if not raw:
        code += (
            "\nimport sys, json\nprint(json.dumps(sorted(m for m in sys.modules if m.startswith('ludi'))))"
        )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=PY)
    answer = json.loads(out.stdout.strip().splitlines()[-1])
    return answer if raw else set(answer)


def test_home_screen_imports_no_engine_and_no_game_ui() -> None:
    saved = new_state(3).record().dumps()
    modules = loaded_after(
        f"""
        from ludi.ui.app import App
        from ludi.ui.storage import MemoryStore
        app = App(MemoryStore({{"ludi.save": {saved!r}}}), ["en"])
        html = app.render()
        assert 'data-action="resume"' in html
        """
    )
    assert not [m for m in modules if m.startswith(ENGINE_MODULES + GAME_UI_MODULES)], modules


def test_a_first_start_imports_neither_the_game_protocol_nor_the_table_models() -> None:
    """A first visit boots Python from scratch: the home screen's imports are on the path to
    ready, and leaving these two out took the first Python step from 69 to 52 ms in the
    browser (their dataclasses are built at import). They come with the first saved game,
    setup screen or table."""
    modules = loaded_after(
        """
        import ludi.ui.dom
        from ludi.ui.app import App
        from ludi.ui.storage import MemoryStore
        html = App(MemoryStore(), ["en"]).render()
        assert 'data-action="setup"' in html
        """
    )
    assert "ludi.ui.app" in modules
    assert not modules & {"ludi.games.protocol", "ludi.ui.game_ui"}, sorted(modules)


def test_the_way_to_the_first_screen_builds_no_dataclass() -> None:
    """A dataclass compiles its generated methods when its module is imported: 3 to 25 ms
    each on a first visit in the browser, measured per module (the shell's split into
    Settings, Runtime, TaskSlot and GameFacts had added 20-40 ms to the first Python step).
    A first visit has no saved game (the protocol's records come with the first one)."""
    built = loaded_after(
        """
        import dataclasses, json
        made = []
        plain = dataclasses.dataclass

        def watched(cls=None, /, **kw):
            def wrap(c):
                made.append(c.__module__ + "." + c.__qualname__)
                return plain(c, **kw)
            return wrap if cls is None else wrap(cls)

        dataclasses.dataclass = watched
        import ludi.ui.dom
        from ludi.ui.app import App
        from ludi.ui.storage import MemoryStore
        App(MemoryStore(), ["en"]).render()
        print(json.dumps([m for m in made if m.startswith("ludi")]))
        """,
        raw=True,
    )
    assert built == []


def test_home_screen_compiles_only_the_catalog_of_its_language() -> None:
    """Catalogs ship as sources: each one imported at start is compiled on every page load;
    urllib.parse (and ipaddress, which it imports) cost 20-30 ms of it in the browser."""
    answer = loaded_after(
        """
        import json, sys
        import ludi.ui.dom
        from ludi.ui.app import App
        from ludi.ui.storage import MemoryStore
        App(MemoryStore(), ["de-DE", "en"]).render()
        catalogs = sorted(m for m in sys.modules if m.startswith("ludi.ui.i18n."))
        print(json.dumps({"catalogs": catalogs, "urllib": "urllib.parse" in sys.modules}))
        """,
        raw=True,
    )
    assert answer == {"catalogs": ["ludi.ui.i18n.de"], "urllib": False}


def test_opening_a_game_imports_only_that_game() -> None:
    modules = loaded_after(
        """
        from ludi.ui.app import App
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
    assert app.screen.name == "home"


def test_unknown_bot_level_is_refused_at_resume_and_the_save_kept() -> None:
    data = new_state(4).record().to_json()
    data["seats"][1] = {"name": "Robo", "kind": "bot", "level": "grandmaster"}
    store = MemoryStore({SAVE_KEY: json.dumps(data)})
    app = App(store, ["en"])
    app.click("resume")
    assert app.screen.name == "home" and "grandmaster" in app.render()
    assert store.get(save_key("romisch-pokern")) == json.dumps(data)  # kept (in its game's slot)


def test_hostile_saves_never_break_the_home_screen() -> None:
    deep = "[" * 5000 + "]" * 5000
    huge_seed = new_state(1).record().dumps().replace('"seed":1', '"seed":1e400')
    for raw in (deep, huge_seed, '{"game": 5}', "\udcff", "null"):
        app = App(MemoryStore({SAVE_KEY: raw}), ["en"])
        html = app.render()
        assert "cannot be loaded" in html or 'data-action="resume"' not in html, raw[:40]
        app.click("resume")
        assert app.screen.name == "home"


class FullStore(MemoryStore):
    """localStorage with its quota used up: every write is refused."""

    def set(self, key: str, value: str) -> None:
        raise OSError("QuotaExceededError")


def test_full_storage_keeps_the_game_going_and_says_so_once() -> None:
    app = App(FullStore({storage.SPEED_KEY: "off"}), ["en"])
    app.click("setup", "romisch-pokern")
    app.click("seat-kind", "1:human")
    app.click("start")
    assert app.screen.name == "table" and app.storage_warning
    html = app.render()
    assert "Autosave is off" in html and 'download="ludi-saved-game.json"' in html
    app.click("dismiss-storage")
    roll = [a for a in app.session.state.legal_actions() if type(a).__name__ == "Roll"][0]
    app.screen.perform(roll)
    assert len(app.session.state.history) == 1 and "Autosave is off" not in app.render()


def test_every_games_import_plan_is_complete_and_leaves_first() -> None:
    """Opening a game imports one module per step: the plan lists every module the game needs
    beyond the shell, each step importing nothing of ours, nor of the standard library (the
    first dataclass module brought ``dataclasses`` in its step), that comes later."""
    from ludi.ui import games

    for game in games.GAMES:
        plan = [*games.SHARED_MODULES, *games.GAME_END_MODULES, *game.modules]
        steps = loaded_after(
            f"""
            import importlib, sys, json
            import ludi.ui.app, ludi.ui.dom
            importlib.import_module({games.PREBUILT!r})  # imported before the plan
            before = set(sys.modules)
            added = []
            for name in {plan!r}:
                importlib.import_module(name)
                now = set(sys.modules)
                added.append(sorted(now - before))
                before = now
            importlib.import_module("{game.ui_module}").GAME_UI
            importlib.import_module("ludi.games.registry").get("{game.game_id}")
            extra = sorted(set(m for m in sys.modules if m.startswith("ludi")) - before)
            print(json.dumps({{"added": added, "extra": extra}}))
            raise SystemExit(0)
            """,
            raw=True,
        )
        assert steps["extra"] == [], (game.game_id, steps["extra"])  # nothing left out
        for name, added in zip(plan, steps["added"]):
            own = [m for m in added if m != name and not m.startswith(name + ".")]
            assert not own, (game.game_id, name, own)  # one module (or the UI package) per step


def test_a_games_last_move_imports_nothing() -> None:
    """The move that ends a game animates while the game is kept in the device's history: a
    module imported then is compiled then (a game's modules ship as sources), 60-100 ms of
    the last move's glide on a tablet. Opening the game imports what its end needs."""
    answer = loaded_after(
        """
        import asyncio, importlib, json, sys
        from ludi.games import registry
        from ludi.games.protocol import Seat
        from ludi.ui import games, storage
        from ludi.ui.app import App
        from ludi.ui.storage import MemoryStore
        from ludi.ui.table_loop import TableLoop

        for name in games.import_plan("romisch-pokern", "en"):  # what opening the game imports
            importlib.import_module(name)
        imported = {}
        real_apply = TableLoop._apply

        def apply(self, action):
            before = set(sys.modules)
            change = real_apply(self, action)
            if self.session.state.is_over:
                imported["last move"] = sorted(m for m in set(sys.modules) - before if m.startswith("ludi"))
            return change

        TableLoop._apply = apply
        fast = {storage.SPEED_KEY: "off", storage.BOT_SPEED_KEY: "instant"}
        app = App(MemoryStore(fast), ["en"], bot_seed=3)
        d = registry.get("romisch-pokern")
        seats = (Seat("Julia", "bot", "easy"), Seat("Marcus", "bot", "easy"))

        async def main():
            app.open_table(d.new_game(d.rules_class(), seats, 2))
            for _ in range(100_000):
                if "last move" in imported:
                    break
                app.render()
                await asyncio.sleep(0)

        asyncio.run(main())
        print(json.dumps(imported))
        """,
        raw=True,
    )
    assert answer == {"last move": []}


def test_opening_a_game_in_slices_yields_between_imports() -> None:
    """In a fresh interpreter (nothing of the game imported yet), as in the browser."""
    answer = loaded_after(
        """
        import asyncio, json
        from ludi.ui.app import App
        from ludi.ui.storage import MemoryStore

        async def main():
            pauses = []

            async def pause(seconds):
                pauses.append(seconds)

            app = App(MemoryStore(), ["en"], sleep=pause, load_in_slices=True)
            app.click("setup", "romer")
            first = [app.screen.name, app.loading, app.busy]
            app.click("setup", "romme")  # ignored while a game is being opened
            while app.loading:
                await asyncio.sleep(0)
            after = [app.screen.name, app.screen.model.game_id, app.busy]
            app.click("home")
            app.click("setup", "romme")
            app.click("home")  # changed one's mind while Rommé loads: the opening is dropped
            while app.loading:
                await asyncio.sleep(0)
            return {"first": first, "after": after, "pauses": len(pauses), "cancelled": app.screen.name}

        print(json.dumps(asyncio.run(main())))
        """,
        raw=True,
    )
    assert answer["first"] == ["home", "romer", True]
    assert answer["after"] == ["setup", "romer", False]
    assert answer["pauses"] >= 10  # one pause per module imported
    assert answer["cancelled"] == "home"


def test_a_tap_right_after_home_cancelled_an_opening_game_is_not_lost() -> None:
    """Home drops the opening at once: the next tap (here: opening the rules) is acted on
    even while the dropped game's modules are still importing, and the dropped opening,
    finishing later, changes nothing."""
    answer = loaded_after(
        """
        import asyncio, json
        from ludi.ui.app import App
        from ludi.ui.storage import MemoryStore

        async def main():
            async def pause(seconds):
                pass

            app = App(MemoryStore(), ["en"], sleep=pause, load_in_slices=True)
            app.click("setup", "romme")
            app.click("home")
            right_after = [app.screen.name, app.loading, app.busy]
            app.click("setup", "romer")  # a new opening starts at once
            opening = app.loading
            for _ in range(200):
                await asyncio.sleep(0)
            return {"right_after": right_after, "opening": opening, "screen": app.screen.name,
                    "game": app.screen.model.game_id if app.screen.name == "setup" else None}

        print(json.dumps(asyncio.run(main())))
        """,
        raw=True,
    )
    assert answer["right_after"] == ["home", None, False]
    assert answer["opening"] == "romer"
    assert answer["screen"] == "setup" and answer["game"] == "romer"


def test_a_saved_game_the_engine_refuses_is_explained_in_the_players_language() -> None:
    """The engine's reason reaches the home screen through its code, not its English text."""
    data = new_state(4).record().to_json()
    data["seats"] = data["seats"][:1]  # one seat: Römisch Pokern needs two (RP-1)
    app = App(MemoryStore({SAVE_KEY: json.dumps(data)}), ["de"])
    app.click("resume")
    html = app.render()
    assert "seats 2 to 6 players" not in html  # not the engine's English
    assert "2" in html and "6" in html and "Spieler" in html


def test_every_screen_but_home_shows_a_way_home_and_each_sub_page_a_back_button() -> None:
    """Home was only the logo: away from home the brand draws a house beside its name, and
    the statistics page has a Back button of its own, like the setup form."""
    import re

    from ludi.games.protocol import Seat

    app = App(MemoryStore({storage.SPEED_KEY: "off", storage.BOT_SPEED_KEY: "instant"}), ["en"], bot_seed=1)

    def brand(html: str) -> str:
        return re.search(r'<button[^>]*class="brand[^"]*"[^>]*>(.*?)</button>', html)[1]

    assert "brand__home" not in brand(app.render())  # on the home screen the logo is enough
    pages = {}
    app.click("stats")
    pages["stats"] = app.render()
    app.click("home")
    app.click("setup", "romer")
    pages["setup"] = app.render()
    app.open_table(new_state(seats=(Seat("Julia"), Seat("Marcus", "bot", "normal")), seed=1))
    pages["table"] = app.render()
    for name, html in pages.items():
        home = brand(html)
        assert '<svg class="icon brand__home"' in home, name
        assert "Ludi" in re.sub(r"<[^>]+>", " ", home).split(), name
    for name in ("stats", "setup"):
        backs = re.findall(r'<button[^>]*data-action="home"[^>]*>([^<]*)</button>', pages[name])
        assert "Back" in backs, name


def test_a_saved_game_counts_turns_not_every_die_rolled() -> None:
    """ "113 moves played" counted every roll: the home screen counts a Pokern turn once."""
    from ludi.games import registry
    from ludi.games.protocol import Seat

    state = new_state(seed=3, seats=(Seat("Julia", "bot", "normal"), Seat("Marcus", "bot", "normal")))
    bots = [registry.get("romisch-pokern").bots["normal"](i, 1) for i in range(2)]
    while sum(1 for a in state.history if type(a).__name__ in ("Score", "Pass")) < 5:
        seat = state.current_seat
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
    assert len(state.history) > 10  # the rolls are moves too
    store = MemoryStore({save_key("romisch-pokern"): state.record().dumps()})
    home = App(store, ["en"]).render()
    assert "5 turns played" in home and f"{len(state.history)} " not in home


def test_the_home_screen_asks_the_import_system_once_a_game_whether_it_ships(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Whether a game's table ships is asked at every render of the home screen (its cards,
    "Learn to play"); in the browser each question compiled the game's package from the zip
    (1-6 ms at 4x throttle, 3-6 of them in every render of the home)."""
    import importlib.util

    from ludi.ui import games

    monkeypatch.setattr(games, "_PLAYABLE", {}, raising=False)
    asked: list[str] = []
    real = importlib.util.find_spec

    def counted(name: str, package: str | None = None):  # noqa: ANN202
        asked.append(name)
        return real(name, package)

    monkeypatch.setattr(importlib.util, "find_spec", counted)
    app = App(MemoryStore(), ["en"])
    for _ in range(3):
        app.render()
    assert sorted(asked) == sorted({g.ui_module for g in games.GAMES})
    assert games.playable("romer") and not games.playable("no-such-game")
