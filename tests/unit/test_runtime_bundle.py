"""The vendored runtime: a trimmed, precompiled stdlib that still imports every app module."""

from __future__ import annotations

import ast
import json
import re
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
STDLIB = ROOT / "assets/vendor/pyodide/python_stdlib.zip"


@pytest.fixture(scope="module")
def stdlib_names() -> list[str]:
    if not STDLIB.exists():
        pytest.fail("the runtime is not vendored: run `make setup` (make test does)")
    return zipfile.ZipFile(STDLIB).namelist()


def test_stdlib_is_precompiled_bytecode_only(stdlib_names: list[str]) -> None:
    # Only the app's own modules ship as sources (a game's, compiled when it is opened).
    assert not [n for n in stdlib_names if n.endswith(".py") and not n.startswith("ludi/")]
    assert "asyncio/__init__.pyc" in stdlib_names
    assert "json/__init__.pyc" in stdlib_names


def test_stdlib_is_trimmed_to_what_the_app_can_import(stdlib_names: list[str]) -> None:
    # Modules no app code path reaches (debugger, test runner) are left out.
    assert "pdb.pyc" not in stdlib_names
    assert "unittest/__init__.pyc" not in stdlib_names


OPTIONAL_COMPRESSORS = ("bz2", "lzma", "compression")


def _imports_outside_import_error_guards(tree: ast.Module) -> set[str]:
    """Top-level names this module imports at any point that no ``except ImportError`` covers."""
    found: set[str] = set()

    def visit(node: ast.AST, guarded: bool) -> None:
        if isinstance(node, ast.Try):
            catches = any(
                h.type is None or "ImportError" in ast.unparse(h.type) or "Exception" in ast.unparse(h.type)
                for h in node.handlers
            )
            for child in node.body:
                visit(child, guarded or catches)
            for child in [*node.handlers, *node.orelse, *node.finalbody]:
                visit(child, guarded)
            return
        if not guarded and isinstance(node, ast.Import):
            found.update(alias.name.split(".")[0] for alias in node.names)
        elif not guarded and isinstance(node, ast.ImportFrom) and not node.level and node.module:
            found.add(node.module.split(".")[0])
        for child in ast.iter_child_nodes(node):
            visit(child, guarded)

    visit(tree, False)
    return found


def test_optional_compressors_are_left_out_and_only_ever_probed_for(stdlib_names: list[str]) -> None:
    """bz2, lzma and zstd cost every start their imports (Pyodide's package loader imports
    shutil and zipfile, which probe for them) and nothing in the app compresses: they are
    left out, which is safe only while every module still in the zip imports them under
    ``except ImportError``, as shutil and zipfile do."""
    assert "bz2.pyc" not in stdlib_names and "lzma.pyc" not in stdlib_names
    assert not [n for n in stdlib_names if n.startswith("compression/")]
    stock = zipfile.ZipFile(ROOT / "node_modules/pyodide/python_stdlib.zip")
    unguarded = {}
    for name in stdlib_names:
        if not name.endswith(".pyc") or name.startswith(("ludi/", "pyscript-bytecode/")):
            continue
        source = stock.read(name[:-1])
        if not re.search(rb"import (bz2|lzma|compression)|from (bz2|lzma|compression)\b", source):
            continue  # (most of the stdlib: and some use syntax newer than CI's Python parses)
        tree = ast.parse(source)
        needs = _imports_outside_import_error_guards(tree) & set(OPTIONAL_COMPRESSORS)
        if needs:
            unguarded[name] = needs
    assert unguarded == {}
    assert "shutil.pyc" in stdlib_names and "zipfile/__init__.pyc" in stdlib_names  # the probes stay


def test_every_shipped_module_imports_with_the_trimmed_stdlib(stdlib_names: list[str]) -> None:
    proc = subprocess.run(
        ["node", str(ROOT / "tools/check_imports.mjs")], cwd=ROOT, capture_output=True, text=True, timeout=300
    )
    report = json.loads(proc.stdout.strip().splitlines()[-1])
    assert report["failed"] == {}, report["failed"]
    assert "ludi.games.protocol" in report["imported"]
    # Every dataclass of the app took the code the build compiled for it, none compiled here.
    assert report["dataclass_sources_compiled"] == 0
    assert proc.returncode == 0


