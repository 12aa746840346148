"""A game's module compiled a piece at a time: the import then runs the pieces in order.

Compiled whole, a module of 200-340 lines was still one task of 60-80 ms at 4x throttle, and
100-150 ms on a first visit while the runtime's snapshot was being made beside it
(``build_in_steps`` compiles it a few top-level statements at a time instead). The code is
handed to the import through ``compile_once``, which makes ``zipimport`` take it.
"""

from __future__ import annotations
import __future__

import os
import sys
import zipimport
from collections.abc import Iterator
from typing import Any

from ludi.ui.compile_once import compile_each_module_once, remember

#: Lines of code (blank ones not counted) compiled in one step, as far as the module's
#: top-level statements allow: about 20 ms at 4x throttle.
PIECE_LINES = 60
_FUTURE_FLAGS = sum(getattr(__future__, name).compiler_flag for name in __future__.all_feature_names)
#: Runs a module's pieces in its namespace; the tuple is replaced by the compiled pieces.
_RUN_PIECES = "for _ludi_piece_ in ('pieces',):\n    exec(_ludi_piece_)\ndel _ludi_piece_\n"


def build_in_steps(fullname: str) -> Iterator[None]:
    """Compile ``fullname``, a source in a zip, a piece of its top-level statements at a
    time, yielding between two pieces; its import then runs the pieces in order, in its own
    namespace (``find_spec`` and the import get that code, as ``compile_each_module_once``
    keeps it). Each piece keeps the module's file name and line numbers, so tracebacks and
    ``inspect`` read as before. A module found elsewhere, as bytecode or not at all, and one
    whose pieces do not compile, is left to its import, which builds it whole (and reports
    a syntax error where it is)."""
    compile_each_module_once()
    found = None if fullname in sys.modules else _zipped_source(fullname)
    if found is None:
        return
    importer, source, path, package = found
    pieces = []
    flags = 0
    for number, (first_line, text) in enumerate(source_pieces(source, PIECE_LINES)):
        if number:
            yield
        try:
            code = _compile_piece("\n" * (first_line - 1) + text, path, flags)
        except SyntaxError:
            return
        flags |= code.co_flags & _FUTURE_FLAGS  # ``from __future__`` in the first piece holds for all
        pieces.append(code)
    if len(pieces) > 1:
        runner = compile(_RUN_PIECES, path, "exec", dont_inherit=True)
        consts = tuple(tuple(pieces) if c == ("pieces",) else c for c in runner.co_consts)
        code = runner.replace(co_consts=consts)
    remember((importer.archive, importer.prefix, fullname), (code, package, path))


def _compile_piece(text: str, path: str, flags: int) -> Any:
    return compile(text, path, "exec", flags=flags, dont_inherit=True)


def source_pieces(source: str, most: int = PIECE_LINES) -> list[tuple[int, str]]:
    """``source`` cut before top-level ``def`` and ``class`` statements (their decorators
    included) into pieces of about ``most`` lines of code: (first line number, text). A cut
    inside a string or brackets cannot compile, and ``build_in_steps`` then leaves the module
    whole."""
    lines = source.splitlines(keepends=True)
    starts = []
    decorated = False
    for number, line in enumerate(lines):
        if line.startswith("@"):
            if not decorated:
                starts.append(number)
            decorated = True
        elif line.startswith(("def ", "class ", "async def ")):
            if not decorated:
                starts.append(number)
            decorated = False
        elif line[:1] not in ("", " ", "\t", "\n", "\r", "#", ")", "]", "}"):
            decorated = False
    pieces: list[tuple[int, str]] = []
    first, count = 0, 0
    for number, line in enumerate(lines):
        if number in starts and count >= most:
            pieces.append((first + 1, "".join(lines[first:number])))
            first, count = number, 0
        count += bool(line.strip())
    pieces.append((first + 1, "".join(lines[first:])))
    return pieces


def _zipped_source(fullname: str) -> tuple[Any, str, str, bool] | None:
    """(importer, source, path, is_package) of ``fullname`` when the first place its import
    would look holding it is a zip with its source; None otherwise."""
    parent, _, name = fullname.rpartition(".")
    if parent and parent not in sys.modules:
        return None
    entries = getattr(sys.modules[parent], "__path__", None) if parent else sys.path
    for entry in entries or ():
        importer = sys.path_importer_cache.get(entry) or _importer(entry)
        if not isinstance(importer, zipimport.zipimporter):
            if importer is None or importer.find_spec(fullname) is not None:
                return None  # not looked at yet, or found outside a zip first
            continue
        try:
            source = importer.get_source(fullname)
            package = importer.is_package(fullname)
        except zipimport.ZipImportError:
            continue
        if source is None:
            return None  # bytecode: nothing to compile
        suffix = os.sep + "__init__.py" if package else ".py"
        return importer, source, importer.archive + os.sep + importer.prefix + name + suffix, package
    return None


def _importer(entry: str) -> Any:
    """The finder the import system would make for ``entry`` (a package's folder in the zip
    is first looked at by its first module's import), kept where it keeps it."""
    for hook in sys.path_hooks:
        try:
            importer = hook(entry)
        except ImportError:
            continue
        sys.path_importer_cache[entry] = importer
        return importer
    return None
