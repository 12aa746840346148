"""No stack switch anywhere in the app (issue: iPad-safe start).

Under Pyodide's iOS branch, iPadOS 27 (with JSPI) ends the page on any stack switch: a
``run_sync``, a ``run_until_complete`` (``asyncio.run`` makes one), a blocking ``time.sleep``.
The app waits only with ``await`` (the runtime's ``sleep``, PyScript's event loop); this test
keeps it so, and the boot asks Pyodide to refuse them (``enableRunUntilComplete: false``)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SWITCHES = re.compile(r"\b(run_sync|run_until_complete|asyncio\.run|time\.sleep|runPythonSyncifying)\b\s*\(")
COMMENT = {".py": "#", ".js": "//", ".mjs": "//"}


def app_sources() -> list[Path]:
    """Everything of ours that runs in the page: Python modules, scripts and the page."""
    found = sorted((ROOT / "py").rglob("*.py"))
    found += sorted((ROOT / "assets").glob("*.js")) + sorted((ROOT / "assets/boot").glob("*.mjs"))
    return [*found, ROOT / "index.html"]


def stack_switches(text: str, suffix: str) -> list[str]:
    """Lines that call a stack switch (comments and docstring mentions in backquotes aside)."""
    mark = COMMENT.get(suffix)
    hits = []
    for number, line in enumerate(text.splitlines(), 1):
        code = line.split(mark, 1)[0] if mark else line
        code = re.sub(r"``[^`]*``", "", code)
        if SWITCHES.search(code):
            hits.append(f"{number}: {line.strip()}")
    return hits


def test_the_guard_finds_each_kind_of_stack_switch() -> None:
    sample = "\n".join(
        [
            "import asyncio, time",
            "asyncio.run(main())",
            "loop.run_until_complete(task)",
            "value = run_sync(promise)",
            "time.sleep(0.1)",
            "pyodide.runPythonSyncifying(code);",
            "await asyncio.sleep(0)  # not a switch: time.sleep(1) in a comment",
        ]
    )
    assert [hit.split(":")[0] for hit in stack_switches(sample, ".py")] == ["2", "3", "4", "5", "6"]


def test_no_module_of_the_app_switches_stacks() -> None:
    sources = app_sources()
    assert len(sources) > 100 and ROOT / "assets/boot/pyodide.mjs" in sources
    found = {
        str(path.relative_to(ROOT)): hits
        for path in sources
        if (hits := stack_switches(path.read_text(encoding="utf-8"), path.suffix))
    }
    assert found == {}


def test_the_boot_asks_the_runtime_to_refuse_stack_switches() -> None:
    for name in ("pyodide.mjs", "snapshot-worker.mjs"):
        assert "enableRunUntilComplete: false" in (ROOT / "assets/boot" / name).read_text(), name
