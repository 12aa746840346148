"""The shell's seams: screens know the narrow ``Shell`` only (never the router), move on by
naming a route, and a table's changes reach the device by one path (``Autosave``)."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

from ludi.games import registry
from ludi.games.protocol import Seat
from ludi.ui import storage
from ludi.ui.app import ROUTES, App
from ludi.ui.autosave import Autosave

UI = Path(__file__).resolve().parents[3] / "py" / "ludi" / "ui"
#: The router itself and the browser's side of it (the DOM adapter and its two helpers).
MAY_IMPORT_THE_APP = {"app.py", "dom.py", "lifecycle.py", "page_links.py"}


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
            found.update(f"{node.module}.{a.name}" for a in node.names)
        elif isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
    return found


def test_no_screen_or_game_ui_imports_the_router() -> None:
    offenders = [
        str(path.relative_to(UI))
        for path in UI.rglob("*.py")
        if path.name not in MAY_IMPORT_THE_APP and "ludi.ui.app" in imported_modules(path)
    ]
    assert offenders == []


def test_the_scan_sees_an_import_under_type_checking(tmp_path: Path) -> None:
    module = tmp_path / "screen_like.py"
    module.write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from ludi.ui.app import App\n"
    )
    assert "ludi.ui.app" in imported_modules(module)


def test_no_screen_invents_a_click_to_navigate() -> None:
    """Screens name a route (``shell.go``); a click is only what the DOM adapter reports."""
    offenders = []
    for path in UI.rglob("*.py"):
        if path.name == "app.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "click"
                and node.args
                and isinstance(node.args[0], ast.Constant)
            ):
                offenders.append(f"{path.relative_to(UI)}:{node.lineno}")
    assert offenders == []


def test_every_route_names_a_factory_that_exists() -> None:
    for name, route in ROUTES.items():
        module, _, factory = route.factory.partition(":")
        assert callable(getattr(importlib.import_module(module), factory)), name


def test_a_history_replay_closes_back_to_the_statistics_by_its_route() -> None:
    app = App(storage.MemoryStore())
    definition = registry.get("romisch-pokern")
    state = definition.new_game(definition.rules_class(), (Seat("Julia"), Seat("Marcus", "bot", "normal")), 3)
    app.go("record", state.record(), "stats")
    assert app.screen.name == "replay"
    app.click("replay-close")
    assert app.screen.name == "stats"


class RefusingStore(storage.MemoryStore):
    def set(self, key: str, value: str) -> None:
        raise OSError("quota exceeded")


def test_autosave_tells_a_refused_write_once_and_writes_an_arrangement_only_when_it_changed() -> None:
    refused: list[bool] = []
    over: list[object] = []
    definition = registry.get("romme")
    state = definition.new_game(definition.rules_class(), (Seat("Julia"), Seat("Marcus", "bot", "normal")), 5)
    autosave = Autosave(RefusingStore(), lambda: refused.append(True), over.append)
    autosave.game(state)
    autosave.game(state)
    assert refused == [True] and over == []

    writes: list[str] = []

    class CountingStore(storage.MemoryStore):
        def set(self, key: str, value: str) -> None:
            writes.append(key)
            super().set(key, value)

    autosave = Autosave(CountingStore(), lambda: None, over.append)
    autosave.opened("romme", new=False)
    autosave.arrangement("romme", {"order": [1, 2]})
    autosave.arrangement("romme", {"order": [1, 2]})
    autosave.arrangement("romme", {"order": [2, 1]})
    assert writes == [storage.ui_key("romme")] * 2


def test_a_finished_game_goes_to_the_history_through_the_autosave() -> None:
    definition = registry.get("romisch-pokern")
    state = definition.new_game(
        definition.rules_class(), (Seat("Julia", "bot", "normal"), Seat("Marcus", "bot", "normal")), 2
    )
    bots = [definition.bots["normal"](seat, 2) for seat in range(2)]
    while not state.is_over:
        seat = state.current_seat
        assert seat is not None
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
    over: list[object] = []
    store = storage.MemoryStore({storage.save_key("romisch-pokern"): "{}"})
    Autosave(store, lambda: None, over.append).game(state)
    assert over == [state] and storage.save_key("romisch-pokern") not in store.data
