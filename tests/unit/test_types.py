"""The type hints are checked, not decoration: mypy over ``py/ludi`` (configured in
pyproject.toml) finds nothing. And the check can fail: a wrong hint is caught."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def mypy(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "mypy", *args], cwd=ROOT, capture_output=True, text=True, timeout=600
    )


def test_the_app_s_type_hints_hold() -> None:
    done = mypy()
    assert done.returncode == 0, done.stdout + done.stderr


def test_a_wrong_hint_is_caught(tmp_path: Path) -> None:
    wrong = tmp_path / "wrong.py"
    wrong.write_text("from ludi.games.facts import facts\n\nseats: str = facts('romme').seats\n")
    done = mypy(str(wrong))
    assert done.returncode == 1 and "Incompatible types in assignment" in done.stdout, done.stdout
