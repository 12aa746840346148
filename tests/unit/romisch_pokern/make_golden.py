"""Regenerates the golden records: seeded bot games, one per set of options, with their final
scores.

    python tests/unit/romisch_pokern/make_golden.py [FILE.json ...]

Only rerun when a rules change is intended: the records pin down engine behaviour (every die
rolled comes from the seed). Name the files a change broke to regenerate only those.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
sys.path[:0] = [str(ROOT / "py"), str(ROOT)]

from tests.unit.golden_games import bot_game, chosen, write_golden  # noqa: E402

GOLDEN = Path(__file__).resolve().parent / "golden"
# (file, options, bot levels, seed)
CASES = [
    ("standard-3-players.json", [], ["normal", "easy", "normal"], 31),
    ("variants-2-players.json", ["roll-several", "cards-on-valid", "strict-xxxx"], ["normal", "easy"], 32),
    ("order-matters-4-players.json", ["order-matters"], ["easy", "normal", "easy", "normal"], 33),
]


def main(only: list[str]) -> None:
    GOLDEN.mkdir(exist_ok=True)
    for name, options, levels, seed in chosen(CASES, only):
        state = bot_game("romisch-pokern", None, options, levels, seed)
        write_golden(GOLDEN / name, state)
        print(name, len(state.history), "actions", state.scores())


if __name__ == "__main__":
    main(sys.argv[1:])
