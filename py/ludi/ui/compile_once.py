"""Each module shipped as source in the runtime's zip is compiled once, not twice, at import.

The app reaches the browser inside the runtime's standard-library zip; a game's modules
travel there as sources (bytecode would cost more first-visit bytes than it saves) and
compile when the game opens, in event-loop turns of their own (``compile_in_steps``). CPython's
``zipimport`` compiles such a module twice: ``find_spec`` asks the loader for the file name,
and ``zipimporter.get_filename`` finds it by building the module's code, which ``get_code``
then builds again. Those compiles were the longest tasks while a game opened (up to 105 ms
with the CPU throttled 4x). Remembering the last module's code answers the second request:
the zip never changes while the page lives, so the code stays valid.

This part is installed by ``py/main.py`` at every start, so it ships as bytecode and stays
small; building a module in steps lives beside it, in a module of its own shipped as source.
"""

from __future__ import annotations

import zipimport
from collections.abc import Callable
from typing import Any

_Key = tuple[str, str, str]
#: The code the next ``find_spec`` or import of one module gets: (code, is_package, path).
_last: dict[_Key, Any] = {}


def compile_each_module_once() -> None:
    """Make ``zipimport`` reuse the code it just built for the same module (idempotent)."""
    build = zipimport._get_module_code  # type: ignore[attr-defined]
    if getattr(build, "remembers_last", False):
        return
    _last.clear()
    zipimport._get_module_code = _remembering(build)  # type: ignore[attr-defined]


def remember(key: _Key, built: Any) -> None:
    """``built`` is what the next ``find_spec`` and import of ``key``'s module get."""
    _last.clear()
    _last[key] = built


def _remembering(build: Callable[[Any, str], Any]) -> Callable[[Any, str], Any]:
    def get_module_code(importer: Any, fullname: str) -> Any:
        key = (importer.archive, importer.prefix, fullname)
        if key not in _last:
            found = build(importer, fullname)  # raises for a missing module: nothing remembered
            _last.clear()
            _last[key] = found
        return _last[key]

    get_module_code.remembers_last = True  # type: ignore[attr-defined]
    return get_module_code
