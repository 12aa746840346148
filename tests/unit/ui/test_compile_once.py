"""A module shipped as source in a zip compiles once at import (the game's modules when it
opens in the browser), and the module still imports, runs and reimports as before."""

from __future__ import annotations

import dataclasses
import importlib
import inspect
import sys
import zipfile
import zipimport
from collections.abc import Awaitable, Callable, Iterator
from pathlib import Path

import pytest

from ludi.ui import compile_in_steps, compile_once, prebuilt_dataclasses  # noqa: F401 - imported before a game opens

SOURCE = "VALUE = 6 * 7\n\ndef twice(x):\n    return 2 * x\n"
#: A module of several top-level statements: postponed annotations, a dataclass, decorators
#: (one spread over lines), module code that uses earlier pieces.
BIG = """from __future__ import annotations

import functools
from dataclasses import dataclass

LIMIT = 3


@dataclass(frozen=True)
class Card:
    rank: int
    later: Later


def double(f):
    @functools.wraps(f)
    def inner(*args):
        return 2 * f(*args)
    return inner


@double
@functools.lru_cache(
    maxsize=None
)
def value(card: Card) -> int:
    return card.rank


def fails() -> None:
    raise ValueError("line 31")


class Later:
    pass


VALUES = [value(Card(r, Later())) for r in range(LIMIT)]
"""
#: A string holds lines that read like top-level statements: cut there, it would not compile.
UNCUT = '''TEXT = """
def not_code():
class Neither:
"""


def size():
    return len(TEXT)
'''


