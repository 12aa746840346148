"""Copies the pinned PyScript and Pyodide from node_modules into assets/vendor/.

Why a copy and not a CDN: the app must run with no network after the first visit, and
from any static host. PyScript loads its chunks by hashed file name and fetches plugin
stubs even when unused, so all of ``dist/`` (minus source maps) comes along; from
Pyodide only the five files the browser needs. The standard-library zip is replaced by
the precompiled, trimmed one (tools/precompile_stdlib.mjs).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYSCRIPT_DIST = ROOT / "node_modules/@pyscript/core/dist"
PYODIDE_DIR = ROOT / "node_modules/pyodide"
VENDOR = ROOT / "assets/vendor"
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "pyodide-lock.json")


def copy_pyscript() -> None:
    target = VENDOR / "pyscript"
    if target.exists():
        shutil.rmtree(target)
    target.mkdir(parents=True)
    for path in PYSCRIPT_DIST.iterdir():
        if path.is_file() and path.suffix != ".map":
            shutil.copy2(path, target / path.name)


def copy_pyodide(precompile: bool) -> None:
    target = VENDOR / "pyodide"
    target.mkdir(parents=True, exist_ok=True)
    for name in PYODIDE_FILES:
        shutil.copy2(PYODIDE_DIR / name, target / name)
    stdlib = target / "python_stdlib.zip"
    if precompile:
        subprocess.run(["node", str(ROOT / "tools/precompile_stdlib.mjs"), str(stdlib)], check=True, cwd=ROOT)
    else:
        shutil.copy2(PYODIDE_DIR / "python_stdlib.zip", stdlib)


def main(argv: list[str]) -> int:
    if not PYSCRIPT_DIST.is_dir() or not PYODIDE_DIR.is_dir():
        print("node_modules is missing: run `npm ci` first (make setup does)", file=sys.stderr)
        return 1
    if "--pyodide-only" not in argv:
        copy_pyscript()
    if "--pyscript-only" not in argv:
        copy_pyodide(precompile="--stock" not in argv)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
