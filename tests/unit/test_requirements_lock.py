"""The test tools install from requirements-dev.lock: every one pinned, every file hashed."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PIN = re.compile(r"^([A-Za-z0-9_.-]+)==(\S+) \\$")


def normalise(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def test_every_tool_and_dependency_is_pinned_with_hashes() -> None:
    wanted = {
        normalise(re.split(r"[<>=!~\[; ]", line, maxsplit=1)[0])
        for line in (ROOT / "requirements-dev.txt").read_text().splitlines()
        if line.strip() and not line.startswith("#")
    }
    pins: dict[str, int] = {}
    current = None
    for line in (ROOT / "requirements-dev.lock").read_text().splitlines():
        if match := PIN.match(line):
            current = normalise(match.group(1))
            pins[current] = 0
        elif line.strip().startswith("--hash=sha256:") and current is not None:
            pins[current] += 1
        elif line.strip() and not line.lstrip().startswith(("#", "--hash")):
            raise AssertionError(f"not a pin with hashes: {line!r}")
    assert wanted <= set(pins), wanted - set(pins)
    assert all(count >= 1 for count in pins.values()), pins
    makefile = (ROOT / "Makefile").read_text()
    assert "--require-hashes -r requirements-dev.lock" in makefile