@pytest.fixture
def zipped_modules(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Source-only modules in a zip on ``sys.path``; yields the names ``compile`` saw."""
    archive = tmp_path / "app.zip"
    with zipfile.ZipFile(archive, "w") as zipped:
        zipped.writestr("zipped_game/__init__.py", "")
        zipped.writestr("zipped_game/rules.py", SOURCE)
        zipped.writestr("zipped_game/table.py", "from zipped_game.rules import VALUE\nSHOWN = VALUE + 1\n")
        zipped.writestr("zipped_game/big.py", BIG)
        zipped.writestr("zipped_game/uncut.py", UNCUT)
        zipped.writestr("zipped_game/broken.py", "def fine():\n    pass\n\n\ndef broken(:\n    pass\n")
    compiled: list[str] = []
    real_compile = zipimport._compile_source  # type: ignore[attr-defined]

    def counting(pathname: str, source: bytes) -> object:
        compiled.append(Path(pathname).name)
        return real_compile(pathname, source)

    real_piece = compile_in_steps._compile_piece

    def counting_pieces(text: str, pathname: str, flags: int) -> object:
        compiled.append(Path(pathname).name + " (piece)")
        return real_piece(text, pathname, flags)

    monkeypatch.setattr(zipimport, "_compile_source", counting)
    monkeypatch.setattr(compile_in_steps, "_compile_piece", counting_pieces)
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

    compile_once.compile_each_module_once()
    slices: list[tuple[list[str], list[str]]] = []

    async def pause() -> None:
        loaded = sorted(m for m in sys.modules if m.startswith("zipped_game."))
        slices.append((list(zipped_modules), loaded))

    run_in_slices(["zipped_game", "zipped_game.rules", "zipped_game.table"], pause)
    package = ["__init__.py (piece)"]
    assert slices[-4:] == [
        ([*package, "rules.py (piece)"], []),
        ([*package, "rules.py (piece)"], ["zipped_game.rules"]),
        ([*package, "rules.py (piece)", "table.py (piece)"], ["zipped_game.rules"]),
        ([*package, "rules.py (piece)", "table.py (piece)"], ["zipped_game.rules", "zipped_game.table"]),
    ]
    assert importlib.import_module("zipped_game.table").SHOWN == 43


def run_in_slices(modules: list[str], pause: Callable[[], Awaitable[None]]) -> None:
    from ludi.ui import games

    opening = games.import_in_slices(modules, pause)
    with pytest.raises(StopIteration):  # run to its end here (no event loop: pause never waits)
        opening.send(None)


async def no_pause() -> None:
    pass


def test_a_large_module_compiles_a_piece_a_slice_and_runs_as_if_compiled_whole(
    zipped_modules: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Compiled whole, a module of 300 lines was a task of 60-80 ms on a tablet; its pieces
    keep its file and lines (tracebacks, ``inspect``) and its ``from __future__``."""
    monkeypatch.setattr(compile_in_steps, "PIECE_LINES", 5)
    compile_once.compile_each_module_once()
    slices: list[int] = []

    async def pause() -> None:
        if "zipped_game.big" not in sys.modules:
            slices.append(zipped_modules.count("big.py (piece)"))

    run_in_slices(["zipped_game", "zipped_game.big"], pause)
    big = sys.modules["zipped_game.big"]
    pieces = len(compile_in_steps.source_pieces(BIG, 5))
    assert pieces >= 4 and slices[-pieces:] == list(range(1, pieces + 1))  # one a turn
    assert "big.py" not in zipped_modules  # never compiled whole
    assert big.VALUES == [0, 2, 4]
    later = big.Later()
    assert big.Card(1, later) == big.Card(1, later) and hash(big.Card(1, later)) == hash(big.Card(1, later))
    assert big.Card.__annotations__ == {"rank": "int", "later": "Later"}  # postponed in every piece
    assert big.Card.__module__ == "zipped_game.big" and big.value.__module__ == "zipped_game.big"
    stock = str(Path(importlib.import_module("zipped_game.rules").__file__).with_name("big.py"))
    assert big.__file__ == stock  # the path zipimport gives, as a module imported whole shows it
    assert inspect.getsourcelines(big.fails)[1] == 30
    with pytest.raises(ValueError) as raised:
        big.fails()
    assert raised.traceback[-1].lineno + 1 == 31 and str(raised.traceback[-1].path) == stock
    assert not [name for name in vars(big) if "piece" in name]


def test_a_module_that_cannot_be_cut_where_it_reads_like_code_compiles_whole(
    zipped_modules: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(compile_in_steps, "PIECE_LINES", 1)  # a cut before every statement
    run_in_slices(["zipped_game", "zipped_game.uncut"], no_pause)
    assert sys.modules["zipped_game.uncut"].size() == len("\ndef not_code():\nclass Neither:\n")
    assert zipped_modules.count("uncut.py") == 1


def test_a_syntax_error_is_reported_where_it_is(
    zipped_modules: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(compile_in_steps, "PIECE_LINES", 1)  # a cut before every statement
    with pytest.raises(SyntaxError) as raised:
        run_in_slices(["zipped_game", "zipped_game.broken"], no_pause)
    assert raised.value.lineno == 5 and raised.value.filename.endswith("broken.py")
    assert "zipped_game.broken" not in sys.modules


@pytest.mark.parametrize("package", ["games", "ui"])
def test_every_module_of_the_app_cuts_into_pieces_that_compile(
    package: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """As shipped (``lean_source``): no module falls back to one long compile, and the pieces
    are the whole source."""
    monkeypatch.syspath_prepend(str(Path(__file__).parents[3] / "tools"))
    from docstrings import lean_source

    root = Path(__file__).parents[3] / "py" / "ludi" / package
    cut = 0
    for path in sorted(root.rglob("*.py")):
        source = lean_source(path.read_bytes()).decode()
        pieces = compile_in_steps.source_pieces(source)
        assert "".join(text for _line, text in pieces) == source
        flags = 0
        for first_line, text in pieces:
            code = compile("\n" * (first_line - 1) + text, str(path), "exec", flags=flags, dont_inherit=True)
            flags |= code.co_flags & compile_in_steps._FUTURE_FLAGS
        cut += len(pieces) > 1
    assert cut >= 20
