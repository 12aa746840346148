"""Regenerates the golden records: seeded bot games, one per preset, with their final scores.

    python tests/unit/romme/make_golden.py [FILE.json ...]

Only rerun when a rules change is intended: the records pin down engine behaviour. Name the
files a rules change broke to regenerate only those (the others keep pinning the old games).
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
sys.path[:0] = [str(ROOT / "py"), str(ROOT)]

from tests.unit.golden_games import bot_game, chosen, write_golden  # noqa: E402

GOLDEN = Path(__file__).resolve().parent / "golden"
# (file, preset, options, bot levels, seed)
CASES = [
    ("palast.json", "palast", ["limit=150"], ["normal", "easy", "normal"], 11),
    ("palace.json", "palace", ["limit=2"], ["normal", "easy"], 12),
    ("palast-knocking-casino.json", "palast", ["knocking", "casino", "single-round"], ["normal"] * 4, 13),
    (
        "palace-special.json",
        "palace",
        ["strict-jokers", "strict-sets", "cyclic", "win-without-discard", "forty", "limit=1"],
        ["normal", "normal", "easy"],
        14,
    ),
]


def main(only: list[str]) -> None:
    GOLDEN.mkdir(exist_ok=True)
    for name, preset, options, levels, seed in chosen(CASES, only):
        state = bot_game("romme", preset, options, levels, seed)
        write_golden(GOLDEN / name, state)
        print(name, len(state.history), "actions", state.scores())


if __name__ == "__main__":
    main(sys.argv[1:])