def test_stdlib_zip_holds_the_apps_sources_and_todays_unchecked_bytecode(stdlib_names: list[str]) -> None:
    """The app travels inside the stdlib zip (fetched with the WebAssembly, before Python
    boots): each module the home screen imports as its .pyc alone (zipimport takes it
    instead of compiling at page load; its source beside it doubled its first-visit bytes),
    the rest as sources only (first-visit bytes), without docstrings and comments: a game's
    modules compile when it is opened, the language catalogs (plain data) at start.

    They are unchecked hash-based .pyc files: Python trusts them without reading the .py, so
    a stale one would run old code. Each stores the hash of the source it came from; the
    hash is Python-version specific, so it is recomputed inside Node's Pyodide. So is the
    code of every dataclass the app creates (``prebuilt_dataclasses.bin``), checked against a
    fresh build.
    """
    sys.path.insert(0, str(ROOT / "tools"))
    from gen_pyscript_toml import shipped_files

    files = shipped_files()
    shell = {n[:-1] for n in stdlib_names if n.startswith("ludi/") and n.endswith(".pyc")}
    assert {"ludi/ui/app.py", "ludi/ui/home.py", "ludi/games/protocol.py", "ludi/ui/table_screen.py"} <= shell
    assert "ludi/ui/prebuilt_dataclasses.py" in shell  # read at every opening: no compile
    # What py/main.py imports before the home screen, as well (a compile on every first visit)
    started = {"ludi/ui/compile_once.py", "ludi/ui/dom.py", "ludi/ui/lifecycle.py", "ludi/ui/page_links.py"}
    assert started <= shell
    assert not {r for r in shell if r.startswith(("ludi/games/romme/", "ludi/ui/romme/", "ludi/ui/i18n/en"))}
    expected = (set(files) - shell) | {rel + "c" for rel in shell} | {"ludi/ui/prebuilt_dataclasses.bin"}
    assert {n for n in stdlib_names if n.startswith("ludi/")} == expected
    assert "ludi/cli.py" not in stdlib_names and "main.py" not in stdlib_names
    lean_source = _docstring_tools().lean_source
    with zipfile.ZipFile(STDLIB) as bundle:
        for rel in files:
            if rel in shell:
                flags = int.from_bytes(bundle.read(rel + "c")[4:8], "little")
                assert flags == 0b01, f"{rel}: not an unchecked hash-based pyc"
            else:
                assert bundle.read(rel) == lean_source((ROOT / "py" / rel).read_bytes()), (
                    f"{rel}: stale source"
                )
    proc = subprocess.run(
        ["node", str(ROOT / "tools/precompile_app.mjs"), "--check", str(STDLIB), *files],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_pyscripts_own_modules_ship_as_bytecode_checked_against_the_sources_it_writes() -> None:
    """PyScript writes its package at every start; the boot module puts this bytecode beside
    it (tests/e2e/test_boot_bytecode.py sees it used). Checked hash-based files: Python
    compiles the source instead, should PyScript ever write another one."""
    with zipfile.ZipFile(STDLIB) as bundle:
        index = bundle.read("pyscript-bytecode/INDEX").decode().split()
        assert {
            "pyscript/__pycache__/__init__.cpython-314.pyc",
            "pyscript/__pycache__/context.cpython-314.pyc",
        } <= set(index)
        for rel in index:
            flags = int.from_bytes(bundle.read("pyscript-bytecode/" + rel)[4:8], "little")
            assert flags == 0b11, f"{rel}: not a checked hash-based pyc"
    proc = subprocess.run(
        ["node", str(ROOT / "tools/precompile_pyscript.mjs"), "--check", str(STDLIB)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_shipped_bytecode_leaves_out_function_docstrings_but_keeps_class_ones() -> None:
    """First-visit bytes: nothing reads a function's docstring at run time, so the bytecode
    drops them (py/ keeps them); a class keeps its own, or a dataclass would build one from
    inspect.signature at import."""
    bytecode = zipfile.ZipFile(STDLIB).read("ludi/ui/storage.pyc")
    assert b"One save slot for the home screen: parsed and checked" not in bytecode  # load_saved
    assert b"A dict-backed store for tests" in bytecode  # class MemoryStore
    assert b"What a save slot holds" in bytecode  # the dataclass Saved
    source = (ROOT / "py/ludi/ui/storage.py").read_bytes()
    assert b"One save slot for the home screen: parsed and checked" in source


def test_the_standard_librarys_bytecode_leaves_out_function_docstrings_too() -> None:
    """The same rule as the app's (tools/docstrings.py): 187 kB gzip less on a first visit,
    which keeps it within 6,000,000 bytes. Python supports running its library without
    docstrings (-OO), and class docstrings stay, so no dataclass computes one at import."""
    archive = zipfile.ZipFile(STDLIB)
    assert b"Serialize ``obj`` to a JSON formatted" not in archive.read("json/__init__.pyc")  # dumps
    assert b"Simple JSON <https://json.org> decoder" in archive.read("json/decoder.pyc")  # a class
    assert b"Return the fields of a dataclass instance" not in archive.read("dataclasses.pyc")  # asdict


def _docstring_tools():
    import importlib.util

    spec = importlib.util.spec_from_file_location("docstrings", ROOT / "tools/docstrings.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _comments(source: bytes) -> list[str]:
    import io
    import tokenize

    tokens = tokenize.generate_tokens(io.StringIO(source.decode()).readline)
    return [t.string for t in tokens if t.type == tokenize.COMMENT]


def test_shipped_sources_are_the_same_code_on_the_same_lines_without_docstrings_or_comments(
    stdlib_names: list[str],
) -> None:
    """First-visit bytes: a game's modules ship as sources without module and function
    docstrings and comments (a quarter of their compressed bytes), their lines left blank so
    that every line number, and a traceback's line, still points at py/."""
    tools = _docstring_tools()
    shipped = [n for n in stdlib_names if n.startswith("ludi/") and n.endswith(".py")]
    assert len(shipped) > 50
    archive = zipfile.ZipFile(STDLIB)
    for name in shipped:
        source = (ROOT / "py" / name).read_bytes()
        lean = archive.read(name)
        assert lean.count(b"\n") == source.count(b"\n"), name
        assert not _comments(lean), name
        same = ast.dump(tools.without_docstrings(lean)) == ast.dump(tools.without_docstrings(source))
        assert same, name
        for before, after in zip(source.splitlines(), lean.splitlines()):
            kept = after == before or not after.strip() or before.startswith(after)
            assert kept or after.strip() == b"pass", name
    strong = archive.read("ludi/games/romme/strong_bot.py")
    assert b"Ranks its dead cards by live outs" in strong  # a class keeps its docstring
    assert b"Live outs first, value second" not in strong  # a method's docstring
    assert b"Throwing a high card saves its points" not in strong  # a comment


def test_lean_source_keeps_strings_that_look_like_comments_and_a_body_that_is_only_a_docstring() -> None:
    tools = _docstring_tools()
    untouched = b'\n\ndef shares(): "kept"; return 1\n\n\nclass Kept:\n    """Its own."""\n'
    source = (
        b'"""A module."""\n'
        b"from __future__ import annotations\n\n"
        b"MARK = '#not a comment'  # a comment\n\n\n"
        b"def only_doc():\n"
        b'    """Nothing\n'
        b'    else."""\n'
    ) + untouched
    lean = tools.lean_source(source)
    assert (
        lean
        == (
            b"\n"
            b"from __future__ import annotations\n\n"
            b"MARK = '#not a comment'\n\n\n"
            b"def only_doc():\n"
            b"    pass\n"
            b"\n"
        )
        + untouched
    )
    namespace: dict[str, object] = {}
    exec(compile(lean, "lean", "exec"), namespace)
    assert namespace["MARK"] == "#not a comment"
