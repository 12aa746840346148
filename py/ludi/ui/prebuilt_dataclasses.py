"""Dataclasses get the code of their methods compiled ahead, by the build, not at page load.

Creating a dataclass writes its methods (``__init__``, ``__eq__``, ``__hash__``, a frozen
one's ``__setattr__`` and ``__delattr__``) as Python source and compiles it: about 1 ms a class
in Pyodide, two thirds of what creating the class costs. A game creates about 30 of them
while it opens on a first visit, and they made the longest slices of that opening (Rommé's
actions module, nine classes: 123-144 ms with the CPU throttled 4x). The build
(``tools/precompile_app.mjs``) compiles those sources in the browser's own Python and ships the
code in the runtime's zip (``FILE``, one table per module); ``dataclasses`` then takes each
class's code from there, found by the source's checksum and length, and compiles only what
it does not find (a class the build did not see, a table from another Python: then nothing).
"""

from __future__ import annotations

import builtins
import marshal
import os
import types
import zlib
from collections.abc import Callable
from typing import Any

FILE = "prebuilt_dataclasses.bin"

Key = tuple[int, int]


def source_key(source: str) -> Key:
    """What finds a method source's code: its CRC-32 and length (the build checks that no
    two sources it saw share one)."""
    data = source.encode()
    return zlib.crc32(data), len(data)


def read_shipped() -> bytes | None:
    """The table in the runtime's zip, beside this package (None where there is none: tests
    and tools run from the sources)."""
    import ludi.ui as package

    path = os.path.join(os.path.dirname(package.__file__ or ""), FILE)
    try:
        return package.__spec__.loader.get_data(path)  # type: ignore[union-attr]
    except (OSError, AttributeError):
        return None


class PrebuiltExec:
    """Stands in for ``exec`` inside the ``dataclasses`` module (its only use there is running
    a class's generated methods)."""

    __slots__ = ("_load", "_modules", "_codes", "compiled")

    def __init__(self, load: Callable[[], bytes | None]) -> None:
        self._load = load
        self._modules: dict[str, bytes] | None = None
        self._codes: dict[str, dict[Key, Any]] = {}
        #: Sources compiled here because no prebuilt code matched them.
        self.compiled = 0

    def __call__(self, source: Any, globals: dict[str, Any] | None = None, locals: Any = None) -> None:
        code = self._code_for(source, globals) if isinstance(source, str) else None
        if code is None and isinstance(source, str):
            self.compiled += 1
        builtins.exec(source if code is None else code, globals, locals)

    def _code_for(self, source: str, globals: dict[str, Any] | None) -> Any:
        module = str((globals or {}).get("__name__", ""))
        codes = self._codes.get(module)
        if codes is None:
            codes = self._codes[module] = self._unpack(module)
        return codes.get(source_key(source))

    def load_tables(self) -> bool:
        """Read the file of tables now, if not yet (True then): a game's opening does it in
        a step of its own, not in the step of its first dataclass (the file is read from
        the zip and unpacked: 20-40 ms on a tablet)."""
        if self._modules is not None:
            return False
        try:
            data = self._load()
            loaded = marshal.loads(data) if data else {}
        except (ValueError, EOFError, TypeError):  # another Python's marshal, a damaged file
            loaded = {}
        self._modules = loaded if isinstance(loaded, dict) else {}
        return True

    def _unpack(self, module: str) -> dict[Key, Any]:
        self.load_tables()
        try:
            packed = (self._modules or {}).get(module)
            table = marshal.loads(packed) if packed else {}
        except (ValueError, EOFError, TypeError):
            return {}
        return table if isinstance(table, dict) else {}


def use_prebuilt_dataclass_code(load: Callable[[], bytes | None] = read_shipped) -> PrebuiltExec:
    """Have ``dataclasses`` take the build's code for the classes it saw (idempotent)."""
    import dataclasses

    current = getattr(dataclasses, "exec", None)
    if isinstance(current, PrebuiltExec):
        return current
    prebuilt = PrebuiltExec(load)
    # A global of the module, found there before the builtin.
    dataclasses.exec = prebuilt  # type: ignore[attr-defined]
    return prebuilt


def build_table(run: Callable[[], None]) -> dict[str, dict[Key, Any]]:
    """The code of every dataclass created while ``run`` runs (the build imports every module
    of the app), by module. Raises ValueError if two different sources share a key."""
    import dataclasses

    tables: dict[str, dict[Key, Any]] = {}
    sources: dict[Key, str] = {}

    def capture(source: str, globals: dict[str, Any] | None = None, locals: Any = None) -> None:
        code = compile(source, "<string>", "exec")  # what exec(source) compiles
        key = source_key(source)
        if sources.setdefault(key, source) != source:
            raise ValueError(f"two dataclass sources share the key {key}")
        tables.setdefault(str((globals or {}).get("__name__", "")), {})[key] = without_line_numbers(code)
        builtins.exec(code, globals, locals)

    had = "exec" in vars(dataclasses)
    previous = vars(dataclasses).get("exec")
    dataclasses.exec = capture  # type: ignore[attr-defined]
    try:
        run()
    finally:
        if had:
            dataclasses.exec = previous  # type: ignore[attr-defined]
        else:
            del dataclasses.exec  # type: ignore[attr-defined]
    return tables


def without_line_numbers(code: types.CodeType) -> types.CodeType:
    """The code with every instruction at "no location" (nested functions too): a generated
    method has no source file a traceback could show, and the line and column tables were half
    of the file's bytes (38 kB of the first visit with them, 21 kB without). An empty table
    is not an option: Python's traceback module fails on a frame it cannot place."""
    consts = tuple(without_line_numbers(c) if isinstance(c, types.CodeType) else c for c in code.co_consts)
    return code.replace(co_linetable=_no_location_table(len(code.co_code) // 2), co_consts=consts)


def _no_location_table(code_units: int) -> bytes:
    # The location table's "no location" entry (kind 15) covers up to 8 code units.
    entries = bytearray()
    while code_units:
        covered = min(code_units, 8)
        entries.append(0x80 | (15 << 3) | (covered - 1))
        code_units -= covered
    return bytes(entries)


def pack(tables: dict[str, dict[Key, Any]]) -> bytes:
    """``FILE``'s bytes: each module's table marshalled apart (a game unpacks only its own)."""
    return marshal.dumps({module: marshal.dumps(tables[module]) for module in sorted(tables)})


def unpack(data: bytes) -> dict[str, dict[Key, Any]]:
    return {module: marshal.loads(packed) for module, packed in marshal.loads(data).items()}
