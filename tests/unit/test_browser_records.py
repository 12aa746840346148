"""A record replays to the same game in the browser's Python and in CPython, both ways.

The records in ``golden_browser`` were played by bots inside Node's Pyodide (Python 3.14,
the app's runtime) by ``tools/make_browser_records.mjs``; CPython replays them here. The
other way round, Pyodide replays the golden records CPython made (format 1 and 2).
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
BROWSER_MADE = sorted((ROOT / "tests/unit/golden_browser").glob("*.json"))
CPYTHON_MADE = sorted((ROOT / "tests/unit").glob("*/golden/*.json"))


@pytest.fixture(scope="module")
def tool() -> ModuleType:
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import browser_records
    finally:
        sys.path.remove(str(ROOT / "tools"))
    return browser_records


def _without_python(summary: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in summary.items() if k != "python"}


def test_every_case_of_the_tool_has_its_browser_made_record(tool: ModuleType) -> None:
    assert [p.stem for p in BROWSER_MADE] == sorted(case[0] for case in tool.CASES)
    records = [json.loads(p.read_text())["record"] for p in BROWSER_MADE]
    for game in ("romisch-pokern", "romme", "romer"):
        assert sum(r["game"] == game for r in records) >= 3
        assert any(r["game"] == game and "setup" in r for r in records), game
    assert {r["format"] for r in records} == {2}


@pytest.mark.parametrize("path", BROWSER_MADE, ids=[p.stem for p in BROWSER_MADE])
def test_a_record_made_in_the_browser_replays_identically_in_cpython(path: Path, tool: ModuleType) -> None:
    data = json.loads(path.read_text())
    assert data["python"].startswith("cpython 3.14") and "emscripten" in data["python"]
    here = tool.replay_summary(data["record"])
    assert here["is_over"]
    assert here["final_scores"] == data["final_scores"]
    assert here["final_position"] == data["final_position"]
    assert _without_python(here) == _without_python(data)  # record and generator state too


def test_records_made_in_cpython_replay_identically_in_the_browsers_python(tool: ModuleType) -> None:
    node, pyodide = shutil.which("node"), ROOT / "node_modules/pyodide/pyodide.mjs"
    if node is None or not pyodide.exists():
        pytest.skip("needs node and node_modules/pyodide (make setup) to run the browser's Python")
    files = [str(p.relative_to(ROOT)) for p in CPYTHON_MADE]
    proc = subprocess.run(
        [node, "tools/make_browser_records.mjs", "--replay", *files],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    there = json.loads(proc.stdout.strip().splitlines()[-1])
    assert sorted(there) == sorted(files)
    assert {json.loads((ROOT / f).read_text())["record"]["format"] for f in files} == {1, 2}
    for name in files:
        data = json.loads((ROOT / name).read_text())
        assert there[name]["python"].startswith("cpython 3.14") and "emscripten" in there[name]["python"]
        assert there[name]["final_scores"] == data["final_scores"], name
        assert _without_python(there[name]) == _without_python(tool.replay_summary(data["record"])), name
