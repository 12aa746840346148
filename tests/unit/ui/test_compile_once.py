"""A module shipped as source in a zip compiles once at import (the game's modules when it
opens in the browser), and the module still imports, runs and reimports as before."""

from __future__ import annotations

import dataclasses
import importlib
import sys
import zipfile
import zipimport
from collections.abc import Iterator
from pathlib import Path

import pytest

from ludi.ui import compile_once

SOURCE = "VALUE = 6 * 7\n\ndef twice(x):\n    return 2 * x\n"


@pytest.fixture
def zipped_modules(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Two source-only modules in a zip on ``sys.path``; yields the names ``compile`` saw."""
    archive = tmp_path / "app.zip"
    with zipfile.ZipFile(archive, "w") as zipped:
        zipped.writestr("zipped_game/__init__.py", "")
        zipped.writestr("zipped_game/rules.py", SOURCE)
        zipped.writestr("zipped_game/table.py", "from zipped_game.rules import VALUE\nSHOWN = VALUE + 1\n")
    compiled: list[str] = []
    real_compile = zipimport._compile_source  # type: ignore[attr-defined]

    def counting(pathname: str, source: bytes) -> object:
        compiled.append(Path(pathname).name)
        return real_compile(pathname, source)

    monkeypatch.setattr(zipimport, "_compile_source", counting)
    monkeypatch.setattr(zipimport, "_get_module_code", zipimport._get_module_code)  # restored after
    monkeypatch.syspath_prepend(str(archive))
    yield compiled
    vars(dataclasses).pop("exec", None)  # opening a game in slices installs the build's dataclass code
    for name in [m for m in sys.modules if m.split(".")[0] == "zipped_game"]:
        del sys.modules[name]
    sys.path_importer_cache.pop(str(archive), None)


def test_a_zipped_source_module_compiles_once_at_import(zipped_modules: list[str]) -> None:
    compile_once.compile_each_module_once()
    table = importlib.import_module("zipped_game.table")
    assert table.SHOWN == 43
    assert sorted(zipped_modules) == ["__init__.py", "rules.py", "table.py"]


def test_the_stock_zipimport_compiles_each_module_twice(zipped_modules: list[str]) -> None:
    """What the fix removes (if CPython stops doing this, the fix can go)."""
    importlib.import_module("zipped_game.rules")
    assert zipped_modules.count("rules.py") == 2


def test_a_module_found_again_or_reimported_is_the_same_code(zipped_modules: list[str]) -> None:
    compile_once.compile_each_module_once()
    compile_once.compile_each_module_once()  # a second call changes nothing
    assert importlib.util.find_spec("zipped_game.rules") is not None  # as games.playable() asks
    rules = importlib.import_module("zipped_game.rules")
    assert rules.twice(rules.VALUE) == 84
    del sys.modules["zipped_game.rules"]
    again = importlib.import_module("zipped_game.rules")
    assert again is not rules and again.VALUE == 42
    assert zipped_modules.count("rules.py") == 1
    with pytest.raises(ModuleNotFoundError):
        importlib.import_module("zipped_game.missing")


def test_opening_compiles_a_module_in_one_slice_and_runs_it_in_the_next(
    zipped_modules: list[str],
) -> None:
    """A game's module is built and run in two event-loop turns, not one (each turn is a task
    of the page: on a tablet compiling and running one large module took over 100 ms), and
    still compiles once."""
    from ludi.ui import games

    compile_once.compile_each_module_once()
    slices: list[tuple[list[str], list[str]]] = []

    async def pause() -> None:
        loaded = sorted(m for m in sys.modules if m.startswith("zipped_game."))
        slices.append((list(zipped_modules), loaded))

    opening = games.import_in_slices(["zipped_game.rules", "zipped_game.table"], pause)
    with pytest.raises(StopIteration):  # run to its end here (no event loop: pause never waits)
        opening.send(None)
    assert slices == [
        (["__init__.py", "rules.py"], []),
        (["__init__.py", "rules.py"], ["zipped_game.rules"]),
        (["__init__.py", "rules.py", "table.py"], ["zipped_game.rules"]),
        (["__init__.py", "rules.py", "table.py"], ["zipped_game.rules", "zipped_game.table"]),
    ]
    assert importlib.import_module("zipped_game.table").SHOWN == 43
