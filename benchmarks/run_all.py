"""Runs every benchmark in turn (make bench). Each prints its own numbers."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SCRIPTS = [
    ["load_time.py", "--engines", "chromium,webkit,firefox"],
    ["transfer_size.py"],
    ["bot_browser.py", "--game", "romisch-pokern", "--level", "strong"],
    ["pokern_bots.py"],
    ["romme_solver.py"],
    ["bot_browser.py", "--game", "romme", "--level", "strong", "--options", "single-round"],
    ["romme_bots.py"],
    ["tap_latency.py"],
    ["table_browser.py", "--game", "romme", "--seconds", "60"],
    ["table_browser.py", "--game", "romer", "--seconds", "60"],
    ["bot_browser.py", "--game", "romer", "--level", "strong", "--games", "3"],
    ["romer_bots.py"],
]


def main() -> int:
    failed = 0
    for script, *args in SCRIPTS:
        if not (HERE / script).exists():
            continue
        print(f"== {script} {' '.join(args)}", flush=True)
        failed |= subprocess.run([sys.executable, str(HERE / script), *args], cwd=HERE).returncode
    return failed


if __name__ == "__main__":
    raise SystemExit(main())
