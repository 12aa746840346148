"""Runs INSIDE Pyodide (under Node, see precompile_stdlib.mjs): rewrites python_stdlib.zip.

Why: the stock zip holds only ``.py`` sources, so every page load compiles ~130 stdlib
modules (about 1 s). We keep only the modules the app can import (computed, never a
hand-written list) and store them as ``.pyc`` compiled by the browser's own Python.

Inputs (globals set by the runner): SRC_ZIP, OUT_ZIP, ROOT_DIRS (folders whose ``.py``
files are roots: the app and PyScript's Python package), EXTRA_ROOTS (module names the
PyScript bundle imports from JavaScript), WHOLE_PACKAGES (packages kept entire because
they import submodules dynamically), SKIP_ROOTS (modules never run in the
browser: the command line, the interactive console), LEFT_OUT (optional modules, packages
included, that the standard library only probes for under ``except ImportError``).
"""

import ast
import importlib._bootstrap_external as bootstrap_external
import io
import json
import os
import sys
import zipfile

BOOT_MODULES = set(sys.modules)
ZIP_PREFIX = next(p for p in sys.path if p.endswith(".zip")) + "/"

with open(SRC_ZIP, "rb") as fh:  # noqa: F821 - set by the runner
    stock = zipfile.ZipFile(io.BytesIO(fh.read()))
sources = {n: stock.read(n) for n in stock.namelist() if not n.endswith("/")}


def stdlib_file(module: str) -> str | None:
    """The zip entry that defines ``module`` (module.py or package/__init__.py)."""
    base = module.replace(".", "/")
    for candidate in (base + ".py", base + "/__init__.py"):
        if candidate in sources:
            return candidate
    return None


def import_nodes(tree: ast.Module, lazy_too: bool):
    """Import statements that run when the module is imported.

    Imports inside functions run only when the function is called; for the standard
    library we leave them out (``pydoc``, ``unittest`` … come in that way and would
    double the zip). For the app's own code (``lazy_too``) every import counts.
    """
    if lazy_too:
        yield from (n for n in ast.walk(tree) if isinstance(n, (ast.Import, ast.ImportFrom, ast.Call)))
        return
    stack = list(tree.body)
    while stack:
        node = stack.pop()
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node
        elif isinstance(node, ast.If):
            test = ast.unparse(node.test)
            never_here = (
                "TYPE_CHECKING" in test
                or "__main__" in test
                or ("==" in test and ("'win32'" in test or "'nt'" in test))
            )
            if not never_here:
                stack.extend(node.body)
            stack.extend(node.orelse)
        elif isinstance(node, (ast.Try, ast.TryStar)):
            stack.extend(node.body + node.orelse + node.finalbody)
            for handler in node.handlers:
                stack.extend(handler.body)
        elif isinstance(node, (ast.With, ast.ClassDef)):
            stack.extend(node.body)


def imports_of(source: bytes, module: str, is_package: bool, lazy_too: bool) -> set[str]:
    """Module names the import statements of ``source`` may load."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return set()
    found: set[str] = set()
    package = module if is_package else module.rpartition(".")[0]
    for node in import_nodes(tree, lazy_too):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                parts = package.split(".")
                anchor = ".".join(parts[: len(parts) - node.level + 1])
                base = f"{anchor}.{node.module}" if node.module else anchor
            else:
                base = node.module or ""
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names if alias.name != "*")
        elif isinstance(node, ast.Call) and getattr(node.func, "attr", None) == "import_module":
            if node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str):
                found.add(node.args[0].value)
    return found


def with_parents(name: str) -> list[str]:
    parts = name.split(".")
    return [".".join(parts[: i + 1]) for i in range(len(parts))]


def left_out(name: str) -> bool:
    return any(name == gone or name.startswith(gone + ".") for gone in LEFT_OUT)  # noqa: F821


def closure(roots: set[str], root_sources: dict[str, tuple[bytes, bool]]) -> set[str]:
    keep: set[str] = set()
    todo = list(roots)
    parent: dict[str, str] = {}
    seen: set[str] = set()
    while todo:
        name = todo.pop()
        if name in seen or not name or left_out(name):
            continue
        seen.add(name)
        lazy_too = name in root_sources
        if lazy_too:
            src, is_pkg = root_sources[name]
        else:
            entry = stdlib_file(name)
            if entry is None:
                continue
            keep.add(entry)
            src, is_pkg = sources[entry], entry.endswith("__init__.py")
        for dep in imports_of(src, name, is_pkg, lazy_too):
            for dep_name in with_parents(dep):
                if dep_name not in seen:
                    parent.setdefault(dep_name, name)
                todo.append(dep_name)
    for name in globals().get("EXPLAIN", ()):
        chain = [name]
        while chain[-1] in parent and len(chain) < 30:
            chain.append(parent[chain[-1]])
        print(" <- ".join(chain))
    return keep


root_sources: dict[str, tuple[bytes, bool]] = {}
for root_dir in ROOT_DIRS:  # noqa: F821
    for folder, _dirs, files in os.walk(root_dir):
        for file in files:
            if file.endswith(".py"):
                path = os.path.join(folder, file)
                rel = os.path.relpath(path, root_dir)[:-3].replace(os.sep, ".")
                is_pkg = rel.endswith(".__init__")
                name = rel[: -len(".__init__")] if is_pkg else rel
                with open(path, "rb") as fh:
                    root_sources[name] = (fh.read(), is_pkg)

roots = set(root_sources) | set(EXTRA_ROOTS) | BOOT_MODULES  # noqa: F821
for package in WHOLE_PACKAGES:  # noqa: F821
    prefix = package.replace(".", "/") + "/"
    roots.update(
        n[:-3].replace("/", ".").removesuffix(".__init__")
        for n in sources
        if n.startswith(prefix) and n.endswith(".py")
    )
roots -= set(SKIP_ROOTS)  # noqa: F821
for name in SKIP_ROOTS:  # noqa: F821
    root_sources.pop(name, None)
kept = closure(roots, root_sources)

out = io.BytesIO()
raw_py = 0
with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as target:
    for name in sorted(sources):
        data = sources[name]
        if name.endswith(".py"):
            if name not in kept:
                continue
            raw_py += len(data)
            code = compile(without_docstrings(data), ZIP_PREFIX + name, "exec", dont_inherit=True)  # noqa: F821
            pyc = bootstrap_external._code_to_timestamp_pyc(code, 0, len(data))
            target.writestr(name + "c", bytes(pyc))
        elif not name.endswith(("mypy.ini", "py.typed")) and "macholib" not in name:
            target.writestr(name, data)
with open(OUT_ZIP, "wb") as fh:  # noqa: F821
    fh.write(out.getvalue())

total_py = sum(1 for n in sources if n.endswith(".py"))
print(json.dumps({"modules_kept": len(kept), "modules_total": total_py, "zip_bytes": len(out.getvalue())}))
