"""The vendored runtime: a trimmed, precompiled stdlib that still imports every app module."""

from __future__ import annotations

import json
import subprocess
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
    assert not [n for n in stdlib_names if n.endswith(".py")]
    assert "asyncio/__init__.pyc" in stdlib_names
    assert "json/__init__.pyc" in stdlib_names


def test_stdlib_is_trimmed_to_what_the_app_can_import(stdlib_names: list[str]) -> None:
    # Modules no app code path reaches (debugger, test runner) are left out.
    assert "pdb.pyc" not in stdlib_names
    assert "unittest/__init__.pyc" not in stdlib_names


def test_every_shipped_module_imports_with_the_trimmed_stdlib(stdlib_names: list[str]) -> None:
    proc = subprocess.run(
        ["node", str(ROOT / "tools/check_imports.mjs")], cwd=ROOT, capture_output=True, text=True, timeout=300
    )
    report = json.loads(proc.stdout.strip().splitlines()[-1])
    assert report["failed"] == {}, report["failed"]
    assert "ludi.games.protocol" in report["imported"]
    assert proc.returncode == 0
