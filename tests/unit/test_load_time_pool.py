"""``benchmarks/load_time.py --pool``: earlier outputs' raw times read back and reported
together. An output ends with the table of the app's stages after its JSON line, and the pool
read the last line as JSON and stopped with a traceback."""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

import load_time  # noqa: E402


def an_output(tmp_path: Path, name: str, app_ms: list[int]) -> Path:
    raw = {"floor": {load: [1000] * len(app_ms) for load in load_time.LOADS}}
    raw["app"] = {load: list(app_ms) for load in load_time.LOADS}
    lines = [
        "chromium: load average at the end: 1.0 1.0 1.0  runs: 2",
        json.dumps({"runs": len(app_ms), "raw_ms": raw}),
        "the app's start by stage, medians in ms: ...",
        "chromium  visit1           340       848        92        67",
    ]
    path = tmp_path / name
    path.write_text("\n".join(lines) + "\n")
    return path


def test_the_pool_reads_each_outputs_json_line_and_joins_the_runs(tmp_path: Path) -> None:
    first = an_output(tmp_path, "a.txt", [1100, 1200])
    second = an_output(tmp_path, "b.txt", [1300])
    raw, runs = load_time.pooled([first, second])
    assert runs == 3
    assert raw["app"]["visit1"] == [1100, 1200, 1300]
    assert raw["floor"]["reload"] == [1000, 1000, 1000]
